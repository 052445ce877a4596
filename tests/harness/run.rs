//! Running the built executable and reading what it prints: its stdout as JSON records or
//! as puzzles, and its solutions checked against their puzzles by the oracle.

use std::process::Output;

use assert_cmd::Command;
use sudograph::format::{Puzzle, ReadOptions, read_puzzles};
use sudograph::grid::Grid;

/// The built `sudograph` executable, run from the repository root.
pub fn sudograph() -> Command {
    let mut command = Command::cargo_bin("sudograph").expect("the binary is built");
    command.current_dir(env!("CARGO_MANIFEST_DIR"));
    command
}

/// Runs `sudograph ARGS` with `stdin`, whatever its exit status.
pub fn run(args: &[&str], stdin: &str) -> Output {
    sudograph()
        .args(args)
        .write_stdin(stdin.to_string())
        .output()
        .expect("runs")
}

/// A run's standard output, as text.
pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8")
}

/// A run's standard error, as text.
pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8")
}

/// The JSON objects of an output, one per line.
pub fn objects(stdout: &[u8]) -> Vec<serde_json::Value> {
    String::from_utf8(stdout.to_vec())
        .expect("UTF-8")
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
        .collect()
}

/// Every puzzle of a text, which must all read.
pub fn puzzles(text: &str) -> Vec<Puzzle> {
    read_puzzles(text.as_bytes(), &ReadOptions::default())
        .into_iter()
        .map(|p| p.expect("puzzle reads"))
        .collect()
}

/// Asserts that `output` holds one solution per puzzle of `input`, each complete, correct and
/// keeping its puzzle's givens, and returns the solutions.
pub fn assert_solutions(input: &str, output: &str) -> Vec<Grid> {
    let puzzles = puzzles(input);
    let solutions = self::puzzles(output);
    assert_eq!(
        solutions.len(),
        puzzles.len(),
        "one solution per puzzle in:\n{output}"
    );
    for (puzzle, solution) in puzzles.iter().zip(&solutions) {
        crate::oracle::assert_solves(
            &solution.grid,
            Some(&puzzle.grid),
            &format!("puzzle at line {}", puzzle.line),
        );
        assert_eq!(
            solution.layout, puzzle.layout,
            "output keeps the input's layout"
        );
    }
    solutions.into_iter().map(|s| s.grid).collect()
}

/// Runs `sudograph ARGS` with `input` on stdin, asserts that it succeeds (showing stderr
/// when not) and returns stdout.
pub fn run_ok(args: &[&str], input: &str) -> String {
    let output = sudograph()
        .args(args)
        .write_stdin(input.to_string())
        .output()
        .expect("runs");
    assert!(
        output.status.success(),
        "sudograph {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// Runs `sudograph solve` on `input` through stdin, asserts success and valid solutions.
pub fn solve_stdin(input: &str) -> Vec<Grid> {
    assert_solutions(input, &run_ok(&["solve"], input))
}
