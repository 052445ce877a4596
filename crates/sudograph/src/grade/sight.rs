//! The grader's geometry: the units of the rules, which units hold each cell, which cells
//! see each other (through a unit or a move rule), and which units overlap, compiled once for every technique to read.

use super::move_sight::MoveSight;
use crate::apart::Apart;
use crate::rules::{Rules, Unit, UnitKind, units_of};

/// The largest side whose grader keeps, for each cell, the bit set of the cells it sees
/// (side⁴ bits: 2 MB at 64×64, 3 GB at 400×400); past it, two cells see each other when
/// their lists of units share one.
const SEES_TABLE_SIDE: usize = 64;

/// The geometry techniques need, compiled once per set of rules: the units, which units
/// hold each cell, and which cells see each other.
#[derive(Clone, Debug)]
pub struct Grader {
    pub(super) side: usize,
    pub(super) units: Vec<Unit>,
    /// Units holding each cell, in increasing order.
    pub(super) units_of: Vec<Vec<usize>>,
    /// For each cell, a bit set over cells of the cells that share a unit with it; empty
    /// past [`SEES_TABLE_SIDE`].
    sees: Vec<Vec<u64>>,
    /// Ordered pairs of units sharing two cells or more, for locked candidates.
    pub(super) overlaps: Vec<(usize, usize)>,
    /// Whether the puzzles graded are proven to have one solution, which the uniqueness
    /// techniques rely on (off unless [`Grader::for_unique_puzzles`] turns it on).
    pub(super) unique: bool,
    /// For each cell, the cells anti-knight or anti-king make it differ from; empty
    /// without those rules.
    moves: MoveSight,
}

impl Grader {
    /// Compiles the geometry of `rules`: in time and memory linear in the cells past
    /// 64×64, and in cells² up to it (which cells see each other, as a table).
    pub fn new(rules: &Rules) -> Grader {
        let side = rules.side();
        let cells = side * side;
        let units = rules.units();
        let units_of = units_of(&units, cells);
        let moves = MoveSight::new(rules);
        let mut sees = Vec::new();
        if side <= SEES_TABLE_SIDE {
            let words = cells.div_ceil(64);
            sees = vec![vec![0u64; words]; cells];
            for unit in &units {
                for &a in &unit.cells {
                    for &b in unit.cells.iter().filter(|&&b| b != a) {
                        sees[a][b / 64] |= 1 << (b % 64);
                    }
                }
            }
            for (a, row) in sees.iter_mut().enumerate() {
                for &b in moves.of(a) {
                    row[b / 64] |= 1 << (b % 64);
                }
            }
        }
        // Each cell counts once for every ordered pair of its units; pairs counted twice or
        // more overlap. Sorted, they come in the order of a loop over a, then b.
        let mut shared: Vec<(usize, usize)> = units_of
            .iter()
            .flat_map(|of| {
                of.iter()
                    .flat_map(move |&a| of.iter().filter(move |&&b| b != a).map(move |&b| (a, b)))
            })
            .collect();
        shared.sort_unstable();
        let mut overlaps: Vec<(usize, usize)> = shared
            .windows(2)
            .filter(|pair| pair[0] == pair[1])
            .map(|pair| pair[0])
            .collect();
        overlaps.dedup();
        Grader {
            side,
            units,
            units_of,
            sees,
            overlaps,
            unique: false,
            moves,
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

    /// Whether two distinct cells share a unit or a move rule joins them.
    pub(crate) fn sees(&self, a: usize, b: usize) -> bool {
        match self.sees.get(a) {
            Some(row) => row[b / 64] >> (b % 64) & 1 == 1,
            None => a != b && (self.share_unit(a, b) || self.move_mates(a).contains(&b)),
        }
    }

    /// The cells a move rule (anti-knight, anti-king) makes `cell` differ from, beyond its
    /// units; none without such a rule.
    pub(super) fn move_mates(&self, cell: usize) -> &[usize] {
        self.moves.of(cell)
    }

    /// Whether cells `a` and `b` share a unit.
    pub(super) fn share_unit(&self, a: usize, b: usize) -> bool {
        self.units_of[a]
            .iter()
            .any(|u| self.units_of[b].contains(u))
    }

    /// The move rule by which `a` sees `b` when no unit holds both: the sight only the
    /// move rule gives, which a move elimination is named after.
    pub(super) fn move_only(&self, a: usize, b: usize) -> Option<Apart> {
        match self.share_unit(a, b) {
            true => None,
            false => self.moves.rule(a, b),
        }
    }

    /// Whether a move rule is in force, which the uniqueness techniques cannot take.
    pub(super) fn has_moves(&self) -> bool {
        !self.moves.is_empty()
    }

    /// Indices of the row units then of the column units, for fish.
    pub(super) fn lines(&self, kind: UnitKind) -> impl Iterator<Item = usize> + '_ {
        (0..self.units.len()).filter(move |&u| self.units[u].kind == kind)
    }
}
