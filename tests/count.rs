//! `sudograph count`: solution counts checked against known answers and against an
//! independent enumeration of every 4×4 grid.

use proptest::prelude::*;
use sudograph::colour::Limits;
use sudograph::grid::{Grid, Shape};
use sudograph::solve::Solver;
use sudograph::validate::{Violation, check};

use crate::util::{Rng, file, random_solution, sudograph, with_holes};

/// Every complete valid 4×4 grid (there are 288), enumerated by plain backtracking over
/// cells with the validator as the only rule, independently of the colourer.
fn all_4x4_grids() -> Vec<Grid> {
    fn fill(cells: &mut Vec<Option<u8>>, out: &mut Vec<Grid>) {
        let shape = Shape::square(2).expect("2×2 boxes");
        let Some(at) = cells.iter().position(Option::is_none) else {
            out.push(Grid::from_cells(shape, cells.clone()).expect("16 cells"));
            return;
        };
        for symbol in 0..4 {
            cells[at] = Some(symbol);
            let grid = Grid::from_cells(shape, cells.clone()).expect("16 cells");
            // Only repeats count here: empty cells are reported too and are expected.
            let repeats = check(&grid, None)
                .iter()
                .any(|v| !matches!(v, Violation::Empty { .. }));
            if !repeats {
                fill(cells, out);
            }
        }
        cells[at] = None;
    }
    let mut out = Vec::new();
    fill(&mut vec![None; 16], &mut out);
    out
}

#[test]
fn there_are_288_grids_of_4x4() {
    assert_eq!(all_4x4_grids().len(), 288);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn counts_match_the_enumeration(seed: u64, holes in 0.3f64..1.0, limit in 1u64..300) {
        let mut rng = Rng::new(seed);
        let puzzle = with_holes(&random_solution(2, &mut rng), holes, &mut rng);
        let matching = all_4x4_grids()
            .into_iter()
            .filter(|g| g.cells().iter().zip(puzzle.cells()).all(|(s, p)| p.is_none() || p == s))
            .count() as u64;
        let (count, _) = Solver::new(puzzle.shape()).count(&puzzle, limit, &Limits::default());
        prop_assert!(count.complete);
        prop_assert_eq!(count.found, matching.min(limit));
    }
}

#[test]
fn each_count_is_labelled_honestly() {
    let empty4 = ".".repeat(16);
    sudograph()
        .args(["count", "--limit", "1000"])
        .write_stdin(format!("{empty4}\n..34.421...31342\n1134............\n"))
        .assert()
        .code(0)
        .stdout("288 (all found)\n1 (unique)\n0 (no solution)\n");
    sudograph()
        .arg("count")
        .write_stdin(empty4)
        .assert()
        .code(0)
        .stdout("≥2 (stopped at --limit 2)\n");
}

/// The seed notes say the tutorial grid has two solutions; as transcribed it has 434, which
/// an independent brute-force counter confirms (see `tests/solve.rs`).
#[test]
fn seeds_count_as_known() {
    sudograph()
        .args(["count", "--limit", "1000", "tests/data/seeds.txt"])
        .assert()
        .code(0)
        .stdout("1 (unique)\n1 (unique)\n434 (all found)\n1 (unique)\n");
}

#[test]
fn every_17_clue_puzzle_is_unique() {
    let output = sudograph()
        .args(["count", "benches/data/17_clue.txt"])
        .output()
        .expect("runs");
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    let puzzles = file("benches/data/17_clue.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .count();
    assert_eq!(stdout.lines().count(), puzzles);
    assert!(stdout.lines().all(|l| l == "1 (unique)"), "{stdout}");
}

#[test]
fn a_budget_that_runs_out_gives_a_lower_bound_and_exit_3() {
    sudograph()
        .args(["count", "--limit", "100000", "--max-nodes", "5"])
        .write_stdin(".".repeat(81))
        .assert()
        .code(3)
        .stdout(predicates::str::starts_with("≥"))
        .stdout(predicates::str::contains("(gave up after 5 nodes)"));
}
