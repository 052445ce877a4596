//! The band word engine: a search made for the 9×9 Sudoku grid's graph with nine colours,
//! which keeps, for each colour and each band of three rows, the cells that can take the
//! colour as one machine word, and reasons on a band's rows and boxes with one table
//! lookup per word (the design of J. Zhou's JCZSolve, described in the Sudoku Players'
//! Forum thread "Fast Sudoku solvers", <http://forum.enjoysudoku.com/3-77us-solver-2-8g-cpu-testcase-17sodoku-t30470.html>).
//! Its work per step is a few integer operations, with no vectors, so it is fast on the
//! puzzles that propagation nearly solves.
//!
//! `tables` holds the lookups, `grid` a search frame and its propagation, `search` the
//! search.

mod grid;
mod search;
mod tables;

pub(crate) use self::search::search;
