//! `dot --solve --steps DIR`: a frame per step of the search, each drawing its step's
//! reason; old frames replaced and a foreign folder refused; the lesson is the run's
//! output, so no DOT goes to stdout unless asked; and the frame limit.

use predicates::prelude::*;

use crate::harness::{Scratch, sudograph};

#[test]
fn steps_replay_the_colouring_one_file_per_step() {
    let scratch = Scratch::new("dot-steps");
    let dir = scratch.join("steps");
    let solved = sudograph()
        .args(["dot", "--solve", "-o", "-", "--steps"])
        .arg(&dir)
        .write_stdin("..34.421...31342")
        .assert()
        .success()
        .stderr("wrote 7 steps to ".to_string() + &dir.display().to_string() + "\n")
        .get_output()
        .stdout
        .clone();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("steps written")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let expected: Vec<String> = (0..7).map(|i| format!("step-{i:04}.dot")).collect();
    assert_eq!(names, expected, "the puzzle, then one file per forced cell");
    let step = |i: usize| std::fs::read_to_string(dir.join(&names[i])).expect("readable");
    // Each step fills one more of the six empty cells and outlines it; the puzzle has none.
    let filled = |text: &str| text.matches("shape=circle, style=filled,").count();
    assert_eq!(filled(&step(0)), 0);
    assert!(!step(0).contains("color=red"));
    for i in 1..7 {
        let text = step(i);
        assert_eq!(filled(&text), i, "step {i}");
        assert_eq!(text.matches("color=red").count(), 1, "step {i}");
        assert!(
            text.contains(&format!("\\nstep {i}: r")),
            "step {i} has its caption"
        );
    }
    // The last step shows the same colouring as the solved drawing.
    let solved = String::from_utf8(solved).expect("UTF-8");
    let labels = |text: &str| -> Vec<String> {
        text.split("label=\"")
            .skip(2)
            .map(|l| l[..1].to_string())
            .collect()
    };
    assert_eq!(labels(&step(6)), labels(&solved));
}

/// A short lesson with every kind of step (see the file's header).
const LESSON: &str = "tests/data/lesson.txt";

/// The frames of `LESSON` written by `dot --steps`, in order.
fn lesson_frames(scratch: &Scratch) -> Vec<String> {
    let dir = scratch.join("steps");
    sudograph()
        .args(["dot", "--solve", "--steps"])
        .arg(&dir)
        .arg(LESSON)
        .assert()
        .success();
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("steps written")
        .map(|e| e.expect("entry").path())
        .collect();
    names.sort();
    names
        .iter()
        .map(|p| std::fs::read_to_string(p).expect("readable"))
        .collect()
}

/// Each frame draws the reason of its step: candidates in the empty cells, the edges from
/// the neighbours that leave one symbol, the unit with one place, a guess apart from forced
/// moves, the cell or unit that ran out.
#[test]
fn step_frames_draw_candidates_and_the_reason() {
    let scratch = Scratch::new("dot-lesson");
    let frames = lesson_frames(&scratch);
    // The step in words: the title's second line.
    let caption = |text: &str| -> String {
        let start = text.find("\\nstep ").map_or(0, |i| i + 2);
        text[start..start + text[start..].find("\\n").unwrap_or(0)].to_string()
    };
    let count = |text: &str, what: &str| text.matches(what).count();
    let empty = |text: &str| count(text, "fontname=Courier");
    let givens = count(&frames[0], "shape=square");
    assert_eq!(
        empty(&frames[0]),
        81 - givens,
        "every empty cell shows its candidates"
    );
    let mut seen = [0; 5];
    for (i, text) in frames.iter().enumerate().skip(1) {
        let said = caption(text);
        let reasons = count(text, "tooltip=\"reason\"");
        if said.ends_with("(naked single)") {
            seen[0] += 1;
            assert!((1..=8).contains(&reasons), "{said}: {reasons} reason edges");
            assert_eq!(count(text, "color=red, penwidth=4"), 1, "{said}");
        } else if said.ends_with("(hidden single)") {
            seen[1] += 1;
            assert_eq!(
                count(text, "color=\"#9467bd\", penwidth=3"),
                9,
                "{said}: the unit"
            );
            assert_eq!(count(text, "color=red, penwidth=4"), 1, "{said}");
        } else if said.contains(": guess ") {
            seen[2] += 1;
            assert_eq!(count(text, "color=\"#ff8c00\", penwidth=4"), 1, "{said}");
            assert!(
                count(text, "peripheries=2") >= 1,
                "{said}: guessed cells ringed twice"
            );
            assert_eq!(reasons, 0, "{said}: a guess has no reason");
        } else if said.contains("has no symbol left") {
            seen[3] += 1;
            assert_eq!(count(text, "fillcolor=\"#ffb3b3\""), 1, "{said}");
            assert!(reasons >= 8, "{said}: what took each symbol");
        } else if said.contains("no place left for") {
            seen[4] += 1;
            assert_eq!(
                count(text, "color=\"#d62728\", penwidth=3"),
                9,
                "{said}: the unit"
            );
        }
        assert_eq!(
            empty(text),
            count(text, "style=\"filled,dashed\""),
            "frame {i}: candidates in every empty cell and nowhere else"
        );
    }
    assert!(
        seen.iter().all(|&n| n > 0),
        "every kind of step drawn: {seen:?}"
    );
}

/// Writing steps into a folder of earlier frames replaces them (never mixing two puzzles'
/// frames); a folder holding anything else is refused and left alone.
#[test]
fn steps_replace_old_frames_and_refuse_foreign_folders() {
    let scratch = Scratch::new("dot-steps-folder");
    let dir = scratch.join("steps");
    lesson_frames(&scratch);
    std::fs::write(dir.join("step-0001.png"), "an old rendering").expect("write");
    sudograph()
        .args(["dot", "--solve", "--steps"])
        .arg(&dir)
        .write_stdin("..34.421...31342")
        .assert()
        .success()
        .stderr(
            predicate::str::starts_with("wrote 7 steps to ")
                .and(predicate::str::contains("old frames")),
        );
    assert_eq!(
        std::fs::read_dir(&dir).expect("dir").count(),
        7,
        "only the new frames"
    );
    std::fs::write(dir.join("notes.txt"), "mine").expect("write");
    sudograph()
        .args(["dot", "--solve", "--steps"])
        .arg(&dir)
        .write_stdin("..34.421...31342")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "notes.txt, which is not a step frame",
        ));
    assert_eq!(
        std::fs::read_dir(&dir).expect("dir").count(),
        8,
        "nothing removed"
    );
}

/// A lesson (`--steps`, `--page`) is the run's output: the graph's DOT goes to standard
/// output only when `-o -` asks for it, not over the terminal by default.
#[test]
fn lessons_write_no_dot_to_stdout_unless_asked() {
    let scratch = Scratch::new("dot-lesson-stdout");
    let steps = scratch.join("steps");
    let page = scratch.join("lesson.html");
    let (steps, page) = (
        steps.to_str().expect("UTF-8"),
        page.to_str().expect("UTF-8"),
    );
    for flags in [
        &["--steps", steps][..],
        &["--page", page],
        &["--steps", steps, "--page", page],
    ] {
        let run = |extra: &[&str]| {
            sudograph()
                .args(["dot", "--solve"])
                .args(flags)
                .args(extra)
                .write_stdin("..34.421...31342")
                .assert()
                .success()
        };
        run(&[]).stdout("");
        run(&["-o", "-"]).stdout(predicate::str::starts_with("graph sudoku {"));
    }
}

#[test]
fn steps_need_solve() {
    sudograph()
        .args(["dot", "--steps", "/nonexistent"])
        .write_stdin("..34.421...31342")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--solve"));
}

/// The frame limit the guide states: over 10,000 frames (here 166,232, a 25×25 lesson)
/// is refused before the folder is even made.
#[test]
#[ignore = "corpus sweep: run by .ci/run with --include-ignored"]
fn steps_refuse_a_lesson_over_ten_thousand_frames() {
    let scratch = Scratch::new("dot-steps-limit");
    let dir = scratch.join("steps");
    sudograph()
        .args(["dot", "--solve", "examples/25x25.txt", "--steps"])
        .arg(&dir)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "frames with the puzzle; at most 10000 frames are written",
        ));
    assert!(!dir.exists(), "nothing written");
}
