//! Sudoku grids as graphs, for the engines' tests: built here from their units (rows,
//! columns, boxes or jigsaw regions, diagonals), so that this crate's tests need nothing
//! of the Sudoku crate, and checked here as colourings, unit by unit and edge by edge.

use petgraph::graph::{NodeIndex, UnGraph};

use crate::{Colour, Colourer, allowed_colours};

/// A grid's graph: one node per cell (row by row), an edge between two cells of a unit,
/// the units themselves, and the givens as a pre-colouring.
pub(crate) struct GridGraph {
    /// Cells per row, column and unit: the number of colours.
    pub(crate) side: usize,
    /// The graph, nodes numbered row by row.
    pub(crate) graph: UnGraph<(), ()>,
    /// Each unit's cells.
    pub(crate) units: Vec<Vec<NodeIndex>>,
    /// Each cell's given colour, none for an empty cell.
    pub(crate) givens: Vec<Option<Colour>>,
}

impl GridGraph {
    /// The empty grid whose boxes are `rows`×`cols` cells.
    pub(crate) fn boxes(rows: usize, cols: usize) -> GridGraph {
        let side = rows * cols;
        let boxes = (0..side * side)
            .map(|v| {
                let (r, c) = (v / side, v % side);
                r / rows * rows + c / cols
            })
            .collect::<Vec<_>>();
        GridGraph::of_regions(side, &boxes, false)
    }

    /// The empty grid of `side` whose third unit of each cell is `region[cell]` (boxes, or
    /// a jigsaw's regions), with both long diagonals as units when `diagonals` (Sudoku X).
    pub(crate) fn of_regions(side: usize, region: &[usize], diagonals: bool) -> GridGraph {
        let cells = side * side;
        let mut units: Vec<Vec<usize>> = Vec::new();
        units.extend((0..side).map(|r| (0..side).map(|c| r * side + c).collect()));
        units.extend((0..side).map(|c| (0..side).map(|r| r * side + c).collect()));
        units.extend((0..side).map(|g| (0..cells).filter(|&v| region[v] == g).collect()));
        if diagonals {
            units.push((0..side).map(|i| i * side + i).collect());
            units.push((0..side).map(|i| i * side + side - 1 - i).collect());
        }
        let mut graph = UnGraph::<(), ()>::with_capacity(cells, 0);
        (0..cells).for_each(|_| {
            graph.add_node(());
        });
        for unit in &units {
            for (i, &a) in unit.iter().enumerate() {
                for &b in &unit[i + 1..] {
                    let (a, b) = (NodeIndex::new(a), NodeIndex::new(b));
                    if graph.find_edge(a, b).is_none() {
                        graph.add_edge(a, b, ());
                    }
                }
            }
        }
        GridGraph {
            side,
            graph,
            units: units
                .into_iter()
                .map(|unit| unit.into_iter().map(NodeIndex::new).collect())
                .collect(),
            givens: vec![None; cells],
        }
    }

    /// The grid with `rows`×`cols` boxes whose givens a line of text gives, one character a
    /// cell row by row: `.` or `0` empty, the symbols `1`–`9` then `A`–`Z` colours 0, 1, ….
    pub(crate) fn puzzle(rows: usize, cols: usize, line: &str) -> GridGraph {
        let mut grid = GridGraph::boxes(rows, cols);
        let symbols: Vec<char> = ('1'..='9').chain('A'..='Z').take(grid.side).collect();
        assert_eq!(
            line.chars().count(),
            grid.givens.len(),
            "one character a cell"
        );
        for (given, ch) in grid.givens.iter_mut().zip(line.chars()) {
            *given = symbols
                .iter()
                .position(|&s| s == ch)
                .map(|colour| colour as Colour);
        }
        grid
    }

    /// The grid's colourer, its units passed as units.
    pub(crate) fn colourer(&self) -> Colourer {
        Colourer::new(&self.graph, self.side, &self.units).expect("a grid's graph compiles")
    }

    /// The colours each cell allows: its given alone, or any.
    pub(crate) fn allowed(&self) -> Vec<u64> {
        allowed_colours(&self.givens, self.side)
    }

    /// Whether `colours` completes the grid: every given kept, every colour once in every
    /// unit, and the two ends of every edge apart.
    pub(crate) fn solved_by(&self, colours: &[Colour]) -> bool {
        let givens_kept = self
            .givens
            .iter()
            .zip(colours)
            .all(|(given, colour)| given.is_none_or(|g| g == *colour));
        let units_full = self.units.iter().all(|unit| {
            let mut seen = vec![false; self.side];
            unit.iter()
                .all(|v| !std::mem::replace(&mut seen[usize::from(colours[v.index()])], true))
        });
        let edges_apart = self.graph.edge_indices().all(|e| {
            let (a, b) = self.graph.edge_endpoints(e).expect("an edge has ends");
            colours[a.index()] != colours[b.index()]
        });
        colours.len() == self.givens.len() && givens_kept && units_full && edges_apart
    }
}
