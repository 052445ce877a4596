//! The console examples of README.md and of the documents under docs/, run as written:
//! each `$ command` in a console block must print exactly the lines shown under it
//! (timings and machine-dependent counts aside), so the documentation cannot drift from
//! what the tool does.

use std::path::Path;
use std::process::Command;

use crate::harness::{Scratch, graphviz, imagemagick};

/// One `$ command` of a console block and the lines shown under it.
struct Example {
    command: String,
    expected: Vec<String>,
}

/// Every example of the console blocks of a Markdown text.
fn examples(markdown: &str) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    let mut in_console = false;
    for line in markdown.lines() {
        if line.starts_with("```") {
            in_console = line == "```console";
            continue;
        }
        if !in_console {
            continue;
        }
        match (line.strip_prefix("$ "), examples.last_mut()) {
            (Some(command), _) => examples.push(Example {
                command: command.to_string(),
                expected: Vec::new(),
            }),
            (None, Some(example)) => example.expected.push(line.to_string()),
            (None, None) => panic!("console block output before any command: {line}"),
        }
    }
    examples
}

/// A line with what differs from run to run or machine to machine replaced by `#`: numbers
/// followed by a time unit or a rate, thread counts, and the timing columns of a `bench`
/// table row.
fn normalise(line: &str) -> String {
    const UNITS: [&str; 5] = [" ms", " µs", " s", " puzzles/s", " threads"];
    let columns: Vec<&str> = line.split_whitespace().collect();
    if columns.len() == 9 && columns[0].ends_with(".txt") {
        return format!(
            "{} # # # {}",
            columns[..4].join(" "),
            columns[7..].join(" ")
        );
    }
    let mut out = String::new();
    let mut rest = line;
    while let Some(start) = rest.find(|c: char| c.is_ascii_digit()) {
        let len = rest[start..]
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len() - start);
        let after = &rest[start + len..];
        out.push_str(&rest[..start]);
        if UNITS.iter().any(|unit| {
            after.starts_with(unit)
                && !after[unit.len()..].starts_with(|c: char| c.is_alphanumeric())
        }) {
            out.push('#');
        } else {
            out.push_str(&rest[start..start + len]);
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// The lines of an output, normalised and sorted: stdout and stderr interleave differently
/// in a pipe than on a terminal, so only the set of lines is compared.
fn sorted_normal_lines(text: &[String]) -> Vec<String> {
    let mut lines: Vec<String> = text.iter().map(|l| normalise(l)).collect();
    lines.sort();
    lines
}

#[test]
fn normalising_keeps_counts_and_hides_timings() {
    assert_eq!(
        normalise("myciel4: chromatic number 5 (0.28 ms, 209 search nodes)"),
        "myciel4: chromatic number 5 (# ms, 209 search nodes)"
    );
    assert_eq!(
        normalise("total: 1 puzzles; 0.012 ms solving on 2 threads, 80425 puzzles/s per thread"),
        "total: 1 puzzles; # ms solving on # threads, # puzzles/s per thread"
    );
    assert_eq!(
        normalise("top1465.txt   1465   1465   -   22447   36.5   157.0   8.7   6.6"),
        "top1465.txt 1465 1465 - # # # 8.7 6.6"
    );
    assert_eq!(normalise("# seed 7: 25 clues"), "# seed 7: 25 clues");
}

/// Runs every console example of the Markdown file `file` (a path from the repository
/// root) in a scratch folder of its own, in order, so that an example may read what an
/// earlier one of the same file wrote; returns how many were found and how many ran.
fn check_console_examples(file: &str) -> (usize, usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let markdown = std::fs::read_to_string(root.join(file)).expect(file);
    let examples = examples(&markdown);
    // A folder that looks like a clone (the data the examples read) but whose `out/` and
    // other written files are throw-away.
    let scratch = Scratch::new(&format!("readme-{}", file.replace(['/', '.'], "-")));
    for dir in ["examples", "tests", "benches"] {
        std::os::unix::fs::symlink(root.join(dir), scratch.join(dir)).expect("link");
    }
    std::fs::create_dir(scratch.join("out")).expect("out/");
    let binary = assert_cmd::cargo::cargo_bin("sudograph");
    let path = format!(
        "{}:{}",
        binary.parent().expect("folder").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let has_graphviz = graphviz();
    let has_imagemagick = imagemagick();
    let mut checked = 0;
    for example in &examples {
        let needs_graphviz = ["--render", "neato", "dot -T"]
            .iter()
            .any(|tool| example.command.contains(tool));
        // ImageMagick and Graphviz are optional, and said so; CI installs both.
        if (example.command.starts_with("convert ") && !has_imagemagick)
            || (needs_graphviz && !has_graphviz)
        {
            continue;
        }
        let output = Command::new("bash")
            .arg("-c")
            .arg(format!("{{ {}\n}} 2>&1", example.command))
            .current_dir(scratch.path())
            .env("PATH", &path)
            .output()
            .expect("bash runs");
        let got: Vec<String> = String::from_utf8_lossy(&output.stdout)
            .lines()
            .map(str::to_string)
            .collect();
        assert_eq!(
            sorted_normal_lines(&got),
            sorted_normal_lines(&example.expected),
            "{file} example `$ {}` printed:\n{}",
            example.command,
            got.join("\n")
        );
        checked += 1;
    }
    eprintln!(
        "{file}: {checked} of {} console examples run",
        examples.len()
    );
    (examples.len(), checked)
}

#[test]
fn every_console_example_prints_what_the_readme_shows() {
    let (found, checked) = check_console_examples("README.md");
    // One example per command at least; Graphviz's may be skipped.
    assert!(found >= 10, "found {found} examples in README.md");
    assert!(checked >= 9, "checked {checked} examples of README.md");
}

#[test]
fn every_console_example_prints_what_the_guide_shows() {
    let (found, checked) = check_console_examples("docs/guide.md");
    assert!(found > 20, "found {found} examples in docs/guide.md");
    assert!(checked > 20, "checked {checked} examples of docs/guide.md");
}

/// Every document under docs/ that has console examples is run, so that a new one cannot
/// go unchecked; the guide is run by its own test above.
#[test]
fn every_console_example_prints_what_the_other_docs_show() {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let mut files: Vec<String> = std::fs::read_dir(&docs)
        .expect("docs/")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with(".md") && name != "guide.md")
        .map(|name| format!("docs/{name}"))
        .collect();
    files.sort();
    for file in files {
        check_console_examples(&file);
    }
}
