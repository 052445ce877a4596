//! Hostile input: arbitrary bytes and near-valid grids never make the library or the
//! executable panic; exit codes stay in {0, 1, 2, 3}; every grid printed as solved passes the
//! independent checker (`oracle/`) and keeps its givens; the largest grid, 64×64, is solved.

use proptest::prelude::*;
use sudograph::format::{ReadOptions, read_puzzles};
use sudograph::solve::{Answer, Solver};
use sudograph::validate::check;
use sudograph_colour::Limits;

use crate::harness::{puzzles, run_ok, sudograph};
use crate::oracle;

const NINE: &str =
    "8.49.3.716358.7.24719.24.5..87.913.61..736..93.648.21..6.54.73847.3.219595.1.84.2";

/// Runs `solve` on `input` with a small budget and checks the outcome: a known exit code,
/// and each line printed as a grid is a valid solution of the puzzle it stands for.
fn solve_checks_out(input: &[u8]) {
    let output = sudograph()
        .args(["solve", "--max-nodes", "2000", "--jobs", "1"])
        .write_stdin(input.to_vec())
        .output()
        .expect("runs");
    let code = output.status.code().expect("exits, not killed by a signal");
    assert!([0, 1, 2, 3].contains(&code), "exit code {code}");
    assert!(
        !String::from_utf8_lossy(&output.stderr).contains("panicked"),
        "no panic"
    );
    let stdout = String::from_utf8(output.stdout).expect("UTF-8 output");
    let parsed = read_puzzles(input, &ReadOptions::default());
    let records: Vec<&str> = stdout.lines().collect();
    if parsed
        .iter()
        .flatten()
        .all(|p| p.layout == sudograph::format::Layout::Line)
    {
        assert_eq!(
            records.len(),
            parsed.len(),
            "one record per puzzle, readable or not"
        );
        for (puzzle, record) in parsed.iter().zip(records) {
            let puzzle = match puzzle {
                Err(error) => {
                    let error = error.clone().with_box_option("--box ");
                    assert_eq!(record, format!("error: {error}"));
                    continue;
                }
                Ok(puzzle) => puzzle,
            };
            if record.starts_with("no solution") || record.starts_with("gave up") {
                continue;
            }
            let solution = &puzzles(record)[0].grid;
            assert_eq!(
                oracle::violations(solution, Some(&puzzle.grid)),
                vec![],
                "{record}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn library_survives_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        library_checks_out(&bytes);
    }

    /// Short lines of a few symbols, separators and control characters, and 4×4 grid rows
    /// among them: random bytes seldom make the runs of short lines that grid rows, borders
    /// and comments are.
    #[test]
    fn library_survives_short_lines_of_few_symbols(
        lines in prop::collection::vec(
            prop_oneof![
                prop::collection::vec(prop::sample::select(FEW_SYMBOLS.to_vec()), 0..12),
                prop::collection::vec(prop::sample::select(vec!['.', '1', '2', '3', '4']), 4),
            ],
            0..14,
        ),
    ) {
        let text = lines
            .iter()
            .map(|line| line.iter().collect::<String>())
            .collect::<Vec<_>>()
            .join("\n");
        library_checks_out(text.as_bytes());
    }
}

/// Symbols, empty marks, separators and control characters that grid text mixes.
const FEW_SYMBOLS: [char; 17] = [
    '.', '0', '1', '2', '3', '4', '9', 'A', ' ', '\t', '|', '-', '+', '#', '\r', '\u{e}', 'é',
];

/// Reads `bytes` with the library and solves every small puzzle read, with a small budget:
/// nothing panics, and every grid reported solved passes the validator.
fn library_checks_out(bytes: &[u8]) {
    for puzzle in read_puzzles(bytes, &ReadOptions::default())
        .into_iter()
        .flatten()
    {
        let _ = check(&puzzle.grid, None);
        if puzzle.grid.side() <= 9 {
            let limits = Limits {
                max_nodes: Some(500),
                ..Limits::default()
            };
            if let (Answer::Solved(grid), _) =
                Solver::new(puzzle.grid.shape()).solve(&puzzle.grid, &limits)
            {
                assert_eq!(oracle::violations(&grid, Some(&puzzle.grid)), vec![]);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn executable_survives_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        solve_checks_out(&bytes);
    }

    #[test]
    fn executable_survives_near_valid_grids(
        edits in prop::collection::vec((0usize..90, prop::sample::select(vec!['.', '5', '0', 'x', '\0', '\r', '\n', ' ', '|', 'é', '#', 'G'])), 0..4),
        delete in prop::option::of(0usize..81),
        crlf: bool,
        bom: bool,
    ) {
        let mut chars: Vec<char> = NINE.chars().collect();
        for (at, c) in edits {
            chars.insert(at.min(chars.len()), c);
        }
        if let Some(at) = delete
            && at < chars.len()
        {
            chars.remove(at);
        }
        let line: String = chars.into_iter().collect();
        let ending = if crlf { "\r\n" } else { "\n" };
        let mut input = if bom { "\u{feff}".to_string() } else { String::new() };
        input.push_str(&format!("{line}{ending}{NINE}{ending}"));
        solve_checks_out(input.as_bytes());
    }
}

#[test]
fn crlf_bom_and_comments_read_cleanly() {
    let input = format!("\u{feff}# comment\r\n{NINE}\r\n\r\n..34.421...31342\r\n");
    assert_eq!(run_ok(&["solve"], &input).lines().count(), 2);
}

#[test]
fn each_bad_input_gets_one_line_naming_its_place() {
    let cases: [(&str, &str); 7] = [
        (&"1".repeat(80), "<stdin>: line 1: 80 cells on the line"),
        (
            &format!("{}\0", &NINE[..80]),
            "<stdin>: line 1, column 81: '\\0' is not a symbol of a 9×9 grid",
        ),
        (
            "123456\n456123\n......\n......\n......\n......\n",
            "<stdin>: line 1: side 6 has two box shapes, 2x3 and 3x2: give one with --box 2x3",
        ),
        (&".".repeat(82), "<stdin>: line 1: 82 cells on the line"),
        (
            &".".repeat(100),
            "<stdin>: line 1: side 10 has two box shapes, 2x5 and 5x2: give one with --box 2x5",
        ),
        (
            &".".repeat(81 * 81),
            "<stdin>: line 1: 6561 cells on the line; expected at most 4096 (a 64×64 puzzle line, the largest written in characters)",
        ),
        (
            &format!("\u{0}\u{ff}{}", ".".repeat(79)),
            "<stdin>: line 1, column 1: '\\0' is not a symbol",
        ),
    ];
    for (input, message) in cases {
        let output = sudograph()
            .arg("solve")
            .write_stdin(input.to_string())
            .output()
            .expect("runs");
        assert_eq!(output.status.code(), Some(2), "{message}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
        assert!(
            stderr.starts_with(&format!("sudograph: {message}")),
            "{stderr}"
        );
    }
}

#[test]
fn invalid_utf8_and_bad_options_are_clean_errors() {
    let output = sudograph()
        .arg("solve")
        .write_stdin(vec![0xff, 0xfe, b'\n'])
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "sudograph: <stdin>: line 1: not valid UTF-8 text\n"
    );
    for (args, message) in [
        (
            vec!["--symbols", "1123"],
            "--symbols 1123: symbol '1' appears twice",
        ),
        (
            vec!["--symbols", "12345"],
            "--symbols has 5 symbols: side 5 is not a square",
        ),
        (
            vec!["--box", "2by3"],
            "--box \"2by3\": expected ROWSxCOLS, e.g. 2x3",
        ),
        (
            vec!["--timeout=-1"],
            "--timeout -1: expected a positive number of seconds",
        ),
    ] {
        let output = sudograph()
            .arg("solve")
            .args(&args)
            .write_stdin(NINE)
            .output()
            .expect("runs");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            String::from_utf8_lossy(&output.stderr).starts_with(&format!("sudograph: {message}")),
            "{args:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let big: String = (0..20_000).map(|_| format!("{NINE}\n")).collect();
    let path = crate::harness::temp_file("pipe.txt", &big);
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("sudograph"))
        .arg("solve")
        .arg(&path)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut first = [0u8; 82];
    child
        .stdout
        .take()
        .expect("piped")
        .read_exact(&mut first)
        .expect("a first line");
    // stdout is now closed, as after `| head -1`.
    let output = child.wait_with_output().expect("finishes");
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

/// The largest grid, 64×64 under the default 64-symbol alphabet, with one row given (the
/// alphabet backwards) and every other cell empty, is solved within a budget of search
/// nodes, and the answer keeps its givens and is right by the independent checker. One
/// thread, no learning and the deterministic order (`--seed 0`) make the search the same on
/// every run and machine: it takes about 3,600 nodes, a couple of seconds in the test
/// profile, so the budget of 20,000 is only ever spent by a solver that got worse.
#[test]
fn a_64x64_puzzle_is_solved_within_a_node_budget() {
    const ALPHABET: &str = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$%";
    let given: String = ALPHABET.chars().rev().collect();
    let input = format!("{}{given}{}", ".".repeat(64 * 32), ".".repeat(64 * 31));
    let output = sudograph()
        .args(["solve", "--jobs", "1", "--learning", "off", "--seed", "0"])
        .args(["--max-nodes", "20000"])
        .write_stdin(input.clone())
        .output()
        .expect("runs");
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    assert_eq!(
        output.status.code(),
        Some(0),
        "solved: {stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let puzzle = &puzzles(&input)[0].grid;
    assert_eq!(puzzle.side(), 64);
    oracle::assert_solves(&puzzles(&stdout)[0].grid, Some(puzzle), "the 64×64 answer");
}

/// A file of puzzle lines as people make them: comments, blank lines, lines too short and
/// lines with a bad symbol among good ones. Each bad line is one error in its place.
#[test]
fn a_file_of_lines_solves_every_good_puzzle_and_names_each_bad_one() {
    let input = format!(
        "# a file as people make them\n{NINE}\n{short}\n\n1x34.421...31342\n..34.421...31342\n",
        short = &NINE[..80]
    );
    let output = sudograph()
        .arg("solve")
        .write_stdin(input)
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    assert!(lines[1].starts_with("error: line 3: 80 cells"), "{stdout}");
    assert!(
        lines[2].starts_with("error: line 5, column 2: 'x'"),
        "{stdout}"
    );
    let solved = puzzles(&format!("{}\n{}", lines[0], lines[3]));
    assert_eq!(solved.len(), 2, "{stdout}");
    for puzzle in &solved {
        assert_eq!(oracle::violations(&puzzle.grid, None), vec![]);
    }
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "sudograph: <stdin>: line 3: 80 cells on the line; expected a puzzle line of side² cells \
         (16, 81, 256, 625 …)\n\
         sudograph: <stdin>: line 5, column 2: 'x' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)\n\
         sudograph: 2 of 4 puzzles could not be read\n"
    );
}

#[test]
fn a_nine_by_nine_line_under_a_sixteen_symbol_alphabet_is_a_length_error() {
    let output = sudograph()
        .args(["solve", "--symbols", "0123456789ABCDEF"])
        .write_stdin(NINE)
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "sudograph: <stdin>: line 1: 81 cells on the line; expected 256 (a puzzle line) or 16 (a grid row)\n"
    );
}
