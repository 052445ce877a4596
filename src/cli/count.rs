//! `sudograph count`: how many solutions each puzzle has, up to a limit.

use std::fmt::Write;

use sudograph::colour::{Count, recycle};
use sudograph::solve::Solver;

use super::Status;
use super::args::CountArgs;
use super::batch::{self, Solving};
use super::budget::Budget;
use super::pipeline::{Output, Stage};
use super::source::{Chunk, Record};

/// Counts every puzzle's solutions up to `--limit` and prints one line per puzzle, in input
/// order as they are ready: the count and what it means, or `error: …` for a puzzle that
/// does not read. A count cut short by the budget is printed as a lower bound and makes
/// the status `GaveUp`.
pub fn run(args: &CountArgs) -> anyhow::Result<Status> {
    let Solving {
        mut source,
        budget,
        threads,
    } = Solving::open(args.file.as_deref(), &args.format, &args.budget, args.jobs)?;
    let stage = Counting {
        budget,
        limit: args.limit,
        name: source.name.clone(),
    };
    Ok(batch::run(&stage, threads, &mut source, "count")?.status)
}

/// The count command's work on each chunk.
struct Counting {
    budget: Budget,
    limit: u64,
    /// The input's name for messages.
    name: String,
}

impl Stage for Counting {
    type Input = Chunk<Solver>;
    type Tally = ();

    fn work(&self, chunk: &Chunk<Solver>, out: &mut Output<()>) {
        for record in &chunk.records {
            out.records += 1;
            match record {
                Record::Bad(error) => {
                    let _ = writeln!(out.stdout(), "error: {error}");
                    let _ = writeln!(out.stderr(), "sudograph: {}: {error}", self.name);
                    out.status.note(Status::BadInput);
                }
                Record::Puzzle(entry) => {
                    let solver = &chunk.kind(entry).tools;
                    let (count, stats) =
                        solver.count_cells(chunk.cells(entry), self.limit, &self.budget.limits());
                    if !count.complete {
                        out.status.note(Status::GaveUp);
                    }
                    let _ = writeln!(
                        out.stdout(),
                        "{}",
                        describe(&count, self.limit, stats.nodes)
                    );
                    if let Some(first) = count.first {
                        recycle(first);
                    }
                }
            }
        }
    }
}

/// A count with its meaning: exact (`0`, `1 (unique)`, `434`), or a lower bound when the
/// limit or the search budget stopped the count.
fn describe(count: &Count, limit: u64, nodes: u64) -> String {
    let found = count.found;
    match (count.complete, found) {
        (false, _) => format!("≥{found} (gave up after {nodes} nodes)"),
        (true, 0) => "0 (no solution)".to_string(),
        (true, n) if n >= limit => format!("≥{n} (stopped at --limit {limit})"),
        (true, 1) => "1 (unique)".to_string(),
        (true, n) => format!("{n} (all found)"),
    }
}
