//! Cell contents under the rules: the text-free model of a puzzle. Its geometry (side,
//! boxes) is [`Shape`]'s.

pub use crate::shape::{MAX_SIDE, Shape, ShapeError, ShapeTextError};

use crate::rules::Rules;

/// A grid of cells under its rules, each cell empty or holding a symbol `0..side`.
///
/// Symbols count from 0 everywhere in the library, as colours do: symbol 0 is the first of
/// the alphabet, which prints as `1` by default (see [`Alphabet`](crate::format::Alphabet)).
/// Text in the usual digits goes through the reader (`"..34…".parse::<Grid>()`), which
/// turns `1` into symbol 0.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    rules: Rules,
    cells: Vec<Option<u16>>,
}

impl Grid {
    /// An empty grid under the given rules (or classic rules of a shape).
    pub fn empty(rules: impl Into<Rules>) -> Grid {
        let rules = rules.into();
        let cells = vec![None; rules.shape().cells()];
        Grid { rules, cells }
    }

    /// A grid from its cells in reading order, each a symbol from 0; `None` when the count
    /// is not side² or a symbol is not below side.
    ///
    /// # Examples
    /// ```
    /// use sudograph::grid::{Grid, Shape};
    /// let shape = Shape::square(2).unwrap();
    /// let mut cells = vec![None; 16];
    /// cells[0] = Some(3); // the fourth symbol, `4`
    /// assert_eq!(Grid::from_cells(shape, cells.clone()).unwrap().to_string(), "4...............");
    /// cells[0] = Some(4); // digits written from 1 would overflow: refused, not shifted
    /// assert!(Grid::from_cells(shape, cells).is_none());
    /// ```
    pub fn from_cells(rules: impl Into<Rules>, cells: Vec<Option<u16>>) -> Option<Grid> {
        let rules = rules.into();
        let side = rules.side();
        let fits =
            cells.len() == side * side && cells.iter().flatten().all(|&s| (s as usize) < side);
        fits.then_some(Grid { rules, cells })
    }

    /// The rules the grid is played under: its units.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The grid's size and box shape.
    pub fn shape(&self) -> Shape {
        self.rules.shape()
    }

    /// Side of the grid.
    pub fn side(&self) -> usize {
        self.rules.side()
    }

    /// All cells in reading order.
    pub fn cells(&self) -> &[Option<u16>] {
        &self.cells
    }

    /// The symbol at (row, col), if any.
    pub fn get(&self, row: usize, col: usize) -> Option<u16> {
        self.cells[row * self.side() + col]
    }

    /// Puts a symbol (or nothing) at (row, col).
    ///
    /// # Panics
    /// When the cell is outside the grid or the symbol is not below side.
    pub fn set(&mut self, row: usize, col: usize, symbol: Option<u16>) {
        let side = self.side();
        assert!(
            row < side && col < side,
            "cell r{}c{} is outside the grid",
            row + 1,
            col + 1
        );
        assert!(
            symbol.is_none_or(|s| (s as usize) < side),
            "symbol out of range"
        );
        self.cells[row * side + col] = symbol;
    }

    /// Number of filled cells.
    pub fn filled(&self) -> usize {
        self.cells.iter().flatten().count()
    }

    /// True when no cell is empty.
    pub fn is_complete(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }
}

/// Names a cell the way Sudoku players do: `r4c5` (1-based).
pub fn cell_name(side: usize, cell: usize) -> String {
    format!("r{}c{}", cell / side + 1, cell % side + 1)
}
