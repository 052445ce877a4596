//! A strong link of one digit, as Explainer's single-digit patterns use it: a house where
//! the digit has two places (the two cells are its ends), or, grouped, three to six places
//! split into two ends: in a box, the places lie on one row and one column of the box; in
//! a line, in two of the boxes it crosses. One end of a link holds the digit.

use super::board::{Board, Geometry};
use crate::rules::UnitKind;

/// One strong link: its house, the digit's places in it, and its two ends.
#[derive(Clone, Debug)]
pub(crate) struct Link {
    pub(crate) house: usize,
    pub(crate) places: Vec<usize>,
    pub(crate) ends: [Vec<usize>; 2],
    pub(crate) grouped: bool,
}

/// The cells a chain of `links` takes `digit` from: those that see every cell of its two
/// free ends, outside the links' places and outside `houses` (the links' houses and the
/// houses joining them, which Explainer leaves alone).
pub(crate) fn victims(
    geo: &Geometry,
    board: &Board,
    digit: u16,
    links: &[&Link],
    houses: &[usize],
    free: [&[usize]; 2],
) -> Vec<(usize, u16)> {
    (0..geo.cells())
        .filter(|&c| board.has(c, digit))
        .filter(|c| links.iter().all(|l| !l.places.contains(c)))
        .filter(|&c| houses.iter().all(|&h| !geo.houses_of[c].contains(&h)))
        .filter(|&c| free[0].iter().chain(free[1]).all(|&e| geo.sees(c, e)))
        .map(|c| (c, digit))
        .collect()
}

/// A house holding every cell of `a` and of `b`.
pub(crate) fn common_house(geo: &Geometry, a: &[usize], b: &[usize]) -> Option<usize> {
    geo.houses_of[a[0]]
        .iter()
        .copied()
        .find(|&h| a.iter().chain(b).all(|c| geo.houses_of[*c].contains(&h)))
}

/// The strong links of `digit` in house `h`: one for two places; for three to six, the
/// grouped ones (none on a jigsaw grid, whose regions have no rows and columns of boxes).
pub(crate) fn links_of(geo: &Geometry, board: &Board, h: usize, digit: u16) -> Vec<Link> {
    let house = &geo.houses[h];
    let places = board.place_cells(geo, h, digit);
    let link = |ends: [Vec<usize>; 2], grouped| Link {
        house: h,
        places: places.clone(),
        ends,
        grouped,
    };
    if places.len() == 2 {
        if house.kind == UnitKind::Box && geo.sees_in_line(places[0], places[1]) {
            return Vec::new();
        }
        return vec![link([vec![places[0]], vec![places[1]]], false)];
    }
    let max = if house.kind == UnitKind::Box { 5 } else { 6 };
    if places.len() < 3 || places.len() > max {
        return Vec::new();
    }
    let Some((blade1, blade2, heart)) = split(geo, board, h, &places, digit) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for (single, other) in [(&blade1, &blade2), (&blade2, &blade1)] {
        if single.len() == 1 {
            let mut group: Vec<usize> =
                heart.iter().copied().chain(other.iter().copied()).collect();
            group.sort_unstable();
            found.push(link([single.clone(), group], true));
        }
    }
    if found.is_empty() && heart.is_none() {
        found.push(link([blade1, blade2], true));
    }
    found
}

/// The two ends of a grouped link in house `h`: in a box, the places off one row and
/// column of the box must be none, the row's and column's other places the two blades
/// and their crossing the heart (kept if it holds the digit); in a line, the places in
/// the two boxes holding them.
fn split(
    geo: &Geometry,
    board: &Board,
    h: usize,
    places: &[usize],
    digit: u16,
) -> Option<(Vec<usize>, Vec<usize>, Option<usize>)> {
    let side = geo.side;
    let house = &geo.houses[h];
    match house.kind {
        UnitKind::Box => {
            let rows: Vec<usize> = dedup(house.cells.iter().map(|c| c / side));
            let cols: Vec<usize> = dedup(house.cells.iter().map(|c| c % side));
            for &r in &rows {
                for &c in &cols {
                    if places.iter().any(|p| p / side != r && p % side != c) {
                        continue;
                    }
                    let heart = r * side + c;
                    let blade1: Vec<usize> = places
                        .iter()
                        .copied()
                        .filter(|p| p / side == r && *p != heart)
                        .collect();
                    let blade2: Vec<usize> = places
                        .iter()
                        .copied()
                        .filter(|p| p % side == c && *p != heart)
                        .collect();
                    if blade1.is_empty() || blade2.is_empty() {
                        return None;
                    }
                    return Some((blade1, blade2, board.has(heart, digit).then_some(heart)));
                }
            }
            None
        }
        UnitKind::Row | UnitKind::Column => {
            let boxes: Vec<usize> = dedup(
                places
                    .iter()
                    .map(|&p| geo.house_of(p, UnitKind::Box).unwrap_or(usize::MAX)),
            );
            if boxes.len() != 2 || boxes.contains(&usize::MAX) {
                return None;
            }
            let in_box = |b: usize| -> Vec<usize> {
                places
                    .iter()
                    .copied()
                    .filter(|&p| geo.house_of(p, UnitKind::Box) == Some(b))
                    .collect()
            };
            Some((in_box(boxes[0]), in_box(boxes[1]), None))
        }
        _ => None,
    }
}

/// The distinct values, in first-seen order.
fn dedup(values: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut out = Vec::new();
    for v in values {
        if !out.contains(&v) {
            out.push(v);
        }
    }
    out
}
