//! `sudograph solve`: solves each puzzle and prints its solution in the puzzle's layout.

use std::fmt::Write as _;
use std::io::Write as _;
use std::time::{Duration, Instant};

use anyhow::Context;
use sudograph::colour::{Outcome, Settings, Stats, recycle};
use sudograph::format::write_cells;
use sudograph::grid::Grid;
use sudograph::solve::{Answer, Solver};
use sudograph::validate::given_conflicts;

use super::Status;
use super::args::SolveArgs;
use super::batch::{self, Solving};
use super::budget::Budget;
use super::pipeline::{Output, Stage, Tally};
use super::source::{Chunk, Entry, Kind, Record, is_grid};

/// Solves every puzzle of the input, on every core unless `--jobs` says otherwise, and
/// prints the results in input order as they are ready. Output stays one record per input
/// puzzle: a solution, `no solution` (with the clashing givens when that is the reason),
/// `gave up after N nodes`, or `error: …` for a puzzle that does not read.
pub fn run(args: &SolveArgs) -> anyhow::Result<Status> {
    let Solving {
        mut source,
        budget,
        threads,
    } = Solving::open(args.file.as_deref(), &args.format, &args.budget, args.jobs)?;
    let stage = Solve {
        budget,
        trace: args.trace,
        stats: args.stats,
        name: source.name.clone(),
    };
    let summary = batch::run(&stage, threads, &mut source, "solve")?;
    if args.stats {
        let mut err = std::io::stderr().lock();
        writeln!(err, "{}", summary.tally.describe(threads))
            .context("cannot write to standard error")?;
    }
    Ok(summary.status)
}

/// The solve command's work on each chunk.
pub struct Solve {
    budget: Budget,
    trace: bool,
    stats: bool,
    /// The input's name for messages.
    name: String,
}

/// How a puzzle ended, for the statistics.
#[derive(Clone, Copy)]
enum Verdict {
    Solved,
    NoSolution,
    ClashingGivens,
    GaveUp,
    Unreadable,
}

impl Verdict {
    const ALL: [Verdict; 5] = [
        Verdict::Solved,
        Verdict::NoSolution,
        Verdict::ClashingGivens,
        Verdict::GaveUp,
        Verdict::Unreadable,
    ];

    fn name(self) -> &'static str {
        match self {
            Verdict::Solved => "solved",
            Verdict::NoSolution => "no solution",
            Verdict::ClashingGivens => "no solution (clashing givens)",
            Verdict::GaveUp => "gave up",
            Verdict::Unreadable => "unreadable",
        }
    }
}

/// Statistics over the run, printed with `--stats`.
#[derive(Default)]
pub struct Totals {
    verdicts: [u64; Verdict::ALL.len()],
    stats: Stats,
    time: Duration,
}

impl Tally for Totals {
    fn add(&mut self, later: &Totals) {
        for (count, more) in self.verdicts.iter_mut().zip(later.verdicts) {
            *count += more;
        }
        self.stats += later.stats;
        self.time += later.time;
    }
}

impl Totals {
    fn describe(&self, threads: usize) -> String {
        let puzzles: u64 = self.verdicts.iter().sum();
        let counts: Vec<String> = Verdict::ALL
            .iter()
            .zip(self.verdicts)
            .filter(|&(_, count)| count > 0)
            .map(|(verdict, count)| format!("{count} {}", verdict.name()))
            .collect();
        let seconds = self.time.as_secs_f64();
        let rate = if seconds > 0.0 {
            format!(", {:.0} puzzles/s per thread", puzzles as f64 / seconds)
        } else {
            String::new()
        };
        format!(
            "total: {puzzles} puzzles ({}); {} nodes, {} backtracks; {:.3} ms solving on {threads} threads{rate}",
            counts.join(", "),
            self.stats.nodes,
            self.stats.backtracks,
            seconds * 1e3
        )
    }
}

impl Stage for Solve {
    type Input = Chunk<Solver>;
    type Tally = Totals;

    fn work(&self, chunk: &Chunk<Solver>, out: &mut Output<Totals>) {
        // The solution's cells, reused puzzle after puzzle.
        let mut solution = Vec::new();
        for (i, record) in chunk.records.iter().enumerate() {
            let number = chunk.first + i as u64 + 1;
            out.records += 1;
            // Grids are set apart from the records around them by a blank line.
            if number > 1 && (is_grid(record) || chunk.follows_grid(i)) {
                out.stdout().push('\n');
            }
            match record {
                Record::Bad(error) => {
                    let _ = writeln!(out.stdout(), "error: {error}");
                    let _ = writeln!(out.stderr(), "sudograph: {}: {error}", self.name);
                    out.status.note(Status::BadInput);
                    out.tally.verdicts[Verdict::Unreadable as usize] += 1;
                }
                Record::Puzzle(entry) => self.solve(chunk, entry, number, &mut solution, out),
            }
        }
    }
}

impl Solve {
    /// The work of a plain `solve` of the input named `name`: no budget, trace or statistics.
    pub fn plain(name: String) -> Solve {
        Solve {
            budget: Budget::unlimited(),
            trace: false,
            stats: false,
            name,
        }
    }

    /// Solves one puzzle and writes its record, with its statistics and trace on stderr
    /// when asked for.
    fn solve(
        &self,
        chunk: &Chunk<Solver>,
        entry: &Entry,
        number: u64,
        solution: &mut Vec<Option<u8>>,
        out: &mut Output<Totals>,
    ) {
        let kind = chunk.kind(entry);
        let cells = chunk.cells(entry);
        let start = self.stats.then(Instant::now);
        let (outcome, stats) = if self.trace {
            self.traced(kind, entry, cells, number, out)
        } else {
            let limits = self.budget.limits();
            kind.tools.solve_cells(cells, &limits, &Settings::default())
        };
        let elapsed = start.map_or(Duration::ZERO, |t| t.elapsed());
        let verdict = match outcome {
            Outcome::Coloured(colours) => {
                solution.clear();
                solution.extend(colours.iter().map(|&c| Some(c)));
                write_cells(
                    out.stdout(),
                    solution,
                    &kind.rules,
                    entry.layout,
                    &kind.alphabet,
                );
                recycle(colours);
                Verdict::Solved
            }
            Outcome::NoColouring => {
                // Clashing givens are the common reason, and worth naming; looking for them
                // only here keeps the check off the path of puzzles that solve.
                let grid = Grid::from_cells(kind.rules.clone(), cells.to_vec())
                    .expect("the source read side² cells");
                let conflicts = given_conflicts(&grid);
                let text = out.stdout();
                text.push_str("no solution");
                for (i, conflict) in conflicts.iter().enumerate() {
                    text.push_str(if i == 0 { ": " } else { "; " });
                    text.push_str(&conflict.describe(grid.side(), &kind.alphabet));
                }
                text.push('\n');
                out.status.note(Status::Failure);
                match conflicts.is_empty() {
                    true => Verdict::NoSolution,
                    false => Verdict::ClashingGivens,
                }
            }
            Outcome::GaveUp => {
                let _ = writeln!(out.stdout(), "gave up after {} nodes", stats.nodes);
                out.status.note(Status::GaveUp);
                Verdict::GaveUp
            }
        };
        if self.stats {
            let _ = writeln!(
                out.stderr(),
                "puzzle {number} (line {}): {} in {} µs, {} nodes, {} backtracks",
                entry.line,
                verdict.name(),
                elapsed.as_micros(),
                stats.nodes,
                stats.backtracks
            );
        }
        out.tally.verdicts[verdict as usize] += 1;
        out.tally.stats += stats;
        out.tally.time += elapsed;
    }

    /// Solves with the search's steps told on stderr before the answer.
    fn traced(
        &self,
        kind: &Kind<Solver>,
        entry: &Entry,
        cells: &[Option<u8>],
        number: u64,
        out: &mut Output<Totals>,
    ) -> (Outcome, Stats) {
        let grid =
            Grid::from_cells(kind.rules.clone(), cells.to_vec()).expect("side² cells were read");
        let _ = writeln!(out.stderr(), "puzzle {number} (line {}):", entry.line);
        // Clashing givens need no search to refute, so there is nothing to tell.
        if !given_conflicts(&grid).is_empty() {
            return (Outcome::NoColouring, Stats::default());
        }
        let solver = &kind.tools;
        let (answer, stats, steps) = solver.solve_traced(&grid, &self.budget.limits());
        let text = out.stderr();
        for step in &steps {
            let _ = writeln!(text, "  {}", solver.explain(step, &kind.alphabet));
        }
        let outcome = match answer {
            Answer::Solved(grid) => {
                Outcome::Coloured(grid.cells().iter().map(|c| c.unwrap_or(0)).collect())
            }
            Answer::NoSolution => Outcome::NoColouring,
            Answer::GaveUp => Outcome::GaveUp,
        };
        (outcome, stats)
    }
}
