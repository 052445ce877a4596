//! `hint --dot` on chain and pattern steps: a chain's links drawn as edges between the
//! cells of their candidates, strong links solid and weak links dashed, each labelled
//! with its symbol; a forcing chain's branches alike.

use sudograph::grade::{Deduction, Grader, PencilMarks, Technique};
use sudograph::grid::Grid;

use crate::harness::{Scratch, puzzles, run_ok};

/// `puzzle` graded step by step (uniqueness allowed, as `hint` does) up to the first step
/// of one of `wanted`: the pencil marks there as a 729-character candidate line, and that
/// step. `None` when the grade ends before one.
fn marks_before(puzzle: &Grid, wanted: &[Technique]) -> Option<(String, Deduction)> {
    let grader = Grader::new(puzzle.rules()).for_unique_puzzles();
    let mut board = PencilMarks::new(&grader, puzzle.cells());
    while let Some(step) = grader.next_step(&board) {
        if wanted.contains(&step.technique) {
            let line = (0..81)
                .flat_map(|c| {
                    let (placed, marks) = (board.cells()[c], board.candidates(c)[0]);
                    (0..9u16).map(move |s| match placed == Some(s) || marks & (1 << s) != 0 {
                        true => char::from(b'1' + s as u8),
                        false => '.',
                    })
                })
                .collect();
            return Some((line, step));
        }
        board.apply(&grader, &step);
    }
    None
}

/// A link drawn in the DOT: its two ends (node indices, which are cells) and whether it
/// is strong.
type Drawn = (usize, usize, bool);

/// The chain links of a hint's DOT: the edges whose tooltip names a strong or weak link,
/// each checked to be drawn solid when strong and dashed when weak.
fn links_drawn(dot: &str) -> Vec<Drawn> {
    dot.lines()
        .filter(|line| line.contains("link on "))
        .map(|line| {
            let mut words = line.split_whitespace();
            let a = words.next().unwrap().parse().expect("an edge from a node");
            assert_eq!(words.next(), Some("--"), "{line}");
            let b = words.next().unwrap().parse().expect("to a node");
            let strong = line.contains("tooltip=\"strong link");
            let style = if strong {
                "style=solid"
            } else {
                "style=dashed"
            };
            assert!(line.contains(style), "strong solid, weak dashed: {line}");
            assert!(
                line.contains("pos=\"") && line.contains("lp=\""),
                "pinned: {line}"
            );
            (a, b, strong)
        })
        .collect()
}

/// Runs `hint --dot` on `puzzle` from the candidate line `marks`: the hint's words and
/// its DOT.
fn hint_drawn(name: &str, puzzle: &str, marks: &str) -> (String, String) {
    let scratch = Scratch::new(name);
    let (grid, dot) = (scratch.join("marks.txt"), scratch.join("hint.dot"));
    std::fs::write(&grid, format!("{marks}\n")).unwrap();
    let words = run_ok(
        &[
            "hint",
            "--grid",
            grid.to_str().unwrap(),
            "--dot",
            dot.to_str().unwrap(),
        ],
        &format!("{puzzle}\n"),
    );
    let dot = std::fs::read_to_string(&dot).expect("the DOT is written");
    (words, dot)
}

/// Asserts that `drawn` holds one edge per link of `step`'s branches, in order, each
/// between cells of the link's two statements and strong exactly when it leads to a
/// statement that holds.
fn assert_links_follow(step: &Deduction, drawn: &[Drawn]) {
    let links: Vec<_> = step.chains.iter().flat_map(|c| c.windows(2)).collect();
    assert_eq!(drawn.len(), links.len(), "an edge per link: {drawn:?}");
    for (&(a, b, strong), pair) in drawn.iter().zip(&links) {
        assert!(
            pair[0].cells.contains(&a) && pair[1].cells.contains(&b),
            "edge {a} -- {b} joins the cells of {pair:?}"
        );
        assert_eq!(strong, pair[1].holds, "{pair:?}");
    }
}

/// An X-cycle and an alternating inference chain (the first of each on a puzzle Sukaku
/// Explainer rates 8.4, record of `se_rated.txt`, from grantm/sudoku-exchange-puzzle-bank's
/// diabolical.txt; the 8.2 one this took before now falls to ALS chains): each link an
/// edge between its two candidates' cells, strong ones solid and weak ones dashed, both
/// kinds there, the candidate's symbol on it, the legend saying so, the decided cell
/// ringed red.
#[test]
fn an_x_cycle_hint_draws_each_link_strong_solid_and_weak_dashed() {
    let puzzle =
        "25..1..468....5..2...9......4..3.6..6..5.1..4..8.6..1......2...4..3....732..7..65";
    let grid = puzzles(&format!("{puzzle}\n")).remove(0).grid;
    for technique in [Technique::XCycle, Technique::AlternatingInferenceChain] {
        let (marks, step) = marks_before(&grid, &[technique]).expect("the grade reaches it");
        let (words, dot) = hint_drawn("hint-dot-cycle", puzzle, &marks);
        assert!(words.starts_with(technique.name()), "{words}");
        let drawn = links_drawn(&dot);
        assert_links_follow(&step, &drawn);
        assert!(
            drawn.iter().any(|d| d.2) && drawn.iter().any(|d| !d.2),
            "{drawn:?}"
        );
        // The symbol on each link, both where it joins two candidates of one cell.
        for pair in step.chains[0].windows(2) {
            let [a, b] = [pair[0].symbol + 1, pair[1].symbol + 1];
            let label = match a == b {
                true => format!("label=\"{b}\""),
                false => format!("label=\"{a}/{b}\""),
            };
            assert!(dot.contains(&label), "{label} on the link of {pair:?}");
        }
        assert!(dot.contains("solid strong (one of the two holds), dashed weak (not both)"));
        let decided = step.placed.iter().chain(&step.removed).next().unwrap().0;
        assert!(
            dot.lines()
                .any(|l| l.trim_start().starts_with(&format!("{decided} ["))
                    && l.contains("color=red")),
            "the decided cell ringed"
        );
    }
}

/// A forcing chain (the first of the puzzle Sukaku Explainer rates 9.1, also in
/// `hint.rs`): every branch is drawn, link by link.
#[test]
fn a_forcing_chain_hint_draws_every_branch() {
    let puzzle =
        "..64.15..3..5.9..1....3....2.5...7.3.3..4..2.67.....58.6.9.7.8.....5......23.49..";
    let grid = puzzles(&format!("{puzzle}\n")).remove(0).grid;
    let (marks, step) = marks_before(&grid, &[Technique::ForcingChain]).expect("reached");
    assert!(step.chains.len() > 1, "branches: {step:?}");
    let (words, dot) = hint_drawn("hint-dot-forcing", puzzle, &marks);
    assert!(words.starts_with("forcing chain"), "{words}");
    assert_links_follow(&step, &links_drawn(&dot));
    // Its grouped node, (r2c7|r2c8), outlined in the links' pink.
    let grouped: Vec<usize> = step
        .chains
        .iter()
        .flatten()
        .filter(|l| l.cells.len() > 1)
        .flat_map(|l| l.cells.clone())
        .collect();
    assert!(!grouped.is_empty(), "{step:?}");
    for cell in grouped {
        let node = dot
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{cell} [")))
            .expect("a node per cell");
        assert!(node.contains("color=\"#e6007e\""), "{node}");
    }
    if crate::harness::graphviz() {
        let png = crate::harness::graphviz_output("dot", &["-Tpng"], &dot);
        assert!(png.starts_with(b"\x89PNG"), "plain dot draws it");
    }
}

/// A finned X-wing (on a puzzle Sukaku Explainer rates 4.3, from
/// grantm/sudoku-exchange-puzzle-bank, whose hardest step it is): its cells outlined blue,
/// its fin orange, the cell it clears ringed red, and no chain links.
#[test]
fn a_finned_fish_hint_outlines_its_cells_and_its_fins_apart() {
    let puzzle =
        "...943......8.7...5.......3..6.3.1...5.7.1.3...45.86...2.1.6.4..41...78.8.......2";
    let grid = puzzles(&format!("{puzzle}\n")).remove(0).grid;
    let (marks, step) = marks_before(&grid, &[Technique::FinnedXWing]).expect("reached");
    let (words, dot) = hint_drawn("hint-dot-finned", puzzle, &marks);
    // A sashimi one: a fish whose fins stand in for one of its cells.
    assert!(words.starts_with("sashimi X-wing"), "{words}");
    assert!(links_drawn(&dot).is_empty(), "a fish has no links");
    let look = |cell: usize| {
        dot.lines()
            .find(|l| l.trim_start().starts_with(&format!("{cell} [")))
            .expect("a node per cell")
            .to_string()
    };
    let [fish, fins] = [&step.cells[0], &step.cells[1]];
    assert!(!fins.is_empty(), "{step:?}");
    for &cell in fish {
        assert!(look(cell).contains("color=\"#1f4e9c\""), "{}", look(cell));
    }
    for &cell in fins {
        assert!(look(cell).contains("color=\"#ff8c00\""), "{}", look(cell));
    }
    for &(cell, _) in &step.removed {
        assert!(look(cell).contains("color=red"), "{}", look(cell));
    }
}

/// An ALS chain (the first of the puzzle Sukaku Explainer rates 7.3, record of
/// `se_rated.txt`, from grantm/sudoku-exchange-puzzle-bank): its links drawn from set to
/// set, strong within a set and weak along each restricted common, and every cell of its
/// sets outlined.
#[test]
fn an_als_chain_hint_draws_its_links_and_outlines_its_sets() {
    let puzzle =
        "..5...62..9..82....4.56...7.6..9...14.......33...4..6.6...28.4....47..3..14...7..";
    let grid = puzzles(&format!("{puzzle}\n")).remove(0).grid;
    let (marks, step) = marks_before(&grid, &[Technique::AlsChain]).expect("reached");
    let (words, dot) = hint_drawn("hint-dot-als-chain", puzzle, &marks);
    assert!(words.starts_with("ALS-XY-chain"), "{words}");
    let drawn = links_drawn(&dot);
    assert_links_follow(&step, &drawn);
    assert!(step.cells.len() >= 3, "{step:?}");
    for &cell in step.cells.iter().flatten() {
        let node = dot
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{cell} [")))
            .expect("a node per cell");
        assert!(node.contains("penwidth=3.5"), "outlined: {node}");
    }
}
