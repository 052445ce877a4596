//! Clues taken away by singles, for grids too large for a search per clue: a clue goes
//! only when, among the clues left without it, its cell is a naked single (every other
//! symbol is held in a unit of the cell) or a hidden single (in a unit of the cell, every
//! other empty cell sees a clue of its symbol). Then the cell's symbol follows from the
//! clues left in one step, so the puzzle without it has the solutions of the puzzle with
//! it: exactly one, by induction from the complete grid. A check reads the units of the
//! cell and of the cells of its units, never the whole grid, and needs no search.

use crate::grid::Grid;
use crate::rules::{Unit, units_of};

/// The clues of a puzzle being made, with what the singles checks read: which units hold
/// each cell, flat, and which symbols each unit's clues hold, as bits, so that the checks'
/// reads stay in cache on big grids (a 400×400 grid has 1,200 units of 400 symbols).
pub(super) struct SinglesRemoval {
    side: usize,
    units: Vec<Unit>,
    /// The units holding cell c are `of[of_start[c]..of_start[c + 1]]`.
    of_start: Vec<u32>,
    of: Vec<u32>,
    /// The clues left: the complete grid's symbol, or none once taken away.
    cells: Vec<Option<u16>>,
    /// Words per unit in `held`.
    words: usize,
    /// Per unit, the symbols its clues hold (a complete grid holds each once per unit):
    /// symbol s of unit u is bit s % 64 of `held[u * words + s / 64]`.
    held: Vec<u64>,
}

impl SinglesRemoval {
    /// Every clue of the complete grid `solution`.
    pub(super) fn new(solution: &Grid) -> SinglesRemoval {
        let rules = solution.rules();
        let side = rules.side();
        let units = rules.units();
        let cells = solution.cells().to_vec();
        let (mut of_start, mut of) = (vec![0], Vec::new());
        for list in units_of(&units, cells.len()) {
            of.extend(list.iter().map(|&u| u as u32));
            of_start.push(of.len() as u32);
        }
        let words = side.div_ceil(64);
        let held = vec![0; units.len() * words];
        let mut singles = SinglesRemoval {
            side,
            units,
            of_start,
            of,
            cells: vec![None; cells.len()],
            words,
            held,
        };
        for (cell, &symbol) in cells.iter().enumerate() {
            singles.set(cell, None, symbol);
        }
        singles
    }

    /// Whether `cell` still holds a clue.
    pub(super) fn has_clue(&self, cell: usize) -> bool {
        self.cells[cell].is_some()
    }

    /// Takes away the clues of `orbit` when each of its cells is then a single among the
    /// clues left, and says whether it did; else leaves them.
    pub(super) fn take(&mut self, orbit: &[usize]) -> bool {
        let symbols: Vec<Option<u16>> = orbit.iter().map(|&c| self.cells[c]).collect();
        for (&cell, &symbol) in orbit.iter().zip(&symbols) {
            self.set(cell, symbol, None);
        }
        let forced = orbit
            .iter()
            .zip(&symbols)
            .all(|(&cell, &symbol)| symbol.is_none_or(|s| self.is_single(cell, s)));
        if !forced {
            for (&cell, &symbol) in orbit.iter().zip(&symbols) {
                self.set(cell, None, symbol);
            }
        }
        forced
    }

    /// The clues left, as a grid of the complete grid's rules.
    pub(super) fn puzzle(&self, solution: &Grid) -> Grid {
        Grid::from_cells(solution.rules().clone(), self.cells.clone())
            .expect("the complete grid's cells, some taken away")
    }

    /// Puts `now` in `cell` in the place of `was`, marking the symbols of its units.
    fn set(&mut self, cell: usize, was: Option<u16>, now: Option<u16>) {
        for at in self.of_start[cell]..self.of_start[cell + 1] {
            let u = self.of[at as usize] as usize;
            let held = &mut self.held[u * self.words..][..self.words];
            if let Some(s) = was {
                debug_assert!(held[usize::from(s) / 64] >> (s % 64) & 1 == 1);
                held[usize::from(s) / 64] &= !(1 << (s % 64));
            }
            if let Some(s) = now {
                debug_assert!(
                    held[usize::from(s) / 64] >> (s % 64) & 1 == 0,
                    "twice in a unit"
                );
                held[usize::from(s) / 64] |= 1 << (s % 64);
            }
        }
        self.cells[cell] = now;
    }

    /// The units holding `cell`.
    fn units_of(&self, cell: usize) -> &[u32] {
        &self.of[self.of_start[cell] as usize..self.of_start[cell + 1] as usize]
    }

    /// Whether a clue of `symbol` lies in a unit of `cell`.
    fn sees(&self, cell: usize, symbol: u16) -> bool {
        let (word, bit) = (usize::from(symbol) / 64, symbol % 64);
        self.units_of(cell)
            .iter()
            .any(|&u| self.held[u as usize * self.words + word] >> bit & 1 == 1)
    }

    /// Whether the empty `cell` must hold `symbol` by a naked or a hidden single.
    fn is_single(&self, cell: usize, symbol: u16) -> bool {
        let naked = (0..self.side as u16)
            .filter(|&s| s != symbol)
            .all(|s| self.sees(cell, s));
        naked
            || self.units_of(cell).iter().any(|&u| {
                self.units[u as usize]
                    .cells
                    .iter()
                    .all(|&o| o == cell || self.cells[o].is_some() || self.sees(o, symbol))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::SinglesRemoval;
    use crate::grid::{Grid, Shape};
    use crate::solve::{Answer, Solver};
    use sudograph_colour::{Limits, next_random};

    #[test]
    fn clues_taken_by_singles_leave_one_solution() {
        for (n, seeds) in [(3, 0..24), (4, 0..4)] {
            let solver = Solver::new(Shape::square(n).expect("square"));
            let Answer::Solved(solution) = solver
                .solve(&Grid::empty(solver.rules().clone()), &Limits::default())
                .0
            else {
                panic!("an empty grid has a solution");
            };
            let cells = solution.cells().len();
            for seed in seeds {
                let mut order: Vec<usize> = (0..cells).collect();
                let mut state = seed * 2 + 1;
                for i in (1..cells).rev() {
                    order.swap(i, next_random(&mut state) as usize % (i + 1));
                }
                let mut singles = SinglesRemoval::new(&solution);
                let taken = order.iter().filter(|&&cell| singles.take(&[cell])).count();
                let puzzle = singles.puzzle(&solution);
                assert_eq!(puzzle.filled(), cells - taken);
                assert!(taken > cells / 3, "{taken} of {cells} clues go");
                let (count, _) = solver.count(&puzzle, 2, &Limits::default());
                assert_eq!(count.found, 1, "{puzzle}");
                // Each clue left is needed by singles: taking it now is refused, and the
                // refusal leaves the clue where it was.
                let kept = (0..cells)
                    .find(|&c| singles.has_clue(c))
                    .expect("a clue is left");
                assert!(!singles.take(&[kept]) && singles.has_clue(kept));
                assert_eq!(singles.puzzle(&solution), puzzle);
            }
        }
    }
}
