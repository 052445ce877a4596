//! Grid geometry: the side of a grid and the shape of its boxes.

use std::fmt;

/// Largest side sudograph accepts: the most colours the colourer takes
/// ([`MAX_COLOURS`](sudograph_colour::MAX_COLOURS)). Memory grows with it: a 400×400 grid has
/// 160,000 cells, compiled from its 1,200 units without listing its 96 million edges.
pub const MAX_SIDE: usize = sudograph_colour::MAX_COLOURS;

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
    BoxTooSmall {
        /// Rows in one box.
        box_rows: usize,
        /// Columns in one box.
        box_cols: usize,
    },
    /// The side would exceed [`MAX_SIDE`].
    TooLarge(usize),
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::NotSquare(side) => {
                write!(f, "side {side} is not a square (4, 9, 16, 25 …)")?;
                match Shape::squarest(*side) {
                    Ok(shape) => write!(
                        f,
                        ", so its boxes must be given, such as {}x{}",
                        shape.box_rows(),
                        shape.box_cols()
                    ),
                    Err(_) => Ok(()),
                }
            }
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

/// Why a box shape written as text (`2x3`) was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeTextError {
    /// Not two numbers joined by `x`.
    NotRowsByCols,
    /// Two numbers that make no shape.
    Shape(ShapeError),
}

impl fmt::Display for ShapeTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeTextError::NotRowsByCols => write!(f, "expected ROWSxCOLS, e.g. 2x3"),
            ShapeTextError::Shape(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ShapeTextError {}

/// A box shape as the command line and the Python package take it: `ROWSxCOLS` (`x`, `X`
/// or `×`, spaces allowed around the numbers), such as `2x3` for 6×6 Sudoku.
///
/// # Examples
/// ```
/// use sudograph::grid::Shape;
/// assert_eq!("2x3".parse::<Shape>().unwrap(), Shape::new(2, 3).unwrap());
/// assert_eq!("2 by 3".parse::<Shape>().unwrap_err().to_string(), "expected ROWSxCOLS, e.g. 2x3");
/// ```
impl std::str::FromStr for Shape {
    type Err = ShapeTextError;

    fn from_str(text: &str) -> Result<Shape, ShapeTextError> {
        let (rows, cols) = text
            .split_once(['x', 'X', '×'])
            .and_then(|(r, c)| Some((r.trim().parse().ok()?, c.trim().parse().ok()?)))
            .ok_or(ShapeTextError::NotRowsByCols)?;
        Shape::new(rows, cols).map_err(ShapeTextError::Shape)
    }
}

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

    /// The squarest boxes that tile a grid of this side (3×3 for 9, 2×3 for 6, 1×7 for 7):
    /// for grids whose boxes do not count because irregular regions replace them.
    pub fn squarest(side: usize) -> Result<Shape, ShapeError> {
        let rows = (1..=side.isqrt())
            .rev()
            .find(|&r| side.is_multiple_of(r))
            .unwrap_or(1);
        Shape::new(rows, side / rows)
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
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{0}×{0}", self.side())
    }
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
        assert_eq!(Shape::for_side(81).unwrap().box_cols(), 9);
        assert_eq!(Shape::for_side(529), Err(ShapeError::TooLarge(529)));
        assert_eq!(Shape::new(2, 3).unwrap().side(), 6);
        assert_eq!(Shape::squarest(6), Shape::new(2, 3));
        assert_eq!(Shape::squarest(9), Shape::new(3, 3));
        assert_eq!(Shape::squarest(7), Shape::new(1, 7));
        assert!(Shape::squarest(1).is_err());
    }

    #[test]
    fn boxes_of_rectangular_shape() {
        let shape = Shape::new(2, 3).unwrap();
        assert_eq!(shape.box_of(0, 0), 0);
        assert_eq!(shape.box_of(1, 3), 1);
        assert_eq!(shape.box_of(2, 0), 2);
        assert_eq!(shape.box_of(5, 5), 5);
    }
}
