//! Explainer's "forcing chains & cycles" (static, no nesting): bidirectional X-, Y- and
//! XY-cycles, and forcing X-chains and forcing chains (an assumption that implies its own
//! negation).

use super::easiest::{Easiest, Kind};
use super::implications::{off_to_on, on_to_off};
use super::run::{Run, conjugate, pot, unpot};
use crate::rating::board::{Board, Geometry, digits};
use crate::rating::scale::{self, length_bonus};
use crate::rating::step::RatedStep;

/// The easiest cycle or forcing chain, X rules first, then Y, then both.
pub(crate) fn forcing_chains_and_cycles(geo: &Geometry, board: &Board) -> Option<RatedStep> {
    let mut hints = Easiest::default();
    let mut run = Run::new(geo.cells(), geo.side);
    let places = board.places_table(geo);
    for (y, x) in [(false, true), (true, false), (true, true)] {
        for cell in 0..geo.cells() {
            let count = board.count(cell);
            if count < 2 || (!x && count > 2) {
                continue;
            }
            for digit in digits(board.cands[cell]) {
                cycles(
                    geo,
                    board,
                    &places,
                    &mut run,
                    (cell, digit),
                    (y, x),
                    &mut hints,
                );
                if x {
                    for on in [true, false] {
                        forcing_chains(
                            geo,
                            board,
                            &places,
                            &mut run,
                            (cell, digit),
                            (y, on),
                            &mut hints,
                        );
                    }
                }
            }
        }
    }
    hints.step()
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
    hints: &mut Easiest,
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
        cycle_hint(geo, board, run, end, (y, x), hints);
    }
}

/// The eliminations of the cycle closing at `end`: a candidate outside the cycle's cells
/// that sees a node on in one direction and a node of its digit on in the other.
fn cycle_hint(
    geo: &Geometry,
    board: &Board,
    run: &Run,
    end: u32,
    (y, x): (bool, bool),
    hints: &mut Easiest,
) {
    let complexity = run.ancestors(end);
    let base = if y && x {
        scale::FORCING_CHAIN
    } else {
        scale::CYCLE
    };
    let rating = base + length_bonus(complexity);
    let name = match (y, x) {
        (true, true) => "Bidirectional Cycle",
        (true, false) => "Bidirectional Y-Cycle",
        _ => "Bidirectional X-Cycle",
    };
    hints.offer((rating, complexity, kind(y, x)), || {
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
        RatedStep::removing(name, rating, forward)
    });
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
    hints: &mut Easiest,
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
    let rating = base + length_bonus(complexity);
    let name = if y {
        "Forcing Chain"
    } else {
        "Forcing X-Chain"
    };
    hints.offer((rating, complexity, kind(y, true)), || match on {
        true => RatedStep::removing(name, rating, vec![(cell, digit)]),
        false => Some(RatedStep::placing(name, rating, cell, digit)),
    });
}
