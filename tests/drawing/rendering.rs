//! `--render`: the picture is written whole or not at all. A missing Graphviz is explained
//! and leaves an old file as it was. A Graphviz that fails is an error with a message and
//! exit status 2, always, and leaves no picture: fake `neato` programs first on PATH fail
//! in each way a real one can — exit with failure, succeed without writing, reject the
//! format without reading its input, or stop reading its input early — on a small (9×9)
//! and a large (25×25) drawing, whose DOT fits in a pipe's buffer or not, and through
//! `colour --render`. `dot --page` draws in the browser, so no renderer can break it.

use predicates::prelude::*;

#[cfg(unix)]
use crate::harness::fake_neato;
use crate::harness::{Scratch, graphviz, sudograph};

#[test]
fn render_writes_the_picture_atomically() {
    if !graphviz() {
        return;
    }
    let dir = Scratch::new("dot-render");
    let target = dir.join("four.svg");
    sudograph()
        .args(["dot", "--solve", "--render", "svg", "-o"])
        .arg(&target)
        .write_stdin("..34.421...31342")
        .assert()
        .success();
    let svg = std::fs::read_to_string(&target).expect("picture written");
    assert_eq!(svg.matches("class=\"node\"").count(), 16);
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(leftovers.len(), 1, "no temporary file left: {leftovers:?}");
}

#[test]
fn missing_graphviz_is_explained_and_leaves_no_file() {
    let dir = Scratch::new("dot-no-graphviz");
    let target = dir.join("keep.png");
    std::fs::write(&target, "old picture").expect("write");
    sudograph()
        .args(["dot", "--render", "png", "-o"])
        .arg(&target)
        .env("PATH", "")
        .write_stdin("..34.421...31342")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("install Graphviz"));
    assert_eq!(
        std::fs::read_to_string(&target).expect("kept"),
        "old picture",
        "existing file untouched"
    );
    assert_eq!(
        std::fs::read_dir(dir.path()).expect("dir").count(),
        1,
        "no temporary file left"
    );
}

/// The fake renderers: name, shell script, and a word the error message must hold.
#[cfg(unix)] // the fakes are shell scripts
const STUBS: [(&str, &str, &str); 5] = [
    (
        "fails",
        "echo 'neato: out of memory' >&2\nexit 1",
        "out of memory",
    ),
    ("writes-nothing", "cat >/dev/null\nexit 0", "wrote nothing"),
    (
        "rejects-format",
        "echo 'Format: \"png\" not recognized. Use one of: svg' >&2\nexit 1",
        "not recognized",
    ),
    ("closes-input", "head -c 100 >/dev/null\nexit 0", "neato"),
    (
        "closes-input-and-writes",
        "head -c 100 >/dev/null\necho 'half a picture'\nexit 0",
        "stopped reading",
    ),
];

#[cfg(unix)]
#[test]
fn a_failing_renderer_is_an_error_and_leaves_no_picture() {
    let scratch = Scratch::new("renderer");
    let path = std::env::var("PATH").unwrap_or_default();
    for (name, script, said) in STUBS {
        let stub = fake_neato(&scratch, name, script);
        for puzzle in ["examples/9x9.txt", "examples/25x25.txt"] {
            // A large drawing is cut short only when it outgrows the pipe: the fifth stub
            // can pass for a renderer on a small one, whose DOT it may have read whole.
            if name == "closes-input-and-writes" && puzzle == "examples/9x9.txt" {
                continue;
            }
            for run in 0..3 {
                let out = scratch.join(format!("{name}-{run}.png"));
                let assert = sudograph()
                    .env("PATH", format!("{}:{path}", stub.display()))
                    .args(["dot", puzzle, "--render", "png", "-o"])
                    .arg(&out)
                    .assert()
                    .code(2);
                let stderr = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
                let last = stderr.lines().last().unwrap_or_default();
                assert!(
                    last.starts_with("sudograph: ") && last.contains(said),
                    "{name} on {puzzle}: {stderr}"
                );
                assert!(!out.exists(), "{name} on {puzzle}: no picture");
            }
        }
        // `colour --render` draws through the same path (a small drawing, like 9×9).
        if name != "closes-input-and-writes" {
            let out = scratch.join(format!("{name}-colour.svg"));
            sudograph()
                .env("PATH", format!("{}:{path}", stub.display()))
                .args([
                    "colour",
                    "tests/data/dimacs/myciel4.col",
                    "--render",
                    "svg",
                    "-o",
                ])
                .arg(&out)
                .assert()
                .code(2)
                .stderr(predicates::str::starts_with(format!(
                    "sudograph: {}: ",
                    out.display()
                )));
            assert!(!out.exists(), "{name}: no colouring picture");
        }
        // The page never runs the renderer.
        let page = scratch.join(format!("{name}.html"));
        sudograph()
            .env("PATH", format!("{}:{path}", stub.display()))
            .args([
                "dot",
                "--solve",
                "tests/data/lesson.txt",
                "-o",
                "-",
                "--page",
            ])
            .arg(&page)
            .assert()
            .success();
        assert!(page.exists(), "{name}: the page, whatever neato does");
    }
    let leftovers = std::fs::read_dir(scratch.path())
        .expect("scratch")
        .filter(|e| {
            let name = e.as_ref().expect("entry").file_name();
            name.to_string_lossy().ends_with(".tmp")
        })
        .count();
    assert_eq!(leftovers, 0, "no temporary file left behind");
}
