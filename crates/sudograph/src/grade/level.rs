//! The grading scale: each level allows a set of techniques, and a puzzle's level is the
//! lowest whose techniques solve it.

use std::fmt;
use std::str::FromStr;

/// How hard a puzzle is for a person, by the techniques it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Naked and hidden singles.
    Simple,
    /// Adds locked candidates (pointing, claiming) and, under anti-knight and anti-king,
    /// the knight's and king's move eliminations.
    Easy,
    /// Adds naked and hidden pairs, triples and quads.
    Medium,
    /// Adds X-wing, swordfish, jellyfish, the single-digit patterns (skyscraper, two-string
    /// kite, turbot fish, empty rectangle), W-wing, XY-wing and XYZ-wing, and on puzzles
    /// proven unique, unique rectangles and BUG+1.
    Hard,
    /// Adds finned and sashimi fish, simple colouring, multi-colouring, XY-chains, X-cycles
    /// and alternating inference chains.
    Fiendish,
    /// Adds forcing chains, static and dynamic.
    Extreme,
    /// None of the techniques finishes it: it needs trial and error.
    Search,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 7] = [
        Level::Simple,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Fiendish,
        Level::Extreme,
        Level::Search,
    ];

    /// The level's name: `simple` … `fiendish`, `extreme`, `search`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Simple => "simple",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Fiendish => "fiendish",
            Level::Extreme => "extreme",
            Level::Search => "search",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level '{}' (simple, easy, medium, hard, fiendish, extreme, search)",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;

    /// A level from its name.
    fn from_str(name: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|level| level.name() == name)
            .ok_or_else(|| UnknownLevel(name.to_string()))
    }
}
