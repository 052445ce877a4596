//! A rating on Sudoku Explainer's scale (ER/EP/ED), beside the grader: Explainer's own
//! producers in its own order, each step the first hint of the first producer that finds
//! one, rated by Explainer's table ([`scale`]). Explainer rates classic 9×9; on other
//! grids (16×16, jigsaw, X) the same values apply, as this project's extension.
//!
//! ```
//! use sudograph::format::{read_puzzles, ReadOptions};
//! use sudograph::rating::Rater;
//! let line = b".8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5.";
//! let puzzle = read_puzzles(line, &ReadOptions::default()).remove(0).unwrap();
//! let rated = Rater::new(puzzle.grid.rules()).unwrap().rate(puzzle.grid.cells());
//! assert_eq!(rated.rating.er, Some(34)); // Explainer: 3.4 (a hidden pair)
//! ```

mod als_wings;
mod band;
mod board;
mod bug;
mod chaining;
mod deduction;
mod fish;
mod locking;
mod rater;
pub mod scale;
mod singles;
mod step;
mod strong_link;
mod subsets;
mod three_links;
mod turbot;
mod unique_loops;
mod wings;

pub use self::band::{Band, BandError};
pub use self::deduction::rate_deduction;
pub use self::rater::{MAX_SIDE, Rated, Rater, Rating};
pub use self::scale::Tenths;
pub use self::step::RatedStep;
#[cfg(test)]
mod tests;
