//! Why a puzzle could not be read: the line, the column and what is wrong.

use std::fmt;

use super::side_from::SideFrom;
use crate::rules::RulesError;
use crate::shape::{Shape, ShapeError};

/// A problem in the text of one puzzle; the puzzle is skipped, the others are still read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters), when one character is to blame.
    pub column: Option<usize>,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

/// The kinds of [`ParseError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// The line is not valid UTF-8.
    NotUtf8,
    /// The line is longer than a reader holds (this many bytes).
    LineTooLong(usize),
    /// A character that is neither a symbol of the grid nor an empty mark.
    BadSymbol {
        /// The character found.
        found: char,
        /// Side of the grid.
        side: usize,
        /// The grid's symbols, as the message lists them (`1-9`).
        alphabet: String,
    },
    /// A CSV line with no field in the puzzles' column.
    NoField {
        /// The column, from 1.
        column: usize,
    },
    /// A CSV header that names no puzzle column.
    NoPuzzleColumn,
    /// A number outside `0..=side` in a numbered grid.
    BadNumber {
        /// The text found.
        found: String,
        /// Side of the grid.
        side: usize,
    },
    /// A line whose cell count is neither a whole puzzle nor a grid row.
    BadLength {
        /// Cells on the line.
        cells: usize,
        /// The counts that would do, in words.
        expected: String,
    },
    /// A grid row of the wrong length.
    RowLength {
        /// Cells in the row.
        cells: usize,
        /// Side of the grid: the cells a row needs.
        side: usize,
    },
    /// A row of a grid with more or fewer cells than the grid's side.
    RowCells {
        /// Which row of its grid, counted from 1.
        row: usize,
        /// Cells in the row.
        cells: usize,
        /// Side of the grid: the cells a row needs.
        side: usize,
    },
    /// A grid that stopped before its last row.
    ShortGrid {
        /// Rows read.
        rows: usize,
        /// Side of the grid: the rows it needs.
        side: usize,
    },
    /// A row after the last row of a grid, before the blank line that ends it.
    ExtraRow {
        /// Which row it would be, counted from 1.
        row: usize,
        /// Side of the grid: the rows it has.
        side: usize,
    },
    /// A row of a file in the box-size header format with no box-size line before it.
    NoHeader,
    /// The side is not n², so the grid's boxes are not square and their shape must be
    /// given (6×6 Sudoku has 2×3 boxes).
    BoxesNeeded {
        /// Side of the grid.
        side: usize,
        /// How the reader's caller is given a box shape (`--box` on the command line), for
        /// the message to name; `None` from the library, which names no option of its
        /// callers (see [`ParseError::with_box_option`]).
        option: Option<&'static str>,
    },
    /// The side cannot be a Sudoku (too large, boxes too small).
    Shape(ShapeError),
    /// A pencil-mark grid past the largest side of one
    /// ([`MAX_MARKS_SIDE`](crate::format::MAX_MARKS_SIDE)).
    MarksTooLarge {
        /// Side of the grid.
        side: usize,
        /// The largest side of a pencil-mark grid.
        most: usize,
    },
    /// A line of 729 characters read where puzzles are read, with no option fixing a side
    /// other than 9: 9×9 pencil marks (81 cells × 9 candidates, the candidate line of
    /// [`read_marks`](crate::format::read_marks)) when `marks`, else a line that may be
    /// meant as them; either way no puzzle, for `problem`.
    PencilMarks {
        /// Whether the line reads as 9×9 pencil marks.
        marks: bool,
        /// Why the line is no puzzle.
        problem: Box<ParseErrorKind>,
        /// How the reader's caller reads pencil marks, for the message to say (`read it
        /// with --marks` on the command line); `None` from the library, which names no
        /// option of its callers (see [`ParseError::with_marks_advice`]).
        advice: Option<&'static str>,
    },
    /// A 729-character line of digits and empty marks read as 9×9 pencil marks, with a
    /// digit out of its place: each cell's nine places hold candidate n in place n.
    MisplacedCandidate {
        /// The digit found.
        found: char,
        /// The cell, in reading order from 0.
        cell: usize,
        /// Its place in the cell, from 1.
        place: usize,
    },
    /// [`ReadOptions`](super::ReadOptions) fix two different sides (alphabet, box shape, region map).
    OptionsDisagree(SideFrom, SideFrom),
    /// The variant does not hold on the grid's shape (windoku on 6×6, say).
    Rules(RulesError),
    /// A region map with rows of unequal length, or not as many rows as labels per row.
    MapRows {
        /// Rows in the map.
        rows: usize,
        /// Labels per row.
        side: usize,
    },
    /// A region label that makes one region more than the side.
    TooManyRegions {
        /// The label one too many.
        label: char,
        /// Side of the map: its number of regions.
        side: usize,
    },
    /// A region with more cells than the side (another then has fewer).
    RegionSize {
        /// The region's label.
        label: char,
        /// Its cells.
        size: usize,
        /// Side of the map: the cells each region needs.
        side: usize,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(column) => write!(f, "line {}, column {}: {}", self.line, column, self.kind),
            None => write!(f, "line {}: {}", self.line, self.kind),
        }
    }
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::NotUtf8 => f.write_str("not valid UTF-8 text"),
            ParseErrorKind::LineTooLong(limit) => {
                write!(
                    f,
                    "the line is longer than {limit} bytes, more than any puzzle needs"
                )
            }
            ParseErrorKind::BadSymbol {
                found,
                side,
                alphabet,
            } => write!(
                f,
                "{found:?} is not a symbol of a {side}×{side} grid (symbols {alphabet}, empty . _ 0)"
            ),
            ParseErrorKind::NoField { column } => {
                write!(f, "no field {column} on the line, the puzzles' column")
            }
            ParseErrorKind::NoPuzzleColumn => f.write_str(
                "a CSV header that names no puzzle column (quizzes, quiz, puzzle, puzzles, \
                 question): give the puzzles' column by number (--column N)",
            ),
            ParseErrorKind::BadNumber { found, side } => {
                write!(f, "{found:?} is not a number from 0 (empty) to {side}")
            }
            ParseErrorKind::BadLength { cells, expected } => {
                let plural = if *cells == 1 { "" } else { "s" };
                write!(f, "{cells} cell{plural} on the line; expected {expected}")
            }
            ParseErrorKind::RowLength { cells, side } => {
                write!(
                    f,
                    "grid row has {cells} cells; a {side}×{side} grid row needs {side}"
                )
            }
            ParseErrorKind::RowCells { row, cells, side } => write!(
                f,
                "row {row} has {cells} cells; a {side}×{side} grid's rows have {side}"
            ),
            ParseErrorKind::ShortGrid { rows, side } => {
                write!(f, "grid ends after {rows} of its {side} rows")
            }
            ParseErrorKind::ExtraRow { row, side } => write!(
                f,
                "row {row} is one too many: a {side}×{side} grid has {side} rows"
            ),
            ParseErrorKind::NoHeader => f.write_str(
                "a grid row with no box-size line before it: in this file each puzzle starts \
                 with its box size",
            ),
            ParseErrorKind::BoxesNeeded { side, option } => boxes_needed(f, *side, *option),
            ParseErrorKind::Shape(e) => e.fmt(f),
            ParseErrorKind::MarksTooLarge { side, most } => write!(
                f,
                "pencil marks are read for grids up to {most}×{most} (a cell's candidates are \
                 64 bits); this one is {side}×{side}"
            ),
            ParseErrorKind::PencilMarks {
                marks,
                problem,
                advice,
            } => {
                let advice = advice.unwrap_or("read it as pencil marks");
                match marks {
                    true => write!(
                        f,
                        "9×9 pencil marks (729 characters: 81 cells × 9 candidates), not a \
                         puzzle: {advice}; as a puzzle, {problem}"
                    ),
                    false => write!(f, "{problem}; if it is 9×9 pencil marks: {advice}"),
                }
            }
            ParseErrorKind::MisplacedCandidate { found, cell, place } => write!(
                f,
                "{found:?} in place {place} of {}: a 9×9 pencil-mark line writes candidate n \
                 in place n of its cell's nine, else . or 0",
                crate::grid::cell_name(9, *cell)
            ),
            ParseErrorKind::OptionsDisagree(first, second) => write!(f, "{first} but {second}"),
            ParseErrorKind::Rules(error) => error.fmt(f),
            ParseErrorKind::MapRows { rows, side } => write!(
                f,
                "the region map has {rows} rows of {side} labels; it must be square ({side} rows)"
            ),
            ParseErrorKind::TooManyRegions { label, side } => write!(
                f,
                "{label:?} is region label number {}; a {side}×{side} map has {side} regions",
                side + 1
            ),
            ParseErrorKind::RegionSize { label, size, side } => write!(
                f,
                "region {label:?} has {size} cells; each region needs {side}"
            ),
        }
    }
}

impl ParseError {
    /// The same error, naming `option` as the way to give a box shape where the message
    /// asks for one, the shape written right after it: the command line passes `"--box "`,
    /// the Python package `"box="`.
    ///
    /// # Examples
    /// ```
    /// use sudograph::format::{read_puzzles, ReadOptions};
    /// let error = read_puzzles(b"123456", &ReadOptions::default()).remove(0).unwrap_err();
    /// assert_eq!(error.to_string(),
    ///     "line 1: side 6 has two box shapes, 2x3 and 3x2: give one, such as 2x3");
    /// assert_eq!(error.with_box_option("--box ").to_string(),
    ///     "line 1: side 6 has two box shapes, 2x3 and 3x2: give one with --box 2x3");
    /// ```
    pub fn with_box_option(mut self, option: &'static str) -> ParseError {
        let kind = match &mut self.kind {
            ParseErrorKind::PencilMarks { problem, .. } => &mut **problem,
            kind => kind,
        };
        if let ParseErrorKind::BoxesNeeded { option: named, .. } = kind {
            *named = Some(option);
        }
        self
    }
}

impl ParseError {
    /// The same error, saying `advice` on how to read a line of 9×9 pencil marks met where
    /// puzzles are read ([`ParseErrorKind::PencilMarks`]): the command line passes `"read
    /// it with --marks"` where a command takes pencil marks.
    ///
    /// # Examples
    /// ```
    /// use sudograph::format::{read_puzzles, ReadOptions};
    /// let marks = "123456789".repeat(81);
    /// let error = read_puzzles(marks.as_bytes(), &ReadOptions::default()).remove(0).unwrap_err();
    /// assert_eq!(error.with_marks_advice("read it with --marks").to_string(),
    ///     "line 1: 9×9 pencil marks (729 characters: 81 cells × 9 candidates), not a puzzle: \
    ///      read it with --marks; as a puzzle, side 27 has two box shapes, 3x9 and 9x3: give \
    ///      one, such as 3x9");
    /// ```
    pub fn with_marks_advice(mut self, advice: &'static str) -> ParseError {
        if let ParseErrorKind::PencilMarks { advice: said, .. } = &mut self.kind {
            *said = Some(advice);
        }
        self
    }
}

/// The message of [`ParseErrorKind::BoxesNeeded`]: the box shapes a side has, and which
/// one to give (the squarest).
fn boxes_needed(
    f: &mut fmt::Formatter<'_>,
    side: usize,
    option: Option<&'static str>,
) -> fmt::Result {
    let proper: Vec<(usize, usize)> = (2..side)
        .filter(|&rows| side.is_multiple_of(rows))
        .map(|rows| (rows, side / rows))
        .collect();
    let shapes = match proper.is_empty() {
        true => vec![(1, side), (side, 1)],
        false => proper,
    };
    let names: Vec<String> = shapes.iter().map(|(r, c)| format!("{r}x{c}")).collect();
    let count = match names.len() {
        2 => "two".to_string(),
        n => n.to_string(),
    };
    let (last, rest) = names.split_last().expect("a side has two shapes or more");
    write!(
        f,
        "side {side} has {count} box shapes, {} and {last}",
        rest.join(", ")
    )?;
    let Ok(suggested) = Shape::squarest(side) else {
        return Ok(());
    };
    let suggested = format!("{}x{}", suggested.box_rows(), suggested.box_cols());
    match option {
        Some(option) => write!(f, ": give one with {option}{suggested}"),
        None => write!(f, ": give one, such as {suggested}"),
    }
}

impl std::error::Error for ParseError {
    /// The shape error behind a [`ParseErrorKind::Shape`]; the other kinds wrap no error.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            ParseErrorKind::Shape(error) => Some(error),
            _ => None,
        }
    }
}
