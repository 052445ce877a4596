//! `sudograph count`: solution counts checked against known answers and against an
//! independent brute-force counter.

use proptest::prelude::*;
use sudograph::grid::{Grid, Shape};
use sudograph::solve::Solver;
use sudograph_colour::Limits;

use crate::harness::{Rng, file, random_solution, sudograph, with_holes};
use crate::oracle::brute_force_count;

#[test]
fn there_are_288_grids_of_4x4() {
    let empty = Grid::empty(Shape::square(2).expect("2×2 boxes"));
    assert_eq!(brute_force_count(&empty, 1000), 288);
    let (count, _) = Solver::new(empty.shape()).count(&empty, 1000, &Limits::default());
    assert_eq!((count.found, count.complete), (288, true));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn counts_match_brute_force(seed: u64, n in 2usize..=3, holes in 0.3f64..0.8, limit in 1u64..300) {
        let mut rng = Rng::new(seed);
        // 9×9 grids keep at least 30% of their cells so that brute force stays quick.
        let holes = if n == 3 { holes.min(0.7) } else { holes };
        let puzzle = with_holes(&random_solution(n, &mut rng), holes, &mut rng);
        let (count, _) = Solver::new(puzzle.shape()).count(&puzzle, limit, &Limits::default());
        prop_assert!(count.complete);
        prop_assert_eq!(count.found, brute_force_count(&puzzle, limit));
    }
}

#[test]
fn each_count_is_labelled_honestly() {
    let empty4 = ".".repeat(16);
    sudograph()
        .args(["count", "--limit", "1000"])
        .write_stdin(format!("{empty4}\n..34.421...31342\n1134............\n"))
        .assert()
        .code(1)
        .stdout(
            "288 (all found)\n1 (unique)\n0 (no solution): row 1: 1 given twice, columns 1 and \
             2; box 1: 1 given twice, cells r1c1 and r1c2\n",
        );
    sudograph()
        .args(["count", "--limit", "0"])
        .write_stdin(format!("{empty4}\n..34.421...31342\n"))
        .assert()
        .code(0)
        .stdout("288 (all found)\n1 (unique)\n");
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

/// `count --print` writes as many solutions as it counts, each a distinct solution of its
/// puzzle as the independent checker sees it, in the puzzle's layout.
#[test]
fn count_print_writes_every_solution_it_counts() {
    let out = crate::harness::run_ok(
        &["count", "--print", "--limit", "0", "examples/9x9.txt"],
        "",
    );
    let mut lines = out.lines();
    let puzzles = crate::harness::puzzles(&file("examples/9x9.txt"));
    for puzzle in &puzzles {
        let head = lines.next().expect("a count line per puzzle");
        let n: usize = head
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .expect("an exact count");
        assert!(
            head.ends_with("(unique)") || head.ends_with("(all found)"),
            "{head}"
        );
        let mut seen = std::collections::HashSet::new();
        for _ in 0..n {
            let line = lines.next().expect("a solution per count");
            let solution = crate::harness::puzzles(line).remove(0).grid;
            crate::oracle::assert_solves(&solution, Some(&puzzle.grid), line);
            assert!(seen.insert(line.to_string()), "{line} twice");
        }
    }
    assert_eq!(lines.next(), None);
    // 4×4: every grid, as the brute-force counter counts them.
    let empty = "................\n";
    let out = crate::harness::run_ok(&["count", "--print", "--limit", "0"], empty);
    assert_eq!(out.lines().next(), Some("288 (all found)"));
    assert_eq!(
        out.lines()
            .skip(1)
            .collect::<std::collections::HashSet<_>>()
            .len(),
        288
    );
    // A limit stops the list there; a grid puzzle gets grids.
    let out = crate::harness::run_ok(&["count", "--print", "--limit", "3"], empty);
    assert_eq!(out.lines().count(), 4);
    let grid = crate::harness::run_ok(&["count", "--print", "examples/9x9-grid.txt"], "");
    assert!(
        grid.starts_with("1 (unique)\n\n8 2 4 | 9 5 3 | 6 7 1\n"),
        "{grid}"
    );
    sudograph()
        .args(["count", "--print", "--format", "json"])
        .write_stdin(empty)
        .assert()
        .code(2);
}
