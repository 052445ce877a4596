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
        diagonals: false,
    };
    let x = Variant {
        regions: None,
        diagonals: true,
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
    let checked = assert_stays_in_its_line(Lane::Column, |a, cell, side| a % side != cell % side);
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
