//! Why a puzzle could not be read: the line, the column and what is wrong.

use std::fmt;

use super::side_from::SideFrom;
use crate::shape::{Shape, ShapeError};

/// A problem in the text of one puzzle; the puzzle is skipped, the others are still read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters), when one character is to blame.
    pub column: Option<usize>,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

/// The kinds of [`ParseError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// The line is not valid UTF-8.
    NotUtf8,
    /// The line is longer than a reader holds (this many bytes).
    LineTooLong(usize),
    /// A character that is neither a symbol of the grid nor an empty mark.
    BadSymbol {
        /// The character found.
        found: char,
        /// Side of the grid.
        side: usize,
        /// The grid's symbols, as the message lists them (`1-9`).
        alphabet: String,
    },
    /// A number outside `0..=side` in a numbered grid.
    BadNumber {
        /// The text found.
        found: String,
        /// Side of the grid.
        side: usize,
    },
    /// A line whose cell count is neither a whole puzzle nor a grid row.
    BadLength {
        /// Cells on the line.
        cells: usize,
        /// The counts that would do, in words.
        expected: String,
    },
    /// A grid row of the wrong length.
    RowLength {
        /// Cells in the row.
        cells: usize,
        /// Side of the grid: the cells a row needs.
        side: usize,
    },
    /// A grid that stopped before its last row.
    ShortGrid {
        /// Rows read.
        rows: usize,
        /// Side of the grid: the rows it needs.
        side: usize,
    },
    /// The side cannot be a Sudoku (not n², or too large).
    Shape(ShapeError),
    /// [`ReadOptions`](super::ReadOptions) fix two different sides (alphabet, box shape, region map).
    OptionsDisagree(SideFrom, SideFrom),
    /// A region map with rows of unequal length, or not as many rows as labels per row.
    MapRows {
        /// Rows in the map.
        rows: usize,
        /// Labels per row.
        side: usize,
    },
    /// A region label that makes one region more than the side.
    TooManyRegions {
        /// The label one too many.
        label: char,
        /// Side of the map: its number of regions.
        side: usize,
    },
    /// A region with more cells than the side (another then has fewer).
    RegionSize {
        /// The region's label.
        label: char,
        /// Its cells.
        size: usize,
        /// Side of the map: the cells each region needs.
        side: usize,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(column) => write!(f, "line {}, column {}: {}", self.line, column, self.kind),
            None => write!(f, "line {}: {}", self.line, self.kind),
        }
    }
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::NotUtf8 => f.write_str("not valid UTF-8 text"),
            ParseErrorKind::LineTooLong(limit) => {
                write!(
                    f,
                    "the line is longer than {limit} bytes, more than any puzzle needs"
                )
            }
            ParseErrorKind::BadSymbol {
                found,
                side,
                alphabet,
            } => write!(
                f,
                "{found:?} is not a symbol of a {side}×{side} grid (symbols {alphabet}, empty . _ 0)"
            ),
            ParseErrorKind::BadNumber { found, side } => {
                write!(f, "{found:?} is not a number from 0 (empty) to {side}")
            }
            ParseErrorKind::BadLength { cells, expected } => {
                let plural = if *cells == 1 { "" } else { "s" };
                write!(f, "{cells} cell{plural} on the line; expected {expected}")
            }
            ParseErrorKind::RowLength { cells, side } => {
                write!(
                    f,
                    "grid row has {cells} cells; a {side}×{side} grid row needs {side}"
                )
            }
            ParseErrorKind::ShortGrid { rows, side } => {
                write!(f, "grid ends after {rows} of its {side} rows")?;
                // A lone row of n² cells, n not a square, is most likely an n×n puzzle line
                // whose boxes were not given.
                let line_side = side.isqrt();
                if *rows == 1
                    && line_side >= 4
                    && line_side * line_side == *side
                    && let Err(shape) = Shape::for_side(line_side)
                {
                    write!(
                        f,
                        "; as a puzzle line, {side} cells make a {line_side}×{line_side} grid: {shape}"
                    )?;
                }
                Ok(())
            }
            ParseErrorKind::Shape(e) => e.fmt(f),
            ParseErrorKind::OptionsDisagree(first, second) => write!(f, "{first} but {second}"),
            ParseErrorKind::MapRows { rows, side } => write!(
                f,
                "the region map has {rows} rows of {side} labels; it must be square ({side} rows)"
            ),
            ParseErrorKind::TooManyRegions { label, side } => write!(
                f,
                "{label:?} is region label number {}; a {side}×{side} map has {side} regions",
                side + 1
            ),
            ParseErrorKind::RegionSize { label, size, side } => write!(
                f,
                "region {label:?} has {size} cells; each region needs {side}"
            ),
        }
    }
}

impl std::error::Error for ParseError {
    /// The shape error behind a [`ParseErrorKind::Shape`]; the other kinds wrap no error.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            ParseErrorKind::Shape(error) => Some(error),
            _ => None,
        }
    }
}
