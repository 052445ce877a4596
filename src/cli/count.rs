//! `sudograph count`: how many solutions each puzzle has, up to a limit.

use std::io::{BufWriter, Write};
use std::time::Instant;

use sudograph::solve::Solutions;

use super::Status;
use super::args::CountArgs;
use super::batch::{Batch, CHUNK, Progress};

/// Counts every puzzle's solutions up to `--limit` and prints one line per puzzle, in input
/// order: the count and what it means. A count cut short by the budget is printed as a lower
/// bound and makes the status `GaveUp`.
pub fn run(args: &CountArgs) -> anyhow::Result<Status> {
    let Batch {
        budget,
        name,
        puzzles,
        solvers,
        workers,
        mut status,
        ..
    } = Batch::open(args.file.as_deref(), &args.format, &args.budget, args.jobs)?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut progress = Progress::new(format!("count {}", name));
    for (c, chunk) in puzzles.chunks(CHUNK).enumerate() {
        let counts = workers.map(chunk, |puzzle| {
            let limits = budget.limits_from(Instant::now());
            let (solutions, stats) =
                solvers[puzzle.grid.rules()].count(&puzzle.grid, args.limit, &limits);
            (solutions, stats.nodes)
        });
        for (solutions, nodes) in counts {
            if !solutions.complete {
                status.note(Status::GaveUp);
            }
            writeln!(out, "{}", describe(&solutions, args.limit, nodes))?;
        }
        out.flush()?;
        progress.update(c * CHUNK + chunk.len(), puzzles.len(), "puzzles");
    }
    progress.finish();
    Ok(status)
}

/// A count with its meaning: exact (`0`, `1 (unique)`, `434`), or a lower bound when the
/// limit or the search budget stopped the count.
fn describe(solutions: &Solutions, limit: u64, nodes: u64) -> String {
    let found = solutions.found;
    match (solutions.complete, found) {
        (false, _) => format!("≥{found} (gave up after {nodes} nodes)"),
        (true, 0) => "0 (no solution)".to_string(),
        (true, n) if n >= limit => format!("≥{n} (stopped at --limit {limit})"),
        (true, 1) => "1 (unique)".to_string(),
        (true, n) => format!("{n} (all found)"),
    }
}
