//! One step of the rater: what a producer found, its rating and what it changes.

use super::board::{Board, Geometry};
use super::scale::Tenths;

/// One step: the technique's name as Explainer gives it, its rating, and its placements
/// and eliminations as (cell, digit) pairs (digits 0-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedStep {
    /// The technique, in Explainer's words ("Hidden Single", "Forcing Chain", …).
    pub name: &'static str,
    /// Its rating on Explainer's scale, in tenths.
    pub rating: Tenths,
    /// Digits placed.
    pub placed: Vec<(usize, u16)>,
    /// Candidates eliminated.
    pub removed: Vec<(usize, u16)>,
}

impl RatedStep {
    /// A step that eliminates `removed`; `None` when it removes nothing, since a step must
    /// make progress.
    pub(crate) fn removing(
        name: &'static str,
        rating: Tenths,
        removed: Vec<(usize, u16)>,
    ) -> Option<RatedStep> {
        (!removed.is_empty()).then_some(RatedStep {
            name,
            rating,
            placed: Vec::new(),
            removed,
        })
    }

    /// A step that places `digit` in `cell`.
    pub(crate) fn placing(
        name: &'static str,
        rating: Tenths,
        cell: usize,
        digit: u16,
    ) -> RatedStep {
        RatedStep {
            name,
            rating,
            placed: vec![(cell, digit)],
            removed: Vec::new(),
        }
    }

    /// Whether the step fills a cell: what ends the span EP measures.
    pub fn places(&self) -> bool {
        !self.placed.is_empty()
    }

    /// Applies the step to `board`.
    pub(crate) fn apply(&self, geo: &Geometry, board: &mut Board) {
        for &(cell, digit) in &self.removed {
            board.cands[cell] &= !(1 << digit);
        }
        for &(cell, digit) in &self.placed {
            board.place(geo, cell, digit);
        }
    }
}
