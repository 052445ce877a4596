//! The rater against Sudoku Explainer's own numbers: puzzles of `se_rated.txt` (the
//! grantm/sudoku-exchange-puzzle-bank, public domain) with their published ER, and the EP
//! and ED that serate (Sukaku Explainer 1.15.10, which reproduces every published ER of
//! the bank) gives them; one puzzle for each technique that sets an ER there, and one of
//! top1465 that needs the nested chains of level 1.

use super::{Rater, Rating};
use crate::format::{ReadOptions, read_puzzles};

/// Puzzle, ER/EP/ED as Explainer gives them, and the technique that sets the ER.
const RATED: &str = "\
.8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5. 3.4/1.2/1.2 hidden pair
6...5...7.3........8.4.92...153.......8...3.......759...95.1.3........8.2...7...4 2.6/1.2/1.2 pointing
21.95...4.9..6..37...7...........3.892.....158.5...........2...68..1..4.1...47.96 4.3/1.2/1.2 grouped skyscraper
.24...65.1.......7..8.1.9...........26..9..83.8.5.1.7.6..9.3..8..28547......7.... 4.1/1.2/1.2 two-string kite
9..8.1..5...6.7...87.....6949.....57.8.....2....375....4.....7...8.6.9..1.9...6.3 4.5/1.2/1.2 unique rectangle type 1
.24..9.3....6..974....8..2...1.4....2.7.5.8.9....6.7...7..9....539..6....8.1..29. 4.4/1.2/1.2 XYZ-wing
.3.....8....791.....5...7....4.8.5....12.43..2..3.5..8..25.86...........5.3.1.8.9 4.6/1.2/1.2 unique loop of 6
57..6...3.3...5.6.6.1..7....53.....1....8....9.....27....8..4.2.8.1...3.2...4..19 2.5/1.2/1.2 direct hidden triple
4..3...5825.4..31..8.1...........673....6....764...........4.8..13..5.6484...1..5 4.2/1.2/1.2 turbot crane
.83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54. 7.2/1.2/1.2 forcing chain
..6...2..9.......4243...896...591.....2.8.3..4..2.3..13.......7...9.7....1.4.8.2. 8.2/1.2/1.2 region forcing chains
52..1...7.8..4..32..75..1........7..41..6..59..2........9..62..36..7..8.2...5..43 5.5/1.2/1.2 three strong links
7...4...6...759...9..8.1..3...524....3.....2.4.......75.1...2.8.8.....1.2.9...3.4 8.9/1.2/1.2 dynamic region forcing chains
.78.4.6..6.....59.5..61............9.194.235.2............38..5.65.....3..3.9.48. 6.7/1.2/1.2 Y-cycle
..7...5......8....9...7...1.251.893...3...6....9...2.....5.3...7.......6.1.2.7.4. 5.5/1.2/1.2 WXYZ-wing
7.....81..4...82.....2.6..3...32.9..2..8.4..7..3.67...8..6.2.....95...8..51.....2 8.3/1.2/1.2 cell forcing chains
....8...47.9..453.8.....6.....4..7..3.79.64.5..5..2.....2.....3.385..1.99...3.... 7.1/1.2/1.2 XY-cycle
.5..3..7...7...8..6.42.75.9..........7.5.6.4.5.28.97.3..6...2....5.9.4..72.....96 5.6/1.2/1.2 3-string kite
5..8....1.....4.....46123...35...6.8..2...5..6.8...19...61259.....3.....1....8..2 6.4/1.2/1.2 VWXYZ-wing
24.9....1..5.74..9.......8..1..2...5.3.4.5.6.8...1..4..2.......7..34.5..4....2.78 5.6/1.2/1.2 BUG type 1
2...1...7...2.7....5.....2...5.2.4....15492..3..7.8..1.7.8.4.3..........63.....85 4.5/1.5/1.5 unique rectangle, first a hidden single in a line
.64...3...1...367537......8.4.582......4.1......967.3.4......831378...9...8...75. 6.4/1.0/1.0 VWXYZ-wing, first a full house
..31.85...6.....2.....2....63.....54.82...96...5...3..9.67341.28...5...9...9.6... 4.6/1.2/1.2 unique rectangle type 3 with a hidden set
7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5 9.8/1.2/1.2 nested dynamic forcing chains (+), top1465 #77
";

/// A rating as Explainer prints it: `7.1/1.2/1.2`.
fn shown(rating: Rating) -> String {
    let show = |t: Option<u16>| t.map_or("none".to_string(), |t| format!("{}.{}", t / 10, t % 10));
    format!(
        "{}/{}/{}",
        show(rating.er),
        show(rating.ep),
        show(rating.ed)
    )
}

/// The puzzle of a line, with its rater.
fn read(line: &str) -> (Rater, Vec<Option<u16>>) {
    let grid = read_puzzles(&line.as_bytes()[..81], &ReadOptions::default())
        .remove(0)
        .unwrap()
        .grid;
    (Rater::new(grid.rules()).unwrap(), grid.cells().to_vec())
}

/// ER, EP and ED equal Explainer's on a puzzle of each technique, and every step agrees
/// with the solution.
#[test]
fn ratings_equal_explainers_and_every_step_is_sound() {
    for line in RATED.lines() {
        let (rater, cells) = read(line);
        let rated = rater.rate(&cells);
        let expected = line[82..].split(' ').next().unwrap();
        assert_eq!(shown(rated.rating), expected, "{line}");
        let grid = read_puzzles(&line.as_bytes()[..81], &ReadOptions::default())
            .remove(0)
            .unwrap()
            .grid;
        let crate::Answer::Solved(solution) = crate::solve(&grid) else {
            panic!("{line}: no solution");
        };
        let solution = solution.cells();
        for step in &rated.steps {
            assert!(
                step.removed.iter().all(|&(c, d)| solution[c] != Some(d))
                    && step.placed.iter().all(|&(c, d)| solution[c] == Some(d)),
                "{line}: {step:?}"
            );
        }
    }
}

/// Rating from pencil marks starts from them: with a candidate of the first step's
/// elimination already gone, the steps differ from the rating from the givens.
#[test]
fn pencil_marks_cut_the_candidates_the_rating_starts_from() {
    let line = RATED.lines().next().unwrap();
    let (rater, cells) = read(line);
    let from_givens = rater.rate(&cells);
    let mut marks = vec![u64::MAX; 81];
    let hardest = from_givens.steps.iter().max_by_key(|s| s.rating).unwrap();
    for &(cell, digit) in &hardest.removed {
        marks[cell] &= !(1 << digit);
    }
    let from_marks = rater.rate_marks(&cells, &marks);
    assert!(from_marks.solved);
    assert!(
        from_marks.rating.er < from_givens.rating.er,
        "{:?}",
        from_marks.rating
    );
}

/// A puzzle the rater's techniques cannot finish has no ER: a solved grid less the four
/// cells of a unique rectangle (two solutions), where no technique, nested chains of
/// every level included, finds a step; nor, with no step, an EP or ED.
#[test]
fn a_puzzle_past_the_raters_techniques_has_no_er() {
    let line = "3892..4675769481321423675898216943759347..826765823941258136794493572618617489253";
    let (rater, cells) = read(line);
    let rated = rater.rate(&cells);
    assert!(!rated.solved && rated.steps.is_empty());
    assert_eq!(shown(rated.rating), "none/none/none");
}

/// The nested chains of levels 2 and 3 rate as Explainer: forum_hardest_1106's first
/// puzzle 10.3 "(+ Forcing Chains)" and fifth 11.0 "(+ Multiple Forcing Chains)", as
/// serate v1.15.10 (slow in a debug build: `cargo test --release -p sudograph --lib --
/// --ignored nested`).
#[test]
#[ignore = "corpus sweep: nested chains of levels 2 and 3, seconds in release"]
fn nested_chains_of_levels_2_and_3_rate_as_explainer() {
    for (line, expected) in [
        (
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            "10.3/1.2/1.2",
        ),
        (
            "..4..3....7..8....2.81....6..3....9..8..2....1..7....3......45....8..9....9..5..8",
            "11.0/1.2/1.2",
        ),
    ] {
        let (rater, cells) = read(line);
        assert_eq!(shown(rater.rate(&cells).rating), expected, "{line}");
    }
}
