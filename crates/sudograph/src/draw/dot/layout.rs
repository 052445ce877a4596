//! Where each cell of a Sudoku drawing sits: at its place in the grid, cells a fixed
//! distance apart and the boxes set apart from each other.

use crate::graph::ConstraintGraph;

/// A point of the drawing, in points (Graphviz `pos` units of the `nop2` layout the DOT
/// names, as of `neato -n2`).
pub(super) type Point = (f64, f64);

/// Distance between neighbouring cells in the drawing, in points (the `nop2` layout reads
/// `pos` in points).
pub(super) const CELL_POINTS: usize = 60;

/// Extra space between boxes, in points, so the boxes stand out.
const BOX_GAP_POINTS: usize = 20;

/// The centre of each cell, by node index. Boxes stand apart; irregular regions cannot (the
/// whole grid is one shown box), so their cells sit evenly spaced.
pub(super) fn centres(graph: &ConstraintGraph) -> Vec<Point> {
    let side = graph.rules().side();
    let (box_rows, box_cols) = graph.rules().shown_boxes();
    graph
        .graph()
        .node_weights()
        .map(|cell| {
            let x = cell.col * CELL_POINTS + cell.col / box_cols * BOX_GAP_POINTS;
            let y = (side - 1 - cell.row) * CELL_POINTS
                + (side - 1 - cell.row) / box_rows * BOX_GAP_POINTS;
            (x as f64, y as f64)
        })
        .collect()
}
