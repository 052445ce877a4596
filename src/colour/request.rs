//! What a search is asked: when to give up and how to choose and propagate.

use std::time::Instant;

/// Bounds on one search; `Limits::default()` is unbounded.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    /// Give up after this many branching decisions.
    pub max_nodes: Option<u64>,
    /// Give up at this instant.
    pub deadline: Option<Instant>,
}

/// How a search chooses and how hard it propagates. `Settings::default()` is the usual
/// search: deterministic, every propagation rule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// Non-zero: ties and colour order come from a random stream seeded with it, so each
    /// seed leads to its own colouring (random complete grids are made this way). Zero: the
    /// deterministic order.
    pub seed: u64,
    /// Propagate with naked and hidden singles only, the first tools of a human solver: a
    /// puzzle that this solves without branching is easy. Off: every rule.
    pub singles_only: bool,
    /// Record every step of the search (see [`Step`]), to explain a colouring. Off costs
    /// nothing but a test per forced node.
    ///
    /// [`Step`]: super::Step
    pub trace: bool,
}
