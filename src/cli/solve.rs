//! `sudograph solve`: solves each puzzle and prints its solution in the puzzle's layout.

use std::collections::HashMap;
use std::io::{BufWriter, Write};
use std::time::{Duration, Instant};

use anyhow::bail;
use sudograph::colour::{Limits, Stats};
use sudograph::format::{Layout, write_grid};
use sudograph::grid::Shape;
use sudograph::solve::{Answer, Solver};
use sudograph::validate::given_conflicts;

use super::Status;
use super::args::SolveArgs;
use super::input::{alphabet_for, puzzles, read_options, read_source};

/// Solves every puzzle of the input. Unsolvable puzzles print `no solution` (with the
/// clashing givens when that is the reason) in place of a grid, so output stays one record
/// per puzzle.
pub fn run(args: &SolveArgs) -> anyhow::Result<Status> {
    let options = read_options(&args.format)?;
    let source = read_source(args.file.as_deref())?;
    let mut status = Status::Success;
    let puzzles = puzzles(&source, &options, &mut status)?;
    let budget = limits_of(args)?;
    let mut solvers: HashMap<Shape, Solver> = HashMap::new();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut totals = Totals::default();
    for (i, puzzle) in puzzles.iter().enumerate() {
        let alphabet = alphabet_for(&options, puzzle.grid.side());
        if puzzle.layout != Layout::Line && i > 0 {
            writeln!(out)?;
        }
        let conflicts = given_conflicts(&puzzle.grid);
        if !conflicts.is_empty() {
            let reasons: Vec<String> = conflicts
                .iter()
                .map(|v| v.describe(puzzle.grid.side(), &alphabet))
                .collect();
            writeln!(out, "no solution: {}", reasons.join("; "))?;
            status.note(Status::Failure);
            totals.add(
                "no solution (clashing givens)",
                Stats::default(),
                Duration::ZERO,
                args,
                i,
                puzzle.line,
            );
            continue;
        }
        let solver = solvers
            .entry(puzzle.grid.shape())
            .or_insert_with(|| Solver::new(puzzle.grid.shape()));
        let start = Instant::now();
        let limits = Limits {
            deadline: budget.deadline.map(|d| start + d),
            max_nodes: budget.max_nodes,
        };
        let (answer, stats) = solver.solve(&puzzle.grid, &limits);
        let elapsed = start.elapsed();
        let what = match answer {
            Answer::Solved(grid) => {
                out.write_all(write_grid(&grid, puzzle.layout, &alphabet).as_bytes())?;
                "solved"
            }
            Answer::NoSolution => {
                writeln!(out, "no solution")?;
                status.note(Status::Failure);
                "no solution"
            }
            Answer::GaveUp => {
                writeln!(out, "gave up after {} nodes", stats.nodes)?;
                status.note(Status::GaveUp);
                "gave up"
            }
        };
        totals.add(what, stats, elapsed, args, i, puzzle.line);
    }
    out.flush()?;
    if args.stats {
        totals.print();
    }
    Ok(status)
}

/// The search budget per puzzle: a node count and a duration from the puzzle's start.
struct Budget {
    max_nodes: Option<u64>,
    deadline: Option<Duration>,
}

fn limits_of(args: &SolveArgs) -> anyhow::Result<Budget> {
    let deadline = match args.timeout {
        None => None,
        Some(seconds) if seconds.is_finite() && seconds > 0.0 && seconds < 1e9 => {
            Some(Duration::from_secs_f64(seconds))
        }
        Some(seconds) => bail!("--timeout {seconds}: expected a positive number of seconds"),
    };
    Ok(Budget {
        max_nodes: args.max_nodes,
        deadline,
    })
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
    fn add(
        &mut self,
        what: &'static str,
        stats: Stats,
        elapsed: Duration,
        args: &SolveArgs,
        index: usize,
        line: usize,
    ) {
        if args.stats {
            eprintln!(
                "puzzle {} (line {line}): {what} in {} µs, {} nodes, {} backtracks",
                index + 1,
                elapsed.as_micros(),
                stats.nodes,
                stats.backtracks
            );
        }
        self.puzzles += 1;
        match self.counts.iter_mut().find(|(name, _)| *name == what) {
            Some((_, count)) => *count += 1,
            None => self.counts.push((what, 1)),
        }
        self.stats += stats;
        self.time += elapsed;
    }

    fn print(&self) {
        let counts: Vec<String> = self
            .counts
            .iter()
            .map(|(what, count)| format!("{count} {what}"))
            .collect();
        let seconds = self.time.as_secs_f64();
        let rate = if seconds > 0.0 {
            format!(", {:.0} puzzles/s", self.puzzles as f64 / seconds)
        } else {
            String::new()
        };
        eprintln!(
            "total: {} puzzles ({}); {} nodes, {} backtracks; {:.3} ms solving{rate}",
            self.puzzles,
            counts.join(", "),
            self.stats.nodes,
            self.stats.backtracks,
            seconds * 1e3
        );
    }
}
