//! Locked candidates as Explainer finds them: a digit whose places in one house all lie in
//! a second house leaves the rest of the second house ("pointing" when the first house is
//! a box, "claiming" when it is a line). The direct kind is taken only when the
//! elimination leaves a hidden single in a house of the first house's kind, and places it.

use super::board::{Board, Geometry, digits};
use super::scale;
use super::step::RatedStep;
use crate::rules::UnitKind;

/// The first locked candidates step; `direct` asks for Explainer's direct pointing and
/// claiming, which place the hidden single they leave.
pub(crate) fn find(geo: &Geometry, board: &Board, direct: bool) -> Option<RatedStep> {
    each(geo, board, |h1, h2, digit| {
        let pointing = geo.houses[h1].is_block();
        if direct {
            let cell = left_single(geo, board, h1, h2, digit)?;
            let (name, rating) = match pointing {
                true => ("Direct Pointing", scale::DIRECT_POINTING),
                false => ("Direct Claiming", scale::DIRECT_CLAIMING),
            };
            return Some(RatedStep::placing(name, rating, cell, digit));
        }
        let (name, rating) = match pointing {
            true => ("Pointing", scale::POINTING),
            false => ("Claiming", scale::CLAIMING),
        };
        RatedStep::removing(name, rating, removals(geo, board, h1, h2, digit))
    })
}

/// Every lock in Explainer's order, `digit`'s two or more places in house `h1` all lying
/// in house `h2`, given to `visit` as `(h1, h2, digit)` until it returns something.
pub(crate) fn each<T>(
    geo: &Geometry,
    board: &Board,
    mut visit: impl FnMut(usize, usize, u16) -> Option<T>,
) -> Option<T> {
    use UnitKind::*;
    let block = match geo.houses.first().map(|h| h.kind) {
        Some(Region) => Region,
        _ => Box,
    };
    let mut pairs = vec![(block, Column), (block, Row), (Column, block), (Row, block)];
    if geo.houses.iter().any(|h| h.kind == Diagonal) {
        pairs.extend(
            [Row, Column, block]
                .iter()
                .flat_map(|&k| [(Diagonal, k), (k, Diagonal)]),
        );
    }
    let table = board.places_table(geo);
    for (kind1, kind2) in pairs {
        let (first, second) = (geo.houses_of_kind(kind1), geo.houses_of_kind(kind2));
        for digit in 0..geo.side as u16 {
            for &h1 in first {
                let mask = table[h1 * geo.side + digit as usize];
                if mask.count_ones() < 2 {
                    continue;
                }
                let places: Vec<usize> = digits(mask)
                    .map(|s| geo.houses[h1].cells[s as usize])
                    .collect();
                // A house holding every place holds the first: only those are tried.
                for &h2 in geo.houses_of[places[0]]
                    .iter()
                    .filter(|h| second.contains(h))
                {
                    if !places.iter().all(|c| geo.houses_of[*c].contains(&h2)) {
                        continue;
                    }
                    if let Some(found) = visit(h1, h2, digit) {
                        return Some(found);
                    }
                }
            }
        }
    }
    None
}

/// What the lock of `digit` from `h1` into `h2` removes: the digit in the rest of `h2`.
pub(crate) fn removals(
    geo: &Geometry,
    board: &Board,
    h1: usize,
    h2: usize,
    digit: u16,
) -> Vec<(usize, u16)> {
    cells_with(geo, board, h2, digit)
        .filter(|c| !geo.houses[h1].cells.contains(c))
        .map(|c| (c, digit))
        .collect()
}

/// The cells of house `h` that may hold `digit`.
fn cells_with<'a>(
    geo: &'a Geometry,
    board: &'a Board,
    h: usize,
    digit: u16,
) -> impl Iterator<Item = usize> + 'a {
    geo.houses[h]
        .cells
        .iter()
        .copied()
        .filter(move |&c| board.has(c, digit))
}

/// The cell of a hidden single the lock of `digit` from `h1` into `h2` leaves in another
/// house of `h1`'s kind crossing `h2`, if any.
fn left_single(geo: &Geometry, board: &Board, h1: usize, h2: usize, digit: u16) -> Option<usize> {
    let kind = geo.houses[h1].kind;
    geo.houses_of_kind(kind)
        .iter()
        .filter(|&&h3| h3 != h1)
        .find_map(|&h3| {
            let places: Vec<usize> = cells_with(geo, board, h3, digit).collect();
            let outside: Vec<usize> = places
                .iter()
                .copied()
                .filter(|c| !geo.houses[h2].cells.contains(c))
                .collect();
            let crosses = geo.houses[h3]
                .cells
                .iter()
                .any(|c| geo.houses[h2].cells.contains(c));
            (crosses && places.len() > 1 && outside.len() == 1).then(|| outside[0])
        })
}
