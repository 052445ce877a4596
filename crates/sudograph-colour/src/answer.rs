//! What a search answers: a colouring or why there is none, a count, and what it cost.

use super::colour::Colour;
use super::trace::Step;

/// What a search cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Branching decisions made (search-tree nodes below the root).
    pub nodes: u64,
    /// Branches abandoned: each colour tried and then taken back.
    pub backtracks: u64,
}

impl std::ops::Add for Stats {
    type Output = Stats;

    fn add(self, other: Stats) -> Stats {
        Stats {
            nodes: self.nodes + other.nodes,
            backtracks: self.backtracks + other.backtracks,
        }
    }
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, other: Stats) {
        *self = *self + other;
    }
}

/// The answer of [`Colourer::colour`].
///
/// [`Colourer::colour`]: super::Colourer::colour
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A proper colouring that keeps the pre-colouring: one colour per node index.
    Coloured(Vec<Colour>),
    /// No proper k-colouring extends the pre-colouring.
    NoColouring,
    /// The limits ran out before an answer.
    GaveUp,
}

/// The answer of [`Colourer::count`].
///
/// [`Colourer::count`]: super::Colourer::count
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count {
    /// Colourings found (never more than the limit).
    pub found: u64,
    /// True when the search covered everything it had to: `found` is exact, or reached the
    /// limit. False when the search limits ran out first.
    pub complete: bool,
    /// The first colouring found, if any.
    pub first: Option<Vec<Colour>>,
}

/// What a [`Request`](super::Request) found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The first colouring found, if any: one colour per node index.
    pub first: Option<Vec<Colour>>,
    /// Colourings found, at most the request's `find`.
    pub found: u64,
    /// True when the search covered everything it had to: `found` is exact, or reached
    /// `find`. False when the limits ran out first.
    pub complete: bool,
    /// What the search cost.
    pub stats: Stats,
    /// Every step of the search, when the settings asked for a trace.
    pub steps: Vec<Step>,
}

impl Report {
    /// The first colouring as an [`Outcome`]: coloured, none exists, or gave up.
    pub fn outcome(self) -> Outcome {
        match (self.first, self.complete) {
            (Some(colours), _) => Outcome::Coloured(colours),
            (None, false) => Outcome::GaveUp,
            (None, true) => Outcome::NoColouring,
        }
    }
}
