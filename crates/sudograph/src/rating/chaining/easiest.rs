//! The hint a chain producer gives among all it finds: Explainer sorts them by rating, then
//! complexity, then a kind order, and takes the first.

use crate::rating::scale::Tenths;
use crate::rating::step::RatedStep;

/// Explainer's order among chain hints of one rating and complexity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Kind {
    Double = 1,
    XChain = 2,
    YCycle = 3,
    XyChain = 4,
    Cell = 5,
    Region = 6,
    Contradiction = 7,
}

/// How a producer orders its chain hints: rating, complexity, kind.
pub(crate) type Key = (Tenths, usize, Kind);

/// The hint a producer gives: the lowest key, the first found among equal ones. A hint's
/// eliminations are worked out only when its key would win.
#[derive(Debug, Default)]
pub(crate) struct Easiest {
    best: Option<(Key, RatedStep)>,
}

impl Easiest {
    /// Whether a hint of `key` would replace the one kept.
    pub(crate) fn wants(&self, key: Key) -> bool {
        self.best.as_ref().is_none_or(|(kept, _)| key < *kept)
    }

    /// Keeps the step `make` gives if its `key` wins and it makes progress.
    pub(crate) fn offer(&mut self, key: Key, make: impl FnOnce() -> Option<RatedStep>) {
        if self.wants(key)
            && let Some(step) = make()
        {
            self.best = Some((key, step));
        }
    }

    /// The step kept.
    pub(crate) fn step(self) -> Option<RatedStep> {
        self.best.map(|(_, step)| step)
    }
}
