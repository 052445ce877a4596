//! Grids read row by row, for the files whose puzzles are grids: a grid is one record
//! whatever is wrong with it. A row of the wrong length, a bad symbol, a row too many or
//! too few is the fault of the grid it is in, told with its line and column; the grid's
//! rows are passed over up to its end, and the next grid reads afresh.
//!
//! Where a grid ends: after its side-th row when the file writes its grids back to back,
//! else at the blank line (or comment) after it; a file's first grid tells which. A blank
//! line between bands of boxes (after row 3, 6 of a 9×9 grid) is no end. In the box-size
//! header format, a puzzle ends at the next box-size line.

use super::alphabet::Alphabet;
use super::cells::{Cells, Token, split};
use super::error::{ParseError, ParseErrorKind};
use super::kinds::Kinds;
use super::puzzle::{Layout, PuzzleView};
use super::side_from::SideFrom;
use crate::shape::{MAX_SIDE, ShapeError};

/// How a file sets its grids apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ends {
    /// Not known before the end of the file's first grid.
    Unknown,
    /// A blank line (or a comment) after each grid.
    Blank,
    /// Nothing: a grid ends with its side-th row.
    Packed,
}

/// The grid being read.
struct Open {
    /// The line of its first row (of its box-size line, in that format).
    first_line: usize,
    /// Cells in its first row.
    width: usize,
    /// Its side and kind, once known: a grid whose side has no rules has neither.
    side: Option<(usize, usize)>,
    /// Rows read.
    rows: usize,
    /// Whether some row was written in numbers.
    numbered: bool,
    /// Its first fault, in reading order.
    fault: Option<ParseError>,
    /// Rows past its end are being passed over.
    overflow: bool,
    /// While the file's first grid is whole and rows go on: the error if they are rows
    /// too many, and the first fault among them if they are the next grid.
    extra: Option<ParseError>,
    next_fault: Option<ParseError>,
    /// Header lines read, in the box-size header format.
    header: Option<usize>,
    /// No grid of the file was read before it.
    first: bool,
}

/// The grids of a file, read row by row.
pub(super) struct Grids {
    open: Option<Open>,
    /// The open grid's rows, side cells each; while the end of the file's first grid is
    /// not known, the rows after it too.
    cells: Vec<Option<u16>>,
    /// The open grid's first row as written: its side may be decided by its second row,
    /// and a lone row may be a puzzle line after all.
    first_row: String,
    tokens: Vec<Token>,
    ends: Ends,
    /// The file's grids are written in numbers (its first grid was).
    pub(super) numbers: bool,
    /// Some grid of the file had a side it can be read at: the file's layout is settled.
    pub(super) settled: bool,
}

/// A line's emit callback.
pub(super) trait Emit: FnMut(Result<PuzzleView<'_>, ParseError>) {}
impl<F: FnMut(Result<PuzzleView<'_>, ParseError>)> Emit for F {}

impl Grids {
    pub(super) fn new() -> Grids {
        Grids {
            open: None,
            cells: Vec::new(),
            first_row: String::new(),
            tokens: Vec::new(),
            ends: Ends::Unknown,
            numbers: false,
            settled: false,
        }
    }

    /// Whether a grid is being read.
    pub(super) fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// Starts a grid with its first row.
    pub(super) fn start(&mut self, row: &Cells<'_>, line: usize, kinds: &mut Kinds) {
        let width = row.len();
        self.first_row.clear();
        self.first_row.push_str(row.text());
        self.cells.clear();
        let mut open = self.fresh(line, width);
        open.numbered = row.numbered();
        // The options may fix the side; else a first row of a side with rules sets it.
        let fixed = kinds.fixed().ok().flatten();
        match kinds.index(fixed.unwrap_or(width)) {
            Ok(kind) => {
                open.side = Some((fixed.unwrap_or(width), kind));
                put(&mut open, &mut self.cells, row, line, kinds);
            }
            Err(error) => {
                open.rows = 1;
                if fixed.is_some() {
                    open.fault = Some(at(line, error));
                } // else the second row may tell the side
            }
        }
        self.open = Some(open);
    }

    /// Starts a puzzle of the box-size header format at its first header line (`text`,
    /// digits), or reads its second; the puzzle before ends.
    pub(super) fn header(
        &mut self,
        text: &str,
        line: usize,
        kinds: &mut Kinds,
        emit: &mut impl Emit,
    ) {
        if let Some(open) = &mut self.open {
            if open.header == Some(1) && open.rows == 0 {
                open.header = Some(2);
                return;
            }
            self.close(kinds, emit);
        }
        self.cells.clear();
        let boxes: usize = text.parse().unwrap_or(usize::MAX);
        let side = boxes.saturating_mul(boxes);
        let mut open = self.fresh(line, side);
        open.header = Some(1);
        let kind = match kinds.fixed_by() {
            _ if boxes < 2 => Err(ParseErrorKind::Shape(ShapeError::BoxTooSmall {
                box_rows: boxes,
                box_cols: boxes,
            })),
            _ if side > MAX_SIDE => Err(ParseErrorKind::Shape(ShapeError::TooLarge(side))),
            Ok(Some(fixed)) if fixed.side() != side => Err(ParseErrorKind::OptionsDisagree(
                fixed,
                SideFrom::Header(side),
            )),
            _ => kinds.index(side),
        };
        match kind {
            Ok(kind) => open.side = Some((side, kind)),
            Err(error) => open.fault = Some(at(line, error)),
        }
        self.open = Some(open);
    }

    /// A row that comes before any box-size line of a file in that format: a puzzle that
    /// does not read, up to the next box-size line.
    pub(super) fn headless(&mut self, line: usize) {
        self.cells.clear();
        let mut open = self.fresh(line, 0);
        open.rows = 1;
        open.header = Some(0);
        open.fault = Some(ParseError {
            line,
            column: Some(1),
            kind: ParseErrorKind::NoHeader,
        });
        self.open = Some(open);
    }

    /// A grid opened at `line`, `width` cells a row, nothing read yet.
    fn fresh(&self, line: usize, width: usize) -> Open {
        Open {
            first_line: line,
            width,
            side: None,
            rows: 0,
            numbered: true,
            fault: None,
            overflow: false,
            extra: None,
            next_fault: None,
            header: None,
            first: !self.settled,
        }
    }

    /// Reads a row of the open grid (or starts one). False when the row is not the open
    /// grid's, which has ended: the line is to be read afresh.
    pub(super) fn row(
        &mut self,
        row: &Cells<'_>,
        line: usize,
        kinds: &mut Kinds,
        emit: &mut impl Emit,
    ) -> bool {
        let Some(open) = &mut self.open else {
            self.start(row, line, kinds);
            return true;
        };
        open.numbered |= row.numbered();
        if open.side.is_none() && open.fault.is_none() && row.len() != open.width {
            // The first row has no side with rules: rows like it make one error of the
            // grid, but a second row of a side with rules makes the first the odd one.
            if open.rows > 1 || !kinds.readable(row.len()) {
                self.close(kinds, emit);
                return false;
            }
            self.second_row_sets_the_side(row.len(), kinds);
        }
        let open = self.open.as_mut().expect("a grid is open");
        if open.overflow || open.side.is_none() {
            // Rows past a grid's end, or of a grid that cannot be read: passed over.
            open.rows += 1;
            if open.header.is_none() && open.side.is_none() && open.rows >= open.width {
                self.close(kinds, emit);
            }
            return true;
        }
        self.decided(row, line, kinds, emit);
        true
    }

    /// Gives the open grid the side of its second row, and reads its first row again as
    /// a row of that side (one with a fault: its count is not the side).
    fn second_row_sets_the_side(&mut self, side: usize, kinds: &mut Kinds) {
        let open = self.open.as_mut().expect("a grid is open");
        open.side = Some((side, kinds.index(side).expect("readable")));
        open.rows = 0;
        let first = split(&self.first_row, &mut self.tokens, self.numbers);
        put(open, &mut self.cells, &first, open.first_line, kinds);
    }

    /// A row of a grid of known side.
    fn decided(&mut self, row: &Cells<'_>, line: usize, kinds: &mut Kinds, emit: &mut impl Emit) {
        let open = self.open.as_mut().expect("a grid is open");
        let (side, _) = open.side.expect("its side is known");
        if open.rows < side {
            put(open, &mut self.cells, row, line, kinds);
            if open.rows == side && self.ends == Ends::Packed && open.header.is_none() {
                self.close(kinds, emit);
            }
            return;
        }
        let extra = ParseError {
            line,
            column: Some(row.column(0)),
            kind: ParseErrorKind::ExtraRow {
                row: open.rows + 1,
                side,
            },
        };
        if self.ends != Ends::Unknown || open.header.is_some() {
            open.fault.get_or_insert(extra);
            open.overflow = true;
            return;
        }
        // The file's first grid is whole and a row follows at once: a row too many, or
        // the first of the next grid in a file that sets its grids apart by nothing. A
        // whole second grid tells the second; an end before it, the first.
        open.extra.get_or_insert(extra);
        let mut fault = open.next_fault.take();
        put_row(
            &mut self.cells,
            row,
            open.rows + 1 - side,
            side,
            &kinds.get(open.side.expect("known").1).alphabet,
            line,
            &mut fault,
        );
        open.next_fault = fault;
        open.rows += 1;
        if open.rows == 2 * side {
            self.ends = Ends::Packed;
            let open = self.open.take().expect("a grid is open");
            let second = open.extra.as_ref().map_or(line, |e| e.line);
            self.emit(&open, 0, open.fault.clone(), open.first_line, kinds, emit);
            self.emit(&open, 1, open.next_fault.clone(), second, kinds, emit);
            self.settle(&open);
            self.cells.clear();
        }
    }

    /// A line that is no text (or too long to keep) where a row may stand: a row with a
    /// fault of the open grid, or a record of its own.
    pub(super) fn unreadable(
        &mut self,
        error: ParseError,
        kinds: &mut Kinds,
        emit: &mut impl Emit,
    ) {
        let Some(open) = &mut self.open else {
            return emit(Err(error));
        };
        match open.side {
            Some((side, _)) if !open.overflow && open.rows < side => {
                open.rows += 1;
                self.cells.resize(open.rows * side, None);
                open.fault.get_or_insert(error);
                if open.rows == side && self.ends == Ends::Packed && open.header.is_none() {
                    self.close(kinds, emit);
                }
            }
            Some(_) => {
                open.fault.get_or_insert(error);
                open.overflow = true;
            }
            None if open.fault.is_some() => open.rows += 1,
            None => {
                self.close(kinds, emit);
                emit(Err(error));
            }
        }
    }

    /// A blank line (`blank`) or a comment: the end of a whole grid; a blank line inside
    /// a grid ends it early, unless it falls between bands of boxes.
    pub(super) fn gap(&mut self, blank: bool, kinds: &mut Kinds, emit: &mut impl Emit) {
        let Some(open) = &self.open else { return };
        let whole = open
            .side
            .is_some_and(|(side, _)| open.overflow || open.rows >= side);
        if !whole {
            if !blank || open.header.is_some() {
                return; // a comment inside a grid; blank lines inside a box-size puzzle
            }
            if let Some((_, kind)) = open.side {
                let (band, _) = kinds.get(kind).rules.shown_boxes();
                if open.rows.is_multiple_of(band) {
                    return; // a blank line between bands of boxes
                }
            }
        } else if self.ends == Ends::Unknown && open.header.is_none() {
            self.ends = Ends::Blank;
        }
        self.close(kinds, emit);
    }

    /// Ends the input: the open grid is handed out, whole or not.
    pub(super) fn finish(&mut self, kinds: &mut Kinds, emit: &mut impl Emit) {
        self.close(kinds, emit);
    }

    /// Hands out the open grid: as a puzzle when it read whole, else as its first fault.
    fn close(&mut self, kinds: &mut Kinds, emit: &mut impl Emit) {
        let Some(open) = self.open.take() else { return };
        if let Some(error) = self.lone_line(&open, kinds) {
            // Not a grid after all: the file's layout is still to be told.
            emit(Err(error));
            self.cells.clear();
            return;
        }
        match self.judge(&open, kinds) {
            Some(error) => emit(Err(error)),
            None => self.emit(&open, 0, None, open.first_line, kinds, emit),
        }
        self.settle(&open);
        self.cells.clear();
    }

    /// What the file's first grid tells of the others: it is written in numbers or not,
    /// and the file's layout is grids once a grid had a side with rules.
    fn settle(&mut self, open: &Open) {
        if open.first && open.side.is_some() && !self.settled {
            self.numbers = open.numbered;
            self.settled = true;
        }
    }

    /// Grid `index` of the cells (the second one of a file whose grids are back to back),
    /// or `fault`.
    fn emit(
        &self,
        open: &Open,
        index: usize,
        fault: Option<ParseError>,
        line: usize,
        kinds: &Kinds,
        emit: &mut impl Emit,
    ) {
        if let Some(fault) = fault {
            return emit(Err(fault));
        }
        let (side, kind) = open.side.expect("a grid that reads has a side");
        let kind = kinds.get(kind);
        let layout = match (open.header, open.numbered) {
            (Some(_), _) => Layout::Lewis,
            (None, true) => Layout::Numbers,
            (None, false) => Layout::Grid,
        };
        emit(Ok(PuzzleView {
            cells: &self.cells[index * side * side..(index + 1) * side * side],
            rules: &kind.rules,
            alphabet: &kind.alphabet,
            layout,
            line,
        }));
    }

    /// Why the grid does not read, if it does not: its first fault; rows too many or too
    /// few; for a grid whose side has no rules, what its first row shows first.
    fn judge(&mut self, open: &Open, kinds: &mut Kinds) -> Option<ParseError> {
        if let Some(fault) = &open.fault {
            return Some(fault.clone());
        }
        let Some((side, _)) = open.side else {
            return Some(self.first_row_error(open, kinds));
        };
        if open.rows > side {
            return open.extra.clone();
        }
        if open.rows == side {
            return None;
        }
        Some(ParseError {
            line: open.first_line,
            column: None,
            kind: ParseErrorKind::ShortGrid {
                rows: open.rows,
                side,
            },
        })
    }

    /// The error of a grid whose first row has no side with rules: a character that is no
    /// symbol of a grid of that side, else the side.
    fn first_row_error(&mut self, open: &Open, kinds: &mut Kinds) -> ParseError {
        let line = open.first_line;
        let width = open.width;
        if width < 2 {
            let expected = "a puzzle line of side² cells (16, 81, 256, 625 …) or a grid row of \
                            side cells (4, 9, 16, 25 …)";
            return at(
                line,
                ParseErrorKind::BadLength {
                    cells: width,
                    expected: expected.to_string(),
                },
            );
        }
        let row = split(&self.first_row, &mut self.tokens, self.numbers);
        if width <= MAX_SIDE
            && let Err(error) = row.decode(&Alphabet::for_side(width), line, &mut Vec::new())
        {
            return error;
        }
        at(line, kinds.index(width).expect_err("a side without rules"))
    }

    /// A lone row of n² cells, the file's first puzzle, read as the puzzle line it may
    /// be: its error as one, when it has one (a 36-cell line is a 6×6 puzzle whose boxes
    /// were not given).
    fn lone_line(&mut self, open: &Open, kinds: &mut Kinds) -> Option<ParseError> {
        let side = open.width.isqrt();
        let lone = open.rows == 1 && open.first && open.header.is_none() && open.fault.is_none();
        if !lone || open.side.is_none() || side < 4 || side * side != open.width {
            return None;
        }
        let row = split(&self.first_row, &mut self.tokens, self.numbers);
        if let Err(error) = row.decode(&Alphabet::for_side(side), open.first_line, &mut Vec::new())
        {
            return Some(error);
        }
        kinds
            .index(side)
            .err()
            .map(|kind| at(open.first_line, kind))
    }
}

/// An error of a whole line.
fn at(line: usize, kind: ParseErrorKind) -> ParseError {
    ParseError {
        line,
        column: None,
        kind,
    }
}

/// Adds a row to the open grid, which has a side.
fn put(open: &mut Open, cells: &mut Vec<Option<u16>>, row: &Cells<'_>, line: usize, kinds: &Kinds) {
    let (side, kind) = open.side.expect("its side is known");
    open.rows += 1;
    put_row(
        cells,
        row,
        open.rows,
        side,
        &kinds.get(kind).alphabet,
        line,
        &mut open.fault,
    );
}

/// Appends row number `number` to `cells`, `side` cells padded with empty ones, and
/// keeps its fault in `fault` unless one came before: a cell that is no symbol, else a
/// count that is not the side (at the first cell too many, or just after the last).
fn put_row(
    cells: &mut Vec<Option<u16>>,
    row: &Cells<'_>,
    number: usize,
    side: usize,
    alphabet: &Alphabet,
    line: usize,
    fault: &mut Option<ParseError>,
) {
    let before = cells.len();
    let decoded = row.decode_first(row.len().min(side), alphabet, line, cells);
    cells.truncate(before + side);
    cells.resize(before + side, None);
    if fault.is_some() {
        return;
    }
    *fault = match decoded {
        Err(error) => Some(error),
        Ok(()) if row.len() != side => Some(ParseError {
            line,
            column: Some(row.column(side)),
            kind: ParseErrorKind::RowCells {
                row: number,
                cells: row.len(),
                side,
            },
        }),
        Ok(()) => None,
    };
}
