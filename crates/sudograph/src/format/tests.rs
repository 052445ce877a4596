//! The reader on small texts: layouts told per file, one record per puzzle, the line and
//! column of each fault.

use super::alphabet::{Alphabet, AlphabetError};
use super::error::{ParseError, ParseErrorKind};
use super::options::ReadOptions;
use super::puzzle::{Layout, Puzzle};
use super::reader::read_puzzles;
use super::side_from::SideFrom;
use super::writer::{write_cells, write_colour_line, write_grid};
use crate::rules::{Rules, Variant};
use crate::shape::{MAX_SIDE, Shape, ShapeError};

fn read(text: &str) -> Vec<Result<Puzzle, ParseError>> {
    read_puzzles(text.as_bytes(), &ReadOptions::default())
}

/// The error of each record, `None` for a puzzle that reads.
fn errors(text: &str) -> Vec<Option<ParseError>> {
    read(text).into_iter().map(Result::err).collect()
}

const FOUR: &str = "..34.421...31342";
const FOUR_GRID: &str = ". . | 3 4\n. 4 | 2 1\n----+----\n. . | . 3\n1 3 | 4 2\n";

#[test]
fn a_file_reads_in_the_layout_of_its_first_puzzle() {
    let line = read(&format!("{FOUR}\n"));
    let grid = read(&format!("# grid\n{FOUR_GRID}"));
    let (a, b) = (line[0].as_ref().unwrap(), grid[0].as_ref().unwrap());
    assert_eq!(a.grid, b.grid);
    assert_eq!((a.layout, b.layout), (Layout::Line, Layout::Grid));
    assert_eq!(b.line, 2);
    // After a puzzle line, a grid's rows are lines too short to be puzzles: one record
    // each, which says why.
    let mixed = errors(&format!("{FOUR}\n\n{FOUR_GRID}"));
    assert_eq!(mixed.len(), 5, "{mixed:?}");
    let error = mixed[1].clone().unwrap();
    assert_eq!(error.line, 3);
    assert!(
        error
            .to_string()
            .contains("this one's first puzzle is a line"),
        "{error}"
    );
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
    let [short, next] = &read("1234\n3412\n2143\n\n..34\n.421\n...3\n1342\n")[..] else {
        panic!("two records")
    };
    let kind = ParseErrorKind::ShortGrid { rows: 3, side: 4 };
    assert_eq!(short.clone().unwrap_err().kind, kind);
    assert_eq!(next.as_ref().map(|p| p.line), Ok(5));
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
        column: None,
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
    let boxes = ParseErrorKind::BoxesNeeded {
        side: 6,
        option: None,
    };
    assert_eq!((error.line, &error.kind), (1, &boxes));
    assert_eq!(
        error.to_string(),
        "line 1: side 6 has two box shapes, 2x3 and 3x2: give one, such as 2x3"
    );
    assert_eq!(results[1].as_ref().unwrap().line, 7);
    let long = read(&".".repeat(100)).remove(0).unwrap_err();
    let boxes = ParseErrorKind::BoxesNeeded {
        side: 10,
        option: None,
    };
    assert_eq!(long.kind, boxes);
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

/// Text that is no puzzle names its first character that is no symbol, before what its
/// length would make of it.
#[test]
fn words_are_told_by_their_first_letter() {
    let error = read("hello world\n").remove(0).unwrap_err();
    assert_eq!((error.line, error.column), (1, Some(1)));
    assert!(
        matches!(error.kind, ParseErrorKind::BadSymbol { found: 'h', .. }),
        "{error}"
    );
}

/// Each fault of a grid is one record for the grid, at the fault's line and column, and
/// the grid after it reads.
#[test]
fn a_faulty_grid_is_one_record_at_its_fault() {
    let rows = ["1234", "3412", "2143", "4321"];
    let good = rows.join("\n");
    // Each grid as its rows joined, and where its fault is.
    let cases: [(&str, usize, Option<usize>); 6] = [
        ("1234 34121 2143 4321", 2, Some(5)),
        ("1234 341 2143 4321", 2, Some(4)),
        ("12345 3412 2143 4321", 1, Some(5)),
        ("1234 3412 2143", 1, None),
        ("1234 3412 2143 4321 4321", 5, Some(1)),
        ("1234 3x12 2143 4321", 2, Some(2)),
    ];
    for (grid, line, column) in cases {
        let grid: Vec<&str> = grid.split(' ').collect();
        let place = (line, column);
        let text = format!("{}\n\n{good}\n", grid.join("\n"));
        let results = read(&text);
        assert_eq!(results.len(), 2, "{text}: {results:?}");
        let error = results[0].clone().unwrap_err();
        assert_eq!((error.line, error.column), place, "{text}: {error}");
        assert_eq!(results[1].as_ref().unwrap().line, grid.len() + 2, "{text}");
    }
}

#[test]
fn grids_back_to_back_or_banded_read_whole() {
    let grid = "1234\n3412\n2143\n4321\n";
    assert!(read(&grid.repeat(3)).iter().all(Result::is_ok));
    assert_eq!(read(&grid.repeat(3)).len(), 3);
    let banded = "1234\n3412\n\n2143\n4321\n\n\n".repeat(2);
    let results = read(&banded);
    assert_eq!(results.len(), 2, "{results:?}");
    assert!(results.iter().all(Result::is_ok));
}

#[test]
fn columns_count_leading_white_space() {
    let error = read("   1 2 3 4\n   3 4 1 2\n   2 1 x 3\n   4 3 2 1\n")
        .remove(0)
        .unwrap_err();
    assert_eq!((error.line, error.column), (3, Some(8)));
}

#[test]
fn a_numbers_grid_past_the_largest_side_is_one_error() {
    let side = MAX_SIDE + 1;
    let row: Vec<String> = (1..=side).map(|n| n.to_string()).collect();
    let text = format!("{}\n", row.join(" ")).repeat(side);
    let results = read(&text);
    assert_eq!(results.len(), 1);
    let error = results[0].clone().unwrap_err();
    assert_eq!(
        error.kind,
        ParseErrorKind::Shape(ShapeError::TooLarge(side))
    );
    assert_eq!(
        error.to_string(),
        format!("line 1: side {side} is larger than the maximum {MAX_SIDE}")
    );
}

#[test]
fn box_size_header_reads_and_writes_back() {
    let text = "2\n1\n-1 2 3 -1\n3 -1 1 2\n2 1 -1 3\n-1 3 2 1\n";
    let puzzle = read(text).remove(0).unwrap();
    assert_eq!((puzzle.layout, puzzle.line), (Layout::Lewis, 1));
    assert_eq!(puzzle.grid.get(0, 0), None);
    assert_eq!(puzzle.grid.get(0, 1), Some(1));
    let written = write_grid(&puzzle.grid, Layout::Lewis, &Alphabet::for_side(4));
    assert_eq!(written, text);
    // Two puzzles, the second without its `1` line; a row too many is one error.
    let two = format!(
        "{text}2\n{}",
        text.lines().skip(2).collect::<Vec<_>>().join("\n")
    );
    assert_eq!(read(&two).iter().filter(|p| p.is_ok()).count(), 2);
    let extra = format!("{text}1 2 3 4\n{text}");
    let errors = errors(&extra);
    assert_eq!(errors.len(), 2, "{errors:?}");
    let error = errors[0].clone().unwrap();
    assert_eq!((error.line, error.column), (7, Some(1)));
    assert!(errors[1].is_none());
    let large = read("99\n1\n1 2 3\n").remove(0).unwrap_err();
    assert_eq!(
        large.to_string(),
        format!("line 1: side 9801 is larger than the maximum {MAX_SIDE}")
    );
}

/// A solution written straight from its colours is the line its cells make, in every kind
/// of alphabet: the default one, a custom ASCII one, one beyond ASCII, and numbers past
/// 64×64 (longer than one buffer of bytes, too).
#[test]
fn a_colour_line_is_the_line_of_its_cells() {
    let alphabets = [
        (3, Alphabet::for_side(9)),
        (3, Alphabet::custom("ABCDEFGHI").unwrap()),
        (2, Alphabet::custom("αβγδ").unwrap()),
        (4, Alphabet::for_side(16)),
        (8, Alphabet::for_side(64)),
        (9, Alphabet::for_side(81)),
    ];
    for (n, alphabet) in alphabets {
        let side = n * n;
        let rules = Rules::from(Shape::square(n).unwrap());
        // Not a solution, but every symbol in every place: the writer does not check.
        let colours: Vec<u16> = (0..side * side)
            .map(|i| ((i * 7 + i / side) % side) as u16)
            .collect();
        let cells: Vec<Option<u16>> = colours.iter().map(|&c| Some(c)).collect();
        let (mut from_cells, mut from_colours) = (String::from("x"), String::from("x"));
        write_cells(&mut from_cells, &cells, &rules, Layout::Line, &alphabet);
        write_colour_line(&mut from_colours, &colours, &alphabet);
        assert_eq!(from_colours, from_cells, "{alphabet:?}");
        assert!(from_colours.ends_with('\n'));
        assert_eq!(from_colours.lines().count(), 1);
    }
}
