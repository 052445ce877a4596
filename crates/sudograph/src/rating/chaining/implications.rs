//! The implication rules of Explainer's chains, on a grid of candidates, and the
//! propagation of one assumption to a fixed point.
//!
//! - on → off: the cell's other candidates (the "Y" rule, not in X-only chains), and the
//!   digit in every cell the cell sees (box first, then row and column outside it).
//! - off → on: the other candidate of a cell left with two (Y rule); the other place of a
//!   digit left with two places in a house (X rule), for each house of the cell.

use super::nesting::Nesting;
use super::run::{Cause, Pot, Run, conjugate, pot, unpot};
use crate::rating::board::{Board, Geometry, digits};
use std::collections::VecDeque;
use std::rc::Rc;

/// The candidates `digit` in `cell` being on turns off, in Explainer's order.
pub(crate) fn on_to_off(
    geo: &Geometry,
    grid: &[u64],
    cell: usize,
    digit: u16,
    y: bool,
    out: &mut Vec<(usize, u16)>,
) {
    out.clear();
    if y {
        out.extend(digits(grid[cell] & !(1 << digit)).map(|d| (cell, d)));
    }
    out.extend(
        geo.peers[cell]
            .iter()
            .filter(|&&peer| grid[peer] >> digit & 1 == 1)
            .map(|&peer| (peer, digit)),
    );
}

/// The candidates `digit` in `cell` being off turns on, with the rule that did it;
/// `places` is the grid's [`Board::places_table`](crate::rating::board::Board::places_table).
#[allow(clippy::too_many_arguments)]
pub(crate) fn off_to_on(
    geo: &Geometry,
    grid: &[u64],
    places: &[u64],
    cell: usize,
    digit: u16,
    (y, x): (bool, bool),
    out: &mut Vec<(usize, u16, Cause)>,
) {
    out.clear();
    if y && grid[cell].count_ones() == 2 {
        let other = (grid[cell] & !(1 << digit)).trailing_zeros() as u16;
        if (other as usize) < geo.side {
            out.push((cell, other, Cause::Cell));
        }
    }
    if x {
        for (&h, &slot) in geo.houses_of[cell].iter().zip(&geo.slots_of[cell]) {
            let others = places[h * geo.side + digit as usize] & !(1 << slot);
            if others.count_ones() == 1 {
                let only = geo.houses[h].cells[others.trailing_zeros() as usize];
                out.push((only, digit, Cause::House(h)));
            }
        }
    }
}

/// Takes `digit` from `cell` in a grid and its places table.
fn take(geo: &Geometry, grid: &mut [u64], places: &mut [u64], cell: usize, digit: u16) {
    grid[cell] &= !(1 << digit);
    for (&h, &slot) in geo.houses_of[cell].iter().zip(&geo.slots_of[cell]) {
        places[h * geo.side + digit as usize] &= !(1 << slot);
    }
}

/// How one assumption is propagated: which rules, and whether off potentials are written
/// into a scratch grid so that later rules see the reduced candidates (dynamic chains).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Propagation {
    /// Whether the cell rules (Y) are used; Nishio uses the house rules only.
    pub(crate) y: bool,
    /// Whether off potentials are written into the grid as they are found.
    pub(crate) dynamic: bool,
    /// The techniques asked on the scratch grid when the rules stall (dynamic only).
    pub(crate) nesting: Nesting,
}

/// A potential found both on and off: the on node and the off node.
pub(crate) type Contradiction = (u32, u32);

impl Propagation {
    /// Everything `start` implies on `board`, breadth-first, on potentials before off
    /// ones, then the nested techniques' eliminations when those run dry; stops at the
    /// first contradiction, which it returns.
    pub(crate) fn run(
        &self,
        geo: &Geometry,
        board: &Board,
        source_places: &[u64],
        start: Pot,
    ) -> (Run, Option<Contradiction>) {
        let side = geo.side;
        let source = &board.cands[..];
        let mut run = Run::new(geo.cells(), side);
        let mut grid = source.to_vec();
        let mut places = source_places.to_vec();
        let first = run.add(start, &[]);
        let (mut pending_on, mut pending_off) = (VecDeque::new(), VecDeque::new());
        match unpot(side, start).2 {
            true => pending_on.push_back(first),
            false => pending_off.push_back(first),
        }
        let (mut offs, mut ons, mut parents) = (Vec::new(), Vec::new(), Vec::new());
        loop {
            if let Some(node) = pending_on.pop_front() {
                let (cell, digit, _) = unpot(side, run.pot(node));
                on_to_off(geo, &grid, cell, digit, self.y, &mut offs);
                for &(c, d) in &offs {
                    let off = pot(side, c, d, false);
                    if let Some(on) = run.get(conjugate(off)) {
                        let off_node = run.add(off, &[node]);
                        return (run, Some((on, off_node)));
                    }
                    if !run.contains(off) {
                        pending_off.push_back(run.add(off, &[node]));
                    }
                }
                continue;
            }
            let Some(node) = pending_off.pop_front() else {
                for implied in (self.nesting.techniques)(geo, board, &grid, self.nesting) {
                    parents.clear();
                    parents.extend(
                        implied
                            .parents
                            .iter()
                            .filter_map(|&(c, d)| run.get(pot(side, c, d, false))),
                    );
                    for &(c, d) in &implied.removed {
                        let off = pot(side, c, d, false);
                        if !run.contains(off) {
                            let node = match &implied.chain {
                                Some(chain) => run.add_nested(off, &parents, Rc::clone(chain)),
                                None => run.add(off, &parents),
                            };
                            pending_off.push_back(node);
                        }
                    }
                }
                if pending_off.is_empty() {
                    break;
                }
                continue;
            };
            let (cell, digit, _) = unpot(side, run.pot(node));
            off_to_on(geo, &grid, &places, cell, digit, (self.y, true), &mut ons);
            for &(c, d, cause) in &ons {
                let on = pot(side, c, d, true);
                parents.clear();
                parents.push(node);
                if self.dynamic {
                    hidden_parents(geo, source, &grid, &run, (c, d), cause, &mut parents);
                }
                if let Some(off) = run.get(conjugate(on)) {
                    let on_node = run.add(on, &parents);
                    return (run, Some((on_node, off)));
                }
                if !run.contains(on) {
                    pending_on.push_back(run.add_caused(on, &parents, cause));
                }
            }
            if self.dynamic {
                take(geo, &mut grid, &mut places, cell, digit);
            }
        }
        (run, None)
    }
}

/// The off potentials that, by emptying a cell or house on the scratch grid, let `cause`
/// turn `(cell, digit)` on: Explainer's hidden parents of a dynamic chain.
fn hidden_parents(
    geo: &Geometry,
    source: &[u64],
    grid: &[u64],
    run: &Run,
    (cell, digit): (usize, u16),
    cause: Cause,
    parents: &mut Vec<u32>,
) {
    let side = geo.side;
    match cause {
        Cause::Cell => {
            for d in digits(source[cell] & !grid[cell]) {
                parents.extend(run.get(pot(side, cell, d, false)));
            }
        }
        Cause::House(h) => {
            for &c in &geo.houses[h].cells {
                if source[c] >> digit & 1 == 1 && grid[c] >> digit & 1 == 0 {
                    parents.extend(run.get(pot(side, c, digit, false)));
                }
            }
        }
    }
}
