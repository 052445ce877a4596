//! The settings a command runs with: its shared flags turned into values and checked, all
//! in [`RunOptions::of`], so that commands ask a [`RunOptions`] rather than the raw arguments.

use anyhow::{Context, bail};
use sudograph::format::{Alphabet, ReadOptions, read_regions};
use sudograph::grid::{Shape, ShapeTextError};
use sudograph::rules::{Rules, Variant};

use super::budget::Budget;
use super::commands::{
    BenchArgs, CheckArgs, ColourArgs, CountArgs, DotArgs, GenerateArgs, GradeArgs, HintArgs,
    MarksArgs, SolveArgs, TransformArgs,
};
use super::input::{ReadArgs, RulesArgs, ShapeArgs};
use super::output::RecordsArgs;
use super::search::{BudgetArgs, ThreadArgs};
use super::variant_names::variant_names;
use crate::cli::plural::counted;
use crate::cli::records::RecordFormat;
use crate::cli::report::report;

/// The settings every command draws on, made from the flags it has; a command without one
/// of them gets its default (classic rules read with no options, no search limit, the
/// calling thread alone, answers in text).
#[derive(Debug)]
pub struct RunOptions {
    /// How puzzles are read (`--symbols`, `--box`, `--variant`, `--regions`), the region
    /// map read and checked.
    pub read: ReadOptions,
    /// The search budget per puzzle or graph, the engine and its random order
    /// (`--max-nodes`, `--timeout`, `--learning`, `--seed`).
    pub budget: Budget,
    /// Worker threads (`--jobs`; one per core by default).
    pub threads: usize,
    /// How answers are written (`--format`).
    pub format: RecordFormat,
    /// Whether nothing is written but the error that ends the run (`--quiet`).
    pub quiet: bool,
}

impl RunOptions {
    /// The settings `flags` ask for, checked in the order reading, search, threads: the
    /// first flag found wrong is the error. A `--jobs` beyond what the machine takes is
    /// capped, and that is said on stderr.
    pub fn of(flags: &impl SharedFlags) -> anyhow::Result<RunOptions> {
        let groups = flags.groups();
        let read = match (groups.reading, groups.shape) {
            (Some(reading), _) => {
                read_options(reading.symbols.as_deref(), reading.column, &reading.shape)?
            }
            (None, Some(shape)) => read_options(None, None, shape)?,
            (None, None) => ReadOptions::default(),
        };
        let budget = match groups.budget {
            Some(budget) => Budget::of(budget)?,
            None => Budget::unlimited(),
        };
        let threads = match groups.threads {
            Some(threads) => worker_threads(threads.jobs)?,
            None => 1,
        };
        Ok(RunOptions {
            read,
            budget,
            threads,
            format: groups.records.map_or(RecordFormat::Text, |r| r.format),
            quiet: groups.records.is_some_and(|r| r.quiet),
        })
    }
}

/// The shared flag groups in a command's arguments: `None` for a group it does not have.
#[derive(Default)]
pub struct Groups<'a> {
    /// How puzzle text is read, the boxes and rules included.
    pub reading: Option<&'a ReadArgs>,
    /// The boxes and rules alone, for a command that reads no puzzles (`generate`).
    pub shape: Option<&'a ShapeArgs>,
    /// The search budget and engine.
    pub budget: Option<&'a BudgetArgs>,
    /// The worker threads.
    pub threads: Option<&'a ThreadArgs>,
    /// The record format.
    pub records: Option<&'a RecordsArgs>,
}

/// A command's arguments, as [`RunOptions::of`] reads them.
pub trait SharedFlags {
    /// The shared groups these arguments hold.
    fn groups(&self) -> Groups<'_>;
}

/// Implements [`SharedFlags`] for a command's arguments, whose fields named as the groups
/// of [`Groups`] hold them.
macro_rules! shared_flags {
    ($args:ident: $($group:ident),*) => {
        impl SharedFlags for $args {
            fn groups(&self) -> Groups<'_> {
                Groups {
                    $($group: Some(&self.$group),)*
                    ..Groups::default()
                }
            }
        }
    };
}

shared_flags!(SolveArgs: reading, budget, threads, records);
shared_flags!(CountArgs: reading, budget, threads, records);
shared_flags!(GradeArgs: reading, budget, threads, records);
shared_flags!(HintArgs: reading, budget, threads, records);
shared_flags!(MarksArgs: reading, threads);
shared_flags!(TransformArgs: reading, threads);
shared_flags!(CheckArgs: reading, threads, records);
shared_flags!(GenerateArgs: shape, threads);
shared_flags!(BenchArgs: reading, threads);
shared_flags!(DotArgs: reading, budget);
shared_flags!(ColourArgs: budget);

/// The read options the flags ask for (`--symbols`, `--column`, then the boxes and rules),
/// the region map read and checked.
fn read_options(
    symbols: Option<&str>,
    column: Option<usize>,
    args: &ShapeArgs,
) -> anyhow::Result<ReadOptions> {
    if column == Some(0) {
        bail!("--column 0: columns count from 1");
    }
    let symbols = match symbols {
        None => None,
        Some(text) => Some(Alphabet::custom(text).with_context(|| format!("--symbols {text}"))?),
    };
    let shape = match args.box_shape.as_deref() {
        None => None,
        Some(text) => Some(box_shape(text)?),
    };
    if let (Some(text), Some(regions)) = (&args.box_shape, &args.rules.regions) {
        bail!(
            "--box {text} and --regions {}: a jigsaw's regions replace its boxes; leave --box out",
            regions.display()
        );
    }
    let variant = variant(&args.rules)?;
    // Windoku and disjoint groups need square boxes: refused here, once, rather than on
    // every puzzle read. Without --box the side comes from the puzzles, whose boxes are
    // square; with --regions there are no boxes.
    let fixed = match &variant.regions {
        Some(regions) => Shape::squarest(regions.side()).ok(),
        None => shape,
    };
    if let Some(fixed) = fixed {
        Rules::new(fixed, variant.clone())
            .map_err(|error| anyhow::anyhow!("--variant {}: {error}", args.rules.variant))?;
    }
    // Irregular regions need no boxes, so any side will do for them.
    if let (Some(symbols), None, None) = (&symbols, shape, &variant.regions) {
        Shape::for_side(symbols.len())
            .with_context(|| format!("--symbols has {} symbols", symbols.len()))?;
    }
    if let (Some(symbols), Some(shape)) = (&symbols, shape)
        && symbols.len() != shape.side()
    {
        bail!(
            "--symbols has {} symbols but --box {}x{} needs {}",
            symbols.len(),
            shape.box_rows(),
            shape.box_cols(),
            shape.side()
        );
    }
    let options = ReadOptions {
        symbols,
        shape,
        variant,
        column,
    };
    if let Err(disagree) = options.fixed_side() {
        bail!("{disagree}");
    }
    Ok(options)
}

/// The box shape `--box ROWSxCOLS` asks for.
fn box_shape(text: &str) -> anyhow::Result<Shape> {
    match text.parse() {
        Ok(shape) => Ok(shape),
        Err(ShapeTextError::NotRowsByCols) => {
            bail!("--box {text:?}: {}", ShapeTextError::NotRowsByCols)
        }
        Err(ShapeTextError::Shape(error)) => Err(error).with_context(|| format!("--box {text}")),
    }
}

/// The variant the flags ask for, the region map read and checked.
fn variant(args: &RulesArgs) -> anyhow::Result<Variant> {
    let regions = match &args.regions {
        None => None,
        Some(path) => {
            let text =
                std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
            Some(read_regions(&text).with_context(|| path.display().to_string())?)
        }
    };
    let mut variant = variant_names(&args.variant)?;
    variant.regions = regions;
    Ok(variant)
}

/// Threads a core may be asked to run: more only adds switching.
const THREADS_PER_CORE: usize = 4;

/// The worker threads `--jobs` asks for: one per core when it is left out; more than
/// [`THREADS_PER_CORE`] per core is capped there, with a note on stderr, so that a script
/// written on a big machine runs on a small one; 0 threads is refused.
fn worker_threads(jobs: Option<usize>) -> anyhow::Result<usize> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let most = cores * THREADS_PER_CORE;
    match jobs {
        None => Ok(cores),
        Some(0) => {
            bail!("--jobs 0: a run needs at least 1 thread; leave --jobs out for one per core")
        }
        Some(n) if n > most => {
            report(&format!(
                "--jobs {n}: running {most} threads, the most this machine takes ({}, {THREADS_PER_CORE} threads per core)",
                counted(cores as u64, "core")
            ))?;
            Ok(most)
        }
        Some(n) => Ok(n),
    }
}
