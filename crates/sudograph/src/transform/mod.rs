//! Equivalent puzzles: the transformations that keep a Sudoku a Sudoku with as many
//! solutions — relabelling the symbols, permuting the bands, the rows within a band, the
//! stacks, the columns within a stack, and transposing (square boxes), or under a variant
//! only those of them its rules keep ([`Kept`]) — the canonical form they share (to tell
//! whether two puzzles are the same puzzle in disguise, and to deduplicate a collection),
//! and a random one of them, reproducible by seed.
//!
//! ```
//! use sudograph::grid::Grid;
//! use sudograph::transform::{canonical, shuffle};
//! let puzzle: Grid = "..34.421...31342".parse().unwrap();
//! let disguised = shuffle(&puzzle, 7).unwrap();
//! assert_eq!(canonical(&disguised), canonical(&puzzle));
//! ```

mod canon;
mod error;
mod kept;
mod shuffle;
mod symmetry;

pub use self::canon::canonical;
pub use self::error::TransformError;
pub use self::kept::Kept;
pub use self::shuffle::shuffle;
pub use self::symmetry::Symmetry;
