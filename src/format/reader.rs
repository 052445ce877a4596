//! The puzzle reader: a state machine fed one line at a time, so that a file or a stream of
//! any length is read in constant memory. A puzzle is a whole line of side² cells or a grid
//! of side rows; it is handed out as a borrowed view the moment its last line is read, and
//! a puzzle that does not read is handed out as its error, in its place.

use super::alphabet::Alphabet;
use super::cells::{Cells, Token, split};
use super::error::{ParseError, ParseErrorKind};
use super::options::ReadOptions;
use super::puzzle::{Layout, Puzzle};
use super::side_from::SideFrom;
use crate::grid::Grid;
use crate::rules::Rules;
use crate::shape::{MAX_SIDE, Shape, ShapeError};

/// A puzzle as the reader holds it: valid until the next line is fed.
#[derive(Clone, Copy, Debug)]
pub struct PuzzleView<'a> {
    /// Its cells in reading order, each a symbol below the side or empty.
    pub cells: &'a [Option<u8>],
    /// The rules it is played under.
    pub rules: &'a Rules,
    /// The alphabet it was written in, to write its solution in.
    pub alphabet: &'a Alphabet,
    /// How it was written.
    pub layout: Layout,
    /// 1-based line where it starts.
    pub line: usize,
}

impl PuzzleView<'_> {
    /// An owned copy.
    pub fn to_puzzle(&self) -> Puzzle {
        Puzzle {
            grid: Grid::from_cells(self.rules.clone(), self.cells.to_vec())
                .expect("the reader checks the cell count and symbols"),
            layout: self.layout,
            line: self.line,
        }
    }
}

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
    options: ReadOptions,
    /// The side the options fix, or why they contradict each other.
    fixed_side: Result<Option<usize>, ParseErrorKind>,
    /// The rules and alphabet of each side met so far, built once.
    kinds: Vec<Kind>,
    /// Lines fed so far.
    line_no: usize,
    /// The grid being read row by row, its cells in `grid_cells`.
    pending: Option<Pending>,
    grid_cells: Vec<Option<u8>>,
    /// The first row's text of the pending grid: a lone 16-cell row may have been meant as
    /// a 4×4 puzzle line.
    first_row: String,
    /// Rows still to pass over after the first row of a grid of non-square side was
    /// reported: (cells per row, rows left), so that the grid gets one error, not one per row.
    skip_rows: Option<(usize, usize)>,
    /// The current line split into cells, when it is not one cell per byte.
    tokens: Vec<Token>,
    /// The current line's cells, for a puzzle line.
    line_cells: Vec<Option<u8>>,
    /// The kind of the last puzzle line read: the next line is most likely another one.
    line_kind: Option<usize>,
}

/// The rules and alphabet of one side.
struct Kind {
    side: usize,
    rules: Rules,
    alphabet: Alphabet,
}

/// What a line read outside any grid is, with the index of its kind.
enum Fresh {
    /// A whole puzzle on one line.
    Puzzle(usize),
    /// The first row of a grid.
    FirstRow(usize),
}

/// A grid being read row by row.
struct Pending {
    kind: usize,
    first_line: usize,
    numbered: bool,
    error: Option<ParseError>,
}

impl PuzzleReader {
    /// A reader that reads under `options`.
    pub fn new(options: ReadOptions) -> PuzzleReader {
        PuzzleReader {
            fixed_side: options.fixed_side(),
            options,
            kinds: Vec::new(),
            line_no: 0,
            pending: None,
            grid_cells: Vec::new(),
            first_row: String::new(),
            skip_rows: None,
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
    /// line, `#` comments and blank lines are fine) and calls `emit` with the puzzle it
    /// completes, or with the error of a puzzle that cannot be read; a grid ended by a line
    /// that is not one of its rows is emitted (as an error) before that line's own puzzle.
    pub fn line(&mut self, raw: &[u8], emit: &mut impl FnMut(Result<PuzzleView<'_>, ParseError>)) {
        self.line_no += 1;
        let line_no = self.line_no;
        let raw = match line_no {
            1 => raw.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(raw),
            _ => raw,
        };
        if self.another_line(raw.trim_ascii(), emit) {
            return;
        }
        let Ok(line) = std::str::from_utf8(raw) else {
            return self.unreadable(ParseErrorKind::NotUtf8, emit);
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return;
        }
        let mut tokens = std::mem::take(&mut self.tokens);
        self.read_cells(line, split(line, &mut tokens), emit);
        self.tokens = tokens;
    }

    /// Reads the line as one more puzzle line like the last one, when it is plainly one
    /// (side² symbols or empty marks, one byte each): the common case, in one pass.
    fn another_line(
        &mut self,
        bytes: &[u8],
        emit: &mut impl FnMut(Result<PuzzleView<'_>, ParseError>),
    ) -> bool {
        let Some(kind) = self.line_kind else {
            return false;
        };
        let Kind {
            side,
            rules,
            alphabet,
        } = &self.kinds[kind];
        if self.pending.is_some() || self.skip_rows.is_some() || bytes.len() != side * side {
            return false;
        }
        self.line_cells.clear();
        if !alphabet.read_bytes(bytes, &mut self.line_cells) {
            return false;
        }
        emit(Ok(PuzzleView {
            cells: &self.line_cells,
            rules,
            alphabet,
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
        self.unreadable(ParseErrorKind::LineTooLong(limit), emit);
    }

    /// Reports the current line as unreadable: the error of the grid it was to be a row of,
    /// or a puzzle of its own.
    fn unreadable(
        &mut self,
        kind: ParseErrorKind,
        emit: &mut impl FnMut(Result<PuzzleView<'_>, ParseError>),
    ) {
        let error = ParseError {
            line: self.line_no,
            column: None,
            kind,
        };
        match &mut self.pending {
            Some(grid) => {
                grid.error.get_or_insert(error);
                let side = self.kinds[grid.kind].side;
                self.grid_cells.resize(self.grid_cells.len() + side, None);
                self.finish_if_full(emit);
            }
            None => emit(Err(error)),
        }
    }

    /// Ends the input: a grid still waiting for rows is emitted as an error.
    pub fn finish(&mut self, emit: &mut impl FnMut(Result<PuzzleView<'_>, ParseError>)) {
        if let Some(grid) = self.pending.take() {
            emit(Err(self.short_error(grid)));
        }
        self.skip_rows = None;
    }

    /// Reads a line that holds cells.
    fn read_cells(
        &mut self,
        line: &str,
        cells: Cells<'_>,
        emit: &mut impl FnMut(Result<PuzzleView<'_>, ParseError>),
    ) {
        let line_no = self.line_no;
        let count = cells.len();
        if count == 0 {
            return; // a line of box borders only, such as `------+-------+------`
        }
        if let Some((width, left)) = self.skip_rows.take()
            && count == width
        {
            self.skip_rows = (left > 1).then(|| (width, left - 1));
            return;
        }
        if let Some(grid) = &mut self.pending {
            let kind = &self.kinds[grid.kind];
            if count == kind.side {
                let before = self.grid_cells.len();
                if let Err(e) = cells.decode(&kind.alphabet, line_no, &mut self.grid_cells) {
                    grid.error.get_or_insert(e);
                    self.grid_cells.resize(before, None);
                    self.grid_cells.resize(before + kind.side, None);
                }
                grid.numbered |= cells.numbered();
                self.finish_if_full(emit);
                return;
            }
            let grid = self.pending.take().expect("inside the pending grid");
            emit(Err(self.short_error(grid)));
        }
        let (kind, is_row) = match self.classify(&cells) {
            Ok(Fresh::Puzzle(kind)) => (kind, false),
            Ok(Fresh::FirstRow(kind)) => (kind, true),
            Err(kind) => {
                if kind == ParseErrorKind::Shape(ShapeError::NotSquare(count)) {
                    self.skip_rows = Some((count, count - 1));
                }
                emit(Err(ParseError {
                    line: line_no,
                    column: None,
                    kind,
                }));
                return;
            }
        };
        let Kind {
            rules, alphabet, ..
        } = &self.kinds[kind];
        if !is_row {
            self.line_kind = Some(kind);
            self.line_cells.clear();
            emit(
                match cells.decode(alphabet, line_no, &mut self.line_cells) {
                    Ok(()) => Ok(PuzzleView {
                        cells: &self.line_cells,
                        rules,
                        alphabet,
                        layout: Layout::Line,
                        line: line_no,
                    }),
                    Err(e) => Err(e),
                },
            );
            return;
        }
        self.grid_cells.clear();
        let error = cells
            .decode(alphabet, line_no, &mut self.grid_cells)
            .err()
            .inspect(|_| {
                self.grid_cells.clear();
                self.grid_cells.resize(self.kinds[kind].side, None);
            });
        self.first_row.clear();
        self.first_row.push_str(line);
        self.pending = Some(Pending {
            kind,
            first_line: line_no,
            numbered: cells.numbered(),
            error,
        });
        self.finish_if_full(emit);
    }

    /// Emits the pending grid once it holds all its rows.
    fn finish_if_full(&mut self, emit: &mut impl FnMut(Result<PuzzleView<'_>, ParseError>)) {
        let Some(grid) = &self.pending else { return };
        let kind = &self.kinds[grid.kind];
        if self.grid_cells.len() < kind.side * kind.side {
            return;
        }
        let grid = self.pending.take().expect("checked above");
        let kind = &self.kinds[grid.kind];
        emit(match grid.error {
            Some(e) => Err(e),
            None => Ok(PuzzleView {
                cells: &self.grid_cells,
                rules: &kind.rules,
                alphabet: &kind.alphabet,
                layout: if grid.numbered {
                    Layout::Numbers
                } else {
                    Layout::Grid
                },
                line: grid.first_line,
            }),
        });
    }

    /// The error for a grid that ended early. A lone row that also reads as a whole puzzle
    /// line (16 cells: 4×4) is reported as that puzzle's error, which is what the writer
    /// most likely meant.
    fn short_error(&mut self, grid: Pending) -> ParseError {
        let side = self.kinds[grid.kind].side;
        let rows = self.grid_cells.len() / side;
        if let Some(error) = grid.error {
            return error;
        }
        let line_side = side.isqrt();
        if rows == 1 && line_side * line_side == side && Shape::for_side(line_side).is_ok() {
            let mut tokens = Vec::new();
            let cells = split(&self.first_row, &mut tokens);
            let mut scratch = Vec::new();
            if let Err(error) = cells.decode(
                &Alphabet::for_side(line_side),
                grid.first_line,
                &mut scratch,
            ) {
                return error;
            }
        }
        ParseError {
            line: grid.first_line,
            column: None,
            kind: ParseErrorKind::ShortGrid { rows, side },
        }
    }

    /// The kind (rules and alphabet) of a side, built on first use.
    fn kind(&mut self, side: usize) -> Result<usize, ParseErrorKind> {
        if let Some(i) = self.kinds.iter().position(|k| k.side == side) {
            return Ok(i);
        }
        let options = &self.options;
        let shape = match (options.shape, &options.variant.regions) {
            (Some(shape), _) => Ok(shape),
            (None, None) => Shape::for_side(side),
            (None, Some(_)) => Shape::squarest(side),
        }
        .map_err(ParseErrorKind::Shape)?;
        let rules = Rules::new(shape, options.variant.clone()).map_err(|mismatch| {
            ParseErrorKind::OptionsDisagree(
                SideFrom::Regions(mismatch.regions),
                SideFrom::Boxes(mismatch.grid),
            )
        })?;
        let alphabet = options
            .symbols
            .clone()
            .unwrap_or_else(|| Alphabet::for_side(side));
        self.kinds.push(Kind {
            side,
            rules,
            alphabet,
        });
        Ok(self.kinds.len() - 1)
    }

    /// Decides what a fresh line is: a whole puzzle or the first row of a grid, with the
    /// kind of grid it implies.
    fn classify(&mut self, cells: &Cells<'_>) -> Result<Fresh, ParseErrorKind> {
        let count = cells.len();
        if let Some(side) = self.fixed_side.clone()? {
            let kind = self.kind(side)?;
            if count == side * side {
                return Ok(Fresh::Puzzle(kind));
            }
            if count == side {
                return Ok(Fresh::FirstRow(kind));
            }
            let expected = format!("{} (a puzzle line) or {side} (a grid row)", side * side);
            return Err(ParseErrorKind::BadLength {
                cells: count,
                expected,
            });
        }
        let line_side = count.isqrt();
        let as_line = line_side * line_side == count && Shape::for_side(line_side).is_ok();
        let as_row = Shape::for_side(count).is_ok() || cells.numbered();
        // 16 cells is both a 4×4 puzzle line and a 16×16 grid row: a symbol beyond 4 settles it.
        let row_wins = as_row && (!as_line || cells.beyond(line_side, count));
        if as_line && !row_wins {
            return Ok(Fresh::Puzzle(self.kind(line_side)?));
        }
        if as_row {
            return Ok(Fresh::FirstRow(self.kind(count)?));
        }
        if count > MAX_SIDE * MAX_SIDE {
            let expected = format!(
                "at most {} (a {MAX_SIDE}×{MAX_SIDE} puzzle line, the largest grid)",
                MAX_SIDE * MAX_SIDE
            );
            return Err(ParseErrorKind::BadLength {
                cells: count,
                expected,
            });
        }
        // A short line is a grid row, a long square one a puzzle line: either way the side is
        // what is wrong, and saying so points at `--box`.
        if (2..=MAX_SIDE).contains(&count) {
            return Err(ParseErrorKind::Shape(ShapeError::NotSquare(count)));
        }
        if line_side >= 2 && line_side * line_side == count {
            return Err(ParseErrorKind::Shape(ShapeError::NotSquare(line_side)));
        }
        let expected = "a puzzle line of side² cells (16, 81, 256, 625 …) or a grid row of side \
                        cells (4, 9, 16, 25 …)"
            .to_string();
        Err(ParseErrorKind::BadLength {
            cells: count,
            expected,
        })
    }
}
