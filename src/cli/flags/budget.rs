//! The search budget per puzzle that `--max-nodes` and `--timeout` ask for.

use std::time::{Duration, Instant};

use anyhow::bail;
use sudograph::colour::{Learning, Limits, Settings};

use super::search::{BudgetArgs, LearningArg};

/// The longest timeout taken (about 31 years): a longer one is surely a mistake.
const MAX_TIMEOUT: f64 = 1e9;

/// The search budget per puzzle: a node count, and a duration from the puzzle's start;
/// and whether the search learns.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    max_nodes: Option<u64>,
    timeout: Option<Duration>,
    learning: Learning,
}

impl Budget {
    /// The budget that `--max-nodes` and `--timeout` ask for.
    pub fn of(args: &BudgetArgs) -> anyhow::Result<Budget> {
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
            learning: match args.learning {
                LearningArg::Auto => Learning::Auto,
                LearningArg::Soon => Learning::Soon,
                LearningArg::Off => Learning::Off,
                LearningArg::Always => Learning::Always,
            },
        })
    }

    /// No limit.
    pub fn unlimited() -> Budget {
        Budget {
            max_nodes: None,
            timeout: None,
            learning: Learning::Auto,
        }
    }

    /// The settings of a search: the usual ones, with the engine asked for.
    pub fn settings(self) -> Settings {
        Settings {
            learning: self.learning,
            ..Settings::default()
        }
    }

    /// The limits of a search that starts now. The clock is read only when a timeout is set.
    pub fn limits(self) -> Limits {
        Limits {
            max_nodes: self.max_nodes,
            deadline: self.timeout.map(|d| Instant::now() + d),
            ..Limits::default()
        }
    }
}
