//! Two strong links on one digit joined by a weak link, as Explainer 1.15's "turbot fish"
//! finds them: skyscraper (two parallel lines), two-string kite (a row and a column),
//! turbot crane (a line and a box), and their grouped forms (4.3), where one end of a
//! link is a group of cells in one line of a box — an empty rectangle is a grouped box
//! link, a sashimi X-wing a grouped line link.
//!
//! When an end of one [`Link`] and an end of the other lie in one house, one of the two
//! far ends holds the digit: it leaves every cell that sees both far ends, outside the
//! three houses.

use super::board::{Board, Geometry};
use super::scale;
use super::step::RatedStep;
use super::strong_link::{Link, common_house, links_of, victims};
use crate::rules::UnitKind;

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
            for &h1 in geo.houses_of_kind(kind1) {
                for &h2 in geo.houses_of_kind(kind2) {
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
            let free = [&l1.ends[1 - a][..], &l2.ends[1 - b][..]];
            let removed = victims(
                geo,
                board,
                digit,
                &[l1, l2],
                &[l1.house, l2.house, shared],
                free,
            );
            if !removed.is_empty() {
                return Some(removed);
            }
        }
    }
    None
}
