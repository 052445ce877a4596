//! Singles as Explainer finds them: hidden singles (the last empty cell of a house first,
//! then boxes, columns, rows) and naked singles (cells in reading order).

use super::board::{Board, Geometry};
use super::scale;
use super::step::RatedStep;

/// The first hidden single: a digit with one place left in a house. Houses with one empty
/// cell are scanned first (1.0), then the others (1.2 in a box, 1.5 in a line).
pub(crate) fn hidden(geo: &Geometry, board: &Board) -> Option<RatedStep> {
    for last_only in [true, false] {
        for &h in &geo.scan {
            let alone = board.empty_in(geo, h) == 1;
            if alone != last_only {
                continue;
            }
            for digit in 0..geo.side as u16 {
                let places = board.places(geo, h, digit);
                if places.count_ones() == 1 {
                    let cell = geo.houses[h].cells[places.trailing_zeros() as usize];
                    let rating = match (alone, geo.houses[h].is_block()) {
                        (true, _) => scale::HIDDEN_SINGLE_LAST,
                        (false, true) => scale::HIDDEN_SINGLE_BOX,
                        (false, false) => scale::HIDDEN_SINGLE_LINE,
                    };
                    return Some(RatedStep::placing("Hidden Single", rating, cell, digit));
                }
            }
        }
    }
    None
}

/// The first naked single: a cell with one candidate left.
pub(crate) fn naked(_geo: &Geometry, board: &Board) -> Option<RatedStep> {
    (0..board.cands.len())
        .find(|&cell| board.count(cell) == 1)
        .map(|cell| {
            let digit = board.cands[cell].trailing_zeros() as u16;
            RatedStep::placing("Naked Single", scale::NAKED_SINGLE, cell, digit)
        })
}
