//! `sudograph bench`: the solving rate of each puzzle file, with every answer checked by the
//! validator outside the timed part; or, with `--end-to-end`, the rate of `solve FILE` as a
//! whole.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::bail;
use sudograph::format::Puzzle;
use sudograph::grid::Grid;
use sudograph::solve::{Answer, Solver};
use sudograph::validate::check;
use sudograph_colour::{Limits, Stats};

use super::solve::Solving;
use crate::cli::flags::commands::{BenchArgs, BenchMode};
use crate::cli::flags::run_options::RunOptions;
use crate::cli::input::file::{InputFile, puzzles};
use crate::cli::input::source::Source;
use crate::cli::pipeline::progress_line::ProgressLine;
use crate::cli::pipeline::workers::{self, Sinks};
use crate::cli::report::print;
use crate::cli::stats::rate;
use crate::cli::status::Status;

/// Puzzles a thread takes at a time.
const TAKE: usize = 64;

/// Measures each file: solves every puzzle, round after round until `--min-time` has
/// passed, and prints puzzles/s, median and p99 time per puzzle, and search effort.
pub fn run(args: &BenchArgs) -> anyhow::Result<Status> {
    if !(args.min_time.is_finite() && (0.0..=1e6).contains(&args.min_time)) {
        bail!(
            "--min-time {}: expected a number of seconds from 0 to 1000000",
            args.min_time
        );
    }
    let config = RunOptions::of(args)?;
    let mut status = Status::Success;
    print(&header(args, config.threads))?;
    for path in &args.files {
        let input = InputFile::read(Some(path))?;
        let puzzles = puzzles(&input, &config.read, &mut status)?;
        if puzzles.is_empty() {
            continue; // each puzzle's error was reported
        }
        let file = path
            .file_name()
            .map_or(input.name.clone(), |n| n.to_string_lossy().into_owned());
        let row = if args.end_to_end {
            let per_second = end_to_end(path, &config, args.min_time, &input.name)?;
            format!(
                "{file:<24} {:>8} {:>8} {:>8} {:>11} {:>10} {:>10} {:>8} {:>11}",
                puzzles.len(),
                "-",
                "-",
                rate(per_second),
                "-",
                "-",
                "-",
                "-"
            )
        } else {
            let measured = measure(&puzzles, args, config.threads, &input.name)?;
            if measured.solved < puzzles.len() {
                status.note(Status::Failure);
            }
            measured.row(&file, puzzles.len(), args.mode)
        };
        print(&format!("{row}\n"))?;
    }
    Ok(status)
}

/// The lines before the rows: what is measured, then the columns' names.
fn header(args: &BenchArgs, threads: usize) -> String {
    let mode = match (args.end_to_end, args.mode) {
        (true, _) => "solve FILE end to end",
        (false, BenchMode::First) => "first solution",
        (false, BenchMode::Unique) => "prove unique",
    };
    format!(
        "# mode: {mode}; threads: {threads}; at least {} s per file\n\
         {:<24} {:>8} {:>8} {:>8} {:>11} {:>10} {:>10} {:>8} {:>11}\n",
        args.min_time,
        "file",
        "puzzles",
        "solved",
        "unique",
        "puzzles/s",
        "median µs",
        "p99 µs",
        "nodes",
        "backtracks"
    )
}

/// Puzzles per second of `solve FILE` as a whole, its answers written to nowhere: round
/// after round of reading the file, parsing, solving and formatting, until `min_time`.
fn end_to_end(
    path: &std::path::Path,
    config: &RunOptions,
    min_time: f64,
    name: &str,
) -> anyhow::Result<f64> {
    let stage = Solving::plain();
    let start = Instant::now();
    let mut puzzles = 0;
    while puzzles == 0 || start.elapsed().as_secs_f64() < min_time {
        let mut input = Source::solving(&[path.to_path_buf()], config.read.clone())?;
        let mut sinks = Sinks {
            out: &mut std::io::sink(),
            err: &mut std::io::sink(),
            progress: ProgressLine::new(format!("bench {name}")),
        };
        let summary = workers::run(
            &stage,
            config.threads,
            |c| input.fill(c),
            &mut sinks,
            |n| format!("{n} puzzles"),
        )?;
        puzzles += summary.records;
    }
    Ok(puzzles as f64 / start.elapsed().as_secs_f64())
}

/// What the rounds on one file measured.
struct Measured {
    solved: usize,
    unique: usize,
    rate: f64,
    median_us: f64,
    p99_us: f64,
    stats: Stats,
}

impl Measured {
    /// The file's row of the table, for `puzzles` puzzles.
    fn row(&self, file: &str, puzzles: usize, mode: BenchMode) -> String {
        let per = |total: u64| total as f64 / puzzles as f64;
        let unique = match mode {
            BenchMode::First => "-".to_string(),
            BenchMode::Unique => self.unique.to_string(),
        };
        format!(
            "{file:<24} {:>8} {:>8} {:>8} {:>11} {:>10.1} {:>10.1} {:>8.1} {:>11.1}",
            puzzles,
            self.solved,
            unique,
            rate(self.rate),
            self.median_us,
            self.p99_us,
            per(self.stats.nodes),
            per(self.stats.backtracks)
        )
    }
}

/// What one timed search gives: its time, effort, solution and whether it proved unique.
type Timed = (Duration, Stats, Option<Grid>, bool);

/// Times every puzzle of a file, round after round until `--min-time` has passed; the
/// answers of the first round are checked by the validator, outside the timed part.
fn measure(
    puzzles: &[Puzzle],
    args: &BenchArgs,
    threads: usize,
    name: &str,
) -> anyhow::Result<Measured> {
    let (solvers, jobs) = solvers_for(puzzles);
    let unique_mode = args.mode == BenchMode::Unique;
    let solve = |&(puzzle, solver): &(&Puzzle, usize)| -> Timed {
        timed_search(&solvers[solver], &puzzle.grid, unique_mode)
    };
    let min_time = Duration::from_secs_f64(args.min_time);
    let mut progress = ProgressLine::new(format!("bench {name}"));
    let mut times: Vec<Duration> = Vec::with_capacity(puzzles.len());
    let (mut solved, mut unique, mut stats, mut busy, mut rounds) =
        (0, 0, Stats::default(), Duration::ZERO, 0);
    while rounds == 0 || busy < min_time {
        rounds += 1;
        progress.update(|| format!("round {rounds}"));
        let start = Instant::now();
        let results = map_on_threads(threads, &jobs, &solve);
        busy += start.elapsed();
        for (&(puzzle, _), (elapsed, search, solution, is_unique)) in jobs.iter().zip(results) {
            times.push(elapsed);
            if rounds > 1 {
                continue;
            }
            stats += search;
            let Some(grid) = solution else { continue };
            if let Some(violation) = check(&grid, Some(&puzzle.grid)).first() {
                bail!(
                    "{name}: line {}: the solver's answer fails the validator: {violation:?}",
                    puzzle.line
                );
            }
            solved += 1;
            unique += usize::from(is_unique);
        }
    }
    times.sort_unstable();
    let quantile =
        |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1e6;
    let rate = (rounds * puzzles.len()) as f64 / busy.as_secs_f64();
    Ok(Measured {
        solved,
        unique,
        rate,
        median_us: quantile(0.5),
        p99_us: quantile(0.99),
        stats,
    })
}

/// A solver for each set of rules among `puzzles`, and each puzzle with its solver's
/// index: looked up once, outside the timed part.
fn solvers_for(puzzles: &[Puzzle]) -> (Vec<Solver>, Vec<(&Puzzle, usize)>) {
    let mut solvers: Vec<Solver> = Vec::new();
    let jobs = puzzles
        .iter()
        .map(|puzzle| {
            let rules = puzzle.grid.rules();
            let index = solvers.iter().position(|s| s.rules() == rules);
            let index = index.unwrap_or_else(|| {
                solvers.push(Solver::new(rules.clone()));
                solvers.len() - 1
            });
            (puzzle, index)
        })
        .collect();
    (solvers, jobs)
}

/// One search, timed alone: a first solution, or with `unique_mode` a count up to two.
fn timed_search(solver: &Solver, grid: &Grid, unique_mode: bool) -> Timed {
    let start = Instant::now();
    let (solution, unique, stats) = if unique_mode {
        let (solutions, stats) = solver.count(grid, 2, &Limits::default());
        (solutions.first, solutions.found == 1, stats)
    } else {
        let (answer, stats) = solver.solve(grid, &Limits::default());
        let solution = match answer {
            Answer::Solved(grid) => Some(grid),
            Answer::NoSolution | Answer::GaveUp => None,
        };
        (solution, false, stats)
    };
    (start.elapsed(), stats, solution, unique)
}

/// `f` of every item on `threads` threads, which take blocks of items as they free up;
/// results in item order.
fn map_on_threads<T: Sync, R: Send>(
    threads: usize,
    items: &[T],
    f: &(impl Fn(&T) -> R + Sync),
) -> Vec<R> {
    if threads <= 1 {
        return items.iter().map(f).collect();
    }
    let next = AtomicUsize::new(0);
    let mut blocks: Vec<(usize, Vec<R>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let start = next.fetch_add(TAKE, Ordering::Relaxed);
                        if start >= items.len() {
                            return done;
                        }
                        let block = &items[start..(start + TAKE).min(items.len())];
                        done.push((start, block.iter().map(f).collect()));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a bench thread does not panic"))
            .collect()
    });
    blocks.sort_unstable_by_key(|&(start, _)| start);
    blocks
        .into_iter()
        .flat_map(|(_, results)| results)
        .collect()
}
