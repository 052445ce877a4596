//! `sudograph transform` (`canon`): puzzles made equivalent by transformations drawn here,
//! independently of the library's (relabelling, rows within bands, bands, columns within
//! stacks, stacks, transposition), share one canonical form; the essentially different
//! 17-clue puzzles have different ones; a canonical form or a shuffled puzzle is still a
//! puzzle with one solution, which the independent checker accepts.

use sudograph::grid::Grid;
use sudograph::solve::Solver;
use sudograph::transform::{canonical, shuffle};
use sudograph_colour::Limits;

use crate::harness::{Rng, disguise, file, puzzles, run_ok, sudograph};
use crate::oracle;

/// The unique solution of `puzzle`, confirmed by the independent checker.
fn assert_unique(puzzle: &Grid, context: &str) {
    let (count, _) = Solver::new(puzzle.rules().clone()).count(puzzle, 2, &Limits::default());
    assert_eq!(count.found, 1, "{context}: {puzzle}");
    oracle::assert_solves(&count.first.unwrap(), Some(puzzle), context);
}

#[test]
fn equivalent_puzzles_share_one_canonical_form() {
    let mut rng = Rng::new(48);
    let mut sources: Vec<Grid> = puzzles(&file("benches/data/top1465.txt"))
        .into_iter()
        .step_by(37)
        .map(|p| p.grid)
        .collect();
    sources.push("..34.421...31342".parse().unwrap());
    for puzzle in &sources {
        let canon = canonical(puzzle).unwrap();
        assert_eq!(
            canonical(&canon).unwrap(),
            canon,
            "canonical forms are fixed points"
        );
        assert_eq!(canon.filled(), puzzle.filled());
        assert_unique(&canon, "a canonical form");
        for _ in 0..4 {
            assert_eq!(
                canonical(&disguise(puzzle, &mut rng)).unwrap(),
                canon,
                "{puzzle}"
            );
        }
        // The library's own shuffles too, and they keep the puzzle a puzzle.
        let shuffled = shuffle(puzzle, rng.below(1000) as u64).unwrap();
        assert_eq!(canonical(&shuffled).unwrap(), canon);
        assert_unique(&shuffled, "a shuffled puzzle");
    }
}

#[test]
fn essentially_different_puzzles_have_different_canonical_forms() {
    // Royle's 17-clue puzzles are listed once per equivalence class.
    let chosen: Vec<Grid> = puzzles(&file("benches/data/17_clue.txt"))
        .into_iter()
        .take(300)
        .map(|p| p.grid)
        .collect();
    let mut forms: Vec<String> = chosen
        .iter()
        .map(|p| canonical(p).unwrap().to_string())
        .collect();
    forms.sort();
    forms.dedup();
    assert_eq!(forms.len(), chosen.len());
}

#[test]
fn the_command_writes_one_form_per_puzzle_in_its_layout() {
    let canon = run_ok(&["transform", "examples/9x9.txt"], "");
    assert_eq!(canon.lines().count(), 3);
    let shuffled = run_ok(
        &["transform", "--shuffle", "--seed", "5", "examples/9x9.txt"],
        "",
    );
    assert_ne!(shuffled, canon);
    assert_eq!(
        run_ok(&["canon"], &shuffled),
        canon,
        "canon is transform's other name"
    );
    assert_eq!(
        run_ok(
            &["transform", "--shuffle", "--seed", "5", "examples/9x9.txt"],
            ""
        ),
        shuffled,
        "the same seed, the same puzzles"
    );
    // A grid comes back a grid; a 16×16 puzzle shuffles, and has no canonical form here.
    let grid = run_ok(&["transform", "examples/9x9-grid.txt"], "");
    assert_eq!(grid.lines().count(), 11, "{grid}");
    let big = puzzles(&file("benches/data/lewis16.txt"))
        .remove(0)
        .grid
        .to_string();
    let out = run_ok(&["transform", "--shuffle"], &format!("{big}\n"));
    assert_eq!(
        puzzles(&out).remove(0).grid.filled(),
        puzzles(&big).remove(0).grid.filled()
    );
    crate::harness::assert_solutions(&out, &run_ok(&["solve"], &out));
    sudograph()
        .arg("transform")
        .write_stdin(format!("{big}\n"))
        .assert()
        .code(2)
        .stdout("error: line 1: the canonical form is computed for 4×4 and 9×9 grids, not 16×16\n");
    sudograph()
        .args(["transform", "--seed", "3"])
        .write_stdin("..34.421...31342\n")
        .assert()
        .code(2);
    sudograph()
        .args(["transform", "--variant", "x"])
        .write_stdin("..34.421...31342\n")
        .assert()
        .code(2);
}
