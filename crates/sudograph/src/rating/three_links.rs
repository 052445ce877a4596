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
        // joins[i]: (j, end of i, end of j, shared house) for every pair of ends in one house.
        let joins: Vec<Vec<(usize, usize, usize, usize)>> = links
            .iter()
            .map(|a| {
                let mut found = Vec::new();
                for (j, b) in links.iter().enumerate().filter(|(_, b)| apart(a, b)) {
                    for (ea, eb) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                        if let Some(h) = common_house(geo, &a.ends[ea], &b.ends[eb]) {
                            found.push((j, ea, eb, h));
                        }
                    }
                }
                found
            })
            .collect();
        for (i1, l1) in links.iter().enumerate() {
            for &(i2, e1, j2, h12) in &joins[i1] {
                let l2 = &links[i2];
                for &(i3, e2, j3, h23) in &joins[i2] {
                    let l3 = &links[i3];
                    if e2 == j2 || i3 == i1 || !apart(l1, l3) {
                        continue;
                    }
                    let (rating, name) = rating_of(geo, [l1, l2, l3]);
                    if best.as_ref().is_some_and(|b| b.0 < rating) {
                        continue;
                    }
                    let houses = [l1.house, l2.house, l3.house, h12, h23];
                    let free = [&l1.ends[1 - e1][..], &l3.ends[1 - j3][..]];
                    let removed = victims(geo, board, digit, &[l1, l2, l3], &houses, free);
                    let better = best.as_ref().is_none_or(|b| {
                        (rating, usize::MAX - removed.len()) < (b.0, usize::MAX - b.1)
                    });
                    if better && !removed.is_empty() {
                        let count = removed.len();
                        best =
                            RatedStep::removing(name, rating, removed).map(|s| (rating, count, s));
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
