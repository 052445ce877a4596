//! Explainer's nested forcing chains (its dynamic forcing chains of levels 1–4): when the
//! propagation of an assumption stalls, the hypothetical grid it reached is searched with
//! more techniques, and what they eliminate there is taken as implied off, resting on the
//! off potentials that made the technique possible. Level 1 ("+") applies pointing and
//! claiming, hidden pairs, naked pairs and X-wings; the first of them that eliminates
//! anything there gives all its eliminations.

use crate::rating::board::{Board, Geometry, digits};
use crate::rating::{fish, locking, subsets};

/// A nesting level of Explainer's dynamic forcing chains: 0 for the plain ones, 1 for
/// "(+)"; 2–4 nest forcing chains of their own (not in this rater).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Nesting {
    /// Explainer's level.
    pub(crate) level: u8,
}

impl Nesting {
    /// No nesting: the plain chains.
    pub(crate) const NONE: Nesting = Nesting { level: 0 };
}

/// What one technique found on the hypothetical grid: the candidates it removes there, in
/// Explainer's order, and the off potentials (candidates of the source grid gone from the
/// hypothetical one) it rests on.
#[derive(Debug)]
pub(crate) struct Implied {
    pub(crate) removed: Vec<(usize, u16)>,
    pub(crate) parents: Vec<(usize, u16)>,
}

/// The eliminations the techniques of `nesting` find on the hypothetical `grid` reached
/// from `source`: every hint of the first technique with one that rests on an off
/// potential (a hint that does not is already true of the source, not of the assumption).
pub(crate) fn implied(
    geo: &Geometry,
    source: &Board,
    grid: &[u64],
    nesting: Nesting,
) -> Vec<Implied> {
    let mut found = Vec::new();
    if nesting.level == 0 {
        return found;
    }
    let board = Board {
        values: source.values.clone(),
        cands: grid.to_vec(),
    };
    let gone = |cell: usize, digit: u16| source.has(cell, digit) && !board.has(cell, digit);
    locking::each(geo, &board, |h1, h2, digit| {
        let parents = geo.houses[h1]
            .cells
            .iter()
            .filter(|&&c| !geo.houses[h2].cells.contains(&c) && gone(c, digit))
            .map(|&c| (c, digit))
            .collect();
        offer(
            &mut found,
            locking::removals(geo, &board, h1, h2, digit),
            parents,
        );
        None::<()>
    });
    if !found.is_empty() {
        return found;
    }
    subsets::each_hidden(geo, &board, 2, false, |set, _| {
        let parents = geo.houses[set.house]
            .cells
            .iter()
            .enumerate()
            .filter(|&(slot, _)| set.slots >> slot & 1 == 0)
            .flat_map(|(_, &c)| digits(source.cands[c] & set.digits).map(move |d| (c, d)))
            .collect();
        offer(&mut found, set.removed, parents);
        None::<()>
    });
    if !found.is_empty() {
        return found;
    }
    subsets::each_naked(geo, &board, 2, |set| {
        let cells = &geo.houses[set.house].cells;
        let parents = digits(set.slots)
            .map(|s| cells[s as usize])
            .flat_map(|c| digits(source.cands[c] & !set.digits).map(move |d| (c, d)))
            .collect();
        offer(&mut found, set.removed, parents);
        None::<()>
    });
    if !found.is_empty() {
        return found;
    }
    fish::each(geo, &board, 2, |fish| {
        let covered = |c: usize| fish.cover.iter().any(|&h| geo.houses[h].cells.contains(&c));
        let parents = fish
            .base
            .iter()
            .flat_map(|&h| &geo.houses[h].cells)
            .filter(|&&c| !covered(c) && gone(c, fish.digit))
            .map(|&c| (c, fish.digit))
            .collect();
        offer(&mut found, fish.removed, parents);
        None::<()>
    });
    found
}

/// Keeps a hint that removes something and rests on an off potential.
fn offer(found: &mut Vec<Implied>, removed: Vec<(usize, u16)>, parents: Vec<(usize, u16)>) {
    if !removed.is_empty() && !parents.is_empty() {
        found.push(Implied {
            removed: explainer_order(removed),
            parents,
        });
    }
}

/// A hint's eliminations in the order Explainer walks them: its table of cells (a Java
/// `HashMap` keyed by cell index, which iterates by `index mod capacity`, the capacity
/// doubling from 16 while the cells exceed three quarters of it; cells of one bucket in the
/// order they were put), each cell's digits ascending.
fn explainer_order(mut removed: Vec<(usize, u16)>) -> Vec<(usize, u16)> {
    let mut cells: Vec<usize> = Vec::new();
    for &(c, _) in &removed {
        if !cells.contains(&c) {
            cells.push(c);
        }
    }
    let mut capacity = 16;
    while cells.len() * 4 > capacity * 3 {
        capacity *= 2;
    }
    let rank = |c: usize| {
        let first = cells.iter().position(|&x| x == c).unwrap_or(0);
        (c & (capacity - 1), first)
    };
    removed.sort_by_key(|&(c, d)| (rank(c), d));
    removed
}
