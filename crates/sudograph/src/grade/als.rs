//! Almost locked sets: n cells of one unit holding n+1 candidates between them. Lose one
//! candidate and the rest are locked in the set. Two sets are joined by a restricted common
//! candidate x when every cell of one holding x sees every cell of the other holding x: x
//! is then in one set at most, so at least one of them is locked without it.
//!
//! ALS-XZ: sets A and B with a restricted common x; every other candidate z common to both
//! is in A or in B, so z leaves every cell seeing all z of both. Doubly linked (two
//! restricted commons x and y): each set keeps exactly one of them, so x and y each leave
//! the cells seeing all their places in both, and every other candidate of a set leaves
//! the cells seeing all its places in that set. ALS-XY-wing: A and B each joined to a
//! pivot set C by different restricted commons x and y; C cannot lose both, so z common to
//! A and B is in one of them and leaves what sees all of its places there.
//!
//! Sets have at most [`MOST_CELLS`] cells, and the techniques run up to the chains' side
//! ([`CHAIN_SIDE`](super::technique::CHAIN_SIDE)): the sets and their pairs grow as the
//! side's powers, and cells are kept as 128-bit sets (none are found past 128 cells).

use super::candidate_grid::{CandidateGrid, symbols};
use super::deduction::Deduction;
use super::sight::Grader;
use super::technique::Technique;
use std::collections::HashSet;
use sudograph_colour::ColourSet;

/// The most cells an almost locked set may have: sets of 1 to 5 cells, as players look
/// for them (HoDoKu's ALS-XY-wing example 0902 needs five), keep the enumeration to a
/// few hundred sets on a 9×9 board.
const MOST_CELLS: usize = 5;

/// One almost locked set: its cells (as a set of cells and in reading order), its unit,
/// its candidates, and for each symbol the cells of the set holding it and the cells that
/// see all of those.
pub(super) struct Als<S> {
    pub(super) cells: Vec<usize>,
    pub(super) mask: u128,
    pub(super) unit: usize,
    pub(super) symbols: S,
    /// For each symbol: the set's cells holding it.
    pub(super) holding: Vec<u128>,
    /// For each symbol: the cells seeing every cell of the set that holds it.
    pub(super) seeing: Vec<u128>,
}

/// The first ALS-XZ that eliminates something.
/// `sets` are the board's almost locked sets, `joins` for each the sets joined to it and
/// their restricted commons (as [`StepCache`](super::step_cache::StepCache) keeps them).
pub(super) fn xz<S: ColourSet>(
    board: &CandidateGrid<S>,
    sets: &[Als<S>],
    joins: &[Vec<(usize, S)>],
) -> Option<Deduction> {
    for (i, a) in sets.iter().enumerate() {
        for &(j, commons) in joins[i].iter().filter(|&&(j, _)| j > i) {
            let b = &sets[j];
            let mut removed = Vec::new();
            if commons.len() == 1 {
                let x = commons.first_colour() as u16;
                for z in symbols(a.symbols & b.symbols).filter(|&z| z != x) {
                    let z = z as usize;
                    removed.extend(victims(board, a.seeing[z] & b.seeing[z], z));
                }
            } else {
                for x in commons.ones() {
                    removed.extend(victims(board, a.seeing[x] & b.seeing[x], x));
                }
                for set in [a, b] {
                    for z in set.symbols.ones().filter(|&z| !commons.contains(z)) {
                        removed.extend(victims(board, set.seeing[z], z));
                    }
                }
                removed.sort_unstable();
                removed.dedup();
            }
            let step = Deduction {
                cells: vec![a.cells.clone(), b.cells.clone()],
                ..Deduction::new(Technique::AlsXz, symbols(commons).collect(), Vec::new())
            };
            if let Some(step) = step.in_units(vec![a.unit, b.unit]).removing(removed) {
                return Some(step);
            }
        }
    }
    None
}

/// The first ALS-XY-wing that eliminates something. The step's cell groups are A, B and
/// the pivot C; its symbols x (A–C), y (B–C), then z.
/// `sets` and `joins` as for [`xz`].
pub(super) fn xy_wing<S: ColourSet>(
    board: &CandidateGrid<S>,
    sets: &[Als<S>],
    joins: &[Vec<(usize, S)>],
) -> Option<Deduction> {
    for (c, joined) in sets.iter().zip(joins) {
        // The sets joined to the pivot, with their restricted commons.
        for (i, &(a, a_commons)) in joined.iter().enumerate() {
            for &(b, b_commons) in &joined[i + 1..] {
                let (a, b) = (&sets[a], &sets[b]);
                if a.mask & b.mask != 0 {
                    continue;
                }
                for x in a_commons.ones() {
                    for y in b_commons.ones().filter(|&y| y != x) {
                        let zs = (a.symbols & b.symbols).without(x).without(y);
                        for z in zs.ones() {
                            let removed = victims(board, a.seeing[z] & b.seeing[z], z);
                            let step = Deduction {
                                cells: vec![a.cells.clone(), b.cells.clone(), c.cells.clone()],
                                ..Deduction::new(
                                    Technique::AlsXyWing,
                                    vec![x as u16, y as u16, z as u16],
                                    Vec::new(),
                                )
                            };
                            let step = step.in_units(vec![a.unit, b.unit, c.unit]);
                            if let Some(step) = step.removing(removed) {
                                return Some(step);
                            }
                        }
                    }
                }
            }
        }
    }
    None
}

/// The restricted commons of two sets of distinct cells: the symbols both hold whose
/// places in one all see their places in the other (none for overlapping sets).
pub(super) fn restricted_commons<S: ColourSet>(a: &Als<S>, b: &Als<S>) -> S {
    let mut commons = S::EMPTY;
    if a.mask & b.mask != 0 {
        return commons;
    }
    for x in (a.symbols & b.symbols).ones() {
        if b.holding[x] & !a.seeing[x] == 0 {
            commons |= S::single(x);
        }
    }
    commons
}

/// The cells among `cells` that may hold `symbol`, as eliminations.
pub(super) fn victims<S: ColourSet>(
    board: &CandidateGrid<S>,
    cells: u128,
    symbol: usize,
) -> Vec<(usize, u16)> {
    ones(cells)
        .filter(|&c| board.has(c, symbol as u16))
        .map(|c| (c, symbol as u16))
        .collect()
}

/// The cells of a 128-bit set, lowest first.
pub(super) fn ones(mut set: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let cell = set.trailing_zeros() as usize;
            set &= set - 1;
            cell
        })
    })
}

/// Every almost locked set of 1 to [`MOST_CELLS`] empty cells in one unit, each set of
/// cells once (the first unit holding it), built once per step
/// ([`StepCache`](super::step_cache::StepCache)). None on a grid of more
/// than 128 cells (past 11×11), whose cells do not fit the sets' 128 bits: the grader
/// tries the techniques only up to 9×9, and [`Grader::find`] past that finds nothing.
pub(super) fn almost_locked_sets<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
) -> Vec<Als<S>> {
    let cells = grader.side * grader.side;
    if cells > 128 {
        return Vec::new();
    }
    let sight: Vec<u128> = (0..cells)
        .map(|a| {
            (0..cells)
                .filter(|&b| grader.sees(a, b))
                .fold(0, |set, b| set | 1 << b)
        })
        .collect();
    let mut seen = HashSet::new();
    let mut sets = Vec::new();
    for (unit, u) in grader.units.iter().enumerate() {
        let empty: Vec<usize> = u
            .cells
            .iter()
            .copied()
            .filter(|&c| !board.candidates(c).is_empty())
            .collect();
        let mut chosen = Vec::new();
        grow(&empty, 0, &mut chosen, &mut |chosen: &[usize]| {
            let held = chosen
                .iter()
                .fold(S::EMPTY, |set, &c| set | board.candidates(c));
            if held.len() as usize != chosen.len() + 1 {
                return;
            }
            let mask = chosen.iter().fold(0u128, |set, &c| set | 1 << c);
            if !seen.insert(mask) {
                return;
            }
            let mut holding = vec![0u128; grader.side];
            let mut seeing = vec![0u128; grader.side];
            for symbol in held.ones() {
                holding[symbol] = chosen
                    .iter()
                    .filter(|&&c| board.has(c, symbol as u16))
                    .fold(0, |set, &c| set | 1 << c);
                seeing[symbol] = ones(holding[symbol]).fold(!0, |set, c| set & sight[c]);
            }
            sets.push(Als {
                cells: chosen.to_vec(),
                mask,
                unit,
                symbols: held,
                holding,
                seeing,
            });
        });
    }
    sets
}

/// Calls `found` on every non-empty choice of up to [`MOST_CELLS`] of `cells` from
/// `from` on, extending `chosen`.
fn grow(cells: &[usize], from: usize, chosen: &mut Vec<usize>, found: &mut impl FnMut(&[usize])) {
    for i in from..cells.len() {
        chosen.push(cells[i]);
        found(chosen);
        if chosen.len() < MOST_CELLS {
            grow(cells, i + 1, chosen, found);
        }
        chosen.pop();
    }
}
