//! Grid geometry (side, boxes, units) and cell contents: the text-free model of a puzzle.

use std::fmt;

/// Largest side sudograph accepts. Colour sets are 64-bit masks, so 64 symbols is the ceiling;
/// it also bounds memory (a 64×64 grid has 4096 cells and about 360,000 constraint edges).
pub const MAX_SIDE: usize = 64;

/// The geometry of a grid: boxes of `box_rows` × `box_cols` cells, tiled into a square of
/// side `box_rows * box_cols`. Classic Sudoku is 3×3 boxes; 6×6 Sudoku uses 2×3 boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    box_rows: usize,
    box_cols: usize,
}

/// Why a shape was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeError {
    /// The side is not n² and no box shape was given.
    NotSquare(usize),
    /// Boxes of zero or one cell in some direction make no puzzle.
    BoxTooSmall { box_rows: usize, box_cols: usize },
    /// The side would exceed [`MAX_SIDE`].
    TooLarge(usize),
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::NotSquare(side) => write!(
                f,
                "side {side} is not a square (4, 9, 16, 25 …); give the box shape with --box RxC"
            ),
            ShapeError::BoxTooSmall { box_rows, box_cols } => {
                write!(
                    f,
                    "boxes of {box_rows}x{box_cols} are too small (need at least 1x2)"
                )
            }
            ShapeError::TooLarge(side) => {
                write!(f, "side {side} is larger than the maximum {MAX_SIDE}")
            }
        }
    }
}

impl std::error::Error for ShapeError {}

impl Shape {
    /// Boxes of `box_rows` rows by `box_cols` columns (e.g. 2×3 for 6×6 Sudoku).
    pub fn new(box_rows: usize, box_cols: usize) -> Result<Shape, ShapeError> {
        if box_rows == 0 || box_cols == 0 || box_rows * box_cols < 2 {
            return Err(ShapeError::BoxTooSmall { box_rows, box_cols });
        }
        let side = box_rows.saturating_mul(box_cols);
        if side > MAX_SIDE {
            return Err(ShapeError::TooLarge(side));
        }
        Ok(Shape { box_rows, box_cols })
    }

    /// Square boxes of side `n`: the classic n²×n² Sudoku (n = 3 gives 9×9).
    pub fn square(n: usize) -> Result<Shape, ShapeError> {
        Shape::new(n, n)
    }

    /// The square-box shape of a grid of this side, if the side is n² for some n ≥ 2.
    pub fn for_side(side: usize) -> Result<Shape, ShapeError> {
        if side > MAX_SIDE {
            return Err(ShapeError::TooLarge(side));
        }
        let n = side.isqrt();
        if n < 2 || n * n != side {
            return Err(ShapeError::NotSquare(side));
        }
        Shape::square(n)
    }

    /// Rows (and columns, and symbols) of the grid.
    pub fn side(&self) -> usize {
        self.box_rows * self.box_cols
    }

    /// Number of cells, side².
    pub fn cells(&self) -> usize {
        self.side() * self.side()
    }

    /// Rows in one box.
    pub fn box_rows(&self) -> usize {
        self.box_rows
    }

    /// Columns in one box.
    pub fn box_cols(&self) -> usize {
        self.box_cols
    }

    /// Index of the box holding (row, col), counted row-major from 0.
    pub fn box_of(&self, row: usize, col: usize) -> usize {
        let boxes_across = self.side() / self.box_cols;
        (row / self.box_rows) * boxes_across + col / self.box_cols
    }

    /// Every unit of the grid: all rows, then all columns, then all boxes.
    /// Each unit holds `side` cells that must all differ, so each symbol appears once in it.
    pub fn units(&self) -> Vec<Unit> {
        let side = self.side();
        let mut units = Vec::with_capacity(3 * side);
        for row in 0..side {
            let cells = (0..side).map(|col| row * side + col).collect();
            units.push(Unit {
                kind: UnitKind::Row,
                index: row,
                cells,
            });
        }
        for col in 0..side {
            let cells = (0..side).map(|row| row * side + col).collect();
            units.push(Unit {
                kind: UnitKind::Column,
                index: col,
                cells,
            });
        }
        let mut boxes: Vec<Vec<usize>> = vec![Vec::with_capacity(side); side];
        for cell in 0..self.cells() {
            boxes[self.box_of(cell / side, cell % side)].push(cell);
        }
        for (index, cells) in boxes.into_iter().enumerate() {
            units.push(Unit {
                kind: UnitKind::Box,
                index,
                cells,
            });
        }
        units
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{0}×{0}", self.side())
    }
}

/// What kind of group a unit is; it names the unit in messages and edge styles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnitKind {
    /// A row of the grid.
    Row,
    /// A column of the grid.
    Column,
    /// A box (block, region) of the grid.
    Box,
}

impl fmt::Display for UnitKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            UnitKind::Row => "row",
            UnitKind::Column => "column",
            UnitKind::Box => "box",
        })
    }
}

/// A group of cells that must hold every symbol exactly once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    /// Row, column or box.
    pub kind: UnitKind,
    /// Which row, column or box, from 0.
    pub index: usize,
    /// Cell indices (row * side + col), in reading order.
    pub cells: Vec<usize>,
}

/// A grid of cells, each empty or holding a symbol `0..side` (symbol 0 prints as `1`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    shape: Shape,
    cells: Vec<Option<u8>>,
}

impl Grid {
    /// An empty grid of the given shape.
    pub fn empty(shape: Shape) -> Grid {
        Grid {
            shape,
            cells: vec![None; shape.cells()],
        }
    }

    /// A grid from its cells in reading order; `None` when the count is not side² or a
    /// symbol is not below side.
    pub fn from_cells(shape: Shape, cells: Vec<Option<u8>>) -> Option<Grid> {
        let side = shape.side();
        let fits =
            cells.len() == shape.cells() && cells.iter().flatten().all(|&s| (s as usize) < side);
        fits.then_some(Grid { shape, cells })
    }

    /// The grid's geometry.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Side of the grid.
    pub fn side(&self) -> usize {
        self.shape.side()
    }

    /// All cells in reading order.
    pub fn cells(&self) -> &[Option<u8>] {
        &self.cells
    }

    /// The symbol at (row, col), if any.
    pub fn get(&self, row: usize, col: usize) -> Option<u8> {
        self.cells[row * self.side() + col]
    }

    /// Puts a symbol (or nothing) at (row, col).
    ///
    /// # Panics
    /// When the cell is outside the grid or the symbol is not below side.
    pub fn set(&mut self, row: usize, col: usize, symbol: Option<u8>) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_by_side() {
        assert_eq!(Shape::for_side(9).unwrap().box_rows(), 3);
        assert_eq!(Shape::for_side(64).unwrap().side(), 64);
        assert_eq!(Shape::for_side(6), Err(ShapeError::NotSquare(6)));
        assert_eq!(Shape::for_side(1), Err(ShapeError::NotSquare(1)));
        assert_eq!(Shape::for_side(81), Err(ShapeError::TooLarge(81)));
        assert_eq!(Shape::new(2, 3).unwrap().side(), 6);
    }

    #[test]
    fn boxes_of_rectangular_shape() {
        let shape = Shape::new(2, 3).unwrap();
        assert_eq!(shape.box_of(0, 0), 0);
        assert_eq!(shape.box_of(1, 3), 1);
        assert_eq!(shape.box_of(2, 0), 2);
        assert_eq!(shape.box_of(5, 5), 5);
        let units = shape.units();
        assert_eq!(units.len(), 18);
        assert!(units.iter().all(|u| u.cells.len() == 6));
        assert_eq!(units[12].cells, vec![0, 1, 2, 6, 7, 8]);
    }
}
