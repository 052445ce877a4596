//! The programs outside sudograph that some tests drive: whether each is installed (in CI
//! it must be), Graphviz run on DOT text, and a fake `neato` put first on PATH.

#[cfg(unix)]
use super::files::Scratch;

/// Whether `program ARG` runs, succeeds and says `says` on stdout. In CI (`CI` set) it
/// must: `.ci/run` installs every program the tests drive, and a missing one fails the
/// test there (with `in_ci`) rather than passing it unseen. Elsewhere the test is skipped,
/// saying `skipped` on stderr.
fn installed(program: &str, arg: &str, says: &str, in_ci: &str, skipped: &str) -> bool {
    let present = std::process::Command::new(program)
        .arg(arg)
        .output()
        .is_ok_and(|o| o.status.success() && String::from_utf8_lossy(&o.stdout).contains(says));
    if !present {
        assert!(std::env::var_os("CI").is_none(), "{in_ci}");
        eprintln!("{skipped}");
    }
    present
}

/// Whether Graphviz is installed (in CI it must be).
pub fn graphviz() -> bool {
    installed(
        "dot",
        "-V",
        "",
        "CI must install Graphviz (see .ci/run)",
        "Graphviz `dot` not found: skipping the rendering checks",
    )
}

/// The headless Chromium the page tests drive (Debian's `chromium` package), if installed
/// (in CI it must be).
pub fn chromium() -> Option<&'static str> {
    installed(
        "chromium",
        "--version",
        "",
        "CI must install Chromium (`chromium` on PATH; see .ci/run)",
        "Chromium not found: skipping the browser checks of the animation page",
    )
    .then_some("chromium")
}

/// Whether ImageMagick's `convert` is installed (in CI it must be, so that the `convert`
/// examples run there).
#[cfg(unix)] // only the documents' examples, run in bash, use it
pub fn imagemagick() -> bool {
    installed(
        "convert",
        "-version",
        "ImageMagick",
        "CI must install ImageMagick (see .ci/run)",
        "ImageMagick `convert` not found: skipping its examples",
    )
}

/// Runs a Graphviz program on DOT text and returns its stdout (a picture, say), asserting
/// that it succeeds.
pub fn graphviz_output(program: &str, args: &[&str], dot: &str) -> Vec<u8> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("Graphviz runs");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(dot.as_bytes())
        .expect("write");
    let output = child.wait_with_output().expect("finishes");
    assert!(
        output.status.success(),
        "{program} {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output.stdout
}

/// A folder holding one executable `neato` with `script` as its body, to put first on
/// PATH in place of Graphviz's.
#[cfg(unix)] // the fake is a shell script
pub fn fake_neato(scratch: &Scratch, name: &str, script: &str) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch.join(name);
    std::fs::create_dir_all(&dir).expect("stub folder");
    let neato = dir.join("neato");
    std::fs::write(&neato, format!("#!/bin/sh\n{script}\n")).expect("stub written");
    std::fs::set_permissions(&neato, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    dir
}
