//! Text formats: reading puzzles (many per file, as a stream, in the layout of the file's
//! first puzzle: lines, grids of characters or numbers, or the box-size header format of
//! the Lewis / Lloyd–Amos instances) and jigsaw region maps, and writing grids back in the
//! layout they came in. Errors carry the line, column and offending text; a puzzle that
//! does not read is one error, whatever is wrong with it.
//!
//! - [`alphabet`](Alphabet): which character (or number) is which symbol, and
//!   [`Symbol`], one as written;
//! - [`ReadOptions`]: what the reader is told in advance;
//! - [`PuzzleReader`]: the line-by-line reader, and [`read_puzzles`] over a whole text;
//! - [`ParseError`]: why a puzzle did not read;
//! - [`read_regions`]: jigsaw region maps;
//! - [`write_grid`], [`write_cells`] and [`write_colour_line`]: grids back to text;
//! - [`read_marks`] and [`write_marks`]: grids with their pencil marks;
//! - `Grid: FromStr + Display`: one grid to and from text in one call.

mod alphabet;
mod cells;
mod columns;
mod error;
mod grid_text;
mod grids;
mod kinds;
mod marks;
mod options;
mod puzzle;
mod reader;
mod regions;
mod side_from;
mod symbol;
mod writer;

pub use alphabet::{Alphabet, AlphabetError};
pub use error::{ParseError, ParseErrorKind};
pub use grid_text::GridTextError;
pub use marks::{MAX_MARKS_SIDE, Marks, holds_marks, is_candidate_line, read_marks, write_marks};
pub use options::ReadOptions;
pub use puzzle::{Layout, Puzzle, PuzzleView};
pub use reader::{PuzzleReader, read_puzzles};
pub use regions::read_regions;
pub use side_from::SideFrom;
pub use symbol::Symbol;
pub use writer::{write_cells, write_colour_line, write_grid};

#[cfg(test)]
mod tests;
