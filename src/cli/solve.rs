//! `sudograph solve`: solves each puzzle and prints its solution in the puzzle's layout.

use std::io::{BufWriter, Write};
use std::time::{Duration, Instant};

use sudograph::colour::Stats;
use sudograph::format::{Layout, Puzzle, write_grid};
use sudograph::solve::Answer;
use sudograph::validate::given_conflicts;

use super::Status;
use super::args::SolveArgs;
use super::batch::{CHUNK, Progress, Workers, solvers_for};
use super::input::{alphabet_for, puzzles, read_options, read_source};

/// One puzzle's result, ready to print.
struct Solved {
    /// The text that stands for the puzzle on stdout.
    text: String,
    /// Short verdict for the statistics.
    what: &'static str,
    status: Status,
    stats: Stats,
    elapsed: Duration,
}

/// Solves every puzzle of the input, on every core unless `--jobs` says otherwise, and
/// prints the results in input order. Unsolvable puzzles print `no solution` (with the
/// clashing givens when that is the reason) in place of a grid, so output stays one record
/// per puzzle.
pub fn run(args: &SolveArgs) -> anyhow::Result<Status> {
    let options = read_options(&args.format)?;
    let budget = args.budget.budget()?;
    let source = read_source(args.file.as_deref())?;
    let mut status = Status::Success;
    let puzzles = puzzles(&source, &options, &mut status)?;
    let solvers = solvers_for(&puzzles);
    let workers = Workers::new(args.jobs)?;
    let solve = |puzzle: &Puzzle| -> Solved {
        let alphabet = alphabet_for(&options, puzzle.grid.side());
        let conflicts = given_conflicts(&puzzle.grid);
        if !conflicts.is_empty() {
            let reasons: Vec<String> = conflicts
                .iter()
                .map(|v| v.describe(puzzle.grid.side(), &alphabet))
                .collect();
            let text = format!("no solution: {}\n", reasons.join("; "));
            let (stats, elapsed) = (Stats::default(), Duration::ZERO);
            return Solved {
                text,
                what: "no solution (clashing givens)",
                status: Status::Failure,
                stats,
                elapsed,
            };
        }
        let start = Instant::now();
        let (answer, stats) =
            solvers[&puzzle.grid.shape()].solve(&puzzle.grid, &budget.limits(start));
        let elapsed = start.elapsed();
        let (text, what, status) = match answer {
            Answer::Solved(grid) => (
                write_grid(&grid, puzzle.layout, &alphabet),
                "solved",
                Status::Success,
            ),
            Answer::NoSolution => ("no solution\n".to_string(), "no solution", Status::Failure),
            Answer::GaveUp => (
                format!("gave up after {} nodes\n", stats.nodes),
                "gave up",
                Status::GaveUp,
            ),
        };
        Solved {
            text,
            what,
            status,
            stats,
            elapsed,
        }
    };
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut totals = Totals::default();
    let mut progress = Progress::new(format!("solve {}", source.name));
    for (c, chunk) in puzzles.chunks(CHUNK).enumerate() {
        for (i, (puzzle, solved)) in chunk.iter().zip(workers.map(chunk, solve)).enumerate() {
            if puzzle.layout != Layout::Line && c + i > 0 {
                writeln!(out)?;
            }
            out.write_all(solved.text.as_bytes())?;
            status.note(solved.status);
            if args.stats {
                eprintln!(
                    "puzzle {} (line {}): {} in {} µs, {} nodes, {} backtracks",
                    c * CHUNK + i + 1,
                    puzzle.line,
                    solved.what,
                    solved.elapsed.as_micros(),
                    solved.stats.nodes,
                    solved.stats.backtracks
                );
            }
            totals.add(&solved);
        }
        out.flush()?;
        progress.update(c * CHUNK + chunk.len(), puzzles.len(), "puzzles");
    }
    progress.finish();
    if args.stats {
        totals.print(workers.threads());
    }
    Ok(status)
}

/// Statistics over the run, printed with `--stats`.
#[derive(Default)]
struct Totals {
    puzzles: usize,
    counts: Vec<(&'static str, usize)>,
    stats: Stats,
    time: Duration,
}

impl Totals {
    fn add(&mut self, solved: &Solved) {
        self.puzzles += 1;
        match self
            .counts
            .iter_mut()
            .find(|(name, _)| *name == solved.what)
        {
            Some((_, count)) => *count += 1,
            None => self.counts.push((solved.what, 1)),
        }
        self.stats += solved.stats;
        self.time += solved.elapsed;
    }

    fn print(&self, threads: usize) {
        let counts: Vec<String> = self
            .counts
            .iter()
            .map(|(what, count)| format!("{count} {what}"))
            .collect();
        let seconds = self.time.as_secs_f64();
        let rate = if seconds > 0.0 {
            format!(
                ", {:.0} puzzles/s per thread",
                self.puzzles as f64 / seconds
            )
        } else {
            String::new()
        };
        eprintln!(
            "total: {} puzzles ({}); {} nodes, {} backtracks; {:.3} ms solving on {threads} threads{rate}",
            self.puzzles,
            counts.join(", "),
            self.stats.nodes,
            self.stats.backtracks,
            seconds * 1e3
        );
    }
}
