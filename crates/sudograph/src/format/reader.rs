//! The puzzle reader: a state machine fed one line at a time, so that a file or a stream of
//! any length is read in constant memory. A puzzle is handed out as a borrowed view the
//! moment it is known whole, and a puzzle that does not read is handed out as its error,
//! in its place: one record per puzzle, whatever is wrong with it.
//!
//! A file holds its puzzles in one layout, told by its first puzzle: lines of side² cells,
//! grids of side rows (characters, or numbers for big grids), or the box-size header
//! format. The rest of the file is read in that layout, so that a row of the wrong length
//! is a fault of its grid, not a puzzle of its own.

use super::alphabet::{Alphabet, MAX_CHARACTER_SIDE};
use super::cells::{Cells, Token, split};
use super::columns::{Columns, Field};
use super::error::{ParseError, ParseErrorKind};
use super::grids::{Emit, Grids};
use super::kinds::Kinds;
use super::marks::is_candidate_line;
use super::options::ReadOptions;
use super::puzzle::{Layout, Puzzle, PuzzleView};
use crate::shape::MAX_SIDE;

/// The characters of a 9×9 pencil-mark line: 81 cells of 9 candidates, as many as a 27×27
/// puzzle line has cells.
const MARKS_LINE: usize = 729;

/// Reads every puzzle in `text`: one per line, or grid after grid, `#` comment lines and
/// blank lines skipped. Each puzzle is read or rejected on its own, so one bad puzzle
/// does not hide the others. Accepts a UTF-8 BOM and CRLF line ends. For input too large
/// to hold, feed a [`PuzzleReader`] line by line instead.
///
/// # Examples
/// ```
/// use sudograph::format::{read_puzzles, ReadOptions, Layout};
/// let text = "# a 4×4 puzzle\n..34.421...31342\n";
/// let puzzles = read_puzzles(text.as_bytes(), &ReadOptions::default());
/// let puzzle = puzzles[0].as_ref().unwrap();
/// assert_eq!(puzzle.layout, Layout::Line);
/// assert_eq!(puzzle.grid.side(), 4);
/// assert_eq!(puzzle.line, 2);
/// ```
pub fn read_puzzles(text: &[u8], options: &ReadOptions) -> Vec<Result<Puzzle, ParseError>> {
    let mut reader = PuzzleReader::new(options.clone());
    let mut out = Vec::new();
    let mut emit = |read: Result<PuzzleView<'_>, ParseError>| {
        out.push(read.map(|view| view.to_puzzle()));
    };
    for line in text.split(|&b| b == b'\n') {
        reader.line(line, &mut emit);
    }
    reader.finish(&mut emit);
    out
}

/// The layout of a file's puzzles, told by its first one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FileLayout {
    /// No puzzle read yet (lines that read as nothing do not tell).
    Unknown,
    /// A puzzle per line.
    Lines,
    /// Grids of side rows.
    Grids,
    /// The box-size header format.
    Headers,
}

/// Reads puzzles line by line; see [`PuzzleReader::line`].
///
/// # Examples
/// ```
/// use sudograph::format::{PuzzleReader, ReadOptions};
/// let mut reader = PuzzleReader::new(ReadOptions::default());
/// let mut lines = Vec::new();
/// for line in ["# two puzzles", "..34.421...31342", "..34.4x1...31342"] {
///     reader.line(line.as_bytes(), &mut |read| lines.push(read.map(|p| p.line)));
/// }
/// reader.finish(&mut |read| lines.push(read.map(|p| p.line)));
/// assert_eq!(lines[0], Ok(2));
/// assert_eq!(lines[1].clone().unwrap_err().to_string(),
///     "line 3, column 7: 'x' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)");
/// ```
pub struct PuzzleReader {
    /// The rules and alphabet of each side met so far, built once.
    kinds: Kinds,
    /// Lines fed so far.
    line_no: usize,
    /// Whether a line with text (not blank, not a comment) has been read.
    started: bool,
    layout: FileLayout,
    /// The grids of a file of grids.
    grids: Grids,
    /// The current line split into cells, when it is not one cell per byte.
    tokens: Vec<Token>,
    /// The current line's cells, for a puzzle line.
    line_cells: Vec<Option<u16>>,
    /// The kind of the last puzzle line read: the next line is most likely another one.
    line_kind: Option<usize>,
    /// The puzzles' column, in a CSV file.
    columns: Columns,
}

impl PuzzleReader {
    /// A reader that reads under `options`.
    pub fn new(options: ReadOptions) -> PuzzleReader {
        PuzzleReader {
            columns: Columns::new(options.column),
            kinds: Kinds::new(options),
            line_no: 0,
            started: false,
            layout: FileLayout::Unknown,
            grids: Grids::new(),
            tokens: Vec::new(),
            line_cells: Vec::new(),
            line_kind: None,
        }
    }

    /// Lines fed so far.
    pub fn lines(&self) -> usize {
        self.line_no
    }

    /// Reads the next line (without its `\n`; a trailing `\r`, a UTF-8 BOM on the first
    /// line, `#` comments and blank lines are fine) and calls `emit` with each puzzle it
    /// completes, or with the error of a puzzle that cannot be read. A grid is complete at
    /// the line after it (a blank line, or the next grid's first row in a file that
    /// writes its grids back to back), or at [`PuzzleReader::finish`].
    pub fn line(&mut self, raw: &[u8], emit: &mut impl FnMut(Result<PuzzleView<'_>, ParseError>)) {
        self.line_no += 1;
        let raw = match self.line_no {
            1 => raw.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(raw),
            _ => raw,
        };
        if self.another_line(raw.trim_ascii(), emit) {
            return;
        }
        let Ok(line) = std::str::from_utf8(raw) else {
            return self.unreadable(ParseErrorKind::NotUtf8, emit);
        };
        let line = line.trim_end();
        let text = line.trim_start();
        if text.is_empty() || text.starts_with('#') {
            self.grids.gap(text.is_empty(), &mut self.kinds, emit);
            return self.settle();
        }
        // In a CSV file, the puzzle is a field of the line: errors count columns from the
        // line's start.
        let (line, offset) = match self.columns.field(line) {
            Field::Whole => (line, 0),
            Field::Header => return,
            Field::Cell { text, offset } => (text, offset),
            Field::Missing(column) => {
                self.started = true;
                let kind = ParseErrorKind::NoField { column };
                return emit(Err(self.error(None, kind)));
            }
            Field::Unnamed => {
                self.started = true;
                return emit(Err(self.error(None, ParseErrorKind::NoPuzzleColumn)));
            }
        };
        let line_no = self.line_no;
        let emit = &mut |read: Result<PuzzleView<'_>, ParseError>| {
            emit(read.map_err(|mut error| {
                if error.line == line_no {
                    error.column = error.column.map(|c| c + offset);
                }
                error
            }))
        };
        let line = without_trailing_text(line);
        let text = line.trim_start();
        let first = !std::mem::replace(&mut self.started, true);
        if let Err(kind) = self.kinds.fixed() {
            return emit(Err(self.error(None, kind)));
        }
        // A box size: a number of one or two digits alone on its line (`1234` is a row).
        let number = text.len() <= 2 && text.bytes().all(|b| b.is_ascii_digit());
        let headers = self.layout == FileLayout::Headers;
        if number && (headers || (first && self.layout == FileLayout::Unknown)) {
            self.layout = FileLayout::Headers;
            return self.grids.header(text, self.line_no, &mut self.kinds, emit);
        }
        let numbers = headers || (self.layout == FileLayout::Grids && self.grids.numbers);
        let mut tokens = std::mem::take(&mut self.tokens);
        let cells = split(line, &mut tokens, numbers);
        if cells.len() > 0 {
            self.read_line_cells(&cells, emit); // else a line of box borders, `---+---`
        }
        self.tokens = tokens;
    }

    /// Reads the line as one more puzzle line like the last one, when it is plainly one
    /// (side² symbols or empty marks, one byte each): the common case, in one pass.
    fn another_line(&mut self, bytes: &[u8], emit: &mut impl Emit) -> bool {
        let Some(kind) = self.line_kind else {
            return false;
        };
        let kind = self.kinds.get(kind);
        let plain = self.layout == FileLayout::Lines && !self.columns.is_csv();
        if !plain || bytes.len() != kind.side * kind.side {
            return false;
        }
        self.line_cells.clear();
        if !kind.alphabet.read_bytes(bytes, &mut self.line_cells) {
            return false;
        }
        emit(Ok(PuzzleView {
            cells: &self.line_cells,
            rules: &kind.rules,
            alphabet: &kind.alphabet,
            layout: Layout::Line,
            line: self.line_no,
        }));
        true
    }

    /// Counts a line that was not kept because it is longer than `limit` bytes: it is an
    /// error in its place, as a line that is not text is.
    pub fn long_line(
        &mut self,
        limit: usize,
        emit: &mut impl FnMut(Result<PuzzleView<'_>, ParseError>),
    ) {
        self.line_no += 1;
        self.started = true;
        self.unreadable(ParseErrorKind::LineTooLong(limit), emit);
    }

    /// Reports the current line as unreadable: a fault of the grid it was to be a row of,
    /// or a puzzle of its own.
    fn unreadable(&mut self, kind: ParseErrorKind, emit: &mut impl Emit) {
        let error = self.error(None, kind);
        self.grids.unreadable(error, &mut self.kinds, emit);
        self.settle();
    }

    /// Ends the input: a grid still open is handed out, whole or not.
    pub fn finish(&mut self, emit: &mut impl FnMut(Result<PuzzleView<'_>, ParseError>)) {
        self.grids.finish(&mut self.kinds, emit);
        self.settle();
    }

    /// A file whose first grid turned out no grid (its side has no rules, or a lone row
    /// was a puzzle line) has its layout still to tell.
    fn settle(&mut self) {
        if self.layout == FileLayout::Grids && !self.grids.is_open() && !self.grids.settled {
            self.layout = FileLayout::Unknown;
        }
    }

    /// Reads a line that holds cells, in the file's layout. A line of 729 characters in a
    /// file of puzzle lines, where no option fixes a side other than 9, is no puzzle (no
    /// box shape is given for side 27): its error says that it is 9×9 pencil marks, or
    /// that it may be meant as them.
    fn read_line_cells(&mut self, cells: &Cells<'_>, emit: &mut impl Emit) {
        let grids = matches!(self.layout, FileLayout::Grids | FileLayout::Headers);
        let fixed = self.kinds.fixed().ok().flatten();
        let marks_like = !grids
            && !cells.numbered()
            && cells.len() == MARKS_LINE
            && fixed.is_none_or(|side| side == 9);
        if !marks_like {
            return self.read_cells(cells, emit);
        }
        let (line, marks) = (self.line_no, is_candidate_line(cells.text()));
        self.read_cells(cells, &mut |read: Result<PuzzleView<'_>, ParseError>| {
            emit(read.map_err(|mut error| {
                if error.line == line {
                    error.kind = ParseErrorKind::PencilMarks {
                        marks,
                        problem: Box::new(error.kind),
                        advice: None,
                    };
                }
                error
            }))
        });
    }

    /// Reads a line that holds cells, in the file's layout.
    fn read_cells(&mut self, cells: &Cells<'_>, emit: &mut impl Emit) {
        let line = self.line_no;
        match self.layout {
            FileLayout::Lines => self.line_puzzle(cells, emit),
            FileLayout::Headers if self.grids.is_open() => {
                self.grids.row(cells, line, &mut self.kinds, emit);
            }
            FileLayout::Headers => self.grids.headless(line),
            FileLayout::Grids => {
                let taken = self.grids.row(cells, line, &mut self.kinds, emit);
                self.settle();
                if !taken {
                    self.read_cells(cells, emit); // the open grid ended before this line
                }
            }
            FileLayout::Unknown => self.first_puzzle(cells, emit),
        }
    }

    /// Reads the file's first puzzle, which tells the layout: a whole puzzle line, or the
    /// first row of a grid.
    fn first_puzzle(&mut self, cells: &Cells<'_>, emit: &mut impl Emit) {
        let count = cells.len();
        let line_side = count.isqrt();
        let as_line = line_side >= 4 && line_side * line_side == count;
        let fixed = self.kinds.fixed().ok().flatten();
        // A line of numbers too long to be a row is a whole puzzle past 64×64 written in
        // numbers, as the JSON and CSV records write a solution.
        let numbers_line = cells.numbered() && count > MAX_SIDE && line_side > MAX_CHARACTER_SIDE;
        let (line, row) = match fixed {
            Some(side) => (
                count == side * side && (!cells.numbered() || numbers_line),
                count == side,
            ),
            None if numbers_line => (as_line && self.kinds.readable(line_side), false),
            None if cells.numbered() => (false, true),
            None => {
                let line = as_line && self.kinds.readable(line_side);
                let row = count <= MAX_CHARACTER_SIDE && self.kinds.readable(count);
                // 16 cells is both a 4×4 puzzle line and a 16×16 grid row: a symbol beyond
                // 4 settles it.
                let beyond = line && row && cells.beyond(line_side, count);
                let line = line && !beyond;
                (line, row && !line)
            }
        };
        if line {
            self.layout = FileLayout::Lines;
            return self.line_puzzle(cells, emit);
        }
        // A row of no side with rules still starts a grid, so that the grid is one error.
        let could_be_a_row = (2..=widest(cells.numbered())).contains(&count);
        if row || (fixed.is_none() && !as_line && could_be_a_row) {
            self.layout = FileLayout::Grids;
            return self.grids.start(cells, self.line_no, &mut self.kinds);
        }
        if let Some(side) = fixed {
            let expected = format!("{} (a puzzle line) or {side} (a grid row)", side * side);
            let kind = ParseErrorKind::BadLength {
                cells: count,
                expected,
            };
            return emit(Err(self.error(None, kind)));
        }
        // Neither a line nor a row: as a line, what is wrong with it (too long, boxes not
        // given, a character that is no symbol); the layout is still to tell.
        self.line_puzzle(cells, emit);
    }

    /// Reads a puzzle line.
    fn line_puzzle(&mut self, cells: &Cells<'_>, emit: &mut impl Emit) {
        let count = cells.len();
        let side = match self.kinds.fixed().ok().flatten() {
            Some(side) => (count == side * side).then_some(side),
            None => Some(count.isqrt())
                .filter(|&s| (4..=widest(cells.numbered())).contains(&s) && s * s == count),
        };
        let Some(side) = side else {
            // In a file of puzzle lines, a character that is no symbol of its puzzles is
            // named first, before the line's length.
            if let Some(kind) = self.line_kind {
                let alphabet = self.kinds.get(kind).alphabet.clone();
                self.line_cells.clear();
                if !cells.numbered()
                    && let Err(error) = cells.decode(&alphabet, self.line_no, &mut self.line_cells)
                {
                    return emit(Err(error));
                }
            }
            let kind = self.bad_length(count, cells.numbered());
            return emit(Err(self.error(None, kind)));
        };
        let kind = match self.kinds.index(side) {
            Ok(kind) => kind,
            Err(error) => {
                // The first fault in reading order: a character that is no symbol of a
                // grid of that side, before the side itself.
                self.line_cells.clear();
                let alphabet = Alphabet::for_side(side);
                let read = cells.decode(&alphabet, self.line_no, &mut self.line_cells);
                return emit(Err(read.err().unwrap_or_else(|| self.error(None, error))));
            }
        };
        self.line_kind = Some(kind);
        self.line_cells.clear();
        let kind = self.kinds.get(kind);
        emit(
            match cells.decode(&kind.alphabet, self.line_no, &mut self.line_cells) {
                Ok(()) => Ok(PuzzleView {
                    cells: &self.line_cells,
                    rules: &kind.rules,
                    alphabet: &kind.alphabet,
                    layout: Layout::Line,
                    line: self.line_no,
                }),
                Err(e) => Err(e),
            },
        );
    }

    /// Why a line of `count` cells, written in numbers or not, is no puzzle line.
    fn bad_length(&self, count: usize, numbered: bool) -> ParseErrorKind {
        let widest = widest(numbered);
        let largest = match numbered {
            true => "the largest grid",
            false => "the largest written in characters",
        };
        let expected = match self.kinds.fixed().ok().flatten() {
            Some(side) => format!("{} (a {side}×{side} puzzle line)", side * side),
            None if count > widest * widest => format!(
                "at most {} (a {widest}×{widest} puzzle line, {largest})",
                widest * widest
            ),
            None if self.layout == FileLayout::Lines && (4..=widest).contains(&count) => {
                "a puzzle line of side² cells (16, 81, 256, 625 …): a file holds puzzles of \
                 one layout, and this one's first puzzle is a line"
                    .to_string()
            }
            None if self.layout == FileLayout::Lines => {
                "a puzzle line of side² cells (16, 81, 256, 625 …)".to_string()
            }
            None => "a puzzle line of side² cells (16, 81, 256, 625 …) or a grid row of side \
                     cells (4, 9, 16, 25 …)"
                .to_string(),
        };
        ParseErrorKind::BadLength {
            cells: count,
            expected,
        }
    }

    /// An error on the current line.
    fn error(&self, column: Option<usize>, kind: ParseErrorKind) -> ParseError {
        ParseError {
            line: self.line_no,
            column,
            kind,
        }
    }
}

/// The largest side of a grid whose lines or rows are written in numbers (`numbered`) or
/// not: a symbol written as a character is one of at most 64, as a number one of any side.
fn widest(numbered: bool) -> usize {
    match numbered {
        true => MAX_SIDE,
        false => MAX_CHARACTER_SIDE,
    }
}

/// The line without the text after its puzzle: when its first word (up to white space or
/// `#`) has 16 characters or more, a whole puzzle line or a long grid row, what follows it
/// (a `# comment`, or a tab and a rating as the forum lists write them) is no cell.
fn without_trailing_text(line: &str) -> &str {
    let text = line.trim_start();
    let indent = line.len() - text.len();
    match text.find(|c: char| c.is_whitespace() || c == '#') {
        Some(end) if end >= 16 => &line[..indent + end],
        _ => line,
    }
}
