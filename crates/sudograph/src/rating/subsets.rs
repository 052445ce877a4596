//! Naked and hidden subsets as Explainer finds them, houses scanned boxes, columns, rows.
//! A hidden set is looked for only in a house with more than twice its size of empty
//! cells (smaller ones are found as naked sets); the direct kind is taken only when it
//! leaves a hidden single in its house, and places it.

use super::board::{Board, Geometry, digits, subsets};
use super::scale;
use super::step::RatedStep;

/// The first naked set of `degree` cells (2–4) that eliminates something.
pub(crate) fn naked(geo: &Geometry, board: &Board, degree: usize) -> Option<RatedStep> {
    const NAMES: [&str; 3] = ["Naked Pair", "Naked Triplet", "Naked Quad"];
    each_naked(geo, board, degree, |set| {
        RatedStep::removing(NAMES[degree - 2], scale::NAKED_SET[degree - 2], set.removed)
    })
}

/// One naked or hidden set: its house, its cells (a mask over the house's slots), its
/// digits, and what it removes.
pub(crate) struct Set {
    pub(crate) house: usize,
    pub(crate) slots: u64,
    pub(crate) digits: u64,
    pub(crate) removed: Vec<(usize, u16)>,
}

/// Every naked set of `degree` cells in Explainer's order (those that remove nothing
/// too), given to `visit` until it returns something.
pub(crate) fn each_naked<T>(
    geo: &Geometry,
    board: &Board,
    degree: usize,
    mut visit: impl FnMut(Set) -> Option<T>,
) -> Option<T> {
    for &h in &geo.scan {
        if board.empty_in(geo, h) < 2 * degree {
            continue;
        }
        let cells = &geo.houses[h].cells;
        for slots in subsets(cells.len(), degree) {
            let mut union = 0u64;
            if digits(slots).any(|s| board.count(cells[s as usize]) < 2) {
                continue;
            }
            for s in digits(slots) {
                union |= board.cands[cells[s as usize]];
            }
            if union.count_ones() as usize != degree {
                continue;
            }
            let removed: Vec<(usize, u16)> = (0..cells.len())
                .filter(|s| slots >> s & 1 == 0)
                .flat_map(|s| {
                    let cell = cells[s];
                    digits(board.cands[cell] & union).map(move |d| (cell, d))
                })
                .collect();
            let set = Set {
                house: h,
                slots,
                digits: union,
                removed,
            };
            if let Some(found) = visit(set) {
                return Some(found);
            }
        }
    }
    None
}

/// The first hidden set of `degree` digits (2–4) that eliminates something, or with
/// `direct` (pairs and triples) the first that leaves a hidden single, placed.
pub(crate) fn hidden(
    geo: &Geometry,
    board: &Board,
    degree: usize,
    direct: bool,
) -> Option<RatedStep> {
    const NAMES: [&str; 3] = ["Hidden Pair", "Hidden Triplet", "Hidden Quad"];
    each_hidden(geo, board, degree, direct, |set, places| {
        if direct {
            let common = set.slots;
            let single = (0..geo.side)
                .filter(|d| set.digits >> d & 1 == 0)
                .find(|&d| places[d].count_ones() > 1 && (places[d] & !common).count_ones() == 1)?;
            let cell =
                geo.houses[set.house].cells[(places[single] & !common).trailing_zeros() as usize];
            let (name, rating) = match degree {
                2 => ("Direct Hidden Pair", scale::DIRECT_HIDDEN_PAIR),
                _ => ("Direct Hidden Triplet", scale::DIRECT_HIDDEN_TRIPLE),
            };
            return Some(RatedStep::placing(name, rating, cell, single as u16));
        }
        RatedStep::removing(
            NAMES[degree - 2],
            scale::HIDDEN_SET[degree - 2],
            set.removed,
        )
    })
}

/// Every hidden set of `degree` digits in Explainer's order (those that remove nothing
/// too), in the houses with enough empty cells for the `direct` kind or the plain one,
/// given to `visit` with the house's places of each digit until it returns something.
pub(crate) fn each_hidden<T>(
    geo: &Geometry,
    board: &Board,
    degree: usize,
    direct: bool,
    mut visit: impl FnMut(Set, &[u64]) -> Option<T>,
) -> Option<T> {
    for &h in &geo.scan {
        let empty = board.empty_in(geo, h);
        if !(empty > 2 * degree || (direct && empty > degree)) {
            continue;
        }
        let cells = &geo.houses[h].cells;
        let places: Vec<u64> = (0..geo.side as u16)
            .map(|d| board.places(geo, h, d))
            .collect();
        for set in subsets(geo.side, degree) {
            if digits(set).any(|d| places[d as usize].count_ones() < 2) {
                continue;
            }
            let common = digits(set).fold(0, |acc, d| acc | places[d as usize]);
            if common.count_ones() as usize != degree {
                continue;
            }
            let removed: Vec<(usize, u16)> = digits(common)
                .flat_map(|slot| {
                    let cell = cells[slot as usize];
                    digits(board.cands[cell] & !set).map(move |d| (cell, d))
                })
                .collect();
            let found = Set {
                house: h,
                slots: common,
                digits: set,
                removed,
            };
            if let Some(found) = visit(found, &places) {
                return Some(found);
            }
        }
    }
    None
}
