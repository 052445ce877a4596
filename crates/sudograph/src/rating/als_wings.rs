//! Explainer's WXYZ-wing and VWXYZ-wing: an almost locked set of three (four) cells that
//! all see each other and hold four (five) digits between them, and a bivalue cell {x, z}
//! outside it seeing every set cell that holds x. Then x is in the bivalue cell or in the
//! set, and either way z leaves every cell seeing the bivalue cell and the set's z cells.
//! When z is restricted too (doubly linked), each of the set's other digits leaves the
//! cells seeing all its holders in the set, and x and z the cells seeing theirs and the
//! bivalue cell.
//!
//! Rating: WXYZ 5.5 and VWXYZ 6.2, plus 0.1 when the set's largest cell is of middle size
//! (3 candidates; for VWXYZ 2 or 4 add 0.1 and 3 adds 0.2). Among the hints: lowest
//! rating, then most eliminations, then Explainer's suffix (link, largest cell, size),
//! highest first.

use super::board::{Board, Geometry, digits};
use super::scale::{self, Tenths};
use super::step::RatedStep;

/// The easiest wing whose set has `size` cells (3: WXYZ, 4: VWXYZ).
pub(crate) fn find(geo: &Geometry, board: &Board, size: usize) -> Option<RatedStep> {
    let digits_wanted = size as u32 + 1;
    let mut hints: Vec<(Tenths, usize, String, RatedStep)> = Vec::new();
    let mut set = Vec::with_capacity(size);
    extend(geo, board, size, digits_wanted, 0, 0, &mut set, &mut hints);
    hints
        .into_iter()
        .enumerate()
        .min_by(|(i, a), (j, b)| {
            (a.0, std::cmp::Reverse(a.1), std::cmp::Reverse(&a.2), i).cmp(&(
                b.0,
                std::cmp::Reverse(b.1),
                std::cmp::Reverse(&b.2),
                j,
            ))
        })
        .map(|(_, h)| h.3)
}

/// Grows `set` (cells in increasing order, each seeing the ones before) to `size` cells
/// whose union stays within `digits_wanted` digits, then tries every bivalue cell.
#[allow(clippy::too_many_arguments)]
fn extend(
    geo: &Geometry,
    board: &Board,
    size: usize,
    digits_wanted: u32,
    from: usize,
    union: u64,
    set: &mut Vec<usize>,
    hints: &mut Vec<(Tenths, usize, String, RatedStep)>,
) {
    if set.len() == size {
        if union.count_ones() == digits_wanted {
            wings_of(geo, board, set, union, hints);
        }
        return;
    }
    for cell in from..geo.cells() {
        let cands = board.cands[cell];
        if cands.count_ones() < 2 || (union | cands).count_ones() > digits_wanted {
            continue;
        }
        if set.iter().any(|&c| !geo.sees(c, cell)) {
            continue;
        }
        set.push(cell);
        extend(
            geo,
            board,
            size,
            digits_wanted,
            cell + 1,
            union | cands,
            set,
            hints,
        );
        set.pop();
    }
}

/// The hints of one set with each bivalue cell that fits it.
fn wings_of(
    geo: &Geometry,
    board: &Board,
    set: &[usize],
    union: u64,
    hints: &mut Vec<(Tenths, usize, String, RatedStep)>,
) {
    let size = set.len();
    let biggest = set.iter().map(|&c| board.count(c)).max().unwrap_or(0) as i32;
    let wing_size: u32 = set.iter().map(|&c| board.count(c)).sum();
    let (base, extra) = if size == 3 {
        (i32::from(scale::WXYZ_WING), 1)
    } else {
        (i32::from(scale::VWXYZ_WING), 2)
    };
    let rating = (base + extra - (3 - biggest).abs()) as Tenths;
    let name = if size == 3 { "WXYZ-Wing" } else { "VWXYZ-Wing" };
    let holders =
        |d: u16| -> Vec<usize> { set.iter().copied().filter(|&c| board.has(c, d)).collect() };
    let restricted = |yz: usize, d: u16| holders(d).iter().all(|&c| geo.sees(c, yz));
    for yz in 0..geo.cells() {
        let pair = board.cands[yz];
        if pair.count_ones() != 2 || pair & union != pair || set.contains(&yz) {
            continue;
        }
        if !set.iter().any(|&c| geo.sees(c, yz)) {
            continue;
        }
        let mut pair_digits = digits(pair);
        let (a, b) = (
            pair_digits.next().unwrap_or(0),
            pair_digits.next().unwrap_or(0),
        );
        let (x, z, double) = match (restricted(yz, a), restricted(yz, b)) {
            (true, true) => (a, b, true),
            (true, false) => (a, b, false),
            (false, true) => (b, a, false),
            (false, false) => continue,
        };
        let outside = |c: usize| c != yz && !set.contains(&c);
        let victims = |d: u16, with_yz: bool| -> Vec<(usize, u16)> {
            let mut seen: Vec<usize> = holders(d);
            if with_yz {
                seen.push(yz);
            }
            (0..geo.cells())
                .filter(|&c| outside(c) && board.has(c, d))
                .filter(|&c| seen.iter().all(|&s| geo.sees(c, s)))
                .map(|c| (c, d))
                .collect()
        };
        let mut removed = victims(z, true);
        let mut doubled = false;
        if double {
            let mut more: Vec<(usize, u16)> = digits(union & !pair)
                .flat_map(|w| victims(w, false))
                .collect();
            more.extend(victims(x, true));
            doubled = !more.is_empty();
            removed.extend(more);
        }
        let count = removed.len();
        let suffix = format!("{}{}{}", if doubled { 2 } else { 1 }, biggest, wing_size);
        if let Some(step) = RatedStep::removing(name, rating, removed) {
            hints.push((rating, count, suffix, step));
        }
    }
}
