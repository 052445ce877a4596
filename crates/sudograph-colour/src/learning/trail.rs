//! The assignment of the learning search: each variable's value, decision level and
//! reason, the trail of literals in the order they were set, and two views of it kept up
//! to date on every assignment and undone on backjump — the colours each node has left
//! and the places each colour has left in each unit — which is what finds naked and
//! hidden singles in constant time.

use super::index::UnitIndex;
use super::literal::{Lit, Var, colour_bits};
use super::reason::Reason;
use crate::colour::Colour;
use crate::colour_set::ColourSet;

/// A variable not set yet.
const UNSET: u8 = 0;
/// A variable whose placement holds.
const PLACED: u8 = 1;
/// A variable whose exclusion holds.
const EXCLUDED: u8 = 2;

/// The assignment and its views.
pub(super) struct Trail<S> {
    values: Vec<u8>,
    levels: Vec<u32>,
    reasons: Vec<Reason>,
    /// The literals set, in order.
    pub(super) lits: Vec<Lit>,
    /// The trail length when each decision level began (level l at `starts[l - 1]`).
    starts: Vec<u32>,
    /// The next trail literal propagation looks at.
    pub(super) head: usize,
    /// Colours not excluded, per node.
    domains: Vec<S>,
    /// Positions not excluded, per unit and colour (`unit << COLOUR_BITS | colour`).
    places: Vec<S>,
    /// Nodes with a placement.
    pub(super) placed: usize,
    /// Nodes with no colour left plus colours with no place left in a unit: conflicts on
    /// the trail, cleared by the backjump that undoes them.
    emptied: usize,
    /// Literals assigned since the search began, backjumps not subtracted: its work.
    pub(super) assigned: u64,
}

impl<S: ColourSet> Trail<S> {
    /// An empty assignment of `nodes` nodes with the colours of `full`, and `units` units.
    pub(super) fn new(nodes: usize, full: S, units: usize) -> Trail<S> {
        let vars = nodes << colour_bits::<S>();
        Trail {
            values: vec![UNSET; vars],
            levels: vec![0; vars],
            reasons: vec![Reason::Decision; vars],
            lits: Vec::new(),
            starts: Vec::new(),
            head: 0,
            domains: vec![full; nodes],
            places: vec![full; units << colour_bits::<S>()],
            placed: 0,
            emptied: 0,
            assigned: 0,
        }
    }

    /// Number of variables.
    pub(super) fn var_count(&self) -> usize {
        self.values.len()
    }

    /// The current decision level.
    pub(super) fn level(&self) -> u32 {
        self.starts.len() as u32
    }

    /// True when `lit` holds.
    pub(super) fn is_true(&self, lit: Lit) -> bool {
        self.values[lit.var() as usize] == if lit.is_place() { PLACED } else { EXCLUDED }
    }

    /// True when `lit`'s opposite holds.
    pub(super) fn is_false(&self, lit: Lit) -> bool {
        self.values[lit.var() as usize] == if lit.is_place() { EXCLUDED } else { PLACED }
    }

    /// True when `var` is not set.
    pub(super) fn is_unset(&self, var: Var) -> bool {
        self.values[var as usize] == UNSET
    }

    /// True when `var`'s placement holds.
    pub(super) fn is_placed(&self, var: Var) -> bool {
        self.values[var as usize] == PLACED
    }

    /// The decision level `var` was set at.
    pub(super) fn level_of(&self, var: Var) -> u32 {
        self.levels[var as usize]
    }

    /// Why `var` was set.
    pub(super) fn reason_of(&self, var: Var) -> Reason {
        self.reasons[var as usize]
    }

    /// The colours node v has left.
    pub(super) fn domain(&self, v: usize) -> S {
        self.domains[v]
    }

    /// The positions colour c has left in unit u.
    pub(super) fn places(&self, u: u32, c: Colour) -> S {
        self.places[place_index::<S>(u, c)]
    }

    /// The positions each of the first k colours has left in unit u, colour by colour.
    pub(super) fn unit_places(&self, u: u32, k: usize) -> &[S] {
        let at = place_index::<S>(u, 0);
        &self.places[at..at + k]
    }

    /// True when some node has no colour left or some colour no place in a unit.
    pub(super) fn has_emptied(&self) -> bool {
        self.emptied > 0
    }

    /// Sets `lit` (its variable unset) at the current level for `reason`.
    pub(super) fn assign(&mut self, lit: Lit, reason: Reason, units: &UnitIndex<S>) {
        debug_assert!(self.is_unset(lit.var()), "assigned twice: {lit:?}");
        let var = lit.var() as usize;
        self.levels[var] = self.level();
        self.reasons[var] = reason;
        self.lits.push(lit);
        self.assigned += 1;
        if lit.is_place() {
            self.values[var] = PLACED;
            self.placed += 1;
        } else {
            self.values[var] = EXCLUDED;
            let (v, c) = (lit.node::<S>(), lit.colour::<S>());
            let domain = self.domains[v].without(c as usize);
            self.domains[v] = domain;
            self.emptied += domain.is_empty() as usize;
            for &(u, position) in units.units_of(v) {
                let places = &mut self.places[place_index::<S>(u, c)];
                *places = places.without(position as usize);
                self.emptied += places.is_empty() as usize;
            }
        }
    }

    /// Opens a new decision level.
    pub(super) fn new_level(&mut self) {
        self.starts.push(self.lits.len() as u32);
    }

    /// The decision of `level` (from 1, at most the current level).
    pub(super) fn decision(&self, level: u32) -> Lit {
        self.lits[self.starts[level as usize - 1] as usize]
    }

    /// The literals set at the root: they hold in every colouring left to find.
    pub(super) fn root(&self) -> &[Lit] {
        let end = self
            .starts
            .first()
            .map_or(self.lits.len(), |&at| at as usize);
        &self.lits[..end]
    }

    /// The decisions in force, from the first level.
    pub(super) fn decisions(&self) -> impl Iterator<Item = Lit> + '_ {
        self.starts.iter().map(|&at| self.lits[at as usize])
    }

    /// Undoes every level above `level`, handing each unset variable to `unset`.
    pub(super) fn backjump(
        &mut self,
        level: u32,
        units: &UnitIndex<S>,
        mut unset: impl FnMut(Var),
    ) {
        if level >= self.level() {
            return;
        }
        let keep = self.starts[level as usize] as usize;
        for &lit in &self.lits[keep..] {
            let var = lit.var() as usize;
            self.values[var] = UNSET;
            if lit.is_place() {
                self.placed -= 1;
            } else {
                let (v, c) = (lit.node::<S>(), lit.colour::<S>());
                self.emptied -= self.domains[v].is_empty() as usize;
                self.domains[v] |= S::single(c as usize);
                for &(u, position) in units.units_of(v) {
                    let places = &mut self.places[place_index::<S>(u, c)];
                    self.emptied -= places.is_empty() as usize;
                    *places |= S::single(position as usize);
                }
            }
            unset(lit.var());
        }
        self.lits.truncate(keep);
        self.starts.truncate(level as usize);
        self.head = keep;
    }
}

/// Where the places of colour c in unit u are kept in `Trail::places`.
fn place_index<S: ColourSet>(u: u32, c: Colour) -> usize {
    ((u as usize) << colour_bits::<S>()) | c as usize
}
