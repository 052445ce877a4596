//! The pattern grid: a complete grid of any box shape written down by a formula, with no
//! search, which big grids start from (under a variant too, where it obeys the rules)
//! and tests use as a known solution.

use crate::grid::{Grid, Shape};
use crate::rules::Rules;
use sudograph_colour::next_random;

/// The cells of the pattern grid of `shape`: row r holds
/// `(box_cols · (r mod box_rows) + r / box_rows + c) mod side` in column c, so that every
/// row, column and box holds every symbol once.
pub(crate) fn pattern(shape: Shape) -> Vec<Option<u16>> {
    let side = shape.side();
    let (rows, cols) = (shape.box_rows(), shape.box_cols());
    (0..side * side)
        .map(|cell| {
            let (r, c) = (cell / side, cell % side);
            Some(((cols * (r % rows) + r / rows + c) % side) as u16)
        })
        .collect()
}

/// The pattern grid under `rules`, turned or mirrored and relabelled as `seed` draws, when
/// it obeys every rule: the start of a big grid under a variant, which a search would fill
/// with a memory of one grid per level. A turn, a mirror and a relabelling keep the rows,
/// columns and boxes, the knight's moves, the diagonal touches, the diagonals, and the
/// windows and disjoint groups (both placed symmetrically), so that the pattern grid's
/// worth under the rules carries over; the validator confirms it. `None` when it breaks a
/// rule (windoku, Sudoku X, a jigsaw region, anti-knight on 4×4).
pub(crate) fn pattern_under(rules: &Rules, seed: u64) -> Option<Grid> {
    let shape = rules.shape();
    let side = shape.side();
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut labels: Vec<u16> = (0..side as u16).collect();
    for i in (1..side).rev() {
        labels.swap(i, next_random(&mut state) as usize % (i + 1));
    }
    let turn = next_random(&mut state);
    let (flip_rows, flip_cols) = (turn & 1 == 1, turn & 2 == 2);
    let transpose = shape.box_rows() == shape.box_cols() && turn & 4 == 4;
    let plain = pattern(shape);
    let cells = (0..side * side)
        .map(|cell| {
            let (mut r, mut c) = (cell / side, cell % side);
            if flip_rows {
                r = side - 1 - r;
            }
            if flip_cols {
                c = side - 1 - c;
            }
            if transpose {
                (r, c) = (c, r);
            }
            plain[r * side + c].map(|s| labels[usize::from(s)])
        })
        .collect();
    let grid = Grid::from_cells(rules.clone(), cells).expect("symbols below the side");
    crate::check(&grid, None).is_empty().then_some(grid)
}
