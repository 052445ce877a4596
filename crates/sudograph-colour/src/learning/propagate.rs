//! Unit propagation over the model's implicit clauses and the learnt ones, to a fixpoint or
//! a conflict. A placement excludes its colour at every neighbour and every other colour at
//! its node; an exclusion may leave a node one colour (naked single) or a colour one place
//! in a unit (hidden single), or form a small naked or hidden set (`hall`); a learnt clause
//! with one literal not false sets it.

use super::clauses::Watch;
use super::learner::Learner;
use super::literal::{Lit, var};
use super::reason::{Conflict, Reason};
use crate::colour::Colour;
use crate::colour_set::ColourSet;
use crate::config::HALL_MAX_SIZE;

impl<S: ColourSet> Learner<'_, S> {
    /// Propagates every trail literal not looked at yet; the conflict, if one is met.
    pub(super) fn propagate(&mut self) -> Option<Conflict> {
        while self.trail.head < self.trail.lits.len() {
            let lit = self.trail.lits[self.trail.head];
            self.trail.head += 1;
            let conflict = if lit.is_place() {
                self.placed(lit)
            } else {
                self.excluded(lit)
            };
            if conflict.is_some() {
                return conflict;
            }
            if self.clauses.may_watch(lit.negate())
                && let Some(conflict) = self.watched(lit.negate())
            {
                return Some(conflict);
            }
        }
        None
    }

    /// A placement: its colour leaves the neighbours, the other colours leave its node.
    fn placed(&mut self, lit: Lit) -> Option<Conflict> {
        let (v, c) = (lit.node::<S>(), lit.colour::<S>());
        let graph = self.graph;
        for other in self.trail.domain(v).without(c as usize).ones() {
            let x = var::<S>(v, other);
            if self.trail.is_placed(x) {
                return Some(Conflict::Pair(lit, Lit::place(x)));
            }
            self.trail
                .assign(Lit::exclude(x), Reason::Placed(lit), self.units);
        }
        // The neighbours that still hold c, in the neighbour list's order, which the trail
        // and so the search follow: from the colour's places in v's units and the edges
        // outside them, sorted; a node in no unit reads its list.
        let units = self.units;
        let trail = &self.trail;
        let holds = |u: &&u32| trail.domain(**u as usize).contains(c as usize);
        let mut holding = std::mem::take(&mut self.holders);
        holding.clear();
        if units.units_of(v).is_empty() {
            holding.extend(graph.neighbours(v).iter().filter(holds));
        } else {
            for &(u, position) in units.units_of(v) {
                let unit = graph.unit(u as usize);
                let places = trail.places(u, c).without(position as usize);
                holding.extend(places.ones().map(|p| unit[p]));
            }
            holding.extend(units.outside(v).iter().filter(holds));
            holding.sort_unstable();
            holding.dedup();
        }
        debug_assert!(
            graph.neighbours(v).iter().filter(holds).eq(holding.iter()),
            "the places and the neighbour list disagree on who holds a colour"
        );
        let mut conflict = None;
        for &u in &holding {
            let x = var::<S>(u as usize, c as usize);
            if self.trail.is_placed(x) {
                conflict = Some(Conflict::Pair(lit, Lit::place(x)));
                break;
            }
            self.trail
                .assign(Lit::exclude(x), Reason::Placed(lit), units);
        }
        self.holders = holding;
        conflict
    }

    /// An exclusion: the node's colours and the colour's places in the node's units.
    fn excluded(&mut self, lit: Lit) -> Option<Conflict> {
        let (v, c) = (lit.node::<S>(), lit.colour::<S>());
        let domain = self.trail.domain(v);
        if domain.is_empty() {
            return Some(Conflict::Node(v as u32));
        }
        if domain.is_single() {
            let x = var::<S>(v, domain.first_colour());
            if self.trail.is_unset(x) {
                self.trail
                    .assign(Lit::place(x), Reason::Node(v as u32), self.units);
            }
        }
        let graph = self.graph;
        let units = self.units;
        let naked = (2..=HALL_MAX_SIZE).contains(&domain.len());
        for &(u, position) in units.units_of(v) {
            if naked && let Some(conflict) = self.naked(u, domain) {
                return Some(conflict);
            }
            let places = self.trail.places(u, c);
            if places.is_empty() {
                return Some(Conflict::Unit(u, c));
            }
            if (2..=HALL_MAX_SIZE).contains(&places.len())
                && let Some(conflict) = self.hidden(u, places)
            {
                return Some(conflict);
            }
            if places.is_single() {
                let w = graph.unit(u as usize)[places.first_colour()] as usize;
                let x = var::<S>(w, c as usize);
                if self.trail.is_unset(x) {
                    self.trail.assign(Lit::place(x), Reason::Unit(u, c), units);
                }
            }
            // A lock closes only when a place outside the shared part goes; the shared part
            // of one that is closed holds the colour's places, the first among them, so
            // they spread no wider than it.
            let first = places.first_colour();
            if places.last_colour() - first <= units.lock_span(u) {
                for &id in units.locks_at(u, first) {
                    let shared = units.lock(id).shared;
                    if (places & !shared).is_empty() && !shared.contains(position as usize) {
                        self.locked(id, c);
                    }
                }
            }
        }
        None
    }

    /// Colour c's places in a unit all lie in its overlap with another: the other unit's
    /// own nodes lose it, those where its places there say it is left. One of them that
    /// holds it is left alone: its placement, still to be propagated, empties the first
    /// unit of c, which is the conflict.
    fn locked(&mut self, id: u32, c: Colour) {
        let units = self.units;
        let lock = units.lock(id);
        let there = self.graph.unit(lock.there as usize);
        for p in (self.trail.places(lock.there, c) & lock.only_there).ones() {
            let x = var::<S>(there[p] as usize, c as usize);
            if self.trail.is_unset(x) {
                self.trail
                    .assign(Lit::exclude(x), Reason::Locked(id, c), units);
            }
        }
    }

    /// The learnt clauses watching `false_lit`, which has just become false: each finds
    /// another literal to watch, or sets its last one, or is the conflict.
    fn watched(&mut self, false_lit: Lit) -> Option<Conflict> {
        let mut watches = std::mem::take(&mut self.clauses.watches[false_lit.index()]);
        let mut kept = 0;
        let mut conflict = None;
        let mut i = 0;
        while i < watches.len() {
            let watch = watches[i];
            i += 1;
            if self.trail.is_true(watch.blocker) {
                watches[kept] = watch;
                kept += 1;
                continue;
            }
            if watch.clause == self.vivifying {
                watches[kept] = watch;
                kept += 1;
                continue;
            }
            let clause = &mut self.clauses.clauses[watch.clause as usize];
            let lits = &mut clause.lits;
            if lits[0] == false_lit {
                lits.swap(0, 1);
            }
            let first = lits[0];
            if first != watch.blocker && self.trail.is_true(first) {
                watches[kept] = Watch {
                    clause: watch.clause,
                    blocker: first,
                };
                kept += 1;
                continue;
            }
            let from = (clause.search_from as usize).min(lits.len());
            let trail = &self.trail;
            let found = (from..lits.len())
                .chain(2..from)
                .find(|&at| !trail.is_false(lits[at]));
            if let Some(at) = found {
                clause.search_from = at as u32;
                lits.swap(1, at);
                let new = lits[1];
                self.clauses.push_watch(
                    new,
                    Watch {
                        clause: watch.clause,
                        blocker: first,
                    },
                );
                continue;
            }
            watches[kept] = watch;
            kept += 1;
            if self.trail.is_false(first) {
                conflict = Some(Conflict::Clause(watch.clause));
                while i < watches.len() {
                    watches[kept] = watches[i];
                    kept += 1;
                    i += 1;
                }
            } else {
                self.trail
                    .assign(first, Reason::Clause(watch.clause), self.units);
            }
        }
        watches.truncate(kept);
        self.clauses.put_back(false_lit, watches);
        conflict
    }
}
