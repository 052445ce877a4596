//! The symbols of a grid: which character stands for which colour, and which characters
//! mark empty cells. Grids past 64×64 have more symbols than characters to spare: their
//! alphabet is the numbers `1` to the side.

use std::fmt;

use super::symbol::Symbol;

/// Default symbols in order: `1-9`, then `A-Z`, then `a-z`, then `@$%` (64 in all).
/// A grid of side s uses the first s of them.
pub(crate) const DEFAULT_SYMBOLS: &str =
    "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$%";

/// The largest side whose symbols are characters (the length of [`DEFAULT_SYMBOLS`], and of
/// a `--symbols` alphabet): larger grids are written in numbers.
pub(crate) const MAX_CHARACTER_SIDE: usize = 64;

/// Characters that mark an empty cell (`0` too, when it is not a symbol).
pub(super) const EMPTY_MARKS: &[char] = &['.', '_', '*'];

/// Box-drawing characters ignored wherever they appear in a puzzle.
pub(super) const SEPARATORS: &[char] = &['|', '+', '-'];

/// What an ASCII byte means under an alphabet: a symbol (its index, below 64), or one of
/// these, each a bit above every index, so that the meanings of a line's bytes or-ed
/// together tell whether one of them is foreign.
const EMPTY: u8 = 0x40;
const FOREIGN: u8 = 0x80;
const _: () = assert!(MAX_CHARACTER_SIDE <= EMPTY as usize);

/// The symbols of a grid, in colour order: symbol i is colour i. Characters, or for a
/// side past `MAX_CHARACTER_SIDE` the numbers from 1.
#[derive(Clone, PartialEq, Eq)]
pub struct Alphabet {
    /// The symbols' characters; none in an alphabet of numbers.
    symbols: Vec<char>,
    /// How many numbers the alphabet has, when it is one of numbers (else 0).
    numbers: usize,
    /// Each byte's meaning (a symbol index, [`EMPTY`] or [`FOREIGN`]; every byte of a
    /// character beyond ASCII is foreign), so that reading a cell is one lookup.
    bytes: [u8; 256],
    /// Each byte's cell, the symbol or none (empty, or foreign as `bytes` tells): what a
    /// line of one byte per cell copies into its cells.
    cells: [Option<u16>; 256],
    /// The symbols' bytes when every symbol is ASCII (else none): what writing a line of
    /// one byte per cell looks each colour up in.
    ascii: Vec<u8>,
    /// The first symbol's byte when symbol i is that byte plus i (`1-9`, the 9×9 default):
    /// a colour is written by an addition, many at a time.
    run: Option<u8>,
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
            AlphabetError::Duplicate(c) => write!(f, "symbol {c:?} appears twice"),
            AlphabetError::Reserved(c) => {
                write!(
                    f,
                    "{c:?} cannot be a symbol: it marks empty cells, box borders or comments"
                )
            }
            AlphabetError::Length(n) => write!(
                f,
                "{n} symbols; a grid written in characters needs between 4 and \
                 {MAX_CHARACTER_SIDE} (its side), and larger grids are written in numbers"
            ),
        }
    }
}

impl std::error::Error for AlphabetError {}

impl fmt::Debug for Alphabet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.numbers {
            0 => f
                .debug_tuple("Alphabet")
                .field(&self.symbols.iter().collect::<String>())
                .finish(),
            numbers => write!(f, "Alphabet(1-{numbers})"),
        }
    }
}

impl Alphabet {
    /// The alphabet of these symbols, with its byte table.
    fn of(symbols: Vec<char>) -> Alphabet {
        let mut alphabet = Alphabet {
            symbols,
            numbers: 0,
            bytes: [FOREIGN; 256],
            cells: [None; 256],
            ascii: Vec::new(),
            run: None,
        };
        if alphabet.symbols.iter().all(char::is_ascii) {
            alphabet.ascii = alphabet.symbols.iter().map(|&c| c as u8).collect();
            let first = alphabet.ascii.first().copied();
            let from_first =
                |(i, &b): (usize, &u8)| first.is_some_and(|f| usize::from(b) == usize::from(f) + i);
            if alphabet.ascii.iter().enumerate().all(from_first) {
                alphabet.run = first;
            }
        }
        for byte in 0..128u8 {
            let c = char::from(byte);
            alphabet.bytes[byte as usize] = match alphabet.search(c) {
                Some(i) => i as u8,
                None if alphabet.is_empty_mark(c) => EMPTY,
                None => FOREIGN,
            };
        }
        alphabet.cells = alphabet.bytes.map(|i| (i < EMPTY).then_some(u16::from(i)));
        alphabet
    }

    /// The default alphabet for a grid of this side (`1-4` for 4×4, `1-9A-G` for 16×16 …;
    /// the numbers `1-81` for 81×81, past `MAX_CHARACTER_SIDE`).
    pub fn for_side(side: usize) -> Alphabet {
        if side <= MAX_CHARACTER_SIDE {
            return Alphabet::of(DEFAULT_SYMBOLS.chars().take(side).collect());
        }
        Alphabet {
            numbers: side,
            ..Alphabet::of(Vec::new())
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
        if !(4..=MAX_CHARACTER_SIDE).contains(&symbols.len()) {
            return Err(AlphabetError::Length(symbols.len()));
        }
        Ok(Alphabet::of(symbols))
    }

    /// Number of symbols (the side of the grids it writes).
    pub fn len(&self) -> usize {
        self.symbols.len().max(self.numbers)
    }

    /// True for an alphabet with no symbols (never produced by the constructors).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the symbols are the numbers from 1 rather than characters: grids written
    /// in it are written in numbers.
    pub(crate) fn is_numbers(&self) -> bool {
        self.numbers > 0
    }

    /// Symbol `i` as written: a character, or a number from 1.
    pub fn symbol(&self, i: u16) -> Symbol {
        match self.numbers {
            0 => Symbol::Char(self.symbols[usize::from(i)]),
            numbers => {
                assert!(usize::from(i) < numbers, "symbol {i} of {numbers}");
                Symbol::Number(i + 1)
            }
        }
    }

    /// The characters of the symbols in order: none in an alphabet of numbers.
    pub(super) fn characters(&self) -> &[char] {
        &self.symbols
    }

    /// The symbols as bytes, symbol i at i, when they are all ASCII characters (none for an
    /// alphabet of numbers, or one with a character beyond ASCII).
    pub(super) fn ascii(&self) -> Option<&[u8]> {
        (!self.ascii.is_empty()).then_some(self.ascii.as_slice())
    }

    /// The first symbol's byte, when every symbol is ASCII and symbol i is that byte plus i.
    pub(super) fn ascii_run(&self) -> Option<u8> {
        self.run
    }

    /// The symbol a character stands for. Letters match in either case when the alphabet
    /// does not hold both cases of that letter (so `a` reads as `A` in a 16×16 grid).
    pub(crate) fn index_of(&self, c: char) -> Option<u16> {
        match c.is_ascii() {
            true => Some(self.bytes[c as usize])
                .filter(|&i| i < EMPTY)
                .map(u16::from),
            false => self.search(c),
        }
    }

    /// [`Alphabet::index_of`] by search rather than by table.
    fn search(&self, c: char) -> Option<u16> {
        if let Some(i) = self.symbols.iter().position(|&s| s == c) {
            return Some(i as u16);
        }
        let other = if c.is_ascii_lowercase() {
            c.to_ascii_uppercase()
        } else {
            c.to_ascii_lowercase()
        };
        self.symbols
            .iter()
            .position(|&s| s == other)
            .map(|i| i as u16)
    }

    /// What a byte holds: `Some(Some(symbol))`, `Some(None)` for an empty mark, `None` for
    /// a character that is neither (any byte of a character beyond ASCII).
    #[inline]
    pub(super) fn read_byte(&self, byte: u8) -> Option<Option<u16>> {
        match self.bytes[usize::from(byte)] {
            FOREIGN => None,
            EMPTY => Some(None),
            i => Some(Some(u16::from(i))),
        }
    }

    /// Appends the cells of a line written one byte per cell to `out`; false (with `out`
    /// extended by garbage) when some byte is neither a symbol nor an empty mark. One
    /// lookup per byte and no branch: the common puzzle line's whole cost.
    pub(super) fn read_bytes(&self, bytes: &[u8], out: &mut Vec<Option<u16>>) -> bool {
        let mut meanings = 0;
        out.extend(bytes.iter().map(|&byte| {
            meanings |= self.bytes[usize::from(byte)];
            self.cells[usize::from(byte)]
        }));
        meanings & FOREIGN == 0
    }

    /// Whether the character marks an empty cell under this alphabet.
    pub(super) fn is_empty_mark(&self, c: char) -> bool {
        EMPTY_MARKS.contains(&c) || (c == '0' && !self.symbols.contains(&'0'))
    }

    /// A short description for messages: `1-9` or `1-9A-G` when default, else the symbols.
    pub(super) fn describe(&self) -> String {
        if self.is_numbers() {
            format!("1-{}", self.numbers)
        } else if DEFAULT_SYMBOLS
            .chars()
            .take(self.len())
            .eq(self.symbols.iter().copied())
        {
            // Each run of the default symbols as `first-last`, or alone when it is one.
            let s = &self.symbols;
            let run = |from: usize, to: usize| match to - from {
                0 => String::new(),
                1 => s[from].to_string(),
                _ => format!("{}-{}", s[from], s[to - 1]),
            };
            let len = s.len();
            let mut out = run(0, len.min(9));
            out += &run(9, len.clamp(9, 35));
            out += &run(35, len.clamp(35, 61));
            out += &s[len.min(61)..].iter().collect::<String>();
            out
        } else {
            self.symbols.iter().collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describes_default_alphabets() {
        assert_eq!(Alphabet::for_side(16).describe(), "1-9A-G");
        assert_eq!(Alphabet::for_side(64).describe(), "1-9A-Za-z@$%");
        assert_eq!(Alphabet::for_side(10).describe(), "1-9A");
        assert_eq!(Alphabet::for_side(36).describe(), "1-9A-Za");
        assert_eq!(Alphabet::for_side(4).describe(), "1-4");
        assert_eq!(Alphabet::for_side(16).index_of('g'), Some(15));
        assert_eq!(Alphabet::for_side(81).describe(), "1-81");
    }

    #[test]
    fn sides_past_64_are_numbers() {
        let alphabet = Alphabet::for_side(400);
        assert!(alphabet.is_numbers() && !Alphabet::for_side(64).is_numbers());
        assert_eq!(alphabet.len(), 400);
        assert_eq!(alphabet.symbol(399).to_string(), "400");
        assert_eq!(alphabet.index_of('1'), None);
        assert_eq!(alphabet.read_byte(b'.'), Some(None));
        assert_eq!(alphabet.read_byte(b'7'), None);
    }

    #[test]
    fn the_byte_table_agrees_with_the_search() {
        let alphabets = [
            Alphabet::for_side(4),
            Alphabet::for_side(16),
            Alphabet::for_side(64),
            Alphabet::custom("0123456789ABCDEF").unwrap(),
            Alphabet::custom("abcdABCDé").unwrap(),
        ];
        for alphabet in &alphabets {
            for byte in 128..=255u8 {
                assert_eq!(alphabet.read_byte(byte), None);
            }
            for byte in 0..128u8 {
                let c = char::from(byte);
                assert_eq!(
                    alphabet.index_of(c),
                    alphabet.search(c),
                    "{alphabet:?} {c:?}"
                );
                let expected = match alphabet.search(c) {
                    Some(i) => Some(Some(i)),
                    None if alphabet.is_empty_mark(c) => Some(None),
                    None => None,
                };
                assert_eq!(alphabet.read_byte(byte), expected, "{alphabet:?} {c:?}");
            }
            assert_eq!(alphabet.index_of('é'), alphabet.search('é'));
        }
    }
}
