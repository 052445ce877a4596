//! One deduction of the logical solver: the pattern a technique found and what it
//! concluded.

use super::technique::Technique;

/// One step of the logical solver: the pattern a technique found and what it concluded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deduction {
    /// The technique that found it.
    pub technique: Technique,
    /// The symbols of the pattern (0-based).
    pub symbols: Vec<u16>,
    /// The cells of the pattern, in groups: one group for most techniques; the two colours
    /// of simple colouring; the chain's cells in order for a chain.
    pub cells: Vec<Vec<usize>>,
    /// The units the pattern lies in, as indices into [`Grader::units`](super::sight::Grader::units).
    pub units: Vec<usize>,
    /// Symbols placed: (cell, symbol).
    pub placed: Vec<(usize, u16)>,
    /// Candidates eliminated: (cell, symbol).
    pub removed: Vec<(usize, u16)>,
    /// For a chain, the implications it follows as a player reads them, one list per
    /// branch, each from its assumption to what it forces; empty for other techniques.
    pub chains: Vec<Vec<Literal>>,
}

/// One statement a chain makes: `symbol` is in one of `cells` (`holds`), or in none of
/// them. One cell for a candidate; several, all in one unit, for a grouped node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Literal {
    /// The cells, in reading order.
    pub cells: Vec<usize>,
    /// The symbol (0-based).
    pub symbol: u16,
    /// True for "is in one of the cells", false for "is in none".
    pub holds: bool,
}

impl Deduction {
    /// A step of `technique` on one group of cells, with no conclusion yet.
    pub(super) fn new(technique: Technique, symbols: Vec<u16>, cells: Vec<usize>) -> Deduction {
        Deduction {
            technique,
            symbols,
            cells: vec![cells],
            units: Vec::new(),
            placed: Vec::new(),
            removed: Vec::new(),
            chains: Vec::new(),
        }
    }

    /// The step with these eliminations; `None` when there are none, since a step must
    /// make progress.
    pub(super) fn removing(mut self, removed: Vec<(usize, u16)>) -> Option<Deduction> {
        self.removed = removed;
        (!self.removed.is_empty()).then_some(self)
    }

    /// The step with these units named.
    pub(super) fn in_units(mut self, units: Vec<usize>) -> Deduction {
        self.units = units;
        self
    }
}
