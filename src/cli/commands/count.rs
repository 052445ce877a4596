//! `sudograph count`: how many solutions each puzzle has, up to a limit.

use std::fmt::Write;
use std::time::{Duration, Instant};

use anyhow::bail;
use sudograph::format::{Layout, ParseError, write_grid};
use sudograph::grid::Grid;
use sudograph::solve::Solver;
use sudograph::validate::unsolvable::why_unsolvable;
use sudograph_colour::{Count, Stats, recycle};

use crate::cli::flags::budget::Budget;
use crate::cli::flags::commands::CountArgs;
use crate::cli::flags::output::COUNT_FIELDS;
use crate::cli::flags::run_options::RunOptions;
use crate::cli::input::source::{Chunk, Entry, Record, Source};
use crate::cli::pipeline::batch;
use crate::cli::pipeline::stage::{Output, Stage};
use crate::cli::plural::counted;
use crate::cli::records::{self, RecordFormat, Value};
use crate::cli::report::{report_to, say};
use crate::cli::stats::{Totals, puzzle_line};
use crate::cli::status::Status;

/// Counts every puzzle's solutions up to `--limit` (0: all of them) and prints one line per
/// puzzle, in input order as they are ready: the count and what it means (`0 (no
/// solution): …` saying why), or `error: …` for a puzzle that does not read. A puzzle
/// without solution makes the status `Failure`; a count cut short by the budget is printed
/// as a lower bound and makes it `GaveUp`.
/// `--stats` adds a line per puzzle and the totals on stderr.
pub fn run(args: &CountArgs) -> anyhow::Result<Status> {
    let config = RunOptions::of(args)?;
    if args.print && config.format != RecordFormat::Text {
        bail!("--print writes the solutions as text: it goes with --format text only");
    }
    let mut source = Source::solving(&args.files, config.read)?;
    let stage = Counting {
        budget: config.budget,
        format: config.format,
        limit: match args.limit {
            0 => u64::MAX,
            limit => limit,
        },
        stats: args.stats,
        print: args.print,
    };
    let summary = batch::run(&stage, config.threads, &mut source, "count", config.quiet)?;
    if args.stats {
        let order = VERDICTS;
        let seed = config.budget.seed();
        say(&summary
            .tally
            .describe(&order, "counting", config.threads, seed))?;
    }
    Ok(summary.status)
}

/// The count command's work on each chunk.
struct Counting {
    budget: Budget,
    /// How answers are written.
    format: RecordFormat,
    limit: u64,
    /// Whether each puzzle's statistics go to stderr.
    stats: bool,
    /// Whether the solutions found are written after the count (`--print`).
    print: bool,
}

impl Stage for Counting {
    type Input = Chunk<Solver>;
    type Tally = Totals;

    fn work(&self, chunk: &Chunk<Solver>, out: &mut Output<Totals>) {
        if chunk.first == 0 {
            records::header(out.stdout(), self.format, &COUNT_FIELDS);
        }
        for (i, record) in chunk.records.iter().enumerate() {
            out.records += 1;
            let number = chunk.number(i);
            match record {
                Record::Bad(error) => self.unreadable(out, number, &chunk.file, error),
                Record::Puzzle(entry) => self.count(out, number, chunk, entry),
            }
        }
    }
}

impl Counting {
    /// Writes the record of puzzle `number` of `file`, which does not read, and says why on
    /// stderr.
    fn unreadable(&self, out: &mut Output<Totals>, number: u64, file: &str, error: &ParseError) {
        match self.format {
            RecordFormat::Text => {
                let _ = writeln!(out.stdout(), "error: {error}");
            }
            format => {
                let message = error.to_string();
                let values = [
                    Value::Number(number),
                    Value::Number(error.line as u64),
                    Value::Text("unreadable"),
                    Value::Missing,
                    Value::Missing,
                    Value::Text(&message),
                    Value::Number(0),
                ];
                records::write(out.stdout(), format, &COUNT_FIELDS, &values, file);
            }
        }
        report_to(out.stderr(), format_args!("{file}: {error}"));
        out.status.note(Status::BadInput);
        out.tally
            .note("unreadable", Stats::default(), Duration::ZERO);
    }

    /// Counts the solutions of puzzle `number` and writes its record.
    fn count(&self, out: &mut Output<Totals>, number: u64, chunk: &Chunk<Solver>, entry: &Entry) {
        let solver = &chunk.kind(entry).tools;
        let start = self.stats.then(Instant::now);
        let (count, stats, solutions) = match self.print {
            false => {
                let (count, stats) = solver.count_cells(
                    chunk.cells(entry),
                    self.limit,
                    &self.budget.limits(),
                    &self.budget.settings(),
                );
                (count, stats, Vec::new())
            }
            true => {
                let (solutions, complete, stats) = solver.solutions(
                    chunk.cells(entry),
                    self.limit,
                    &self.budget.limits(),
                    &self.budget.settings(),
                );
                let count = Count {
                    found: solutions.len() as u64,
                    complete,
                    first: None,
                };
                (count, stats, solutions)
            }
        };
        let elapsed = start.map_or(Duration::ZERO, |t| t.elapsed());
        match (count.complete, count.found) {
            (false, _) => out.status.note(Status::GaveUp),
            (true, 0) => out.status.note(Status::Failure),
            (true, _) => {}
        }
        let kind = chunk.kind(entry);
        let (verdict, mut meaning) = describe(&count, self.limit, stats.nodes);
        // A puzzle without solution says why, as `solve` does.
        let why = (count.complete && count.found == 0).then(|| {
            why_unsolvable(&kind.rules, chunk.cells(entry), None).describe(&kind.alphabet)
        });
        if let Some(why) = &why {
            let _ = write!(meaning, ": {why}");
        }
        match self.format {
            RecordFormat::Text => {
                let _ = writeln!(out.stdout(), "{meaning}");
                for solution in &solutions {
                    let cells = solution.iter().map(|&s| Some(s)).collect();
                    let grid = Grid::from_cells(kind.rules.clone(), cells)
                        .expect("a solution's symbols are below the side");
                    // Grids are set apart by a blank line, as the reader expects them.
                    if entry.layout != Layout::Line {
                        out.stdout().push('\n');
                    }
                    out.stdout()
                        .push_str(&write_grid(&grid, entry.layout, &kind.alphabet));
                }
            }
            format => {
                let values = [
                    Value::Number(number),
                    Value::Number(entry.line as u64),
                    Value::Text(verdict),
                    Value::Number(count.found),
                    Value::Bool(count.complete && count.found < self.limit),
                    why.as_deref().map_or(Value::Missing, Value::Text),
                    Value::Number(stats.nodes),
                ];
                records::write(out.stdout(), format, &COUNT_FIELDS, &values, &chunk.file);
            }
        }
        if self.stats {
            puzzle_line(out.stderr(), number, entry.line, verdict, elapsed, stats);
        }
        out.tally.note(verdict, stats, elapsed);
        if let Some(first) = count.first {
            recycle(first);
        }
    }
}

/// The verdicts of a count, in the order the totals of `--stats` name them.
const VERDICTS: [&str; 6] = [
    "unique",
    "all found",
    "stopped at limit",
    "no solution",
    "gave up",
    "unreadable",
];

/// A count's verdict, and its meaning in words: exact (`0`, `1 (unique)`, `434`), or a
/// lower bound when the limit or the search budget stopped the count.
fn describe(count: &Count, limit: u64, nodes: u64) -> (&'static str, String) {
    let found = count.found;
    match (count.complete, found) {
        (false, _) => (
            "gave up",
            format!("≥{found} (gave up after {})", counted(nodes, "node")),
        ),
        (true, 0) => ("no solution", "0 (no solution)".to_string()),
        (true, n) if n >= limit => (
            "stopped at limit",
            format!("≥{n} (stopped at --limit {limit})"),
        ),
        (true, 1) => ("unique", "1 (unique)".to_string()),
        (true, n) => ("all found", format!("{n} (all found)")),
    }
}
