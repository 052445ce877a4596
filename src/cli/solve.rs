//! `sudograph solve`: solves each puzzle and prints its solution in the puzzle's layout.

use std::io::{BufWriter, Write};
use std::time::{Duration, Instant};

use sudograph::colour::Stats;
use sudograph::format::{Layout, Puzzle, write_grid};
use sudograph::solve::Answer;
use sudograph::validate::given_conflicts;

use super::Status;
use super::args::SolveArgs;
use super::batch::{Batch, CHUNK, Progress};
use super::input::alphabet_for;

/// One puzzle's result, ready to print.
struct Solved {
    /// The text that stands for the puzzle on stdout.
    text: String,
    /// Short verdict for the statistics.
    what: &'static str,
    status: Status,
    stats: Stats,
    elapsed: Duration,
    /// With `--trace`: the search's steps in words.
    trace: Vec<String>,
}

/// Solves every puzzle of the input, on every core unless `--jobs` says otherwise, and
/// prints the results in input order. Unsolvable puzzles print `no solution` (with the
/// clashing givens when that is the reason) in place of a grid, so output stays one record
/// per puzzle.
pub fn run(args: &SolveArgs) -> anyhow::Result<Status> {
    let Batch {
        options,
        budget,
        name,
        puzzles,
        solvers,
        workers,
        mut status,
    } = Batch::open(args.file.as_deref(), &args.format, &args.budget, args.jobs)?;
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
                trace: Vec::new(),
            };
        }
        let start = Instant::now();
        let limits = budget.limits_from(start);
        let solver = &solvers[puzzle.grid.rules()];
        let (answer, stats, trace) = if args.trace {
            let (answer, stats, steps) = solver.solve_traced(&puzzle.grid, &limits);
            let trace = steps.iter().map(|s| solver.explain(s, &alphabet)).collect();
            (answer, stats, trace)
        } else {
            let (answer, stats) = solver.solve(&puzzle.grid, &limits);
            (answer, stats, Vec::new())
        };
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
            trace,
        }
    };
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut totals = Totals::default();
    let mut progress = Progress::new(format!("solve {}", name));
    for (c, chunk) in puzzles.chunks(CHUNK).enumerate() {
        for (i, (puzzle, solved)) in chunk.iter().zip(workers.map(chunk, solve)).enumerate() {
            if puzzle.layout != Layout::Line && c + i > 0 {
                writeln!(out)?;
            }
            if args.trace {
                out.flush()?;
                let mut err = std::io::stderr().lock();
                writeln!(err, "puzzle {} (line {}):", c * CHUNK + i + 1, puzzle.line)?;
                for line in &solved.trace {
                    writeln!(err, "  {line}")?;
                }
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
