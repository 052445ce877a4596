//! The pencil marks: each empty cell's candidates, kept as a bit set of symbols (sides up
//! to 64 fit one word), updated as steps place symbols and eliminate candidates.

use super::deduction::Deduction;
use super::grader::Grader;

/// A grid being solved by hand: its cells and the candidates of its empty cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PencilMarks {
    cells: Vec<Option<u16>>,
    /// Candidates of each cell, bit `s` for symbol `s`; none for a filled cell.
    masks: Vec<u64>,
}

impl PencilMarks {
    /// The puzzle's cells (side² of them, reading order) with full pencil marks: every
    /// symbol no given of a shared unit holds. Cells past side² are ignored and missing
    /// ones are empty, so no input panics.
    pub fn new(grader: &Grader, cells: &[Option<u16>]) -> PencilMarks {
        let count = grader.side * grader.side;
        let all = u64::MAX >> (64 - grader.side);
        let mut board = PencilMarks {
            cells: vec![None; count],
            masks: vec![all; count],
        };
        let givens = cells.iter().take(count).enumerate();
        for (cell, symbol) in givens.filter_map(|(c, s)| Some((c, (*s)?))) {
            if (symbol as usize) < grader.side {
                board.place(grader, cell, symbol);
            }
        }
        board
    }

    /// The cells with the candidates a player wrote: every filled cell placed as in
    /// [`PencilMarks::new`], then each empty cell keeps only the symbols of its entry in
    /// `candidates` (a bit set per cell, bit `s` for symbol `s`), so that a grid in
    /// progress is graded and hinted from its own pencil marks, not from scratch. Missing
    /// entries leave a cell's candidates as they are.
    pub fn with_candidates(
        grader: &Grader,
        cells: &[Option<u16>],
        candidates: &[u64],
    ) -> PencilMarks {
        let mut board = PencilMarks::new(grader, cells);
        for (mask, &given) in board.masks.iter_mut().zip(candidates) {
            *mask &= given;
        }
        board
    }

    /// The cells, in reading order.
    pub fn cells(&self) -> &[Option<u16>] {
        &self.cells
    }

    /// The candidates of `cell` as a bit set (empty for a filled cell).
    pub fn candidates(&self, cell: usize) -> u64 {
        self.masks[cell]
    }

    /// Whether `cell` is empty and may hold `symbol`.
    pub fn has(&self, cell: usize, symbol: u16) -> bool {
        self.masks[cell] >> symbol & 1 == 1
    }

    /// True when every cell is filled.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }

    /// True when an empty cell has no candidate left: the puzzle has no solution.
    pub fn is_broken(&self) -> bool {
        self.cells
            .iter()
            .zip(&self.masks)
            .any(|(cell, &mask)| cell.is_none() && mask == 0)
    }

    /// Puts `symbol` in `cell` and takes it from the candidates of every cell it sees.
    pub fn place(&mut self, grader: &Grader, cell: usize, symbol: u16) {
        self.cells[cell] = Some(symbol);
        self.masks[cell] = 0;
        for &unit in &grader.units_of[cell] {
            for &other in &grader.units[unit].cells {
                self.masks[other] &= !(1 << symbol);
            }
        }
    }

    /// Eliminates `symbol` from the candidates of `cell`.
    pub fn remove(&mut self, cell: usize, symbol: u16) {
        self.masks[cell] &= !(1 << symbol);
    }

    /// Applies a step's placements and eliminations.
    pub fn apply(&mut self, grader: &Grader, step: &Deduction) {
        for &(cell, symbol) in &step.placed {
            self.place(grader, cell, symbol);
        }
        for &(cell, symbol) in &step.removed {
            self.remove(cell, symbol);
        }
    }

    /// The cells of `unit` that may hold `symbol`, as a bit set over the unit's slots.
    pub(super) fn places(&self, grader: &Grader, unit: usize, symbol: u16) -> u64 {
        let cells = &grader.units[unit].cells;
        cells.iter().enumerate().fold(0, |set, (slot, &cell)| {
            set | (self.masks[cell] >> symbol & 1) << slot
        })
    }
}

/// The symbols of a bit set, lowest first.
pub(super) fn symbols(mut set: u64) -> impl Iterator<Item = u16> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let symbol = set.trailing_zeros() as u16;
            set &= set - 1;
            symbol
        })
    })
}
