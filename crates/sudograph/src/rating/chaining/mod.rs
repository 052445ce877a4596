//! Explainer's chains: implications between single candidates ("potentials", each on or
//! off), followed breadth-first from an assumption; no grouped nodes. A chain's rating is
//! its technique's base plus a length bonus on its complexity, the number of distinct
//! potentials it rests on (see [`scale`](super::scale)). Among the hints of one
//! producer the rater takes the lowest rating, then the lowest complexity, then Explainer's
//! kind order ([`Kind`]).

mod cycles;
mod implications;
mod multiple;
mod run;

pub(crate) use self::cycles::forcing_chains_and_cycles;
pub(crate) use self::multiple::{Multiple, multiple_chains};

use super::scale::Tenths;
use super::step::RatedStep;

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

/// One chain hint a producer found.
#[derive(Debug)]
pub(crate) struct ChainHint {
    pub(crate) rating: Tenths,
    pub(crate) complexity: usize,
    pub(crate) kind: Kind,
    pub(crate) step: RatedStep,
}

/// The hint a producer gives among `hints`: lowest rating, complexity, kind, then the
/// first found.
pub(crate) fn easiest(hints: Vec<ChainHint>) -> Option<RatedStep> {
    hints
        .into_iter()
        .enumerate()
        .min_by_key(|(i, h)| (h.rating, h.complexity, h.kind, *i))
        .map(|(_, h)| h.step)
}
