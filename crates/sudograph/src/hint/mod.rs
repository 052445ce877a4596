//! The player's companion: for a puzzle and the player's grid in progress (with the pencil
//! marks, when the player gives them), the simplest next step with its reason, found by the
//! grader's techniques in their order of difficulty; the player's mistakes, told without
//! the solution unless asked; and, when no technique applies, the search's next step,
//! marked as a guess.
//!
//! ```
//! use sudograph::format::{read_puzzles, Alphabet, ReadOptions};
//! use sudograph::hint::{Advisor, Hint, PlayerGrid};
//! use sudograph_colour::Limits;
//! let puzzle = read_puzzles(b"..34.421...31342", &ReadOptions::default()).remove(0).unwrap().grid;
//! let advisor = Advisor::new(puzzle.rules());
//! let progress = PlayerGrid::new(puzzle.cells().to_vec());
//! let (hint, _) = advisor.advise(puzzle.cells(), &progress, &Limits::default());
//! assert!(matches!(hint, Hint::Step(_)));
//! assert_eq!(
//!     advisor.explain(&hint, &Alphabet::for_side(4), false),
//!     "hidden single: r1c2 = 1, the only place for 1 in row 1"
//! );
//! ```

mod advice;
mod advisor;
mod drawing;
mod guess;
mod player_grid;
mod words;

pub use self::advice::{Hint, Mistakes, Wrong};
pub use self::advisor::Advisor;
pub use self::guess::Guess;
pub use self::player_grid::PlayerGrid;
