//! The batch pipeline as a stream: answers come out while the input is still being written,
//! in input order, one record per puzzle whether it reads or not; memory does not grow with
//! the input; a failing stdout or stderr ends the run with a message or quietly, never a
//! panic.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

use crate::oracle;

use crate::harness::{assert_solutions, file, puzzles, sudograph, temp_file};

const FOUR: &str = "..34.421...31342";
const FOUR_SOLVED: &str = "2134342142131342";

/// How long a line may take to come out before the test calls the stream stuck: far beyond
/// any real answer time, so it only ever fires on a program that waits for the end of input.
const STUCK: Duration = Duration::from_secs(120);

/// `sudograph ARGS` with piped stdin and stdout.
fn spawn(args: &[&str]) -> Child {
    Command::new(assert_cmd::cargo::cargo_bin("sudograph"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts")
}

/// The lines of a child's stdout, delivered as they come on a channel.
fn lines_as_they_come(stdout: ChildStdout) -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { return };
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    rx
}

/// For every batch command, on one and two threads: the answer to the first input line
/// comes out before the second line is written (the program cannot have seen the end of
/// its input), and the second answer follows once it is.
#[test]
fn each_answer_comes_out_before_the_next_puzzle_is_written() {
    let cases: [(&[&str], &str, &str); 3] = [
        (&["solve"], FOUR, FOUR_SOLVED),
        (&["count"], FOUR, "1 (unique)"),
        (&["check"], FOUR_SOLVED, "valid"),
    ];
    for (args, input, answer) in cases {
        for jobs in ["1", "2"] {
            let mut child = spawn(&[args, &["--jobs", jobs]].concat());
            let mut stdin = child.stdin.take().expect("piped");
            let lines = lines_as_they_come(child.stdout.take().expect("piped"));
            for _ in 0..2 {
                writeln!(stdin, "{input}").expect("write");
                stdin.flush().expect("flush");
                let line = lines
                    .recv_timeout(STUCK)
                    .unwrap_or_else(|_| panic!("{args:?} --jobs {jobs}: no answer yet"));
                assert_eq!(line, answer, "{args:?} --jobs {jobs}");
            }
            drop(stdin);
            assert!(child.wait().expect("exits").success(), "{args:?}");
        }
    }
}

/// Several inputs are read one after the other, not all before the first answer: a file's
/// puzzle is answered while the stdin after it is still open, and stdin's puzzles as they
/// are written.
#[test]
fn a_file_is_answered_before_the_input_after_it_is_written() {
    let first = temp_file("stream-first.txt", &format!("{FOUR}\n"));
    let first = first.as_ref().to_str().expect("UTF-8 path");
    for jobs in ["1", "2"] {
        let mut child = spawn(&["solve", "--jobs", jobs, first, "-"]);
        let mut stdin = child.stdin.take().expect("piped");
        let lines = lines_as_they_come(child.stdout.take().expect("piped"));
        for _ in 0..2 {
            let line = lines
                .recv_timeout(STUCK)
                .unwrap_or_else(|_| panic!("--jobs {jobs}: no answer yet"));
            assert_eq!(line, FOUR_SOLVED, "--jobs {jobs}");
            writeln!(stdin, "{FOUR}").expect("write");
            stdin.flush().expect("flush");
        }
        drop(stdin);
        assert_eq!(lines.recv_timeout(STUCK).as_deref(), Ok(FOUR_SOLVED));
        assert!(child.wait().expect("exits").success(), "--jobs {jobs}");
    }
}

/// `generate` writes each puzzle as it is made, not when all of them are.
#[test]
fn generate_writes_the_first_puzzle_long_before_the_last_is_made() {
    let mut child = spawn(&[
        "generate",
        "--count",
        "100000000",
        "--seed",
        "3",
        "--jobs",
        "2",
    ]);
    let lines = lines_as_they_come(child.stdout.take().expect("piped"));
    let first = lines.recv_timeout(STUCK).expect("a first puzzle");
    child.kill().expect("kill");
    let _ = child.wait();
    let puzzle = &puzzles(&first)[0].grid;
    assert_eq!(puzzle.side(), 9);
    assert!(puzzle.filled() >= 17, "{first}");
}

/// A stream much longer than the chunks in flight: answers come out while it is being
/// written, every answer is right and in order, and the resident memory stays small.
#[test]
#[ignore = "corpus sweep: run by .ci/run with --include-ignored"]
fn a_long_stream_is_answered_as_it_goes_in_bounded_memory() {
    let hard: Vec<String> = file("benches/data/17_clue.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect();
    let rounds = 40; // 80,000 puzzles, 6.6 MB: hundreds of chunks
    let total = hard.len() * rounds;
    let mut child = spawn(&["solve", "--jobs", "2"]);
    let mut stdin = child.stdin.take().expect("piped");
    let written = Arc::new(AtomicUsize::new(0));
    let writer = {
        let (hard, written) = (hard.clone(), Arc::clone(&written));
        std::thread::spawn(move || {
            for _ in 0..rounds {
                for line in &hard {
                    writeln!(stdin, "{line}").expect("write");
                    written.fetch_add(1, Ordering::Relaxed);
                }
            }
        })
    };
    let pid = child.id();
    let lines = lines_as_they_come(child.stdout.take().expect("piped"));
    let first = lines.recv_timeout(STUCK).expect("a first answer");
    let written_at_first = written.load(Ordering::Relaxed);
    let mut answers = vec![first];
    let mut peak_kb = 0;
    while let Ok(line) = lines.recv_timeout(STUCK) {
        answers.push(line);
        if answers.len() % 5000 == 0 || answers.len() + 1 == total {
            peak_kb = peak_kb.max(resident_kb(pid).unwrap_or(0));
        }
    }
    writer.join().expect("writer");
    assert!(child.wait().expect("exits").success());
    assert!(
        written_at_first < total,
        "the first answer came only after all {total} puzzles were written"
    );
    assert_eq!(answers.len(), total);
    for (i, answer) in answers.iter().enumerate().step_by(997) {
        let puzzle = &puzzles(&hard[i % hard.len()])[0].grid;
        let solution = &puzzles(answer)[0].grid;
        assert_eq!(
            oracle::violations(solution, Some(puzzle)),
            vec![],
            "answer {}",
            i + 1
        );
    }
    if cfg!(target_os = "linux") {
        assert!(peak_kb > 0, "resident memory was read");
        assert!(peak_kb < 64 * 1024, "resident memory reached {peak_kb} kB");
    }
}

/// The peak resident memory of a running process so far, from /proc (Linux).
fn resident_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    // The high-water mark, not the current size: whenever it is read, it covers every
    // moment of the run so far, so the check does not depend on when the samples fall.
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Unreadable puzzles among good ones: every command answers each in its place, so that
/// output line N answers input puzzle N, on one thread and on two.
#[test]
fn bad_puzzles_keep_their_places_in_every_command() {
    let bad_symbol = "..34.4x1...31342";
    let bad_length = ".".repeat(70);
    let clash = "1134............";
    let input = [FOUR, bad_symbol, clash, FOUR, &bad_length, FOUR]
        .map(|l| format!("{l}\n"))
        .concat()
        .repeat(300);
    let symbol_error =
        "error: line {}, column 7: 'x' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)";
    for jobs in ["1", "2"] {
        let run = |command: &str| {
            let output = sudograph()
                .args([command, "--jobs", jobs])
                .write_stdin(input.clone())
                .output()
                .expect("runs");
            assert_eq!(output.status.code(), Some(2), "{command}");
            String::from_utf8(output.stdout).expect("UTF-8")
        };
        let solved = run("solve");
        let counted = run("count");
        let checked = run("check");
        for (out, expected_good, expected_clash) in [
            (
                &solved,
                FOUR_SOLVED,
                "no solution: row 1: 1 given twice, columns 1 and 2; box 1: 1 given twice, cells r1c1 and r1c2",
            ),
            (
                &counted,
                "1 (unique)",
                "0 (no solution): row 1: 1 given twice, columns 1 and 2; box 1: 1 given twice, cells r1c1 and r1c2",
            ),
            (&checked, "", ""),
        ] {
            let lines: Vec<&str> = out.lines().collect();
            assert_eq!(lines.len(), 1800, "{out}");
            for (i, line) in lines.iter().enumerate() {
                let input_line = i + 1;
                match i % 6 {
                    1 => assert_eq!(*line, symbol_error.replace("{}", &input_line.to_string())),
                    4 => assert!(
                        line.starts_with(&format!(
                            "error: line {input_line}: 70 cells on the line"
                        )),
                        "{line}"
                    ),
                    _ if std::ptr::eq(out, &checked) => {
                        // Puzzles with holes are no finished grids.
                        assert!(line.contains("is empty"), "{line}");
                    }
                    2 => assert_eq!(*line, expected_clash),
                    _ => assert_eq!(*line, expected_good),
                }
            }
        }
        let solutions: String = solved
            .lines()
            .filter(|l| !l.starts_with("error") && !l.starts_with("no solution"))
            .map(|l| format!("{l}\n"))
            .collect();
        let good: String = input
            .lines()
            .filter(|l| *l == FOUR)
            .map(|l| format!("{l}\n"))
            .collect();
        assert_solutions(&good, &solutions);
    }
}

/// `check --puzzle` reads both files in step: a grid without its puzzle gets an error in
/// its place, and puzzles left over are reported.
#[test]
fn check_pairs_grids_and_puzzles_in_step() {
    let grids = temp_file("step-grids.txt", &format!("{FOUR_SOLVED}\n").repeat(3));
    let two = temp_file("step-two.txt", &format!("{FOUR}\n{FOUR}\n"));
    sudograph()
        .arg("check")
        .arg(&grids)
        .arg("--puzzle")
        .arg(&two)
        .assert()
        .code(2)
        .stdout(
            predicates::str::is_match(
                "^valid\nvalid\nerror: .*no puzzle 3 to check grid 3 against\n$",
            )
            .expect("regex"),
        );
    let four = temp_file("step-four.txt", &format!("{FOUR}\n").repeat(4));
    sudograph()
        .arg("check")
        .arg(&grids)
        .arg("--puzzle")
        .arg(&four)
        .assert()
        .code(2)
        .stdout("valid\nvalid\nvalid\n")
        .stderr(predicates::str::contains("holds more puzzles than"));
    sudograph()
        .args(["check", "--quiet", "-", "--puzzle"])
        .arg(&four)
        .write_stdin(format!("{FOUR_SOLVED}\n").repeat(4))
        .assert()
        .code(0)
        .stdout("")
        .stderr("");
    sudograph()
        .args(["check", "--puzzle", "-"])
        .write_stdin(FOUR_SOLVED)
        .assert()
        .code(2)
        .stderr("sudograph: the grids and --puzzle cannot both be read from standard input\n");
}

/// A stderr that cannot be written to ends the run with exit status 2, not a panic (101);
/// so does a full stdout, with a message.
#[cfg(target_os = "linux")]
#[test]
fn a_full_stdout_or_stderr_is_an_error_not_a_panic() {
    let full = || std::fs::File::create("/dev/full").expect("/dev/full");
    for args in [
        &["solve", "--stats", "examples/9x9.txt"][..],
        &["solve", "--trace", "examples/4x4.txt"],
        &["generate", "--count", "2", "--jobs", "2"],
        &["check", "examples/9x9.txt"],
    ] {
        let status = Command::new(assert_cmd::cargo::cargo_bin("sudograph"))
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdout(Stdio::null())
            .stderr(full())
            .status()
            .expect("runs");
        assert_eq!(status.code(), Some(2), "{args:?} with stderr full");
        let output = Command::new(assert_cmd::cargo::cargo_bin("sudograph"))
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdout(full())
            .output()
            .expect("runs");
        assert_eq!(output.status.code(), Some(2), "{args:?} with stdout full");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains("cannot write to standard output"),
            "{stderr}"
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

/// Grids that straddle the blocks the input is read in and the chunks it is cut into still
/// read whole, and a grid file checked against a line file (chunks of different sizes, read
/// in step) pairs every grid with its own puzzle.
#[test]
fn grids_across_blocks_and_chunks_read_whole_and_pair_in_step() {
    let puzzle = file("examples/9x9-grid.txt");
    let copies = 600; // about 150 kB: grids cross the 64 kB read blocks
    let grids = puzzle.repeat(copies);
    let solved = sudograph()
        .args(["solve", "--jobs", "2"])
        .write_stdin(grids.clone())
        .output()
        .expect("runs");
    assert!(solved.status.success());
    let solved = String::from_utf8(solved.stdout).expect("UTF-8");
    let answers = assert_solutions(&grids, &solved);
    assert_eq!(answers.len(), copies);
    let lines: String = answers
        .iter()
        .map(|g| {
            sudograph::format::write_grid(
                g,
                sudograph::format::Layout::Line,
                &sudograph::format::Alphabet::for_side(9),
            )
        })
        .collect();
    let lines = temp_file("step-lines.txt", &lines);
    let grids = temp_file("step-grids-layout.txt", &grids);
    sudograph()
        .args(["check", "--jobs", "2"])
        .arg(&lines)
        .arg("--puzzle")
        .arg(&grids)
        .assert()
        .success()
        .stdout("valid\n".repeat(copies));
}

/// A line too long for any puzzle is one error in its place, and reading goes on after it
/// without holding the line.
#[test]
fn a_line_too_long_for_any_puzzle_is_one_error_in_its_place() {
    let input = format!("{FOUR}\n{}\n{FOUR}\n", "1".repeat(3 << 20));
    sudograph()
        .arg("solve")
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(format!(
            "{FOUR_SOLVED}\nerror: line 2: the line is longer than 1048576 bytes, more than any puzzle needs\n{FOUR_SOLVED}\n"
        ));
}

/// On a terminal, a long single search keeps the progress line alive with its search nodes,
/// even on one thread; off a terminal nothing of it reaches stderr. The terminal is a
/// pseudo-terminal made by util-linux's `script`.
#[cfg(target_os = "linux")]
#[test]
fn a_long_search_shows_its_nodes_on_a_terminal() {
    let empty = "......\n".repeat(6);
    let puzzle = temp_file("empty-6x6.txt", &empty);
    let binary = assert_cmd::cargo::cargo_bin("sudograph");
    // Counting every 6×6 grid is a search of millions of nodes: the line is redrawn long
    // before it ends, however fast the machine. The screen is read until the line shows,
    // and the search is then stopped: no deadline, no node budget raced against the clock.
    let command = format!(
        "{} count --box 2x3 --limit 0 --jobs 1 {}",
        binary.display(),
        std::path::Path::new(puzzle.as_ref()).display()
    );
    let mut child = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()
        .expect("util-linux's script runs");
    let mut stdout = child.stdout.take().expect("piped");
    let mut screen = Vec::new();
    let mut buffer = [0u8; 4096];
    let shown = loop {
        let text = String::from_utf8_lossy(&screen);
        if let Some(at) = text.find("search nodes (") {
            break text[at..].contains("/s)");
        }
        match std::io::Read::read(&mut stdout, &mut buffer) {
            Ok(0) | Err(_) => break false,
            Ok(n) => screen.extend_from_slice(&buffer[..n]),
        }
    };
    let _ = child.kill();
    let _ = child.wait();
    assert!(shown, "{}", String::from_utf8_lossy(&screen));
    sudograph()
        .args([
            "count",
            "--box",
            "2x3",
            "--limit",
            "0",
            "--max-nodes",
            "300000",
            "--jobs",
            "1",
        ])
        .arg(&puzzle)
        .assert()
        .code(3)
        .stderr("");
}
