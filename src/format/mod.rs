//! Text formats: reading puzzles (line and grid layouts, many per file, as a stream) and
//! jigsaw region maps, and writing grids back in the layout they came in. Errors carry the
//! line, column and offending text.
//!
//! - [`alphabet`](Alphabet): which character is which symbol;
//! - [`ReadOptions`]: what the reader is told in advance;
//! - [`PuzzleReader`]: the line-by-line reader, and [`read_puzzles`] over a whole text;
//! - [`ParseError`]: why a puzzle did not read;
//! - [`read_regions`]: jigsaw region maps;
//! - [`write_grid`] and [`write_cells`]: grids back to text;
//! - `Grid: FromStr + Display`: one grid to and from text in one call.

mod alphabet;
mod cells;
mod error;
mod grid_text;
mod options;
mod puzzle;
mod reader;
mod regions;
mod side_from;
mod writer;

pub use alphabet::{Alphabet, AlphabetError, DEFAULT_SYMBOLS};
pub use error::{ParseError, ParseErrorKind};
pub use grid_text::GridTextError;
pub use options::ReadOptions;
pub use puzzle::{Layout, Puzzle};
pub use reader::{PuzzleReader, PuzzleView, read_puzzles};
pub use regions::read_regions;
pub use side_from::SideFrom;
pub use writer::{write_cells, write_grid};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use crate::shape::{Shape, ShapeError};

    fn read(text: &str) -> Vec<Result<Puzzle, ParseError>> {
        read_puzzles(text.as_bytes(), &ReadOptions::default())
    }

    #[test]
    fn reads_line_and_grid_puzzles_in_one_file() {
        let text =
            "..34.421...31342\n\n# grid\n. . | 3 4\n. 4 | 2 1\n----+----\n. . | . 3\n1 3 | 4 2\n";
        let puzzles = read(text);
        assert_eq!(puzzles.len(), 2);
        let (a, b) = (puzzles[0].as_ref().unwrap(), puzzles[1].as_ref().unwrap());
        assert_eq!(a.grid, b.grid);
        assert_eq!(b.layout, Layout::Grid);
        assert_eq!(b.line, 4);
    }

    #[test]
    fn sixteen_cells_with_a_large_symbol_start_a_16x16_grid() {
        let row = "123456789ABCDEFG\n";
        let puzzles = read(&row.repeat(16));
        assert_eq!(puzzles.len(), 1);
        assert_eq!(puzzles[0].as_ref().unwrap().grid.side(), 16);
        assert_eq!(
            read("1234123412341234\n")[0].as_ref().unwrap().grid.side(),
            4
        );
    }

    #[test]
    fn numbered_rows_for_big_grids() {
        let row: Vec<String> = (1..=16).map(|n| n.to_string()).collect();
        let text = format!("{}\n", row.join(" ")).repeat(16);
        let puzzle = read(&text).remove(0).unwrap();
        assert_eq!(puzzle.layout, Layout::Numbers);
        assert_eq!(puzzle.grid.get(3, 15), Some(15));
        let printed = write_grid(&puzzle.grid, Layout::Numbers, &Alphabet::for_side(16));
        assert!(printed.starts_with(" 1  2  3  4 |  5"));
    }

    #[test]
    fn bad_symbol_names_line_and_column() {
        let text = "..34.421...31342\n..34.4x1...31342\n";
        let puzzles = read(text);
        assert!(puzzles[0].is_ok());
        let error = puzzles[1].clone().unwrap_err();
        assert_eq!((error.line, error.column), (2, Some(7)));
        assert_eq!(
            error.to_string(),
            "line 2, column 7: 'x' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)"
        );
    }

    #[test]
    fn short_grid_is_reported_and_next_puzzle_still_read() {
        let text = "1234\n3412\n..34.421...31342\n";
        let puzzles = read(text);
        assert_eq!(puzzles.len(), 2);
        assert_eq!(
            puzzles[0].clone().unwrap_err().kind,
            ParseErrorKind::ShortGrid { rows: 2, side: 4 }
        );
        assert!(puzzles[1].is_ok());
    }

    #[test]
    fn a_lone_16_cell_line_is_judged_as_a_4x4_puzzle() {
        let error = read("..5.............\n").remove(0).unwrap_err();
        assert_eq!((error.line, error.column), (1, Some(3)));
        assert!(matches!(
            error.kind,
            ParseErrorKind::BadSymbol {
                found: '5',
                side: 4,
                ..
            }
        ));
    }

    #[test]
    fn custom_alphabet_makes_zero_a_symbol() {
        let options = ReadOptions {
            symbols: Some(Alphabet::custom("0123456789ABCDEF").unwrap()),
            ..ReadOptions::default()
        };
        let line = format!("0{}", ".".repeat(255));
        let puzzle = read_puzzles(line.as_bytes(), &options).remove(0).unwrap();
        assert_eq!(puzzle.grid.get(0, 0), Some(0));
        assert_eq!(
            Alphabet::custom("0123456789ABCDE0"),
            Err(AlphabetError::Duplicate('0'))
        );
    }

    #[test]
    fn alphabet_and_shape_of_different_sides_are_an_error_not_a_panic() {
        let options = ReadOptions {
            symbols: Some(Alphabet::custom("ABCD").unwrap()),
            shape: Some(Shape::new(3, 3).unwrap()),
            variant: Variant::default(),
        };
        for text in ["AB..CD..........", &".".repeat(81)] {
            let error = read_puzzles(text.as_bytes(), &options)
                .remove(0)
                .unwrap_err();
            assert_eq!(
                error.kind,
                ParseErrorKind::OptionsDisagree(SideFrom::Symbols(4), SideFrom::Boxes(9))
            );
            assert_eq!(
                error.to_string(),
                "line 1: the alphabet has 4 symbols but the box shape makes side 9"
            );
        }
    }

    #[test]
    fn grid_of_non_square_side_is_one_error_and_the_next_puzzle_still_reads() {
        let text = "123456\n456123\n......\n......\n......\n......\n..34.421...31342\n";
        let results = read(text);
        assert_eq!(results.len(), 2, "{results:?}");
        let error = results[0].as_ref().unwrap_err();
        assert_eq!(
            (error.line, &error.kind),
            (1, &ParseErrorKind::Shape(ShapeError::NotSquare(6)))
        );
        assert_eq!(results[1].as_ref().unwrap().line, 7);
        let long = read(&".".repeat(100)).remove(0).unwrap_err();
        assert_eq!(long.kind, ParseErrorKind::Shape(ShapeError::NotSquare(10)));
    }

    /// A one-cell line is no Sudoku of any side (side 1 is a square, so "not a square"
    /// would be false), and a run of them must not be taken for the rows of one grid.
    /// Found by the arbitrary-bytes proptest: `"\x0e\n\x0e"` used to overflow a counter.
    #[test]
    fn one_cell_lines_are_each_a_bad_length() {
        let results = read("\u{e}\n\u{e}\n5\n..34.421...31342\n");
        assert_eq!(results.len(), 4, "{results:?}");
        for (line, result) in (1..=3).zip(&results) {
            let error = result.as_ref().unwrap_err();
            assert_eq!(error.line, line);
            assert!(
                matches!(error.kind, ParseErrorKind::BadLength { cells: 1, .. }),
                "{error}"
            );
            assert!(error.to_string().contains("1 cell on the line"), "{error}");
        }
        assert_eq!(results[3].as_ref().unwrap().line, 4);
    }
}
