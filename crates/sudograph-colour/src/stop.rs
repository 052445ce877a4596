//! When a search must stop before its answer, whatever work it has left: its deadline has
//! passed, or another thread has set its cancel flag (a front end's Ctrl-C). The engines
//! ask it where they read the clock; local search, which takes no node budget, is given
//! this alone.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A search's deadline and cancel flag, from its [`Limits`](super::Limits).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Stop<'a> {
    /// Stop at this instant.
    pub(crate) deadline: Option<Instant>,
    /// Stop once this is set.
    pub(crate) cancel: Option<&'a AtomicBool>,
}

impl Stop<'_> {
    /// True when the search must stop now: cancelled, or past its deadline (the clock read
    /// when one is set).
    pub(crate) fn now(&self) -> bool {
        self.cancel.is_some_and(|flag| flag.load(Ordering::Relaxed))
            || self
                .deadline
                .is_some_and(|deadline| Instant::now() >= deadline)
    }
}
