//! The pattern grid: a complete grid of any box shape written down by a formula, with no
//! search, which big grids start from and tests use as a known solution.

use crate::grid::Shape;

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
