//! What an output path names decides how it is written (issue 50, "Writing files"): a
//! regular file is replaced whole, keeping its mode, and a new one gets the umask's; a
//! symlink's target is written and the link kept; a FIFO and a character device are
//! written through and stay what they are; `-` is stdout; a folder is refused; a drawing
//! that cannot be made, or whose name disagrees with `--render`, is an error; and a
//! killed `--steps` run leaves its folder marked INCOMPLETE. An output that is one of the
//! command's inputs, by any name, is refused (issue 63), and so is a file that the shell's
//! `>` would not let the user write, or one whose owner could not be kept; root's
//! replacement keeps the owner. Everything happens in a scratch folder, never in the real
//! /dev.

use std::io::Read;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::Path;

use predicates::prelude::*;

use crate::harness::{Scratch, fake_neato, run_ok, sudograph};

/// The puzzle every test draws.
const PUZZLE: &str = "examples/4x4.txt";

/// A fake Graphviz `neato` that reads its input and draws, for every graph in it, an SVG
/// that names the arguments it was given (so that a test sees `-Tsvg` or `-Tpng`).
const FAKE_NEATO: &str = "n=$(grep -c '^graph ')\ni=0\nwhile [ \"$i\" -lt \"$n\" ]; do echo \"<svg><!-- $* --></svg>\"; i=$((i + 1)); done";

/// What `sudograph dot PUZZLE` prints: the text every written drawing must hold.
fn drawing() -> String {
    run_ok(&["dot", PUZZLE], "")
}

/// Runs `sudograph dot PUZZLE -o PATH` and asserts that it says it wrote PATH.
fn draws_to(path: &Path) {
    sudograph()
        .args(["dot", PUZZLE, "-o"])
        .arg(path)
        .assert()
        .success()
        .stderr(format!("wrote {}\n", path.display()));
}

/// Runs `sudograph dot PUZZLE -o PATH` and asserts that it fails with `PATH: why`.
fn refuses(path: &Path, why: &str) {
    sudograph()
        .args(["dot", PUZZLE, "-o"])
        .arg(path)
        .assert()
        .code(2)
        .stderr(format!("sudograph: {}: {why}\n", path.display()));
}

/// A file's permission bits.
fn mode(path: &Path) -> u32 {
    std::fs::metadata(path)
        .expect("exists")
        .permissions()
        .mode()
        & 0o7777
}

/// The names in a folder, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// `sudograph` run by `sh` with `umask` set first, from the repository root, with the
/// fake `neato` of `scratch` first on PATH.
fn with_umask(umask: &str, scratch: &Scratch) -> assert_cmd::Command {
    let stub = fake_neato(scratch, "neato", FAKE_NEATO);
    let mut command = assert_cmd::Command::new("sh");
    command
        .arg("-c")
        .arg(format!("umask {umask}; exec \"$0\" \"$@\""))
        .arg(assert_cmd::cargo::cargo_bin("sudograph"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env(
            "PATH",
            format!(
                "{}:{}",
                stub.display(),
                std::env::var("PATH").unwrap_or_default()
            ),
        );
    command
}

/// Makes a special file with a system command (`mkfifo`, `mknod`); false if it fails.
fn make(command: &str, args: &[&str], path: &Path) -> bool {
    std::process::Command::new(command)
        .arg(path)
        .args(args)
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn a_symlink_is_followed_its_target_written_and_the_link_kept() {
    let scratch = Scratch::new("paths-symlink");
    std::fs::create_dir(scratch.join("real")).expect("folder");
    let target = scratch.join("real/target.dot");
    std::fs::write(&target, "an old drawing").expect("write");
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    // A relative link, as `ln -s` makes them: relative to the link's folder.
    let link = scratch.join("link.dot");
    std::os::unix::fs::symlink("real/target.dot", &link).expect("link");
    // A dangling link: its target is made, as the shell's `>` would.
    let dangling = scratch.join("dangling.dot");
    std::os::unix::fs::symlink("real/new.dot", &dangling).expect("link");
    for path in [&link, &dangling] {
        draws_to(path);
        assert!(
            std::fs::symlink_metadata(path)
                .expect("still there")
                .file_type()
                .is_symlink(),
            "{} is still a link",
            path.display()
        );
    }
    assert_eq!(
        std::fs::read_link(&link).expect("link"),
        Path::new("real/target.dot")
    );
    assert_eq!(std::fs::read_to_string(&target).expect("target"), drawing());
    assert_eq!(mode(&target), 0o640, "the target keeps its mode");
    let made = scratch.join("real/new.dot");
    assert_eq!(std::fs::read_to_string(&made).expect("made"), drawing());
    assert_eq!(
        names(&scratch.join("real")),
        ["new.dot", "target.dot"],
        "no temporary file left"
    );
}

#[test]
fn a_fifo_is_written_through_and_stays_a_fifo() {
    let scratch = Scratch::new("paths-fifo");
    let fifo = scratch.join("pipe.dot");
    assert!(make("mkfifo", &[], &fifo), "mkfifo works");
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || {
            let mut text = String::new();
            std::fs::File::open(&fifo)
                .expect("open for reading")
                .read_to_string(&mut text)
                .expect("read");
            text
        })
    };
    draws_to(&fifo);
    // Checked before joining: a FIFO replaced by a file would leave the reader waiting.
    let kind = std::fs::symlink_metadata(&fifo).expect("there").file_type();
    assert!(kind.is_fifo(), "still a FIFO: {kind:?}");
    assert_eq!(reader.join().expect("reader"), drawing());
}

#[test]
fn a_character_device_is_written_through_and_stays_a_device() {
    let root = std::process::Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0");
    if !root {
        eprintln!("not root, so no device can be made: skipping the character device checks");
        return;
    }
    let scratch = Scratch::new("paths-device");
    let null = scratch.join("null");
    let full = scratch.join("full");
    // The null device (1, 3) and the full device (1, 7), as in /dev.
    let made = make("mknod", &["c", "1", "3"], &null) && make("mknod", &["c", "1", "7"], &full);
    if !made || std::fs::OpenOptions::new().write(true).open(&null).is_err() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs as root and must be able to make and open a device in the temporary folder"
        );
        eprintln!("cannot make or open a device here (no CAP_MKNOD, or nodev): skipping");
        return;
    }
    draws_to(&null);
    // A device that cannot take the drawing is an error naming it, not "wrote".
    refuses(&full, "No space left on device (os error 28)");
    for device in [&null, &full] {
        let kind = std::fs::symlink_metadata(device)
            .expect("there")
            .file_type();
        assert!(
            kind.is_char_device(),
            "{} is still a device",
            device.display()
        );
    }
    assert_eq!(names(scratch.path()), ["full", "null"], "nothing else made");
}

#[test]
fn a_dash_is_standard_output() {
    let scratch = Scratch::new("paths-dash");
    let root = env!("CARGO_MANIFEST_DIR");
    sudograph()
        .current_dir(scratch.path())
        .args(["dot", &format!("{root}/{PUZZLE}"), "-o", "-"])
        .assert()
        .success()
        .stdout(drawing())
        .stderr("");
    // colour's summary moves to stderr, so that stdout holds the drawing alone.
    sudograph()
        .current_dir(scratch.path())
        .args(["colour", &format!("{root}/tests/data/dimacs/myciel4.col")])
        .args(["-o", "-"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("graph colouring {"))
        .stderr(predicate::str::starts_with("myciel4: 23 nodes, 71 edges;"));
    // The page goes there alone (the DOT goes nowhere without -o); the page and the DOT
    // drawing cannot share it; a folder of frames cannot go there.
    sudograph()
        .current_dir(scratch.path())
        .args(["dot", "--solve", &format!("{root}/{PUZZLE}"), "--page", "-"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("<!DOCTYPE html>"));
    for flags in [&["--page", "-", "-o", "-"][..], &["--steps", "-"]] {
        sudograph()
            .current_dir(scratch.path())
            .args(["dot", "--solve", &format!("{root}/{PUZZLE}")])
            .args(flags)
            .assert()
            .code(2)
            .stderr(predicate::str::starts_with("sudograph: ").and(
                predicate::str::contains("standard output").or(predicate::str::contains("there")),
            ));
    }
    assert!(names(scratch.path()).is_empty(), "no file named -");
}

#[test]
fn a_new_file_gets_the_umask_mode_and_an_old_file_keeps_its_own() {
    let scratch = Scratch::new("paths-umask");
    // Every writer: -o, a picture its name asks for, --steps frames, --page.
    let dot = scratch.join("new.dot");
    let svg = scratch.join("new.svg");
    let steps = scratch.join("steps");
    let page = scratch.join("page.html");
    for (umask, expected) in [("022", 0o644), ("027", 0o640)] {
        for path in [&dot, &svg, &page] {
            let _ = std::fs::remove_file(path);
        }
        with_umask(umask, &scratch)
            .args(["dot", "--solve", PUZZLE, "-o"])
            .arg(&dot)
            .args(["--steps"])
            .arg(&steps)
            .args(["--page"])
            .arg(&page)
            .assert()
            .success();
        with_umask(umask, &scratch)
            .args(["dot", PUZZLE, "-o"])
            .arg(&svg)
            .assert()
            .success();
        let frame = steps.join("step-0000.dot");
        for path in [&dot, &svg, &frame, &page] {
            assert_eq!(
                mode(path),
                expected,
                "{} with umask {umask}",
                path.display()
            );
        }
    }
    // A file that is there keeps its mode, whatever the umask.
    let old = scratch.join("old.dot");
    std::fs::write(&old, "an old drawing").expect("write");
    std::fs::set_permissions(&old, std::fs::Permissions::from_mode(0o644)).expect("chmod");
    with_umask("077", &scratch)
        .args(["dot", PUZZLE, "-o"])
        .arg(&old)
        .assert()
        .success();
    assert_eq!(mode(&old), 0o644);
    assert_eq!(std::fs::read_to_string(&old).expect("read"), drawing());
}

#[test]
fn a_folder_is_refused_and_left_alone() {
    let scratch = Scratch::new("paths-folder");
    let folder = scratch.join("folder");
    std::fs::create_dir(&folder).expect("folder");
    refuses(&folder, "is a folder; give a file name");
    // A name that ends in a slash names a folder, even one that is not there yet.
    let slash = format!("{}/", scratch.join("new").display());
    refuses(
        Path::new(&slash),
        "names a folder (it ends in a slash); give a file name",
    );
    // --page is checked before the steps are written.
    let steps = scratch.join("steps");
    sudograph()
        .args(["dot", "--solve", PUZZLE, "--steps"])
        .arg(&steps)
        .arg("--page")
        .arg(&folder)
        .assert()
        .code(2)
        .stderr(format!(
            "sudograph: {}: is a folder; give a file name\n",
            folder.display()
        ));
    assert!(names(&folder).is_empty(), "the folder is left as it was");
    assert_eq!(names(scratch.path()), ["folder"], "nothing else written");
}

#[test]
fn colour_with_nothing_to_draw_is_an_error() {
    let scratch = Scratch::new("paths-nothing");
    let root = env!("CARGO_MANIFEST_DIR");
    let graph = format!("{root}/tests/data/dimacs/myciel4.col");
    // Not 4-colourable: the drawing asked for, to a file, to stdout or to out/, cannot be
    // made.
    for (flags, named) in [
        (vec!["-o", "none.dot"], "none.dot"),
        (vec!["-o", "-"], "<stdout>"),
        (vec!["--render", "svg"], "out/myciel4.svg"),
    ] {
        sudograph()
            .current_dir(scratch.path())
            .args(["colour", &graph, "--colours", "4"])
            .args(&flags)
            .assert()
            .code(2)
            .stderr(predicate::str::ends_with(format!(
                "sudograph: {named}: no colouring to draw, so nothing written\n"
            )));
    }
    assert!(names(scratch.path()).is_empty(), "nothing written");
}

#[test]
fn a_render_format_that_disagrees_with_the_name_is_refused() {
    let scratch = Scratch::new("paths-format");
    for (format, name, said) in [
        (
            "svg",
            "x.png",
            "--render svg but a name ending in .png is a PNG picture; give --render png, or a name ending in .svg",
        ),
        (
            "png",
            "x.dot",
            "--render png but a name ending in .dot is DOT text; leave out --render, or give a name ending in .png",
        ),
    ] {
        let path = scratch.join(name);
        sudograph()
            .args(["dot", PUZZLE, "--render", format, "-o"])
            .arg(&path)
            .assert()
            .code(2)
            .stderr(format!("sudograph: {}: {said}\n", path.display()));
    }
    assert!(names(scratch.path()).is_empty(), "nothing written");
    // The name alone picks the picture; --render that agrees, or a name without a picture
    // extension, is fine.
    for (flags, name, format) in [
        (vec![], "upper.SVG", "-Tsvg"),
        (vec![], "alone.png", "-Tpng"),
        (vec!["--render", "png"], "agrees.png", "-Tpng"),
        (vec!["--render", "svg"], "picture", "-Tsvg"),
    ] {
        let path = scratch.join(name);
        with_umask("022", &scratch)
            .args(["dot", PUZZLE])
            .args(&flags)
            .arg("-o")
            .arg(&path)
            .assert()
            .success();
        let text = std::fs::read_to_string(&path).expect("picture written");
        assert!(
            text.starts_with("<svg><!-- ") && text.contains(format),
            "{name}: {text}"
        );
    }
}

#[test]
fn a_killed_steps_run_leaves_its_marker_and_the_next_run_clears_it() {
    let scratch = Scratch::new("paths-killed");
    let steps = scratch.join("steps");
    // A file size limit of 2 blocks (1 or 2 kB) kills the run (SIGXFSZ) while it writes
    // the first frame, after the marker; where the signal is ignored, the write fails.
    let killed = assert_cmd::Command::new("sh")
        .arg("-c")
        .arg("ulimit -f 2; exec \"$0\" \"$@\"")
        .arg(assert_cmd::cargo::cargo_bin("sudograph"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["dot", "--solve", PUZZLE, "--steps"])
        .arg(&steps)
        .output()
        .expect("runs");
    assert!(!killed.status.success(), "the run was stopped: {killed:?}");
    assert!(
        !String::from_utf8_lossy(&killed.stderr).contains("wrote"),
        "nothing said to be written"
    );
    let left = names(&steps);
    assert!(left.contains(&"INCOMPLETE".to_string()), "marked: {left:?}");
    let marker = std::fs::read_to_string(steps.join("INCOMPLETE")).expect("marker");
    assert!(marker.contains("not a whole lesson"), "{marker}");
    // Run again: the folder (marker, partial frames, temporary files) is cleared and every
    // frame written; no marker and no temporary file stay.
    sudograph()
        .args(["dot", "--solve", PUZZLE, "--steps"])
        .arg(&steps)
        .assert()
        .success()
        .stderr(format!("wrote 7 steps to {}\n", steps.display()));
    let expected: Vec<String> = (0..7).map(|i| format!("step-{i:04}.dot")).collect();
    assert_eq!(names(&steps), expected);
}

/// A puzzle file `name` in `scratch`, a copy of [`PUZZLE`], and its text.
fn puzzle_in(scratch: &Scratch, name: &str) -> (std::path::PathBuf, String) {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(PUZZLE))
        .expect("puzzle");
    let path = scratch.join(name);
    std::fs::write(&path, &text).expect("write");
    (path, text)
}

/// Runs `sudograph ARGS` in `scratch` and asserts that it refuses, with exit status 2 and
/// the one line `said`, before writing anything.
fn refused_in(scratch: &Scratch, args: &[&str], said: &str) {
    sudograph()
        .current_dir(scratch.path())
        .args(args)
        .assert()
        .code(2)
        .stdout("")
        .stderr(format!("sudograph: {said}\n"));
}

#[test]
fn an_output_named_as_an_input_is_refused_and_the_input_kept() {
    let scratch = Scratch::new("paths-same-name");
    let (_, text) = puzzle_in(&scratch, "victim.txt");
    let root = env!("CARGO_MANIFEST_DIR");
    let graph =
        std::fs::read_to_string(format!("{root}/tests/data/dimacs/myciel3.col")).expect("graph");
    std::fs::write(scratch.join("g.col"), &graph).expect("write");
    let jigsaw = format!("{root}/tests/data/variants/jigsaw-pegg.txt");
    let regions =
        std::fs::read_to_string(format!("{root}/tests/data/variants/jigsaw-pegg.regions"))
            .expect("regions");
    std::fs::write(scratch.join("map.txt"), &regions).expect("write");
    std::fs::write(scratch.join("grid.txt"), &text).expect("write");
    let same = |name: &str| {
        format!(
            "{name}: is the input file; refusing to write over it (give the output another name)"
        )
    };
    // Every command and flag that writes a file, each given one of its inputs.
    for (args, name) in [
        (vec!["dot", "victim.txt", "-o", "victim.txt"], "victim.txt"),
        (
            vec!["dot", "victim.txt", "--render", "svg", "-o", "victim.txt"],
            "victim.txt",
        ),
        (
            vec!["dot", "--solve", "victim.txt", "--page", "victim.txt"],
            "victim.txt",
        ),
        (
            vec!["dot", "--regions", "map.txt", &jigsaw, "-o", "map.txt"],
            "map.txt",
        ),
        (vec!["colour", "g.col", "-o", "g.col"], "g.col"),
        (
            vec!["hint", "victim.txt", "--dot", "victim.txt"],
            "victim.txt",
        ),
        (
            vec!["grade", "grid.txt", "victim.txt", "--page", "victim.txt"],
            "victim.txt",
        ),
        (
            vec![
                "grade",
                "--regions",
                "map.txt",
                &jigsaw,
                "--page",
                "map.txt",
            ],
            "map.txt",
        ),
        (
            vec![
                "hint",
                "victim.txt",
                "--grid",
                "grid.txt",
                "--dot",
                "grid.txt",
            ],
            "grid.txt",
        ),
    ] {
        refused_in(&scratch, &args, &same(name));
    }
    // --steps clears its folder's frames and writes new ones: one of them may be the input.
    std::fs::create_dir(scratch.join("steps")).expect("folder");
    std::fs::write(scratch.join("steps/step-0001.dot"), &text).expect("write");
    refused_in(
        &scratch,
        &["dot", "--solve", "steps/step-0001.dot", "--steps", "steps"],
        "steps: holds the input file steps/step-0001.dot; refusing to write over it (give another folder)",
    );
    for (name, was) in [
        ("victim.txt", &text),
        ("grid.txt", &text),
        ("steps/step-0001.dot", &text),
        ("g.col", &graph),
        ("map.txt", &regions),
    ] {
        assert_eq!(
            &std::fs::read_to_string(scratch.join(name)).expect(name),
            was,
            "{name} kept"
        );
    }
    assert_eq!(
        names(scratch.path()),
        ["g.col", "grid.txt", "map.txt", "steps", "victim.txt"],
        "nothing written"
    );
    assert_eq!(
        names(&scratch.join("steps")),
        ["step-0001.dot"],
        "nothing written"
    );
}

#[test]
fn an_input_by_another_name_or_through_a_link_is_refused() {
    let scratch = Scratch::new("paths-other-name");
    let (victim, text) = puzzle_in(&scratch, "victim.txt");
    std::fs::create_dir(scratch.join("sub")).expect("folder");
    std::os::unix::fs::symlink("victim.txt", scratch.join("link.dot")).expect("link");
    let absolute = victim.display().to_string();
    for output in ["./victim.txt", "sub/../victim.txt", &absolute, "link.dot"] {
        refused_in(
            &scratch,
            &["dot", "victim.txt", "-o", output],
            &format!(
                "{output}: is the input file victim.txt by another name; refusing to write over it (give the output another name)"
            ),
        );
    }
    // The input named through the link, the output by its own name.
    refused_in(
        &scratch,
        &["dot", "--solve", "link.dot", "--page", "victim.txt"],
        "victim.txt: is the input file link.dot by another name; refusing to write over it (give the output another name)",
    );
    assert_eq!(std::fs::read_to_string(&victim).expect("read"), text);
    // `-o -` is standard output, even beside an input file named `-`.
    std::fs::write(scratch.join("-"), &text).expect("write");
    sudograph()
        .current_dir(scratch.path())
        .args(["dot", "./-", "-o", "-"])
        .assert()
        .success()
        .stdout(drawing());
    std::fs::remove_file(scratch.join("-")).expect("remove");
    assert_eq!(names(scratch.path()), ["link.dot", "sub", "victim.txt"]);
    assert!(names(&scratch.join("sub")).is_empty());
}

#[test]
fn a_hard_link_to_the_input_is_refused() {
    let scratch = Scratch::new("paths-hard-link");
    let (victim, text) = puzzle_in(&scratch, "victim.txt");
    // Another name in another folder, the same file: told by device and inode.
    std::fs::create_dir(scratch.join("elsewhere")).expect("folder");
    std::fs::hard_link(&victim, scratch.join("elsewhere/drawing.dot")).expect("link");
    for args in [
        vec!["dot", "victim.txt", "-o", "elsewhere/drawing.dot"],
        vec![
            "dot",
            "--solve",
            "victim.txt",
            "--page",
            "elsewhere/drawing.dot",
        ],
        vec!["hint", "victim.txt", "--dot", "elsewhere/drawing.dot"],
    ] {
        refused_in(
            &scratch,
            &args,
            "elsewhere/drawing.dot: is the input file victim.txt by another name; refusing to write over it (give the output another name)",
        );
    }
    for path in [victim, scratch.join("elsewhere/drawing.dot")] {
        assert_eq!(std::fs::read_to_string(&path).expect("read"), text);
    }
}

/// A program run as the user and group 65534 (nobody, nogroup), with no other group, from
/// `dir`: by `setpriv`, or `su` where it is missing. None, said on stderr, when neither
/// can (not root, or neither installed); CI runs as root with `setpriv`, so there it must.
fn as_nobody(program: &Path, dir: &Path) -> Option<assert_cmd::Command> {
    let works = |tool: &str, args: &[&str]| {
        std::process::Command::new(tool)
            .args(args)
            .output()
            .is_ok_and(|o| o.status.success() && o.stdout.trim_ascii() == b"65534")
    };
    let mut command = if works(
        "setpriv",
        &[
            "--reuid=65534",
            "--regid=65534",
            "--clear-groups",
            "id",
            "-u",
        ],
    ) {
        let mut command = assert_cmd::Command::new("setpriv");
        command
            .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(program);
        command
    } else if works("su", &["-s", "/bin/sh", "-c", "id -u", "nobody"]) {
        let mut command = assert_cmd::Command::new("su");
        // The arguments after the user go to the shell: $0 is the program.
        command
            .args(["-s", "/bin/sh", "-c", "exec \"$0\" \"$@\"", "nobody"])
            .arg(program);
        command
    } else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs as root with setpriv, and must run the checks as another user"
        );
        eprintln!("cannot run a program as nobody (not root, or no setpriv nor su): skipping");
        return None;
    };
    command.current_dir(dir);
    Some(command)
}

/// A folder that the user nobody can write, holding a copy of the puzzle (`puzzle.txt`)
/// and of the executable (`sudograph`), which that user may not reach where it was built.
fn open_to_nobody(name: &str) -> (Scratch, std::path::PathBuf) {
    let scratch = Scratch::new(name);
    std::fs::set_permissions(scratch.path(), std::fs::Permissions::from_mode(0o777))
        .expect("chmod");
    puzzle_in(&scratch, "puzzle.txt");
    let binary = scratch.join("sudograph");
    std::fs::copy(assert_cmd::cargo::cargo_bin("sudograph"), &binary).expect("copy");
    (scratch, binary)
}

/// A file's owner and group.
fn owner(path: &Path) -> (u32, u32) {
    use std::os::unix::fs::MetadataExt;
    let found = std::fs::metadata(path).expect("exists");
    (found.uid(), found.gid())
}

#[test]
fn a_file_the_user_may_not_write_is_refused_as_the_shell_refuses_it() {
    let (scratch, binary) = open_to_nobody("paths-read-only");
    let target = scratch.join("mine.dot");
    std::fs::write(&target, "an old drawing").expect("write");
    std::os::unix::fs::chown(&target, Some(65534), Some(65534)).expect("chown");
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    let Some(mut shell) = as_nobody(Path::new("/bin/sh"), scratch.path()) else {
        return;
    };
    // The user may write the folder, not the file: the shell's `>` refuses it.
    shell
        .args(["-c", "echo x > mine.dot"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("Permission denied"));
    for flags in [["-o", "mine.dot"], ["--page", "mine.dot"]] {
        as_nobody(&binary, scratch.path())
            .expect("as above")
            .args(["dot", "--solve", "puzzle.txt"])
            .args(flags)
            .assert()
            .code(2)
            .stdout("")
            .stderr("sudograph: mine.dot: permission denied: this user may not write the file (mode 0444)\n");
    }
    assert_eq!(
        std::fs::read_to_string(&target).expect("read"),
        "an old drawing"
    );
    assert_eq!((mode(&target), owner(&target)), (0o444, (65534, 65534)));
    assert_eq!(
        names(scratch.path()),
        ["mine.dot", "puzzle.txt", "sudograph"]
    );
}

#[test]
fn another_users_file_is_refused_rather_than_given_to_a_new_owner() {
    let (scratch, binary) = open_to_nobody("paths-other-owner");
    // Root's file, which anyone may write: the shell's `>` would write into it and keep
    // its owner; a replacement made by nobody would be nobody's.
    let target = scratch.join("roots.dot");
    std::fs::write(&target, "an old drawing").expect("write");
    std::os::unix::fs::chown(&target, Some(0), Some(0)).expect("chown");
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o666)).expect("chmod");
    let Some(mut nobody) = as_nobody(&binary, scratch.path()) else {
        return;
    };
    nobody
        .args(["dot", "puzzle.txt", "-o", "roots.dot"])
        .assert()
        .code(2)
        .stdout("")
        .stderr("sudograph: roots.dot: owned by user 0, and a new file would be owned by you (user 65534); refusing to change its owner (write to - and redirect with >, or remove the file first)\n");
    assert_eq!(
        std::fs::read_to_string(&target).expect("read"),
        "an old drawing"
    );
    assert_eq!((mode(&target), owner(&target)), (0o666, (0, 0)));
    assert_eq!(
        names(scratch.path()),
        ["puzzle.txt", "roots.dot", "sudograph"]
    );
}

#[test]
fn root_replacing_another_users_file_keeps_its_owner_and_mode() {
    let scratch = Scratch::new("paths-keep-owner");
    let target = scratch.join("theirs.dot");
    std::fs::write(&target, "an old drawing").expect("write");
    if std::os::unix::fs::chown(&target, Some(65534), Some(65534)).is_err() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs as root and must be able to give a file to another user"
        );
        eprintln!("not root, so no file can be given to another user: skipping");
        return;
    }
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    draws_to(&target);
    assert_eq!(std::fs::read_to_string(&target).expect("read"), drawing());
    assert_eq!((mode(&target), owner(&target)), (0o640, (65534, 65534)));
    assert_eq!(
        names(scratch.path()),
        ["theirs.dot"],
        "no temporary file left"
    );
}
