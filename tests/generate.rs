//! `sudograph generate`: puzzles are reproducible from their seed, unique, minimal unless
//! asked otherwise, and symmetric when asked; each claim checked by an independent
//! brute-force counter.

use sudograph::format::{ReadOptions, read_puzzles, read_regions};
use sudograph::generate::rate;
use sudograph::grid::Grid;
use sudograph::rules::Variant;
use sudograph::solve::Solver;

use crate::util::{brute_force_count, file, puzzles, run_ok, sudograph};

/// Runs `generate` with `args` and returns stdout.
fn generate(args: &[&str]) -> String {
    run_ok(&[&["generate"], args].concat(), "")
}

/// Whether taking away any one clue leaves a puzzle with several solutions.
fn is_minimal(puzzle: &Grid) -> bool {
    let side = puzzle.side();
    (0..puzzle.cells().len())
        .filter(|&cell| puzzle.cells()[cell].is_some())
        .all(|cell| {
            let mut fewer = puzzle.clone();
            fewer.set(cell / side, cell % side, None);
            brute_force_count(&fewer, 2) == 2
        })
}

#[test]
fn same_seed_same_puzzles_and_each_is_unique_and_minimal() {
    for size in ["4", "9"] {
        let text = generate(&["--size", size, "--count", "6", "--seed", "11"]);
        assert_eq!(
            text,
            generate(&[
                "--size", size, "--count", "6", "--seed", "11", "--jobs", "1"
            ])
        );
        let made = puzzles(&text);
        assert_eq!(made.len(), 6);
        for puzzle in &made {
            assert_eq!(puzzle.grid.side().to_string(), size);
            assert_eq!(brute_force_count(&puzzle.grid, 2), 1, "unique: {text}");
            assert!(is_minimal(&puzzle.grid), "minimal: {text}");
        }
        let distinct: std::collections::HashSet<_> = made.iter().map(|p| p.grid.clone()).collect();
        assert_eq!(distinct.len(), 6, "seeds give different puzzles");
    }
    // Puzzle i of seed S is the first puzzle of seed S+i.
    let second = generate(&["--count", "2", "--seed", "11"]);
    assert_eq!(
        second.lines().nth(1),
        generate(&["--seed", "12"]).lines().next()
    );
}

#[test]
fn symmetric_puzzles_have_clues_in_opposite_pairs() {
    let text = generate(&["--size", "9", "--count", "3", "--seed", "5", "--symmetric"]);
    for puzzle in puzzles(&text) {
        let cells = puzzle.grid.cells();
        assert!(
            (0..81).all(|i| cells[i].is_some() == cells[80 - i].is_some()),
            "{text}"
        );
        assert_eq!(brute_force_count(&puzzle.grid, 2), 1);
    }
}

#[test]
fn a_clue_target_stops_early_and_keeps_the_puzzle_unique() {
    let text = generate(&[
        "--size", "9", "--count", "3", "--seed", "2", "--clues", "40",
    ]);
    for puzzle in puzzles(&text) {
        assert!((40..=41).contains(&puzzle.grid.filled()), "{text}");
        assert_eq!(brute_force_count(&puzzle.grid, 2), 1);
    }
}

#[test]
fn sixteen_by_sixteen_puzzles_solve_to_their_unique_solution() {
    let text = generate(&["--size", "16", "--seed", "3", "--rate"]);
    let comment = text.lines().next().expect("a rating line");
    assert!(comment.starts_with("# seed 3: "), "{comment}");
    assert!(comment.contains(" clues, minimal, "), "{comment}");
    let puzzle = &puzzles(&text)[0].grid;
    assert_eq!(puzzle.side(), 16);
    sudograph()
        .args(["count", "--limit", "2"])
        .write_stdin(text)
        .assert()
        .success()
        .stdout("1 (unique)\n");
}

#[test]
fn ratings_tell_easy_from_hard() {
    let text = generate(&["--size", "9", "--seed", "1", "--rate"]);
    assert!(text.starts_with("# seed 1: "), "{text}");
    assert!(text.contains("nodes") && text.contains("made in"), "{text}");
    let rating = |puzzle: &str| {
        let grid = &puzzles(puzzle)[0].grid;
        let rating = rate(&Solver::new(grid.shape()), grid);
        (rating.singles, rating.stats.nodes)
    };
    // A 4×4 with singles only, and a 9×9 from forum_hardest that needs search.
    assert_eq!(rating("..34.421...31342"), (true, 0));
    let hard = file("benches/data/forum_hardest_1106.txt");
    let first = hard
        .lines()
        .find(|l| !l.starts_with('#'))
        .expect("a puzzle");
    let (singles, nodes) = rating(first);
    assert!(!singles && nodes > 0, "{singles} {nodes}");
}

#[test]
fn bad_sizes_are_refused() {
    sudograph()
        .args(["generate", "--size", "10"])
        .assert()
        .code(2)
        .stderr(
            "sudograph: --size 10: generate makes grids of square boxes, of side 4, 9, 16, 25, 36, 49 or 64\n",
        );
    sudograph()
        .args(["generate", "--clues", "100"])
        .assert()
        .code(2)
        .stderr("sudograph: --clues 100: a 9×9 grid has 81 cells\n");
}

/// Puzzles of the text read under `options`.
fn puzzles_under(text: &str, options: &ReadOptions) -> Vec<Grid> {
    read_puzzles(text.as_bytes(), options)
        .into_iter()
        .map(|p| p.expect("generated puzzles read").grid)
        .collect()
}

#[test]
fn variants_generate_unique_minimal_puzzles() {
    // 4×4 Sudoku X: small enough for the brute-force counter to confirm minimality.
    let options = ReadOptions {
        variant: Variant {
            diagonals: true,
            ..Variant::default()
        },
        ..ReadOptions::default()
    };
    let text = generate(&[
        "--size",
        "4",
        "--variant",
        "x",
        "--count",
        "5",
        "--seed",
        "3",
    ]);
    for puzzle in puzzles_under(&text, &options) {
        assert_eq!(
            brute_force_count(&puzzle, 2),
            1,
            "unique under X: {puzzle:?}"
        );
        assert!(is_minimal(&puzzle), "minimal under X: {puzzle:?}");
    }
    // 9×9 jigsaw on the published region map: unique by the brute-force counter.
    let map = "tests/data/variants/jigsaw-pegg.regions";
    let options = ReadOptions {
        variant: Variant {
            regions: Some(read_regions(file(map).as_bytes()).expect("map reads")),
            diagonals: false,
        },
        ..ReadOptions::default()
    };
    let text = generate(&["--regions", map, "--count", "2", "--seed", "1"]);
    let made = puzzles_under(&text, &options);
    assert_eq!(made.len(), 2);
    for puzzle in made {
        assert_eq!(
            brute_force_count(&puzzle, 2),
            1,
            "unique jigsaw: {puzzle:?}"
        );
    }
}

#[test]
fn a_region_map_without_any_grid_is_an_answer_not_a_crash() {
    // No Latin square of order 3 has both diagonals all different, whatever the regions.
    let map = crate::util::temp_file("no-grid.regions", "AAB\nABB\nCCC\n");
    sudograph()
        .args(["generate", "--variant", "x", "--seed", "1", "--regions"])
        .arg(&map)
        .assert()
        .code(1)
        .stdout("")
        .stderr("sudograph: no complete 3×3 jigsaw Sudoku X grid exists: its region map admits no solution\n");
}
