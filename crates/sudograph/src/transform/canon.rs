//! The canonical form: the least of a grid's equivalents, as a list of cells in reading
//! order where an empty cell counts 0 and symbols are numbered 1, 2, … in the order they
//! first appear. Under classic rules, every arrangement of the columns (stack order,
//! columns within each stack, and transposed or not) is tried; for each, the rows are
//! chosen one at a time by depth-first search, and a choice whose row is already greater
//! than the best one found at that place is given up, so that few of the arrangements of
//! the rows are visited. A variant keeps few symmetries (at most 2,592 on 9×9): each is
//! tried.

use super::error::TransformError;
use super::kept::Kept;
use crate::grid::Grid;

/// The canonical form of a 4×4 or 9×9 grid: the same grid for every grid equivalent to
/// it (relabelled, rows within bands, bands, columns within stacks, stacks permuted,
/// transposed — under a variant, only by the symmetries its rules keep, see [`Kept`]), and
/// different grids for grids that are not equivalent. Its symbols appear in order of first
/// appearance, 1 first. Jigsaw regions are refused.
///
/// # Examples
/// ```
/// use sudograph::grid::Grid;
/// let puzzle: Grid = "..34.421...31342".parse().unwrap();
/// let canon = sudograph::transform::canonical(&puzzle).unwrap();
/// assert_eq!(canon.filled(), puzzle.filled());
/// assert_eq!(sudograph::transform::canonical(&canon), Ok(canon));
/// ```
pub fn canonical(grid: &Grid) -> Result<Grid, TransformError> {
    let shape = grid.rules().shape();
    let side = shape.side();
    if shape.box_rows() != shape.box_cols() || !(side == 4 || side == 9) {
        return Err(TransformError::Side(side));
    }
    let n = shape.box_rows();
    let source: Vec<u8> = grid
        .cells()
        .iter()
        .map(|c| c.map_or(0, |s| s as u8 + 1))
        .collect();
    if !grid.rules().variant().is_classic() {
        return Ok(least_kept(grid, &source, &Kept::new(grid.rules())?));
    }
    let transposed: Vec<u8> = (0..side * side)
        .map(|cell| source[(cell % side) * side + cell / side])
        .collect();
    let mut search = Search {
        side,
        n,
        best: Vec::new(),
        current: vec![0; side * side],
        rows_at: vec![usize::MAX; side],
    };
    for cells in [&source, &transposed] {
        for cols in arrangements(n) {
            search.rows(cells, &cols);
        }
    }
    let cells = search
        .best
        .iter()
        .map(|&v| v.checked_sub(1).map(u16::from))
        .collect();
    Ok(Grid::from_cells(grid.rules().clone(), cells).expect("labels below the side"))
}

/// The least of `grid`'s rearrangements by the symmetries in `kept`, symbols numbered by
/// first appearance; `source` its cells numbered from 1, 0 for empty.
fn least_kept(grid: &Grid, source: &[u8], kept: &Kept) -> Grid {
    let mut best: Option<Vec<u8>> = None;
    for symmetry in kept.all() {
        let mut labels = [0u8; 65];
        let mut next = 1;
        let cells: Vec<u8> = (0..source.len())
            .map(|cell| {
                let v = usize::from(source[symmetry.source(cell)]);
                if v != 0 && labels[v] == 0 {
                    labels[v] = next;
                    next += 1;
                }
                labels[v]
            })
            .collect();
        if best.as_ref().is_none_or(|best| cells < *best) {
            best = Some(cells);
        }
    }
    let cells = best
        .expect("the identity is kept")
        .into_iter()
        .map(|v| v.checked_sub(1).map(u16::from))
        .collect();
    Grid::from_cells(grid.rules().clone(), cells).expect("labels below the side")
}

/// Every order of the lines of a grid with bands of `n` lines: the bands in any order, the
/// lines of each band in any order.
fn arrangements(n: usize) -> Vec<Vec<usize>> {
    let orders = permutations(n);
    let mut out = Vec::new();
    for bands in &orders {
        // One order of the lines within each band, chosen independently.
        let mut within = vec![0usize; n];
        loop {
            out.push(
                bands
                    .iter()
                    .zip(&within)
                    .flat_map(|(&band, &w)| orders[w].iter().map(move |&i| band * n + i))
                    .collect(),
            );
            let mut k = 0;
            while k < n {
                within[k] += 1;
                if within[k] < orders.len() {
                    break;
                }
                within[k] = 0;
                k += 1;
            }
            if k == n {
                break;
            }
        }
    }
    out
}

/// Every permutation of `0..n`.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for rest in permutations(n - 1) {
        for at in 0..=rest.len() {
            let mut p = rest.clone();
            p.insert(at, n - 1);
            out.push(p);
        }
    }
    out
}

/// The search for the least arrangement of the rows, under one arrangement of the columns.
struct Search {
    side: usize,
    n: usize,
    /// The least cells found so far (empty before the first).
    best: Vec<u8>,
    /// The cells being built.
    current: Vec<u8>,
    /// The source row placed at each position so far.
    rows_at: Vec<usize>,
}

/// How the rows placed compare with the best grid's first rows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Order {
    Less,
    Equal,
    Greater,
}

impl Search {
    /// Tries every arrangement of the rows of `cells` with its columns in the order `cols`.
    fn rows(&mut self, cells: &[u8], cols: &[usize]) {
        self.place(cells, cols, 0, 0, 0, [0; 65], 1);
    }

    /// Places the row at position `k`, from a band not in `used` (a bit set) at a band's
    /// start, else from `band`; `labels` the numbers given to the symbols met so far,
    /// `next` the next number.
    #[allow(clippy::too_many_arguments)]
    fn place(
        &mut self,
        cells: &[u8],
        cols: &[usize],
        k: usize,
        used: usize,
        band: usize,
        labels: [u8; 65],
        next: u8,
    ) {
        let (side, n) = (self.side, self.n);
        if k == side {
            if self.compare(side) == Order::Less {
                self.best.clone_from(&self.current);
            }
            return;
        }
        let within = k % n;
        let bands: Vec<usize> = match within {
            0 => (0..n).filter(|b| used >> b & 1 == 0).collect(),
            _ => vec![band],
        };
        for b in bands {
            for i in 0..n {
                let row = b * n + i;
                if self.rows_at[k - within..k].contains(&row) {
                    continue;
                }
                let mut labels = labels;
                let mut next = next;
                for j in 0..side {
                    let v = usize::from(cells[row * side + cols[j]]);
                    if v != 0 && labels[v] == 0 {
                        labels[v] = next;
                        next += 1;
                    }
                    self.current[k * side + j] = labels[v];
                }
                if self.compare(k + 1) == Order::Greater {
                    continue;
                }
                self.rows_at[k] = row;
                self.place(cells, cols, k + 1, used | 1 << b, b, labels, next);
            }
        }
    }

    /// How the first `rows` rows built compare with the best grid's (less when there is
    /// none yet).
    fn compare(&self, rows: usize) -> Order {
        if self.best.is_empty() {
            return Order::Less;
        }
        let end = rows * self.side;
        match self.current[..end].cmp(&self.best[..end]) {
            std::cmp::Ordering::Less => Order::Less,
            std::cmp::Ordering::Equal => Order::Equal,
            std::cmp::Ordering::Greater => Order::Greater,
        }
    }
}
