//! The settings a command runs with: its shared flags turned into values and checked, all
//! in [`Config::of`], so that commands ask a [`Config`] rather than the raw arguments.

use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use sudograph::colour::{Limits, Schedule, Settings};
use sudograph::format::{Alphabet, ReadOptions, read_regions};
use sudograph::grid::Shape;
use sudograph::rules::Variant;

use super::commands::{
    BenchArgs, CheckArgs, ColourArgs, CountArgs, DotArgs, GenerateArgs, GradeArgs, SolveArgs,
};
use super::input::{ReadArgs, RulesArgs, VariantArg};
use super::output::RecordsArgs;
use super::search::{BudgetArgs, LearningArg, ThreadArgs};
use crate::cli::records::RecordFormat;

/// The settings every command draws on, made from the flags it has; a command without one
/// of them gets its default (classic rules read with no options, no search limit, the
/// calling thread alone, answers in text).
#[derive(Debug)]
pub struct Config {
    /// How puzzles are read (`--symbols`, `--box`, `--variant`, `--regions`), the region
    /// map read and checked.
    pub read: ReadOptions,
    /// The search budget per puzzle or graph, and the engine (`--max-nodes`, `--timeout`,
    /// `--learning`).
    pub budget: Budget,
    /// Worker threads (`--jobs`, where 0 means one per core).
    pub threads: usize,
    /// How answers are written (`--format`).
    pub format: RecordFormat,
}

impl Config {
    /// The settings `flags` ask for, checked in the order reading, search, threads: the
    /// first flag found wrong is the error.
    pub fn of(flags: &impl SharedFlags) -> anyhow::Result<Config> {
        let groups = flags.groups();
        let read = match (groups.reading, groups.rules) {
            (Some(reading), _) => read_options(reading)?,
            (None, Some(rules)) => ReadOptions {
                variant: variant(rules)?,
                ..ReadOptions::default()
            },
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
        let format = groups.records.map_or(RecordFormat::Text, |r| r.format);
        Ok(Config {
            read,
            budget,
            threads,
            format,
        })
    }
}

/// The shared flag groups in a command's arguments: `None` for a group it does not have.
#[derive(Default)]
pub struct Groups<'a> {
    /// How puzzle text is read, the rules included.
    pub reading: Option<&'a ReadArgs>,
    /// The rules alone, for a command that reads no puzzles (`generate`).
    pub rules: Option<&'a RulesArgs>,
    /// The search budget and engine.
    pub budget: Option<&'a BudgetArgs>,
    /// The worker threads.
    pub threads: Option<&'a ThreadArgs>,
    /// The record format.
    pub records: Option<&'a RecordsArgs>,
}

/// A command's arguments, as [`Config::of`] reads them.
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
shared_flags!(CheckArgs: reading, threads, records);
shared_flags!(GenerateArgs: rules, threads);
shared_flags!(BenchArgs: reading, threads);
shared_flags!(DotArgs: reading);
shared_flags!(ColourArgs: budget);

/// The read options the flags ask for, the region map read and checked.
fn read_options(args: &ReadArgs) -> anyhow::Result<ReadOptions> {
    let symbols = match args.symbols.as_deref() {
        None => None,
        Some(text) => Some(Alphabet::custom(text).with_context(|| format!("--symbols {text}"))?),
    };
    let shape = match args.box_shape.as_deref() {
        None => None,
        Some(text) => Some(box_shape(text)?),
    };
    let variant = variant(&args.rules)?;
    // Irregular regions need no boxes, so any side will do for them.
    if let (Some(symbols), None, None) = (&symbols, shape, &variant.regions) {
        Shape::for_side(symbols.len())
            .with_context(|| format!("--symbols has {} symbols", symbols.len()))?;
    }
    if let (Some(symbols), Some(shape)) = (&symbols, shape)
        && symbols.len() != shape.side()
    {
        bail!(
            "--symbols has {} symbols but --box {shape} needs {}",
            symbols.len(),
            shape.side()
        );
    }
    let options = ReadOptions {
        symbols,
        shape,
        variant,
    };
    if let Err(disagree) = options.fixed_side() {
        bail!("{disagree}");
    }
    Ok(options)
}

/// The box shape `--box ROWSxCOLS` asks for.
fn box_shape(text: &str) -> anyhow::Result<Shape> {
    let parts: Option<(usize, usize)> = text
        .split_once(['x', 'X', '×'])
        .and_then(|(r, c)| Some((r.trim().parse().ok()?, c.trim().parse().ok()?)));
    let Some((rows, cols)) = parts else {
        bail!("--box {text:?}: expected ROWSxCOLS, e.g. 2x3");
    };
    Shape::new(rows, cols).with_context(|| format!("--box {text}"))
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
    Ok(Variant {
        regions,
        diagonals: args.variant == VariantArg::X,
    })
}

/// Threads a core may be asked to run: more only adds switching.
const THREADS_PER_CORE: usize = 4;

/// The worker threads `--jobs` asks for: 0 means one per core; more than
/// [`THREADS_PER_CORE`] per core is refused.
fn worker_threads(jobs: usize) -> anyhow::Result<usize> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let most = cores * THREADS_PER_CORE;
    match jobs {
        0 => Ok(cores),
        n if n > most => bail!(
            "--jobs {n}: at most {most} threads on this machine ({cores} cores, {THREADS_PER_CORE} threads per core)"
        ),
        n => Ok(n),
    }
}

/// The longest timeout taken (about 31 years): a longer one is surely a mistake.
const MAX_TIMEOUT: f64 = 1e9;

/// The search budget per puzzle: a node count, and a duration from the puzzle's start;
/// and which engines search when (`--learning`).
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    max_nodes: Option<u64>,
    timeout: Option<Duration>,
    schedule: Schedule,
}

impl Budget {
    /// The budget that `--max-nodes`, `--timeout` and `--learning` ask for.
    fn of(args: &BudgetArgs) -> anyhow::Result<Budget> {
        let timeout = match args.timeout {
            None => None,
            Some(seconds) if seconds.is_finite() && seconds > 0.0 && seconds <= MAX_TIMEOUT => {
                Some(Duration::from_secs_f64(seconds))
            }
            Some(seconds) if seconds > MAX_TIMEOUT => {
                bail!(
                    "--timeout {seconds:e}: at most {MAX_TIMEOUT:e} seconds (leave it out for no limit)"
                )
            }
            Some(seconds) => bail!("--timeout {seconds}: expected a positive number of seconds"),
        };
        Ok(Budget {
            max_nodes: args.max_nodes,
            timeout,
            schedule: match args.learning {
                LearningArg::Auto => Schedule::Auto,
                LearningArg::Soon => Schedule::Soon,
                LearningArg::Off => Schedule::CopyOnBranch,
                LearningArg::Always => Schedule::Learning,
            },
        })
    }

    /// No limit, and the engine chosen by default.
    pub fn unlimited() -> Budget {
        Budget {
            max_nodes: None,
            timeout: None,
            schedule: Schedule::Auto,
        }
    }

    /// The settings of a search: the usual ones, with the engine asked for.
    pub fn settings(self) -> Settings {
        Settings {
            schedule: self.schedule,
            ..Settings::default()
        }
    }

    /// The limits of a search that starts now. The clock is read only when a timeout is set.
    pub fn limits(self) -> Limits<'static> {
        Limits {
            max_nodes: self.max_nodes,
            deadline: self.timeout.map(|d| Instant::now() + d),
            ..Limits::default()
        }
    }
}
