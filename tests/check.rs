//! `sudograph check`: the validator reports exactly where a grid breaks.

use predicates::prelude::*;

use crate::harness::{sudograph, temp_file};

const SOLVED: &str =
    "824953671635817924719624853587291346142736589396485217261549738478362195953178462";
const PUZZLE: &str =
    "8.49.3.716358.7.24719.24.5..87.913.61..736..93.648.21..6.54.73847.3.219595.1.84.2";

#[test]
fn a_correct_solution_is_valid() {
    let grid = temp_file("ok.txt", SOLVED);
    let puzzle = temp_file("puzzle.txt", PUZZLE);
    sudograph()
        .arg("check")
        .arg(&grid)
        .arg("--puzzle")
        .arg(&puzzle)
        .assert()
        .success()
        .stdout("valid\n");
}

#[test]
fn a_changed_cell_is_reported_by_row_column_box_and_given() {
    // r1c1 is a given 8; make it 2, which already stands in row 1 (column 2), column 1
    // (row 7) and box 1 (r1c2).
    let bad = format!("2{}", &SOLVED[1..]);
    let grid = temp_file("bad.txt", &bad);
    // A name of its own: a test's temporary folder is removed when it ends.
    let puzzle = temp_file("changed-puzzle.txt", PUZZLE);
    sudograph()
        .arg("check")
        .arg(&grid)
        .arg("--puzzle")
        .arg(&puzzle)
        .assert()
        .code(1)
        .stdout(
            "r1c1: given 8 changed to 2; row 1: 2 appears in columns 1 and 2; \
             column 1: 2 appears in rows 1 and 7; box 1: 2 appears in r1c1 and r1c2\n",
        );
}

#[test]
fn empty_cells_are_listed() {
    let grid = temp_file("holes.txt", &format!(".{}", &SOLVED[1..]));
    sudograph()
        .arg("check")
        .arg(&grid)
        .assert()
        .code(1)
        .stdout("r1c1 is empty\n");
}

#[test]
fn several_grids_each_get_a_verdict() {
    let grid = temp_file("two.txt", &format!("{SOLVED}\n.{}\n", &SOLVED[1..]));
    sudograph()
        .arg("check")
        .arg(&grid)
        .assert()
        .code(1)
        .stdout("valid\nr1c1 is empty\n")
        .stderr("sudograph: checked 2 grids: 1 valid, 1 invalid, 0 unreadable\n");
}

#[test]
fn solve_output_checks_valid_for_every_size() {
    for example in [
        "examples/4x4.txt",
        "examples/9x9.txt",
        "examples/16x16.txt",
        "examples/25x25.txt",
    ] {
        let solved = sudograph().args(["solve", example]).output().expect("runs");
        let grids = temp_file(
            "solved.txt",
            &String::from_utf8(solved.stdout).expect("UTF-8"),
        );
        sudograph()
            .arg("check")
            .arg(&grids)
            .args(["--puzzle", example])
            .assert()
            .success()
            .stdout(predicate::str::is_match("^(valid\n)+$").expect("regex"));
    }
}

/// A grid of another size than its puzzle cannot be checked against it: unreadable input
/// (exit status 2), as `hint --grid` takes it, not an invalid grid.
#[test]
fn size_mismatch_is_unreadable_input() {
    let grid = temp_file("four.txt", "2134342142131342");
    let puzzle = temp_file("nine.txt", PUZZLE);
    let (grid_path, puzzle_path) = (
        grid.as_ref().to_str().unwrap(),
        puzzle.as_ref().to_str().unwrap(),
    );
    let problem = format!("line 1: the grid is 4×4 but the puzzle is 9×9 ({puzzle_path} line 1)");
    sudograph()
        .args(["check", grid_path, "--puzzle", puzzle_path])
        .assert()
        .code(2)
        .stdout(format!("error: {problem}\n"))
        .stderr(format!(
            "sudograph: {grid_path}: {problem}\n\
             sudograph: checked 1 grid: 0 valid, 0 invalid, 1 unreadable\n"
        ));
    sudograph()
        .args([
            "check",
            grid_path,
            "--puzzle",
            puzzle_path,
            "--format",
            "json",
        ])
        .assert()
        .code(2)
        .stdout(format!(
            "{{\"grid\":1,\"line\":1,\"verdict\":\"unreadable\",\"message\":\"{problem}\",\"file\":\"{grid_path}\"}}\n"
        ));
}
