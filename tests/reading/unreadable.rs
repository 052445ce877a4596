//! A puzzle that does not read is one record in its place, whatever is wrong with it: a
//! grid with a bad row, a row too many or too few, a side past the largest or one that
//! needs its boxes named, or a line that is no puzzle at all is one error naming the line
//! and column of its first fault, and the grid after it still reads.

use proptest::prelude::*;
use sudograph::format::{Layout, ReadOptions, read_puzzles};
use sudograph::grid::MAX_SIDE;

use crate::harness::{
    Rng, assert_solutions, file, numbers, objects, pattern, random_solution, sudograph, temp_file,
    with_holes,
};

/// The guide's 9×9 grid (examples/9x9-grid.txt) without its comments: rows with `|`
/// between boxes and a rule between bands, so that row 6 is on line 7.
fn example_grid() -> Vec<String> {
    file("examples/9x9-grid.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// The lines of the example holding rows, by row index.
fn row_lines(grid: &[String]) -> Vec<usize> {
    (0..grid.len())
        .filter(|&i| !grid[i].starts_with('-'))
        .collect()
}

/// The example grid made bad in each way issue 50 saw, with the record it must give.
fn malformed() -> Vec<(&'static str, Vec<String>, &'static str)> {
    let good = example_grid();
    let rows = row_lines(&good);
    let mut long = good.clone();
    long[rows[5]].push_str(" 5");
    let mut short = good.clone();
    let cut = short[rows[5]].len() - 2;
    short[rows[5]].truncate(cut);
    let mut missing = good.clone();
    missing.remove(rows[5]);
    let mut extra = good.clone();
    extra.insert(rows[5], good[rows[5]].clone());
    let mut symbol = good.clone();
    symbol[rows[3]] = symbol[rows[3]].replacen('8', "x", 1);
    vec![
        (
            "a row of 10 cells",
            long,
            "line 7, column 23: row 6 has 10 cells; a 9×9 grid's rows have 9",
        ),
        (
            "a row of 8 cells",
            short,
            "line 7, column 20: row 6 has 8 cells; a 9×9 grid's rows have 9",
        ),
        (
            "a missing row",
            missing,
            "line 1: grid ends after 8 of its 9 rows",
        ),
        (
            "an extra row",
            extra,
            "line 12, column 1: row 10 is one too many: a 9×9 grid has 9 rows",
        ),
        (
            "a bad symbol",
            symbol,
            "line 5, column 3: 'x' is not a symbol of a 9×9 grid (symbols 1-9, empty . _ 0)",
        ),
    ]
}

/// Each malformed grid is one record at its fault, and the good grid after it is solved:
/// before, a row of 10 cells made three records ("3 of 3 puzzles could not be read").
#[test]
fn each_malformed_grid_is_one_record_and_the_next_grid_solves() {
    let good = example_grid().join("\n");
    for (what, grid, message) in malformed() {
        let input = format!("{}\n\n{good}\n", grid.join("\n"));
        let stderr =
            format!("sudograph: <stdin>: {message}\nsudograph: 1 of 2 puzzles could not be read\n");
        let run = sudograph().arg("solve").write_stdin(input).assert();
        let run = run.code(2).stderr(stderr);
        let stdout = String::from_utf8_lossy(&run.get_output().stdout);
        let (first, rest) = stdout.split_once("\n\n").expect("two records");
        assert_eq!(first, format!("error: {message}"), "{what}");
        assert_solutions(&format!("{good}\n"), rest);
    }
}

/// `solve`, `count`, `grade` and `check` each print exactly one record per puzzle of a
/// file of grids, good and bad, in order.
#[test]
fn every_command_prints_one_record_per_grid_in_order() {
    let good = example_grid().join("\n");
    let bad = malformed();
    let mut grids = vec![good.clone()];
    grids.extend(bad.iter().map(|(_, grid, _)| grid.join("\n")));
    grids.push(good.clone());
    let puzzles = temp_file("one-record-puzzles.txt", &(grids.join("\n\n") + "\n"));
    let solved = sudograph()
        .args(["solve", "--format", "json"])
        .arg(&puzzles)
        .output()
        .expect("runs");
    let expected: Vec<Option<&str>> = std::iter::once(None)
        .chain(bad.iter().map(|(_, _, message)| Some(*message)))
        .chain([None])
        .collect();
    let count = expected.len();
    for command in ["solve", "count", "grade"] {
        let output = sudograph()
            .args([command, "--format", "json"])
            .arg(&puzzles)
            .output()
            .expect("runs");
        assert_eq!(output.status.code(), Some(2), "{command}");
        let records = objects(&output.stdout);
        assert_eq!(records.len(), count, "{command}");
        let mut line = 0;
        for (i, (record, message)) in records.iter().zip(&expected).enumerate() {
            assert_eq!(record["puzzle"], i + 1, "{command}");
            let text = record["message"].as_str().map(fault);
            match message {
                Some(message) => assert_eq!(text, Some(fault(message)), "{command} record {i}"),
                None => assert!(record["message"].is_null(), "{command} record {i}"),
            }
            let at = record["line"].as_u64().expect("a line");
            assert!(at > line, "{command}: records in input order");
            line = at;
        }
        let text = sudograph()
            .arg(command)
            .arg(&puzzles)
            .output()
            .expect("runs");
        let errors = String::from_utf8_lossy(&text.stdout)
            .lines()
            .filter(|l| l.starts_with("error: "))
            .count();
        assert_eq!(errors, bad.len(), "{command} in text");
    }
    // check: the solved grid in place of each good one, the bad ones as they are.
    let solution = objects(&solved.stdout)[0]["solution"]
        .as_str()
        .expect("solved")
        .to_string();
    let mut grids_to_check = grids.clone();
    let last = grids_to_check.len() - 1;
    for i in [0, last] {
        grids_to_check[i] = sudograph::format::write_grid(
            &crate::harness::puzzles(&solution)[0].grid,
            Layout::Grid,
            &sudograph::format::Alphabet::for_side(9),
        )
        .trim_end()
        .to_string();
    }
    let to_check = temp_file(
        "one-record-grids.txt",
        &(grids_to_check.join("\n\n") + "\n"),
    );
    let output = sudograph()
        .args(["check", "--format", "json"])
        .arg(&to_check)
        .output()
        .expect("runs");
    let records = objects(&output.stdout);
    assert_eq!(records.len(), count);
    let verdicts: Vec<&str> = records
        .iter()
        .map(|r| r["verdict"].as_str().unwrap())
        .collect();
    let mut want = vec!["valid"];
    want.extend(std::iter::repeat_n("unreadable", bad.len()));
    want.push("valid");
    assert_eq!(verdicts, want);
    for (record, (_, _, message)) in records[1..].iter().zip(&bad) {
        assert_eq!(record["message"].as_str().map(fault), Some(fault(message)));
    }
}

/// A message without the place it names (`line 7, column 23: `), which moves with the
/// grids before it.
fn fault(message: &str) -> &str {
    message.split_once(": ").map_or(message, |(_, fault)| fault)
}

/// Text that is no puzzle is told by its first character that is no symbol; it used to
/// be called a grid of side 10 that needed boxes.
#[test]
fn hello_world_is_told_that_h_is_no_symbol() {
    sudograph()
        .arg("solve")
        .write_stdin("hello world\n")
        .assert()
        .code(2)
        .stdout(
            "error: line 1, column 1: 'h' is not a symbol of a 10×10 grid (symbols 1-9A, empty \
             . _ 0)\n",
        );
}

/// A side that is no square names the option that gives its boxes, whether the puzzle
/// is a line of 36 cells or a grid of 6 rows; one record for the grid.
#[test]
fn a_side_that_needs_boxes_names_the_box_option() {
    let message =
        "error: line 1: side 6 has two box shapes, 2x3 and 3x2: give one with --box 2x3\n";
    let rows = "123456\n456123\n......\n......\n......\n......\n";
    for input in [".".repeat(36), rows.to_string()] {
        sudograph()
            .arg("solve")
            .write_stdin(input.clone())
            .assert()
            .code(2)
            .stdout(message);
        sudograph()
            .args(["solve", "--box", "2x3"])
            .write_stdin(input)
            .assert()
            .success();
    }
}

#[test]
fn a_line_that_is_no_puzzle_is_told_by_its_first_character_that_is_no_symbol() {
    let output = sudograph()
        .arg("solve")
        .write_stdin("..34.421...31342\nhello world\n..34.421...31342\n")
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "2134342142131342\n\
         error: line 2, column 1: 'h' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)\n\
         2134342142131342\n"
    );
}

/// Grids past the largest side are one record each, however many rows they have, and
/// the grid after one still reads: before, each of the 81 rows of an 81×81 grid (then
/// past the largest side) was a record.
#[test]
fn a_grid_past_the_largest_side_is_one_error_record() {
    let mut rng = Rng::new(81);
    let n = MAX_SIDE.isqrt() + 1;
    let big = numbers(&pattern(n), 2, ".", &mut rng);
    let mut small = numbers(&pattern(3), 3, "0", &mut rng);
    let message = format!(
        "error: line 1: side {} is larger than the maximum {MAX_SIDE}\n",
        n * n
    );
    sudograph()
        .arg("solve")
        .write_stdin(big.clone())
        .assert()
        .code(2)
        .stdout(message.clone())
        .stderr(format!("sudograph: <stdin>: {}", &message[7..]));
    small.insert(0, '\n');
    let output = sudograph()
        .arg("solve")
        .write_stdin(format!("{big}{small}"))
        .output()
        .expect("runs");
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    let (first, rest) = stdout.split_once("\n\n").expect("two records");
    assert_eq!(format!("{first}\n"), message);
    assert_solutions(&small, rest);
    // In the box-size header format (the frontier81 instances), the same.
    let lewis = format!("{n}\n1\n{}", numbers(&pattern(n), 2, "-1", &mut rng));
    sudograph()
        .arg("solve")
        .write_stdin(lewis)
        .assert()
        .code(2)
        .stdout(message);
}

/// Grids as text, one of them with a corrupted row.
struct Corrupted {
    text: String,
    /// The grids written.
    grids: Vec<sudograph::Grid>,
    /// The line of the corrupted row.
    corrupted: Option<usize>,
}

/// The grid's rows as text: packed characters, characters with spaces and `|`, or
/// numbers; `bad` (row, how) corrupts one row: 0 adds a cell, 1 drops one, 2 writes a
/// cell that is no symbol.
fn rows_of(grid: &sudograph::Grid, style: usize, bad: Option<(usize, usize)>) -> Vec<String> {
    let side = grid.side();
    let alphabet = sudograph::format::Alphabet::for_side(side);
    (0..side)
        .map(|r| {
            let mut cells: Vec<String> = (0..side)
                .map(|c| match (grid.get(r, c), style) {
                    (None, _) => ".".to_string(),
                    (Some(s), 2) => (s + 1).to_string(),
                    (Some(s), _) => alphabet.symbol(s).to_string(),
                })
                .collect();
            match bad {
                Some((row, 0)) if row == r => cells.push(cells[0].clone()),
                Some((row, 1)) if row == r => drop(cells.pop()),
                Some((row, _)) if row == r => cells[side / 2] = "x".to_string(),
                _ => {}
            }
            match style {
                0 => cells.concat(),
                _ => cells.join(" "),
            }
        })
        .collect()
}

/// Grids of one side and style set apart by blank lines, one of them with a corrupted
/// row; the line of that row.
fn corrupted_file(seed: u64, count: usize, which: usize, how: usize) -> Corrupted {
    let mut rng = Rng::new(seed);
    let n = 2 + rng.below(3);
    let style = match n {
        4 => rng.below(3),
        _ => rng.below(2),
    };
    let mut text = String::new();
    let mut line = 1;
    let mut corrupted = None;
    let mut grids = Vec::new();
    for g in 0..count {
        let grid = with_holes(&random_solution(n, &mut rng), 0.2, &mut rng);
        let bad = (g == which).then(|| (rng.below(n * n), how));
        if let Some((row, _)) = bad {
            corrupted = Some(line + row);
        }
        for row in rows_of(&grid, style, bad) {
            text += &row;
            text.push('\n');
            line += 1;
        }
        text.push('\n');
        line += 1;
        grids.push(grid);
    }
    Corrupted {
        text,
        grids,
        corrupted,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Among good grids, one with a row too long, too short or with a bad symbol is one
    /// record, an error at that row's line; every other grid reads.
    #[test]
    fn a_corrupted_row_costs_its_grid_one_record(
        seed: u64,
        count in 1usize..5,
        which in 0usize..5,
        how in 0usize..3,
    ) {
        let file = corrupted_file(seed, count, which, how);
        let results = read_puzzles(file.text.as_bytes(), &ReadOptions::default());
        prop_assert_eq!(results.len(), count, "{}", file.text);
        for (g, result) in results.iter().enumerate() {
            match (g == which, result) {
                (true, Err(error)) => prop_assert_eq!(Some(error.line), file.corrupted),
                (false, Ok(puzzle)) => prop_assert_eq!(&puzzle.grid, &file.grids[g]),
                (bad, result) => prop_assert!(false, "grid {} (bad: {}): {:?}\n{}", g, bad, result, file.text),
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// The same through `solve`: one JSON record per grid, in order.
    #[test]
    fn solve_answers_one_record_per_grid_with_a_corrupted_row(seed: u64, how in 0usize..3) {
        let file = corrupted_file(seed, 3, 1, how);
        let output = sudograph()
            .args(["solve", "--format", "json", "--max-nodes", "20000"])
            .write_stdin(file.text.clone())
            .output()
            .expect("runs");
        let records = objects(&output.stdout);
        prop_assert_eq!(records.len(), 3, "{}", file.text);
        prop_assert_eq!(&records[1]["verdict"], "unreadable");
        prop_assert_eq!(records[1]["line"].as_u64(), file.corrupted.map(|l| l as u64));
        for i in [0, 2] {
            prop_assert_ne!(&records[i]["verdict"], "unreadable");
        }
    }
}
