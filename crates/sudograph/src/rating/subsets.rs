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
            let rating = scale::NAKED_SET[degree - 2];
            if let Some(step) = RatedStep::removing(NAMES[degree - 2], rating, removed) {
                return Some(step);
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
            if direct {
                let single = (0..geo.side).filter(|d| set >> d & 1 == 0).find(|&d| {
                    places[d].count_ones() > 1 && (places[d] & !common).count_ones() == 1
                });
                if let Some(d) = single {
                    let cell = cells[(places[d] & !common).trailing_zeros() as usize];
                    let (name, rating) = match degree {
                        2 => ("Direct Hidden Pair", scale::DIRECT_HIDDEN_PAIR),
                        _ => ("Direct Hidden Triplet", scale::DIRECT_HIDDEN_TRIPLE),
                    };
                    return Some(RatedStep::placing(name, rating, cell, d as u16));
                }
                continue;
            }
            let keep = set;
            let removed: Vec<(usize, u16)> = digits(common)
                .flat_map(|slot| {
                    let cell = cells[slot as usize];
                    digits(board.cands[cell] & !keep).map(move |d| (cell, d))
                })
                .collect();
            let rating = scale::HIDDEN_SET[degree - 2];
            if let Some(step) = RatedStep::removing(NAMES[degree - 2], rating, removed) {
                return Some(step);
            }
        }
    }
    None
}
