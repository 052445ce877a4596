//! The graph a reader makes: undirected and simple, its nodes named.

use std::collections::HashSet;

use petgraph::graph::{NodeIndex, UnGraph};

/// An undirected simple graph whose nodes are named: DIMACS numbers (`"1"`…) or DOT node ids.
pub type NamedGraph = UnGraph<String, ()>;

/// Adds the edge a–b unless `seen` says the graph has it already (in either direction).
/// A set rather than petgraph's `find_edge`, whose O(degree) walk makes dense graphs
/// quadratic.
pub(super) fn add_edge_once(
    graph: &mut NamedGraph,
    seen: &mut HashSet<(NodeIndex, NodeIndex)>,
    a: NodeIndex,
    b: NodeIndex,
) {
    if seen.insert((a.min(b), a.max(b))) {
        graph.add_edge(a, b, ());
    }
}
