//! A puzzle as read from text: its grid, and how and where it was written.

use crate::grid::Grid;

/// How a puzzle was written, so that its solution is written the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// All cells on one line (`53..7....6..195…`).
    Line,
    /// One row per line, one character per cell.
    Grid,
    /// One row per line, cells as white-space separated numbers (`1`..`side`, `0` empty).
    Numbers,
}

/// A puzzle read from text, with where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its cells.
    pub grid: Grid,
    /// How it was written.
    pub layout: Layout,
    /// 1-based line where it starts.
    pub line: usize,
}
