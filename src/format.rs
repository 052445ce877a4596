//! Text formats: reading puzzles (line and grid layouts, many per file) and jigsaw region
//! maps, and writing grids back in the layout they came in. Errors carry the line, column and
//! offending text.

use std::fmt;

use crate::grid::{Grid, MAX_SIDE, Shape, ShapeError};
use crate::rules::{Regions, RegionsError, Rules, Variant};

/// Default symbols in order: `1-9`, then `A-Z`, then `a-z`, then `@$%` (64 in all).
/// A grid of side s uses the first s of them.
pub const DEFAULT_SYMBOLS: &str =
    "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$%";

/// Characters that mark an empty cell (`0` too, when it is not a symbol).
const EMPTY_MARKS: &[char] = &['.', '_', '*'];

/// Box-drawing characters ignored wherever they appear in a puzzle.
const SEPARATORS: &[char] = &['|', '+', '-'];

/// The symbols of a grid, in colour order: symbol i is colour i.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alphabet {
    symbols: Vec<char>,
}

/// Why a `--symbols` alphabet was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AlphabetError {
    /// The same character twice.
    Duplicate(char),
    /// A character that means something else in a puzzle (empty mark, separator, comment, space).
    Reserved(char),
    /// Its length is not a possible side.
    Length(usize),
}

impl fmt::Display for AlphabetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AlphabetError::Duplicate(c) => write!(f, "symbol {c:?} appears twice in --symbols"),
            AlphabetError::Reserved(c) => {
                write!(
                    f,
                    "{c:?} cannot be a symbol: it marks empty cells, box borders or comments"
                )
            }
            AlphabetError::Length(n) => write!(
                f,
                "--symbols has {n} symbols; a grid needs between 4 and {MAX_SIDE} (its side)"
            ),
        }
    }
}

impl std::error::Error for AlphabetError {}

impl Alphabet {
    /// The default alphabet for a grid of this side (`1-4` for 4×4, `1-9A-G` for 16×16 …).
    pub fn for_side(side: usize) -> Alphabet {
        Alphabet {
            symbols: DEFAULT_SYMBOLS.chars().take(side.min(MAX_SIDE)).collect(),
        }
    }

    /// A custom alphabet such as `0123456789ABCDEF`; its length is the grid's side.
    pub fn custom(symbols: &str) -> Result<Alphabet, AlphabetError> {
        let symbols: Vec<char> = symbols.chars().collect();
        for (i, &c) in symbols.iter().enumerate() {
            if c.is_whitespace() || c == '#' || EMPTY_MARKS.contains(&c) || SEPARATORS.contains(&c)
            {
                return Err(AlphabetError::Reserved(c));
            }
            if symbols[..i].contains(&c) {
                return Err(AlphabetError::Duplicate(c));
            }
        }
        if !(4..=MAX_SIDE).contains(&symbols.len()) {
            return Err(AlphabetError::Length(symbols.len()));
        }
        Ok(Alphabet { symbols })
    }

    /// Number of symbols (the side of the grids it writes).
    pub fn len(&self) -> usize {
        self.symbols.len()
    }

    /// True for an alphabet with no symbols (never produced by the constructors).
    pub fn is_empty(&self) -> bool {
        self.symbols.is_empty()
    }

    /// The character for symbol `i`.
    pub fn symbol(&self, i: u8) -> char {
        self.symbols[i as usize]
    }

    /// The symbol a character stands for. Letters match in either case when the alphabet
    /// does not hold both cases of that letter (so `a` reads as `A` in a 16×16 grid).
    pub fn index_of(&self, c: char) -> Option<u8> {
        if let Some(i) = self.symbols.iter().position(|&s| s == c) {
            return Some(i as u8);
        }
        let other = if c.is_ascii_lowercase() {
            c.to_ascii_uppercase()
        } else {
            c.to_ascii_lowercase()
        };
        self.symbols
            .iter()
            .position(|&s| s == other)
            .map(|i| i as u8)
    }

    /// Whether the character marks an empty cell under this alphabet.
    fn is_empty_mark(&self, c: char) -> bool {
        EMPTY_MARKS.contains(&c) || (c == '0' && !self.symbols.contains(&'0'))
    }

    /// A short description for messages: `1-9` or `1-9A-G` when default, else the symbols.
    fn describe(&self) -> String {
        if DEFAULT_SYMBOLS
            .chars()
            .take(self.len())
            .eq(self.symbols.iter().copied())
        {
            let s = &self.symbols;
            let digits = s.len().min(9);
            let mut out = format!("1-{}", s[digits - 1]);
            if s.len() > 9 {
                out += &format!("A-{}", s[s.len().min(35) - 1]);
            }
            if s.len() > 35 {
                out += &format!("a-{}", s[s.len().min(61) - 1]);
            }
            if s.len() > 61 {
                out += &s[61..].iter().collect::<String>();
            }
            out
        } else {
            self.symbols.iter().collect()
        }
    }
}

/// How a puzzle was written, so that its solution is written the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// All cells on one line (`53..7....6..195…`).
    Line,
    /// One row per line, one character per cell.
    Grid,
    /// One row per line, cells as white-space separated numbers (`1`..`side`, `0` empty).
    Numbers,
}

/// A puzzle read from text, with where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its cells.
    pub grid: Grid,
    /// How it was written.
    pub layout: Layout,
    /// 1-based line where it starts.
    pub line: usize,
}

/// What the reader may be told in advance.
#[derive(Clone, Debug, Default)]
pub struct ReadOptions {
    /// Symbols to use instead of the default alphabet; fixes the side.
    pub symbols: Option<Alphabet>,
    /// Box shape, for sides that are not n² (6×6 with 2×3 boxes) or to settle the side.
    pub shape: Option<Shape>,
    /// The rules every puzzle is played under (Sudoku X, jigsaw regions, which fix the
    /// side); classic by default.
    pub variant: Variant,
}

impl ReadOptions {
    /// The side the options fix, if any (alphabet, box shape, region map); an error when
    /// two of them disagree.
    pub fn fixed_side(&self) -> Result<Option<usize>, ParseErrorKind> {
        let sides = [
            self.symbols.as_ref().map(|s| SideFrom::Symbols(s.len())),
            self.shape.map(|s| SideFrom::Boxes(s.side())),
            self.variant
                .regions
                .as_ref()
                .map(|r| SideFrom::Regions(r.side())),
        ];
        let mut fixed = sides.into_iter().flatten();
        let Some(first) = fixed.next() else {
            return Ok(None);
        };
        match fixed.find(|other| other.side() != first.side()) {
            Some(other) => Err(ParseErrorKind::OptionsDisagree(first, other)),
            None => Ok(Some(first.side())),
        }
    }
}

/// A read option that fixes the side of the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideFrom {
    /// An alphabet of this many symbols.
    Symbols(usize),
    /// A box shape making this side.
    Boxes(usize),
    /// A region map of this side.
    Regions(usize),
}

impl SideFrom {
    /// The side it fixes.
    pub fn side(self) -> usize {
        match self {
            SideFrom::Symbols(side) | SideFrom::Boxes(side) | SideFrom::Regions(side) => side,
        }
    }
}

impl fmt::Display for SideFrom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SideFrom::Symbols(n) => write!(f, "the alphabet has {n} symbols"),
            SideFrom::Boxes(side) => write!(f, "the box shape makes side {side}"),
            SideFrom::Regions(side) => write!(f, "the region map is {side}×{side}"),
        }
    }
}

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
    /// A character that is neither a symbol of the grid nor an empty mark.
    BadSymbol {
        found: char,
        side: usize,
        alphabet: String,
    },
    /// A number outside `0..=side` in a numbered grid.
    BadNumber { found: String, side: usize },
    /// A line whose cell count is neither a whole puzzle nor a grid row.
    BadLength { cells: usize, expected: String },
    /// A grid row of the wrong length.
    RowLength { cells: usize, side: usize },
    /// A grid that stopped before its last row.
    ShortGrid { rows: usize, side: usize },
    /// The side cannot be a Sudoku (not n², or too large).
    Shape(ShapeError),
    /// [`ReadOptions`] fix two different sides (alphabet, box shape, region map).
    OptionsDisagree(SideFrom, SideFrom),
    /// A region map with rows of unequal length, or not as many rows as labels per row.
    MapRows { rows: usize, side: usize },
    /// A region label that makes one region more than the side.
    TooManyRegions { label: char, side: usize },
    /// A region with more cells than the side (another then has fewer).
    RegionSize {
        label: char,
        size: usize,
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
            ParseErrorKind::BadSymbol {
                found,
                side,
                alphabet,
            } => write!(
                f,
                "{found:?} is not a symbol of a {side}×{side} grid (symbols {alphabet}, empty . _ 0)"
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
            ParseErrorKind::ShortGrid { rows, side } => {
                write!(f, "grid ends after {rows} of its {side} rows")
            }
            ParseErrorKind::Shape(e) => e.fmt(f),
            ParseErrorKind::OptionsDisagree(first, second) => write!(f, "{first} but {second}"),
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

impl std::error::Error for ParseError {}

/// One cell as written: its text and 1-based column.
struct RawCell<'a> {
    text: &'a str,
    column: usize,
}

/// Splits a line into cells: white-space separated numbers when the line is a numbered row
/// (some token has two or more digits), otherwise one cell per non-blank, non-separator char.
fn raw_cells(line: &str) -> (Vec<RawCell<'_>>, bool) {
    let mut tokens = Vec::new();
    let mut start = None;
    for (column, (i, c)) in line.char_indices().enumerate() {
        let gap = c.is_whitespace() || SEPARATORS.contains(&c);
        match (gap, start) {
            (false, None) => start = Some((i, column + 1)),
            (true, Some((s, col))) => {
                tokens.push(RawCell {
                    text: &line[s..i],
                    column: col,
                });
                start = None;
            }
            _ => {}
        }
    }
    if let Some((s, col)) = start {
        tokens.push(RawCell {
            text: &line[s..],
            column: col,
        });
    }
    let numbered = tokens.len() > 1
        && tokens.iter().any(|t| t.text.len() > 1)
        && tokens.iter().all(|t| {
            t.text.bytes().all(|b| b.is_ascii_digit())
                || EMPTY_MARKS
                    .iter()
                    .any(|m| t.text.len() == 1 && t.text.starts_with(*m))
        });
    if numbered {
        return (tokens, true);
    }
    let mut cells = Vec::new();
    for token in tokens {
        for (offset, (i, c)) in token.text.char_indices().enumerate() {
            cells.push(RawCell {
                text: &token.text[i..i + c.len_utf8()],
                column: token.column + offset,
            });
        }
    }
    (cells, false)
}

/// Converts raw cells to symbols under an alphabet.
fn symbols_of(
    cells: &[RawCell<'_>],
    numbered: bool,
    alphabet: &Alphabet,
    line: usize,
) -> Result<Vec<Option<u8>>, ParseError> {
    let side = alphabet.len();
    cells
        .iter()
        .map(|cell| {
            let error = |kind| ParseError {
                line,
                column: Some(cell.column),
                kind,
            };
            if numbered {
                if cell.text.len() == 1 && EMPTY_MARKS.iter().any(|m| cell.text.starts_with(*m)) {
                    return Ok(None);
                }
                match cell.text.parse::<usize>() {
                    Ok(0) => Ok(None),
                    Ok(n) if n <= side => Ok(Some((n - 1) as u8)),
                    _ => Err(error(ParseErrorKind::BadNumber {
                        found: cell.text.to_string(),
                        side,
                    })),
                }
            } else {
                let c = cell.text.chars().next().unwrap_or(' ');
                if alphabet.is_empty_mark(c) {
                    Ok(None)
                } else {
                    alphabet.index_of(c).map(Some).ok_or_else(|| {
                        error(ParseErrorKind::BadSymbol {
                            found: c,
                            side,
                            alphabet: alphabet.describe(),
                        })
                    })
                }
            }
        })
        .collect()
}

/// A grid being read row by row.
struct PendingGrid {
    rules: Rules,
    alphabet: Alphabet,
    first_line: usize,
    numbered: bool,
    cells: Vec<Option<u8>>,
    error: Option<ParseError>,
    /// The first row's text: a lone 16-cell row may have been meant as a 4×4 puzzle line.
    first_row: String,
}

impl PendingGrid {
    /// The error for a grid that ended early. A lone row that also reads as a whole puzzle
    /// line (16 cells: 4×4) is reported as that puzzle's error, which is what the writer
    /// most likely meant.
    fn short_error(self) -> ParseError {
        let side = self.rules.side();
        let rows = self.cells.len() / side;
        if let Some(error) = self.error {
            return error;
        }
        let line_side = side.isqrt();
        if rows == 1 && line_side * line_side == side && Shape::for_side(line_side).is_ok() {
            let (cells, numbered) = raw_cells(&self.first_row);
            if let Err(error) = symbols_of(
                &cells,
                numbered,
                &Alphabet::for_side(line_side),
                self.first_line,
            ) {
                return error;
            }
        }
        ParseError {
            line: self.first_line,
            column: None,
            kind: ParseErrorKind::ShortGrid { rows, side },
        }
    }
}

/// Reads every puzzle in `text`: one per line, or grid after grid, `#` comment lines and
/// blank lines skipped. Each puzzle is read or rejected on its own, so one bad puzzle
/// does not hide the others. Accepts a UTF-8 BOM and CRLF line ends.
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
    let text = text.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(text);
    let mut out = Vec::new();
    let mut pending: Option<PendingGrid> = None;
    // Rows still to pass over after the first row of a grid of non-square side was
    // reported: (cells per row, rows left), so that the grid gets one error, not one per row.
    let mut skip_rows: Option<(usize, usize)> = None;
    for (index, raw) in text.split(|&b| b == b'\n').enumerate() {
        let line_no = index + 1;
        let Ok(line) = std::str::from_utf8(raw) else {
            let error = ParseError {
                line: line_no,
                column: None,
                kind: ParseErrorKind::NotUtf8,
            };
            match pending.as_mut() {
                Some(grid) => {
                    grid.error.get_or_insert(error);
                    grid.cells
                        .resize(grid.cells.len() + grid.rules.side(), None);
                    finish_if_full(&mut pending, &mut out);
                }
                None => out.push(Err(error)),
            }
            continue;
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (cells, numbered) = raw_cells(line);
        if cells.is_empty() {
            continue; // a line of box borders only, such as `------+-------+------`
        }
        if let Some((width, left)) = skip_rows.take()
            && cells.len() == width
        {
            skip_rows = (left > 1).then(|| (width, left - 1));
            continue;
        }
        if let Some(grid) = pending.as_mut() {
            let side = grid.rules.side();
            if cells.len() == side {
                match symbols_of(&cells, numbered, &grid.alphabet, line_no) {
                    Ok(row) => grid.cells.extend(row),
                    Err(e) => {
                        grid.error.get_or_insert(e);
                        grid.cells.resize(grid.cells.len() + side, None);
                    }
                }
                grid.numbered |= numbered;
                finish_if_full(&mut pending, &mut out);
                continue;
            }
            out.push(Err(pending
                .take()
                .expect("inside the pending grid")
                .short_error()));
        }
        match classify(&cells, numbered, options) {
            Err(kind) => {
                if kind == ParseErrorKind::Shape(ShapeError::NotSquare(cells.len())) {
                    skip_rows = Some((cells.len(), cells.len() - 1));
                }
                out.push(Err(ParseError {
                    line: line_no,
                    column: None,
                    kind,
                }));
            }
            Ok((rules, alphabet, is_row)) => match symbols_of(&cells, numbered, &alphabet, line_no)
            {
                Err(e) if is_row => {
                    let cells = vec![None; rules.side()];
                    pending = Some(PendingGrid {
                        rules,
                        alphabet,
                        first_line: line_no,
                        numbered,
                        cells,
                        error: Some(e),
                        first_row: line.to_string(),
                    });
                }
                Err(e) => out.push(Err(e)),
                Ok(symbols) if is_row => {
                    pending = Some(PendingGrid {
                        rules,
                        alphabet,
                        first_line: line_no,
                        numbered,
                        cells: symbols,
                        error: None,
                        first_row: line.to_string(),
                    });
                    finish_if_full(&mut pending, &mut out);
                }
                Ok(symbols) => out.push(Ok(Puzzle {
                    grid: Grid::from_cells(rules, symbols)
                        .expect("cell count and symbols were checked"),
                    layout: Layout::Line,
                    line: line_no,
                })),
            },
        }
    }
    if let Some(grid) = pending {
        out.push(Err(grid.short_error()));
    }
    out
}

/// Reads a jigsaw region map: one label per cell, any character but white space (which is
/// ignored), as `side` rows of `side` labels or one line of side² labels; blank lines and
/// `#` comment lines are skipped. Regions are numbered in the order their labels first
/// appear, so region 1 holds the top left cell.
///
/// # Errors
/// The first problem, with its line and column: rows of unequal length, a map that is not
/// square, a label too many, a region with too many cells.
///
/// # Examples
/// ```
/// use sudograph::format::read_regions;
/// let regions = read_regions(b"AABB\nAABB\nCCDD\nCDDC\n").unwrap();
/// assert_eq!(regions.of_cell()[13], 3);
/// let error = read_regions(b"AABB\nAAAB\nCCDD\nCDDC\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 3: region 'A' has 5 cells; each region needs 4");
/// ```
pub fn read_regions(text: &[u8]) -> Result<Regions, ParseError> {
    let text = text.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(text);
    // Each label with its 1-based line and column.
    let mut rows: Vec<Vec<(char, usize, usize)>> = Vec::new();
    for (index, raw) in text.split(|&b| b == b'\n').enumerate() {
        let line = std::str::from_utf8(raw).map_err(|_| ParseError {
            line: index + 1,
            column: None,
            kind: ParseErrorKind::NotUtf8,
        })?;
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let labels = line.chars().enumerate();
        rows.push(
            labels
                .filter(|(_, c)| !c.is_whitespace())
                .map(|(column, c)| (c, index + 1, column + 1))
                .collect(),
        );
    }
    let Some(first) = rows.first() else {
        return Err(ParseError {
            line: 1,
            column: None,
            kind: ParseErrorKind::BadLength {
                cells: 0,
                expected: "a region map".to_string(),
            },
        });
    };
    let cells: Vec<(char, usize, usize)> = if rows.len() == 1 {
        first.clone()
    } else {
        let side = first.len();
        if let Some(row) = rows.iter().find(|row| row.len() != side) {
            return Err(ParseError {
                line: row[0].1,
                column: None,
                kind: ParseErrorKind::RowLength {
                    cells: row.len(),
                    side,
                },
            });
        }
        if rows.len() != side {
            return Err(ParseError {
                line: rows[rows.len().min(side + 1) - 1][0].1,
                column: None,
                kind: ParseErrorKind::MapRows {
                    rows: rows.len(),
                    side,
                },
            });
        }
        rows.concat()
    };
    let mut labels: Vec<char> = Vec::new();
    let of_cell: Vec<u8> = cells
        .iter()
        .map(|&(c, ..)| {
            let region = labels.iter().position(|&l| l == c).unwrap_or_else(|| {
                labels.push(c);
                labels.len() - 1
            });
            region.min(u8::MAX as usize) as u8
        })
        .collect();
    Regions::new(of_cell).map_err(|error| {
        let side = cells.len().isqrt();
        let at = |cell: usize, kind| ParseError {
            line: cells[cell].1,
            column: Some(cells[cell].2),
            kind,
        };
        match error {
            RegionsError::Cells(count) => ParseError {
                line: cells[0].1,
                column: None,
                kind: ParseErrorKind::BadLength {
                    cells: count,
                    expected: format!("side² labels for a side from 2 to {MAX_SIDE}"),
                },
            },
            RegionsError::TooMany { cell, .. } => at(
                cell,
                ParseErrorKind::TooManyRegions {
                    label: cells[cell].0,
                    side,
                },
            ),
            RegionsError::Size { size, cell, .. } => at(
                cell,
                ParseErrorKind::RegionSize {
                    label: cells[cell].0,
                    size,
                    side,
                },
            ),
        }
    })
}

/// Emits the pending grid once it holds all its rows.
fn finish_if_full(pending: &mut Option<PendingGrid>, out: &mut Vec<Result<Puzzle, ParseError>>) {
    let full = pending
        .as_ref()
        .is_some_and(|g| g.cells.len() == g.rules.shape().cells());
    if !full {
        return;
    }
    let grid = pending.take().expect("checked above");
    out.push(match grid.error {
        Some(e) => Err(e),
        None => Ok(Puzzle {
            grid: Grid::from_cells(grid.rules, grid.cells)
                .expect("cell count and symbols were checked"),
            layout: if grid.numbered {
                Layout::Numbers
            } else {
                Layout::Grid
            },
            line: grid.first_line,
        }),
    });
}

/// Decides what a fresh line is: a whole puzzle (`false`) or the first row of a grid
/// (`true`), with the rules and alphabet it implies.
fn classify(
    cells: &[RawCell<'_>],
    numbered: bool,
    options: &ReadOptions,
) -> Result<(Rules, Alphabet, bool), ParseErrorKind> {
    let count = cells.len();
    let fixed_side = options.fixed_side()?;
    let rules_for = |side: usize| {
        let shape = match (options.shape, &options.variant.regions) {
            (Some(shape), _) => Ok(shape),
            (None, None) => Shape::for_side(side),
            (None, Some(_)) => Shape::squarest(side),
        }
        .map_err(ParseErrorKind::Shape)?;
        Rules::new(shape, options.variant.clone()).map_err(|mismatch| {
            ParseErrorKind::OptionsDisagree(
                SideFrom::Regions(mismatch.regions),
                SideFrom::Boxes(mismatch.grid),
            )
        })
    };
    let alphabet_for = |side: usize| {
        options
            .symbols
            .clone()
            .unwrap_or_else(|| Alphabet::for_side(side))
    };
    if let Some(side) = fixed_side {
        let rules = rules_for(side)?;
        if count == side * side {
            return Ok((rules, alphabet_for(side), false));
        }
        if count == side {
            return Ok((rules, alphabet_for(side), true));
        }
        let expected = format!("{} (a puzzle line) or {side} (a grid row)", side * side);
        return Err(ParseErrorKind::BadLength {
            cells: count,
            expected,
        });
    }
    let line_side = count.isqrt();
    let as_line = line_side * line_side == count && Shape::for_side(line_side).is_ok();
    let as_row = Shape::for_side(count).is_ok() || numbered;
    // 16 cells is both a 4×4 puzzle line and a 16×16 grid row: a symbol beyond 4 settles it.
    let row_wins = as_row && (!as_line || beyond(cells, numbered, line_side, count));
    if as_line && !row_wins {
        return Ok((rules_for(line_side)?, alphabet_for(line_side), false));
    }
    if as_row {
        return Ok((rules_for(count)?, alphabet_for(count), true));
    }
    if count > MAX_SIDE * MAX_SIDE {
        return Err(ParseErrorKind::Shape(ShapeError::TooLarge(line_side)));
    }
    // A short line is a grid row, a long square one a puzzle line: either way the side is
    // what is wrong, and saying so points at `--box`.
    if (2..=MAX_SIDE).contains(&count) {
        return Err(ParseErrorKind::Shape(ShapeError::NotSquare(count)));
    }
    if line_side >= 2 && line_side * line_side == count {
        return Err(ParseErrorKind::Shape(ShapeError::NotSquare(line_side)));
    }
    let expected = "a puzzle line of side² cells (16, 81, 256, 625 …) or a grid row of side cells \
                    (4, 9, 16, 25 …)"
        .to_string();
    Err(ParseErrorKind::BadLength {
        cells: count,
        expected,
    })
}

/// Whether some cell holds a symbol that a grid of side `larger` has and one of side
/// `side` has not.
fn beyond(cells: &[RawCell<'_>], numbered: bool, side: usize, larger: usize) -> bool {
    let alphabet = Alphabet::for_side(larger);
    cells.iter().any(|cell| {
        if numbered {
            cell.text
                .parse::<usize>()
                .is_ok_and(|n| n > side && n <= larger)
        } else {
            let c = cell.text.chars().next().unwrap_or('.');
            alphabet.index_of(c).is_some_and(|i| i as usize >= side)
        }
    })
}

/// Writes a grid in the given layout; empty cells print as `.`.
///
/// Line layout is one line of side² characters; grid layouts put a `|` between boxes and a
/// rule between bands of boxes, the way the common `.ss` files do (none when irregular
/// regions replace the boxes).
pub fn write_grid(grid: &Grid, layout: Layout, alphabet: &Alphabet) -> String {
    let side = grid.side();
    let (box_rows, box_cols) = grid.rules().shown_boxes();
    let cell_text = |cell: Option<u8>| -> String {
        match (cell, layout) {
            (None, _) => ".".to_string(),
            (Some(s), Layout::Numbers) => (s as usize + 1).to_string(),
            (Some(s), _) => alphabet.symbol(s).to_string(),
        }
    };
    if layout == Layout::Line {
        let mut out: String = grid.cells().iter().map(|&c| cell_text(c)).collect();
        out.push('\n');
        return out;
    }
    let width = if layout == Layout::Numbers {
        side.to_string().len()
    } else {
        1
    };
    let mut rows = Vec::with_capacity(side);
    for row in 0..side {
        let boxes: Vec<String> = (0..side)
            .collect::<Vec<_>>()
            .chunks(box_cols)
            .map(|cols| {
                cols.iter()
                    .map(|&col| format!("{:>width$}", cell_text(grid.get(row, col))))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        rows.push(boxes.join(" | "));
    }
    let rule: String = rows[0]
        .chars()
        .map(|c| if c == '|' { '+' } else { '-' })
        .collect();
    let mut out = String::new();
    for (row, text) in rows.iter().enumerate() {
        if row > 0 && row % box_rows == 0 {
            out.push_str(&rule);
            out.push('\n');
        }
        out.push_str(text);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn describes_default_alphabets() {
        assert_eq!(Alphabet::for_side(16).describe(), "1-9A-G");
        assert_eq!(Alphabet::for_side(64).describe(), "1-9A-Za-z@$%");
        assert_eq!(Alphabet::for_side(16).index_of('g'), Some(15));
    }
}
