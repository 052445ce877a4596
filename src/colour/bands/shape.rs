//! Which graphs the band engine takes: Sudoku's 9×9 grid graph, nodes in reading order,
//! with nine colours. The engine reasons on rows, columns and boxes, so it needs exactly
//! that graph; units the caller names or not, the colourings are the same.

use crate::colour::compile::CompiledGraph;

/// Whether `graph` is the graph of the 9×9 grid with nine colours: 81 nodes, each with the
/// 20 others of its row, column and box as neighbours (nodes numbered in reading order),
/// and no self-loop.
pub(crate) fn fits(graph: &CompiledGraph) -> bool {
    graph.k == 9
        && graph.len() == 81
        && (0..81).all(|v| graph.initial[v] == graph.full && neighbours(graph, v) == peers(v))
}

/// Node v's neighbours in `graph`, as a bitset.
fn neighbours(graph: &CompiledGraph, v: usize) -> u128 {
    let bit = |w: u32| 1u128 << w;
    match graph.neighbour_list(v) {
        Some(list) => list.iter().fold(0, |set, &w| set | bit(w)),
        None => graph.unit_mates(v).fold(0, |set, w| set | bit(w)),
    }
}

/// The other cells of cell v's row, column and box, as a bitset.
fn peers(v: usize) -> u128 {
    let (row, column) = (v / 9, v % 9);
    (0..81)
        .filter(|&w| w != v)
        .filter(|&w| {
            let (r, c) = (w / 9, w % 9);
            r == row || c == column || (r / 3 == row / 3 && c / 3 == column / 3)
        })
        .fold(0, |set, w| set | 1 << w)
}
