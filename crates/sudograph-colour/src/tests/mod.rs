//! Tests of the colourer across its files: the engines against each other and brute
//! force (`engines`), the band engine against the colour planes (`bands`), the scheduler's turns (`schedule`),
//! a cancel flag stopping every engine (`cancel`), colour sets past one word
//! against one word and brute force (`wide`), the
//! overlaps of units against every pair (`overlaps`). A file's own tests sit beside
//! it; these need the whole colourer.

mod bands;
mod cancel;
mod engines;
pub(crate) mod grid_graph;
mod overlaps;
mod schedule;
mod wide;

pub(crate) use self::engines::{small_graph, sudoku_with_givens};
pub(crate) use self::wide::wide_counts;
