//! `sudograph generate`: reproducible puzzles with a unique solution, optionally rated.

use std::io::{BufWriter, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant, SystemTime};

use anyhow::{Context, bail};
use sudograph::format::{Alphabet, Layout, write_grid};
use sudograph::generate::{Generated, Options, Rating, generate, rate};
use sudograph::grid::Shape;
use sudograph::rules::Rules;
use sudograph::solve::Solver;

use super::Status;
use super::args::GenerateArgs;
use super::batch::{Progress, Workers};
use super::input::variant;

/// One made puzzle with what `--rate` prints about it.
struct Made {
    generated: Generated,
    rating: Option<Rating>,
    elapsed: Duration,
}

/// Makes `--count` puzzles, seed after seed, on every core unless `--jobs` says otherwise,
/// and prints them in seed order. Progress (clues tried) shows on stderr when it is a
/// terminal, since big grids take a while.
pub fn run(args: &GenerateArgs) -> anyhow::Result<Status> {
    let variant = variant(&args.rules)?;
    let shape = match (&variant.regions, args.size) {
        (None, size) => {
            let size = size.unwrap_or(9);
            Shape::for_side(size).with_context(|| format!("--size {size}"))?
        }
        (Some(regions), Some(size)) if size != regions.side() => {
            bail!(
                "--size {size} but the region map is {0}×{0}",
                regions.side()
            )
        }
        (Some(regions), _) => Shape::squarest(regions.side())?,
    };
    let rules = Rules::new(shape, variant).expect("the region map's side was checked");
    let side = shape.side();
    if let Some(clues) = args.clues
        && clues > shape.cells()
    {
        bail!(
            "--clues {clues}: a {side}×{side} grid has {} cells",
            shape.cells()
        );
    }
    let first_seed = match args.seed {
        Some(seed) => seed,
        None => {
            let seed = SystemTime::now()
                .duration_since(SystemTime::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64);
            eprintln!("sudograph: seed {seed} (repeat with --seed {seed})");
            seed
        }
    };
    let count = usize::try_from(args.count).context("--count is too large")?;
    let seeds: Vec<u64> = (0..args.count)
        .map(|i| first_seed.wrapping_add(i))
        .collect();
    let options = Options {
        symmetric: args.symmetric,
        clues: args.clues,
        check_nodes: args.check_nodes,
    };
    let solver = Solver::new(rules);
    let workers = Workers::new(args.jobs)?;
    let tried = AtomicUsize::new(0);
    let done = AtomicBool::new(false);
    let total = count.saturating_mul(shape.cells());
    let made = std::thread::scope(|scope| {
        let reporter = scope.spawn(|| {
            let mut progress = Progress::new(format!("generate {side}×{side}"));
            while !done.load(Ordering::Relaxed) {
                progress.update(tried.load(Ordering::Relaxed), total, "cells tried");
                std::thread::park_timeout(Duration::from_millis(100));
            }
            progress.finish();
        });
        let made = workers.map(&seeds, |&seed| {
            let start = Instant::now();
            let mut last = 0;
            let generated = generate(&solver, &options, seed, |now| {
                tried.fetch_add(now - last, Ordering::Relaxed);
                last = now;
            })?;
            let elapsed = start.elapsed();
            Some(Made {
                rating: args.rate.then(|| rate(&solver, &generated.puzzle)),
                generated,
                elapsed,
            })
        });
        done.store(true, Ordering::Relaxed);
        // Wake the reporter now rather than at its next tick, so a quick run ends at once.
        reporter.thread().unpark();
        made
    });
    // The empty grid is filled first, so either every seed finds no grid or none does.
    let Some(made) = made.into_iter().collect::<Option<Vec<Made>>>() else {
        eprintln!(
            "sudograph: no complete {} grid exists: its region map admits no solution",
            solver.rules()
        );
        return Ok(Status::Failure);
    };
    let alphabet = Alphabet::for_side(side);
    let mut out = BufWriter::new(std::io::stdout().lock());
    for (seed, made) in seeds.iter().zip(made) {
        if let Some(rating) = made.rating {
            writeln!(out, "# {}", describe(*seed, &made, &rating))?;
        }
        out.write_all(write_grid(&made.generated.puzzle, Layout::Line, &alphabet).as_bytes())?;
    }
    out.flush()?;
    Ok(Status::Success)
}

/// The `--rate` comment of one puzzle.
fn describe(seed: u64, made: &Made, rating: &Rating) -> String {
    format!(
        "seed {seed}: {} clues, {}, {}; {} nodes, {} backtracks to solve and prove unique; made in {:.1} ms",
        made.generated.puzzle.filled(),
        if made.generated.minimal {
            "minimal"
        } else {
            "not minimal"
        },
        if rating.singles {
            "singles solve it"
        } else {
            "needs more than singles"
        },
        rating.stats.nodes,
        rating.stats.backtracks,
        made.elapsed.as_secs_f64() * 1e3
    )
}
