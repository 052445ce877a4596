//! Graphs the tests of the chromatic number and of the cliques share.

use petgraph::graph::UnGraph;
use proptest::prelude::*;

/// Random graphs with a number of nodes from `nodes`, without self-loops.
pub(super) fn random_graph(
    nodes: std::ops::Range<usize>,
) -> impl Strategy<Value = UnGraph<(), ()>> {
    nodes.prop_flat_map(|n| {
        proptest::collection::vec((0..n as u32, 0..n as u32), 0..n * n).prop_map(move |pairs| {
            let mut g = UnGraph::<(), ()>::with_capacity(n, pairs.len());
            (0..n).for_each(|_| {
                g.add_node(());
            });
            g.extend_with_edges(pairs.into_iter().filter(|(a, b)| a != b));
            g
        })
    })
}

/// The n×n queen graph: squares of a board that a queen on one reaches from the other.
pub(super) fn queen_graph(side: usize) -> UnGraph<(), ()> {
    let mut g = UnGraph::<(), ()>::default();
    let squares: Vec<_> = (0..side * side).map(|_| g.add_node(())).collect();
    for a in 0..side * side {
        for b in a + 1..side * side {
            let (ra, ca, rb, cb) = (a / side, a % side, b / side, b % side);
            if ra == rb || ca == cb || ra.abs_diff(rb) == ca.abs_diff(cb) {
                g.add_edge(squares[a], squares[b], ());
            }
        }
    }
    g
}
