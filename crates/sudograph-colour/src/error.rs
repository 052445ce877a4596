//! Why the colourer refuses a graph, its units or a pre-colouring.

use std::fmt;

/// Why a graph, its units or a pre-colouring were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ColourError {
    /// More colours than the search takes: [`MAX_COLOURS`](super::MAX_COLOURS) for the exact engines,
    /// [`MAX_COLOURS`](super::MAX_COLOURS) for local search alone.
    TooManyColours {
        /// The colours asked for.
        colours: usize,
        /// The most the search takes.
        most: usize,
    },
    /// A unit whose size is not k: only k-cliques force every colour to appear.
    UnitSize {
        /// The unit, numbered as given.
        unit: usize,
        /// Its number of nodes.
        size: usize,
        /// k, the size a unit must have.
        colours: usize,
    },
    /// A unit with two nodes that are not neighbours (or one node twice).
    UnitNotClique {
        /// The unit, numbered as given.
        unit: usize,
    },
    /// A pre-colouring whose length is not the graph's node bound.
    PrecolouringLength {
        /// The graph's node bound.
        expected: usize,
        /// The pre-colouring's length.
        found: usize,
    },
}

impl fmt::Display for ColourError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ColourError::TooManyColours { colours, most } => {
                write!(
                    f,
                    "{colours} colours asked for; at most {most} are supported"
                )
            }
            ColourError::UnitSize {
                unit,
                size,
                colours,
            } => {
                write!(
                    f,
                    "unit {unit} has {size} nodes; a unit must have exactly {colours} (one per colour)"
                )
            }
            ColourError::UnitNotClique { unit } => {
                write!(
                    f,
                    "unit {unit} is not a clique: two of its nodes are not neighbours"
                )
            }
            ColourError::PrecolouringLength { expected, found } => {
                write!(
                    f,
                    "pre-colouring has {found} entries; the graph has {expected} nodes"
                )
            }
        }
    }
}

impl std::error::Error for ColourError {}
