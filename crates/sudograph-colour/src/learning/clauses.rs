//! The stored clauses, learnt or posted at the root (`precedence`), and their watches:
//! each clause watches two of its literals that are not false, and is looked at only when
//! one of them becomes false (the two-watched-literal scheme of Chaff: Moskewicz et al.,
//! "Chaff: engineering an efficient SAT solver", DAC 2001). A clause that implied a
//! literal keeps that literal first.

use super::literal::Lit;
use crate::config::CLAUSE_DECAY;

/// One stored clause.
pub(super) struct Clause {
    /// Its literals; the first two are watched.
    pub(super) lits: Vec<Lit>,
    /// Distinct decision levels among its literals when learnt (Audemard and Simon's
    /// "literal block distance", IJCAI 2009): the lower, the more useful.
    pub(super) lbd: u32,
    /// Bumped each time the clause takes part in a conflict's analysis.
    pub(super) activity: f32,
    /// Forgotten: its slot is free.
    pub(super) deleted: bool,
    /// Already shortened as far as vivification could (`super::vivify`).
    pub(super) vivified: bool,
    /// Where the last search for a literal to watch instead ended (at least 2): the next
    /// one starts there, so a long clause is not scanned from its start again and again
    /// (Gent, "Optimal implementation of watched literals and more general techniques",
    /// JAIR 48, 2013).
    pub(super) search_from: u32,
}

/// No clause: what a clause index is when none is meant (no clause being vivified).
pub(super) const NO_CLAUSE: u32 = u32::MAX;

/// A clause watching a literal, with another of its literals: when that one holds, the
/// clause is satisfied and need not be read.
#[derive(Clone, Copy)]
pub(super) struct Watch {
    pub(super) clause: u32,
    pub(super) blocker: Lit,
}

/// The learnt clauses, their watch lists and their activity scale.
pub(super) struct Clauses {
    pub(super) clauses: Vec<Clause>,
    /// Slots of forgotten clauses, to reuse.
    free: Vec<u32>,
    /// Per literal: the clauses that watch it.
    pub(super) watches: Vec<Vec<Watch>>,
    /// Per literal, a bit: its list may hold a watch (clear: it is empty), so that most
    /// literals, watched by no clause, are passed over without reading their list.
    listed: Vec<u64>,
    /// What a bump adds; grows so that older bumps fade.
    increment: f32,
}

impl Clauses {
    /// An empty store over `lits` literals.
    pub(super) fn new(lits: usize) -> Clauses {
        Clauses {
            clauses: Vec::new(),
            free: Vec::new(),
            watches: (0..lits).map(|_| Vec::new()).collect(),
            listed: vec![0; lits.div_ceil(64)],
            increment: 1.0,
        }
    }

    /// Stores a clause of at least two literals, watching its first two; returns its index.
    pub(super) fn add(&mut self, lits: &[Lit], lbd: u32) -> u32 {
        let clause = Clause {
            lits: lits.to_vec(),
            lbd,
            activity: self.increment,
            deleted: false,
            vivified: false,
            search_from: 2,
        };
        let id = match self.free.pop() {
            Some(id) => {
                self.clauses[id as usize] = clause;
                id
            }
            None => {
                self.clauses.push(clause);
                (self.clauses.len() - 1) as u32
            }
        };
        self.watch(id);
        id
    }

    /// Adds `watch` to the list of `watched`.
    pub(super) fn push_watch(&mut self, watched: Lit, watch: Watch) {
        let at = watched.index();
        self.watches[at].push(watch);
        self.listed[at / 64] |= 1 << (at % 64);
    }

    /// False when no clause watches `lit`.
    pub(super) fn may_watch(&self, lit: Lit) -> bool {
        let at = lit.index();
        self.listed[at / 64] >> (at % 64) & 1 != 0
    }

    /// Gives `watched` back its list, `watches`, after propagation has read it.
    pub(super) fn put_back(&mut self, watched: Lit, watches: Vec<Watch>) {
        let at = watched.index();
        if watches.is_empty() {
            self.listed[at / 64] &= !(1 << (at % 64));
        }
        self.watches[at] = watches;
    }

    /// Marks a clause used in a conflict's analysis.
    pub(super) fn bump(&mut self, id: u32) {
        let clause = &mut self.clauses[id as usize];
        clause.activity += self.increment;
        if clause.activity > 1e20 {
            self.clauses.iter_mut().for_each(|c| c.activity *= 1e-20);
            self.increment *= 1e-20;
        }
    }

    /// Lets every clause's past bumps fade a little (after each conflict).
    pub(super) fn decay(&mut self) {
        self.increment /= CLAUSE_DECAY;
    }

    /// Gives clause `id` the literals `lits` (at least two, a subset of its own that
    /// implies it), watching their first two.
    pub(super) fn shorten(&mut self, id: u32, lits: &[Lit]) {
        self.unwatch(id);
        let clause = &mut self.clauses[id as usize];
        clause.lits.clear();
        clause.lits.extend_from_slice(lits);
        clause.search_from = 2;
        clause.lbd = clause.lbd.min(lits.len() as u32 - 1);
        self.watch(id);
    }

    /// Forgets clause `id` alone: its two watches are found in their lists.
    pub(super) fn forget_one(&mut self, id: u32) {
        self.unwatch(id);
        self.free_slot(id);
    }

    /// Watches the first two literals of clause `id`, each with the other as blocker.
    fn watch(&mut self, id: u32) {
        let lits = &self.clauses[id as usize].lits;
        let (first, second) = (lits[0], lits[1]);
        for (watched, blocker) in [(first, second), (second, first)] {
            self.push_watch(
                watched,
                Watch {
                    clause: id,
                    blocker,
                },
            );
        }
    }

    /// Marks clause `id` forgotten and its slot free (its watches are dropped apart).
    fn free_slot(&mut self, id: u32) {
        let clause = &mut self.clauses[id as usize];
        clause.deleted = true;
        clause.lits = Vec::new();
        self.free.push(id);
    }

    /// Drops the two watches of clause `id`.
    fn unwatch(&mut self, id: u32) {
        for at in 0..2 {
            let watched = self.clauses[id as usize].lits[at];
            self.watches[watched.index()].retain(|w| w.clause != id);
        }
    }

    /// Forgets the clauses of `ids` and drops their watches.
    pub(super) fn forget(&mut self, ids: &[u32]) {
        for &id in ids {
            self.free_slot(id);
        }
        let clauses = &self.clauses;
        for list in &mut self.watches {
            list.retain(|w| !clauses[w.clause as usize].deleted);
        }
    }
}
