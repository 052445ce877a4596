//! `sudograph check`: the validator on the command line.

use std::fmt::Write;

use anyhow::bail;
use sudograph::format::ReadOptions;
use sudograph::grid::Shape;
use sudograph::validate::unsolvable::Unsolvable;
use sudograph::validate::{Validator, Violation};

use crate::cli::flags::commands::CheckArgs;
use crate::cli::flags::output::CHECK_FIELDS;
use crate::cli::flags::run_options::RunOptions;
use crate::cli::input::paths::is_stdin;
use crate::cli::input::source::{Chunk, Entry, Kind, Record, Source};
use crate::cli::pipeline::batch;
use crate::cli::pipeline::stage::{Output, Stage, Tally};
use crate::cli::pipeline::workers::{self, Summary};
use crate::cli::plural::counted;
use crate::cli::records::{self, RecordFormat, Value};
use crate::cli::report::{report, report_to};
use crate::cli::status::Status;

/// Checks each grid of the input (against the puzzle at the same place in `--puzzle`) and
/// prints one line per grid, in input order as they are checked: `valid`, or every
/// violation joined by `; `, or `error: …` for a grid (or puzzle) that does not read. A
/// summary goes to stderr; `--quiet` prints nothing and answers by the exit status alone.
pub fn run(args: &CheckArgs) -> anyhow::Result<Status> {
    let config = RunOptions::of(args)?;
    let (mut grids, mut puzzles) = open(args, config.read)?;
    let stage = Checking {
        quiet: config.quiet,
        format: config.format,
        puzzles: puzzles.as_ref().map(|p| p.name.clone()),
    };
    let summary = check_all(&stage, &mut grids, puzzles.as_mut(), config.threads)?;
    let mut status = summary.status;
    status.note(batch::without_records(
        &grids.empty,
        grids.records,
        "grid",
        config.quiet,
    )?);
    if let Some(puzzles) = &mut puzzles
        && !puzzles.exhausted()?
    {
        let hold = if grids.inputs > 1 { "hold" } else { "holds" };
        report(&format!(
            "{} holds more puzzles than {} {hold} grids ({})",
            puzzles.name, grids.name, grids.records
        ))?;
        status.note(Status::BadInput);
    }
    if !config.quiet {
        report(&summary.tally.describe())?;
    }
    Ok(status)
}

/// Opens the grids, and the puzzles of `--puzzle` when it is given: not both on stdin.
fn open(
    args: &CheckArgs,
    options: ReadOptions,
) -> anyhow::Result<(Source<Validator>, Option<Source<()>>)> {
    let grids_on_stdin = args.files.is_empty() || args.files.iter().any(|p| is_stdin(p));
    if let Some(puzzle) = &args.puzzle
        && is_stdin(puzzle)
        && grids_on_stdin
    {
        bail!("the grids and --puzzle cannot both be read from standard input");
    }
    let grids = Source::open(&args.files, options.clone(), |rules, _| {
        Validator::new(rules)
    })?;
    let puzzles = match &args.puzzle {
        None => None,
        Some(path) => Some(Source::open(
            std::slice::from_ref(path),
            options,
            |_, _| (),
        )?),
    };
    Ok((grids, puzzles))
}

/// Runs `stage` on the grids, read in step with the puzzles when there are any, on
/// `threads` threads, with a progress line.
fn check_all(
    stage: &Checking,
    grids: &mut Source<Validator>,
    mut puzzles: Option<&mut Source<()>>,
    threads: usize,
) -> anyhow::Result<Summary<Checked>> {
    let read = grids.read_so_far();
    batch::with_std_sinks(&format!("check {}", grids.name), |sinks| {
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
        let note = |records: u64| read.describe(records, "grids");
        workers::run(stage, threads, fill, sinks, note)
    })
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
    format: RecordFormat,
    /// The name of the puzzles' input, for messages.
    puzzles: Option<String>,
}

/// What the grids turned out to be.
#[derive(Default)]
struct Checked {
    valid: u64,
    invalid: u64,
    unreadable: u64,
}

impl Checked {
    /// The summary line: `checked 3 grids: 2 valid, 1 invalid, 0 unreadable`.
    fn describe(&self) -> String {
        let Checked {
            valid,
            invalid,
            unreadable,
        } = *self;
        let grids = valid + invalid + unreadable;
        format!(
            "checked {}: {valid} valid, {invalid} invalid, {unreadable} unreadable",
            counted(grids, "grid")
        )
    }
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
            records::header(out.stdout(), self.format, &CHECK_FIELDS);
        }
        for (i, record) in grids.records.iter().enumerate() {
            out.records += 1;
            let number = grids.number(i);
            // A problem is written as `error: …` in the grid's place (naming the puzzle
            // file when the problem is there) and with the file's name on stderr.
            let found = match record {
                Record::Bad(error) => Err((error.to_string(), &*grids.file)),
                Record::Puzzle(entry) => match self.puzzle(puzzles, i, number) {
                    Err(problem) => Err((problem, "")),
                    Ok(puzzle) => self.violations(grids, entry, puzzle),
                },
            };
            let (verdict, message) = self.judge(found, out);
            if !self.quiet {
                let line = match record {
                    Record::Puzzle(entry) => entry.line,
                    Record::Bad(error) => error.line,
                };
                self.write(out, number, line, &grids.file, verdict, &message);
            }
        }
    }
}

/// A puzzle's givens, box shape and line, to check a grid against.
type Givens<'a> = (&'a [Option<u16>], Shape, usize);

/// What checking a grid found: its violations, with the rules and alphabet that describe
/// them, and why its puzzle has no solution when the givens show it; or the problem that
/// kept it from being checked, and the file to name with it (none when the problem is in
/// the puzzle file, whose name the problem already says).
type Finding<'a> =
    Result<(Vec<Violation>, Option<Unsolvable>, &'a Kind<Validator>), (String, &'a str)>;

impl Checking {
    /// The givens of puzzle `i` of the chunk, for grid `number`: none without `--puzzle`, or
    /// the problem when the puzzle does not read or is missing.
    fn puzzle<'a>(
        &self,
        puzzles: &'a Chunk<()>,
        i: usize,
        number: u64,
    ) -> Result<Option<Givens<'a>>, String> {
        let Some(name) = &self.puzzles else {
            return Ok(None);
        };
        match puzzles.records.get(i) {
            Some(Record::Puzzle(entry)) => Ok(Some((
                puzzles.cells(entry),
                puzzles.kind(entry).rules.shape(),
                entry.line,
            ))),
            Some(Record::Bad(error)) => Err(format!("{name}: {error}")),
            None => Err(format!(
                "{name}: no puzzle {number} to check grid {number} against"
            )),
        }
    }

    /// Counts what was found in the tally and the status (saying a problem on stderr
    /// unless quiet); returns the verdict and what the record says beside it.
    fn judge(&self, found: Finding<'_>, out: &mut Output<Checked>) -> (&'static str, String) {
        match found {
            Err((problem, file)) => {
                out.tally.unreadable += 1;
                out.status.note(Status::BadInput);
                if !self.quiet {
                    let file = if file.is_empty() {
                        String::new()
                    } else {
                        format!("{file}: ")
                    };
                    report_to(out.stderr(), format_args!("{file}{problem}"));
                }
                ("unreadable", problem)
            }
            Ok((violations, _, _)) if violations.is_empty() => {
                out.tally.valid += 1;
                ("valid", String::new())
            }
            Ok((violations, why, kind)) => {
                out.tally.invalid += 1;
                out.status.note(Status::Failure);
                // A puzzle without solution is what to mend: no grid can be its solution.
                if let Some(why) = why {
                    let why = why.describe(&kind.alphabet);
                    return ("invalid", format!("the puzzle has no solution: {why}"));
                }
                let described: Vec<String> = violations
                    .iter()
                    .map(|v| v.describe(&kind.alphabet))
                    .collect();
                ("invalid", described.join("; "))
            }
        }
    }

    /// Writes grid `number`'s record, which starts at `line` of `file`.
    fn write(
        &self,
        out: &mut Output<Checked>,
        number: u64,
        line: usize,
        file: &str,
        verdict: &str,
        message: &str,
    ) {
        match (self.format, verdict) {
            (RecordFormat::Text, "valid") => out.stdout().push_str("valid\n"),
            (RecordFormat::Text, "unreadable") => {
                let _ = writeln!(out.stdout(), "error: {message}");
            }
            (RecordFormat::Text, _) => {
                let _ = writeln!(out.stdout(), "{message}");
            }
            (format, verdict) => {
                let values = [
                    Value::Number(number),
                    Value::Number(line as u64),
                    Value::Text(verdict),
                    Value::text_or_missing(message),
                ];
                records::write(out.stdout(), format, &CHECK_FIELDS, &values, file);
            }
        }
    }
}

impl Checking {
    /// The violations of a grid, against the puzzle's givens when there is one, and why
    /// that puzzle has no solution when its givens show it; a grid whose size is not the
    /// puzzle's cannot be checked against it, and is unreadable input as any grid that
    /// cannot be checked.
    fn violations<'a>(
        &'a self,
        grids: &'a Chunk<Validator>,
        entry: &Entry,
        puzzle: Option<Givens<'_>>,
    ) -> Finding<'a> {
        let kind = grids.kind(entry);
        let cells = grids.cells(entry);
        let Some((givens, shape, line)) = puzzle else {
            let violations = kind.tools.violations(cells, None);
            return Ok((violations, None, kind));
        };
        if shape != kind.rules.shape() {
            let mismatch = Violation::ShapeMismatch {
                puzzle: shape,
                grid: kind.rules.shape(),
            };
            let puzzles = self.puzzles.as_deref().unwrap_or_default();
            let problem = format!(
                "line {}: {} ({puzzles} line {line})",
                entry.line,
                mismatch.describe(&kind.alphabet)
            );
            return Err((problem, &*grids.file));
        }
        let violations = kind.tools.violations(cells, Some(givens));
        // Only an invalid grid can have a puzzle without solution; the givens alone tell
        // it here, for `check` searches no solution.
        let why = match violations.is_empty() {
            true => None,
            false => Some(kind.tools.why_unsolvable(givens, None)),
        };
        let why = why.filter(|why| *why != Unsolvable::Search);
        Ok((violations, why, kind))
    }
}
