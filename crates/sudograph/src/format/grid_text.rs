//! A grid to and from text in one call: `"..34.421...31342".parse::<Grid>()` and
//! `grid.to_string()`, with the default alphabet of its side and the default rules.

use std::fmt;
use std::str::FromStr;

use super::alphabet::Alphabet;
use super::error::ParseError;
use super::options::ReadOptions;
use super::puzzle::Layout;
use super::reader::read_puzzles;
use super::writer::write_grid;
use crate::grid::Grid;

/// Why a text is not one grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GridTextError {
    /// The text's puzzle does not read.
    Parse(ParseError),
    /// The text holds no puzzle at all.
    Empty,
    /// The text holds this many puzzles, not one.
    Several(usize),
}

impl fmt::Display for GridTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridTextError::Parse(error) => error.fmt(f),
            GridTextError::Empty => f.write_str("no grid in the text"),
            GridTextError::Several(count) => write!(f, "{count} grids in the text, not one"),
        }
    }
}

impl std::error::Error for GridTextError {
    /// The parse error behind [`GridTextError::Parse`], whose message is this error's own.
    ///
    /// # Examples
    /// ```
    /// use std::error::Error;
    /// // A box-size header line of 99 makes a 9801×9801 grid.
    /// let error = "99\n1\n".parse::<sudograph::Grid>().unwrap_err();
    /// let largest = sudograph::grid::MAX_SIDE;
    /// assert_eq!(error.to_string(), format!("line 1: side 9801 is larger than the maximum {largest}"));
    /// let parse = error.source().expect("a parse error");
    /// assert!(parse.is::<sudograph::ParseError>());
    /// assert!(parse.source().is_some_and(|shape| shape.is::<sudograph::ShapeError>()));
    /// ```
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            GridTextError::Parse(error) => Some(error),
            GridTextError::Empty | GridTextError::Several(_) => None,
        }
    }
}

impl FromStr for Grid {
    type Err = GridTextError;

    /// Reads one grid, in any layout the reader takes (a line of side² cells, or side rows),
    /// with the default alphabet of its side (`1-9`, then `A-Z` …) and classic rules.
    ///
    /// # Examples
    /// ```
    /// use sudograph::grid::Grid;
    /// let grid: Grid = "..34.421...31342".parse().unwrap();
    /// assert_eq!(grid.side(), 4);
    /// assert_eq!(grid.get(0, 2), Some(2), "symbols count from 0: `3` is symbol 2");
    /// assert!("..34.4x1...31342".parse::<Grid>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Grid, GridTextError> {
        let mut puzzles = read_puzzles(text.as_bytes(), &ReadOptions::default());
        match puzzles.len() {
            0 => Err(GridTextError::Empty),
            1 => puzzles
                .remove(0)
                .map(|puzzle| puzzle.grid)
                .map_err(GridTextError::Parse),
            count => Err(GridTextError::Several(count)),
        }
    }
}

impl fmt::Display for Grid {
    /// The grid as one line of side² cells in the default alphabet of its side, `.` for an
    /// empty cell (no line break); `{:#}` writes it as rows with box borders instead.
    ///
    /// # Examples
    /// ```
    /// use sudograph::grid::Grid;
    /// let grid: Grid = "..34.421...31342".parse().unwrap();
    /// assert_eq!(grid.to_string(), "..34.421...31342");
    /// assert_eq!(format!("{grid:#}"), ". . | 3 4\n. 4 | 2 1\n----+----\n. . | . 3\n1 3 | 4 2\n");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let alphabet = Alphabet::for_side(self.side());
        if f.alternate() {
            f.write_str(&write_grid(self, Layout::Grid, &alphabet))
        } else {
            f.write_str(write_grid(self, Layout::Line, &alphabet).trim_end())
        }
    }
}
