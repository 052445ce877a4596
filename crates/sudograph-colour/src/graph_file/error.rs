//! What is wrong with a graph's text, and the limit a DIMACS file must keep to.

use std::fmt;

/// Most nodes a DIMACS `p` line may declare. Every declared node is created up front, so
/// a typo or a hostile file (`p edge 99999999999999 1`, found by fuzzing) would otherwise
/// ask for terabytes; a million nodes fit easily (measured in `benches/README.md`).
pub const MAX_DIMACS_NODES: usize = 1_000_000;

/// The problem on one DIMACS line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DimacsProblem {
    /// A second `p` line.
    SecondProblemLine,
    /// A `p` line that is not `p edge N M` (also `p col N M`) with whole numbers.
    BadProblemLine,
    /// An `e` line before the `p` line.
    EdgeBeforeProblemLine,
    /// An `e` line that is not `e U V` with whole numbers.
    BadEdgeLine,
    /// An endpoint outside `1..=nodes`.
    NodeOutOfRange {
        /// The endpoint, as written.
        node: usize,
        /// Nodes the `p` line declares.
        nodes: usize,
    },
    /// A `p` line with more nodes than [`MAX_DIMACS_NODES`].
    TooManyNodes(usize),
    /// A line starting with anything but `c`, `p`, `e` (or the ignored `n`, `x`).
    UnknownLine(String),
}

impl fmt::Display for DimacsProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DimacsProblem::SecondProblemLine => f.write_str("a second `p` line"),
            DimacsProblem::BadProblemLine => {
                f.write_str("expected `p edge NODES EDGES` with whole numbers")
            }
            DimacsProblem::EdgeBeforeProblemLine => {
                f.write_str("an edge before the `p edge NODES EDGES` line")
            }
            DimacsProblem::BadEdgeLine => f.write_str("expected `e U V` with whole numbers"),
            DimacsProblem::NodeOutOfRange { node, nodes } => {
                write!(f, "node {node} is not in 1..{nodes}")
            }
            DimacsProblem::TooManyNodes(nodes) => write!(
                f,
                "{nodes} nodes is more than the {MAX_DIMACS_NODES} this reader accepts"
            ),
            DimacsProblem::UnknownLine(word) => write!(
                f,
                "{word:?} does not start a DIMACS line (expected c, p or e)"
            ),
        }
    }
}

/// What is wrong with a graph's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphFileError {
    /// A DIMACS line that cannot be read; `line` counts from 1.
    Dimacs {
        /// The line, from 1.
        line: usize,
        /// What is wrong with it.
        problem: DimacsProblem,
    },
    /// DIMACS text without a `p edge N M` line.
    NoProblemLine,
    /// DOT text the parser refused: the position (when the parser gave one) and its message.
    Dot {
        /// The line, from 1.
        line: Option<usize>,
        /// The column, from 1.
        column: Option<usize>,
        /// The parser's message, on one line.
        message: String,
    },
    /// An edge from a node to itself, which no colouring can satisfy. `line` is known for
    /// DIMACS.
    SelfLoop {
        /// The node's name.
        node: String,
        /// The line of the edge, from 1.
        line: Option<usize>,
    },
    /// DOT text, in a build of the library without its `dot-reader` feature.
    NoDotReader,
}

impl fmt::Display for GraphFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphFileError::Dimacs { line, problem } => write!(f, "line {line}: {problem}"),
            GraphFileError::NoProblemLine => {
                f.write_str("no `p edge NODES EDGES` line: not a DIMACS graph")
            }
            GraphFileError::Dot {
                line,
                column,
                message,
            } => {
                match (line, column) {
                    (Some(line), Some(column)) => write!(f, "line {line}, column {column}: ")?,
                    (Some(line), None) => write!(f, "line {line}: ")?,
                    _ => {}
                }
                write!(f, "not valid DOT: {message}")
            }
            GraphFileError::NoDotReader => {
                f.write_str("reading DOT needs the library's `dot-reader` feature")
            }
            GraphFileError::SelfLoop { node, line } => {
                if let Some(line) = line {
                    write!(f, "line {line}: ")?;
                }
                write!(
                    f,
                    "node {node} has an edge to itself, so no colouring exists"
                )
            }
        }
    }
}

impl std::error::Error for GraphFileError {}
