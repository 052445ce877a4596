//! Two strong links on one digit joined by a weak link, as Explainer 1.15's "turbot fish"
//! finds them: skyscraper (two parallel lines), two-string kite (a row and a column),
//! turbot crane (a line and a box), and their grouped forms (4.3), where one end of a
//! link is a group of cells in one line of a box — an empty rectangle is a grouped box
//! link, a sashimi X-wing a grouped line link.
//!
//! A link is a house where the digit has two places (ends: the two cells), or, grouped,
//! three to six places split into two ends: in a box, the places lie on one row and one
//! column of the box; in a line, in two of the boxes it crosses. When an end of one link
//! and an end of the other lie in one house, one of the two far ends holds the digit:
//! it leaves every cell that sees both far ends, outside the three houses.

use super::board::{Board, Geometry};
use super::scale;
use super::step::RatedStep;
use crate::rules::UnitKind;

/// One strong link: its house, the digit's places in it, and its two ends.
#[derive(Clone, Debug)]
struct Link {
    house: usize,
    places: Vec<usize>,
    ends: [Vec<usize>; 2],
    grouped: bool,
}

/// The easiest two-link pattern: lowest rating, then most eliminations, then the first.
pub(crate) fn find(geo: &Geometry, board: &Board) -> Option<RatedStep> {
    use UnitKind::*;
    let pairs = [
        (Row, Row, scale::SKYSCRAPER, "Skyscraper"),
        (Column, Column, scale::SKYSCRAPER, "Skyscraper"),
        (Column, Row, scale::KITE, "Two-string Kite"),
        (Row, Box, scale::TURBOT_CRANE, "Turbot Crane"),
        (Column, Box, scale::TURBOT_CRANE, "Turbot Crane"),
    ];
    let mut best: Option<(u16, usize, RatedStep)> = None;
    for digit in 0..geo.side as u16 {
        let links: Vec<Vec<Link>> = (0..geo.houses.len())
            .map(|h| links_of(geo, board, h, digit))
            .collect();
        for &(kind1, kind2, plain, name) in &pairs {
            for h1 in geo.houses_of_kind(kind1) {
                for h2 in geo.houses_of_kind(kind2) {
                    if kind1 == kind2 && h2 <= h1 {
                        continue;
                    }
                    for l1 in &links[h1] {
                        for l2 in &links[h2] {
                            if l1.places.iter().any(|c| l2.places.contains(c)) {
                                continue;
                            }
                            let grouped = l1.grouped || l2.grouped;
                            let rating = if grouped {
                                scale::GROUPED_TURBOT
                            } else {
                                plain
                            };
                            if best.as_ref().is_some_and(|b| b.0 < rating) {
                                continue;
                            }
                            let Some(removed) = eliminations(geo, board, l1, l2, digit) else {
                                continue;
                            };
                            let better = best.as_ref().is_none_or(|b| {
                                (rating, std::cmp::Reverse(removed.len()))
                                    < (b.0, std::cmp::Reverse(b.1))
                            });
                            if better {
                                let name = if grouped { grouped_name(name) } else { name };
                                let count = removed.len();
                                let step = RatedStep::removing(name, rating, removed)?;
                                best = Some((rating, count, step));
                            }
                        }
                    }
                }
            }
        }
    }
    best.map(|b| b.2)
}

/// Explainer's name of a pattern with a grouped link.
fn grouped_name(name: &'static str) -> &'static str {
    match name {
        "Skyscraper" => "Grouped Skyscraper",
        "Two-string Kite" => "Grouped 2-String Kite",
        _ => "Grouped Turbot Crane",
    }
}

/// The eliminations of links `l1` and `l2` joined through a pair of ends sharing a house
/// (the first pairing that eliminates anything); `None` when none does.
fn eliminations(
    geo: &Geometry,
    board: &Board,
    l1: &Link,
    l2: &Link,
    digit: u16,
) -> Option<Vec<(usize, u16)>> {
    for a in 0..2 {
        for b in 0..2 {
            let (near1, near2) = (&l1.ends[a], &l2.ends[b]);
            let Some(shared) = common_house(geo, near1, near2) else {
                continue;
            };
            let (far1, far2) = (&l1.ends[1 - a], &l2.ends[1 - b]);
            let removed: Vec<(usize, u16)> = (0..geo.cells())
                .filter(|&c| board.has(c, digit))
                .filter(|c| !l1.places.contains(c) && !l2.places.contains(c))
                .filter(|c| {
                    ![l1.house, l2.house, shared]
                        .iter()
                        .any(|&h| geo.houses[h].cells.contains(c))
                })
                .filter(|&c| far1.iter().chain(far2).all(|&e| geo.sees(c, e)))
                .map(|c| (c, digit))
                .collect();
            if !removed.is_empty() {
                return Some(removed);
            }
        }
    }
    None
}

/// A house holding every cell of `a` and of `b`.
fn common_house(geo: &Geometry, a: &[usize], b: &[usize]) -> Option<usize> {
    geo.houses_of[a[0]]
        .iter()
        .copied()
        .find(|&h| a.iter().chain(b).all(|c| geo.houses_of[*c].contains(&h)))
}

/// The strong links of `digit` in house `h`: one for two places; for three to six, the
/// grouped ones (none on a jigsaw grid, whose regions have no rows and columns of boxes).
fn links_of(geo: &Geometry, board: &Board, h: usize, digit: u16) -> Vec<Link> {
    let house = &geo.houses[h];
    let places: Vec<usize> = house
        .cells
        .iter()
        .copied()
        .filter(|&c| board.has(c, digit))
        .collect();
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
