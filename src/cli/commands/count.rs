//! `sudograph count`: how many solutions each puzzle has, up to a limit.

use std::fmt::Write;

use sudograph::colour::{Count, recycle};
use sudograph::format::ParseError;
use sudograph::solve::Solver;

use crate::cli::flags::commands::CountArgs;
use crate::cli::flags::config::{Budget, Config};
use crate::cli::input::source::{Chunk, Entry, Record, Source};
use crate::cli::pipeline::batch;
use crate::cli::pipeline::stage::{Output, Stage};
use crate::cli::plural::counted;
use crate::cli::records::{self, RecordFormat, Value};
use crate::cli::report::report_to;
use crate::cli::status::Status;

/// Counts every puzzle's solutions up to `--limit` (0: all of them) and prints one line per
/// puzzle, in input order as they are ready: the count and what it means, or `error: …` for
/// a puzzle that does not read. A puzzle without solution makes the status `Failure`; a
/// count cut short by the budget is printed as a lower bound and makes it `GaveUp`.
pub fn run(args: &CountArgs) -> anyhow::Result<Status> {
    let config = Config::of(args)?;
    let mut source = Source::solving(args.file.as_deref(), config.read)?;
    let stage = Counting {
        budget: config.budget,
        format: config.format,
        limit: match args.limit {
            0 => u64::MAX,
            limit => limit,
        },
        name: source.name.clone(),
    };
    Ok(batch::run(&stage, config.threads, &mut source, "count")?.status)
}

/// The count command's work on each chunk.
struct Counting {
    budget: Budget,
    /// How answers are written.
    format: RecordFormat,
    limit: u64,
    /// The input's name for messages.
    name: String,
}

impl Stage for Counting {
    type Input = Chunk<Solver>;
    type Tally = ();

    fn work(&self, chunk: &Chunk<Solver>, out: &mut Output<()>) {
        if chunk.first == 0 {
            records::header(out.stdout(), self.format, &COLUMNS);
        }
        for (i, record) in chunk.records.iter().enumerate() {
            out.records += 1;
            let number = chunk.number(i);
            match record {
                Record::Bad(error) => self.unreadable(out, number, error),
                Record::Puzzle(entry) => self.count(out, number, chunk, entry),
            }
        }
    }
}

impl Counting {
    /// Writes the record of puzzle `number`, which does not read, and says why on stderr.
    fn unreadable(&self, out: &mut Output<()>, number: u64, error: &ParseError) {
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
                records::write(out.stdout(), format, &COLUMNS, &values);
            }
        }
        report_to(out.stderr(), format_args!("{}: {error}", self.name));
        out.status.note(Status::BadInput);
    }

    /// Counts the solutions of puzzle `number` and writes its record.
    fn count(&self, out: &mut Output<()>, number: u64, chunk: &Chunk<Solver>, entry: &Entry) {
        let solver = &chunk.kind(entry).tools;
        let (count, stats) = solver.count_cells(
            chunk.cells(entry),
            self.limit,
            &self.budget.limits(),
            &self.budget.settings(),
        );
        match (count.complete, count.found) {
            (false, _) => out.status.note(Status::GaveUp),
            (true, 0) => out.status.note(Status::Failure),
            (true, _) => {}
        }
        let (verdict, meaning) = describe(&count, self.limit, stats.nodes);
        match self.format {
            RecordFormat::Text => {
                let _ = writeln!(out.stdout(), "{meaning}");
            }
            format => {
                let values = [
                    Value::Number(number),
                    Value::Number(entry.line as u64),
                    Value::Text(verdict),
                    Value::Number(count.found),
                    Value::Bool(count.complete && count.found < self.limit),
                    Value::Missing,
                    Value::Number(stats.nodes),
                ];
                records::write(out.stdout(), format, &COLUMNS, &values);
            }
        }
        if let Some(first) = count.first {
            recycle(first);
        }
    }
}

/// The fields of a record, in their order in JSON and CSV output: `exact` says whether
/// `solutions` is the count itself or a lower bound.
const COLUMNS: [&str; 7] = [
    "puzzle",
    "line",
    "verdict",
    "solutions",
    "exact",
    "message",
    "nodes",
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
