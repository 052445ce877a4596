//! The search budget a command runs its searches with (`--max-nodes`, `--timeout`), the
//! engine (`--learning`) and the random order (`--seed`), checked once; and the flags'
//! refusals where a command runs no search that they could change.

use std::time::{Duration, Instant};

use anyhow::bail;
use sudograph_colour::{Limits, Schedule, Settings};

use super::search::{BudgetArgs, LearningArg};

/// The longest timeout taken (about 31 years): a longer one is surely a mistake.
const MAX_TIMEOUT: f64 = 1e9;

/// The search budget per puzzle: a node count, and a duration from the puzzle's start;
/// whether the search learns, and the seed of its random order.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    max_nodes: Option<u64>,
    timeout: Option<Duration>,
    /// The schedule asked for (`--learning`); `None`: the default, [`Schedule::Auto`].
    schedule: Option<Schedule>,
    seed: u64,
}

impl Budget {
    /// The budget that `--max-nodes`, `--timeout`, `--learning` and `--seed` ask for; 0 is
    /// no limit for the first two, and the deterministic order for the seed.
    pub(super) fn of(args: &BudgetArgs) -> anyhow::Result<Budget> {
        let timeout = match args.timeout {
            None => None,
            Some(0.0) => None,
            Some(seconds) if seconds.is_finite() && seconds > 0.0 && seconds <= MAX_TIMEOUT => {
                Some(Duration::from_secs_f64(seconds))
            }
            Some(seconds) if seconds > MAX_TIMEOUT => {
                bail!(
                    "--timeout {seconds:e}: at most {MAX_TIMEOUT:e} seconds (leave it out for no limit)"
                )
            }
            Some(seconds) => {
                bail!(
                    "--timeout {seconds}: expected a positive number of seconds, or 0 for no limit"
                )
            }
        };
        Ok(Budget {
            max_nodes: args.max_nodes.filter(|&nodes| nodes > 0),
            timeout,
            schedule: args.learning.map(|learning| match learning {
                LearningArg::Auto => Schedule::Auto,
                LearningArg::Soon => Schedule::Soon,
                LearningArg::Off => Schedule::CopyOnBranch,
                LearningArg::Always => Schedule::Learning,
            }),
            seed: args.seed.unwrap_or(0),
        })
    }

    /// No limit, the engine chosen by default, the deterministic order.
    pub fn unlimited() -> Budget {
        Budget {
            max_nodes: None,
            timeout: None,
            schedule: None,
            seed: 0,
        }
    }

    /// The seed of the searches' random order: 0 for the deterministic order.
    pub fn seed(self) -> u64 {
        self.seed
    }

    /// The settings of a search: the usual ones, with the engine and seed asked for.
    pub fn settings(self) -> Settings {
        Settings {
            schedule: self.schedule.unwrap_or_default(),
            seed: self.seed,
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

    /// Refuses what a traced search (asked by `flag`) cannot follow: it never learns, and
    /// takes the deterministic order. Limits apply to it as to any search.
    pub fn refuse_for_trace(self, flag: &str) -> anyhow::Result<()> {
        if let Some(schedule) = self.schedule {
            bail!(
                "--learning {}: {flag} tells a search that never learns, step by step; leave --learning out",
                name(schedule)
            );
        }
        if self.seed != 0 {
            bail!(
                "--seed {}: {flag} tells the search in the deterministic order; leave --seed out",
                self.seed
            );
        }
        Ok(())
    }

    /// Refuses every flag of the budget, for a command asked to run no search; `why` says
    /// what would run one.
    pub fn refuse_without_search(self, why: &str) -> anyhow::Result<()> {
        let asked = [
            self.max_nodes.map(|nodes| format!("--max-nodes {nodes}")),
            self.timeout
                .map(|timeout| format!("--timeout {}", timeout.as_secs_f64())),
            self.schedule
                .map(|schedule| format!("--learning {}", name(schedule))),
            (self.seed != 0).then(|| format!("--seed {}", self.seed)),
        ];
        match asked.into_iter().flatten().next() {
            Some(flag) => bail!("{flag}: {why}"),
            None => Ok(()),
        }
    }
}

/// The name `--learning` gives a schedule.
fn name(schedule: Schedule) -> &'static str {
    match schedule {
        Schedule::Auto => "auto",
        Schedule::Soon => "soon",
        Schedule::CopyOnBranch => "off",
        Schedule::Learning => "always",
    }
}
