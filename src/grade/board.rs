//! The pencil marks on one set type: each empty cell's candidates as a set of symbols `S`
//! (one 64-bit word up to 64 symbols, [`Wide`](crate::colour::colour_set::Wide) words
//! beyond), updated as steps place symbols and eliminate candidates. Every technique is
//! generic over `S`, so grids up to 64×64 run on plain word operations.

use super::deduction::Deduction;
use super::grader::Grader;
use crate::colour::colour_set::ColourSet;

/// A grid being solved by hand on sets of type `S`: its cells and the candidates of its
/// empty cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Board<S> {
    cells: Vec<Option<u16>>,
    /// Candidates of each cell, symbol `s` in the set for a candidate `s`; none for a
    /// filled cell.
    masks: Vec<S>,
    /// Empty cells of each unit, so that a scan of the units passes over full ones at once.
    empty: Vec<u32>,
    /// Empty cells, kept as steps are applied: the grader asks after every step whether the
    /// grid is full, which a scan of every cell would make quadratic on big grids.
    open: usize,
    /// Empty cells without a candidate, kept for the same reason: whether it is broken.
    broken: usize,
}

impl<S: ColourSet> Board<S> {
    /// The puzzle's cells (side² of them, reading order) with full pencil marks; see
    /// [`PencilMarks::new`](super::PencilMarks::new).
    pub(super) fn new(grader: &Grader, cells: &[Option<u16>]) -> Board<S> {
        let count = grader.side * grader.side;
        let mut board = Board {
            cells: vec![None; count],
            masks: vec![S::first(grader.side); count],
            empty: grader.units.iter().map(|u| u.cells.len() as u32).collect(),
            open: count,
            broken: 0,
        };
        let givens = cells.iter().take(count).enumerate();
        for (cell, symbol) in givens.filter_map(|(c, s)| Some((c, (*s)?))) {
            if (symbol as usize) < grader.side {
                board.place(grader, cell, symbol);
            }
        }
        board
    }

    /// The board with each empty cell's candidates cut down to its `words` entry (`words`
    /// words per cell); see [`PencilMarks::with_candidates`](super::PencilMarks::with_candidates).
    pub(super) fn keep(mut self, candidates: &[u64], words: usize) -> Board<S> {
        for (mask, given) in self.masks.iter_mut().zip(candidates.chunks(words)) {
            *mask &= S::from_words(given);
        }
        self.broken = (self.cells.iter().zip(&self.masks))
            .filter(|(cell, mask)| cell.is_none() && mask.is_empty())
            .count();
        self
    }

    /// The cells, in reading order.
    pub(super) fn cells(&self) -> &[Option<u16>] {
        &self.cells
    }

    /// The candidates of `cell` (empty for a filled cell).
    #[inline]
    pub(super) fn candidates(&self, cell: usize) -> S {
        self.masks[cell]
    }

    /// The candidates of `cell`, borrowed: what [`ColourSet::words`] reads.
    pub(super) fn candidates_of(&self, cell: usize) -> &S {
        &self.masks[cell]
    }

    /// Whether `unit` has no empty cell left.
    #[inline]
    pub(super) fn is_full_unit(&self, unit: usize) -> bool {
        self.empty[unit] == 0
    }

    /// Whether `cell` is empty and may hold `symbol`.
    #[inline]
    pub(super) fn has(&self, cell: usize, symbol: u16) -> bool {
        self.masks[cell].contains(symbol as usize)
    }

    /// True when every cell is filled.
    pub(super) fn is_full(&self) -> bool {
        self.open == 0
    }

    /// True when an empty cell has no candidate left: the puzzle has no solution.
    pub(super) fn is_broken(&self) -> bool {
        self.broken > 0
    }

    /// Puts `symbol` in `cell` and takes it from the candidates of every cell it sees.
    pub(super) fn place(&mut self, grader: &Grader, cell: usize, symbol: u16) {
        let was_empty = self.cells[cell].is_none();
        if was_empty {
            self.open -= 1;
            self.broken -= usize::from(self.masks[cell].is_empty());
        }
        self.cells[cell] = Some(symbol);
        self.masks[cell] = S::EMPTY;
        let gone = !S::single(symbol as usize);
        for &unit in &grader.units_of[cell] {
            self.empty[unit] -= u32::from(was_empty);
            for &other in &grader.units[unit].cells {
                self.narrow(other, gone);
            }
        }
    }

    /// Eliminates `symbol` from the candidates of `cell`.
    pub(super) fn remove(&mut self, cell: usize, symbol: u16) {
        self.narrow(cell, !S::single(symbol as usize));
    }

    /// Keeps only the candidates of `cell` in `kept`, counting the cell as broken when
    /// that takes its last one.
    fn narrow(&mut self, cell: usize, kept: S) {
        let mask = &mut self.masks[cell];
        let had = !mask.is_empty();
        *mask &= kept;
        self.broken += usize::from(had && mask.is_empty() && self.cells[cell].is_none());
    }

    /// Applies a step's placements and eliminations.
    pub(super) fn apply(&mut self, grader: &Grader, step: &Deduction) {
        for &(cell, symbol) in &step.placed {
            self.place(grader, cell, symbol);
        }
        for &(cell, symbol) in &step.removed {
            self.remove(cell, symbol);
        }
    }

    /// The cells of `unit` that may hold `symbol`, as a set over the unit's slots (a unit
    /// has side cells, so its slots fit the set of side symbols).
    pub(super) fn places(&self, grader: &Grader, unit: usize, symbol: u16) -> S {
        let cells = &grader.units[unit].cells;
        let mut set = S::EMPTY;
        for (slot, &cell) in cells.iter().enumerate() {
            if self.has(cell, symbol) {
                set |= S::single(slot);
            }
        }
        set
    }
}

/// The symbols of a set, lowest first.
pub(super) fn symbols<S: ColourSet>(set: S) -> impl Iterator<Item = u16> {
    set.ones().map(|s| s as u16)
}
