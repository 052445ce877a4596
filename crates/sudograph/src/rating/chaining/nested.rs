//! Explainer's nested forcing chains (its dynamic forcing chains of levels 1–4): when the
//! propagation of an assumption stalls, the hypothetical grid it reached is searched with
//! more techniques, and what they eliminate there is taken as implied off, resting on the
//! off potentials that made the technique possible. Level 1 ("+") applies pointing and
//! claiming, hidden pairs, naked pairs and X-wings; level 2 adds the forcing chains and
//! cycles, whose own complexity then counts in the nesting chain's. The first technique
//! that eliminates anything there gives all its eliminations.

use super::cycles::{self, Found};
use super::easiest::Key;
use super::implications::Cause;
use super::run::{Pot, Run, unpot};
use crate::rating::board::{Board, Geometry, digits};
use crate::rating::{fish, locking, subsets};
use std::rc::Rc;

/// A nesting level of Explainer's dynamic forcing chains: 0 for the plain ones, 1 for
/// "(+)", 2 for "(+ Forcing Chains)"; 3 and 4 (multiple and dynamic nested chains) are not
/// in this rater.
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
    /// The nested chain that found them, if a chain did.
    pub(crate) chain: Option<Rc<NestedChain>>,
}

/// A chain found on a hypothetical grid: what tells it from another (Explainer compares
/// whole chains: their targets and every potential on them, in order) and its complexity.
#[derive(Debug)]
pub(crate) struct NestedChain {
    signature: Vec<Pot>,
    complexity: usize,
}

/// Explainer's complexity of a hint whose chains end at `targets`: the distinct
/// potentials of each chain, summed, plus the complexity of each distinct nested chain
/// they rest on.
pub(crate) fn complexity<'a>(targets: impl IntoIterator<Item = (&'a Run, u32)> + Clone) -> usize {
    let flat: usize = targets
        .clone()
        .into_iter()
        .map(|(run, node)| run.ancestors(node))
        .sum();
    flat + nested_complexity(targets)
}

/// The complexity of the distinct nested chains the chains ending at `targets` rest on.
pub(crate) fn nested_complexity<'a>(targets: impl IntoIterator<Item = (&'a Run, u32)>) -> usize {
    let mut chains: Vec<Rc<NestedChain>> = Vec::new();
    for (run, node) in targets {
        if run.has_nested() {
            run.nested_chains(node, &mut chains);
        }
    }
    let mut total = 0;
    for (i, chain) in chains.iter().enumerate() {
        if !chains[..i].iter().any(|c| c.signature == chain.signature) {
            total += chain.complexity;
        }
    }
    total
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
    if !found.is_empty() || nesting.level < 2 {
        return found;
    }
    static_chains(geo, source, &board, &mut found);
    found
}

/// A nested chain's hint before sorting: its key, what it removes, the off potentials it
/// rests on, and its chain.
struct ChainHint {
    key: Key,
    removed: Vec<(usize, u16)>,
    parents: Vec<(usize, u16)>,
    chain: NestedChain,
}

/// The forcing chains and cycles of the hypothetical `board`, as Explainer's nested
/// producer gives them: sorted by key (stably), a hint removing what an earlier one
/// removes dropped, and those resting on no off potential left out.
fn static_chains(geo: &Geometry, source: &Board, board: &Board, found: &mut Vec<Implied>) {
    let mut hints: Vec<ChainHint> = Vec::new();
    cycles::each(geo, board, &mut |key, run, chain| {
        let removed = cycles::removals(geo, board, run, chain);
        if removed.is_empty() {
            return;
        }
        let (signature, parents) = static_chain_parts(geo, source, board, run, chain);
        hints.push(ChainHint {
            key,
            removed,
            parents,
            chain: NestedChain {
                signature,
                complexity: key.1,
            },
        });
    });
    hints.sort_by_key(|h| h.key);
    let mut seen: Vec<Vec<(usize, u16)>> = Vec::new();
    for hint in hints {
        let mut set = hint.removed.clone();
        set.sort_unstable();
        if seen.contains(&set) {
            continue;
        }
        seen.push(set);
        if !hint.parents.is_empty() {
            found.push(Implied {
                removed: explainer_order(hint.removed),
                parents: hint.parents,
                chain: Some(Rc::new(hint.chain)),
            });
        }
    }
}

/// A static chain's signature (its potentials, breadth-first from its target) and the
/// off potentials of `source` it rests on: for each potential turned on by its cell or by
/// a house, the candidates the assumption had taken from that cell or house. A cycle is
/// walked both ways, its reversed potentials keeping their causes.
fn static_chain_parts(
    geo: &Geometry,
    source: &Board,
    board: &Board,
    run: &Run,
    chain: Found,
) -> (Vec<Pot>, Vec<(usize, u16)>) {
    let side = geo.side;
    let (target, cycle) = match chain {
        Found::Cycle { end, .. } => (end, true),
        Found::Forcing { target, .. } => (target, false),
    };
    let mut order: Vec<u32> = Vec::new();
    let mut done: Vec<Pot> = Vec::new();
    let mut todo = vec![target];
    while !todo.is_empty() {
        let mut next = Vec::new();
        for n in todo {
            if !done.contains(&run.pot(n)) {
                done.push(run.pot(n));
                order.push(n);
                next.extend_from_slice(run.parents(n));
            }
        }
        todo = next;
    }
    let mut parents: Vec<(usize, u16)> = Vec::new();
    let mut add = |(c, d): (usize, u16)| {
        if !parents.contains(&(c, d)) {
            parents.push((c, d));
        }
    };
    let gone = |c: usize, d: u16| source.has(c, d) && !board.has(c, d);
    let rest_on = |n: u32, add: &mut dyn FnMut((usize, u16))| {
        let Some(parent) = run.first_parent(n) else {
            return;
        };
        let (c, d, on) = unpot(side, run.pot(n));
        let (pc, _, _) = unpot(side, run.pot(parent));
        match cause(geo, board, (pc, c, d), on) {
            Cause::Cell => digits(source.cands[c] & !board.cands[c]).for_each(|v| add((c, v))),
            Cause::House(h) => geo.houses[h]
                .cells
                .iter()
                .filter(|&&x| gone(x, d))
                .for_each(|&x| add((x, d))),
        }
    };
    for &n in &order {
        if unpot(side, run.pot(n)).2 {
            rest_on(n, &mut add);
        }
    }
    if cycle {
        for &n in &order {
            if !unpot(side, run.pot(n)).2 {
                rest_on(n, &mut add);
            }
        }
    }
    let mut signature: Vec<Pot> = vec![u32::from(cycle)];
    signature.extend(done);
    (signature, parents)
}

/// Why the potential of `digit` in `cell` (on, or off) followed from one in `parent`:
/// the same cell, or the first house (box, row, column) through which the rule acts.
fn cause(
    geo: &Geometry,
    board: &Board,
    (parent, cell, digit): (usize, usize, u16),
    on: bool,
) -> Cause {
    if parent == cell {
        return Cause::Cell;
    }
    let house = geo.houses_of[parent].iter().copied().find(|&h| {
        let cells = &geo.houses[h].cells;
        cells.contains(&cell)
            && (!on
                || cells
                    .iter()
                    .all(|&x| x == parent || x == cell || !board.has(x, digit)))
    });
    house.map_or(Cause::Cell, Cause::House)
}

/// Keeps a hint that removes something and rests on an off potential.
fn offer(found: &mut Vec<Implied>, removed: Vec<(usize, u16)>, parents: Vec<(usize, u16)>) {
    if !removed.is_empty() && !parents.is_empty() {
        found.push(Implied {
            removed: explainer_order(removed),
            parents,
            chain: None,
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
