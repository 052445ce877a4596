//! Pencil marks as text: grids whose cells hold their candidates. Two layouts: the
//! 729-character line of 9×9 candidate grids (tdoku, Sukaku: each cell's nine positions
//! in turn, the digit where it is a candidate, else `.` or `0`), and, for any side, a grid
//! of cells separated by white space, each cell its candidate symbols (`{1,12}` in braces
//! where symbols are written as numbers, `.` or `0` for a cell whose marks are not
//! written). A cell with one candidate is a filled cell, as in those tools.

use super::alphabet::Alphabet;
use super::error::{ParseError, ParseErrorKind};
use super::options::ReadOptions;

/// The largest side of a pencil-mark grid: a cell's candidates are one 64-bit word.
pub const MAX_MARKS_SIDE: usize = 64;

/// The length of a 9×9 candidate line: 81 cells of 9 positions.
const LINE_CELLS: usize = 729;

/// A grid with its pencil marks, as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marks {
    /// Side of the grid.
    pub side: usize,
    /// The cells in reading order: a cell with one candidate holds it.
    pub cells: Vec<Option<u16>>,
    /// Each cell's candidates, bit `s` for symbol `s` (a filled cell: its symbol's bit).
    pub candidates: Vec<u64>,
    /// 1-based line where it starts.
    pub line: usize,
}

/// Whether `text` holds pencil marks: its first line that is not blank nor a comment is a
/// 729-character candidate line, or a row of its first grid has 4 cells or more, one of
/// several candidates (not a row of 10 numbers or more, which is a grid written in
/// numbers).
pub fn holds_marks(text: &[u8]) -> bool {
    let text = String::from_utf8_lossy(text);
    let mut lines = text
        .lines()
        .map(|l| l.trim_start_matches('\u{feff}').trim())
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    let Some(first) = lines.next() else {
        return false;
    };
    // The first grid's rows, as many as the largest grid has, may show a marks row.
    is_candidate_line(first)
        || std::iter::once(first)
            .chain(lines.take(MAX_MARKS_SIDE - 1))
            .any(is_marks_row)
}

/// Whether a line is a row of candidate cells: 4 cells or more, one of several candidates;
/// a row of 10 numbers or more is a grid written in numbers, unless braces or other
/// symbols say otherwise.
fn is_marks_row(line: &str) -> bool {
    let cells = cells_of(line);
    let numbers = cells.iter().all(|c| c.bytes().all(|b| b.is_ascii_digit()));
    cells.len() >= 4 && cells.iter().any(|c| c.len() > 1) && (cells.len() < 10 || !numbers)
}

/// Every pencil-mark grid of `text`, in order, each read or the error of why not: 729-
/// character lines, or grids of cells, each ending with its side-th row (blank lines
/// between them, or between bands, are passed over); `#` lines are comments. Symbols are read in the options' alphabet, or the default one of
/// the side (the number of cells on a grid's first row).
///
/// # Examples
/// ```
/// use sudograph::format::{read_marks, ReadOptions};
/// let text = "12 34 3 4\n3 4 12 12\n24 12 34 3\n1 3 24 24\n";
/// let marks = read_marks(text.as_bytes(), &ReadOptions::default()).remove(0).unwrap();
/// assert_eq!(marks.side, 4);
/// assert_eq!(marks.cells[2], Some(2)); // `3`, one candidate: a filled cell
/// assert_eq!(marks.candidates[0], 0b0011); // `12`
/// ```
pub fn read_marks(text: &[u8], options: &ReadOptions) -> Vec<Result<Marks, ParseError>> {
    let text = String::from_utf8_lossy(text);
    let mut out = Vec::new();
    // The rows of the grid being read: (line number, cells).
    let mut rows: Vec<(usize, Vec<String>)> = Vec::new();
    let fixed = options.fixed_side().ok().flatten();
    let finish = |rows: &mut Vec<(usize, Vec<String>)>, out: &mut Vec<_>| {
        if !rows.is_empty() {
            out.push(grid(rows, options));
            rows.clear();
        }
    };
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = line.trim_start_matches('\u{feff}').trim();
        // A grid ends with its side-th row: a blank line between bands ends nothing.
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if rows.is_empty() && line.len() == LINE_CELLS && is_digits(line) {
            // The candidate line is 9×9's alone: another side fixed makes it a bad record.
            out.push(match (fixed, misplaced(line)) {
                (Some(side), _) if side != 9 => Err(ParseError {
                    line: line_no,
                    column: None,
                    kind: ParseErrorKind::BadLength {
                        cells: line.chars().count(),
                        expected: format!("a grid of {side} rows of candidates"),
                    },
                }),
                (_, Some((at, found))) => Err(ParseError {
                    line: line_no,
                    column: Some(at + 1),
                    kind: ParseErrorKind::MisplacedCandidate {
                        found,
                        cell: at / 9,
                        place: at % 9 + 1,
                    },
                }),
                (_, None) => Ok(candidate_line(line, line_no)),
            });
            continue;
        }
        let cells = cells_of(line);
        if cells.is_empty() {
            continue; // a border line: `------+-------`
        }
        rows.push((line_no, cells));
        let side = fixed.unwrap_or(rows[0].1.len());
        if rows.len() == side {
            finish(&mut rows, &mut out);
        }
    }
    finish(&mut rows, &mut out);
    out
}

/// Whether a line is a 9×9 candidate line: 729 characters, each `.`, `0` or the digit of
/// its place in its cell. Puzzle readers tell such a line from a 27×27 puzzle by it.
///
/// # Examples
/// ```
/// use sudograph::format::is_candidate_line;
/// assert!(is_candidate_line(&"1.3.5.7.9".repeat(81)));
/// assert!(!is_candidate_line(&"3.1.5.7.9".repeat(81)));
/// ```
pub fn is_candidate_line(line: &str) -> bool {
    line.len() == LINE_CELLS && is_digits(line) && misplaced(line).is_none()
}

/// Whether a line is only digits and the empty mark `.`: what a candidate line is written
/// in.
fn is_digits(line: &str) -> bool {
    line.bytes().all(|b| b == b'.' || b.is_ascii_digit())
}

/// The first digit of a line of digits out of its place in a candidate line, with its
/// index: place p of a cell holds `p`, `.` or `0`.
fn misplaced(line: &str) -> Option<(usize, char)> {
    line.bytes()
        .enumerate()
        .find(|&(i, b)| b != b'.' && b != b'0' && b != b'1' + (i % 9) as u8)
        .map(|(i, b)| (i, char::from(b)))
}

/// A 9×9 candidate line, which [`is_candidate_line`] accepted.
fn candidate_line(line: &str, line_no: usize) -> Marks {
    let bytes = line.as_bytes();
    let candidates: Vec<u64> = bytes
        .chunks(9)
        .map(|cell| {
            cell.iter()
                .enumerate()
                .filter(|&(_, &b)| b != b'.' && b != b'0')
                .fold(0, |set, (s, _)| set | 1 << s)
        })
        .collect();
    marks(9, candidates, line_no)
}

/// The cells of a grid row: its tokens without box borders.
fn cells_of(line: &str) -> Vec<String> {
    line.split_whitespace()
        .filter(|token| !token.chars().all(|c| matches!(c, '|' | '+' | '-')))
        .map(str::to_string)
        .collect()
}

/// One grid of rows of candidate cells.
fn grid(rows: &[(usize, Vec<String>)], options: &ReadOptions) -> Result<Marks, ParseError> {
    let line = rows[0].0;
    let side = options
        .fixed_side()
        .ok()
        .flatten()
        .unwrap_or(rows[0].1.len());
    let alphabet = options
        .symbols
        .clone()
        .unwrap_or_else(|| Alphabet::for_side(side));
    if !(1..=MAX_MARKS_SIDE).contains(&side) {
        return Err(ParseError {
            line,
            column: None,
            kind: ParseErrorKind::MarksTooLarge {
                side,
                most: MAX_MARKS_SIDE,
            },
        });
    }
    if rows.len() < side {
        let kind = ParseErrorKind::ShortGrid {
            rows: rows.len(),
            side,
        };
        let line = rows.last().map_or(line, |r| r.0);
        return Err(ParseError {
            line,
            column: None,
            kind,
        });
    }
    let mut candidates = Vec::with_capacity(side * side);
    for (r, (line_no, cells)) in rows.iter().enumerate() {
        if cells.len() != side {
            let kind = ParseErrorKind::RowCells {
                row: r + 1,
                cells: cells.len(),
                side,
            };
            return Err(ParseError {
                line: *line_no,
                column: None,
                kind,
            });
        }
        for cell in cells {
            let set = cell_candidates(cell, side, &alphabet).map_err(|found| ParseError {
                line: *line_no,
                column: None,
                kind: ParseErrorKind::BadSymbol {
                    found,
                    side,
                    alphabet: alphabet.describe(),
                },
            })?;
            candidates.push(set);
        }
    }
    Ok(marks(side, candidates, line))
}

/// The candidates a cell's text holds: its symbols, or numbers in braces; every symbol
/// for `.` or `0` (marks not written). The character that is no symbol, when one is not.
fn cell_candidates(text: &str, side: usize, alphabet: &Alphabet) -> Result<u64, char> {
    let all = u64::MAX >> (64 - side);
    if let Some(inner) = text.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
        let mut set = 0;
        for number in inner.split(',').filter(|n| !n.is_empty()) {
            match number.trim().parse::<usize>() {
                Ok(n) if (1..=side).contains(&n) => set |= 1 << (n - 1),
                _ => return Err(number.chars().next().unwrap_or('{')),
            }
        }
        return Ok(set);
    }
    if text.chars().all(|c| alphabet.is_empty_mark(c)) {
        return Ok(all);
    }
    text.chars()
        .try_fold(0, |set, c| match alphabet.index_of(c) {
            Some(s) if usize::from(s) < side => Ok(set | 1 << s),
            _ => Err(c),
        })
}

/// A grid with these candidates: each cell with one candidate is filled.
fn marks(side: usize, candidates: Vec<u64>, line: usize) -> Marks {
    let cells = candidates
        .iter()
        .map(|&set| (set.count_ones() == 1).then(|| set.trailing_zeros() as u16))
        .collect();
    Marks {
        side,
        cells,
        candidates,
        line,
    }
}

/// Writes pencil marks: with `line` and side 9, the 729-character candidate line; else a
/// grid, each cell its candidates in `alphabet` (a filled cell its symbol), cells of a
/// column padded to one width, a line per row.
///
/// # Examples
/// ```
/// use sudograph::format::{write_marks, Alphabet};
/// let cells = [Some(0), None, None, None].repeat(4);
/// let candidates = [0b0001, 0b0110, 0b1111, 0b1000].repeat(4);
/// let text = write_marks(&cells, &candidates, &Alphabet::for_side(4), false);
/// assert_eq!(text.lines().next(), Some("1 23 1234 4"));
/// ```
pub fn write_marks(
    cells: &[Option<u16>],
    candidates: &[u64],
    alphabet: &Alphabet,
    line: bool,
) -> String {
    let side = alphabet.len();
    let set = |c: usize| match cells[c] {
        Some(s) => 1u64 << s,
        None => candidates[c],
    };
    if line && side == 9 {
        let mut out: String = (0..81)
            .flat_map(|c| {
                (0..9u8).map(move |s| match set(c) >> s & 1 {
                    1 => char::from(b'1' + s),
                    _ => '.',
                })
            })
            .collect();
        out.push('\n');
        return out;
    }
    let text = |c: usize| -> String {
        (0..side as u16)
            .filter(|&s| set(c) >> s & 1 == 1)
            .map(|s| alphabet.symbol(s).to_string())
            .collect()
    };
    let widths: Vec<usize> = (0..side)
        .map(|col| {
            (0..side)
                .map(|row| text(row * side + col).chars().count())
                .max()
                .unwrap_or(1)
        })
        .collect();
    let mut out = String::new();
    for row in 0..side {
        let cells: Vec<String> = (0..side)
            .map(|col| format!("{:<width$}", text(row * side + col), width = widths[col]))
            .collect();
        out.push_str(cells.join(" ").trim_end());
        out.push('\n');
    }
    out
}
