//! The constraint graph: one petgraph node per cell, one edge per pair of cells that share a
//! unit (row, column, box, region, diagonal, window or disjoint group) or that a rule makes
//! differ without a unit (anti-knight, anti-king), the edge remembering which of those it
//! comes from.

use std::fmt;

use petgraph::graph::{NodeIndex, UnGraph};

use crate::apart::Apart;
use crate::grid::Grid;
use crate::rules::{self, Rules, Unit, UnitKind};
use crate::shape::Shape;

/// A node of the constraint graph: a cell and its given symbol, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// 0-based row.
    pub row: usize,
    /// 0-based column.
    pub col: usize,
    /// The symbol the puzzle gives for this cell (its pre-colour).
    pub given: Option<u16>,
}

/// Which kinds of unit an edge comes from: two cells may share a row and a box at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct EdgeKinds(u16);

impl EdgeKinds {
    /// The cells share a row.
    pub const ROW: EdgeKinds = EdgeKinds(1);
    /// The cells share a column.
    pub const COLUMN: EdgeKinds = EdgeKinds(2);
    /// The cells share a box.
    pub const BOX: EdgeKinds = EdgeKinds(4);
    /// The cells share an irregular region (jigsaw).
    pub const REGION: EdgeKinds = EdgeKinds(8);
    /// The cells share a main diagonal (Sudoku X).
    pub const DIAGONAL: EdgeKinds = EdgeKinds(16);
    /// The cells share a window (windoku).
    pub const WINDOW: EdgeKinds = EdgeKinds(32);
    /// The cells share a disjoint group.
    pub const DISJOINT: EdgeKinds = EdgeKinds(64);
    /// The cells are a knight's move apart (anti-knight).
    pub const KNIGHT: EdgeKinds = EdgeKinds(128);
    /// The cells touch diagonally (anti-king).
    pub const KING: EdgeKinds = EdgeKinds(256);

    /// Every kind with its name, in the order names are joined (`row+box`).
    const NAMED: [(EdgeKinds, &'static str); 9] = [
        (EdgeKinds::ROW, "row"),
        (EdgeKinds::COLUMN, "column"),
        (EdgeKinds::BOX, "box"),
        (EdgeKinds::REGION, "region"),
        (EdgeKinds::DIAGONAL, "diagonal"),
        (EdgeKinds::WINDOW, "window"),
        (EdgeKinds::DISJOINT, "disjoint"),
        (EdgeKinds::KNIGHT, "knight"),
        (EdgeKinds::KING, "king"),
    ];

    /// The kind bit for a unit kind.
    pub fn of(kind: UnitKind) -> EdgeKinds {
        match kind {
            UnitKind::Row => EdgeKinds::ROW,
            UnitKind::Column => EdgeKinds::COLUMN,
            UnitKind::Box => EdgeKinds::BOX,
            UnitKind::Region => EdgeKinds::REGION,
            UnitKind::Diagonal => EdgeKinds::DIAGONAL,
            UnitKind::Window => EdgeKinds::WINDOW,
            UnitKind::Disjoint => EdgeKinds::DISJOINT,
        }
    }

    /// The kind bit for a rule that joins pairs of cells.
    pub fn of_apart(rule: Apart) -> EdgeKinds {
        match rule {
            Apart::Knight => EdgeKinds::KNIGHT,
            Apart::King => EdgeKinds::KING,
        }
    }

    /// Whether every kind in `other` is in `self`.
    pub fn contains(self, other: EdgeKinds) -> bool {
        self.0 & other.0 == other.0
    }

    /// Both sets of kinds together.
    pub fn union(self, other: EdgeKinds) -> EdgeKinds {
        EdgeKinds(self.0 | other.0)
    }
}

impl fmt::Display for EdgeKinds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = EdgeKinds::NAMED
            .into_iter()
            .filter(|&(kind, _)| self.contains(kind))
            .map(|(_, name)| name)
            .collect();
        f.write_str(&names.join("+"))
    }
}

/// A puzzle as a graph-colouring problem: colour every node with one of `side` colours so
/// that neighbours differ, keeping the given colours. Node `i` is cell `i` in reading order.
#[derive(Clone, Debug)]
pub struct ConstraintGraph {
    rules: Rules,
    graph: UnGraph<Cell, EdgeKinds>,
    units: Vec<Unit>,
}

impl ConstraintGraph {
    /// Builds the graph of a grid under its rules: side² nodes and, for classic 9×9, 810
    /// edges.
    ///
    /// Complexity: O(side³) time and memory (every cell has about 3·side neighbours).
    ///
    /// # Examples
    /// ```
    /// use sudograph::{grid::{Grid, Shape}, graph::ConstraintGraph};
    /// let graph = ConstraintGraph::new(&Grid::empty(Shape::square(3).unwrap()));
    /// assert_eq!(graph.graph().node_count(), 81);
    /// assert_eq!(graph.graph().edge_count(), 810);
    /// ```
    pub fn new(grid: &Grid) -> ConstraintGraph {
        let rules = grid.rules().clone();
        let shape = rules.shape();
        let side = shape.side();
        let units = rules.units();
        let mut graph = UnGraph::with_capacity(shape.cells(), shape.cells() * 3 * side / 2);
        for (cell, &given) in grid.cells().iter().enumerate() {
            graph.add_node(Cell {
                row: cell / side,
                col: cell % side,
                given,
            });
        }
        let units_of = rules::units_of(&units, shape.cells());
        let apart = rules.apart();
        // For each cell, merge the kinds of every later cell it shares a unit with or a rule
        // joins it to, so each pair gets exactly one edge carrying all its kinds.
        let mut kinds: Vec<EdgeKinds> = vec![EdgeKinds::default(); shape.cells()];
        let mut touched = Vec::with_capacity(3 * side);
        for (a, units_of_a) in units_of.iter().enumerate() {
            for &u in units_of_a {
                for &b in units[u].cells.iter().filter(|&&b| b > a) {
                    if kinds[b] == EdgeKinds::default() {
                        touched.push(b);
                    }
                    kinds[b] = kinds[b].union(EdgeKinds::of(units[u].kind));
                }
            }
            for &rule in &apart {
                for b in rule.neighbours(side, a).filter(|&b| b > a) {
                    if kinds[b] == EdgeKinds::default() {
                        touched.push(b);
                    }
                    kinds[b] = kinds[b].union(EdgeKinds::of_apart(rule));
                }
            }
            touched.sort_unstable();
            for &b in &touched {
                graph.add_edge(NodeIndex::new(a), NodeIndex::new(b), kinds[b]);
                kinds[b] = EdgeKinds::default();
            }
            touched.clear();
        }
        ConstraintGraph {
            rules,
            graph,
            units,
        }
    }

    /// The rules the graph encodes.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The grid's size and box shape.
    pub fn shape(&self) -> Shape {
        self.rules.shape()
    }

    /// The petgraph graph itself.
    pub fn graph(&self) -> &UnGraph<Cell, EdgeKinds> {
        &self.graph
    }

    /// The rows, columns, boxes or regions, diagonals, windows and disjoint groups: each a
    /// clique of `side` nodes, every colour once. Anti-knight and anti-king edges belong
    /// to no unit.
    pub fn units(&self) -> &[Unit] {
        &self.units
    }

    /// Units as node lists, the form the colourer takes.
    pub fn unit_nodes(&self) -> Vec<Vec<NodeIndex>> {
        self.units
            .iter()
            .map(|u| u.cells.iter().map(|&c| NodeIndex::new(c)).collect())
            .collect()
    }

    /// The pre-colouring: each node's given symbol, indexed by node.
    pub fn precolouring(&self) -> Vec<Option<u16>> {
        self.graph.node_weights().map(|cell| cell.given).collect()
    }

    /// Turns a colouring (a colour per node) back into a grid.
    ///
    /// Returns `None` when the colouring does not have one colour below side per node.
    pub fn to_grid(&self, colours: &[u16]) -> Option<Grid> {
        Grid::from_cells(
            self.rules.clone(),
            colours.iter().map(|&c| Some(c)).collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn edges(n: usize) -> usize {
        ConstraintGraph::new(&Grid::empty(Shape::square(n).unwrap()))
            .graph()
            .edge_count()
    }

    #[test]
    fn edge_counts_by_size() {
        assert_eq!(edges(2), 56);
        assert_eq!(edges(3), 810);
        assert_eq!(edges(4), 4992);
    }

    #[test]
    fn an_edge_carries_every_kind_it_comes_from() {
        let graph = ConstraintGraph::new(&Grid::empty(Shape::square(3).unwrap()));
        let g = graph.graph();
        let kinds =
            |a: usize, b: usize| g[g.find_edge(NodeIndex::new(a), NodeIndex::new(b)).unwrap()];
        assert_eq!(kinds(0, 1), EdgeKinds::ROW.union(EdgeKinds::BOX));
        assert_eq!(kinds(0, 8), EdgeKinds::ROW);
        assert_eq!(kinds(0, 9), EdgeKinds::COLUMN.union(EdgeKinds::BOX));
        assert_eq!(kinds(0, 10), EdgeKinds::BOX);
        assert!(g.find_edge(NodeIndex::new(0), NodeIndex::new(12)).is_none());
        assert_eq!(kinds(0, 1).to_string(), "row+box");
    }

    #[test]
    fn diagonals_add_edges_between_cells_of_different_boxes() {
        let variant = Variant {
            diagonals: true,
            ..Variant::default()
        };
        let rules = Rules::new(Shape::square(3).unwrap(), variant).unwrap();
        let graph = ConstraintGraph::new(&Grid::empty(rules));
        let g = graph.graph();
        // Each diagonal holds 36 pairs, 9 of which already share a box.
        assert_eq!(g.edge_count(), 810 + 2 * (36 - 9));
        let kinds =
            |a: usize, b: usize| g[g.find_edge(NodeIndex::new(a), NodeIndex::new(b)).unwrap()];
        assert_eq!(kinds(0, 80), EdgeKinds::DIAGONAL);
        assert_eq!(kinds(0, 10), EdgeKinds::BOX.union(EdgeKinds::DIAGONAL));
        assert_eq!(kinds(8, 72).to_string(), "diagonal");
    }

    #[test]
    fn anti_knight_and_anti_king_add_edges_where_no_unit_joins_the_cells() {
        let variant = Variant {
            anti_knight: true,
            anti_king: true,
            ..Variant::default()
        };
        let rules = Rules::new(Shape::square(3).unwrap(), variant).unwrap();
        let graph = ConstraintGraph::new(&Grid::empty(rules));
        let g = graph.graph();
        let kinds =
            |a: usize, b: usize| g[g.find_edge(NodeIndex::new(a), NodeIndex::new(b)).unwrap()];
        // r1c3 and r2c5 are a knight's move apart in two boxes; r1c1 and r2c3 in one.
        assert_eq!(kinds(2, 13), EdgeKinds::KNIGHT);
        assert_eq!(kinds(0, 11), EdgeKinds::BOX.union(EdgeKinds::KNIGHT));
        assert_eq!(kinds(2, 12).to_string(), "king");
        // Of 9×9's 224 knight pairs and 128 diagonal touches, those across boxes are new;
        // each box holds 8 of each.
        assert_eq!(g.edge_count(), 810 + (224 - 72) + (128 - 72));
    }
}
