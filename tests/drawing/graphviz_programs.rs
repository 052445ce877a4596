//! Every DOT sudograph writes draws the same picture whichever Graphviz program is run on
//! it with no flags — the tutorial's `dot -Tpng FILE > FILE.png`, or `neato`, `fdp`,
//! `sfdp` — as `--render` draws it and `neato -n2` always has: the grid, each cell at its
//! place, and a general graph's spring layout, never a layout of the program's own (plain
//! `dot` used to rank a 9×9 graph into a tangle 11,000 pixels wide).
//!
//! Positions are read from Graphviz's `-Tplain` output, picture sizes from the PNG header.

use std::path::Path;

use crate::harness::{Scratch, graphviz, graphviz_output, run_ok, sudograph};

/// The Graphviz programs a reader may run on a DOT file, each with its own layout engine.
const PROGRAMS: [&str; 4] = ["dot", "neato", "fdp", "sfdp"];

/// What Graphviz laid out, read from `-Tplain`: the whole text, and each node's centre in
/// inches by node name.
struct Laid {
    text: String,
    centres: Vec<(String, f64, f64)>,
}

/// `program -Tplain` (after `flags`) of the DOT `text`.
fn laid_out(program: &str, flags: &[&str], text: &str) -> Laid {
    let args = [flags, &["-Tplain"]].concat();
    let plain = String::from_utf8(graphviz_output(program, &args, text)).expect("UTF-8");
    let centres = plain
        .lines()
        .filter_map(|line| {
            let mut words = line.split(' ');
            (words.next() == Some("node")).then(|| {
                let mut next = || words.next().expect("a node line has a name, x and y");
                let name = next().to_string();
                let x = next().parse().expect("x");
                let y = next().parse().expect("y");
                (name, x, y)
            })
        })
        .collect();
    Laid {
        text: plain,
        centres,
    }
}

/// Width and height in pixels of a PNG picture, from its header.
fn png_size(png: &[u8]) -> (u32, u32) {
    assert!(png.starts_with(b"\x89PNG"), "a PNG picture");
    let word = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().expect("4 bytes"));
    (word(16), word(20))
}

/// Asserts that two pictures' sizes are within 10 % of each other in each direction.
fn about_the_same_size(what: &str, got: (u32, u32), want: (u32, u32)) {
    let near = |a: u32, b: u32| a.abs_diff(b) * 10 <= b;
    assert!(
        near(got.0, want.0) && near(got.1, want.1),
        "{what}: {}×{} px, --render draws {}×{} px",
        got.0,
        got.1,
        want.0,
        want.1
    );
}

/// Asserts that each of the `side`² cells (node `i` is row `i / side`, column `i % side`)
/// sits at its grid place: one x per column, one y per row, columns left to right and rows
/// top to bottom, neighbours far enough apart that their nodes (0.6 in) do not touch.
fn on_the_grid(what: &str, laid: &Laid, side: usize) {
    assert_eq!(laid.centres.len(), side * side, "{what}: a node per cell");
    let mut at = vec![(0.0, 0.0); side * side];
    for (name, x, y) in &laid.centres {
        let cell: usize = name.parse().expect("nodes are named by cell index");
        at[cell] = (*x, *y);
    }
    let same = |a: f64, b: f64| (a - b).abs() < 0.001;
    for (cell, &(x, y)) in at.iter().enumerate() {
        let (row, col) = (cell / side, cell % side);
        assert!(
            same(x, at[col].0) && same(y, at[row * side].1),
            "{what}: cell r{}c{} at ({x}, {y}) is off its column or row",
            row + 1,
            col + 1
        );
    }
    for i in 1..side {
        assert!(
            at[i].0 - at[i - 1].0 > 0.6,
            "{what}: column {} is not right of column {i}",
            i + 1
        );
        assert!(
            at[(i - 1) * side].1 - at[i * side].1 > 0.6,
            "{what}: row {} is not under row {i}",
            i + 1
        );
    }
}

/// Asserts that each of `programs` with no flags lays the Sudoku DOT `text` out as `neato
/// -n2` does (`-Tplain` the same, node for node and edge for edge), with each cell on the
/// grid.
fn programs_draw_the_grid(programs: &[&str], what: &str, text: &str, side: usize) {
    let pinned = laid_out("neato", &["-n2"], text);
    on_the_grid(what, &pinned, side);
    for &program in programs {
        let laid = laid_out(program, &[], text);
        on_the_grid(&format!("{what}, plain `{program}`"), &laid, side);
        assert!(
            laid.text == pinned.text,
            "{what}: plain `{program}` lays it out otherwise than `neato -n2`"
        );
    }
}

/// The tutorial's command on a puzzle, a solution, every grid size and the variants: each
/// cell at its place, and (4×4 to 16×16, where a PNG takes a second or two) a PNG the size
/// of `--render png`'s. 25×25's PNGs take seconds each: its layout is compared instead,
/// which sets the picture's size, and only `dot`'s (each program takes most of a second).
#[test]
fn the_tutorials_dot_draws_every_grid_as_render_does() {
    if !graphviz() {
        return;
    }
    let scratch = Scratch::new("programs-grids");
    // Smallest first: the old drawing fails at once on 4×4, before any slow layout.
    for (puzzle, side, solve, png) in [
        ("examples/4x4.txt", 4, false, true),
        ("examples/9x9.txt", 9, true, true),
        ("examples/16x16.txt", 16, false, true),
        ("examples/25x25.txt", 25, true, false),
    ] {
        let args: &[&str] = if solve {
            &["dot", puzzle, "--solve"]
        } else {
            &["dot", puzzle]
        };
        let text = run_ok(args, "");
        let what = args.join(" ");
        let programs = if side < 25 { &PROGRAMS[..] } else { &["dot"] };
        programs_draw_the_grid(programs, &what, &text, side);
        if png {
            let target = scratch.join(format!("{side}.png"));
            sudograph()
                .args(args)
                .args(["--render", "png", "-o"])
                .arg(&target)
                .assert()
                .success();
            let rendered = png_size(&std::fs::read(&target).expect("rendered"));
            let tutorial = png_size(&graphviz_output("dot", &["-Tpng"], &text));
            about_the_same_size(&format!("dot -Tpng of `{what}`"), tutorial, rendered);
        }
    }
    for args in [
        &[
            "dot",
            "--regions",
            "tests/data/variants/jigsaw-pegg.regions",
            "tests/data/variants/jigsaw-pegg.txt",
            "--solve",
        ][..],
        &["dot", "--variant", "x", "tests/data/variants/x-pegg.txt"],
    ] {
        programs_draw_the_grid(&PROGRAMS, &args.join(" "), &run_ok(args, ""), 9);
    }
}

/// The lesson's frames (`--steps`) and a hint's drawing (`hint --dot`) draw the grid too,
/// the size `neato -n2` draws them (the guide's recipe until now).
#[test]
fn the_tutorials_dot_draws_step_frames_and_hints() {
    if !graphviz() {
        return;
    }
    let scratch = Scratch::new("programs-frames");
    let steps = scratch.join("steps");
    let hint = scratch.join("hint.dot");
    sudograph()
        .args(["dot", "--solve", "tests/data/lesson.txt", "--steps"])
        .arg(&steps)
        .assert()
        .success();
    sudograph()
        .args(["hint", "examples/4x4.txt", "--dot"])
        .arg(&hint)
        .assert()
        .success();
    let read = |path: &Path| std::fs::read_to_string(path).expect("written");
    for (path, side) in [(steps.join("step-0004.dot"), 9), (hint, 4)] {
        let text = read(&path);
        let what = path.display().to_string();
        programs_draw_the_grid(&PROGRAMS, &what, &text, side);
        let pinned = png_size(&graphviz_output("neato", &["-n2", "-Tpng"], &text));
        let tutorial = png_size(&graphviz_output("dot", &["-Tpng"], &text));
        about_the_same_size(&format!("dot -Tpng of {what}"), tutorial, pinned);
    }
}

/// `colour -o`'s DOT of a graph without positions: every program with no flags places
/// its nodes as `--render` does (with `neato`), and `dot -Tpng` draws a picture its size.
#[test]
fn the_tutorials_dot_draws_a_colouring_as_render_does() {
    if !graphviz() {
        return;
    }
    let scratch = Scratch::new("programs-colouring");
    let rendered = scratch.join("myciel4.png");
    sudograph()
        .args([
            "colour",
            "tests/data/dimacs/myciel4.col",
            "--render",
            "png",
            "-o",
        ])
        .arg(&rendered)
        .assert()
        .success();
    let text = run_ok(&["colour", "tests/data/dimacs/myciel4.col", "-o", "-"], "");
    let spring = laid_out("neato", &[], &text);
    assert_eq!(spring.centres.len(), 23, "a node per node of myciel4");
    for program in PROGRAMS {
        let laid = laid_out(program, &[], &text);
        assert!(
            laid.text == spring.text,
            "plain `{program}` places myciel4's nodes otherwise than --render's `neato`"
        );
    }
    let tutorial = png_size(&graphviz_output("dot", &["-Tpng"], &text));
    let rendered = png_size(&std::fs::read(&rendered).expect("rendered"));
    about_the_same_size("dot -Tpng of colour -o", tutorial, rendered);
}
