//! ALS chains (HoDoKu's ALS-XY-chain): almost locked sets A1, A2, …, An, each joined to
//! the next by a restricted common, each restricted common different from the one before
//! it. Were a candidate z of A1 in none of A1's cells, A1 would be locked on its other
//! candidates, among them the first restricted common r1 (z ≠ r1); r1 would then be in A1,
//! so in none of A2's cells, which locks A2 on its candidates but r1, among them r2; and
//! so on to An, locked on its candidates but r(n−1), which holds z (z ≠ r(n−1)). So z is
//! in A1 or in An, and it leaves every cell seeing all of its places in both.
//!
//! Two sets are an ALS-XZ and three an ALS-XY-wing, both tried first: a chain of three
//! here is one whose end sets share cells (the wing wants them apart). The sets are those
//! of ALS-XZ ([`MOST_CELLS`](super::als) cells at most, up to the chains' side), and a
//! chain has at most [`MOST_SETS`] of them, found breadth first: the step is a shortest
//! chain that eliminates something. Logic that holds on any grid of units: a set is
//! n cells of one unit, a restricted common's places in one set all see those in the
//! next.

use super::als::{Als, victims};
use super::deduction::{Deduction, Literal};
use super::step_cache::StepCache;
use super::technique::Technique;
use sudograph_colour::ColourSet;

/// The most almost locked sets in a chain: six, as players follow them, bounds the
/// breadth-first search to the sets' restricted commons five links deep.
pub(super) const MOST_SETS: usize = 6;

/// Marks a state not reached.
const NONE: usize = usize::MAX;

/// The first shortest ALS chain that eliminates something. The step's cell groups are
/// the sets in the chain's order, its units theirs, its symbols the restricted commons in
/// order then z, and its one chain the statements a player follows: z in none of A1's
/// cells, so r1 in A1, so r1 in none of A2's, … so z in An.
pub(super) fn find<S: ColourSet>(cache: &StepCache<S>) -> Option<Deduction> {
    let board = cache.board;
    let sets = cache.almost_locked_sets();
    let joins = cache.joins();
    let side = cache.grader.side;
    let cells = side * side;
    if sets.is_empty() {
        return None;
    }
    // The cells holding each symbol.
    let holding: Vec<u128> = (0..side as u16)
        .map(|s| {
            (0..cells)
                .filter(|&c| board.has(c, s))
                .fold(0, |m, c| m | 1 << c)
        })
        .collect();
    // State `set << shift | r`: r is in none of the set's cells, so the set holds all its
    // other candidates. Its parent state, for reading the chain back.
    let shift = side.next_power_of_two().trailing_zeros();
    let mut parent = vec![NONE; sets.len() << shift];
    let mut reached: Vec<usize> = Vec::new();
    let mut best: Option<(Vec<usize>, usize, u128)> = None;
    for (a, first) in sets.iter().enumerate() {
        for z in first.symbols.ones() {
            // Nothing can lose z unless some cell holding it sees all of z in A1, and all of
            // z in some other set.
            let seen = first.seeing[z] & holding[z];
            let ends = |(b, last): (usize, &Als<S>)| {
                b != a && last.symbols.contains(z) && seen & last.seeing[z] != 0
            };
            if seen == 0 || !sets.iter().enumerate().any(ends) {
                continue;
            }
            let most = best
                .as_ref()
                .map_or(MOST_SETS, |(path, _, _)| path.len() - 1);
            for state in reached.drain(..) {
                parent[state] = NONE;
            }
            let start = a << shift | z;
            parent[start] = start;
            reached.push(start);
            let mut layer = vec![start];
            let mut length = 1;
            'search: while !layer.is_empty() && length < most {
                length += 1;
                let mut next = Vec::new();
                for &at in &layer {
                    let (set, r) = (at >> shift, at & ((1 << shift) - 1));
                    for &(b, commons) in &joins[set] {
                        if b == a || on_path(&parent, at, b, shift) {
                            continue;
                        }
                        for r_next in commons.without(r).ones() {
                            let state = b << shift | r_next;
                            if parent[state] != NONE {
                                continue;
                            }
                            parent[state] = at;
                            reached.push(state);
                            next.push(state);
                            let last = &sets[b];
                            if length < 3 || r_next == z || !last.symbols.contains(z) {
                                continue;
                            }
                            let victims = first.seeing[z] & last.seeing[z] & holding[z];
                            if victims != 0 {
                                best = Some((path(&parent, state), z, victims));
                                break 'search;
                            }
                        }
                    }
                }
                layer = next;
            }
        }
    }
    let (path, z, victims_mask) = best?;
    Some(step(cache, sets, &path, shift, z, victims_mask))
}

/// Whether the chain read back from `at` already uses set `set`.
fn on_path(parent: &[usize], mut at: usize, set: usize, shift: u32) -> bool {
    loop {
        if at >> shift == set {
            return true;
        }
        if parent[at] == at {
            return false;
        }
        at = parent[at];
    }
}

/// The states from the start to `at`, in order.
fn path(parent: &[usize], mut at: usize) -> Vec<usize> {
    let mut path = vec![at];
    while parent[at] != at {
        at = parent[at];
        path.push(at);
    }
    path.reverse();
    path
}

/// The step of the chain of states `path` (each a set and the restricted common it does
/// not hold, the first's being z), eliminating z from `victims_mask`.
fn step<S: ColourSet>(
    cache: &StepCache<S>,
    sets: &[Als<S>],
    path: &[usize],
    shift: u32,
    z: usize,
    victims_mask: u128,
) -> Deduction {
    let chain: Vec<(&Als<S>, usize)> = (path.iter())
        .map(|&s| (&sets[s >> shift], s & ((1 << shift) - 1)))
        .collect();
    // What the chain says, set by set: the symbol coming in is in none of its cells, so
    // the one going out (or z, at the end) is in one of them.
    let places = |set: &Als<S>, symbol: usize, holds: bool| Literal {
        cells: super::als::ones(set.holding[symbol]).collect(),
        symbol: symbol as u16,
        holds,
    };
    let mut statements = Vec::new();
    for (i, &(set, r)) in chain.iter().enumerate() {
        let out = chain.get(i + 1).map_or(z, |&(_, next)| next);
        statements.push(places(set, r, false));
        statements.push(places(set, out, true));
    }
    let mut used: Vec<u16> = chain[1..].iter().map(|&(_, r)| r as u16).collect();
    used.push(z as u16);
    let mut step = Deduction {
        cells: chain.iter().map(|(set, _)| set.cells.clone()).collect(),
        ..Deduction::new(Technique::AlsChain, used, Vec::new())
    };
    step.units = chain.iter().map(|(set, _)| set.unit).collect();
    step.chains = vec![statements];
    step.removed = victims(cache.board, victims_mask, z);
    step
}
