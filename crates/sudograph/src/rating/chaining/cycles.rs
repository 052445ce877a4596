//! Explainer's "forcing chains & cycles" (static, no nesting): bidirectional X-, Y- and
//! XY-cycles, and forcing X-chains and forcing chains (an assumption that implies its own
//! negation).

use super::easiest::{Easiest, Key, Kind};
use super::implications::{off_to_on, on_to_off};
use super::run::{Run, conjugate, pot, unpot};
use crate::rating::board::{Board, Geometry, digits};
use crate::rating::scale::{self, Tenths, length_bonus};
use crate::rating::step::RatedStep;

/// The easiest cycle or forcing chain, X rules first, then Y, then both.
pub(crate) fn forcing_chains_and_cycles(geo: &Geometry, board: &Board) -> Option<RatedStep> {
    let mut hints = Easiest::default();
    each(geo, board, &mut |key, run, found| {
        hints.offer(key, || step(geo, board, run, found, key.0));
    });
    hints.step()
}

/// A chain this producer finds: a cycle closing at node `end`, or a forcing chain from
/// the assumption of `digit` in `cell` (on or off) to its negation at node `target`.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Found {
    Cycle {
        end: u32,
        y: bool,
        x: bool,
    },
    Forcing {
        target: u32,
        y: bool,
        cell: usize,
        digit: u16,
        on: bool,
    },
}

/// Every cycle and forcing chain in Explainer's order (X rules, Y, both; cells in order,
/// their digits in order; a digit's cycles, then its forcing chains from on and off),
/// given to `visit` with its sort key and the run that holds it.
pub(crate) fn each(geo: &Geometry, board: &Board, visit: &mut dyn FnMut(Key, &Run, Found)) {
    let mut run = Run::new(geo.cells(), geo.side);
    let places = board.places_table(geo);
    for (y, x) in [(false, true), (true, false), (true, true)] {
        for cell in 0..geo.cells() {
            let count = board.count(cell);
            if count < 2 || (!x && count > 2) {
                continue;
            }
            for digit in digits(board.cands[cell]) {
                cycles(geo, board, &places, &mut run, (cell, digit), (y, x), visit);
                if x {
                    for on in [true, false] {
                        forcing_chains(
                            geo,
                            board,
                            &places,
                            &mut run,
                            (cell, digit),
                            (y, on),
                            visit,
                        );
                    }
                }
            }
        }
    }
}

/// The candidates a chain removes: a cycle's, those outside its cells that see a node on
/// in one direction and a node of their digit on in the other; a forcing chain's, its
/// assumption when assumed on, else the other candidates of the cell (the digit placed).
pub(crate) fn removals(
    geo: &Geometry,
    board: &Board,
    run: &Run,
    found: Found,
) -> Vec<(usize, u16)> {
    match found {
        Found::Cycle { end, .. } => {
            let side = geo.side;
            let mut path = Vec::new();
            let mut at = end;
            while let Some(parent) = run.first_parent(at) {
                path.push(unpot(side, run.pot(at)));
                at = parent;
            }
            let in_cycle = |c: usize| path.iter().any(|&(pc, _, _)| pc == c);
            let (mut forward, mut back) = (Vec::new(), Vec::new());
            for &(c, d, on) in &path {
                for &peer in &geo.peers[c] {
                    if !in_cycle(peer) && board.has(peer, d) {
                        let list = if on { &mut forward } else { &mut back };
                        if !list.contains(&(peer, d)) {
                            list.push((peer, d));
                        }
                    }
                }
            }
            forward.retain(|p| back.contains(p));
            forward
        }
        Found::Forcing {
            cell, digit, on, ..
        } => match on {
            true => vec![(cell, digit)],
            false => digits(board.cands[cell] & !(1 << digit))
                .map(|d| (cell, d))
                .collect(),
        },
    }
}

/// The step a chain gives, rated `rating`.
fn step(
    geo: &Geometry,
    board: &Board,
    run: &Run,
    found: Found,
    rating: Tenths,
) -> Option<RatedStep> {
    match found {
        Found::Cycle { y, x, .. } => {
            let name = match (y, x) {
                (true, true) => "Bidirectional Cycle",
                (true, false) => "Bidirectional Y-Cycle",
                _ => "Bidirectional X-Cycle",
            };
            RatedStep::removing(name, rating, removals(geo, board, run, found))
        }
        Found::Forcing {
            y, cell, digit, on, ..
        } => {
            let name = if y {
                "Forcing Chain"
            } else {
                "Forcing X-Chain"
            };
            match on {
                true => RatedStep::removing(name, rating, vec![(cell, digit)]),
                false => Some(RatedStep::placing(name, rating, cell, digit)),
            }
        }
    }
}

/// The kind of a chain on these rules.
fn kind(y: bool, x: bool) -> Kind {
    match (y, x) {
        (true, true) => Kind::XyChain,
        (true, false) => Kind::YCycle,
        _ => Kind::XChain,
    }
}

/// The cycles through `digit` in `cell` assumed on: breadth-first, off potentials
/// reached again by every path that does not turn back on itself, closing when the
/// assumption is reached again after four steps or more.
fn cycles(
    geo: &Geometry,
    board: &Board,
    places: &[u64],
    run: &mut Run,
    (cell, digit): (usize, u16),
    (y, x): (bool, bool),
    visit: &mut dyn FnMut(Key, &Run, Found),
) {
    let side = geo.side;
    let grid = &board.cands;
    let start = pot(side, cell, digit, true);
    run.clear();
    let mut pending_on = vec![run.add(start, &[])];
    let mut pending_off = Vec::new();
    let (mut offs, mut ons, mut closed) = (Vec::new(), Vec::new(), Vec::new());
    let mut length = 0;
    while !pending_on.is_empty() || !pending_off.is_empty() {
        length += 1;
        for node in std::mem::take(&mut pending_on) {
            let (c, d, _) = unpot(side, run.pot(node));
            on_to_off(geo, grid, c, d, y, &mut offs);
            for &(oc, od) in &offs {
                let off = pot(side, oc, od, false);
                if !run.has_ancestor(node, off) {
                    pending_off.push(run.add(off, &[node]));
                }
            }
        }
        length += 1;
        for node in std::mem::take(&mut pending_off) {
            let (c, d, _) = unpot(side, run.pot(node));
            off_to_on(geo, grid, places, c, d, (y, x), &mut ons);
            for &(oc, od, _) in &ons {
                let on = pot(side, oc, od, true);
                if length >= 4 && on == start {
                    closed.push(run.add(on, &[node]));
                } else if !run.contains(on) {
                    pending_on.push(run.add(on, &[node]));
                }
            }
        }
    }
    for end in closed {
        let complexity = run.ancestors(end);
        let base = if y && x {
            scale::FORCING_CHAIN
        } else {
            scale::CYCLE
        };
        let key = (base + length_bonus(complexity), complexity, kind(y, x));
        visit(key, run, Found::Cycle { end, y, x });
    }
}

/// The forcing chains from `digit` in `cell` assumed on (which then is removed if it
/// implies itself off) or off (placed if it implies itself on).
fn forcing_chains(
    geo: &Geometry,
    board: &Board,
    places: &[u64],
    run: &mut Run,
    (cell, digit): (usize, u16),
    (y, on): (bool, bool),
    visit: &mut dyn FnMut(Key, &Run, Found),
) {
    let side = geo.side;
    let grid = &board.cands;
    let start = pot(side, cell, digit, on);
    run.clear();
    let first = run.add(start, &[]);
    let (mut pending_on, mut pending_off) = match on {
        true => (vec![first], Vec::new()),
        false => (Vec::new(), vec![first]),
    };
    let (mut offs, mut ons) = (Vec::new(), Vec::new());
    let mut target = None;
    while (!pending_on.is_empty() || !pending_off.is_empty()) && target.is_none() {
        for node in std::mem::take(&mut pending_on) {
            let (c, d, _) = unpot(side, run.pot(node));
            on_to_off(geo, grid, c, d, y, &mut offs);
            for &(oc, od) in &offs {
                let off = pot(side, oc, od, false);
                if !run.contains(off) {
                    let added = run.add(off, &[node]);
                    pending_off.push(added);
                    if conjugate(off) == start && target.is_none() {
                        target = Some(added);
                    }
                }
            }
        }
        for node in std::mem::take(&mut pending_off) {
            let (c, d, _) = unpot(side, run.pot(node));
            off_to_on(geo, grid, places, c, d, (y, true), &mut ons);
            for &(oc, od, _) in &ons {
                let on = pot(side, oc, od, true);
                if !run.contains(on) {
                    let added = run.add(on, &[node]);
                    pending_on.push(added);
                    if conjugate(on) == start && target.is_none() {
                        target = Some(added);
                    }
                }
            }
        }
    }
    let Some(target) = target else { return };
    let complexity = run.ancestors(target);
    let base = if y {
        scale::FORCING_CHAIN
    } else {
        scale::FORCING_X_CHAIN
    };
    let key = (base + length_bonus(complexity), complexity, kind(y, true));
    let found = Found::Forcing {
        target,
        y,
        cell,
        digit,
        on,
    };
    visit(key, run, found);
}
