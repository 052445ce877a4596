//! `sudograph solve`: solves each puzzle and prints its solution in the puzzle's layout.

use std::fmt::Write as _;
use std::io::Write as _;
use std::time::{Duration, Instant};

use anyhow::Context;
use sudograph::colour::{IdleThreads, Limits, Outcome, Stats, recycle};
use sudograph::format::{Layout, write_cells};
use sudograph::grid::Grid;
use sudograph::lesson;
use sudograph::solve::{Answer, Solver};
use sudograph::validate::given_conflicts;

use super::args::{LayoutArg, SolveArgs};
use super::batch::{self, Solving};
use super::budget::Budget;
use super::pipeline::{Output, Stage, Tally};
use super::records::{self, RecordFormat, Value};
use super::source::{Chunk, Entry, Kind, Record, layout_of};
use super::{Status, counted};

/// Solves every puzzle of the input, on every core unless `--jobs` says otherwise, and
/// prints the results in input order as they are ready. Output stays one record per input
/// puzzle: a solution, `no solution` (with the clashing givens when that is the reason),
/// `gave up after N nodes`, or `error: …` for a puzzle that does not read.
pub fn run(args: &SolveArgs) -> anyhow::Result<Status> {
    let Solving {
        mut source,
        budget,
        threads,
    } = Solving::open(
        args.file.as_deref(),
        &args.format,
        &args.budget,
        args.threads.jobs,
    )?;
    let stage = Solve {
        budget,
        trace: args.trace,
        stats: args.stats,
        records: args.records,
        layout: args.layout,
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

/// Worker threads out of puzzles, lent to the long searches still running (the last hard
/// grids of a file, or its only one).
static IDLE: IdleThreads = IdleThreads::new();

/// The solve command's work on each chunk.
pub struct Solve {
    budget: Budget,
    trace: bool,
    stats: bool,
    /// How answers are written.
    records: RecordFormat,
    /// The layout solutions are written in, when not each puzzle's own.
    layout: Option<LayoutArg>,
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

    /// The verdict in JSON and CSV records: clashing givens are a reason, in the message.
    fn token(self) -> &'static str {
        match self {
            Verdict::ClashingGivens => Verdict::NoSolution.name(),
            verdict => verdict.name(),
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
            "total: {} ({}); {}, {}; {:.3} ms solving on {}{rate}",
            counted(puzzles, "puzzle"),
            counts.join(", "),
            counted(self.stats.nodes, "node"),
            counted(self.stats.backtracks, "backtrack"),
            seconds * 1e3,
            counted(threads as u64, "thread"),
        )
    }
}

impl Stage for Solve {
    type Input = Chunk<Solver>;
    type Tally = Totals;

    fn retire(&self) {
        IDLE.lend();
    }

    fn work(&self, chunk: &Chunk<Solver>, out: &mut Output<Totals>) {
        // The solution's cells and its line, reused puzzle after puzzle.
        let mut scratch = Scratch::default();
        if chunk.first == 0 {
            records::header(out.stdout(), self.records, &COLUMNS);
        }
        for (i, record) in chunk.records.iter().enumerate() {
            let number = chunk.first + i as u64 + 1;
            out.records += 1;
            // Grids are set apart from the records around them by a blank line.
            let as_grid = |layout: Option<Layout>| {
                layout.is_some_and(|layout| self.layout_of(layout) != Layout::Line)
            };
            if self.records == RecordFormat::Text
                && number > 1
                && (as_grid(layout_of(record)) || as_grid(chunk.layout_before(i)))
            {
                out.stdout().push('\n');
            }
            match record {
                Record::Bad(error) => {
                    let answer = Answered {
                        number,
                        line: error.line,
                        verdict: Verdict::Unreadable,
                        message: &error.to_string(),
                        stats: Stats::default(),
                        elapsed: Duration::ZERO,
                    };
                    self.write(out, &answer, None);
                    let _ = writeln!(out.stderr(), "sudograph: {}: {error}", self.name);
                    out.status.note(Status::BadInput);
                }
                Record::Puzzle(entry) => self.solve(chunk, entry, number, &mut scratch, out),
            }
        }
    }
}

/// The fields of a record, in their order in JSON and CSV output.
const COLUMNS: [&str; 8] = [
    "puzzle",
    "line",
    "verdict",
    "solution",
    "message",
    "nodes",
    "backtracks",
    "microseconds",
];

/// What a puzzle's record says, beside its solution.
struct Answered<'a> {
    number: u64,
    line: usize,
    verdict: Verdict,
    /// Why there is no solution, or why the puzzle does not read.
    message: &'a str,
    stats: Stats,
    elapsed: Duration,
}

/// Buffers a chunk's records reuse.
#[derive(Default)]
struct Scratch {
    /// A solution's cells.
    cells: Vec<Option<u8>>,
    /// A solution as a line, for JSON and CSV.
    line: String,
}

impl Solve {
    /// The work of a plain `solve` of the input named `name`: no budget, trace or statistics,
    /// answers as text in each puzzle's layout.
    pub fn plain(name: String) -> Solve {
        Solve {
            budget: Budget::unlimited(),
            trace: false,
            stats: false,
            records: RecordFormat::Text,
            layout: None,
            name,
        }
    }

    /// The layout a solution is written in: the one asked for, else the puzzle's.
    fn layout_of(&self, puzzle: Layout) -> Layout {
        match (self.layout, puzzle) {
            (Some(LayoutArg::Line), _) => Layout::Line,
            // A grid written in numbers stays in numbers.
            (Some(LayoutArg::Grid), Layout::Numbers) => Layout::Numbers,
            (Some(LayoutArg::Grid), _) => Layout::Grid,
            (None, puzzle) => puzzle,
        }
    }

    /// Solves one puzzle and writes its record, with its statistics and trace on stderr
    /// when asked for.
    fn solve(
        &self,
        chunk: &Chunk<Solver>,
        entry: &Entry,
        number: u64,
        scratch: &mut Scratch,
        out: &mut Output<Totals>,
    ) {
        let kind = chunk.kind(entry);
        let cells = chunk.cells(entry);
        let timed = self.stats || self.records != RecordFormat::Text;
        let start = timed.then(Instant::now);
        let (outcome, stats) = if self.trace {
            self.traced(kind, entry, cells, number, out)
        } else {
            let limits = Limits {
                helpers: Some(&IDLE),
                ..self.budget.limits()
            };
            kind.tools
                .solve_cells(cells, &limits, &self.budget.settings())
        };
        let elapsed = start.map_or(Duration::ZERO, |t| t.elapsed());
        let mut message = String::new();
        let verdict = match outcome {
            Outcome::Coloured(colours) => {
                scratch.cells.clear();
                scratch.cells.extend(colours.iter().map(|&c| Some(c)));
                recycle(colours);
                Verdict::Solved
            }
            Outcome::NoColouring => {
                // Clashing givens are the common reason, and worth naming; looking for them
                // only here keeps the check off the path of puzzles that solve.
                let grid = Grid::from_cells(kind.rules.clone(), cells.to_vec())
                    .expect("the source read side² cells");
                let conflicts = given_conflicts(&grid);
                for (i, conflict) in conflicts.iter().enumerate() {
                    message.push_str(if i == 0 { "" } else { "; " });
                    message.push_str(&conflict.describe(&kind.alphabet));
                }
                out.status.note(Status::Failure);
                match conflicts.is_empty() {
                    true => Verdict::NoSolution,
                    false => Verdict::ClashingGivens,
                }
            }
            Outcome::GaveUp => {
                message = format!("gave up after {}", counted(stats.nodes, "node"));
                out.status.note(Status::GaveUp);
                Verdict::GaveUp
            }
        };
        let answer = Answered {
            number,
            line: entry.line,
            verdict,
            message: &message,
            stats,
            elapsed,
        };
        let solution = matches!(verdict, Verdict::Solved).then(|| {
            let layout = match self.records {
                RecordFormat::Text => self.layout_of(entry.layout),
                RecordFormat::Json | RecordFormat::Csv => Layout::Line,
            };
            scratch.line.clear();
            write_cells(
                &mut scratch.line,
                &scratch.cells,
                &kind.rules,
                layout,
                &kind.alphabet,
            );
            scratch.line.as_str()
        });
        self.write(out, &answer, solution);
    }

    /// Writes a puzzle's record (and its statistics on stderr with `--stats`), and counts
    /// it in the totals.
    fn write(&self, out: &mut Output<Totals>, answer: &Answered<'_>, solution: Option<&str>) {
        let Answered {
            number,
            line,
            verdict,
            message,
            stats,
            elapsed,
        } = *answer;
        match self.records {
            RecordFormat::Text => {
                let text = out.stdout();
                match (verdict, solution) {
                    (_, Some(solution)) => text.push_str(solution),
                    (Verdict::Unreadable, _) => {
                        let _ = writeln!(text, "error: {message}");
                    }
                    (Verdict::GaveUp, _) => {
                        let _ = writeln!(text, "{message}");
                    }
                    (_, None) if message.is_empty() => text.push_str("no solution\n"),
                    (_, None) => {
                        let _ = writeln!(text, "no solution: {message}");
                    }
                }
            }
            records => {
                let values = [
                    Value::Number(number),
                    Value::Number(line as u64),
                    Value::Text(verdict.token()),
                    solution.map_or(Value::Missing, |s| Value::Text(s.trim_end())),
                    Value::text_or_missing(message),
                    Value::Number(stats.nodes),
                    Value::Number(stats.backtracks),
                    Value::Number(elapsed.as_micros() as u64),
                ];
                records::write(out.stdout(), records, &COLUMNS, &values);
            }
        }
        if self.stats && !matches!(verdict, Verdict::Unreadable) {
            let _ = writeln!(
                out.stderr(),
                "puzzle {number} (line {line}): {} in {} µs, {}, {}",
                verdict.name(),
                elapsed.as_micros(),
                counted(stats.nodes, "node"),
                counted(stats.backtracks, "backtrack")
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
            let _ = writeln!(
                text,
                "  {}",
                lesson::explain(step, solver.rules(), &kind.alphabet)
            );
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
