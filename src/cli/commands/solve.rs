//! `sudograph solve`: solves each puzzle and prints its solution in the puzzle's layout.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use sudograph::format::{Layout, write_cells, write_colour_line};
use sudograph::grid::Grid;
use sudograph::lesson;
use sudograph::solve::{Answer, Solver};
use sudograph::validate::given_conflicts;
use sudograph::validate::unsolvable::why_unsolvable;
use sudograph_colour::{IdleThreads, Limits, Outcome, Stats, recycle};

use super::solve_marks::{self, Reading};
use crate::cli::flags::budget::Budget;
use crate::cli::flags::commands::SolveArgs;
use crate::cli::flags::output::{LayoutArg, SOLVE_FIELDS};
use crate::cli::flags::run_options::RunOptions;
use crate::cli::input::ceiling::Ceiling;
use crate::cli::input::source::{Chunk, Entry, Kind, Record, Source, layout_of};
use crate::cli::pipeline::batch;
use crate::cli::pipeline::stage::{Output, Stage};
use crate::cli::plural::counted;
use crate::cli::records::{self, RecordFormat, Value};
use crate::cli::report::{report_to, say};
use crate::cli::stats::{Totals, puzzle_line};
use crate::cli::status::Status;

/// Solves every puzzle of the input, on every core unless `--jobs` says otherwise, and
/// prints the results in input order as they are ready. Output stays one record per input
/// puzzle: a solution, `no solution: …` saying why,
/// `gave up after N nodes`, or `error: …` for a puzzle that does not read.
pub fn run(args: &SolveArgs) -> anyhow::Result<Status> {
    let config = RunOptions::of(args)?;
    if args.trace {
        config.budget.refuse_for_trace("--trace")?;
    }
    let source = Source::solving(&args.files, config.read.clone())?;
    let mut source = match Reading::of(source, args.marks, &config.read)? {
        Reading::Marks(inputs) => return solve_marks::run(args, &config, inputs),
        Reading::Puzzles(source) => *source,
    };
    if args.trace {
        source = source.at_most(Ceiling::lesson("solve --trace"));
    }
    let stage = Solving {
        budget: config.budget,
        idle: IdleThreads::new(),
        trace: args.trace,
        stats: args.stats,
        format: config.format,
        layout: args.layout,
    };
    let summary = batch::run(&stage, config.threads, &mut source, "solve", config.quiet)?;
    if args.stats {
        let order = Verdict::ALL.map(Verdict::name);
        let seed = config.budget.seed();
        say(&summary
            .tally
            .describe(&order, "solving", config.threads, seed))?;
    }
    Ok(summary.status)
}

/// The solve command's work on each chunk.
pub struct Solving {
    budget: Budget,
    /// Worker threads out of puzzles, lent to the long searches still running (the last
    /// hard grids of a file, or its only one).
    idle: IdleThreads,
    trace: bool,
    stats: bool,
    /// How answers are written.
    format: RecordFormat,
    /// The layout solutions are written in, when not each puzzle's own.
    layout: Option<LayoutArg>,
}

/// How a puzzle ended, for the statistics and the records.
#[derive(Clone, Copy)]
enum Verdict {
    Solved,
    NoSolution,
    GaveUp,
    Unreadable,
}

impl Verdict {
    const ALL: [Verdict; 4] = [
        Verdict::Solved,
        Verdict::NoSolution,
        Verdict::GaveUp,
        Verdict::Unreadable,
    ];

    fn name(self) -> &'static str {
        match self {
            Verdict::Solved => "solved",
            Verdict::NoSolution => "no solution",
            Verdict::GaveUp => "gave up",
            Verdict::Unreadable => "unreadable",
        }
    }
}

impl Stage for Solving {
    type Input = Chunk<Solver>;
    type Tally = Totals;

    fn retire(&self) {
        self.idle.lend();
    }

    fn work(&self, chunk: &Chunk<Solver>, out: &mut Output<Totals>) {
        // The solution's cells and its line, reused puzzle after puzzle.
        let mut scratch = Scratch::default();
        if chunk.first == 0 {
            records::header(out.stdout(), self.format, &SOLVE_FIELDS);
        }
        for (i, record) in chunk.records.iter().enumerate() {
            let number = chunk.number(i);
            out.records += 1;
            // Grids are set apart from the records around them by a blank line.
            let as_grid = |layout: Option<Layout>| {
                layout.is_some_and(|layout| self.layout_of(layout) != Layout::Line)
            };
            if self.format == RecordFormat::Text
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
                        file: &chunk.file,
                    };
                    self.write(out, &answer, None);
                    report_to(out.stderr(), format_args!("{}: {error}", chunk.file));
                    out.status.note(Status::BadInput);
                }
                Record::Puzzle(entry) => self.solve(chunk, entry, number, &mut scratch, out),
            }
        }
    }
}

/// What a puzzle's record says, beside its solution.
struct Answered<'a> {
    number: u64,
    line: usize,
    verdict: Verdict,
    /// Why there is no solution, or why the puzzle does not read.
    message: &'a str,
    stats: Stats,
    elapsed: Duration,
    /// The input the puzzle was read from.
    file: &'a str,
}

/// What a search's outcome comes to: its verdict, and the message beside it (why a puzzle
/// has no solution, the nodes searched before giving up), with its
/// status noted in `out`; a solution's colours go to `scratch`.
fn judge(
    outcome: Outcome,
    stats: Stats,
    kind: &Kind<Solver>,
    cells: &[Option<u16>],
    scratch: &mut Scratch,
    out: &mut Output<Totals>,
) -> (Verdict, String) {
    match outcome {
        Outcome::Coloured(colours) => {
            scratch.colours.clear();
            scratch.colours.extend_from_slice(&colours);
            recycle(colours);
            (Verdict::Solved, String::new())
        }
        Outcome::NoColouring => {
            out.status.note(Status::Failure);
            // Why is worth saying; looking only here keeps it off the path of puzzles that
            // solve.
            let why = why_unsolvable(&kind.rules, cells, None);
            (Verdict::NoSolution, why.describe(&kind.alphabet))
        }
        Outcome::GaveUp => {
            out.status.note(Status::GaveUp);
            let message = format!("gave up after {}", counted(stats.nodes, "node"));
            (Verdict::GaveUp, message)
        }
    }
}

/// Buffers a chunk's records reuse.
#[derive(Default)]
struct Scratch {
    /// A solution's colours.
    colours: Vec<u16>,
    /// A solution's cells, for a layout other than a line.
    cells: Vec<Option<u16>>,
    /// A solution as a line, for JSON and CSV.
    line: String,
}

impl Solving {
    /// The work of a plain `solve`: no budget, trace or statistics, answers as text in each
    /// puzzle's layout.
    pub fn plain() -> Solving {
        Solving {
            budget: Budget::unlimited(),
            idle: IdleThreads::new(),
            trace: false,
            stats: false,
            format: RecordFormat::Text,
            layout: None,
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
        let timed = self.stats || self.format != RecordFormat::Text;
        let start = timed.then(Instant::now);
        let (outcome, stats) = if self.trace {
            self.traced(kind, entry, cells, number, out)
        } else {
            let limits = Limits {
                idle_threads: Some(&self.idle),
                ..self.budget.limits()
            };
            kind.tools
                .solve_cells(cells, &limits, &self.budget.settings())
        };
        let elapsed = start.map_or(Duration::ZERO, |t| t.elapsed());
        let (verdict, message) = judge(outcome, stats, kind, cells, scratch, out);
        let answer = Answered {
            number,
            line: entry.line,
            verdict,
            message: &message,
            stats,
            elapsed,
            file: &chunk.file,
        };
        let solution = matches!(verdict, Verdict::Solved).then(|| {
            let layout = match self.format {
                RecordFormat::Text => self.layout_of(entry.layout),
                RecordFormat::Json | RecordFormat::Csv => Layout::Line,
            };
            scratch.line.clear();
            if layout == Layout::Line {
                // The common case, straight from the colours.
                write_colour_line(&mut scratch.line, &scratch.colours, &kind.alphabet);
            } else {
                scratch.cells.clear();
                scratch
                    .cells
                    .extend(scratch.colours.iter().map(|&c| Some(c)));
                write_cells(
                    &mut scratch.line,
                    &scratch.cells,
                    &kind.rules,
                    layout,
                    &kind.alphabet,
                );
            }
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
            file,
        } = *answer;
        match self.format {
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
                    (_, None) => {
                        let _ = writeln!(text, "no solution: {message}");
                    }
                }
            }
            format => {
                let values = [
                    Value::Number(number),
                    Value::Number(line as u64),
                    Value::Text(verdict.name()),
                    solution.map_or(Value::Missing, |s| Value::Text(s.trim_end())),
                    Value::text_or_missing(message),
                    Value::Number(stats.nodes),
                    Value::Number(stats.backtracks),
                    Value::Number(elapsed.as_micros() as u64),
                ];
                records::write(out.stdout(), format, &SOLVE_FIELDS, &values, file);
            }
        }
        if self.stats && !matches!(verdict, Verdict::Unreadable) {
            puzzle_line(out.stderr(), number, line, verdict.name(), elapsed, stats);
        }
        out.tally.note(verdict.name(), stats, elapsed);
    }

    /// Solves with the search's steps told on stderr before the answer.
    fn traced(
        &self,
        kind: &Kind<Solver>,
        entry: &Entry,
        cells: &[Option<u16>],
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
