//! The flags that say how searches run: their budget, their engine and its random order,
//! and the worker threads a batch runs on.

use clap::{Args, ValueEnum};

use crate::cli::plural::thousands;
use sudograph_colour::Schedule;

/// How many worker threads a batch command runs on.
#[derive(Debug, Args)]
pub struct ThreadArgs {
    /// Worker threads (default: one per core; at most four per core are used, more is
    /// capped with a note). Output keeps the input order either way.
    #[arg(long, value_name = "N")]
    pub jobs: Option<usize>,
}

/// Bounds on a search (per puzzle for `solve`, `count` and `grade`, per graph for
/// `colour`), unbounded by default, the engine that searches and its random order.
#[derive(Debug, Args)]
pub struct BudgetArgs {
    /// The search engine (the help text, [`learning_help`], names the library's switch
    /// points).
    #[arg(long, value_enum, value_name = "WHEN", help = learning_help())]
    pub learning: Option<LearningArg>,
    /// Give up on a puzzle (or graph) after this many search nodes (exit status 3).
    /// Default, and 0: no limit.
    #[arg(long, value_name = "N")]
    pub max_nodes: Option<u64>,
    /// Give up on a puzzle (or graph) after this many seconds (exit status 3). Default, and
    /// 0: no limit.
    #[arg(long, value_name = "SECONDS")]
    pub timeout: Option<f64>,
    /// Break the search's ties in a random order drawn from seed N, the same on every run
    /// and machine (--stats prints it). Default, and 0: the deterministic order.
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
}

/// When a search learns from its conflicts (`--learning`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LearningArg {
    Auto,
    Soon,
    Off,
    Always,
}

/// `--learning`'s help, with the dead ends after which each setting starts learning as the
/// library sets them ([`Schedule::turns_after`]).
fn learning_help() -> String {
    format!(
        "The search engine: `auto` (the default) searches by copy-on-branch, and once a \
         search runs long ({} dead ends) goes on by learning from conflicts, taking turns \
         with fresh copy-on-branch searches; `soon` does so after {}, which pays when most \
         searches are proofs that no solution exists (under `auto`, `colour` tries k upward \
         from the clique size this way); `off` never learns; `always` learns from the start",
        thousands(Schedule::Auto.turns_after().unwrap_or_default()),
        thousands(Schedule::Soon.turns_after().unwrap_or_default())
    )
}
