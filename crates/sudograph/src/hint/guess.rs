//! The search's next step when no technique applies: the cell with fewest candidates (the
//! colourer's most constrained node, DSATUR's choice), and the candidate its neighbours
//! need least. A guess, not a deduction: it may be wrong.

use crate::grade::{Grader, PencilMarks};
use sudograph_colour::bits;

/// A guess: try `symbol` in `cell`, one of its `candidates`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guess {
    /// The cell, in reading order.
    pub cell: usize,
    /// The symbol to try.
    pub symbol: u16,
    /// The cell's candidates, as [`PencilMarks::candidates`] gives them: a bit set in
    /// [`set_words`](sudograph_colour::set_words) words (one up to 64×64).
    pub candidates: Vec<u64>,
}

/// The guess the search would make on `board`: its empty cell with fewest candidates
/// (first in reading order among equals), and of them the symbol fewest cells of its
/// units may also hold (lowest among equals). None for a full grid.
pub(super) fn choose(grader: &Grader, board: &PencilMarks) -> Option<Guess> {
    let cells = board.cells();
    let count = |c: usize| -> u32 { board.candidates(c).iter().map(|w| w.count_ones()).sum() };
    let cell = (0..cells.len())
        .filter(|&c| cells[c].is_none() && count(c) != 0)
        .min_by_key(|&c| count(c))?;
    let candidates = board.candidates(cell).to_vec();
    let demand = |symbol: u16| {
        (0..cells.len())
            .filter(|&other| grader.sees(cell, other) && board.has(other, symbol))
            .count()
    };
    let symbol = (0..grader.side() as u16)
        .filter(|&s| bits::contains(&candidates, s.into()))
        .min_by_key(|&s| demand(s))?;
    Some(Guess {
        cell,
        symbol,
        candidates,
    })
}
