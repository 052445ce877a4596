//! The grader on sets of every width: each technique finds on wide sets what it finds on
//! one word, grids past 64×64 grade with singles, and the geometry compiled in linear time
//! is the one the pairwise definitions give.

use super::candidate_grid::CandidateGrid;
use super::level::Level;
use super::pencil_marks::PencilMarks;
use super::sight::Grader;
use super::technique::{CHAIN_SIDE, EVERY_TECHNIQUE_SIDE, Technique};
use crate::format::{ReadOptions, read_puzzles};
use crate::generate::pattern;
use crate::grid::{Grid, Shape};
use crate::rules::{Rules, Variant};
use sudograph_colour::{ColourSet, Wide};

/// The puzzles of a bench file, the first `count` of them.
fn puzzles(text: &str, count: usize) -> Vec<Grid> {
    read_puzzles(text.as_bytes(), &ReadOptions::default())
        .into_iter()
        .filter_map(Result::ok)
        .map(|puzzle| puzzle.grid)
        .take(count)
        .collect()
}

/// Hard 9×9 puzzles of top1465 whose grading uses every technique that any of its puzzles
/// uses (all but hidden quads and jellyfish), then the first few.
fn hard() -> Vec<Grid> {
    let all = puzzles(
        include_str!("../../../../benches/data/top1465.txt"),
        usize::MAX,
    );
    [
        51, 596, 1057, 1462, 1312, 1161, 1033, 764, 310, 1397, 0, 1, 2, 3,
    ]
    .iter()
    .map(|&i| all[i].clone())
    .collect()
}

/// Grades `puzzle` on one word and on sets of type `S` side by side: at every step, every
/// technique finds the same deduction on both boards, and the grade's own loop, which
/// keeps the units settled for hidden singles, the same next step on a board of its own.
/// Returns the steps taken.
fn same_on_wide<S: ColourSet>(puzzle: &Grid) -> usize {
    let grader = Grader::new(puzzle.rules()).for_unique_puzzles();
    let mut word: CandidateGrid<u64> = CandidateGrid::new(&grader, puzzle.cells());
    let mut wide: CandidateGrid<S> = CandidateGrid::new(&grader, puzzle.cells());
    let mut settling: CandidateGrid<S> = CandidateGrid::new(&grader, puzzle.cells());
    let mut steps = 0;
    while !word.is_full() && !word.is_broken() {
        assert_kept_counts(&word);
        assert_kept_counts(&wide);
        for technique in Technique::ALL {
            assert_eq!(
                grader.find_on(technique, &word),
                grader.find_on(technique, &wide),
                "{technique} after {steps} steps of {puzzle}"
            );
        }
        let step = grader.next_step_on(&word);
        assert_eq!(
            grader.next_step_settling(&mut settling),
            step,
            "the next step after {steps} steps of {puzzle}"
        );
        let Some(step) = step else {
            break;
        };
        word.apply(&grader, &step);
        wide.apply(&grader, &step);
        settling.apply(&grader, &step);
        steps += 1;
    }
    assert_eq!(word.cells(), wide.cells());
    assert_kept_counts(&word);
    assert_kept_counts(&wide);
    steps
}

/// Whether the board is full and whether it is broken, as it keeps them, against a scan of
/// its cells: full when no cell is empty, broken when an empty cell has no candidate.
fn assert_kept_counts<S: ColourSet>(board: &CandidateGrid<S>) {
    let cells = board.cells();
    let full = cells.iter().all(Option::is_some);
    let broken = (0..cells.len()).any(|c| cells[c].is_none() && board.candidates(c).is_empty());
    assert_eq!((board.is_full(), board.is_broken()), (full, broken));
}

/// Taking an empty cell's candidates one by one breaks the board at the last, and filling
/// the cell with its solution's symbol mends it; the kept counts follow every step.
#[test]
fn a_cell_left_without_candidates_breaks_the_board_until_it_is_filled() {
    let (puzzle, solution) = hard()
        .into_iter()
        .find_map(|puzzle| {
            let grade = Grader::new(puzzle.rules()).grade(puzzle.cells());
            grade.solved.then_some((puzzle, grade.cells))
        })
        .expect("a puzzle the grader solves");
    let grader = Grader::new(puzzle.rules());
    let mut board: CandidateGrid<Wide<2>> = CandidateGrid::new(&grader, puzzle.cells());
    let cell = puzzle
        .cells()
        .iter()
        .position(Option::is_none)
        .expect("an empty cell");
    let symbols: Vec<u16> = super::candidate_grid::symbols(board.candidates(cell)).collect();
    for &symbol in &symbols {
        assert!(!board.is_broken());
        board.remove(cell, symbol);
        assert_kept_counts(&board);
    }
    assert!(board.is_broken(), "no candidate left in cell {cell}");
    board.place(&grader, cell, solution[cell].expect("solved"));
    assert_kept_counts(&board);
    assert!(!board.is_broken() && !board.is_full());
}

/// Pencil marks built from the givens unit by unit are the ones that placing the givens
/// one by one leaves, with the same counts, also when givens clash and a symbol is past
/// the side.
#[test]
fn a_board_built_unit_by_unit_is_the_one_placing_each_given_builds() {
    let mut grids = hard();
    grids.extend(puzzles(
        include_str!("../../../../benches/data/lewis16.txt"),
        2,
    ));
    let mut boards: Vec<(Rules, Vec<Option<u16>>)> = grids
        .iter()
        .map(|grid| (grid.rules().clone(), grid.cells().to_vec()))
        .collect();
    // The first given's symbol again in its row, and a symbol no 9×9 grid has.
    let (rules, mut clashing) = boards[0].clone();
    let given = clashing.iter().position(Option::is_some).expect("a given");
    let open = clashing
        .iter()
        .position(Option::is_none)
        .expect("an empty cell");
    clashing[given / 9 * 9 + (given + 1) % 9] = clashing[given];
    clashing[open] = Some(9);
    boards.push((rules.clone(), clashing));
    // 1 to 8 in the first row and 9 below its last cell, which is left no candidate.
    let mut breaking = vec![None; 81];
    for symbol in 0..8 {
        breaking[symbol as usize] = Some(symbol);
    }
    breaking[9 + 8] = Some(8);
    boards.push((rules, breaking));
    let mut broken = 0;
    for (rules, cells) in &boards {
        let grader = Grader::new(rules);
        let built: CandidateGrid<Wide<2>> = CandidateGrid::new(&grader, cells);
        let mut placed: CandidateGrid<Wide<2>> =
            CandidateGrid::new(&grader, &vec![None; cells.len()]);
        for (cell, &symbol) in cells.iter().enumerate() {
            if let Some(symbol) = symbol.filter(|&s| (s as usize) < grader.side) {
                placed.place(&grader, cell, symbol);
            }
        }
        assert_eq!(built, placed);
        assert_eq!(built.counts(), placed.counts());
        assert_kept_counts(&built);
        broken += built.counts().2;
    }
    assert_eq!(broken, 1, "the last board leaves one cell no candidate");
}

/// A candidate taken without the grader, once every unit is settled for hidden singles,
/// unsettles them: the kept scan finds the single it leaves, as a full scan does.
#[test]
fn a_candidate_taken_without_the_grader_unsettles_the_units() {
    let puzzle = &hard()[0];
    let grader = Grader::new(puzzle.rules());
    let mut board: CandidateGrid<u64> = CandidateGrid::new(&grader, puzzle.cells());
    while let Some(step) = super::singles::hidden_settling(&grader, &mut board) {
        board.apply(&grader, &step);
    }
    assert!((0..grader.units.len()).all(|u| board.is_settled(u)));
    // A symbol with two places left in a unit: taking one leaves a hidden single.
    let (cell, symbol) = (0..grader.units.len())
        .find_map(|u| {
            (0..9).find_map(|symbol| {
                let places = board.places(&grader, u, symbol);
                (places.len() == 2).then(|| (grader.units[u].cells[places.first_colour()], symbol))
            })
        })
        .expect("a symbol with two places");
    board.remove(cell, symbol);
    let found = super::singles::hidden_settling(&grader, &mut board);
    assert!(found.is_some(), "the single {symbol} leaves");
    assert_eq!(found, super::singles::hidden(&grader, &board));
}

#[test]
fn every_technique_finds_on_wide_sets_what_it_finds_on_one_word() {
    let steps: usize = hard().iter().map(same_on_wide::<Wide<2>>).sum();
    assert!(steps > 100, "the hard 9×9 puzzles take many steps: {steps}");
    let big = puzzles(include_str!("../../../../benches/data/lewis16.txt"), 6);
    let steps: usize = big.iter().map(same_on_wide::<Wide<4>>).sum();
    assert!(steps > 6 * 50, "the 16×16 puzzles take many steps: {steps}");
}

#[test]
fn the_hard_puzzles_compared_need_the_techniques_past_singles() {
    // The comparison above is only worth something if the boards it walks call for the
    // later techniques: some of them make progress there.
    let used: Vec<Technique> = hard()
        .iter()
        .flat_map(|puzzle| {
            let grader = Grader::new(puzzle.rules()).for_unique_puzzles();
            grader.grade(puzzle.cells()).steps
        })
        .map(|step| step.technique)
        .collect();
    // The move eliminations are the move rules' own.
    let unused = [
        Technique::HiddenQuad,
        Technique::Jellyfish,
        Technique::KnightsMove,
        Technique::KingsMove,
    ];
    for technique in Technique::ALL.into_iter().filter(|t| !unused.contains(t)) {
        assert!(used.contains(&technique), "{technique} is used");
    }
}

#[test]
fn an_81x81_grid_with_holes_grades_solved_by_singles_alone() {
    let solution = pattern(Shape::square(9).expect("81×81"));
    // Every fourth cell of a stride that visits every row, column and symbol.
    let holes: Vec<usize> = (0..solution.len()).filter(|c| c * 7 % 4 == 1).collect();
    let mut cells = solution.clone();
    holes.iter().for_each(|&c| cells[c] = None);
    assert!(
        holes.iter().any(|&c| solution[c] >= Some(64)),
        "symbols past 64 go"
    );
    let rules = Rules::from(Shape::square(9).expect("81×81"));
    let grade = Grader::new(&rules).grade(&cells);
    assert!(grade.solved);
    assert_eq!(grade.cells, solution);
    assert_eq!(grade.level(), Level::Simple);
    assert_eq!(grade.steps.len(), holes.len(), "one single per hole");
}

#[test]
fn pencil_marks_past_64_take_and_give_candidates_in_two_words_per_cell() {
    let rules = Rules::from(Shape::square(9).expect("81×81"));
    let grader = Grader::new(&rules);
    let empty = vec![None; 81 * 81];
    let all = [u64::MAX, (1 << 17) - 1];
    assert_eq!(PencilMarks::new(&grader, &empty).candidates(5), all);
    // Cell 0 keeps symbol 70 alone, cell 1 symbols 3 and 80; the rest keep every symbol.
    let given = [[0, 1 << 6], [1 << 3, 1 << 16]].concat();
    let mut marks = PencilMarks::with_candidates(&grader, &empty, &given);
    assert_eq!(marks.candidates(0), [0, 1 << 6]);
    assert_eq!(marks.candidates(1), [1 << 3, 1 << 16]);
    assert_eq!(marks.candidates(2), all);
    assert!(marks.has(0, 70) && !marks.has(0, 6) && marks.has(1, 80) && !marks.has(1, 16));
    let step = grader
        .find(Technique::NakedSingle, &marks)
        .expect("cell 0 has one candidate");
    assert_eq!(step.placed, [(0, 70)]);
    marks.apply(&grader, &step);
    assert_eq!(marks.cells()[0], Some(70));
    assert_eq!(marks.candidates(0), [0, 0]);
    assert_eq!(
        marks.candidates(80),
        [u64::MAX, ((1 << 17) - 1) & !(1 << 6)]
    );
    assert!(!marks.is_full());
    // Cell 2 given no candidate at all: the board is broken from the start, and the
    // grader takes no step on it.
    let none = [given.as_slice(), &[0, 0]].concat();
    let broken = PencilMarks::with_candidates(&grader, &empty, &none);
    assert!(!broken.is_full());
    let grade = grader.grade_from(broken);
    assert!(!grade.solved && grade.steps.is_empty(), "{grade:?}");
}

/// At 144×144 the board's sets are four words wide and the layout three: the candidates
/// read from every cell and written back give the same marks, cell by cell.
#[test]
fn pencil_marks_round_trip_where_the_sets_are_wider_than_the_layout() {
    let rules = Rules::from(Shape::square(12).expect("144×144"));
    let grader = Grader::new(&rules);
    let mut cells = vec![None; 144 * 144];
    cells[0] = Some(130);
    cells[145] = Some(3);
    let marks = PencilMarks::new(&grader, &cells);
    assert_eq!(marks.candidates(1).len(), 3);
    let layout: Vec<u64> = (0..144 * 144)
        .flat_map(|cell| marks.candidates(cell).to_vec())
        .collect();
    let again = PencilMarks::with_candidates(&grader, &cells, &layout);
    assert_eq!(again, marks);
    assert!(!again.has(1, 130) && !again.has(1, 3) && again.has(1, 0) && again.has(1, 143));
}

#[test]
fn past_64_the_grader_tries_only_the_techniques_of_bounded_cost() {
    let side = EVERY_TECHNIQUE_SIDE + 1;
    let tried: Vec<Technique> = Technique::ALL
        .into_iter()
        .filter(|t| t.is_tried_on(side))
        .collect();
    assert_eq!(tried.len(), 10);
    assert!(tried.iter().all(|t| t.level() <= Level::Medium));
    assert!(!tried.contains(&Technique::NakedQuad) && !tried.contains(&Technique::HiddenQuad));
    // Up to 64×64 every technique runs but the almost locked sets and the chains after
    // XY-chains, which stop past 9×9.
    for technique in Technique::ALL {
        let chain = technique > Technique::XYChain;
        assert!(technique.is_tried_on(EVERY_TECHNIQUE_SIDE) != chain);
        assert!(technique.is_tried_on(CHAIN_SIDE));
        assert!(technique.is_tried_on(CHAIN_SIDE + 1) != chain);
    }
}

#[test]
fn overlaps_and_sight_are_those_of_the_pairwise_definitions() {
    let x = Variant {
        diagonals: true,
        ..Variant::default()
    };
    for (n, variant) in [
        (2, Variant::default()),
        (3, x.clone()),
        (4, x),
        (9, Variant::default()),
    ] {
        let rules = Rules::new(Shape::square(n).expect("square"), variant).expect("rules");
        let grader = Grader::new(&rules);
        let units = &grader.units;
        let mut overlaps = Vec::new();
        for (a, first) in units.iter().enumerate().filter(|_| n <= 4) {
            for (b, second) in units.iter().enumerate() {
                let shared = first.cells.iter().filter(|c| second.cells.contains(c));
                if a != b && shared.count() >= 2 {
                    overlaps.push((a, b));
                }
            }
        }
        if n <= 4 {
            assert_eq!(grader.overlaps, overlaps, "{rules}");
        }
        let side = rules.side();
        let cells = side * side;
        let pairs = [
            (0, 1),
            (0, side),
            (0, side + n + 1),
            (0, cells - 1),
            (1, cells / 2),
        ];
        for (a, b) in pairs
            .into_iter()
            .chain([(cells - 1, cells - 1), (side - 1, cells - side)])
        {
            let shared = units
                .iter()
                .any(|u| a != b && u.cells.contains(&a) && u.cells.contains(&b));
            assert_eq!(grader.sees(a, b), shared, "{rules}: cells {a} and {b}");
        }
    }
}
