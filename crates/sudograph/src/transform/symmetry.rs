//! One symmetry of a grid: a rearrangement of its cells that sends rows to rows and columns
//! to columns (or, transposed, rows to columns and columns to rows), which is what every
//! transformation here does to the cells; the symbols are relabelled apart.

use crate::grid::Grid;

/// A rearrangement of a grid's cells: the new grid holds at each cell what the old grid
/// held at [`Symmetry::source`] of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symmetry {
    /// For each cell of the new grid, the cell of the old grid it takes.
    source: Vec<usize>,
}

impl Symmetry {
    /// The symmetry whose new row r is old line `rows[r]` and new column c old line
    /// `cols[c]`, both numbered in a grid of `side` as `line` numbers them: rows 0..side,
    /// columns side..2·side. Transposed when `rows` are columns.
    pub(super) fn from_lines(side: usize, rows: &[usize], cols: &[usize]) -> Symmetry {
        let source = (0..side * side)
            .map(|cell| {
                let (row, col) = (rows[cell / side], cols[cell % side]);
                match row < side {
                    true => row * side + (col - side),
                    false => col * side + (row - side),
                }
            })
            .collect();
        Symmetry { source }
    }

    /// The cell of the old grid that the new grid holds at `cell` (reading order).
    pub fn source(&self, cell: usize) -> usize {
        self.source[cell]
    }

    /// The grid rearranged, its symbols relabelled by `labels` (symbol s becomes
    /// `labels[s]`).
    pub(super) fn apply(&self, grid: &Grid, labels: &[usize]) -> Grid {
        let cells = self
            .source
            .iter()
            .map(|&from| grid.cells()[from].map(|s| labels[usize::from(s)] as u16))
            .collect();
        Grid::from_cells(grid.rules().clone(), cells)
            .expect("the same rules, symbols below the side")
    }
}
