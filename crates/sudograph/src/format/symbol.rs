//! One symbol of a grid as it is written: a character, or past 64×64 a number.

use std::fmt;

/// A symbol as written, for messages and drawings: `Display` writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symbol {
    /// A character of an alphabet (`5`, `G`).
    Char(char),
    /// A number of the alphabet of a grid past 64×64, counted from 1 (`81`).
    Number(u16),
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Symbol::Char(c) => fmt::Display::fmt(c, f),
            Symbol::Number(n) => fmt::Display::fmt(n, f),
        }
    }
}
