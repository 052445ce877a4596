//! Where each edge of a Sudoku drawing runs: rows and columns as arcs, so that the cliques
//! they form stay visible, other edges straight.

use super::layout::Point;
use crate::graph::EdgeKinds;

/// How far an arc bulges, as a share of the distance between its ends: arcs of one row
/// nest inside one another instead of lying on one line.
const BULGE: f64 = 0.28;

/// The edge from `a` to `b` as a Graphviz spline (`pos` of an edge: one cubic Bézier). A
/// row edge arcs above its row, a column edge to the right of its column; box, region and
/// diagonal edges run straight, as no other edge lies along them.
pub(super) fn edge_spline(kinds: EdgeKinds, a: Point, b: Point) -> String {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let (c1, c2) = if kinds.contains(EdgeKinds::ROW) {
        let lift = BULGE * dx.abs();
        ((a.0, a.1 + lift), (b.0, b.1 + lift))
    } else if kinds.contains(EdgeKinds::COLUMN) {
        let shift = BULGE * dy.abs();
        ((a.0 + shift, a.1), (b.0 + shift, b.1))
    } else {
        (
            (a.0 + dx / 3.0, a.1 + dy / 3.0),
            (a.0 + 2.0 * dx / 3.0, a.1 + 2.0 * dy / 3.0),
        )
    };
    format!(
        "{:.0},{:.0} {:.0},{:.0} {:.0},{:.0} {:.0},{:.0}",
        a.0, a.1, c1.0, c1.1, c2.0, c2.1, b.0, b.1
    )
}
