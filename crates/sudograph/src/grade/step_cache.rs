//! The work the techniques of one step share, built once for the step and only when a
//! technique asks: each unit's places of each symbol (fish, single-digit patterns,
//! colouring, W-wings and the link graph all read them), the conjugate pairs, the almost
//! locked sets and their restricted commons, and the link graph of the chains. A step
//! tries the techniques in order on one board; the cache lives as long as that search and
//! is dropped with it, before the step's conclusions change the candidates.

use std::cell::OnceCell;

use super::als::{self, Als};
use super::candidate_grid::CandidateGrid;
use super::links::Links;
use super::sight::Grader;
use sudograph_colour::ColourSet;

/// The board of one step and what its techniques build from it, each part built on first
/// use.
pub(super) struct StepCache<'b, S> {
    /// The board the step searches.
    pub(super) board: &'b CandidateGrid<S>,
    /// The grader whose step it is.
    pub(super) grader: &'b Grader,
    /// The places of each symbol in each unit, at `unit * side + symbol`.
    places: OnceCell<Vec<S>>,
    /// For each symbol, its conjugate pairs (unit, cell, cell) in the order of the units.
    conjugates: OnceCell<Vec<Vec<(usize, usize, usize)>>>,
    /// The almost locked sets.
    sets: OnceCell<Vec<Als<S>>>,
    /// For each almost locked set, the sets it is joined to, with their restricted
    /// commons, in the order of the sets.
    joins: OnceCell<Vec<Vec<(usize, S)>>>,
    /// The link graph, grouped nodes included.
    links: OnceCell<Links>,
}

impl<'b, S: ColourSet> StepCache<'b, S> {
    /// An empty cache for a step on `board`.
    pub(super) fn new(grader: &'b Grader, board: &'b CandidateGrid<S>) -> StepCache<'b, S> {
        StepCache {
            board,
            grader,
            places: OnceCell::new(),
            conjugates: OnceCell::new(),
            sets: OnceCell::new(),
            joins: OnceCell::new(),
            links: OnceCell::new(),
        }
    }

    /// The cells of `unit` that may hold `symbol`, as a set over the unit's slots (see
    /// [`CandidateGrid::places`]).
    ///
    /// # Complexity
    /// O(1) after the first call of the step, which builds every unit's in
    /// O(units · side²).
    pub(super) fn places(&self, unit: usize, symbol: u16) -> S {
        let side = self.grader.side;
        let table = self.places.get_or_init(|| {
            (0..self.grader.units.len())
                .flat_map(|u| (0..side as u16).map(move |s| (u, s)))
                .map(|(u, s)| self.board.places(self.grader, u, s))
                .collect()
        });
        table[unit * side + symbol as usize]
    }

    /// The conjugate pairs of `symbol`: each unit where it has exactly two places, as the
    /// unit and the two cells, in the order of the units.
    pub(super) fn conjugate_pairs(&self, symbol: u16) -> &[(usize, usize, usize)] {
        let all = self.conjugates.get_or_init(|| {
            (0..self.grader.side as u16)
                .map(|s| {
                    (0..self.grader.units.len())
                        .filter_map(|u| {
                            let places = self.places(u, s);
                            (places.len() == 2).then(|| {
                                let a = places.first_colour();
                                let b = places.without(a).first_colour();
                                let cells = &self.grader.units[u].cells;
                                (u, cells[a], cells[b])
                            })
                        })
                        .collect()
                })
                .collect()
        });
        &all[symbol as usize]
    }

    /// The almost locked sets of the board.
    pub(super) fn almost_locked_sets(&self) -> &[Als<S>] {
        self.sets
            .get_or_init(|| als::almost_locked_sets(self.grader, self.board))
    }

    /// For each almost locked set (by index), the sets joined to it by restricted commons
    /// and those commons, in the order of the sets.
    pub(super) fn joins(&self) -> &[Vec<(usize, S)>] {
        self.joins.get_or_init(|| {
            let sets = self.almost_locked_sets();
            sets.iter()
                .map(|a| {
                    (sets.iter().enumerate())
                        .map(|(j, b)| (j, als::restricted_commons(a, b)))
                        .filter(|(_, commons)| !commons.is_empty())
                        .collect()
                })
                .collect()
        })
    }

    /// The link graph of the board, grouped nodes included.
    pub(super) fn links(&self) -> &Links {
        self.links
            .get_or_init(|| Links::new(self.grader, self.board, true, |u, s| self.places(u, s)))
    }
}
