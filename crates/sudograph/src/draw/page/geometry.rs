//! Where the page draws each cell and each edge of the constraint graph. Cells sit on the
//! grid, boxes a little apart, each cell's symbol or candidates in a disc. Each edge runs
//! from disc rim to disc rim, routed by the unit it comes from so that a reader can follow
//! it: a row's edges are brackets above the row, inside the row's band, a column's to the
//! right inside the column's band, so that no arc passes over a cell of another row or
//! column, nor over the disc of a cell between its ends. Box and region edges go straight,
//! inside their box; diagonal edges bow off the diagonal.

use petgraph::visit::EdgeRef;

use crate::graph::{ConstraintGraph, EdgeKinds};

/// A point of the page's drawing, in its own units (the SVG's viewBox), y downwards.
pub type Point = (f64, f64);

/// Distance between the centres of neighbouring cells of a box: each cell is a square of
/// this side.
pub const PITCH: f64 = 100.0;

/// Radius of the disc a cell's symbol or candidates are drawn in.
pub const RADIUS: f64 = 34.0;

/// Half the widest stroke an edge is drawn with: a reason edge's white halo.
pub const HALF_STROKE: f64 = 5.0;

/// Extra space between boxes, so that they stand apart.
const BOX_GAP: f64 = 12.0;

/// Space around the grid.
const MARGIN: f64 = 10.0;

/// How high the lowest and the highest of a line's arcs run above (or beside) its centre
/// line: clear of the discs and inside the band, with room for [`HALF_STROKE`] either side.
const RISES: (f64, f64) = (RADIUS + HALF_STROKE + 1.0, PITCH / 2.0 - HALF_STROKE - 1.0);

/// How far along the line an arc's rounded corner reaches.
const CORNER: f64 = 24.0;

/// How an edge is drawn, by the unit or rule it comes from (the first of row, column,
/// diagonal, box or region, window or disjoint group, knight's move or diagonal touch that
/// it joins).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    /// An arc above a row.
    Row,
    /// An arc right of a column.
    Column,
    /// A straight line inside a box or a jigsaw region.
    Group,
    /// An arc beside a main diagonal (Sudoku X).
    Diagonal,
    /// A straight line inside a window of windoku.
    Window,
    /// A straight line inside a disjoint group.
    Disjoint,
    /// A straight line between cells a knight's move apart (anti-knight).
    Knight,
    /// A straight line between cells that touch diagonally (anti-king).
    King,
}

/// A piece of a route: a straight line, or a quadratic Bézier curve through its control
/// point, from its first point to its last.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Piece {
    /// From the first point to the second.
    Line(Point, Point),
    /// From the first point to the third, pulled towards the second.
    Curve(Point, Point, Point),
}

/// One edge's route, from the rim of cell `a`'s disc to the rim of cell `b`'s, so that a
/// reason edge drawn over the cells never hides the symbols at its ends.
#[derive(Clone, Debug)]
pub struct Route {
    /// One end (the smaller node index).
    pub a: usize,
    /// The other end.
    pub b: usize,
    /// How it is drawn.
    pub lane: Lane,
    /// Its pieces, end to end, in whole units as the page is given them.
    pub pieces: Vec<Piece>,
}

impl Route {
    /// The route as SVG path data, in whole units.
    pub fn svg(&self) -> String {
        let mut path = String::new();
        for (i, piece) in self.pieces.iter().enumerate() {
            let start = match piece {
                Piece::Line(a, _) | Piece::Curve(a, _, _) => a,
            };
            if i == 0 {
                path.push_str(&format!("M{:.0} {:.0}", start.0, start.1));
            }
            match piece {
                Piece::Line(_, b) => path.push_str(&format!("L{:.0} {:.0}", b.0, b.1)),
                Piece::Curve(_, c, b) => {
                    path.push_str(&format!("Q{:.0} {:.0} {:.0} {:.0}", c.0, c.1, b.0, b.1));
                }
            }
        }
        path
    }
}

/// The page's drawing of a constraint graph: where the cells are and how the edges run.
#[derive(Clone, Debug)]
pub struct Geometry {
    /// Each cell's centre, by node index.
    pub centres: Vec<Point>,
    /// Width and height of the whole drawing.
    pub size: Point,
    /// Every edge's route, in the graph's edge order.
    pub routes: Vec<Route>,
}

impl Geometry {
    /// The drawing of `graph`: cells on the grid, boxes apart (jigsaw regions cannot be,
    /// so their cells sit evenly), and every edge routed by its lane.
    pub fn of(graph: &ConstraintGraph) -> Geometry {
        let side = graph.rules().side();
        let (box_rows, box_cols) = graph.rules().shown_boxes();
        let place = |i: usize, boxes: usize| {
            MARGIN + PITCH / 2.0 + i as f64 * PITCH + (i / boxes) as f64 * BOX_GAP
        };
        let cells = graph.graph().node_weights();
        let centres: Vec<Point> = cells
            .map(|cell| (place(cell.col, box_cols), place(cell.row, box_rows)))
            .collect();
        let extent = |boxes: usize| place(side - 1, boxes) + PITCH / 2.0 + MARGIN;
        let routes = graph
            .graph()
            .edge_references()
            .map(|edge| {
                let (a, b) = (edge.source().index(), edge.target().index());
                route(a.min(b), a.max(b), *edge.weight(), &centres, side)
            })
            .collect();
        Geometry {
            centres,
            size: (extent(box_cols), extent(box_rows)),
            routes,
        }
    }
}

/// How far an arc spanning `span` cells of a line of `side` runs from the line's centre:
/// longer arcs further out, so that nested arcs stay apart.
fn rise(span: usize, side: usize) -> f64 {
    let (low, high) = RISES;
    let longest = side.saturating_sub(2).max(1) as f64;
    low + (high - low) * span.saturating_sub(1) as f64 / longest
}

/// A point rounded to whole units.
fn whole(p: Point) -> Point {
    (p.0.round(), p.1.round())
}

/// A bracket-shaped arc from the rim of the disc at `a` to the rim of the disc at `b`, on
/// one line: out from each disc towards `out` (a unit vector across the line), round a
/// corner, and along the line `rise` from its centre.
fn bracket(a: Point, b: Point, out: Point, rise: f64) -> Vec<Piece> {
    let (length, along) = {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let length = dx.hypot(dy);
        (length, (dx / length, dy / length))
    };
    let corner = CORNER.min(length / 2.0);
    let at = |from: Point, ahead: f64, across: f64| {
        whole((
            from.0 + along.0 * ahead + out.0 * across,
            from.1 + along.1 * ahead + out.1 * across,
        ))
    };
    vec![
        Piece::Curve(at(a, 0.0, RADIUS), at(a, 0.0, rise), at(a, corner, rise)),
        Piece::Line(at(a, corner, rise), at(b, -corner, rise)),
        Piece::Curve(at(b, -corner, rise), at(b, 0.0, rise), at(b, 0.0, RADIUS)),
    ]
}

/// The route of the edge from `a` to `b` (`a < b`), joining units `kinds`.
fn route(a: usize, b: usize, kinds: EdgeKinds, centres: &[Point], side: usize) -> Route {
    let (pa, pb) = (centres[a], centres[b]);
    let (row, col) = (|v: usize| v / side, |v: usize| v % side);
    let (dx, dy) = (pb.0 - pa.0, pb.1 - pa.1);
    let length = dx.hypot(dy);
    let rim = |p: Point, sign: f64| {
        whole((
            p.0 + sign * RADIUS * dx / length,
            p.1 + sign * RADIUS * dy / length,
        ))
    };
    let (lane, pieces) = if kinds.contains(EdgeKinds::ROW) {
        let rise = rise(col(b) - col(a), side);
        (Lane::Row, bracket(pa, pb, (0.0, -1.0), rise))
    } else if kinds.contains(EdgeKinds::COLUMN) {
        let rise = rise(row(b) - row(a), side);
        (Lane::Column, bracket(pa, pb, (1.0, 0.0), rise))
    } else if kinds.contains(EdgeKinds::DIAGONAL) {
        // Bowed off the diagonal, so as not to run through the discs on it.
        let out = 2.0 * RISES.1;
        let middle = ((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0);
        let control = whole((middle.0 + out * dy / length, middle.1 - out * dx / length));
        (
            Lane::Diagonal,
            vec![Piece::Curve(rim(pa, 1.0), control, rim(pb, -1.0))],
        )
    } else {
        let lane = if kinds.contains(EdgeKinds::BOX) || kinds.contains(EdgeKinds::REGION) {
            Lane::Group
        } else if kinds.contains(EdgeKinds::WINDOW) {
            Lane::Window
        } else if kinds.contains(EdgeKinds::DISJOINT) {
            Lane::Disjoint
        } else if kinds.contains(EdgeKinds::KNIGHT) {
            Lane::Knight
        } else {
            Lane::King
        };
        (lane, vec![Piece::Line(rim(pa, 1.0), rim(pb, -1.0))])
    };
    Route { a, b, lane, pieces }
}

#[cfg(test)]
impl Piece {
    /// The point at `t` (0 at the start, 1 at the end).
    fn at(&self, t: f64) -> Point {
        let s = 1.0 - t;
        match *self {
            Piece::Line(a, b) => (s * a.0 + t * b.0, s * a.1 + t * b.1),
            Piece::Curve(a, c, b) => (
                s * s * a.0 + 2.0 * s * t * c.0 + t * t * b.0,
                s * s * a.1 + 2.0 * s * t * c.1 + t * t * b.1,
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    //! The routes' geometric promises, checked on the drawn curves: a row's arcs never pass
    //! over a cell of another row, a column's never over a cell of another column, and neither
    //! crosses the disc of a cell between its ends.

    use super::{Geometry, HALF_STROKE, Lane, PITCH, Point, RADIUS, Route};
    use crate::graph::ConstraintGraph;
    use crate::grid::{Grid, Shape};
    use crate::rules::{Regions, Rules, Variant};

    /// Points along each piece of a route checked, ends included.
    const SAMPLES: usize = 50;

    /// The graphs checked: 4×4, 6×6 (2×3 boxes), 9×9, 16×16, a 9×9 jigsaw and a 9×9 Sudoku X.
    fn graphs() -> Vec<ConstraintGraph> {
        let shapes = [(2, 2), (2, 3), (3, 3), (4, 4)];
        let mut grids: Vec<Grid> = shapes
            .iter()
            .map(|&(rows, cols)| Grid::empty(Shape::new(rows, cols).expect("a shape")))
            .collect();
        let nine = Shape::square(3).expect("9×9");
        // Regions that are not boxes: in each band of three rows, every row's cells shifted.
        let of_cell = (0..81)
            .map(|cell| ((cell / 9) / 3 * 3 + (cell % 9 + cell / 9) % 9 / 3) as u8)
            .collect();
        let jigsaw = Variant {
            regions: Some(Regions::new(of_cell).expect("nine regions of nine")),
            ..Variant::default()
        };
        let x = Variant {
            diagonals: true,
            ..Variant::default()
        };
        for variant in [jigsaw, x] {
            grids.push(Grid::empty(Rules::new(nine, variant).expect("9×9 rules")));
        }
        grids.iter().map(ConstraintGraph::new).collect()
    }

    /// How far `p` is from the square of the cell centred at `centre`.
    fn distance_to_square(p: Point, centre: Point) -> f64 {
        let dx = ((p.0 - centre.0).abs() - PITCH / 2.0).max(0.0);
        let dy = ((p.1 - centre.1).abs() - PITCH / 2.0).max(0.0);
        dx.hypot(dy)
    }

    /// The points of `route` checked.
    fn points(route: &Route) -> Vec<Point> {
        route
            .pieces
            .iter()
            .flat_map(|piece| (0..=SAMPLES).map(|i| piece.at(i as f64 / SAMPLES as f64)))
            .collect()
    }

    /// Asserts that every route of `lane` stays, stroke included, off the squares of the cells
    /// that `other` says are of another line than its ends; returns how many routes it checked.
    fn assert_stays_in_its_line(lane: Lane, other: fn(usize, usize, usize) -> bool) -> usize {
        let mut checked = 0;
        for graph in graphs() {
            let side = graph.rules().side();
            let geometry = Geometry::of(&graph);
            for route in geometry.routes.iter().filter(|r| r.lane == lane) {
                checked += 1;
                for p in points(route) {
                    for (cell, &centre) in geometry.centres.iter().enumerate() {
                        if other(route.a, cell, side) {
                            assert!(
                                distance_to_square(p, centre) > HALF_STROKE,
                                "{}: the {lane:?} arc {}–{} passes over cell {cell} at {p:?}",
                                graph.rules(),
                                route.a,
                                route.b
                            );
                        }
                    }
                }
            }
        }
        checked
    }

    #[test]
    fn no_row_arc_passes_over_a_cell_of_another_row() {
        let checked = assert_stays_in_its_line(Lane::Row, |a, cell, side| a / side != cell / side);
        assert!(checked > 16 * 120, "every row edge is routed as a row arc");
    }

    #[test]
    fn no_column_arc_passes_over_a_cell_of_another_column() {
        let checked =
            assert_stays_in_its_line(Lane::Column, |a, cell, side| a % side != cell % side);
        assert!(
            checked > 16 * 120,
            "every column edge is routed as a column arc"
        );
    }

    #[test]
    fn a_row_or_column_arc_clears_the_discs_of_the_cells_it_passes() {
        for graph in graphs() {
            let geometry = Geometry::of(&graph);
            for route in &geometry.routes {
                if !matches!(route.lane, Lane::Row | Lane::Column) {
                    continue;
                }
                for p in points(route) {
                    for (cell, &(x, y)) in geometry.centres.iter().enumerate() {
                        if cell != route.a && cell != route.b {
                            assert!(
                                (p.0 - x).hypot(p.1 - y) > RADIUS + HALF_STROKE,
                                "{}: the arc {}–{} crosses the disc of cell {cell}",
                                graph.rules(),
                                route.a,
                                route.b
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_drawing_holds_every_cell_and_route() {
        for graph in graphs() {
            let geometry = Geometry::of(&graph);
            assert_eq!(geometry.routes.len(), graph.graph().edge_count());
            let (width, height) = geometry.size;
            for route in &geometry.routes {
                for (x, y) in points(route) {
                    assert!((0.0..=width).contains(&x) && (0.0..=height).contains(&y));
                }
            }
        }
    }
}
