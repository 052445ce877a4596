//! `sudograph bench`: the solving rate of each puzzle file, with every answer checked by the
//! validator outside the timed part.

use std::io::{BufWriter, Write};
use std::time::{Duration, Instant};

use anyhow::bail;
use sudograph::colour::{Limits, Stats};
use sudograph::format::Puzzle;
use sudograph::grid::Grid;
use sudograph::solve::{Answer, Solver};
use sudograph::validate::check;

use super::Status;
use super::args::{BenchArgs, BenchMode};
use super::batch::{CHUNK, Progress, Workers, solvers_for};
use super::input::{puzzles, read_options, read_source};

/// Measures each file: solves every puzzle, round after round until `--min-time` has
/// passed, and prints puzzles/s, median and p99 time per puzzle, and search effort.
pub fn run(args: &BenchArgs) -> anyhow::Result<Status> {
    if !(args.min_time.is_finite() && (0.0..=1e6).contains(&args.min_time)) {
        bail!(
            "--min-time {}: expected a number of seconds from 0 to 1000000",
            args.min_time
        );
    }
    let options = read_options(&args.format)?;
    let workers = Workers::new(args.jobs)?;
    let mut status = Status::Success;
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mode = match args.mode {
        BenchMode::First => "first solution",
        BenchMode::Unique => "prove unique",
    };
    writeln!(
        out,
        "# mode: {mode}; threads: {}; at least {} s per file",
        workers.threads(),
        args.min_time
    )?;
    writeln!(
        out,
        "{:<24} {:>8} {:>8} {:>8} {:>11} {:>10} {:>10} {:>8} {:>11}",
        "file",
        "puzzles",
        "solved",
        "unique",
        "puzzles/s",
        "median µs",
        "p99 µs",
        "nodes",
        "backtracks"
    )?;
    out.flush()?;
    for path in &args.files {
        let source = read_source(Some(path))?;
        let puzzles = puzzles(&source, &options, &mut status)?;
        if puzzles.is_empty() {
            continue; // each puzzle's error was reported
        }
        let report = measure(&puzzles, args, &workers, &source.name)?;
        let per = |total: u64| total as f64 / puzzles.len() as f64;
        let unique = match args.mode {
            BenchMode::First => "-".to_string(),
            BenchMode::Unique => report.unique.to_string(),
        };
        writeln!(
            out,
            "{:<24} {:>8} {:>8} {:>8} {:>11.0} {:>10.1} {:>10.1} {:>8.1} {:>11.1}",
            path.file_name()
                .map_or(source.name.clone(), |n| n.to_string_lossy().into_owned()),
            puzzles.len(),
            report.solved,
            unique,
            report.rate,
            report.median_us,
            report.p99_us,
            per(report.stats.nodes),
            per(report.stats.backtracks)
        )?;
        out.flush()?;
        if report.solved < puzzles.len() {
            status.note(Status::Failure);
        }
    }
    Ok(status)
}

struct Report {
    solved: usize,
    unique: usize,
    rate: f64,
    median_us: f64,
    p99_us: f64,
    stats: Stats,
}

fn measure(
    puzzles: &[Puzzle],
    args: &BenchArgs,
    workers: &Workers,
    name: &str,
) -> anyhow::Result<Report> {
    let solvers = solvers_for(puzzles);
    // Each puzzle's solver is looked up once, outside the timed part.
    let jobs: Vec<(&Puzzle, &Solver)> = puzzles
        .iter()
        .map(|puzzle| (puzzle, &solvers[puzzle.grid.rules()]))
        .collect();
    let unique_mode = args.mode == BenchMode::Unique;
    // Timed: the search alone. The answers of the first round are checked afterwards.
    let solve = |&(puzzle, solver): &(&Puzzle, &Solver)| -> (Duration, Stats, Option<Grid>, bool) {
        let start = Instant::now();
        let (solution, unique, stats) = if unique_mode {
            let (solutions, stats) = solver.count(&puzzle.grid, 2, &Limits::default());
            (solutions.first, solutions.found == 1, stats)
        } else {
            let (answer, stats) = solver.solve(&puzzle.grid, &Limits::default());
            let solution = match answer {
                Answer::Solved(grid) => Some(grid),
                Answer::NoSolution | Answer::GaveUp => None,
            };
            (solution, false, stats)
        };
        (start.elapsed(), stats, solution, unique)
    };
    let min_time = Duration::from_secs_f64(args.min_time);
    let mut progress = Progress::new(format!("bench {name}"));
    let mut times: Vec<Duration> = Vec::with_capacity(puzzles.len());
    let (mut solved, mut unique, mut stats, mut busy, mut rounds) =
        (0, 0, Stats::default(), Duration::ZERO, 0);
    while rounds == 0 || busy < min_time {
        rounds += 1;
        for (i, chunk) in jobs.chunks(CHUNK).enumerate() {
            let start = Instant::now();
            let results = workers.map(chunk, solve);
            busy += start.elapsed();
            for (&(puzzle, _), (elapsed, search, solution, is_unique)) in chunk.iter().zip(results)
            {
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
            progress.update(
                i * CHUNK + chunk.len(),
                puzzles.len(),
                &format!("(round {rounds})"),
            );
        }
    }
    progress.finish();
    times.sort_unstable();
    let quantile =
        |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1e6;
    let rate = (rounds * puzzles.len()) as f64 / busy.as_secs_f64();
    Ok(Report {
        solved,
        unique,
        rate,
        median_us: quantile(0.5),
        p99_us: quantile(0.99),
        stats,
    })
}
