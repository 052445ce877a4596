//! `sudograph generate`: reproducible puzzles with a unique solution, optionally rated.

use std::fmt::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant, SystemTime};

use anyhow::{anyhow, bail};
use sudograph::format::{Alphabet, Layout, ReadOptions, write_cells};
use sudograph::generate::{
    Generated, Options, Rating, SEARCHED_SIDE, Symmetry, generate, generate_from, generate_where,
    rate, solution_of,
};
use sudograph::grade::{Grader, Level};
use sudograph::grid::{Grid, Shape};
use sudograph::rating::{Band, MAX_SIDE, Rater};
use sudograph::rules::Rules;
use sudograph::solve::Solver;

use crate::cli::flags::commands::GenerateArgs;
use crate::cli::flags::output::LayoutArg;
use crate::cli::flags::run_options::RunOptions;
use crate::cli::input::source::CHUNK_WEIGHT;
use crate::cli::pipeline::batch;
use crate::cli::pipeline::stage::{Output, Stage};
use crate::cli::pipeline::workers;
use crate::cli::plural::counted;
use crate::cli::report::{report, report_to};
use crate::cli::status::Status;

/// Makes `--count` puzzles, seed after seed, on every core unless `--jobs` says otherwise,
/// and prints them in seed order. ProgressLine (clues tried) shows on stderr when it is a
/// terminal, since big grids take a while.
pub fn run(args: &GenerateArgs) -> anyhow::Result<Status> {
    let config = RunOptions::of(args)?;
    if args.count == 0 {
        bail!("--count 0: nothing to make; ask for 1 puzzle or more");
    }
    let rules = grid_rules(args, config.read)?;
    if let Some(level) = args.difficulty
        && level != Level::Simple
        && rules.side() > SEARCHED_SIDE
    {
        let side = rules.side();
        bail!(
            "--difficulty {level}: past {SEARCHED_SIDE}×{SEARCHED_SIDE} clues go only when singles find them again, so every {side}×{side} puzzle is simple; ask for --difficulty simple or leave it out"
        );
    }
    let target = target(args, &rules)?;
    let first_seed = first_seed(args.seed)?;
    let solver = Solver::new(rules);
    let Some(first_solution) = first_solution(&solver, first_seed)? else {
        return Ok(Status::Failure);
    };
    let stage = Generating::new(
        args,
        solver,
        first_seed,
        first_solution,
        config.threads,
        target,
    );
    make_all(&stage, args, config.threads)
}

/// What every puzzle must be, when `--difficulty` or `--rating` asks: a level, or a band
/// of ratings on Explainer's scale (rated up to 64×64, as `grade` rates).
enum Target {
    Level(Level),
    Band(Band, Rater),
}

impl Target {
    /// Whether `made` is what was asked for.
    fn wants(&self, grader: &Grader, made: &Generated) -> bool {
        let cells = made.puzzle.cells();
        match self {
            Target::Level(level) => grader.grade(cells).level() == *level,
            Target::Band(band, rater) => rater
                .rate(cells)
                .rating
                .er
                .is_some_and(|er| band.contains(er)),
        }
    }
}

impl std::fmt::Display for Target {
    /// What is asked for, as messages name it: `fiendish`, `rated 6.5-7.5`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Target::Level(level) => write!(f, "{level}"),
            Target::Band(band, _) => write!(f, "rated {band}"),
        }
    }
}

/// The target `--difficulty` or `--rating` sets, if any; a band that does not read, or a
/// side past what the rater rates, is bad input.
fn target(args: &GenerateArgs, rules: &Rules) -> anyhow::Result<Option<Target>> {
    let Some(text) = &args.rating else {
        return Ok(args.difficulty.map(Target::Level));
    };
    let band: Band = text
        .parse()
        .map_err(|problem| anyhow!("--rating {text:?}: {problem}"))?;
    let side = rules.side();
    let Some(rater) = Rater::new(rules) else {
        if !rules.apart().is_empty() {
            bail!(
                "--rating {band}: Explainer's scale has no rating under anti-knight or anti-king"
            );
        }
        bail!(
            "--rating {band}: puzzles past {MAX_SIDE}×{MAX_SIDE} have no rating ({side}×{side} asked for)"
        );
    };
    Ok(Some(Target::Band(band, rater)))
}

/// The rules of the grids to make: the shape `--box` or `--size` asks for (9×9 by
/// default), or the region map's, which `--size` must then agree with; `--clues` must fit
/// in it.
fn grid_rules(args: &GenerateArgs, read: ReadOptions) -> anyhow::Result<Rules> {
    let variant = read.variant;
    let shape = match (read.shape, &variant.regions, args.size) {
        (Some(boxes), _, Some(size)) if size != boxes.side() => {
            bail!(
                "--size {size} but --box {}x{} makes {2}×{2} grids",
                boxes.box_rows(),
                boxes.box_cols(),
                boxes.side()
            )
        }
        (Some(boxes), _, _) => boxes,
        (None, None, size) => {
            let size = size.unwrap_or(9);
            Shape::for_side(size).map_err(|_| {
                // The squarest boxes of that side, when it has any, as an example.
                let example = Shape::squarest(size).map_or(String::new(), |boxes| {
                    format!(", such as --box {}x{}", boxes.box_rows(), boxes.box_cols())
                });
                anyhow::anyhow!(
                    "--size {size}: a side of square boxes is 4, 9, 16, 25, 36, 49 or 64; other sides need --box{example}"
                )
            })?
        }
        (None, Some(regions), Some(size)) if size != regions.side() => {
            bail!(
                "--size {size} but the region map is {0}×{0}",
                regions.side()
            )
        }
        (None, Some(regions), _) => Shape::squarest(regions.side())?,
    };
    let rules = Rules::new(shape, variant)?;
    match args.clues {
        Some(0) => bail!(
            "--clues 0: a puzzle keeps 1 clue or more; leave --clues out for a minimal puzzle"
        ),
        Some(clues) if clues > shape.cells() => {
            let side = shape.side();
            bail!(
                "--clues {clues}: a {side}×{side} grid has {} cells",
                shape.cells()
            );
        }
        _ => {}
    }
    Ok(rules)
}

/// The seed of the first puzzle: `--seed`, or else one taken from the clock and said on
/// stderr, so that the run can be repeated.
fn first_seed(seed: Option<u64>) -> anyhow::Result<u64> {
    if let Some(seed) = seed {
        return Ok(seed);
    }
    let seed = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    report(&format!("seed {seed} (repeat with --seed {seed})"))?;
    Ok(seed)
}

/// The complete grid that the puzzle of `seed` starts from, which shows that the solver's
/// rules admit one; when they do not, no seed helps, and that is said on stderr.
fn first_solution(solver: &Solver, seed: u64) -> anyhow::Result<Option<Grid>> {
    let solution = solution_of(solver, seed);
    if solution.is_none() {
        report(&format!(
            "no complete {} grid exists: its region map admits no solution",
            solver.rules()
        ))?;
    }
    Ok(solution)
}

/// Runs `stage` over the seeds from the first on, `--count` of them, in chunks on
/// `threads` threads, with a progress line; returns how the run ended.
fn make_all(stage: &Generating, args: &GenerateArgs, threads: usize) -> anyhow::Result<Status> {
    let side = stage.solver.rules().side();
    // Seeds per chunk: about as much work as a chunk of puzzles to solve, and one seed
    // at a time for big grids, so that the first puzzle shows as soon as it is made.
    let per_chunk = (CHUNK_WEIGHT / side.pow(3)).max(1) as u64;
    let mut next = 0;
    let fill = |seeds: &mut Seeds| -> anyhow::Result<bool> {
        let take = per_chunk.min(args.count - next);
        seeds.first = stage.first_seed.wrapping_add(next);
        seeds.count = take;
        next += take;
        Ok(take > 0)
    };
    let total = args.count;
    let cells = stage.solver.rules().shape().cells() as u64;
    let note = |made: u64| {
        let tried = stage.tried.load(Ordering::Relaxed) as u64;
        match &stage.target {
            Some(target) => format!(
                "{made}/{total} puzzles {target}, {} made and judged",
                stage.attempts.load(Ordering::Relaxed)
            ),
            None => format!(
                "{made}/{total} puzzles, {tried}/{} cells tried",
                total * cells
            ),
        }
    };
    let summary = batch::with_std_sinks(&format!("generate {side}×{side}"), |sinks| {
        workers::run(stage, threads, fill, sinks, note)
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
    /// The layout puzzles are written in.
    layout: Layout,
    /// The first seed, so that a grid after the first is set apart by a blank line.
    first_seed: u64,
    /// The first seed's complete grid, filled before the run to learn that one exists: that
    /// seed's puzzle is made from it rather than from a second fill (taken once). None with
    /// `--difficulty`, whose attempts fill their own.
    first_solution: Mutex<Option<Grid>>,
    /// The grader for `--rate` and `--difficulty`.
    grader: Grader,
    options: Options,
    rate: bool,
    /// The level or the band of ratings every puzzle must have, if one was asked for.
    target: Option<Target>,
    alphabet: Alphabet,
    /// Clues tried so far, for the progress line.
    tried: AtomicUsize,
    /// Puzzles made and judged so far with a target, for the progress line.
    attempts: AtomicU64,
}

impl Generating {
    /// The work that `args` ask for, from `first_seed` (whose complete grid is
    /// `first_solution`) on, with `threads` worker threads.
    fn new(
        args: &GenerateArgs,
        solver: Solver,
        first_seed: u64,
        first_solution: Grid,
        threads: usize,
        target: Option<Target>,
    ) -> Generating {
        let side = solver.rules().side();
        Generating {
            layout: match args.layout {
                Some(LayoutArg::Grid) => Layout::Grid,
                Some(LayoutArg::Line) | None => Layout::Line,
            },
            first_seed,
            first_solution: Mutex::new(target.is_none().then_some(first_solution)),
            options: Options {
                symmetry: match args.symmetric {
                    true => Symmetry::Rotate180,
                    false => args.symmetry,
                },
                clues: args.clues,
                // 0 is no limit, as for every search.
                check_nodes: args.max_nodes.filter(|&nodes| nodes > 0),
                // Cores that seeds leave idle share the checks of each puzzle, from 16×16
                // on: a 9×9 check takes less time than handing it to another thread.
                threads: if side >= 16 {
                    (threads as u64 / args.count.max(1)).max(1) as usize
                } else {
                    1
                },
            },
            rate: args.rate,
            target,
            alphabet: Alphabet::for_side(side),
            tried: AtomicUsize::new(0),
            attempts: AtomicU64::new(0),
            // Generated puzzles are unique: the uniqueness techniques apply.
            grader: Grader::new(solver.rules()).for_unique_puzzles(),
            solver,
        }
    }

    /// Writes a puzzle in the layout asked for.
    fn write(&self, out: &mut Output<()>, puzzle: &Grid) {
        write_cells(
            out.stdout(),
            puzzle.cells(),
            puzzle.rules(),
            self.layout,
            &self.alphabet,
        );
    }
}

impl Stage for Generating {
    type Input = Seeds;
    type Tally = ();

    fn work(&self, seeds: &Seeds, out: &mut Output<()>) {
        for i in 0..seeds.count {
            let seed = seeds.first.wrapping_add(i);
            out.records += 1;
            // Grids are set apart by a blank line.
            if self.layout != Layout::Line && seed != self.first_seed {
                out.stdout().push('\n');
            }
            let start = Instant::now();
            let Some((generated, attempts)) = self.make(seed) else {
                let _ = match &self.target {
                    // Some levels and ratings are out of reach of small grids, or too rare
                    // to find.
                    Some(Target::Level(level)) => {
                        out.status.note(Status::GaveUp);
                        writeln!(
                            out.stdout(),
                            "error: seed {seed}: no {level} puzzle in {ATTEMPTS} attempts"
                        )
                    }
                    Some(target) => {
                        out.status.note(Status::GaveUp);
                        writeln!(
                            out.stdout(),
                            "error: seed {seed}: no puzzle {target} in {ATTEMPTS} attempts"
                        )
                    }
                    // A complete grid was found before the run started, so every seed
                    // finds one.
                    None => {
                        out.status.note(Status::Failure);
                        writeln!(out.stdout(), "error: seed {seed}: no complete grid found")
                    }
                };
                continue;
            };
            let elapsed = start.elapsed();
            if let Some(note) = self.short_of_target(&generated) {
                report_to(out.stderr(), format_args!("seed {seed}: {note}"));
            }
            if self.rate {
                let made = Made {
                    rating: rate(&self.solver, &generated.puzzle),
                    generated,
                    attempts,
                    elapsed,
                };
                let _ = writeln!(out.stdout(), "# {}", describe(seed, &made));
                self.write(out, &made.generated.puzzle);
            } else {
                self.write(out, &generated.puzzle);
            }
        }
    }
}

impl Generating {
    /// Why a puzzle kept more clues than `--clues` asked for, when it did: it is the
    /// nearest this seed reaches.
    fn short_of_target(&self, generated: &Generated) -> Option<String> {
        let target = self.options.clues?;
        let clues = generated.puzzle.filled();
        if clues <= target {
            return None;
        }
        let side = generated.puzzle.side();
        let why = if generated.minimal {
            "every clue left is needed for a unique solution".to_string()
        } else if side > SEARCHED_SIDE {
            format!(
                "past {SEARCHED_SIDE}×{SEARCHED_SIDE} a clue goes only when singles find it again"
            )
        } else if self.options.symmetry != Symmetry::None && clues < target + 4 {
            "a symmetry takes clues away in pairs or fours".to_string()
        } else {
            "the checks of the clues left ran out of --max-nodes".to_string()
        };
        Some(format!("{clues} clues, not {target}: {why}"))
    }

    /// The puzzle of `seed` (at the level asked for, if any) and the attempts it took.
    fn make(&self, seed: u64) -> Option<(Generated, u64)> {
        let mut last = (u64::MAX, 0);
        let mut tried = |attempt: u64, now: usize| {
            if attempt != last.0 {
                last = (attempt, 0);
                self.attempts.fetch_add(1, Ordering::Relaxed);
            }
            self.tried.fetch_add(now - last.1, Ordering::Relaxed);
            last.1 = now;
        };
        match &self.target {
            None => {
                let tried = |now| tried(0, now);
                let (solver, options) = (&self.solver, &self.options);
                let made = match self.take_first_solution(seed) {
                    Some(solution) => Some(generate_from(solver, options, seed, solution, tried)),
                    None => generate(solver, options, seed, tried),
                };
                made.map(|made| (made, 1))
            }
            Some(target) => {
                let (solver, grader, options) = (&self.solver, &self.grader, &self.options);
                let wanted = |made: &Generated| target.wants(grader, made);
                generate_where(solver, options, seed, ATTEMPTS, wanted, tried)
            }
        }
    }

    /// The complete grid filled before the run, for the first seed and once: `None` for
    /// every other seed, which fills its own.
    fn take_first_solution(&self, seed: u64) -> Option<Grid> {
        if seed != self.first_seed {
            return None;
        }
        self.first_solution
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take()
    }
}

/// Puzzles made and judged at most for each puzzle of `--difficulty` or `--rating`.
const ATTEMPTS: u64 = 10_000;

/// One made puzzle with what `--rate` prints about it.
struct Made {
    generated: Generated,
    rating: Rating,
    /// Puzzles made to find it: 1 without a target.
    attempts: u64,
    elapsed: Duration,
}

/// The `--rate` comment of one puzzle.
fn describe(seed: u64, made: &Made) -> String {
    let rating = &made.rating;
    let hardest = rating.hardest.map_or("none", |t| t.name());
    let attempts = match made.attempts {
        1 => String::new(),
        n => format!(" ({n} made)"),
    };
    format!(
        "seed {seed}: {} clues, {}, {} (hardest {hardest}); {}, {} to solve and prove unique; made in {:.1} ms{attempts}",
        made.generated.puzzle.filled(),
        if made.generated.minimal {
            "minimal"
        } else {
            "not minimal"
        },
        rating.level,
        counted(rating.stats.nodes, "node"),
        counted(rating.stats.backtracks, "backtrack"),
        made.elapsed.as_secs_f64() * 1e3
    )
}
