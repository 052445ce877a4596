//! The rater's board and geometry: each cell's candidates as one 64-bit word (sides up to
//! 64), and the houses in Sudoku Explainer's order (boxes or jigsaw regions, rows,
//! columns, then diagonals), so that producers scan as Explainer does.

use crate::rules::{Rules, UnitKind};

/// The houses of a grid, compiled once per set of rules.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    /// Side of the grid: the number of digits and of cells per house.
    pub(crate) side: usize,
    /// Every house, in Explainer's order: boxes (or regions), rows, columns, diagonals.
    pub(crate) houses: Vec<House>,
    /// The houses holding each cell, as indices into `houses`, in that order.
    pub(crate) houses_of: Vec<Vec<usize>>,
    /// For each cell, its slot (index) in each house of `houses_of`, in the same order.
    pub(crate) slots_of: Vec<Vec<usize>>,
    /// The cells each cell sees, in Explainer's order: its box, then its row and its
    /// column outside the box, then the rest; what "on implies off" walks.
    pub(crate) peers: Vec<Vec<usize>>,
    /// Whether two cells see each other, as a cells × cells table.
    sees: Vec<bool>,
    /// The houses in the order Explainer's singles, subsets and fish scan them: boxes,
    /// columns, rows, then the rest.
    pub(crate) scan: Vec<usize>,
    /// The houses of each kind present, in order.
    by_kind: Vec<(UnitKind, Vec<usize>)>,
}

/// One house: its kind and its cells in reading order.
#[derive(Clone, Debug)]
pub(crate) struct House {
    pub(crate) kind: UnitKind,
    pub(crate) cells: Vec<usize>,
}

impl House {
    /// Whether the house is a box or a jigsaw region (Explainer's "block").
    pub(crate) fn is_block(&self) -> bool {
        matches!(self.kind, UnitKind::Box | UnitKind::Region)
    }
}

impl Geometry {
    /// The houses of `rules`, reordered as Explainer scans them.
    pub(crate) fn new(rules: &Rules) -> Geometry {
        let side = rules.side();
        let cells = side * side;
        let rank = |kind: UnitKind| match kind {
            UnitKind::Box | UnitKind::Region => 0,
            UnitKind::Row => 1,
            UnitKind::Column => 2,
            UnitKind::Diagonal | UnitKind::Window | UnitKind::Disjoint => 3,
        };
        let mut units = rules.units();
        units.sort_by_key(|unit| (rank(unit.kind), unit.index));
        let houses: Vec<House> = units
            .into_iter()
            .map(|unit| House {
                kind: unit.kind,
                cells: unit.cells,
            })
            .collect();
        let mut houses_of = vec![Vec::new(); cells];
        let mut slots_of = vec![Vec::new(); cells];
        for (h, house) in houses.iter().enumerate() {
            for (slot, &cell) in house.cells.iter().enumerate() {
                houses_of[cell].push(h);
                slots_of[cell].push(slot);
            }
        }
        let mut sees = vec![false; cells * cells];
        let mut peers = vec![Vec::new(); cells];
        for cell in 0..cells {
            for &h in &houses_of[cell] {
                for &other in &houses[h].cells {
                    if other != cell && !sees[cell * cells + other] {
                        sees[cell * cells + other] = true;
                        peers[cell].push(other);
                    }
                }
            }
        }
        let kind_rank = |kind: UnitKind| match kind {
            UnitKind::Box | UnitKind::Region => 0,
            UnitKind::Column => 1,
            UnitKind::Row => 2,
            UnitKind::Diagonal | UnitKind::Window | UnitKind::Disjoint => 3,
        };
        let mut scan: Vec<usize> = (0..houses.len()).collect();
        scan.sort_by_key(|&h| kind_rank(houses[h].kind));
        let mut by_kind: Vec<(UnitKind, Vec<usize>)> = Vec::new();
        for (h, house) in houses.iter().enumerate() {
            match by_kind.iter_mut().find(|(k, _)| *k == house.kind) {
                Some((_, list)) => list.push(h),
                None => by_kind.push((house.kind, vec![h])),
            }
        }
        Geometry {
            side,
            scan,
            by_kind,
            houses,
            houses_of,
            slots_of,
            peers,
            sees,
        }
    }

    /// Number of cells.
    pub(crate) fn cells(&self) -> usize {
        self.side * self.side
    }

    /// Whether two distinct cells share a house.
    #[inline]
    pub(crate) fn sees(&self, a: usize, b: usize) -> bool {
        self.sees[a * self.cells() + b]
    }

    /// The houses of one kind, in order.
    pub(crate) fn houses_of_kind(&self, kind: UnitKind) -> &[usize] {
        self.by_kind
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(&[], |(_, houses)| houses)
    }

    /// Whether two cells lie in one row or one column.
    pub(crate) fn sees_in_line(&self, a: usize, b: usize) -> bool {
        a / self.side == b / self.side || a % self.side == b % self.side
    }

    /// The house of `kind` holding `cell`, if any.
    pub(crate) fn house_of(&self, cell: usize, kind: UnitKind) -> Option<usize> {
        self.houses_of[cell]
            .iter()
            .copied()
            .find(|&h| self.houses[h].kind == kind)
    }
}

/// The pencil marks: the filled cells and each empty cell's candidates (bit `d` for digit
/// `d`, 0-based; none for a filled cell).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    pub(crate) values: Vec<Option<u16>>,
    pub(crate) cands: Vec<u64>,
}

impl Board {
    /// The board of a puzzle's cells with full pencil marks; `None` when a cell's given is
    /// out of range.
    pub(crate) fn new(geo: &Geometry, cells: &[Option<u16>]) -> Board {
        let all = if geo.side == 64 {
            u64::MAX
        } else {
            (1u64 << geo.side) - 1
        };
        let mut board = Board {
            values: vec![None; geo.cells()],
            cands: vec![all; geo.cells()],
        };
        for (cell, &value) in cells.iter().enumerate().take(geo.cells()) {
            if let Some(v) = value.filter(|&v| (v as usize) < geo.side) {
                board.place(geo, cell, v);
            }
        }
        board
    }

    /// Whether `cell` may hold `digit`.
    #[inline]
    pub(crate) fn has(&self, cell: usize, digit: u16) -> bool {
        self.cands[cell] >> digit & 1 == 1
    }

    /// The number of candidates of `cell`.
    #[inline]
    pub(crate) fn count(&self, cell: usize) -> u32 {
        self.cands[cell].count_ones()
    }

    /// The cells of `house` that may hold `digit`, as a mask over the house's slots.
    pub(crate) fn places(&self, geo: &Geometry, house: usize, digit: u16) -> u64 {
        let mut mask = 0;
        for (slot, &cell) in geo.houses[house].cells.iter().enumerate() {
            mask |= u64::from(self.has(cell, digit)) << slot;
        }
        mask
    }

    /// The cells of `house` that may hold `digit`, in the house's order.
    pub(crate) fn place_cells(&self, geo: &Geometry, house: usize, digit: u16) -> Vec<usize> {
        geo.houses[house]
            .cells
            .iter()
            .copied()
            .filter(|&c| self.has(c, digit))
            .collect()
    }

    /// The places of every digit in every house, as masks over the house's slots, at
    /// `house · side + digit`: what producers that ask for many places read once.
    pub(crate) fn places_table(&self, geo: &Geometry) -> Vec<u64> {
        let mut table = vec![0u64; geo.houses.len() * geo.side];
        for cell in 0..self.cands.len() {
            for d in digits(self.cands[cell]) {
                for (&h, &slot) in geo.houses_of[cell].iter().zip(&geo.slots_of[cell]) {
                    table[h * geo.side + d as usize] |= 1 << slot;
                }
            }
        }
        table
    }

    /// The empty cells of `house`.
    pub(crate) fn empty_in(&self, geo: &Geometry, house: usize) -> usize {
        geo.houses[house]
            .cells
            .iter()
            .filter(|&&c| self.values[c].is_none())
            .count()
    }

    /// Puts `digit` in `cell` and takes it from every cell that sees it.
    pub(crate) fn place(&mut self, geo: &Geometry, cell: usize, digit: u16) {
        self.values[cell] = Some(digit);
        self.cands[cell] = 0;
        for &peer in &geo.peers[cell] {
            self.cands[peer] &= !(1 << digit);
        }
    }

    /// True when every cell is filled.
    pub(crate) fn is_full(&self) -> bool {
        self.values.iter().all(Option::is_some)
    }

    /// True when an empty cell has no candidate left.
    pub(crate) fn is_broken(&self) -> bool {
        self.values
            .iter()
            .zip(&self.cands)
            .any(|(v, &c)| v.is_none() && c == 0)
    }
}

/// The digits of a mask, lowest first.
pub(crate) fn digits(mask: u64) -> impl Iterator<Item = u16> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let d = rest.trailing_zeros() as u16;
            rest &= rest - 1;
            d
        })
    })
}

/// The `k`-subsets of `0..n` (n ≤ 64) as bit masks, in increasing order of the mask (the
/// order of Explainer's own enumeration, Gosper's hack).
pub(crate) fn subsets(n: usize, k: usize) -> impl Iterator<Item = u64> {
    let end: u128 = 1 << n;
    let mut next: Option<u128> = (k <= n).then(|| (1u128 << k) - 1);
    std::iter::from_fn(move || {
        let current = next.take()?;
        if current != 0 {
            let smallest = current & current.wrapping_neg();
            let ripple = current + smallest;
            let following = (((current ^ ripple) >> 2) / smallest) | ripple;
            next = (following < end).then_some(following);
        }
        Some(current as u64)
    })
}
