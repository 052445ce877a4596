//! A line of puzzle text split into cells: one per byte for a plain line, one per
//! character, or white-space separated numbers for the numbered rows of big grids; and
//! each cell read as a symbol of an alphabet, or the error that names its column.

use super::alphabet::{Alphabet, EMPTY_MARKS, SEPARATORS};
use super::error::{ParseError, ParseErrorKind};

/// One cell as written: its text (a byte range of the line) and 1-based column.
#[derive(Clone, Copy)]
pub(super) struct Token {
    start: usize,
    end: usize,
    column: usize,
}

/// How a line splits into cells.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Split {
    /// One cell per byte: ASCII with no space or separator (the common puzzle line).
    Bytes,
    /// Cells are `tokens`: one per character, or white-space separated numbers (`numbered`).
    Tokens { numbered: bool },
}

/// A line's cells: the line and how it splits.
#[derive(Clone, Copy)]
pub(super) struct Cells<'a> {
    line: &'a str,
    split: Split,
    tokens: &'a [Token],
}

impl<'a> Cells<'a> {
    pub(super) fn len(&self) -> usize {
        match self.split {
            Split::Bytes => self.line.len(),
            Split::Tokens { .. } => self.tokens.len(),
        }
    }

    /// The line the cells are in.
    pub(super) fn text(&self) -> &'a str {
        self.line
    }

    pub(super) fn numbered(&self) -> bool {
        matches!(self.split, Split::Tokens { numbered: true })
    }

    /// Cell i's text and 1-based column.
    fn get(&self, i: usize) -> (&'a str, usize) {
        match self.split {
            Split::Bytes => (&self.line[i..i + 1], i + 1),
            Split::Tokens { .. } => {
                let t = self.tokens[i];
                (&self.line[t.start..t.end], t.column)
            }
        }
    }

    /// The 1-based column of cell i, or just after the last cell when i is past the end.
    pub(super) fn column(&self, i: usize) -> usize {
        match i.checked_sub(self.len()) {
            Some(_) => self.line.chars().count() + 1,
            None => self.get(i).1,
        }
    }

    /// Appends the cells' symbols under `alphabet` to `out`; on the first cell that is not
    /// one, its error (with `out` left partly extended).
    pub(super) fn decode(
        &self,
        alphabet: &Alphabet,
        line: usize,
        out: &mut Vec<Option<u16>>,
    ) -> Result<(), ParseError> {
        self.decode_first(self.len(), alphabet, line, out)
    }

    /// [`Cells::decode`] of the first `count` cells only.
    pub(super) fn decode_first(
        &self,
        count: usize,
        alphabet: &Alphabet,
        line: usize,
        out: &mut Vec<Option<u16>>,
    ) -> Result<(), ParseError> {
        if self.split == Split::Bytes {
            let bytes = &self.line.as_bytes()[..count];
            let before = out.len();
            if alphabet.read_bytes(bytes, out) {
                return Ok(());
            }
            out.truncate(before);
            let bad = bytes.iter().position(|&b| alphabet.read_byte(b).is_none());
            return Err(self.bad_cell(bad.expect("some byte is foreign"), alphabet, line));
        }
        for i in 0..count {
            match self.cell(i, alphabet) {
                Some(cell) => out.push(cell),
                None => return Err(self.bad_cell(i, alphabet, line)),
            }
        }
        Ok(())
    }

    /// Cell i's symbol (`Some(None)` when empty), or `None` when it is neither.
    fn cell(&self, i: usize, alphabet: &Alphabet) -> Option<Option<u16>> {
        let (text, _) = self.get(i);
        if self.numbered() {
            if is_empty_number(text) {
                return Some(None);
            }
            return match text.parse::<usize>() {
                Ok(0) => Some(None),
                Ok(n) if n <= alphabet.len() => Some(Some((n - 1) as u16)),
                _ => None,
            };
        }
        let c = text.chars().next().unwrap_or(' ');
        if alphabet.is_empty_mark(c) {
            return Some(None);
        }
        alphabet.index_of(c).map(Some)
    }

    /// The error for cell i, which is not a symbol of `alphabet`.
    fn bad_cell(&self, i: usize, alphabet: &Alphabet, line: usize) -> ParseError {
        let (text, column) = self.get(i);
        let side = alphabet.len();
        let kind = if self.numbered() {
            ParseErrorKind::BadNumber {
                found: text.to_string(),
                side,
            }
        } else {
            ParseErrorKind::BadSymbol {
                found: text.chars().next().unwrap_or(' '),
                side,
                alphabet: alphabet.describe(),
            }
        };
        ParseError {
            line,
            column: Some(column),
            kind,
        }
    }

    /// Whether some cell holds a symbol that a grid of side `larger` has and one of side
    /// `side` has not.
    pub(super) fn beyond(&self, side: usize, larger: usize) -> bool {
        let alphabet = Alphabet::for_side(larger);
        (0..self.len()).any(|i| {
            let (text, _) = self.get(i);
            if self.numbered() {
                text.parse::<usize>().is_ok_and(|n| n > side && n <= larger)
            } else {
                let c = text.chars().next().unwrap_or('.');
                alphabet.index_of(c).is_some_and(|i| i as usize >= side)
            }
        })
    }
}

/// An empty cell of a numbered row: `0`, `-1` (the Lewis instance format's mark) or a
/// one-character empty mark.
fn is_empty_number(text: &str) -> bool {
    text == "-1" || (text.len() == 1 && EMPTY_MARKS.iter().any(|m| text.starts_with(*m)))
}

/// Whether a white-space separated word can be a cell of a numbered row.
fn is_number_word(text: &str) -> bool {
    text.bytes().all(|b| b.is_ascii_digit()) || is_empty_number(text)
}

/// Splits a line into cells. A line of numbers (`numbers`, a file of number rows) splits
/// at white space and box borders into one cell per word; otherwise the split is guessed:
/// one per byte when the line is plain ASCII with no gap; white-space separated numbers
/// when the line is a numbered row (some word has two or more characters: `12`, `-1`);
/// otherwise one cell per non-blank, non-separator character. Columns count from the
/// line's first character, leading white space included.
pub(super) fn split<'a>(line: &'a str, tokens: &'a mut Vec<Token>, numbers: bool) -> Cells<'a> {
    let plain = line
        .bytes()
        .all(|b| b.is_ascii_graphic() && !matches!(b, b'|' | b'+' | b'-'));
    if plain && !numbers {
        return Cells {
            line,
            split: Split::Bytes,
            tokens: &[],
        };
    }
    words(line, tokens);
    let text = |t: &Token| &line[t.start..t.end];
    let numbered = numbers
        || (tokens.len() > 1
            && tokens.iter().any(|t| t.end - t.start > 1)
            && tokens.iter().all(|t| is_number_word(text(t))));
    if !numbered {
        // One cell per character of each word, box borders left out.
        let words = std::mem::take(tokens);
        for word in &words {
            let chars = line[word.start..word.end].char_indices().enumerate();
            for (offset, (i, c)) in chars {
                if SEPARATORS.contains(&c) {
                    continue;
                }
                tokens.push(Token {
                    start: word.start + i,
                    end: word.start + i + c.len_utf8(),
                    column: word.column + offset,
                });
            }
        }
    }
    Cells {
        line,
        split: Split::Tokens { numbered },
        tokens,
    }
}

/// The line's words: runs of characters between white space and the box borders `|` and
/// `+`; a run of `-` alone (a rule between bands) is no word, and a `-` in a word stays,
/// so that `-1` is one.
fn words(line: &str, tokens: &mut Vec<Token>) {
    tokens.clear();
    let mut start = None;
    let mut push = |s: usize, end: usize, column: usize| {
        if !line[s..end].bytes().all(|b| b == b'-') {
            tokens.push(Token {
                start: s,
                end,
                column,
            });
        }
    };
    for (column, (i, c)) in line.char_indices().enumerate() {
        let gap = c.is_whitespace() || c == '|' || c == '+';
        match (gap, start) {
            (false, None) => start = Some((i, column + 1)),
            (true, Some((s, col))) => {
                push(s, i, col);
                start = None;
            }
            _ => {}
        }
    }
    if let Some((s, col)) = start {
        push(s, line.len(), col);
    }
}
