//! Explainer 1.15's three strong links: three [`Link`]s of one digit in three houses,
//! each joined to the next by a pair of ends sharing a house; one of the two free ends
//! holds the digit, which leaves every cell seeing both (outside the links' and the
//! joining houses). Rating 5.4 for lines of one orientation ("3 Skyscrapers"), 5.6 for
//! rows and columns ("3-String Kite"), 5.5 with a box, 5.7 with a grouped link; among
//! the hints: lowest rating, then most eliminations.

use super::board::{Board, Geometry};
use super::scale;
use super::step::RatedStep;
use super::strong_link::{Link, common_house, links_of, victims};
use crate::rules::UnitKind;

/// The easiest three-link pattern.
pub(crate) fn find(geo: &Geometry, board: &Board) -> Option<RatedStep> {
    let mut best: Option<(u16, usize, RatedStep)> = None;
    for digit in 0..geo.side as u16 {
        let links: Vec<Link> = (0..geo.houses.len())
            .flat_map(|h| links_of(geo, board, h, digit))
            .collect();
        let apart = |a: &Link, b: &Link| {
            a.house != b.house && a.places.iter().all(|c| !b.places.contains(c))
        };
        for l1 in &links {
            for l2 in links.iter().filter(|l| apart(l1, l)) {
                for l3 in links.iter().filter(|l| apart(l1, l) && apart(l2, l)) {
                    let (rating, name) = rating_of(geo, [l1, l2, l3]);
                    if best.as_ref().is_some_and(|b| b.0 < rating) {
                        continue;
                    }
                    for f1 in 0..2 {
                        for j2 in 0..2 {
                            for j3 in 0..2 {
                                let Some(h12) = common_house(geo, &l1.ends[1 - f1], &l2.ends[j2])
                                else {
                                    continue;
                                };
                                let Some(h23) = common_house(geo, &l2.ends[1 - j2], &l3.ends[j3])
                                else {
                                    continue;
                                };
                                let houses = [l1.house, l2.house, l3.house, h12, h23];
                                let free = [&l1.ends[f1][..], &l3.ends[1 - j3][..]];
                                let removed =
                                    victims(geo, board, digit, &[l1, l2, l3], &houses, free);
                                let better = best.as_ref().is_none_or(|b| {
                                    (rating, usize::MAX - removed.len()) < (b.0, usize::MAX - b.1)
                                });
                                if better && !removed.is_empty() {
                                    let count = removed.len();
                                    best = RatedStep::removing(name, rating, removed)
                                        .map(|s| (rating, count, s));
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    best.map(|b| b.2)
}

/// The rating and name of three links by their houses.
fn rating_of(geo: &Geometry, links: [&Link; 3]) -> (u16, &'static str) {
    let kinds: Vec<UnitKind> = links.iter().map(|l| geo.houses[l.house].kind).collect();
    if links.iter().any(|l| l.grouped) {
        return (scale::THREE_STRONG_LINKS + 3, "3 Strong Links (grouped)");
    }
    if kinds
        .iter()
        .any(|k| !matches!(k, UnitKind::Row | UnitKind::Column))
    {
        return (
            scale::THREE_STRONG_LINKS + 1,
            "3 Strong Links (including blocks)",
        );
    }
    match kinds.iter().all(|&k| k == kinds[0]) {
        true => (scale::THREE_STRONG_LINKS, "3 Skyscrapers"),
        false => (scale::THREE_STRONG_LINKS + 2, "3-String Kite"),
    }
}
