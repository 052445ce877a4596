//! The DIMACS `.col` reader: the graph colouring benchmarks' format.

use std::collections::HashSet;
use std::fmt;

use petgraph::graph::NodeIndex;

use super::{GraphFileError, NamedGraph, add_edge_once};

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
    NodeOutOfRange { node: usize, nodes: usize },
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

/// Reads a DIMACS `.col` graph.
///
/// Duplicate edges and edges given in both directions are kept once (the benchmark files
/// list some edges twice); the `M` of `p edge N M` is not checked for that reason. `n` and `x`
/// lines of other DIMACS variants are ignored. A UTF-8 BOM and CRLF line ends are fine.
///
/// # Arguments
/// * `text`: the file's text.
///
/// # Returns
/// The graph with nodes `"1"`…`"N"` at indices 0…N−1, or the first error, naming its line.
///
/// # Complexity
/// O(L + M) expected time for L lines and M edge lines; O(N + M) memory.
///
/// # Examples
/// ```
/// use sudograph::graph_file::read_dimacs;
/// let graph = read_dimacs("c a triangle\np edge 3 4\ne 1 2\ne 2 3\ne 3 1\ne 2 1\n").unwrap();
/// assert_eq!((graph.node_count(), graph.edge_count()), (3, 3));
/// assert_eq!(graph[petgraph::graph::NodeIndex::new(2)], "3");
/// let error = read_dimacs("p edge 3 1\ne 1 4\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 2: node 4 is not in 1..3");
/// let error = read_dimacs("p edge 22222222222222 7\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 1: 22222222222222 nodes is more than the 1000000 this reader accepts");
/// ```
pub fn read_dimacs(text: &str) -> Result<NamedGraph, GraphFileError> {
    let mut graph: Option<NamedGraph> = None;
    let mut seen = HashSet::new();
    for (i, line) in text.trim_start_matches('\u{feff}').lines().enumerate() {
        let line_number = i + 1;
        let at = |problem| GraphFileError::Dimacs {
            line: line_number,
            problem,
        };
        let mut words = line.split_whitespace();
        match words.next() {
            None | Some("c" | "n" | "x") => {}
            Some("p") => {
                if graph.is_some() {
                    return Err(at(DimacsProblem::SecondProblemLine));
                }
                let numbers: Vec<&str> = words.collect();
                let ["edge" | "col" | "edges", nodes, edges] = numbers[..] else {
                    return Err(at(DimacsProblem::BadProblemLine));
                };
                let (Ok(nodes), Ok(_)) = (nodes.parse::<usize>(), edges.parse::<usize>()) else {
                    return Err(at(DimacsProblem::BadProblemLine));
                };
                if nodes > MAX_DIMACS_NODES {
                    return Err(at(DimacsProblem::TooManyNodes(nodes)));
                }
                let mut new = NamedGraph::with_capacity(nodes, 0);
                for v in 1..=nodes {
                    new.add_node(v.to_string());
                }
                graph = Some(new);
            }
            Some("e") => {
                let Some(graph) = graph.as_mut() else {
                    return Err(at(DimacsProblem::EdgeBeforeProblemLine));
                };
                let ends: Vec<&str> = words.collect();
                let [a, b] = ends[..] else {
                    return Err(at(DimacsProblem::BadEdgeLine));
                };
                let (Ok(a), Ok(b)) = (a.parse::<usize>(), b.parse::<usize>()) else {
                    return Err(at(DimacsProblem::BadEdgeLine));
                };
                let nodes = graph.node_count();
                for node in [a, b] {
                    if node == 0 || node > nodes {
                        return Err(at(DimacsProblem::NodeOutOfRange { node, nodes }));
                    }
                }
                if a == b {
                    return Err(GraphFileError::SelfLoop {
                        node: a.to_string(),
                        line: Some(line_number),
                    });
                }
                add_edge_once(
                    graph,
                    &mut seen,
                    NodeIndex::new(a - 1),
                    NodeIndex::new(b - 1),
                );
            }
            Some(word) => return Err(at(DimacsProblem::UnknownLine(word.to_string()))),
        }
    }
    graph.ok_or(GraphFileError::NoProblemLine)
}
