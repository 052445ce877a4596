//! Why a puzzle has no solution, said alike by every command that meets one: clashing
//! givens, a cell left without a symbol, a unit where a symbol has no place left, or — when
//! the givens break no rule on their own — that a search found none. In text, JSON and CSV,
//! one record per puzzle, exit status 1.

use serde_json::Value;

use crate::harness::{objects, sudograph, temp_file};

/// Four 4×4 puzzles without solution, one for each reason.
const PUZZLES: [&str; 4] = [
    // Two 1s in row 1 (and box 1).
    "1134............",
    // r1c4 sees 1 and 2 in its row, 3 and 4 in its column.
    "12.........3...4",
    // Row 1, column 1 and box 1 have no cell left for a 1.
    "2.....1..1.....1",
    // Every cell has a candidate and every symbol a place, but no grid keeps the givens.
    ".14........2.3..",
];

/// What every command says of each puzzle of [`PUZZLES`].
const WHY: [&str; 4] = [
    "row 1: 1 given twice, columns 1 and 2; box 1: 1 given twice, cells r1c1 and r1c2",
    "r1c4 has no symbol left: the givens of its row, column and box hold all 4",
    "no place left for 1 in row 1: each of its empty cells sees a given 1; \
     no place left for 1 in column 1: each of its empty cells sees a given 1; \
     no place left for 1 in box 1: each of its empty cells sees a given 1",
    "found by search; no given clashes, and no cell or unit runs out of symbols on its own",
];

/// The puzzles as one input, a line each.
fn input() -> String {
    PUZZLES.join("\n") + "\n"
}

/// Runs `sudograph ARGS` on the puzzles, asserts exit status 1 (no solution) and returns
/// stdout.
fn unsolvable(args: &[&str]) -> String {
    let output = sudograph()
        .args(args)
        .write_stdin(input())
        .output()
        .expect("runs");
    assert_eq!(
        output.status.code(),
        Some(1),
        "sudograph {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// `text` as a CSV field: quoted when it holds a comma.
fn csv_field(text: &str) -> String {
    match text.contains(',') {
        true => format!("\"{text}\""),
        false => text.to_string(),
    }
}

/// The rows of a CSV output after its header, which must name `message` among its fields;
/// each row's `message` field must be `messages[i]`, and its row start `prefix(i)`.
fn assert_csv(stdout: &str, messages: &[String], prefix: impl Fn(usize) -> String) {
    let mut lines = stdout.lines();
    let header = lines.next().expect("a header");
    assert!(header.split(',').any(|f| f == "message"), "{header}");
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), messages.len(), "one row per puzzle: {stdout}");
    for (i, row) in rows.iter().enumerate() {
        assert!(row.starts_with(&prefix(i)), "row {}: {row}", i + 1);
        assert!(
            row.contains(&format!(",{},", csv_field(&messages[i])))
                || row.ends_with(&format!(",{}", csv_field(&messages[i]))),
            "row {}: {row}",
            i + 1
        );
    }
}

/// Asserts that `command` says why each puzzle has no solution in its three formats: a
/// text line `text(why)` each; JSON records whose `verdict_field` is `no solution` and
/// whose `message` is `message(why)`, returned; CSV rows with the same.
fn assert_says_why(
    command: &str,
    verdict_field: &str,
    text: impl Fn(&str) -> String,
    message: impl Fn(&str) -> String,
) -> Vec<Value> {
    let expected: String = WHY.iter().map(|why| text(why) + "\n").collect();
    assert_eq!(unsolvable(&[command]), expected, "{command}");
    let records = objects(unsolvable(&[command, "--format", "json"]).as_bytes());
    assert_eq!(records.len(), 4, "{command}");
    for (record, why) in records.iter().zip(WHY) {
        assert_eq!(record[verdict_field], "no solution", "{command}");
        assert_eq!(record["message"], message(why), "{command}");
    }
    let messages = WHY.map(&message);
    let csv = unsolvable(&[command, "--format", "csv"]);
    assert_csv(&csv, &messages, |i| format!("{0},{0},no solution,", i + 1));
    records
}

#[test]
fn solve_says_why_in_text_json_and_csv() {
    let text = |why: &str| format!("no solution: {why}");
    let records = assert_says_why("solve", "verdict", text, |why: &str| why.to_string());
    assert!(records.iter().all(|r| r["solution"] == Value::Null));
}

#[test]
fn count_says_why_in_text_json_and_csv() {
    let text = |why: &str| format!("0 (no solution): {why}");
    let records = assert_says_why("count", "verdict", text, |why: &str| why.to_string());
    assert!(
        records
            .iter()
            .all(|r| r["solutions"] == 0 && r["exact"] == true)
    );
}

#[test]
fn grade_says_why_in_text_json_and_csv() {
    let text = |why: &str| format!("no solution: {why}");
    let records = assert_says_why("grade", "level", text, |why: &str| why.to_string());
    assert!(records.iter().all(|r| r["hardest"] == Value::Null));
}

#[test]
fn hint_says_why_in_text_json_and_csv() {
    // A hint's message is its line in words.
    let text = |why: &str| format!("no solution: {why}");
    let records = assert_says_why("hint", "verdict", text, text);
    assert!(records.iter().all(|r| r["technique"] == Value::Null));
}

/// `check --puzzle` searches no solution, so it says why a puzzle has none when the givens
/// show it, and of the puzzle that only a search refutes, what is wrong with the grid.
#[test]
fn check_against_a_puzzle_without_solution_says_why() {
    let puzzles = temp_file("no-solution-puzzles.txt", &input());
    let puzzles = puzzles.as_ref().to_str().expect("UTF-8 path").to_string();
    let grids = "2134342142131342\n".repeat(4);
    let check = |format: &str| {
        let output = sudograph()
            .args(["check", "--puzzle", &puzzles, "--format", format])
            .write_stdin(grids.clone())
            .output()
            .expect("runs");
        assert_eq!(output.status.code(), Some(1));
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    // The grid of the last keeps r1c2's 1 and r4c2's 3, not r1c3's 4 nor r3c4's 2.
    let last = "r1c3: given 4 changed to 3; r3c4: given 2 changed to 3";
    let mut messages: Vec<String> = WHY[..3]
        .iter()
        .map(|why| format!("the puzzle has no solution: {why}"))
        .collect();
    messages.push(last.to_string());
    let text = check("text");
    assert_eq!(text, messages.join("\n") + "\n");
    let records = objects(check("json").as_bytes());
    assert_eq!(records.len(), 4);
    for (record, message) in records.iter().zip(&messages) {
        assert_eq!(record["verdict"], "invalid");
        assert_eq!(record["message"], message.as_str());
    }
    assert_csv(&check("csv"), &messages, |i| {
        format!("{0},{0},invalid,", i + 1)
    });
}

/// `dot --solve` says why too, on stderr, and draws the puzzle as given.
#[test]
fn dot_solve_says_why() {
    sudograph()
        .args(["dot", "--solve", "-o", "-"])
        .write_stdin(format!("{}\n", PUZZLES[1]))
        .assert()
        .code(1)
        .stderr(format!(
            "sudograph: <stdin>: line 1: no solution: {}; drawing the puzzle as given\n",
            WHY[1]
        ));
}

/// Pencil marks that leave a cell no candidate say so, with `solve --marks` and `grade
/// --marks` alike.
#[test]
fn pencil_marks_without_solution_say_why() {
    // r2c1 may hold 1 or 2 by its marks, and sees both given in its box.
    let marks = "1 2 3 4\n12 . . .\n. . . .\n. . . .\n";
    let file = temp_file("no-solution-marks.txt", marks);
    let path = file.as_ref().to_str().expect("UTF-8 path");
    let why = "r2c1 has no candidate left: the givens of its row, column and box rule out \
               each of its pencil marks";
    for command in ["solve", "grade"] {
        sudograph()
            .args([command, "--marks", path])
            .assert()
            .code(1)
            .stdout(format!("no solution: {why}\n"));
    }
}
