//! One behaviour per flag across commands: each shared flag on every command that takes
//! it, the refusals with their messages and exit status 2, `--jobs` capped with a note, the
//! record fields `--help` names, and the error that names a full stdout.

use crate::harness::{Scratch, assert_solutions, puzzles, run, stderr, stdout, sudograph};

/// A 4×4 puzzle with one solution, found without a search node.
const FOUR: &str = "..34.421...31342\n";
/// An empty 4×4 grid: 288 solutions, so a seeded search may find another.
const EMPTY_FOUR: &str = "................\n";
/// A 9×9 puzzle whose search takes more than one node.
const HARD: &str =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3\n";
/// A small graph for `colour`.
const GRAPH: &str = "tests/data/dimacs/myciel3.col";

/// Asserts that `args` are refused with exit status 2 and exactly `message` on stderr.
fn refused(args: &[&str], stdin: &str, message: &str) {
    let output = run(args, stdin);
    assert_eq!(
        output.status.code(),
        Some(2),
        "{args:?}: {}",
        stderr(&output)
    );
    assert_eq!(
        stderr(&output),
        format!("sudograph: {message}\n"),
        "{args:?}"
    );
    assert_eq!(stdout(&output), "", "{args:?}");
}

/// Each command that searches, with the input it searches, as `(args, stdin)`.
fn searches(puzzle: &str) -> Vec<(Vec<&'static str>, String)> {
    vec![
        (vec!["solve"], puzzle.to_string()),
        (vec!["count"], puzzle.to_string()),
        (vec!["grade"], puzzle.to_string()),
        (vec!["dot", "--solve"], puzzle.to_string()),
        (vec!["colour", GRAPH], String::new()),
    ]
}

#[test]
fn max_nodes_bounds_every_search_and_0_is_no_limit() {
    for (args, stdin) in searches(HARD) {
        let graph = args[0] == "colour";
        let bound = [&args[..], &["--max-nodes", "1"]].concat();
        // myciel3 is settled in a few nodes: only a bound of 1 stops it.
        let output = run(&bound, &stdin);
        assert_eq!(
            output.status.code(),
            Some(3),
            "{bound:?}: {}",
            stderr(&output)
        );
        let free = run(&args, &stdin);
        let zero = run(&[&args[..], &["--max-nodes", "0"]].concat(), &stdin);
        assert_eq!(zero.status.code(), free.status.code(), "{args:?}");
        assert_eq!(zero.status.code(), Some(0), "{args:?}: {}", stderr(&zero));
        if !graph {
            assert_eq!(stdout(&zero), stdout(&free), "{args:?}");
        }
    }
    // generate: each uniqueness check gives up and keeps its clue; --check-nodes is the
    // same flag under its old name.
    // The time each puzzle took to make is left out.
    let generate = |extra: &[&str]| {
        let args = [&["generate", "--seed", "1", "--rate"][..], extra].concat();
        let made = stdout(&run(&args, ""));
        let (rating, puzzle) = made.split_once("; made in").expect("a rating");
        let puzzle = puzzle.split_once('\n').expect("a puzzle").1;
        format!("{rating}\n{puzzle}")
    };
    let bounded = generate(&["--max-nodes", "1"]);
    assert!(bounded.contains(", not minimal,"), "{bounded}");
    assert_eq!(generate(&["--check-nodes", "1"]), bounded);
    let free = generate(&[]);
    assert!(free.contains(", minimal,"), "{free}");
    assert_eq!(generate(&["--max-nodes", "0"]), free);
}

/// Asserts that every search answers as it does without `flag`, for each of `values`.
fn answers_alike_with(flag: &str, values: &[&str]) {
    for (args, stdin) in searches(FOUR) {
        let free = run(&args, &stdin);
        for value in values {
            let output = run(&[&args[..], &[flag, value]].concat(), &stdin);
            assert_eq!(output.status.code(), Some(0), "{args:?} {flag} {value}");
            // colour's summary holds its time.
            if args[0] != "colour" {
                assert_eq!(stdout(&output), stdout(&free), "{args:?} {flag} {value}");
            }
        }
    }
}

#[test]
fn timeout_is_taken_by_every_search_and_0_is_no_limit() {
    answers_alike_with("--timeout", &["0", "1000"]);
    refused(
        &["count", "--timeout=-1"],
        FOUR,
        "--timeout -1: expected a positive number of seconds, or 0 for no limit",
    );
}

#[test]
fn learning_is_taken_by_every_search() {
    answers_alike_with("--learning", &["auto", "soon", "off", "always"]);
}

#[test]
fn a_seed_repeats_its_search_and_0_is_the_deterministic_order() {
    // solve and dot: another seed may find another of the 288 solutions, each valid, and
    // the same seed finds the same one again.
    let mut solutions = Vec::new();
    for command in [&["solve"][..], &["dot", "--solve"]] {
        let unseeded = stdout(&run(command, EMPTY_FOUR));
        let zero = stdout(&run(&[command, &["--seed", "0"]].concat(), EMPTY_FOUR));
        assert_eq!(zero, unseeded, "{command:?}");
        for seed in ["1", "2", "4", "5", "6"] {
            let args = [command, &["--seed", seed]].concat();
            let first = stdout(&run(&args, EMPTY_FOUR));
            assert_eq!(stdout(&run(&args, EMPTY_FOUR)), first, "{args:?}");
            if command == ["solve"] {
                assert_solutions(EMPTY_FOUR, &first);
                solutions.push(first);
            }
        }
    }
    solutions.sort();
    solutions.dedup();
    assert!(solutions.len() > 1, "seeds lead to other solutions");
    // count and grade: the answer does not depend on the order (a search-level grade's
    // nodes would).
    for (command, puzzle) in [("count", HARD), ("grade", FOUR)] {
        let unseeded = stdout(&run(&[command], puzzle));
        assert_eq!(stdout(&run(&[command, "--seed", "7"], puzzle)), unseeded);
    }
    // colour: the same seed draws the same colouring.
    let scratch = Scratch::new("options-colour-seed");
    let drawn = |name: &str| {
        let path = scratch.join(name);
        let out = path.to_str().expect("UTF-8 path");
        let output = run(&["colour", GRAPH, "-k", "5", "--seed", "3", "-o", out], "");
        assert!(output.status.success(), "{}", stderr(&output));
        std::fs::read_to_string(&path).expect("written")
    };
    assert_eq!(drawn("a.dot"), drawn("b.dot"));
}

#[test]
fn stats_print_the_seed_on_every_search_command() {
    for (command, doing) in [
        ("solve", "solving"),
        ("count", "counting"),
        ("grade", "grading"),
    ] {
        let output = run(&[command, "--stats", "--seed", "9", "--jobs", "1"], FOUR);
        assert!(output.status.success(), "{command}");
        let said = stderr(&output);
        let lines: Vec<&str> = said.lines().collect();
        assert_eq!(lines.len(), 2, "{command}: {said}");
        assert!(lines[0].starts_with("puzzle 1 (line 1): "), "{said}");
        assert!(lines[0].ends_with(" µs, 0 nodes, 0 backtracks"), "{said}");
        assert!(lines[1].starts_with("total: 1 puzzle ("), "{said}");
        assert!(
            lines[1].contains(&format!(" ms {doing} on 1 thread")),
            "{said}"
        );
        assert!(lines[1].ends_with("; seed 9"), "{said}");
    }
    let output = run(&["dot", "--solve", "--stats", "--seed", "9"], FOUR);
    let said = stderr(&output);
    assert!(said.starts_with("solved in "), "{said}");
    assert!(
        said.ends_with(" ms, 0 nodes, 0 backtracks; seed 9\n"),
        "{said}"
    );
    for (colours, line) in [
        (&[][..], "3 colours: no colouring in "),
        (&["-k", "4"], "4 colours: coloured in "),
    ] {
        let args = [&["colour", GRAPH, "--stats", "--seed", "9"][..], colours].concat();
        let said = stderr(&run(&args, ""));
        assert!(said.contains(line), "{args:?}: {said}");
        assert!(said.ends_with("\nseed 9\n"), "{args:?}: {said}");
    }
    let output = run(&["dot", "--stats"], FOUR);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).starts_with("sudograph: the following required arguments"));
}

#[test]
fn quiet_prints_nothing_and_answers_by_the_exit_status() {
    let grids = "2134342142131342\n";
    for (command, input, code) in [
        ("solve", FOUR, 0),
        ("solve", "1134............\n", 1),
        ("solve", "1x34.421...31342\n..34.421...31342\n", 2),
        ("count", FOUR, 0),
        ("count", "1134............\n", 1),
        ("count", "1x34.421...31342\n", 2),
        ("grade", FOUR, 0),
        ("grade", EMPTY_FOUR, 1),
        ("grade", "1x34.421...31342\n..34.421...31342\n", 2),
        ("check", grids, 0),
        ("check", "2234342142131342\n", 1),
        ("check", "2x34342142131342\n", 2),
    ] {
        for quiet in ["-q", "--quiet"] {
            let output = run(&[command, quiet], input);
            assert_eq!(
                output.status.code(),
                Some(code),
                "{command} {quiet} {input}"
            );
            assert_eq!(stdout(&output), "", "{command} {quiet} {input}");
            assert_eq!(stderr(&output), "", "{command} {quiet} {input}");
        }
    }
    for (args, other) in [
        (&["solve", "-q", "--stats"][..], "--stats"),
        (&["count", "-q", "--stats"], "--stats"),
        (&["grade", "-q", "--stats"], "--stats"),
        (&["solve", "-q", "--trace"], "--trace"),
        (&["grade", "-q", "--explain"], "--explain"),
    ] {
        let output = run(args, FOUR);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let said = stderr(&output);
        let expected = format!("sudograph: the argument '--quiet' cannot be used with '{other}'");
        assert!(said.starts_with(&expected), "{args:?}: {said}");
    }
}

/// The fields a command's `--format` help names: `with the fields a, b, c)`.
fn fields_in_help(command: &str) -> Vec<String> {
    let help = stdout(&run(&[command, "--help"], ""));
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    let after = help
        .split("with the fields ")
        .nth(1)
        .unwrap_or_else(|| panic!("{command} --help names its fields: {help}"));
    let list = after.split(')').next().expect("a list");
    list.split(", ").map(str::to_string).collect()
}

#[test]
fn format_help_names_the_fields_the_records_have() {
    let grid = "2134342142131342\n";
    for (command, input) in [
        ("solve", FOUR),
        ("count", FOUR),
        ("grade", FOUR),
        ("check", grid),
    ] {
        let output = run(&[command, "--format", "json"], input);
        assert!(output.status.success(), "{command}: {}", stderr(&output));
        let record: serde_json::Value =
            serde_json::from_str(stdout(&output).trim()).expect("a JSON record");
        let mut keys: Vec<String> = record
            .as_object()
            .expect("an object")
            .keys()
            .cloned()
            .collect();
        let mut named = fields_in_help(command);
        named.sort();
        keys.sort();
        assert_eq!(named, keys, "{command} --help names the JSON fields");
    }
    let help = stdout(&run(&["check", "--help"], ""));
    assert!(!help.contains("verdict, violations"), "{help}");
}

#[test]
fn jobs_beyond_the_machine_are_capped_with_a_note() {
    let note = predicates::str::is_match(
        "^sudograph: --jobs 1000: running \\d+ threads, the most this machine takes \
         \\(\\d+ cores?, 4 threads per core\\)\n",
    )
    .expect("regex");
    for args in [
        &["solve"][..],
        &["count"],
        &["grade"],
        &["check"],
        &["generate", "--seed", "1", "--size", "4"],
        &["bench", "--min-time", "0", "examples/4x4.txt"],
    ] {
        let args = [args, &["--jobs", "1000"]].concat();
        sudograph()
            .args(&args)
            .write_stdin("2134342142131342\n") // solved: every command answers 0
            .assert()
            .success()
            .stderr(note.clone());
    }
    refused(
        &["solve", "--jobs", "0"],
        FOUR,
        "--jobs 0: a run needs at least 1 thread; leave --jobs out for one per core",
    );
}

#[test]
fn zero_is_no_limit_for_a_limit_and_refused_for_an_amount() {
    assert_eq!(
        stdout(&run(&["count", "--limit", "0"], EMPTY_FOUR)),
        "288 (all found)\n"
    );
    refused(
        &["generate", "--count", "0"],
        "",
        "--count 0: nothing to make; ask for 1 puzzle or more",
    );
    refused(
        &["generate", "--clues", "0"],
        "",
        "--clues 0: a puzzle keeps 1 clue or more; leave --clues out for a minimal puzzle",
    );
    refused(
        &["colour", GRAPH, "--colours", "0"],
        "",
        "--colours 0: a graph with a node needs 1 colour or more; leave --colours out to \
         find how many",
    );
}

#[test]
fn regions_and_boxes_together_are_refused() {
    let map = "tests/data/variants/jigsaw-pegg.regions";
    let message = format!(
        "--box 3x3 and --regions {map}: a jigsaw's regions replace its boxes; leave --box out"
    );
    refused(&["solve", "--regions", map, "--box", "3x3"], FOUR, &message);
    refused(
        &["generate", "--regions", map, "--box", "3x3"],
        "",
        &message,
    );
}

#[test]
fn generate_makes_puzzles_of_any_box_shape() {
    let made = stdout(&run(
        &["generate", "--box", "2x3", "--count", "3", "--seed", "1"],
        "",
    ));
    assert_eq!(made.lines().count(), 3, "{made}");
    assert!(made.lines().all(|line| line.len() == 36), "{made}");
    let counted = stdout(&run(&["count", "--box", "2x3"], &made));
    assert_eq!(counted, "1 (unique)\n".repeat(3));
    refused(
        &["generate", "--size", "9", "--box", "2x3"],
        "",
        "--size 9 but --box 2x3 makes 6×6 grids",
    );
    refused(
        &["generate", "--size", "6"],
        "",
        "--size 6: a side of square boxes is 4, 9, 16, 25, 36, 49 or 64; other sides need \
         --box, such as --box 2x3",
    );
}

#[test]
fn a_clue_target_out_of_reach_says_how_near_it_got() {
    let output = run(
        &["generate", "--clues", "20", "--seed", "7", "--count", "2"],
        "",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let made = puzzles(&stdout(&output));
    let expected: String = made
        .iter()
        .zip(7..)
        .map(|(puzzle, seed)| {
            format!(
                "sudograph: seed {seed}: {} clues, not 20: every clue left is needed for a \
                 unique solution\n",
                puzzle.grid.filled()
            )
        })
        .collect();
    assert_eq!(stderr(&output), expected);
    let reached = run(&["generate", "--clues", "40", "--seed", "7"], "");
    assert_eq!(stderr(&reached), "");
    assert_eq!(puzzles(&stdout(&reached))[0].grid.filled(), 40);
}

#[test]
fn dot_searches_only_with_solve_and_traces_in_the_deterministic_order() {
    refused(
        &["dot", "--seed", "3"],
        FOUR,
        "--seed 3: dot searches only with --solve, which draws the solution",
    );
    refused(
        &["dot", "--max-nodes", "5", "--timeout", "2"],
        FOUR,
        "--max-nodes 5: dot searches only with --solve, which draws the solution",
    );
    let scratch = Scratch::new("options-trace");
    let steps = scratch.join("steps");
    let steps = steps.to_str().expect("UTF-8");
    refused(
        &["dot", "--solve", "--steps", steps, "--learning", "off"],
        FOUR,
        "--learning off: --steps tells a search that never learns, step by step; leave \
         --learning out",
    );
    assert!(!scratch.join("steps").exists(), "nothing is written");
    refused(
        &["solve", "--trace", "--seed", "2"],
        FOUR,
        "--seed 2: --trace tells the search in the deterministic order; leave --seed out",
    );
    let output = run(&["dot", "--solve", "--max-nodes", "1"], HARD);
    assert_eq!(output.status.code(), Some(3));
    assert_eq!(
        stderr(&output),
        "sudograph: <stdin>: line 1: gave up after 1 node; drawing the puzzle as given\n"
    );
}

#[test]
fn every_message_has_the_programs_form() {
    for args in [
        &["solve", "--jobs", "x"][..],
        &["count", "--no-such-flag"],
        &["frobnicate"],
        &["grade", "--format", "yaml"],
        &[],
    ] {
        let output = run(args, FOUR);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let said = stderr(&output);
        assert!(
            !said.lines().any(|line| line.starts_with("error")),
            "{args:?}: {said}"
        );
        if !args.is_empty() {
            assert!(said.starts_with("sudograph: "), "{args:?}: {said}");
        }
    }
    let said = stderr(&run(&["solve", "--jobs", "x"], ""));
    assert!(
        said.starts_with("sudograph: invalid value 'x' for '--jobs <N>': "),
        "{said}"
    );
    for args in [["--help"], ["--version"]] {
        let output = run(&args, "");
        assert!(output.status.success(), "{args:?}");
        assert!(stdout(&output).contains("sudograph"), "{args:?}");
    }
}

/// A stdout on a full disk ends every command with status 2 and a message that names
/// what failed.
#[cfg(target_os = "linux")]
#[test]
fn a_full_stdout_names_what_failed() {
    let four = "examples/4x4.txt";
    for args in [
        &["dot", four][..],
        &["dot", "--solve", four],
        &["colour", GRAPH],
        &["colour", "-k", "4", GRAPH],
        &["bench", "--min-time", "0", four],
        &["solve", four],
        &["count", four],
        &["grade", four],
        &["check", "examples/9x9.txt"],
        &["generate", "--size", "4", "--seed", "1"],
        &["man"],
        &["completions", "bash"],
        &["--help"],
    ] {
        let output = std::process::Command::new(assert_cmd::cargo::cargo_bin("sudograph"))
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdin(std::process::Stdio::null())
            .stdout(std::fs::File::create("/dev/full").expect("/dev/full"))
            .output()
            .expect("runs");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let said = stderr(&output);
        assert!(
            said.contains("sudograph: cannot write to standard output: No space left on device"),
            "{args:?}: {said}"
        );
    }
}

/// The US spellings are the same command and flag: `color`, `coloring` and `colouring` are
/// `colour`, and `--colors` is `--colours`.
#[test]
fn the_us_spellings_of_colour_are_the_same_command_and_flag() {
    // The summary without the time it took, which differs from run to run.
    let summary = |args: &[&str]| {
        let output = run(args, "");
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        let text = stdout(&output);
        let (head, tail) = text.rsplit_once(" ms, ").expect("a time");
        format!("{}{tail}", &head[..=head.rfind('(').expect("(")])
    };
    let colour = summary(&["colour", GRAPH, "--colours", "3"]);
    assert!(colour.contains("not 3-colourable"), "{colour}");
    for command in ["color", "coloring", "colouring"] {
        for flag in ["--colours", "--colors", "-k"] {
            assert_eq!(
                summary(&[command, GRAPH, flag, "3"]),
                colour,
                "{command} {flag}"
            );
        }
    }
    let help = stdout(&run(&["--help"], ""));
    assert!(help.contains("[alias: color]"), "{help}");
}
