//! The overlaps the compiled graph finds through its nodes' units, against every pair of
//! units compared directly.

use super::grid_graph::GridGraph;
use crate::Colourer;

/// An overlap as its two units and its parts: shared nodes, A's outside B, B's outside A.
type Found = ((u32, u32), [Vec<u32>; 3]);

/// Every pair of units a < b sharing two nodes or more but not all, in that order, each as
/// its shared nodes (in B's order), A's nodes outside B and B's nodes outside A.
fn pairwise(units: &[Vec<u32>]) -> Vec<Found> {
    let mut found = Vec::new();
    for (a, unit_a) in units.iter().enumerate() {
        for (b, unit_b) in units.iter().enumerate().skip(a + 1) {
            let shared: Vec<u32> = unit_b
                .iter()
                .copied()
                .filter(|v| unit_a.contains(v))
                .collect();
            if shared.len() < 2 || shared.len() == unit_a.len() {
                continue;
            }
            let outside = |of: &[u32], other: &[u32]| -> Vec<u32> {
                of.iter().copied().filter(|v| !other.contains(v)).collect()
            };
            let parts = [shared, outside(unit_a, unit_b), outside(unit_b, unit_a)];
            found.push(((a as u32, b as u32), parts));
        }
    }
    found
}

/// Sudoku grids of several box shapes, Sudoku X and a jigsaw, as their colourers.
fn colourers() -> Vec<Colourer> {
    // Regions that are not boxes: in each band of three rows, every row's cells shifted.
    let jigsaw: Vec<usize> = (0..81)
        .map(|cell| (cell / 9) / 3 * 3 + (cell % 9 + cell / 9) % 9 / 3)
        .collect();
    let boxes: Vec<usize> = (0..81).map(|cell| cell / 27 * 3 + cell % 9 / 3).collect();
    let shapes = [(2, 2), (2, 3), (3, 3), (3, 4), (4, 4)];
    shapes
        .iter()
        .map(|&(rows, cols)| GridGraph::boxes(rows, cols))
        .chain([
            GridGraph::of_regions(9, &jigsaw, false),
            GridGraph::of_regions(9, &boxes, true),
        ])
        .map(|grid| grid.colourer())
        .collect()
}

#[test]
fn overlaps_found_through_the_nodes_units_are_those_of_every_pair_of_units() {
    for colourer in colourers() {
        let graph = &colourer.engines().graph;
        let units: Vec<Vec<u32>> = (0..graph.unit_count())
            .map(|u| graph.unit(u).to_vec())
            .collect();
        let found: Vec<Found> = graph
            .overlaps
            .iter()
            .map(|o| {
                let parts = [o.shared, o.only_a, o.only_b].map(|p| graph.overlap_part(p).to_vec());
                (o.units, parts)
            })
            .collect();
        let expected = pairwise(&units);
        assert!(!expected.is_empty(), "{} units", units.len());
        assert_eq!(
            found,
            expected,
            "{} units of {} nodes",
            units.len(),
            graph.k
        );
    }
}
