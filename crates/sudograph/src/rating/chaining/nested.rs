//! Explainer's nested forcing chains (its dynamic forcing chains of levels 1–4): when the
//! propagation of an assumption stalls, the hypothetical grid it reached is searched with
//! more techniques, and what they eliminate there is taken as implied off, resting on the
//! off potentials that made the technique possible. Level 1 ("+") applies pointing and
//! claiming, hidden pairs, naked pairs and X-wings; level 2 adds the forcing chains and
//! cycles, level 3 the cell and region forcing chains; level 4 instead adds the dynamic
//! forcing chains of a lower level. The first technique that eliminates anything there
//! gives all its eliminations; a nested chain's own complexity counts in the nesting
//! chain's.

use super::cycles::{self, Found};
use super::easiest::Key;
use super::multiple::{self, Multiple, Origin};
use super::nesting::{Implied, Nesting};
use super::run::{Cause, NestedChain, Pot, Run, pot, unpot};
use crate::rating::board::{Board, Geometry, digits};
use crate::rating::{fish, locking, subsets};
use std::rc::Rc;

/// Explainer's nesting `level` (1–4), with `limit` the level of the dynamic chains nested
/// at level 4 (0 below it): its techniques are [`implied`]'s.
pub(crate) fn at_level(level: u8, limit: u8) -> Nesting {
    Nesting {
        level,
        limit,
        techniques: implied,
    }
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
    if nesting.level >= 4 {
        let inner = match nesting.limit {
            0 => Multiple::Dynamic,
            limit => Multiple::Nested(at_level(limit, 0)),
        };
        multiple_chains(geo, source, &board, inner, &mut found);
        return found;
    }
    static_chains(geo, source, &board, &mut found);
    if !found.is_empty() || nesting.level < 3 {
        return found;
    }
    multiple_chains(geo, source, &board, Multiple::Static, &mut found);
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

impl ChainHint {
    /// The hint keyed `key` that removes `removed`, from its chain's signature and the off
    /// potentials it rests on; its chain's complexity is the key's.
    fn new(
        key: Key,
        removed: Vec<(usize, u16)>,
        (signature, parents): (Vec<Pot>, Vec<(usize, u16)>),
    ) -> ChainHint {
        ChainHint {
            key,
            removed,
            parents,
            chain: NestedChain {
                signature,
                complexity: key.1,
            },
        }
    }
}

/// The forcing chains and cycles of the hypothetical `board` (its static chains), as
/// Explainer's nested producer gives them.
fn static_chains(geo: &Geometry, source: &Board, board: &Board, found: &mut Vec<Implied>) {
    let mut hints: Vec<ChainHint> = Vec::new();
    cycles::each(geo, board, &mut |key, run, chain| {
        let removed = cycles::removals(geo, board, run, chain);
        if removed.is_empty() {
            return;
        }
        let (target, cycle) = match chain {
            Found::Cycle { end, .. } => (end, true),
            Found::Forcing { target, .. } => (target, false),
        };
        let parts = Parts { geo, source, board };
        hints.push(ChainHint::new(
            key,
            removed,
            parts.of(&[(run, target)], None, cycle),
        ));
    });
    offer_sorted(hints, found);
}

/// The multiple chains `which` of the hypothetical `board` (the static cell and region
/// forcing chains, or dynamic chains of a lower level), as Explainer's nested producer
/// gives them.
fn multiple_chains(
    geo: &Geometry,
    source: &Board,
    board: &Board,
    which: Multiple,
    found: &mut Vec<Implied>,
) {
    let mut hints: Vec<ChainHint> = Vec::new();
    multiple::each(geo, board, which, &mut |key, target, origin, runs| {
        let (cell, digit, on) = target;
        let removed: Vec<(usize, u16)> = match on {
            true => digits(board.cands[cell] & !(1 << digit))
                .map(|d| (cell, d))
                .collect(),
            false => vec![(cell, digit)],
        };
        if removed.is_empty() {
            return;
        }
        let root = match origin {
            Origin::Region(h, _) => Some(Cause::House(h)),
            Origin::Cell(_) => Some(Cause::Cell),
            _ => None,
        };
        let branches = runs.branches(origin, pot(geo.side, cell, digit, on));
        let parts = Parts { geo, source, board };
        hints.push(ChainHint::new(
            key,
            removed,
            parts.of(&branches, root, false),
        ));
    });
    offer_sorted(hints, found);
}

/// Offers a nested producer's hints as Explainer's gives them: sorted by key (stably), a
/// hint removing what an earlier one removes dropped, and those resting on no off
/// potential left out.
fn offer_sorted(mut hints: Vec<ChainHint>, found: &mut Vec<Implied>) {
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

/// What a static chain on the hypothetical grid is made of, against its source.
struct Parts<'a> {
    geo: &'a Geometry,
    source: &'a Board,
    board: &'a Board,
}

impl Parts<'_> {
    /// The signature of the chains ending at `targets` (their potentials, breadth-first
    /// from each target) and the off potentials of the source they rest on: for each
    /// potential turned on by its cell or by a house, the candidates the assumption had
    /// taken from that cell or house; `root` is the cause Explainer gives the
    /// assumptions themselves (a cell's or a house's chains). A cycle is walked both
    /// ways, its reversed potentials keeping their causes.
    fn of(
        &self,
        targets: &[(&Run, u32)],
        root: Option<Cause>,
        cycle: bool,
    ) -> (Vec<Pot>, Vec<(usize, u16)>) {
        let side = self.geo.side;
        let mut signature: Vec<Pot> = vec![u32::from(cycle)];
        let mut parents: Vec<(usize, u16)> = Vec::new();
        for &(run, target) in targets {
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
            for state in [true, false] {
                if !state && !cycle {
                    break;
                }
                for &n in &order {
                    let (c, d, on) = unpot(side, run.pot(n));
                    if on != state {
                        continue;
                    }
                    let cause = match run.first_parent(n) {
                        Some(parent) => run.cause(n).or_else(|| {
                            let from = unpot(side, run.pot(parent)).0;
                            Some(cause(self.geo, self.board, (from, c, d), on))
                        }),
                        None => root.filter(|_| on),
                    };
                    if let Some(cause) = cause {
                        self.taken(cause, (c, d), &mut parents);
                    }
                }
            }
            signature.extend(done);
            signature.push(u32::MAX);
        }
        (signature, parents)
    }

    /// The candidates the assumption took from the cell of `(cell, digit)`, or of
    /// `digit` from the house, added to `out` once each.
    fn taken(&self, cause: Cause, (cell, digit): (usize, u16), out: &mut Vec<(usize, u16)>) {
        let mut add = |p: (usize, u16)| {
            if !out.contains(&p) {
                out.push(p);
            }
        };
        match cause {
            Cause::Cell => digits(self.source.cands[cell] & !self.board.cands[cell])
                .for_each(|v| add((cell, v))),
            Cause::House(h) => self.geo.houses[h]
                .cells
                .iter()
                .filter(|&&x| self.source.has(x, digit) && !self.board.has(x, digit))
                .for_each(|&x| add((x, digit))),
        }
    }
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
