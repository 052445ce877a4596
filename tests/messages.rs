//! Messages say what is wrong and what to do, in words that are true: each one's exact text.

use predicates::prelude::*;

use crate::harness::{Scratch, file, sudograph, temp_file};

#[test]
fn a_timeout_too_long_to_mean_anything_says_so() {
    sudograph()
        .args(["solve", "--timeout", "1e30", "examples/4x4.txt"])
        .assert()
        .code(2)
        .stderr("sudograph: --timeout 1e30: at most 1e9 seconds (leave it out for no limit)\n");
}

#[test]
fn dot_counts_puzzles_from_one_and_says_which_it_draws() {
    sudograph()
        .args(["dot", "--index", "0", "examples/9x9.txt"])
        .assert()
        .code(2)
        .stderr("sudograph: --index 0: puzzles are counted from 1\n");
    sudograph()
        .args(["dot", "--index", "5", "examples/4x4.txt"])
        .assert()
        .code(2)
        .stderr("sudograph: examples/4x4.txt: --index 5 but the file holds 1 puzzle\n");
    sudograph()
        .args(["dot", "examples/9x9.txt"])
        .assert()
        .success()
        .stderr("sudograph: examples/9x9.txt: drawing puzzle 1 of 3 (--index N draws another)\n");
    sudograph()
        .args(["dot", "--index", "2", "examples/9x9.txt"])
        .assert()
        .success()
        .stderr("");
}

#[test]
fn an_output_path_is_written_as_given_or_the_error_names_it() {
    let scratch = Scratch::new("output-paths");
    let missing = scratch.join("no/such/folder/x.dot");
    sudograph()
        .args(["dot", "examples/4x4.txt", "-o"])
        .arg(&missing)
        .assert()
        .code(2)
        .stderr(format!(
            "sudograph: {}: there is no folder {}\n",
            missing.display(),
            missing.parent().expect("folder").display()
        ));
    assert!(!scratch.join("no").exists(), "no folder is made");
    if cfg!(target_os = "linux") {
        sudograph()
            .args(["dot", "examples/4x4.txt", "-o", "/proc/nope.dot"])
            .assert()
            .code(2)
            .stderr(predicates::str::starts_with("sudograph: /proc/nope.dot: "))
            .stderr(predicates::str::contains(".tmp").not());
    }
}

#[test]
fn a_line_longer_than_the_largest_grid_says_the_most_cells() {
    sudograph()
        .arg("solve")
        .write_stdin("1".repeat(4097))
        .assert()
        .code(2)
        .stderr(
            "sudograph: <stdin>: line 1: 4097 cells on the line; expected at most 4096 \
             (a 64×64 puzzle line, the largest written in characters)\n",
        );
}

#[test]
fn totals_count_in_words_that_agree() {
    sudograph()
        .args(["solve", "--stats", "--jobs", "1"])
        .write_stdin("..34.421...31342\n")
        .assert()
        .success()
        .stderr(predicates::str::is_match(
            "\ntotal: 1 puzzle \\(1 solved\\); 0 nodes, 0 backtracks; [0-9.]+ ms solving on 1 thread, \\d+ puzzles/s per thread; seed 0\n$",
        ).expect("regex"));
}

#[test]
fn a_drawing_is_labelled_with_the_colours_it_uses() {
    let scratch = Scratch::new("colour-label");
    let out = scratch.join("myciel3.dot");
    let graph = temp_file("myciel3.col", &file("tests/data/dimacs/myciel3.col"));
    sudograph()
        .args(["colour", "-k", "6", "-o"])
        .arg(&out)
        .arg(&graph)
        .assert()
        .success();
    let dot = std::fs::read_to_string(&out).expect("written");
    assert!(dot.contains("11 nodes, 20 edges, 4 colours"), "{dot}");
    assert!(!dot.contains("6 colours"), "{dot}");
}

#[test]
fn a_six_by_six_line_is_told_its_boxes_are_missing() {
    sudograph()
        .arg("solve")
        .write_stdin(".".repeat(36))
        .assert()
        .code(2)
        .stderr(
            "sudograph: <stdin>: line 1: side 6 has two box shapes, 2x3 and 3x2: give one with \
             --box 2x3\n",
        );
    sudograph()
        .args(["solve", "--box", "2x3"])
        .write_stdin(".".repeat(36))
        .assert()
        .success();
}

/// The library's errors are for any program: they name no command-line flag, which the
/// command line adds where it has one.
#[test]
fn library_errors_name_no_flags() {
    use sudograph::format::{Alphabet, ReadOptions, read_puzzles};
    use sudograph::grid::{MAX_SIDE, Shape};
    let mut messages = vec![
        Alphabet::custom("1123").unwrap_err().to_string(),
        Alphabet::custom("12345678901234567890123456789012345678901234567890123456789012345")
            .unwrap_err()
            .to_string(),
        Shape::for_side(6).unwrap_err().to_string(),
        Shape::for_side(MAX_SIDE + 1).unwrap_err().to_string(),
    ];
    for text in [".".repeat(36), ".".repeat(100), "1".repeat(4097)] {
        let error = read_puzzles(text.as_bytes(), &ReadOptions::default())
            .remove(0)
            .unwrap_err();
        messages.push(error.to_string());
    }
    for message in &messages {
        assert!(!message.contains("--"), "{message}");
    }
    sudograph()
        .args(["solve", "--symbols", "1123"])
        .write_stdin("")
        .assert()
        .code(2)
        .stderr("sudograph: --symbols 1123: symbol '1' appears twice\n");
}
