//! `sudograph check`: the validator on the command line.

use std::fmt::Write;

use anyhow::bail;
use sudograph::validate::{Validator, Violation};

use super::args::CheckArgs;
use super::input::read_options;
use super::pipeline::{self, Output, Stage, Tally};
use super::records::{self, RecordFormat, Value};
use super::source::{Chunk, Record, Source};
use super::{Status, batch, report};

/// Checks each grid of the input (against the puzzle at the same place in `--puzzle`) and
/// prints one line per grid, in input order as they are checked: `valid`, or every
/// violation joined by `; `, or `error: …` for a grid (or puzzle) that does not read. A
/// summary goes to stderr; `--quiet` prints nothing and answers by the exit status alone.
pub fn run(args: &CheckArgs) -> anyhow::Result<Status> {
    let options = read_options(&args.format)?;
    let threads = pipeline::threads(args.threads.jobs)?;
    let is_stdin = |path: Option<&std::path::Path>| path.is_none_or(|p| p.as_os_str() == "-");
    if let Some(puzzle) = &args.puzzle
        && is_stdin(Some(puzzle))
        && is_stdin(args.file.as_deref())
    {
        bail!("the grids and --puzzle cannot both be read from standard input");
    }
    let mut grids = Source::open(args.file.as_deref(), options.clone(), |rules, _| {
        Validator::new(rules)
    })?;
    let mut puzzles = match &args.puzzle {
        None => None,
        Some(path) => Some(Source::open(Some(path), options, |_, _| ())?),
    };
    let stage = Checking {
        quiet: args.quiet,
        records: args.records,
        grids: grids.name.clone(),
        puzzles: puzzles.as_ref().map(|p| p.name.clone()),
    };
    let (bytes, size) = (grids.bytes.clone(), grids.size);
    let summary = batch::with_std_sinks(&format!("check {}", stage.grids), |sinks| {
        let fill = |pair: &mut Pair| -> anyhow::Result<bool> {
            if !grids.fill(&mut pair.grids)? {
                return Ok(false);
            }
            if let Some(puzzles) = &mut puzzles {
                pair.puzzles.clear();
                puzzles.fill_to(&mut pair.puzzles, pair.grids.records.len())?;
            }
            Ok(true)
        };
        let note = |records: u64| {
            let read = bytes.load(std::sync::atomic::Ordering::Relaxed) as f64;
            match size {
                Some(size) if size > 0 => {
                    format!("{records} grids ({:.0} %)", 100.0 * read / size as f64)
                }
                _ => format!("{records} grids"),
            }
        };
        pipeline::run(&stage, threads, fill, sinks, note)
    })?;
    let mut status = summary.status;
    if grids.records == 0 {
        bail!("{}: no grid found", grids.name);
    }
    if let Some(puzzles) = &mut puzzles
        && !puzzles.exhausted()?
    {
        report(&format!(
            "{} holds more puzzles than {} holds grids ({})",
            puzzles.name, grids.name, grids.records
        ))?;
        status.note(Status::BadInput);
    }
    if !args.quiet {
        let Checked {
            valid,
            invalid,
            unreadable,
        } = summary.tally;
        let grids = valid + invalid + unreadable;
        let noun = if grids == 1 { "grid" } else { "grids" };
        report(&format!(
            "checked {grids} {noun}: {valid} valid, {invalid} invalid, {unreadable} unreadable"
        ))?;
    }
    Ok(status)
}

/// A chunk of grids, and the puzzles in the same places when they are given.
#[derive(Default)]
struct Pair {
    grids: Chunk<Validator>,
    puzzles: Chunk<()>,
}

/// The check command's work on each chunk.
struct Checking {
    quiet: bool,
    /// How verdicts are written.
    records: RecordFormat,
    /// The names of the inputs, for messages.
    grids: String,
    puzzles: Option<String>,
}

/// What the grids turned out to be.
#[derive(Default)]
struct Checked {
    valid: u64,
    invalid: u64,
    unreadable: u64,
}

impl Tally for Checked {
    fn add(&mut self, later: &Checked) {
        self.valid += later.valid;
        self.invalid += later.invalid;
        self.unreadable += later.unreadable;
    }
}

impl Stage for Checking {
    type Input = Pair;
    type Tally = Checked;

    fn work(&self, pair: &Pair, out: &mut Output<Checked>) {
        let Pair { grids, puzzles } = pair;
        if grids.first == 0 && !self.quiet {
            records::header(out.stdout(), self.records, &COLUMNS);
        }
        for (i, record) in grids.records.iter().enumerate() {
            out.records += 1;
            let number = grids.first + i as u64 + 1;
            let puzzle = match &self.puzzles {
                None => Ok(None),
                Some(name) => match puzzles.records.get(i) {
                    Some(Record::Puzzle(entry)) => Ok(Some((
                        puzzles.cells(entry),
                        puzzles.kind(entry).rules.shape(),
                    ))),
                    Some(Record::Bad(error)) => Err(format!("{name}: {error}")),
                    None => Err(format!(
                        "{name}: no puzzle {number} to check grid {number} against"
                    )),
                },
            };
            // A problem is written as `error: …` in the grid's place (naming the puzzle
            // file when the problem is there) and with the file's name on stderr.
            let verdict = match (record, puzzle) {
                (Record::Bad(error), _) => Err((error.to_string(), self.grids.as_str())),
                (Record::Puzzle(_), Err(problem)) => Err((problem, "")),
                (Record::Puzzle(entry), Ok(puzzle)) => {
                    let kind = grids.kind(entry);
                    let cells = grids.cells(entry);
                    let violations = match puzzle {
                        Some((_, shape)) if shape != kind.rules.shape() => {
                            vec![Violation::ShapeMismatch {
                                puzzle: shape,
                                grid: kind.rules.shape(),
                            }]
                        }
                        Some((givens, _)) => kind.tools.violations(cells, Some(givens)),
                        None => kind.tools.violations(cells, None),
                    };
                    Ok((violations, kind))
                }
            };
            // The verdict, and what the record says beside it.
            let (verdict, message) = match verdict {
                Err((problem, file)) => {
                    out.tally.unreadable += 1;
                    out.status.note(Status::BadInput);
                    if !self.quiet {
                        let file = if file.is_empty() {
                            String::new()
                        } else {
                            format!("{file}: ")
                        };
                        let _ = writeln!(out.stderr(), "sudograph: {file}{problem}");
                    }
                    ("unreadable", problem)
                }
                Ok((violations, _)) if violations.is_empty() => {
                    out.tally.valid += 1;
                    ("valid", String::new())
                }
                Ok((violations, kind)) => {
                    out.tally.invalid += 1;
                    out.status.note(Status::Failure);
                    let described: Vec<String> = violations
                        .iter()
                        .map(|v| v.describe(&kind.alphabet))
                        .collect();
                    ("invalid", described.join("; "))
                }
            };
            if self.quiet {
                continue;
            }
            match (self.records, verdict) {
                (RecordFormat::Text, "valid") => out.stdout().push_str("valid\n"),
                (RecordFormat::Text, "unreadable") => {
                    let _ = writeln!(out.stdout(), "error: {message}");
                }
                (RecordFormat::Text, _) => {
                    let _ = writeln!(out.stdout(), "{message}");
                }
                (records, verdict) => {
                    let line = match record {
                        Record::Puzzle(entry) => entry.line,
                        Record::Bad(error) => error.line,
                    };
                    let values = [
                        Value::Number(number),
                        Value::Number(line as u64),
                        Value::Text(verdict),
                        Value::text_or_missing(&message),
                    ];
                    records::write(out.stdout(), records, &COLUMNS, &values);
                }
            }
        }
    }
}

/// The fields of a record, in their order in JSON and CSV output.
const COLUMNS: [&str; 4] = ["grid", "line", "verdict", "message"];
