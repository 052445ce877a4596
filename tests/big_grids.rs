//! 16×16 and 25×25 puzzles (Lewis-protocol instances copied into tests/data) solve, and
//! every solution keeps its givens and passes the validator.

use crate::harness::{assert_solutions, file, sudograph};

fn solves_every_puzzle_of(path: &str, side: usize) {
    let output = sudograph().args(["solve", path]).output().expect("runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let solutions = assert_solutions(
        &file(path),
        &String::from_utf8(output.stdout).expect("UTF-8"),
    );
    assert!(!solutions.is_empty());
    assert!(solutions.iter().all(|s| s.side() == side));
}

#[test]
fn lewis_16x16_puzzles_solve() {
    solves_every_puzzle_of("tests/data/lewis16.txt", 16);
}

#[test]
fn lewis_25x25_puzzles_solve() {
    solves_every_puzzle_of("tests/data/lewis25.txt", 25);
}

#[test]
fn empty_grids_fill_up_to_36x36() {
    for side in [4usize, 9, 16, 25, 36] {
        let output = sudograph()
            .arg("solve")
            .write_stdin(".".repeat(side * side))
            .output()
            .expect("runs");
        assert!(output.status.success(), "side {side}");
        assert_solutions(
            &".".repeat(side * side),
            &String::from_utf8(output.stdout).expect("UTF-8"),
        );
    }
}
