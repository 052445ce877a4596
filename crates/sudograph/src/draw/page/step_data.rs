//! Each frame of the lesson as the page's script reads it: the board (every cell's
//! candidates, whether it holds a symbol and whether that was guessed) packed into a
//! short string, and what the step highlights (the cell, the unit, the reason edges).

use crate::draw::dot::highlights::{Focus, Marks};
use crate::lesson::{LessonStep, Replay};

/// The 64 characters a board is packed in, six bits each.
const DIGITS: &[u8; 64] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";

/// How many characters one cell takes on a board of `side` symbols: its candidates, then
/// a bit "holds a symbol" and a bit "guessed".
pub(crate) fn cell_width(side: usize) -> usize {
    (side + 2).div_ceil(6)
}

/// The board packed as the page reads it: per cell, in reading order, [`cell_width`]
/// characters of six bits, lowest bits first. A placed cell's candidates are its symbol.
pub(crate) fn packed(board: &Replay, side: usize) -> String {
    let cells = (0..board.len()).map(|v| Packed {
        candidates: board.candidates(v),
        placed: board.colour(v).is_some(),
        guessed: board.guessed(v),
    });
    pack(cells, side)
}

/// One cell as the page reads it.
pub(crate) struct Packed {
    /// Its candidates, bit `s` for symbol `s`; a placed cell's is its symbol.
    pub(crate) candidates: u64,
    /// Whether it holds a symbol.
    pub(crate) placed: bool,
    /// Whether that symbol was guessed.
    pub(crate) guessed: bool,
}

/// `cells` packed as [`packed`] packs a board: [`cell_width`] characters a cell.
pub(crate) fn pack(cells: impl ExactSizeIterator<Item = Packed>, side: usize) -> String {
    let width = cell_width(side);
    let mut out = String::with_capacity(cells.len() * width);
    for cell in cells {
        let mut code = u128::from(cell.candidates)
            | u128::from(cell.placed) << side
            | u128::from(cell.guessed) << (side + 1);
        for _ in 0..width {
            out.push(char::from(DIGITS[(code & 63) as usize]));
            code >>= 6;
        }
    }
    out
}

/// What the step just made highlights, as numbers: the cell it is about (-1 for none) and
/// how (0 forced, 1 guess, 2 backtrack, 3 no symbol left), the unit concerned (-1 for
/// none), then the reason edges' ends, two by two, smaller first and in order.
pub(crate) fn highlights(board: &Replay, told: Option<&LessonStep>) -> Vec<i64> {
    let Some(told) = told else {
        return vec![-1, 0, -1];
    };
    let marks = Marks::of(board, told);
    let (cell, how) = match marks.focus {
        Some((cell, how)) => (
            cell as i64,
            match how {
                Focus::Forced => 0,
                Focus::Guess => 1,
                Focus::Backtrack => 2,
                Focus::Dead => 3,
            },
        ),
        None => (-1, 0),
    };
    let unit = marks.unit.as_ref().map_or(-1, |(u, _, _)| i64::from(*u));
    let mut reasons: Vec<(usize, usize)> = marks.reasons.into_iter().collect();
    reasons.sort_unstable();
    let mut out = vec![cell, how, unit];
    out.extend(reasons.into_iter().flat_map(|(a, b)| [a as i64, b as i64]));
    out
}

#[cfg(test)]
mod tests {
    use super::{cell_width, packed};
    use crate::grid::Grid;
    use crate::solve::Solver;

    #[test]
    fn a_board_packs_into_a_few_characters_a_cell() {
        assert_eq!((cell_width(4), cell_width(9), cell_width(16)), (1, 2, 3));
        let puzzle: Grid = "..34.421...31342".parse().expect("a 4×4 puzzle");
        let board = Solver::new(puzzle.shape()).board(&puzzle);
        let text = packed(&board, 4);
        assert_eq!(text.len(), 16);
        // r1c3 holds 3: candidate bit 2 and the placed bit 4, 0b10100 = 20 = 'K'.
        assert_eq!(&text[2..3], "K");
        // r1c1 is empty with one candidate, 2 (3 and 4 are in its row, 1 in its column).
        assert_eq!(&text[0..1], "2");
        // r1c2 is empty with candidates 1 and 2 (4 is in its column and box): 0b11 = '3'.
        assert_eq!(&text[1..2], "3");
    }
}
