//! The programs outside sudograph that some tests drive: whether each is installed (in CI
//! it must be), Graphviz run on DOT text, and a fake `neato` put first on PATH.

#[cfg(unix)]
use super::files::Scratch;

/// Whether Graphviz is installed. In CI (`CI` set) it must be; elsewhere the Graphviz tests
/// say they are skipped.
pub fn graphviz() -> bool {
    let present = std::process::Command::new("dot")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !present {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must install Graphviz (see .ci/run)"
        );
        eprintln!("Graphviz `dot` not found: skipping the rendering checks");
    }
    present
}

/// The headless Chromium the page tests drive (Debian's `chromium` package), if installed.
/// In CI (`CI` set) it must be: `.ci/run` installs it, and a missing browser fails the
/// test there rather than passing it unseen. Elsewhere the test is skipped with a note.
pub fn chromium() -> Option<&'static str> {
    let present = std::process::Command::new("chromium")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !present {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must install Chromium (`chromium` on PATH; see .ci/run)"
        );
        eprintln!("Chromium not found: skipping the browser checks of the animation page");
        return None;
    }
    Some("chromium")
}

/// Whether ImageMagick's `convert` is installed. In CI (`CI` set) it must be, so that the
/// `convert` examples run there; elsewhere they are skipped with a note.
#[cfg(unix)] // only the documents' examples, run in bash, use it
pub fn imagemagick() -> bool {
    let present = std::process::Command::new("convert")
        .arg("-version")
        .output()
        .is_ok_and(|o| {
            o.status.success() && String::from_utf8_lossy(&o.stdout).contains("ImageMagick")
        });
    if !present {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must install ImageMagick (see .ci/run)"
        );
        eprintln!("ImageMagick `convert` not found: skipping its examples");
    }
    present
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
