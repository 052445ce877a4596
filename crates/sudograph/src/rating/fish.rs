//! Basic fish as Explainer finds them: X-wing, swordfish, jellyfish on rows and columns,
//! columns as base lines first. A line's slots are the perpendicular lines' indices, so
//! the union of the base lines' places names the cover lines.

use super::board::{Board, Geometry, digits, subsets};
use super::scale;
use super::step::RatedStep;
use crate::rules::UnitKind;

/// The first fish of `degree` base lines (2–4) that eliminates something.
pub(crate) fn find(geo: &Geometry, board: &Board, degree: usize) -> Option<RatedStep> {
    const NAMES: [&str; 3] = ["X-Wing", "Swordfish", "Jellyfish"];
    each(geo, board, degree, |fish| {
        RatedStep::removing(NAMES[degree - 2], scale::FISH[degree - 2], fish.removed)
    })
}

/// One fish: its base and cover lines (as houses), its digit, and what it removes.
pub(crate) struct Fish {
    pub(crate) base: Vec<usize>,
    pub(crate) cover: Vec<usize>,
    pub(crate) digit: u16,
    pub(crate) removed: Vec<(usize, u16)>,
}

/// Every fish of `degree` base lines in Explainer's order (those that remove nothing
/// too), given to `visit` until it returns something.
pub(crate) fn each<T>(
    geo: &Geometry,
    board: &Board,
    degree: usize,
    mut visit: impl FnMut(Fish) -> Option<T>,
) -> Option<T> {
    let table = board.places_table(geo);
    let mut placed = vec![0usize; geo.side];
    for d in board.values.iter().flatten() {
        placed[*d as usize] += 1;
    }
    for (base_kind, cover_kind) in [
        (UnitKind::Column, UnitKind::Row),
        (UnitKind::Row, UnitKind::Column),
    ] {
        let base = geo.houses_of_kind(base_kind);
        let cover = geo.houses_of_kind(cover_kind);
        for mask in subsets(base.len(), degree) {
            let lines: Vec<usize> = digits(mask).map(usize::from).collect();
            for digit in 0..geo.side as u16 {
                if placed[digit as usize] + 2 * degree > geo.side {
                    continue;
                }
                let places: Vec<u64> = lines
                    .iter()
                    .map(|&l| table[base[l] * geo.side + digit as usize])
                    .collect();
                if places.iter().any(|p| p.count_ones() < 2) {
                    continue;
                }
                let union = places.iter().fold(0, |a, p| a | p);
                if union.count_ones() as usize != degree {
                    continue;
                }
                let removed: Vec<(usize, u16)> = digits(union)
                    .flat_map(|c| {
                        geo.houses[cover[c as usize]]
                            .cells
                            .iter()
                            .enumerate()
                            .filter(|(slot, _)| !lines.contains(slot))
                            .map(|(_, &cell)| cell)
                    })
                    .filter(|&cell| board.has(cell, digit))
                    .map(|cell| (cell, digit))
                    .collect();
                let fish = Fish {
                    base: lines.iter().map(|&l| base[l]).collect(),
                    cover: digits(union).map(|c| cover[c as usize]).collect(),
                    digit,
                    removed,
                };
                if let Some(found) = visit(fish) {
                    return Some(found);
                }
            }
        }
    }
    None
}
