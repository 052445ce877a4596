//! Batch work shared by `solve`, `count` and `bench`: puzzles spread over threads (rayon)
//! with their results kept in input order, one compiled solver per set of rules, the search
//! budget per puzzle, and a progress line on stderr when it is a terminal.

use std::collections::HashMap;
use std::io::{IsTerminal, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use rayon::prelude::*;
use sudograph::colour::Limits;
use sudograph::format::{Puzzle, ReadOptions};
use sudograph::rules::Rules;
use sudograph::solve::Solver;

use super::Status;
use super::args::{BudgetArgs, FormatArgs};
use super::input::{puzzles, read_options, read_source};

/// Puzzles handed out per progress update.
pub const CHUNK: usize = 2048;

/// Runs work on `jobs` threads (0: one per core); one job runs on the calling thread.
pub struct Workers {
    pool: Option<rayon::ThreadPool>,
}

impl Workers {
    pub fn new(jobs: usize) -> anyhow::Result<Workers> {
        if jobs == 1 {
            return Ok(Workers { pool: None });
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(jobs)
            .build()
            .context("cannot start worker threads")?;
        Ok(Workers { pool: Some(pool) })
    }

    /// Threads in use.
    pub fn threads(&self) -> usize {
        self.pool
            .as_ref()
            .map_or(1, rayon::ThreadPool::current_num_threads)
    }

    /// `f` applied to every item, results in item order.
    pub fn map<T: Sync, R: Send>(&self, items: &[T], f: impl Fn(&T) -> R + Sync + Send) -> Vec<R> {
        match &self.pool {
            None => items.iter().map(f).collect(),
            Some(pool) => pool.install(|| items.par_iter().map(f).collect()),
        }
    }
}

/// What `solve` and `count` start from: the puzzles of one source that read cleanly, a
/// compiled solver for each of their rules, the search budget and the worker threads.
pub struct Batch {
    pub options: ReadOptions,
    pub budget: Budget,
    /// The source's name for messages (`<stdin>` or the path).
    pub name: String,
    pub puzzles: Vec<Puzzle>,
    pub solvers: HashMap<Rules, Solver>,
    pub workers: Workers,
    /// `BadInput` when some puzzle could not be read (each one was reported), else `Success`.
    pub status: Status,
}

impl Batch {
    /// Checks the options, reads the source and compiles the solvers.
    pub fn open(
        file: Option<&Path>,
        format: &FormatArgs,
        budget: &BudgetArgs,
        jobs: usize,
    ) -> anyhow::Result<Batch> {
        let options = read_options(format)?;
        let budget = Budget::of(budget)?;
        let source = read_source(file)?;
        let mut status = Status::Success;
        let puzzles = puzzles(&source, &options, &mut status)?;
        Ok(Batch {
            solvers: solvers_for(&puzzles),
            workers: Workers::new(jobs)?,
            options,
            budget,
            name: source.name,
            puzzles,
            status,
        })
    }
}

/// A compiled solver for the rules of every puzzle (one per side, as the variant is shared).
pub fn solvers_for(puzzles: &[Puzzle]) -> HashMap<Rules, Solver> {
    let mut solvers = HashMap::new();
    for puzzle in puzzles {
        let rules = puzzle.grid.rules();
        if !solvers.contains_key(rules) {
            solvers.insert(rules.clone(), Solver::new(rules.clone()));
        }
    }
    solvers
}

/// A one-line progress report on stderr, redrawn at most ten times a second, shown only
/// when stderr is a terminal so that logs and pipes stay clean.
pub struct Progress {
    label: String,
    enabled: bool,
    last: Option<Instant>,
}

impl Progress {
    pub fn new(label: impl Into<String>) -> Progress {
        Progress {
            label: label.into(),
            enabled: std::io::stderr().is_terminal(),
            last: None,
        }
    }

    pub fn update(&mut self, done: usize, total: usize, note: &str) {
        if !self.enabled
            || self
                .last
                .is_some_and(|t| t.elapsed() < Duration::from_millis(100))
        {
            return;
        }
        self.last = Some(Instant::now());
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r\x1b[2K{}: {done}/{total} {note}", self.label);
        let _ = err.flush();
    }

    pub fn finish(&self) {
        if self.enabled && self.last.is_some() {
            eprint!("\r\x1b[2K");
        }
    }
}

/// The search budget per puzzle: a node count, and a duration from the puzzle's start.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    max_nodes: Option<u64>,
    timeout: Option<Duration>,
}

impl Budget {
    /// The budget that `--max-nodes` and `--timeout` ask for.
    pub fn of(args: &BudgetArgs) -> anyhow::Result<Budget> {
        let timeout = match args.timeout {
            None => None,
            Some(seconds) if seconds.is_finite() && seconds > 0.0 && seconds < 1e9 => {
                Some(Duration::from_secs_f64(seconds))
            }
            Some(seconds) => bail!("--timeout {seconds}: expected a positive number of seconds"),
        };
        Ok(Budget {
            max_nodes: args.max_nodes,
            timeout,
        })
    }

    /// The limits of a search that starts at `start`.
    pub fn limits_from(self, start: Instant) -> Limits {
        Limits {
            max_nodes: self.max_nodes,
            deadline: self.timeout.map(|d| start + d),
        }
    }
}
