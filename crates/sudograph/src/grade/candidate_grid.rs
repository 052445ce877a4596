//! The pencil marks on one set type: each empty cell's candidates as a set of symbols `S`
//! (one 64-bit word up to 64 symbols, [`Wide`](sudograph_colour::Wide) words
//! beyond), updated as steps place symbols and eliminate candidates. Every technique is
//! generic over `S`, so grids up to 64×64 run on plain word operations.

use super::deduction::Deduction;
use super::sight::Grader;
use sudograph_colour::ColourSet;

/// A grid being solved by hand on sets of type `S`: its cells and the candidates of its
/// empty cells. Two boards are equal when their cells and candidates are.
#[derive(Clone, Debug)]
pub(super) struct CandidateGrid<S> {
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
    /// Units where a scan found no hidden single and whose candidates have not changed
    /// since: the grader's loop passes over them (see [`CandidateGrid::settle`]).
    settled: Vec<bool>,
}

impl<S: ColourSet> PartialEq for CandidateGrid<S> {
    fn eq(&self, other: &CandidateGrid<S>) -> bool {
        self.cells == other.cells && self.masks == other.masks
    }
}

impl<S: ColourSet> Eq for CandidateGrid<S> {}

impl<S: ColourSet> CandidateGrid<S> {
    /// The puzzle's cells (side² of them, reading order) with full pencil marks; see
    /// [`PencilMarks::new`](super::PencilMarks::new). Each unit's givens leave its cells in
    /// one pass over the unit.
    ///
    /// # Complexity
    /// O(Σ|unit|) set operations.
    pub(super) fn new(grader: &Grader, cells: &[Option<u16>]) -> CandidateGrid<S> {
        let count = grader.side * grader.side;
        let mut given = vec![None; count];
        for (to, &symbol) in given.iter_mut().zip(cells) {
            *to = symbol.filter(|&symbol| (symbol as usize) < grader.side);
        }
        let mut masks = vec![S::first(grader.side); count];
        let mut empty = Vec::with_capacity(grader.units.len());
        for unit in &grader.units {
            let (mut taken, mut unfilled) = (S::EMPTY, 0);
            for &cell in &unit.cells {
                match given[cell] {
                    Some(symbol) => taken |= S::single(symbol as usize),
                    None => unfilled += 1,
                }
            }
            for &cell in &unit.cells {
                masks[cell] &= !taken;
            }
            empty.push(unfilled);
        }
        for (cell, symbol) in given.iter().enumerate() {
            if let Some(symbol) = symbol {
                for &mate in grader.move_mates(cell) {
                    masks[mate] &= !S::single(*symbol as usize);
                }
            }
        }
        let (mut open, mut broken) = (0, 0);
        for (mask, symbol) in masks.iter_mut().zip(&given) {
            match symbol {
                Some(_) => *mask = S::EMPTY,
                None => {
                    open += 1;
                    broken += usize::from(mask.is_empty());
                }
            }
        }
        CandidateGrid {
            cells: given,
            masks,
            empty,
            open,
            broken,
            settled: vec![false; grader.units.len()],
        }
    }

    /// The board with each empty cell's candidates cut down to its `words` entry (`words`
    /// words per cell); see [`PencilMarks::with_candidates`](super::PencilMarks::with_candidates).
    pub(super) fn keep(mut self, candidates: &[u64], words: usize) -> CandidateGrid<S> {
        for (mask, given) in self.masks.iter_mut().zip(candidates.chunks(words)) {
            *mask &= S::from_words(given);
        }
        self.broken = (self.cells.iter().zip(&self.masks))
            .filter(|(cell, mask)| cell.is_none() && mask.is_empty())
            .count();
        // Candidates changed anywhere: no unit stays settled.
        self.settled.fill(false);
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
        for &unit in &grader.units_of[cell] {
            self.empty[unit] -= u32::from(was_empty);
            // The unit's empty cells and the cell's candidates change here.
            self.settled[unit] = false;
            for &other in &grader.units[unit].cells {
                self.eliminate(grader, other, symbol);
            }
        }
        for &mate in grader.move_mates(cell) {
            self.eliminate(grader, mate, symbol);
        }
    }

    /// Eliminates `symbol` from the candidates of `cell`; with no grader to say which units
    /// hold the cell, every unit is scanned again for hidden singles.
    pub(super) fn remove(&mut self, cell: usize, symbol: u16) {
        if self.take(cell, symbol) {
            self.settled.fill(false);
        }
    }

    /// Eliminates `symbol` from the candidates of `cell`, which the units holding it are
    /// scanned again for.
    fn eliminate(&mut self, grader: &Grader, cell: usize, symbol: u16) {
        if self.take(cell, symbol) {
            for &unit in &grader.units_of[cell] {
                self.settled[unit] = false;
            }
        }
    }

    /// Takes `symbol` from the candidates of `cell`, counting the cell as broken when that
    /// takes its last one (a cell that has a candidate is empty); true when it had it.
    /// Only a cell that has it is written: a placement on a big grid meets thousands of
    /// cells that lost it long ago, each a set of several words.
    fn take(&mut self, cell: usize, symbol: u16) -> bool {
        let mask = &mut self.masks[cell];
        let had = mask.contains(symbol as usize);
        if had {
            *mask = mask.without(symbol as usize);
            self.broken += usize::from(mask.is_empty());
        }
        had
    }

    /// The empty cells of each unit, the empty cells, and those without a candidate, as
    /// the board keeps them: what tests compare with a scan.
    #[cfg(test)]
    pub(super) fn counts(&self) -> (&[u32], usize, usize) {
        (&self.empty, self.open, self.broken)
    }

    /// Whether a scan found no hidden single in `unit` and its candidates have not changed
    /// since.
    pub(super) fn is_settled(&self, unit: usize) -> bool {
        self.settled[unit]
    }

    /// Records that `unit` holds no hidden single, until one of its cells' candidates
    /// changes: a grade of a big grid takes thousands of steps, and scanning every unit
    /// for each would take most of its time.
    pub(super) fn settle(&mut self, unit: usize) {
        self.settled[unit] = true;
    }

    /// Applies a step's placements and eliminations.
    pub(super) fn apply(&mut self, grader: &Grader, step: &Deduction) {
        for &(cell, symbol) in &step.placed {
            self.place(grader, cell, symbol);
        }
        for &(cell, symbol) in &step.removed {
            self.eliminate(grader, cell, symbol);
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
