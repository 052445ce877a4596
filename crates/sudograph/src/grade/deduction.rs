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
