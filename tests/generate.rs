//! `sudograph generate`: puzzles are reproducible from their seed, unique, minimal unless
//! asked otherwise, symmetric when asked, and as simple as asked; each claim checked
//! independently (a brute-force counter, the colourer on singles alone), not by the grader.

use sudograph::format::{ReadOptions, read_puzzles, read_regions};
use sudograph::generate::{Options, generate as make, rate};
use sudograph::grid::Grid;
use sudograph::grid::Shape;
use sudograph::rules::Variant;
use sudograph::solve::{Answer, Solver};
use sudograph_colour::{Limits, Settings};

use crate::harness::{file, puzzles, run_ok, sudograph};
use crate::oracle::{self, brute_force_count};

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
fn checks_shared_by_threads_make_the_same_puzzle() {
    // Checks run ahead on other threads may see a puzzle that has lost clues since: the
    // puzzle must be the one a single thread makes, clue for clue.
    for (side, seeds) in [(2, 0..6), (3, 0..12), (4, 0..2)] {
        let solver = Solver::new(Shape::square(side).unwrap());
        for seed in seeds {
            for options in [
                Options::default(),
                Options {
                    symmetry: sudograph::generate::Symmetry::Rotate180,
                    ..Options::default()
                },
                Options {
                    clues: Some(side.pow(4) / 2),
                    ..Options::default()
                },
            ] {
                let alone = make(&solver, &options, seed, |_| {}).unwrap();
                for threads in [2, 3] {
                    let mut steps = Vec::new();
                    let shared = make(&solver, &Options { threads, ..options }, seed, |step| {
                        steps.push(step)
                    });
                    assert_eq!(shared.as_ref(), Some(&alone), "{options:?} seed {seed}");
                    assert!(steps.windows(2).all(|w| w[0] < w[1]), "{steps:?}");
                }
                if side < 4 {
                    assert_eq!(brute_force_count(&alone.puzzle, 2), 1);
                }
            }
        }
    }
}

#[test]
fn a_panic_while_checks_are_shared_is_raised_not_a_hang() {
    // The deciding thread fails mid-way; the threads checking ahead must stop, so that
    // the panic reaches the caller instead of leaving them waiting for their next step.
    let (sent, received) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let solver = Solver::new(Shape::square(3).unwrap());
        let options = Options {
            threads: 2,
            ..Options::default()
        };
        let outcome = std::panic::catch_unwind(|| {
            make(&solver, &options, 1, |step| {
                assert!(step < 40, "stop at step 40");
            })
        });
        sent.send(outcome.is_err()).unwrap();
    });
    let raised = received.recv_timeout(std::time::Duration::from_secs(60));
    assert_eq!(raised, Ok(true));
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
            "sudograph: --size 10: a side of square boxes is 4, 9, 16, 25, 36, 49 or 64; other \
             sides need --box, such as --box 2x5\n",
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
            ..Variant::default()
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
    let map = crate::harness::temp_file("no-grid.regions", "AAB\nABB\nCCC\n");
    sudograph()
        .args(["generate", "--variant", "x", "--seed", "1", "--regions"])
        .arg(&map)
        .assert()
        .code(1)
        .stdout("")
        .stderr("sudograph: no complete 3×3 jigsaw Sudoku X grid exists: its region map admits no solution\n");
}

/// Each `--symmetry` leaves clues that its map sends onto clues, and the puzzle unique
/// (by the independent brute-force counter); `random` picks one of the others per seed.
#[test]
fn each_symmetry_keeps_its_clue_pattern_and_the_puzzle_unique() {
    type Map = fn(usize, usize, usize) -> (usize, usize);
    let maps: [(&str, Map); 4] = [
        ("rotate90", |n, r, c| (c, n - 1 - r)),
        ("rotate180", |n, r, c| (n - 1 - r, n - 1 - c)),
        ("mirror", |n, r, c| (r, n - 1 - c)),
        ("flip", |n, r, c| (n - 1 - r, c)),
    ];
    let keeps = |grid: &sudograph::grid::Grid, map: Map| {
        let n = grid.side();
        (0..n * n).all(|i| {
            let (r, c) = map(n, i / n, i % n);
            grid.cells()[i].is_some() == grid.cells()[r * n + c].is_some()
        })
    };
    for (name, map) in maps {
        for size in ["4", "9"] {
            let text = generate(&[
                "--size",
                size,
                "--count",
                "3",
                "--seed",
                "11",
                "--symmetry",
                name,
            ]);
            for puzzle in puzzles(&text) {
                assert!(keeps(&puzzle.grid, map), "{name}: {text}");
                assert_eq!(brute_force_count(&puzzle.grid, 2), 1, "{name}: {text}");
            }
        }
    }
    // `random` draws one symmetry per puzzle: each puzzle keeps one of the patterns, and
    // over a few seeds more than one kind is drawn.
    let text = generate(&["--count", "8", "--seed", "1", "--symmetry", "random"]);
    let mut drawn = std::collections::HashSet::new();
    for puzzle in puzzles(&text) {
        let kinds: Vec<&str> = maps
            .iter()
            .filter(|(_, m)| keeps(&puzzle.grid, *m))
            .map(|(n, _)| *n)
            .collect();
        drawn.insert(kinds.join("+"));
        assert_eq!(brute_force_count(&puzzle.grid, 2), 1);
    }
    assert!(drawn.len() > 1, "{drawn:?}");
    // --symmetric is rotate180.
    assert_eq!(
        generate(&["--seed", "7", "--symmetric"]),
        generate(&["--seed", "7", "--symmetry", "rotate180"])
    );
}

/// Not the grader's word for it: a puzzle `generate --difficulty simple` calls simple is
/// solved by the colourer with naked and hidden singles alone, without one branch.
#[test]
fn simple_puzzles_are_solved_by_singles_without_branching() {
    let out = run_ok(
        &[
            "generate",
            "--size",
            "9",
            "--count",
            "5",
            "--seed",
            "11",
            "--difficulty",
            "simple",
        ],
        "",
    );
    let generated = puzzles(&out);
    assert_eq!(generated.len(), 5, "{out}");
    let settings = Settings {
        singles_only: true,
        ..Settings::default()
    };
    for puzzle in generated {
        let solver = Solver::new(puzzle.grid.rules().clone());
        let (answer, stats) = solver.solve_with(&puzzle.grid, &Limits::default(), &settings);
        let Answer::Solved(solution) = answer else {
            panic!("line {}: {answer:?}", puzzle.line);
        };
        assert_eq!(
            stats.nodes, 0,
            "line {}: singles alone solve it",
            puzzle.line
        );
        assert_eq!(oracle::violations(&solution, Some(&puzzle.grid)), []);
    }
}
