//! The variants that add rules to Sudoku X and jigsaw: anti-knight and anti-king (cells a
//! knight's move apart, or touching diagonally, differ), windoku (the windows between the
//! boxes are units) and disjoint groups (the cells at one place in every box are a unit),
//! alone and combined through `--variant`'s list. Counts are confirmed by the independent
//! brute-force counter, solutions by the independent checker, and the validator against
//! the constraint graph.

use petgraph::graph::NodeIndex;
use predicates::prelude::*;
use proptest::prelude::*;
use sudograph::format::{ReadOptions, read_puzzles};
use sudograph::graph::ConstraintGraph;
use sudograph::grid::{Grid, Shape};
use sudograph::rules::{Rules, Variant};
use sudograph::solve::{Answer, Solver};
use sudograph::validate::{Validator, Violation, check};
use sudograph_colour::{Limits, Settings};

use crate::harness::{Rng, Scratch, run_ok, sudograph, temp_file, with_holes};
use crate::oracle::{self, brute_force_count};

/// The variant `--variant` would read from `names`.
pub fn variant(names: &[&str]) -> Variant {
    let mut variant = Variant::default();
    for name in names {
        match *name {
            "x" => variant.diagonals = true,
            "anti-knight" => variant.anti_knight = true,
            "anti-king" => variant.anti_king = true,
            "windoku" => variant.windoku = true,
            "disjoint" => variant.disjoint = true,
            other => panic!("no variant {other}"),
        }
    }
    variant
}

/// Every variant on 4×4 (2×2 boxes) with its number of complete grids, as the brute force
/// counts them: 4×4 anti-king (and X with anti-knight) has none.
const FOUR: [(&[&str], u64); 9] = [
    (&[], 288),
    (&["x"], 48),
    (&["anti-knight"], 24),
    (&["anti-king"], 0),
    (&["windoku"], 168),
    (&["disjoint"], 168),
    (&["x", "anti-knight"], 0),
    (&["windoku", "disjoint"], 48),
    (&["anti-knight", "windoku", "disjoint"], 0),
];

/// The variants that apply on 6×6 (2×3 boxes, not square: no windoku, no disjoint groups)
/// with their complete grids, as the brute force counts them.
const SIX: [(&[&str], u64); 4] = [
    (&["x"], 8640),
    (&["anti-knight"], 11520),
    (&["anti-king"], 74160),
    (&["x", "anti-knight"], 0),
];

#[test]
fn every_four_by_four_variant_counts_as_brute_force_does() {
    let shape = Shape::square(2).unwrap();
    for (names, grids) in FOUR {
        let rules = Rules::new(shape, variant(names)).unwrap();
        let empty = Grid::empty(rules.clone());
        assert_eq!(
            brute_force_count(&empty, 1_000),
            grids,
            "{names:?} by brute force"
        );
        let (count, _) = Solver::new(rules).count(&empty, 1_000, &Limits::default());
        assert_eq!((count.found, count.complete), (grids, true), "{names:?}");
        if let Some(first) = count.first {
            oracle::assert_solves(&first, Some(&empty), &format!("{names:?}"));
        }
    }
}

#[test]
fn every_six_by_six_variant_counts_as_brute_force_does() {
    let shape = Shape::new(2, 3).unwrap();
    for (names, grids) in SIX {
        let rules = Rules::new(shape, variant(names)).unwrap();
        let empty = Grid::empty(rules.clone());
        assert_eq!(
            brute_force_count(&empty, 100_000),
            grids,
            "{names:?} by brute force"
        );
        let (count, _) = Solver::new(rules).count(&empty, 100_000, &Limits::default());
        assert_eq!((count.found, count.complete), (grids, true), "{names:?}");
    }
}

#[test]
fn count_on_the_command_line_takes_the_list() {
    for (names, grids) in FOUR {
        if names.is_empty() {
            continue;
        }
        let expected = match grids {
            0 => "0 (no solution)".to_string(),
            n => format!("{n} (all found)\n"),
        };
        sudograph()
            .args(["count", "--limit", "1000", "--variant", &names.join(",")])
            .write_stdin("................")
            .assert()
            .code(if grids == 0 { 1 } else { 0 })
            .stdout(predicate::str::starts_with(expected));
    }
    // 4×4 anti-king has no grid at all, and solve says so rather than search on.
    sudograph()
        .args(["solve", "--variant", "anti-king"])
        .write_stdin("................")
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with("no solution"));
}

#[test]
fn solutions_printed_under_each_variant_pass_the_checker() {
    let cases: [(&[&str], &str, &str); 7] = [
        (
            &["anti-knight", "disjoint"],
            "",
            ".................................................................................",
        ),
        (&["anti-knight"], "", "................"),
        (&["windoku"], "", "................"),
        (&["disjoint"], "", "................"),
        (&["windoku", "disjoint"], "", "................"),
        (
            &["anti-king"],
            "2x3",
            "....................................",
        ),
        (
            &["x", "anti-king", "windoku"],
            "",
            ".................................................................................",
        ),
    ];
    for (names, boxes, puzzle) in cases {
        let list = names.join(",");
        let mut args = vec!["solve", "--variant", &list];
        if !boxes.is_empty() {
            args.extend(["--box", boxes]);
        }
        args.push("-");
        let output = run_ok(&args, puzzle);
        let options = ReadOptions {
            shape: (!boxes.is_empty()).then(|| Shape::new(2, 3).unwrap()),
            variant: variant(names),
            ..ReadOptions::default()
        };
        let solution = read_puzzles(output.as_bytes(), &options)
            .remove(0)
            .unwrap()
            .grid;
        let puzzle = read_puzzles(puzzle.as_bytes(), &options)
            .remove(0)
            .unwrap()
            .grid;
        oracle::assert_solves(&solution, Some(&puzzle), &list);
    }
}

#[test]
fn a_generated_anti_knight_puzzle_is_unique_and_solves_under_its_rules() {
    let puzzle = run_ok(&["generate", "--variant", "anti-knight", "--seed", "3"], "");
    sudograph()
        .args(["count", "--variant", "anti-knight"])
        .write_stdin(puzzle.as_str())
        .assert()
        .code(0)
        .stdout("1 (unique)\n");
    let solution = run_ok(&["solve", "--variant", "anti-knight"], &puzzle);
    let options = ReadOptions {
        variant: variant(&["anti-knight"]),
        ..ReadOptions::default()
    };
    let grid = read_puzzles(solution.as_bytes(), &options)
        .remove(0)
        .unwrap()
        .grid;
    let given = read_puzzles(puzzle.as_bytes(), &options)
        .remove(0)
        .unwrap()
        .grid;
    oracle::assert_solves(&grid, Some(&given), "generated anti-knight");
}

#[test]
fn check_names_the_broken_move_rule_and_unit() {
    // A classic solution: r1c4 and r2c3 hold 8, r3c3 and r4c2 (window 1) 9, r4c4 and
    // r7c1 (each the first cell of its box) 3.
    let classic =
        "437869251158243967269715348594328716716594832823671594341982675685137429972456183";
    let grid = temp_file("classic.txt", classic);
    assert!(
        check(
            &read_puzzles(classic.as_bytes(), &ReadOptions::default())[0]
                .as_ref()
                .unwrap()
                .grid,
            None
        )
        .is_empty()
    );
    sudograph()
        .args(["check", "--variant", "anti-king"])
        .arg(&grid)
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with(
            "r1c4 and r2c3 touch diagonally and both hold 8; ",
        ));
    sudograph()
        .args(["check", "--variant", "windoku"])
        .arg(&grid)
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with(
            "window 1: 9 appears in r3c3 and r4c2; ",
        ));
    sudograph()
        .args(["check", "--variant", "disjoint"])
        .arg(&grid)
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with(
            "disjoint group 1: 3 appears in r4c4 and r7c1; ",
        ));
    // Givens a knight's move apart, in no unit together, that hold one symbol: the
    // no-solution reason says so.
    let givens = format!("..5{}5{}", ".".repeat(10), ".".repeat(67));
    sudograph()
        .args(["solve", "--variant", "anti-knight"])
        .write_stdin(givens)
        .assert()
        .code(1)
        .stdout("no solution: r1c3 and r2c5 are a knight's move apart and both are given 5\n");
}

#[test]
fn bad_variant_lists_are_one_line_errors() {
    let refused = |args: &[&str], message: &str| {
        sudograph()
            .args(args)
            .write_stdin("................")
            .assert()
            .code(2)
            .stderr(format!("sudograph: {message}\n"));
    };
    refused(
        &["count", "--variant", "x,knight"],
        "--variant x,knight: unknown variant \"knight\"; known: classic, x, anti-knight, anti-king, windoku, disjoint",
    );
    refused(
        &["solve", "--variant", "windoku,windoku"],
        "--variant windoku,windoku: windoku is named twice",
    );
    refused(
        &["check", "--variant", "classic,x"],
        "--variant classic,x: classic means no other rule, so it takes no other name",
    );
    refused(
        &["generate", "--box", "2x3", "--variant", "windoku"],
        "--variant windoku: windoku needs square boxes (9×9, 16×16 …); 6×6's boxes are 2×3",
    );
    let map = temp_file("square.regions", "AABB\nAABB\nCCDD\nCCDD\n");
    sudograph()
        .args(["count", "--variant", "disjoint", "--regions"])
        .arg(&map)
        .write_stdin("................")
        .assert()
        .code(2)
        .stderr(
            "sudograph: --variant disjoint: disjoint needs the grid's boxes, which jigsaw regions replace\n",
        );
}

#[test]
fn dot_draws_each_rule_in_its_style_with_a_legend() {
    let text = run_ok(
        &["dot", "--variant", "anti-knight,windoku"],
        &".".repeat(81),
    );
    // 224 knight pairs, 72 of them inside a box; the four windows add the pairs of their
    // cells that share no row, column or box, as the graph counts them.
    let rules = Rules::new(
        Shape::square(3).unwrap(),
        variant(&["anti-knight", "windoku"]),
    )
    .unwrap();
    let edges = ConstraintGraph::new(&Grid::empty(rules))
        .graph()
        .edge_count();
    assert_eq!(text.matches(" -- ").count(), edges);
    assert!(
        text.contains("tooltip=\"knight\", style=tapered"),
        "pure knight edges"
    );
    assert!(
        text.contains("tooltip=\"window\", style=dashed"),
        "pure window edges"
    );
    assert!(text.contains("knight's move pink tapered"), "the legend");
    assert!(text.contains("window purple dashed"), "the legend");
    assert!(text.contains("9×9 Sudoku, anti-knight, windoku as a graph"));
    // The four windows shaded and outlined purple over the box tiles.
    assert_eq!(text.matches("C 9 -#9467bd66 c 7 -#9467bd P 4 ").count(), 4);
    assert!(
        text.contains("window purple dashed (shaded purple)"),
        "the legend"
    );
    let text = run_ok(&["dot", "--variant", "anti-king,disjoint"], &".".repeat(81));
    // Diagonal touches olive and thick, apart from every other kind's colour.
    assert!(text.contains("color=\"#808000\", tooltip=\"king\", penwidth=3.5"));
    assert!(text.contains("tooltip=\"disjoint\", style=dotted"));
    assert!(text.contains("diagonal touch (anti-king) olive thick"));
    assert!(!text.contains("-#9467bd66"), "no windows without windoku");
}

#[test]
fn the_page_draws_each_variant_in_the_dots_colour() {
    let scratch = Scratch::new("variant-page");
    // Two rule sets that each have a solution: the page plays one.
    let anti_moves = format!("1.....567234.....8{}", ".".repeat(63));
    for (variants, puzzle, lanes) in [
        ("x,windoku,disjoint", ".".repeat(81), &[3, 4, 5][..]),
        ("anti-knight,anti-king", anti_moves, &[6, 7][..]),
    ] {
        let page = scratch.join(format!("{variants}.html"));
        let page_arg = page.to_str().expect("UTF-8 path");
        run_ok(
            &["dot", "--variant", variants, "--solve", "--page", page_arg],
            &puzzle,
        );
        let html = std::fs::read_to_string(&page).expect("the page");
        let dot = run_ok(&["dot", "--variant", variants], &puzzle);
        // Each kind's lane on the page has the colour of its edges in the DOT.
        for &lane in lanes {
            let (kind, colour) = match lane {
                3 => ("diagonal", "#ff7f0e"),
                4 => ("window", "#9467bd"),
                5 => ("disjoint", "#8c564b"),
                6 => ("knight", "#e377c2"),
                _ => ("king", "#808000"),
            };
            assert!(
                html.contains(&format!(".lane{lane} {{ stroke: {colour};")),
                "lane {lane}"
            );
            assert!(
                dot.contains(&format!("color=\"{colour}\", tooltip=\"{kind}\"")),
                "{kind}"
            );
            assert!(
                html.contains(&format!(",{lane},\"M")),
                "an edge drawn in lane {lane}"
            );
        }
    }
    // Rows, columns, boxes and diagonals come first: the windows are units 29 to 32.
    let html = std::fs::read_to_string(scratch.join("x,windoku,disjoint.html")).expect("page");
    assert!(
        html.contains("\"windows\":[29,30,31,32]"),
        "the windows to shade"
    );
}

#[test]
fn marks_take_the_move_rules() {
    // r1c3 given 1 under anti-knight takes 1 from r2c5 and r3c4, which share no unit
    // with it.
    let puzzle = format!("..1{}", ".".repeat(78));
    let classic = run_ok(&["marks"], &puzzle);
    let knight = run_ok(&["marks", "--variant", "anti-knight"], &puzzle);
    let cell = |marks: &str, cell: usize| marks[cell * 9..cell * 9 + 9].to_string();
    assert_eq!(cell(&classic, 13), "123456789");
    assert_eq!(cell(&knight, 13), ".23456789");
    assert_eq!(cell(&knight, 21), ".23456789");
    assert_eq!(cell(&knight, 14), "123456789");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// On random grids (any symbols, valid or not) of 4×4, 6×6 or 9×9 under a random mix
    /// of the rules that apply, the validator and the constraint graph agree: two cells
    /// holding one symbol are named by a violation exactly when the graph joins them. The
    /// validator also names the same faults as the independent checker, in the same order.
    #[test]
    fn the_validator_breaks_exactly_the_graphs_edges(seed: u64, size in 0usize..3, rules_bits in 0u8..32) {
        let mut rng = Rng::new(seed);
        let shape = [Shape::square(2), Shape::new(2, 3), Shape::square(3)][size].clone().unwrap();
        let square = shape.box_rows() == shape.box_cols();
        let variant = Variant {
            diagonals: rules_bits & 1 != 0,
            anti_knight: rules_bits & 2 != 0,
            anti_king: rules_bits & 4 != 0,
            windoku: square && rules_bits & 8 != 0,
            disjoint: square && rules_bits & 16 != 0,
            ..Variant::default()
        };
        let rules = Rules::new(shape, variant).unwrap();
        let side = shape.side();
        // Few symbols, so that many pairs repeat one.
        let cells: Vec<Option<u16>> =
            (0..side * side).map(|_| Some(rng.below(3) as u16)).collect();
        let grid = Grid::from_cells(rules.clone(), cells.clone()).unwrap();
        let violations = check(&grid, None);
        let mut named: Vec<(usize, usize)> = Vec::new();
        for violation in &violations {
            match violation {
                Violation::Repeated { cells, .. } => {
                    for (i, &a) in cells.iter().enumerate() {
                        named.extend(cells[i + 1..].iter().map(|&b| (a.min(b), a.max(b))));
                    }
                }
                &Violation::Apart { cells: (a, b), .. } => named.push((a, b)),
                other => prop_assert!(false, "unexpected {other:?}"),
            }
        }
        named.sort_unstable();
        named.dedup();
        let graph = ConstraintGraph::new(&Grid::empty(rules.clone()));
        let g = graph.graph();
        let mut joined: Vec<(usize, usize)> = (0..side * side)
            .flat_map(|a| (a + 1..side * side).map(move |b| (a, b)))
            .filter(|&(a, b)| cells[a] == cells[b])
            .filter(|&(a, b)| g.find_edge(NodeIndex::new(a), NodeIndex::new(b)).is_some())
            .collect();
        joined.sort_unstable();
        prop_assert_eq!(named, joined);
        prop_assert_eq!(&violations, &oracle::violations(&grid, None));
        prop_assert_eq!(Validator::new(&rules).is_solution(&cells, None), violations.is_empty());
    }

    /// Random puzzles under random rules on 4×4 and 6×6, made by punching holes in a
    /// seeded random solution: the colourer's count is the brute force's, and its first
    /// solution passes the checker.
    #[test]
    fn random_variant_puzzles_count_as_brute_force_does(seed: u64, big: bool, rules_bits in 0u8..32, holes in 0.3f64..0.8) {
        let mut rng = Rng::new(seed);
        let shape = if big { Shape::new(2, 3).unwrap() } else { Shape::square(2).unwrap() };
        let variant = Variant {
            diagonals: rules_bits & 1 != 0,
            anti_knight: rules_bits & 2 != 0,
            anti_king: rules_bits & 4 != 0,
            windoku: !big && rules_bits & 8 != 0,
            disjoint: !big && rules_bits & 16 != 0,
            ..Variant::default()
        };
        let rules = Rules::new(shape, variant).unwrap();
        let solver = Solver::new(rules.clone());
        let empty = Grid::empty(rules);
        let settings = Settings { seed: seed | 1, ..Settings::default() };
        match solver.solve_with(&empty, &Limits::default(), &settings).0 {
            Answer::Solved(solution) => {
                oracle::assert_solves(&solution, Some(&empty), "random solution");
                let puzzle = with_holes(&solution, holes, &mut rng);
                let (count, _) = solver.count(&puzzle, 200, &Limits::default());
                prop_assert!(count.complete);
                prop_assert_eq!(count.found, brute_force_count(&puzzle, 200));
                let first = count.first.expect("the solution it came from");
                oracle::assert_solves(&first, Some(&puzzle), "first solution");
            }
            Answer::NoSolution => prop_assert_eq!(brute_force_count(&empty, 1), 0),
            Answer::GaveUp => prop_assert!(false, "no limit was set"),
        }
    }
}

#[test]
fn grade_rates_on_explainers_scale_only_where_its_houses_see_every_rule() {
    for (names, rated) in [
        ("anti-knight", false),
        ("anti-king,x", false),
        ("windoku", true),
    ] {
        let puzzle = run_ok(&["generate", "--variant", names, "--seed", "1"], "");
        let grade = run_ok(&["grade", "--variant", names], &puzzle);
        assert_eq!(grade.contains("ER/EP/ED"), rated, "{names}: {grade}");
        let json = run_ok(&["grade", "--variant", names, "--format", "json"], &puzzle);
        assert_eq!(!json.contains("\"rating\":null"), rated, "{names}: {json}");
    }
}
