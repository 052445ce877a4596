//! The grader's geometry: the units of the rules, which units hold each cell, which cells
//! see each other, and which units overlap, compiled once for every technique to read.

use crate::rules::{Rules, Unit, UnitKind};

/// The largest side the grader works on: it keeps a cell's candidates in one 64-bit word
/// (and which cells see each other in a bitset of cells per cell).
pub const MAX_SIDE: usize = 64;

/// The geometry techniques need, compiled once per set of rules: the units, which units
/// hold each cell, and which cells see each other.
#[derive(Clone, Debug)]
pub struct Grader {
    pub(super) side: usize,
    pub(super) units: Vec<Unit>,
    /// Units holding each cell.
    pub(super) units_of: Vec<Vec<usize>>,
    /// For each cell, a bit set over cells of the cells that share a unit with it.
    sees: Vec<Vec<u64>>,
    /// Ordered pairs of units sharing two cells or more, for locked candidates.
    pub(super) overlaps: Vec<(usize, usize)>,
}

impl Grader {
    /// Compiles the geometry of `rules`.
    ///
    /// # Panics
    /// Past [`MAX_SIDE`]: callers refuse larger grids before.
    pub fn new(rules: &Rules) -> Grader {
        let side = rules.side();
        assert!(
            side <= MAX_SIDE,
            "the grader works on grids up to {MAX_SIDE}×{MAX_SIDE}, not {side}×{side}"
        );
        let cells = side * side;
        let units = rules.units();
        let words = cells.div_ceil(64);
        let mut units_of = vec![Vec::new(); cells];
        let mut sees = vec![vec![0u64; words]; cells];
        for (u, unit) in units.iter().enumerate() {
            for &a in &unit.cells {
                units_of[a].push(u);
                for &b in unit.cells.iter().filter(|&&b| b != a) {
                    sees[a][b / 64] |= 1 << (b % 64);
                }
            }
        }
        let mut overlaps = Vec::new();
        for (a, first) in units.iter().enumerate() {
            for (b, second) in units.iter().enumerate() {
                let shared = first.cells.iter().filter(|c| second.cells.contains(c));
                if a != b && shared.count() >= 2 {
                    overlaps.push((a, b));
                }
            }
        }
        Grader {
            side,
            units,
            units_of,
            sees,
            overlaps,
        }
    }

    /// Side of the grid.
    pub fn side(&self) -> usize {
        self.side
    }

    /// The units, as [`Rules::units`] lists them; steps name units by index into this.
    pub fn units(&self) -> &[Unit] {
        &self.units
    }

    /// Whether two distinct cells share a unit.
    pub(crate) fn sees(&self, a: usize, b: usize) -> bool {
        self.sees[a][b / 64] >> (b % 64) & 1 == 1
    }

    /// Indices of the row units then of the column units, for fish.
    pub(super) fn lines(&self, kind: UnitKind) -> impl Iterator<Item = usize> + '_ {
        (0..self.units.len()).filter(move |&u| self.units[u].kind == kind)
    }
}
