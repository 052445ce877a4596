//! `sudograph transform` (`canon`): puzzles made equivalent by transformations drawn here,
//! independently of the library's (relabelling, rows within bands, bands, columns within
//! stacks, stacks, transposition), share one canonical form; the essentially different
//! 17-clue puzzles have different ones; a canonical form or a shuffled puzzle is still a
//! puzzle with one solution, which the independent checker accepts. Under a variant, a
//! shuffled puzzle has as many solutions (by the brute force on 4×4) and they pass the
//! independent checker under the variant.

use predicates::prelude::*;
use sudograph::format::{ReadOptions, read_puzzles};
use sudograph::grid::{Grid, Shape};
use sudograph::rules::Rules;
use sudograph::solve::Solver;
use sudograph::transform::{canonical, shuffle};
use sudograph_colour::Limits;

use crate::harness::{Rng, disguise, file, puzzles, run_ok, sudograph, temp_file, with_holes};
use crate::oracle::{self, brute_force_count};
use crate::variant_rules::variant;

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
}

/// Solutions of `puzzle` under its rules, up to `limit`, and the first.
fn count(puzzle: &Grid, limit: u64) -> (u64, Option<Grid>) {
    let (count, _) = Solver::new(puzzle.rules().clone()).count(puzzle, limit, &Limits::default());
    (count.found, count.first)
}

#[test]
fn shuffles_under_a_variant_keep_its_solutions() {
    let cases: [(&[&str], usize); 12] = [
        (&["x"], 2),
        (&["anti-knight"], 2),
        (&["windoku"], 2),
        (&["disjoint"], 2),
        (&["windoku", "disjoint"], 2),
        (&["x"], 3),
        (&["anti-knight"], 3),
        (&["anti-king"], 3),
        (&["windoku"], 3),
        (&["disjoint"], 3),
        (&["x", "anti-knight"], 3),
        (&["windoku", "disjoint"], 3),
    ];
    let mut rng = Rng::new(68);
    for (names, n) in cases {
        let rules = Rules::new(Shape::square(n).unwrap(), variant(names)).unwrap();
        let empty = Grid::from_cells(rules, vec![None; n.pow(4)]).unwrap();
        let solution = count(&empty, 1).1.unwrap();
        for seed in 0..25 {
            let context = format!("{names:?} seed {seed}");
            let puzzle = with_holes(&solution, if n == 2 { 0.7 } else { 0.6 }, &mut rng);
            let shuffled = shuffle(&puzzle, seed).unwrap();
            assert_eq!(shuffled.filled(), puzzle.filled(), "{context}");
            assert_eq!(canonical(&shuffled), canonical(&puzzle), "{context}");
            let (found, first) = count(&shuffled, 100);
            match n {
                // The brute force shares no code with the engines.
                2 => assert_eq!(found, brute_force_count(&puzzle, 1000), "{context}"),
                _ => assert_eq!(found, count(&puzzle, 100).0, "{context}"),
            }
            oracle::assert_solves(&first.unwrap(), Some(&shuffled), &context);
        }
    }
}

#[test]
fn a_row_swap_breaks_anti_knight_so_the_test_above_can_fail() {
    // Classic disguises (rows within bands, columns within stacks …) of a complete
    // anti-knight grid: most break the rule, which shuffle must therefore never draw.
    let rules = Rules::new(Shape::square(3).unwrap(), variant(&["anti-knight"])).unwrap();
    let empty = Grid::from_cells(rules, vec![None; 81]).unwrap();
    let solution = count(&empty, 1).1.unwrap();
    let mut rng = Rng::new(5);
    let broken = (0..20)
        .filter(|_| !oracle::violations(&disguise(&solution, &mut rng), None).is_empty())
        .count();
    assert!(broken > 10, "{broken} of 20");
}

#[test]
fn the_command_transforms_a_variant_puzzle_within_its_rules() {
    let puzzle = run_ok(
        &["generate", "--variant", "x,anti-knight", "--seed", "4"],
        "",
    );
    let shuffled = run_ok(
        &[
            "transform",
            "--variant",
            "x,anti-knight",
            "--shuffle",
            "--seed",
            "9",
        ],
        &puzzle,
    );
    assert_ne!(shuffled, puzzle);
    sudograph()
        .args(["count", "--variant", "x,anti-knight"])
        .write_stdin(shuffled.as_str())
        .assert()
        .code(0)
        .stdout("1 (unique)\n");
    let solution = run_ok(&["solve", "--variant", "x,anti-knight"], &shuffled);
    sudograph()
        .args(["check", "--variant", "x,anti-knight"])
        .write_stdin(solution.as_str())
        .assert()
        .code(0);
    let options = ReadOptions {
        variant: variant(&["x", "anti-knight"]),
        ..ReadOptions::default()
    };
    let read = |text: &str| {
        read_puzzles(text.as_bytes(), &options)
            .remove(0)
            .unwrap()
            .grid
    };
    oracle::assert_solves(&read(&solution), Some(&read(&shuffled)), "x,anti-knight");
    let canon = |text: &str| run_ok(&["canon", "--variant", "x,anti-knight"], text);
    assert_eq!(canon(&shuffled), canon(&puzzle));
    assert_ne!(
        canon(&puzzle),
        run_ok(&["canon"], &puzzle),
        "classic rules keep more symmetries, so their least form is another"
    );
    let map = temp_file("transform.regions", "AABB\nAABB\nCCDD\nCCDD\n");
    sudograph()
        .args(["transform", "--regions"])
        .arg(&map)
        .write_stdin("..34.421...31342\n")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "jigsaw regions (--regions) are not transformed",
        ));
}
