//! `sudograph generate`: reproducible puzzles with a unique solution, optionally rated.

use std::fmt::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant, SystemTime};

use anyhow::bail;
use sudograph::colour::Limits;
use sudograph::format::{Alphabet, Layout, write_cells};
use sudograph::generate::{Generated, Options, Rating, generate, rate};
use sudograph::grid::{Grid, Shape};
use sudograph::rules::Rules;
use sudograph::solve::{Answer, Solver};

use super::args::GenerateArgs;
use super::input::variant;
use super::pipeline::{self, Output, Stage};
use super::source::CHUNK_WEIGHT;
use super::{Status, batch, report};

/// Makes `--count` puzzles, seed after seed, on every core unless `--jobs` says otherwise,
/// and prints them in seed order. Progress (clues tried) shows on stderr when it is a
/// terminal, since big grids take a while.
pub fn run(args: &GenerateArgs) -> anyhow::Result<Status> {
    let variant = variant(&args.rules)?;
    let shape = match (&variant.regions, args.size) {
        (None, size) => {
            let size = size.unwrap_or(9);
            Shape::for_side(size).map_err(|_| {
                anyhow::anyhow!(
                    "--size {size}: generate makes grids of square boxes, of side 4, 9, 16, 25, 36, 49 or 64"
                )
            })?
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
            report(&format!("seed {seed} (repeat with --seed {seed})"))?;
            seed
        }
    };
    let threads = pipeline::threads(args.jobs)?;
    let solver = Solver::new(rules);
    // Every puzzle starts from a complete grid: when the rules admit none, no seed helps.
    if let Answer::NoSolution = solver
        .solve(&Grid::empty(solver.rules().clone()), &Limits::default())
        .0
    {
        report(&format!(
            "no complete {} grid exists: its region map admits no solution",
            solver.rules()
        ))?;
        return Ok(Status::Failure);
    }
    let stage = Generating {
        options: Options {
            symmetric: args.symmetric,
            clues: args.clues,
            check_nodes: args.check_nodes,
        },
        rate: args.rate,
        alphabet: Alphabet::for_side(side),
        tried: AtomicUsize::new(0),
        solver,
    };
    // Seeds per chunk: about as much work as a chunk of puzzles to solve, and one seed
    // at a time for big grids, so that the first puzzle shows as soon as it is made.
    let per_chunk = (CHUNK_WEIGHT / side.pow(3)).max(1) as u64;
    let mut next = 0;
    let fill = |seeds: &mut Seeds| -> anyhow::Result<bool> {
        let take = per_chunk.min(args.count - next);
        seeds.first = first_seed.wrapping_add(next);
        seeds.count = take;
        next += take;
        Ok(take > 0)
    };
    let total = args.count;
    let cells = shape.cells() as u64;
    let note = |made: u64| {
        let tried = stage.tried.load(Ordering::Relaxed) as u64;
        format!(
            "{made}/{total} puzzles, {tried}/{} cells tried",
            total * cells
        )
    };
    let summary = batch::with_std_sinks(&format!("generate {side}×{side}"), |sinks| {
        pipeline::run(&stage, threads, fill, sinks, note)
    })?;
    Ok(summary.status)
}

/// Seeds to make puzzles from: `count` of them from `first` on.
#[derive(Default)]
struct Seeds {
    first: u64,
    count: u64,
}

/// The generate command's work on each chunk of seeds.
struct Generating {
    solver: Solver,
    options: Options,
    rate: bool,
    alphabet: Alphabet,
    /// Clues tried so far, for the progress line.
    tried: AtomicUsize,
}

impl Stage for Generating {
    type Input = Seeds;
    type Tally = ();

    fn work(&self, seeds: &Seeds, out: &mut Output<()>) {
        for i in 0..seeds.count {
            let seed = seeds.first.wrapping_add(i);
            out.records += 1;
            let start = Instant::now();
            let mut last = 0;
            let made = generate(&self.solver, &self.options, seed, |now| {
                self.tried.fetch_add(now - last, Ordering::Relaxed);
                last = now;
            });
            let Some(generated) = made else {
                // A complete grid was found before the run started, so every seed finds one.
                let _ = writeln!(out.stdout(), "error: seed {seed}: no complete grid found");
                out.status.note(Status::Failure);
                continue;
            };
            let elapsed = start.elapsed();
            if self.rate {
                let made = Made {
                    rating: rate(&self.solver, &generated.puzzle),
                    generated,
                    elapsed,
                };
                let _ = writeln!(out.stdout(), "# {}", describe(seed, &made));
                write_cells(
                    out.stdout(),
                    made.generated.puzzle.cells(),
                    made.generated.puzzle.rules(),
                    Layout::Line,
                    &self.alphabet,
                );
            } else {
                let puzzle = &generated.puzzle;
                write_cells(
                    out.stdout(),
                    puzzle.cells(),
                    puzzle.rules(),
                    Layout::Line,
                    &self.alphabet,
                );
            }
        }
    }
}

/// One made puzzle with what `--rate` prints about it.
struct Made {
    generated: Generated,
    rating: Rating,
    elapsed: Duration,
}

/// The `--rate` comment of one puzzle.
fn describe(seed: u64, made: &Made) -> String {
    let rating = &made.rating;
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
