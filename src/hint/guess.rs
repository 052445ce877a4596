//! The search's next step when no technique applies: the cell with fewest candidates (the
//! colourer's most constrained node, DSATUR's choice), and the candidate its neighbours
//! need least. A guess, not a deduction: it may be wrong.

use crate::grade::{Grader, PencilMarks};

/// A guess: try `symbol` in `cell`, one of its `candidates`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guess {
    /// The cell, in reading order.
    pub cell: usize,
    /// The symbol to try.
    pub symbol: u16,
    /// The cell's candidates, as a bit set.
    pub candidates: u64,
}

/// The guess the search would make on `board`: its empty cell with fewest candidates
/// (first in reading order among equals), and of them the symbol fewest cells of its
/// units may also hold (lowest among equals). None for a full grid.
pub(super) fn choose(grader: &Grader, board: &PencilMarks) -> Option<Guess> {
    let cells = board.cells();
    let cell = (0..cells.len())
        .filter(|&c| cells[c].is_none() && board.candidates(c) != 0)
        .min_by_key(|&c| board.candidates(c).count_ones())?;
    let candidates = board.candidates(cell);
    let demand = |symbol: u16| {
        (0..cells.len())
            .filter(|&other| grader.sees(cell, other) && board.has(other, symbol))
            .count()
    };
    let symbol = (0..grader.side() as u16)
        .filter(|&s| candidates >> s & 1 == 1)
        .min_by_key(|&s| demand(s))?;
    Some(Guess {
        cell,
        symbol,
        candidates,
    })
}
