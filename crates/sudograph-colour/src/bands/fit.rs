//! Which graphs the band engine takes, and where their nodes sit on its grid: graphs with
//! 81 nodes and nine colours that are Sudoku's 9×9 grid graph, with their nodes in reading
//! order or in any other. The engine reasons on rows, columns and boxes, so it needs
//! exactly that graph; units the caller names or not, the colourings are the same. A graph
//! with edges besides (Sudoku X's diagonals) or with other regions than boxes (a jigsaw's,
//! unless they are the boxes of the grid with its rows and columns moved) is not that
//! graph: such graphs go to the other engines, whose units take any cells.

use crate::answer::Report;
use crate::compile::CompiledGraph;
use crate::request::Request;

/// Cells (and nodes) of the grid.
const CELLS: usize = 81;

/// Where the nodes of a graph the band engine takes sit on its 9×9 grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fit {
    /// The cell (reading order) of each node; None when node v is cell v.
    pub(crate) cells: Option<Box<[u8; CELLS]>>,
}

impl Fit {
    /// Runs `search`, which takes the nodes in reading order, on `request`: the nodes'
    /// colour sets put on their cells, and the colouring found given back to the nodes,
    /// when the fit places them out of reading order.
    pub(crate) fn on_grid(
        &self,
        request: &Request,
        search: impl FnOnce(&Request) -> Report,
    ) -> Report {
        let Some(cells) = &self.cells else {
            return search(request);
        };
        let mut allowed = [0; CELLS];
        for (v, &set) in request.allowed.iter().enumerate() {
            allowed[cells[v] as usize] = set;
        }
        let mut report = search(&Request {
            allowed: &allowed,
            ..*request
        });
        if let Some(by_cell) = &mut report.first {
            let by_node = cells.map(|cell| by_cell[cell as usize]);
            by_cell.copy_from_slice(&by_node);
        }
        report
    }
}

/// Where the nodes of `graph` sit on the band engine's grid, or None when it is not the
/// grid's graph with nine colours, no self-loop and no node pre-coloured.
pub(crate) fn fit(graph: &CompiledGraph) -> Option<Fit> {
    if graph.k != 9 || graph.len() != CELLS || graph.initial.iter().any(|&c| c != graph.full) {
        return None;
    }
    let adjacency: Vec<u128> = (0..CELLS).map(|v| neighbours(graph, v)).collect();
    if (0..CELLS).all(|v| adjacency[v] == peers(v)) {
        return Some(Fit { cells: None });
    }
    let cells = relabel(&adjacency)?;
    Some(Fit {
        cells: Some(Box::new(cells)),
    })
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
    (0..CELLS)
        .filter(|&w| w != v)
        .filter(|&w| {
            let (r, c) = (w / 9, w % 9);
            r == row || c == column || (r / 3 == row / 3 && c / 3 == column / 3)
        })
        .fold(0, |set, w| set | 1 << w)
}

/// The members of a bitset, smallest first.
fn ones(mut set: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let w = set.trailing_zeros() as usize;
            set &= set - 1;
            w
        })
    })
}

/// The cell of each node, when the graph (`adjacency`, one bitset per node) is the 9×9
/// grid's with its nodes in some order; None otherwise.
///
/// Two cells of one row in different boxes share no neighbour outside the row: the
/// closed neighbourhoods of such a pair meet in their row, a clique of nine, and so for
/// columns and boxes, while a row and a box meet in three cells. The grid's 27 units are
/// thus the nine-cliques found this way; the boxes are those that meet no unit in exactly
/// one node, the rows the units disjoint from one line, the columns the other lines. Rows
/// meeting the same boxes make a band, columns meeting the same boxes a stack; numbering
/// rows band by band and columns stack by stack places every node, and the placement is
/// checked edge by edge.
fn relabel(adjacency: &[u128]) -> Option<[u8; CELLS]> {
    // Every cell has 20 neighbours: most other graphs end here, at no cost.
    if adjacency.iter().any(|set| set.count_ones() != 20) {
        return None;
    }
    let closed = |v: usize| adjacency[v] | 1 << v;
    let mut units: Vec<u128> = (0..CELLS)
        .flat_map(|v| ones(adjacency[v]).map(move |w| (v, w)))
        .filter(|&(v, w)| v < w)
        .map(|(v, w)| closed(v) & closed(w))
        .filter(|&unit| unit.count_ones() == 9 && ones(unit).all(|x| closed(x) & unit == unit))
        .collect();
    units.sort_unstable();
    units.dedup();
    if units.len() != 27 {
        return None;
    }
    let meet = |a: u128, b: u128| (a & b).count_ones();
    let (lines, boxes): (Vec<u128>, Vec<u128>) = units
        .iter()
        .partition(|&&u| units.iter().any(|&other| meet(u, other) == 1));
    let first = *lines.first()?;
    let (rows, columns): (Vec<u128>, Vec<u128>) =
        lines.iter().partition(|&&line| meet(first, line) != 1);
    let rows = in_bands(&rows, &boxes)?;
    let columns = in_bands(&columns, &boxes)?;
    let mut cells = [u8::MAX; CELLS];
    for (r, &row) in rows.iter().enumerate() {
        for (c, &column) in columns.iter().enumerate() {
            let node = ones(row & column).next()?;
            cells[node] = (9 * r + c) as u8;
        }
    }
    if cells.contains(&u8::MAX) {
        return None; // two rows and columns met at one node, and some node at none
    }
    let placed = |set: u128| ones(set).fold(0u128, |out, w| out | 1 << cells[w]);
    let grid = (0..CELLS).all(|v| placed(adjacency[v]) == peers(cells[v] as usize));
    grid.then_some(cells)
}

/// Nine parallel lines (rows or columns) ordered band by band: lines meeting the same
/// three boxes in three nodes each are one band. None when they are not nine lines in
/// three such bands.
fn in_bands(lines: &[u128], boxes: &[u128]) -> Option<Vec<u128>> {
    let met = |line: u128| {
        boxes
            .iter()
            .enumerate()
            .filter(|&(_, &b)| (line & b).count_ones() == 3)
            .fold(0u32, |set, (i, _)| set | 1 << i)
    };
    let mut keyed: Vec<(u32, u128)> = lines.iter().map(|&line| (met(line), line)).collect();
    keyed.sort_unstable();
    let three_bands = keyed.len() == 9
        && keyed.chunks(3).all(|band| {
            band[0].0.count_ones() == 3 && band.iter().all(|&(key, _)| key == band[0].0)
        })
        && keyed[0].0 != keyed[3].0
        && keyed[3].0 != keyed[6].0;
    three_bands.then(|| keyed.into_iter().map(|(_, line)| line).collect())
}
