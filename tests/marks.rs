//! Pencil marks: the 729-character candidate line and candidate grids read back what was
//! written, `sudograph marks` writes what `grade --marks` and `hint --grid` read, and a
//! grid whose candidates were edited by hand is graded and hinted from those candidates.

use predicates::prelude::*;
use sudograph::format::{Alphabet, ReadOptions, read_marks, write_marks};
use sudograph::grade::{Grader, PencilMarks, Technique};
use sudograph::grid::Grid;

use crate::harness::{Rng, puzzles, random_solution, run_ok, sudograph, temp_file, with_holes};

/// The candidates of every cell of a board (a filled cell: none), one word per cell as
/// up to 64×64.
fn candidates(board: &PencilMarks) -> Vec<u64> {
    (0..board.cells().len())
        .flat_map(|c| board.candidates(c).iter().copied())
        .collect()
}

#[test]
fn candidate_lines_and_grids_read_back_what_was_written() {
    let mut rng = Rng::new(48);
    for (n, holes) in [(2, 0.6), (3, 0.5), (3, 0.8), (4, 0.5)] {
        for _ in 0..20 {
            let puzzle = with_holes(&random_solution(n, &mut rng), holes, &mut rng);
            let grader = Grader::new(puzzle.rules());
            let mut board = PencilMarks::new(&grader, puzzle.cells());
            // Cross out a few candidates at random, as a player does, keeping two or more.
            for cell in 0..puzzle.cells().len() {
                let set = board.candidates(cell)[0];
                if set.count_ones() > 2 && rng.below(3) == 0 {
                    board.remove(cell, set.trailing_zeros() as u16);
                }
            }
            let alphabet = Alphabet::for_side(n * n);
            for line in [true, false] {
                let text = write_marks(board.cells(), &candidates(&board), &alphabet, line);
                if line && n == 3 {
                    assert_eq!(text.trim_end().len(), 729);
                }
                let read = read_marks(text.as_bytes(), &ReadOptions::default());
                assert_eq!(read.len(), 1, "{text}");
                let marks = read[0].as_ref().expect("reads back");
                // A cell with one candidate reads back as filled, as in the tools that
                // write this format.
                for cell in 0..puzzle.cells().len() {
                    let set = match board.cells()[cell] {
                        Some(s) => 1 << s,
                        None => board.candidates(cell)[0],
                    };
                    assert_eq!(marks.candidates[cell], set, "cell {cell} of\n{text}");
                    let filled = (set.count_ones() == 1).then(|| set.trailing_zeros() as u16);
                    assert_eq!(marks.cells[cell], filled);
                }
            }
        }
    }
}

#[test]
fn a_candidate_line_with_zeros_and_grids_with_borders_and_braces_read() {
    // r1c1 holds 1 (a given), every other cell 1-9 less nothing: zeros for absent digits.
    let line = format!("100000000{}", "123456789".repeat(80));
    let marks = read_marks(line.as_bytes(), &ReadOptions::default())
        .remove(0)
        .unwrap();
    assert_eq!(marks.cells[0], Some(0));
    assert_eq!(marks.candidates[1], 0x1ff);
    let grid = "12 | 1 3 4\n---+----\n3 4 | {1,2} 12\n\n24 12 | 14 3\n1 3 | 24 24\n";
    let marks = read_marks(grid.as_bytes(), &ReadOptions::default())
        .remove(0)
        .unwrap();
    assert_eq!(marks.side, 4);
    assert_eq!(marks.candidates[6], 0b11);
    assert_eq!(marks.line, 1);
    let bad = read_marks(
        b"12 1 3 4\n3 4 x 12\n24 12 14 3\n1 3 24 24\n",
        &ReadOptions::default(),
    );
    assert_eq!(
        bad[0].as_ref().unwrap_err().to_string(),
        "line 2: 'x' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)"
    );
}

/// The guide's fiendish puzzle played by the grader up to its naked pair, and the board
/// there: the step before which the marks are written.
fn before_the_naked_pair() -> (Grid, PencilMarks, usize) {
    let puzzle = puzzles(
        ".1.3.......4...23.3..5.....46..18.5.....5.19......9.6...249...6..1...7...5.......",
    )
    .remove(0)
    .grid;
    let grader = Grader::new(puzzle.rules());
    let grade = grader.grade(puzzle.cells());
    let at = grade
        .steps
        .iter()
        .position(|s| s.technique == Technique::NakedPair)
        .unwrap();
    let mut board = PencilMarks::new(&grader, puzzle.cells());
    for step in &grade.steps[..at] {
        board.apply(&grader, step);
    }
    (puzzle, board, at)
}

#[test]
fn edited_candidates_are_graded_and_hinted_from_as_they_are() {
    let (puzzle, mut board, _) = before_the_naked_pair();
    let grader = Grader::new(puzzle.rules());
    let alphabet = Alphabet::for_side(9);
    let text = write_marks(board.cells(), &candidates(&board), &alphabet, true);
    let marks = temp_file("marks-before-pair.txt", &text);
    let marks_path = marks.as_ref().to_str().unwrap().to_string();
    let puzzle_text = format!("{puzzle}\n");
    let hint = run_ok(
        &["hint", "--grid", &marks_path, "--format", "json"],
        &puzzle_text,
    );
    let record: serde_json::Value = serde_json::from_str(hint.trim()).unwrap();
    assert_eq!(record["technique"], "naked pair", "{record}");
    // The player removes the pair's candidates by hand: the hint moves on, and grading
    // starts from those marks.
    let pair = grader.next_step(&board).unwrap();
    assert_eq!(pair.technique, Technique::NakedPair);
    for &(cell, symbol) in &pair.removed {
        board.remove(cell, symbol);
    }
    let edited = write_marks(board.cells(), &candidates(&board), &alphabet, true);
    let edited_file = temp_file("marks-after-pair.txt", &edited);
    let edited_path = edited_file.as_ref().to_str().unwrap().to_string();
    let hint = run_ok(&["hint", "--grid", &edited_path], &puzzle_text);
    let next = grader.next_step(&board).unwrap();
    assert_ne!(next.technique, Technique::NakedPair);
    // The hint is the step in words, then its rating: a naked triple's 3.6.
    assert_eq!(next.technique, Technique::NakedTriple);
    let told = format!("{} (rating 3.6)", grader.explain(&next, &alphabet));
    assert_eq!(hint.trim(), told);
    let graded = run_ok(&["grade", "--marks", "--explain", &edited_path], "");
    let first = graded.lines().nth(1).unwrap();
    assert_eq!(first, format!("  1. {}", grader.explain(&next, &alphabet)));
    // Grading from scratch instead would take the naked pair again.
    let from_scratch = grader.grade_from(PencilMarks::new(&grader, board.cells()));
    assert!(
        from_scratch
            .steps
            .iter()
            .any(|s| s.technique == Technique::NakedPair)
    );
}

#[test]
fn marks_that_leave_out_a_cells_symbol_are_a_mistake() {
    let (puzzle, mut board, _) = before_the_naked_pair();
    let solution = puzzles(&run_ok(&["solve"], &format!("{puzzle}\n")))
        .remove(0)
        .grid;
    let cell = (0..81).find(|&c| board.cells()[c].is_none()).unwrap();
    let right = solution.cells()[cell].unwrap();
    board.remove(cell, right);
    let text = write_marks(
        board.cells(),
        &candidates(&board),
        &Alphabet::for_side(9),
        false,
    );
    let marks = temp_file("marks-wrong.txt", &text);
    let output = sudograph()
        .args(["hint", "--grid", marks.as_ref().to_str().unwrap()])
        .write_stdin(format!("{puzzle}\n"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let name = sudograph::grid::cell_name(9, cell);
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        format!("mistake: {name}'s candidates leave out its symbol\n")
    );
}

#[test]
fn the_marks_command_writes_what_grade_and_hint_read() {
    let out = run_ok(&["marks", "--layout", "grid"], "..34.421...31342\n");
    assert_eq!(out, "2  12 3 4\n3  4  2 1\n24 2  1 3\n1  3  4 2\n");
    let nine =
        ".1.3.......4...23.3..5.....46..18.5.....5.19......9.6...249...6..1...7...5.......\n";
    let line = run_ok(&["marks"], nine);
    assert_eq!(line.trim_end().len(), 729);
    let written = temp_file("marks-written.txt", &line);
    let path = written.as_ref().to_str().unwrap().to_string();
    // From the marks of the givens alone, grading and hinting find what they find from
    // the puzzle.
    // (A cell with one candidate reads as filled, so naked singles of the givens' marks
    // are not counted as steps: the level and hardest technique stay.)
    let level = |text: String| text.split("; ").take(2).collect::<Vec<_>>().join("; ");
    assert_eq!(
        level(run_ok(&["grade", "--marks", &path], "")),
        level(run_ok(&["grade"], nine))
    );
    assert_eq!(
        run_ok(&["hint", "--grid", &path], nine),
        run_ok(&["hint"], nine)
    );
}

#[test]
fn grade_marks_answers_every_grid_in_its_place() {
    let text =
        "12 1 3 4\n3 4 x 12\n24 12 14 3\n1 3 24 24\n\n2 1 3 4\n3 4 12 12\n4 2 14 3\n1 3 24 24\n";
    let file = temp_file("marks-two.txt", text);
    let output = sudograph()
        .args(["grade", "--marks", file.as_ref().to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "error: line 2: 'x' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)\n\
         simple; ER/EP/ED 1.2/1.0/1.0; hardest hidden single; hidden single ×5\n"
    );
    let json = sudograph()
        .args([
            "grade",
            "--marks",
            "--format",
            "json",
            file.as_ref().to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let lines: Vec<serde_json::Value> = String::from_utf8(json.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["level"], "unreadable");
    assert_eq!(lines[1]["level"], "simple");
    assert_eq!(lines[1]["line"], 6);
    sudograph()
        .args([
            "grade",
            "--marks",
            "--quiet",
            file.as_ref().to_str().unwrap(),
        ])
        .assert()
        .code(2)
        .stdout("")
        .stderr("");
}

#[test]
fn solve_marks_keeps_every_cell_to_its_candidates() {
    let nine =
        ".1.3.......4...23.3..5.....46..18.5.....5.19......9.6...249...6..1...7...5.......\n";
    let written = temp_file("marks-solve.txt", &run_ok(&["marks"], nine));
    let path = written.as_ref().to_str().unwrap().to_string();
    let out = run_ok(&["solve", "--marks", &path], "");
    crate::harness::assert_solutions(nine, &out);
    // Candidates that leave out a cell's symbol leave no solution; a bad grid is an error
    // in its place.
    let text = "12 1 3 4\n3 4 12 12\n24 12 14 3\n1 3 24 24\n\n1 2 3 4\n3 4 12 12\n24 12 14 3\n1 3 24 24\n\n1 2 3 4\n3 4 x 1\n24 12 14 3\n1 3 24 24\n";
    let file = temp_file("marks-solve-three.txt", text);
    let output = sudograph()
        .args(["solve", "--marks", file.as_ref().to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "2134342142131342\nno solution: column 1: 1 given twice, rows 1 and 4\n\
         error: line 12: 'x' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)\n"
    );
}

/// Marks that do not fit the shape asked for are one bad record each, never a panic: a
/// 729-character line (9×9's) under `--box 4x4`, a grid of rows wider than any side, and a
/// `--box` for another side than the grid's.
#[test]
fn marks_that_do_not_fit_the_shape_are_bad_records() {
    let nine =
        ".1.3.......4...23.3..5.....46..18.5.....5.19......9.6...249...6..1...7...5.......\n";
    let line = run_ok(&["marks"], nine);
    let file = temp_file("marks-box.txt", &line);
    let path = file.as_ref().to_str().unwrap().to_string();
    for command in ["solve", "grade"] {
        let output = sudograph()
            .args([command, "--marks", &path, "--box", "4x4"])
            .output()
            .unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{command}: {stderr}");
        assert!(!stderr.contains("panicked"), "{command}: {stderr}");
    }
    let row = vec!["1"; 65].join(" ");
    let wide = temp_file("marks-wide.txt", &format!("{}\n", vec![row; 65].join("\n")));
    let output = sudograph()
        .args(["solve", "--marks", wide.as_ref().to_str().unwrap()])
        .output()
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("pencil marks are read for grids up to 64×64"),
        "{stderr}"
    );
    let four = temp_file(
        "marks-four.txt",
        "12 1 3 4\n3 4 12 12\n24 12 14 3\n1 3 24 24\n",
    );
    let output = sudograph()
        .args([
            "grade",
            "--marks",
            four.as_ref().to_str().unwrap(),
            "--box",
            "3x3",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(
        !String::from_utf8(output.stderr)
            .unwrap()
            .contains("panicked")
    );
}

/// Runs `sudograph ARGS` with `input` on stdin, asserts exit status 2 (bad input) and
/// returns stdout.
fn bad_input(args: &[&str], input: &str) -> String {
    let output = sudograph()
        .args(args)
        .write_stdin(input.to_string())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    String::from_utf8(output.stdout).unwrap()
}

/// A file whose first line is a 9×9 candidate line holds pencil marks without `--marks`:
/// `solve` and `grade` read it as `--marks` asks, where it used to be a 27×27 puzzle line
/// without box shape. The commands that take no pencil marks say which do.
#[test]
fn a_candidate_line_is_pencil_marks_without_the_flag() {
    let nine =
        ".1.3.......4...23.3..5.....46..18.5.....5.19......9.6...249...6..1...7...5.......\n";
    let line = run_ok(&["marks"], nine);
    assert_eq!(line.trim_end().len(), 729);
    let with_comment = format!("# a player's marks\n\n{line}");
    for command in ["solve", "grade"] {
        let asked = run_ok(&[command, "--marks"], &line);
        assert_eq!(run_ok(&[command], &with_comment), asked, "{command}");
        assert_eq!(
            run_ok(&[command, "--box", "3x3"], &line),
            asked,
            "{command}"
        );
    }
    crate::harness::assert_solutions(nine, &run_ok(&["solve"], &line));
    for (command, says) in [
        (
            "count",
            "solve and grade read pencil marks, hint as the player's grid (--grid)",
        ),
        (
            "check",
            "solve and grade read pencil marks, hint as the player's grid (--grid)",
        ),
        (
            "hint",
            "give pencil marks as the player's grid (--grid), beside the puzzle",
        ),
    ] {
        let stdout = bad_input(&[command], &line);
        assert!(
            stdout.starts_with(&format!(
                "error: line 1: 9×9 pencil marks (729 characters: 81 cells × 9 candidates), \
                 not a puzzle: {says}; as a puzzle, side 27 has two box shapes, 3x9 and 9x3: \
                 give one with --box 3x9\n"
            )),
            "{command}: {stdout}"
        );
    }
    // Amid puzzles, `solve` says how to read it.
    let stdout = bad_input(&["solve"], &format!("{nine}{line}"));
    assert!(
        stdout.ends_with(
            "error: line 2: 9×9 pencil marks (729 characters: 81 cells × 9 candidates), not a \
             puzzle: read it with --marks, or first in a file of pencil marks; as a puzzle, side \
             27 has two box shapes, 3x9 and 9x3: give one with --box 3x9\n"
        ),
        "{stdout}"
    );
}

/// With a box shape or an alphabet of 27 symbols, a 729-character line is a 27×27 puzzle,
/// even one that could be read as pencil marks.
#[test]
fn a_box_shape_or_alphabet_makes_a_line_of_729_a_puzzle() {
    let empty = ".".repeat(729);
    for options in [&["--box", "3x9"][..], &["--box", "9x3"]] {
        sudograph()
            .arg("check")
            .args(options)
            .write_stdin(format!("{empty}\n"))
            .assert()
            .code(1)
            .stdout(predicates::str::starts_with("r1c1 is empty; r1c2 is empty"));
    }
    // 27 symbols fix the side; the box shape is still to give, and said so plainly.
    sudograph()
        .args(["check", "--symbols", "123456789ABCDEFGHIJKLMNOPQR"])
        .write_stdin(format!("{empty}\n"))
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "so its boxes must be given, such as 3x9",
        ))
        .stderr(predicates::str::contains("pencil marks").not());
}

/// A line of 729 digits that is not a candidate line (a digit out of its place) is no
/// puzzle either: its error names `--marks`, and `--marks` names the digit.
#[test]
fn a_line_of_729_digits_out_of_place_names_marks() {
    let mut line = "123456789".repeat(81);
    line.replace_range(13..14, "2"); // r1c2's fifth place
    assert_eq!(
        bad_input(&["solve"], &format!("{line}\n")),
        "error: line 1: side 27 has two box shapes, 3x9 and 9x3: give one with --box 3x9; \
         if it is 9×9 pencil marks: read it with --marks, or first in a file of pencil marks\n"
    );
    assert_eq!(
        bad_input(&["solve", "--marks"], &format!("{line}\n")),
        "error: line 1, column 14: '2' in place 5 of r1c2: a 9×9 pencil-mark line writes \
         candidate n in place n of its cell's nine, else . or 0\n"
    );
}
