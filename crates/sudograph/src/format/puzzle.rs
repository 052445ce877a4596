//! A puzzle as read from text: its grid, and how and where it was written; and the view
//! of one that a reader lends while it holds the cells.

use super::alphabet::Alphabet;
use crate::grid::Grid;
use crate::rules::Rules;

/// How a puzzle was written, so that its solution is written the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// All cells on one line (`53..7....6..195…`).
    Line,
    /// One row per line, one character per cell.
    Grid,
    /// One row per line, cells as white-space separated numbers (`1`..`side`, `0` empty).
    Numbers,
    /// The box-size header format of the Lewis and Lloyd–Amos instances: a line with the
    /// box size (3 for 9×9), a line `1`, then one row per line of white-space separated
    /// numbers, `-1` empty.
    Lewis,
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

/// A puzzle as the reader holds it: valid until the next line is fed.
#[derive(Clone, Copy, Debug)]
pub struct PuzzleView<'a> {
    /// Its cells in reading order, each a symbol below the side or empty.
    pub cells: &'a [Option<u16>],
    /// The rules it is played under.
    pub rules: &'a Rules,
    /// The alphabet it was written in, to write its solution in.
    pub alphabet: &'a Alphabet,
    /// How it was written.
    pub layout: Layout,
    /// 1-based line where it starts.
    pub line: usize,
}

impl PuzzleView<'_> {
    /// An owned copy.
    pub(crate) fn to_puzzle(self) -> Puzzle {
        Puzzle {
            grid: Grid::from_cells(self.rules.clone(), self.cells.to_vec())
                .expect("the reader checks the cell count and symbols"),
            layout: self.layout,
            line: self.line,
        }
    }
}
