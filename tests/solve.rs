//! `sudograph solve`: the seed puzzles, both layouts, files and stdin, errors and exit codes.

use predicates::prelude::*;
use sudograph::solve::Solver;
use sudograph_colour::Limits;

use crate::harness::{assert_solutions, file, puzzles, run_ok, solve_stdin, sudograph};
use crate::oracle::brute_force_count;

const FOUR: &str = "..34.421...31342";
const NINE: &str =
    "8.49.3.716358.7.24719.24.5..87.913.61..736..93.648.21..6.54.73847.3.219595.1.84.2";
const ANTI: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
const TUTORIAL: &str =
    "9..1....5..5.9.2.18...4........8.......7.........26..92..3....6...2..9....19.457.";

#[test]
fn seeds_solve_to_their_known_answers_from_stdin() {
    for (puzzle, answer) in [
        (FOUR, "2134342142131342"),
        (
            NINE,
            "824953671635817924719624853587291346142736589396485217261549738478362195953178462",
        ),
        (
            ANTI,
            "987654321246173985351928746128537694634892157795461832519286473472319568863745219",
        ),
    ] {
        sudograph()
            .arg("solve")
            .write_stdin(format!("{puzzle}\n"))
            .assert()
            .success()
            .stdout(format!("{answer}\n"));
        solve_stdin(puzzle);
    }
}

#[test]
fn seeds_file_solves_from_a_file_argument() {
    let input = file("tests/data/seeds.txt");
    let output = sudograph()
        .args(["solve", "tests/data/seeds.txt"])
        .output()
        .expect("runs");
    assert!(output.status.success());
    let solutions = assert_solutions(&input, &String::from_utf8(output.stdout).expect("UTF-8"));
    assert_eq!(solutions.len(), 4);
}

/// The seed notes say this grid has exactly two solutions. As transcribed it has 434: the
/// colourer finds 434, and so does plain backtracking over cells (the test helper, and a
/// separate Python counter when this was first noticed).
#[test]
fn tutorial_grid_solution_count() {
    let puzzle = &puzzles(TUTORIAL)[0].grid;
    let solver = Solver::new(puzzle.shape());
    let (count, _) = solver.count(puzzle, 1_000, &Limits::default());
    assert_eq!((count.found, count.complete), (434, true));
    assert_eq!(brute_force_count(puzzle, 1_000), 434);
    let (capped, _) = solver.count(puzzle, 2, &Limits::default());
    assert_eq!(
        (capped.found, capped.complete),
        (2, true),
        "counting stops at the limit"
    );
    solve_stdin(TUTORIAL);
}

#[test]
fn anti_backtracking_grid_needs_no_guessing() {
    let puzzle = &puzzles(ANTI)[0].grid;
    let (_, stats) = Solver::new(puzzle.shape()).solve(puzzle, &Limits::default());
    assert_eq!(
        stats.backtracks, 0,
        "propagation alone solves it: {stats:?}"
    );
}

#[test]
fn grid_layout_comes_back_as_a_grid() {
    let input = file("examples/9x9-grid.txt");
    let output = sudograph()
        .args(["solve", "examples/9x9-grid.txt"])
        .output()
        .expect("runs");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(text.starts_with("8 2 4 | 9 5 3 | 6 7 1\n"), "{text}");
    assert!(text.contains("------+-------+------"));
    assert_solutions(&input, &text);
}

#[test]
fn examples_solve() {
    for name in ["4x4", "9x9", "9x9-grid", "16x16", "25x25"] {
        let path = format!("examples/{name}.txt");
        let output = sudograph().args(["solve", &path]).output().expect("runs");
        assert!(output.status.success(), "{path}");
        assert_solutions(
            &file(&path),
            &String::from_utf8(output.stdout).expect("UTF-8"),
        );
    }
}

#[test]
fn stats_go_to_stderr() {
    sudograph()
        .args(["solve", "--stats"])
        .write_stdin(FOUR)
        .assert()
        .success()
        .stdout("2134342142131342\n")
        .stderr(
            predicate::str::contains("puzzle 1 (line 1): solved")
                .and(predicate::str::contains("total: 1 puzzle (1 solved)")),
        );
}

#[test]
fn unsolvable_puzzle_is_an_answer_with_exit_1() {
    // No two givens clash, but r1c3 needs 3 or 4 and sees both in its column.
    let four = "12........3...4.";
    sudograph()
        .arg("solve")
        .write_stdin(format!("{four}\n{FOUR}\n"))
        .assert()
        .code(1)
        .stdout(
            "no solution: r1c3 has no symbol left: the givens of its row, column and box hold \
             all 4\n2134342142131342\n",
        );
}

#[test]
fn clashing_givens_are_named_before_any_search() {
    let nine = format!("55{}", ".".repeat(79));
    sudograph().arg("solve").write_stdin(nine).assert().code(1).stdout(
        "no solution: row 1: 5 given twice, columns 1 and 2; box 1: 5 given twice, cells r1c1 and r1c2\n",
    );
}

#[test]
fn bad_input_names_line_and_column_and_the_rest_still_solves() {
    sudograph()
        .arg("solve")
        .write_stdin(format!("{FOUR}\n..34.4x1...31342\n{FOUR}\n"))
        .assert()
        .code(2)
        .stdout(
            "2134342142131342\n\
             error: line 2, column 7: 'x' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)\n\
             2134342142131342\n",
        )
        .stderr(
            "sudograph: <stdin>: line 2, column 7: 'x' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)\n\
             sudograph: 1 of 3 puzzles could not be read\n",
        );
}

#[test]
fn missing_file_and_empty_input_are_errors() {
    sudograph()
        .args(["solve", "no/such/file.txt"])
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with(
            "sudograph: cannot read no/such/file.txt:",
        ));
    sudograph()
        .arg("solve")
        .write_stdin("# only a comment\n\n")
        .assert()
        .code(2)
        .stderr("sudograph: <stdin>: no puzzle found\n");
}

#[test]
fn hex_alphabet_and_rectangular_boxes() {
    let hex = format!("0123456789ABCDEF{}", ".".repeat(240));
    let solved = run_ok(&["solve", "--symbols", "0123456789ABCDEF"], &hex);
    assert!(solved.starts_with("0123456789ABCDEF"));
    let six = format!("123456{}", ".".repeat(30));
    let solution = run_ok(&["solve", "--box", "2x3"], &six);
    assert_eq!(solution.trim().len(), 36);
    assert!(solution.starts_with("123456"));
}

#[test]
fn search_budget_gives_up_with_exit_3() {
    sudograph()
        .args(["solve", "--max-nodes", "1"])
        .write_stdin(".".repeat(256))
        .assert()
        .code(3)
        .stdout("gave up after 1 node\n");
}

/// A microsecond is less than building a 64×64 grid's graph takes, so the search gives up
/// whatever the machine; nothing about how long it took is asserted.
#[test]
fn a_timeout_that_expires_gives_up_with_exit_3() {
    let output = sudograph()
        .args(["solve", "--timeout", "0.000001"])
        .write_stdin(format!("{}\n", ".".repeat(64 * 64)))
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(3));
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(stdout.starts_with("gave up"), "{stdout}");
}

/// Every engine answers alike: each `--learning` value solves the 25×25 puzzles, among
/// them one that takes the copy-on-branch search past `soon`'s switch, and each solution is
/// checked against its puzzle.
#[test]
fn every_engine_solves_the_big_puzzles() {
    for path in ["tests/data/lewis25.txt", "tests/data/lewis25-long.txt"] {
        let input = file(path);
        let puzzles = input.lines().filter(|line| !line.starts_with('#')).count();
        for engine in ["auto", "soon", "off", "always"] {
            let output = run_ok(&["solve", "--learning", engine, path], "");
            let solved = assert_solutions(&input, &output).len();
            assert_eq!(solved, puzzles, "--learning {engine} {path}");
        }
    }
    sudograph()
        .args(["solve", "--learning", "never"])
        .write_stdin(FOUR)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--learning"));
}

/// The trace of a puzzle that needs no guess forces every empty cell once, each to its
/// symbol in the solution, with a reason; stdout keeps only the solution.
#[test]
fn trace_explains_each_forced_symbol() {
    let output = sudograph()
        .args(["solve", "--trace"])
        .write_stdin(NINE)
        .output()
        .expect("runs");
    assert!(output.status.success());
    let solution = &assert_solutions(NINE, &String::from_utf8(output.stdout).expect("UTF-8"))[0];
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    let mut lines = stderr.lines();
    assert_eq!(lines.next(), Some("puzzle 1 (line 1):"));
    let mut forced = std::collections::HashSet::new();
    for line in lines {
        let (claim, why) = line.trim().split_once(": ").expect("cell = symbol: reason");
        assert!(
            why == "only symbol left (naked single)"
                || (why.starts_with("only place for ") && why.ends_with("(hidden single)")),
            "{line}"
        );
        let (cell, symbol) = claim.split_once(" = ").expect("cell = symbol");
        let (row, col) = cell[1..].split_once('c').expect("rRcC");
        let (row, col): (usize, usize) = (row.parse().expect("row"), col.parse().expect("column"));
        let symbol = symbol.parse::<u16>().expect("a digit") - 1;
        assert_eq!(solution.get(row - 1, col - 1), Some(symbol), "{line}");
        assert!(forced.insert((row, col)), "forced once: {line}");
    }
    let empty = NINE.chars().filter(|&c| c == '.').count();
    assert_eq!(forced.len(), empty);
}

#[test]
fn trace_shows_guesses_and_backtracks_on_a_hard_puzzle() {
    let hard = file("benches/data/forum_hardest_1106.txt");
    let first = hard
        .lines()
        .find(|l| !l.starts_with('#'))
        .expect("a puzzle");
    let output = sudograph()
        .args(["solve", "--trace"])
        .write_stdin(first)
        .output()
        .expect("runs");
    assert!(output.status.success());
    assert_solutions(first, &String::from_utf8(output.stdout).expect("UTF-8"));
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(
        stderr.contains("  guess ") && stderr.contains(", depth 1\n"),
        "{stderr}"
    );
    assert!(stderr.contains("back to depth "), "{stderr}");
    assert!(stderr.contains("contradiction: "), "{stderr}");
}
