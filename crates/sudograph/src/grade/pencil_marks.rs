//! The pencil marks: each empty cell's candidates, kept as a set of symbols whose width is
//! chosen once by the side (one 64-bit word up to 64×64, as many words as
//! [`set_words`] says beyond), updated as steps place symbols and eliminate candidates.

use super::candidate_grid::CandidateGrid;
use super::deduction::Deduction;
use super::sight::Grader;
use sudograph_colour::Wide;
use sudograph_colour::set_words;

/// A grid being solved by hand: its cells and the candidates of its empty cells.
///
/// Candidates go in and out as words, [`set_words`] of them per cell (one up to 64×64),
/// bit `s % 64` of word `s / 64` for symbol `s`: the layout of the colourer's allowed sets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PencilMarks(pub(super) Sets);

/// The board on the narrowest set type that holds side symbols.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Sets {
    /// Up to 64 symbols: one word.
    One(CandidateGrid<u64>),
    /// Up to 128 symbols.
    Two(CandidateGrid<Wide<2>>),
    /// Up to 256 symbols.
    Four(CandidateGrid<Wide<4>>),
    /// Up to 512 symbols.
    Eight(CandidateGrid<Wide<8>>),
}

/// `$body` with `$board` bound to the board of `$sets` (a [`Sets`] or a reference to
/// one), whatever its set type: the one place the width is dispatched on.
macro_rules! each_board {
    ($sets:expr, $board:ident => $body:expr) => {
        match $sets {
            $crate::grade::pencil_marks::Sets::One($board) => $body,
            $crate::grade::pencil_marks::Sets::Two($board) => $body,
            $crate::grade::pencil_marks::Sets::Four($board) => $body,
            $crate::grade::pencil_marks::Sets::Eight($board) => $body,
        }
    };
}
pub(super) use each_board;

impl PencilMarks {
    /// The puzzle's cells (side² of them, reading order) with full pencil marks: every
    /// symbol no given of a shared unit holds. Cells past side² are ignored and missing
    /// ones are empty, so no input panics.
    pub fn new(grader: &Grader, cells: &[Option<u16>]) -> PencilMarks {
        PencilMarks(match set_words(grader.side) {
            1 => Sets::One(CandidateGrid::new(grader, cells)),
            2 => Sets::Two(CandidateGrid::new(grader, cells)),
            3..=4 => Sets::Four(CandidateGrid::new(grader, cells)),
            _ => Sets::Eight(CandidateGrid::new(grader, cells)),
        })
    }

    /// The cells with the candidates a player wrote: every filled cell placed as in
    /// [`PencilMarks::new`], then each empty cell keeps only the symbols of its entry in
    /// `candidates` ([`set_words`] words per cell; one up to 64×64, bit `s` for symbol
    /// `s`), so that a grid in progress is graded and hinted from its own pencil marks, not
    /// from scratch. Missing entries leave a cell's candidates as they are.
    pub fn with_candidates(
        grader: &Grader,
        cells: &[Option<u16>],
        candidates: &[u64],
    ) -> PencilMarks {
        let words = set_words(grader.side);
        let PencilMarks(sets) = PencilMarks::new(grader, cells);
        PencilMarks(match sets {
            Sets::One(board) => Sets::One(board.keep(candidates, words)),
            Sets::Two(board) => Sets::Two(board.keep(candidates, words)),
            Sets::Four(board) => Sets::Four(board.keep(candidates, words)),
            Sets::Eight(board) => Sets::Eight(board.keep(candidates, words)),
        })
    }

    /// The cells, in reading order.
    pub fn cells(&self) -> &[Option<u16>] {
        each_board!(&self.0, board => board.cells())
    }

    /// The candidates of `cell` as [`set_words`] words (one up to 64×64), bit `s % 64` of
    /// word `s / 64` for symbol `s`; all zero for a filled cell.
    pub fn candidates(&self, cell: usize) -> &[u64] {
        use sudograph_colour::ColourSet;
        // The board's sets may be wider than the layout (four words for 129 to 192
        // symbols, where the layout has three); the words past it are empty.
        each_board!(&self.0, board => {
            let side = board.cells().len().isqrt();
            &board.candidates_of(cell).words()[..set_words(side)]
        })
    }

    /// Whether `cell` is empty and may hold `symbol`.
    pub fn has(&self, cell: usize, symbol: u16) -> bool {
        each_board!(&self.0, board => board.has(cell, symbol))
    }

    /// True when every cell is filled.
    pub fn is_full(&self) -> bool {
        each_board!(&self.0, board => board.is_full())
    }

    /// Puts `symbol` in `cell` and takes it from the candidates of every cell it sees.
    pub fn place(&mut self, grader: &Grader, cell: usize, symbol: u16) {
        each_board!(&mut self.0, board => board.place(grader, cell, symbol))
    }

    /// Eliminates `symbol` from the candidates of `cell`.
    pub fn remove(&mut self, cell: usize, symbol: u16) {
        each_board!(&mut self.0, board => board.remove(cell, symbol))
    }

    /// Applies a step's placements and eliminations.
    pub fn apply(&mut self, grader: &Grader, step: &Deduction) {
        each_board!(&mut self.0, board => board.apply(grader, step))
    }
}
