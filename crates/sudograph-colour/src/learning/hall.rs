//! Small Hall sets in a unit, with the clause each one's prunings follow from: naked and
//! hidden pairs and triples, the all-different reasoning the copy-on-branch search gets
//! from matchings (`domains/alldiff.rs`), here kept to what is cheap to find and explain.
//!
//! A unit is a clique of k nodes that uses every colour once. If m of its nodes S can take
//! only m colours D between them (a naked set), they take all of D, so the unit's other
//! nodes lose D; if m colours C have only m places P left in the unit (a hidden set), they
//! fill P, so P's nodes lose every other colour. Either way the reason is a rectangle of
//! placements, all false when the set is found: for a naked set, S's nodes with the colours
//! outside D (`¬x(w,c) ∨ ⋁ x(s,d)`, s ∈ S, d ∉ D); for a hidden set, the nodes outside P
//! with the colours of C (`¬x(s,d) ∨ ⋁ x(w,c)`, w ∉ P, c ∈ C). With more than m nodes in
//! D (or colours in P), the same rectangle over m + 1 of them is a conflict. These are the
//! explanations of Hall-set pruning used in lazy clause generation (Katsirelos and Bacchus,
//! "Generalized nogoods in CSPs", AAAI 2005; Stuckey, "Lazy clause generation", CPAIOR 2010).
//!
//! A set is looked for where it can have just formed: at the units of a node whose colours
//! drop to between 2 and [`HALL_MAX_SIZE`](crate::config::HALL_MAX_SIZE), with its colours as D, and at a unit where a colour's
//! places drop to that many, with its places as P.

use super::learner::Learner;
use super::literal::{Lit, var};
use super::reason::{Conflict, Hall, Reason};
use crate::colour::Colour;
use crate::colour_set::ColourSet;

impl<S: ColourSet> Learner<'_, S> {
    /// Looks in unit u for a naked set with the colours of `colours` (2 to [`HALL_MAX_SIZE`](crate::config::HALL_MAX_SIZE) of
    /// them): its nodes' placements outside those colours are false, so its other nodes
    /// lose them.
    pub(super) fn naked(&mut self, u: u32, colours: S) -> Option<Conflict> {
        let graph = self.graph;
        let unit = graph.unit(u as usize);
        let holding = self.holding(u, colours);
        let inside = self.inside(u, colours, holding);
        let size = colours.len();
        match inside.len().cmp(&size) {
            std::cmp::Ordering::Less => None,
            std::cmp::Ordering::Greater => {
                let id = self.record(u, keep_lowest(inside, size + 1), self.full & !colours);
                Some(Conflict::Hall(id))
            }
            std::cmp::Ordering::Equal => {
                let mut id = None;
                // Only the nodes that hold a colour of the set have one to lose.
                for p in (holding & !inside).ones() {
                    let w = unit[p] as usize;
                    for c in (self.trail.domain(w) & colours).ones() {
                        let x = var::<S>(w, c);
                        // A node that holds a colour of the set is left to its placement's
                        // propagation, which empties a node of the set: the conflict.
                        if self.trail.is_unset(x) {
                            let id = *id.get_or_insert_with(|| {
                                self.record(u, inside, self.full & !colours)
                            });
                            self.trail
                                .assign(Lit::exclude(x), Reason::Hall(id), self.units);
                        }
                    }
                }
                None
            }
        }
    }

    /// Looks in unit u for a hidden set with the places of `positions` (2 to [`HALL_MAX_SIZE`](crate::config::HALL_MAX_SIZE)
    /// of them): the placements of its colours elsewhere in the unit are false, so the
    /// nodes there lose every other colour.
    pub(super) fn hidden(&mut self, u: u32, positions: S) -> Option<Conflict> {
        let colours = self.confined(u, positions);
        let size = positions.len();
        match colours.len().cmp(&size) {
            std::cmp::Ordering::Less => None,
            std::cmp::Ordering::Greater => {
                let id = self.record(u, self.full & !positions, keep_lowest(colours, size + 1));
                Some(Conflict::Hall(id))
            }
            std::cmp::Ordering::Equal => {
                let graph = self.graph;
                let unit = graph.unit(u as usize);
                let mut id = None;
                for p in positions.ones() {
                    let w = unit[p] as usize;
                    for d in (self.trail.domain(w) & !colours).ones() {
                        let x = var::<S>(w, d);
                        if self.trail.is_unset(x) {
                            let id = *id.get_or_insert_with(|| {
                                self.record(u, self.full & !positions, colours)
                            });
                            self.trail
                                .assign(Lit::exclude(x), Reason::Hall(id), self.units);
                        }
                    }
                }
                None
            }
        }
    }

    /// The positions of unit u whose nodes have no colour outside `colours`. With no
    /// node or place emptied, each of them holds a colour of the set, so only `holding`
    /// (the positions that do, see [`Self::holding`]) is looked at; otherwise the places
    /// of every colour outside.
    fn inside(&self, u: u32, colours: S, holding: S) -> S {
        let trail = &self.trail;
        if trail.has_emptied() {
            let mut outside = S::EMPTY;
            for (c, &places) in trail.unit_places(u, self.graph.k).iter().enumerate() {
                if !colours.contains(c) {
                    outside |= places;
                }
            }
            return self.full & !outside;
        }
        let unit = self.graph.unit(u as usize);
        let mut inside = S::EMPTY;
        for p in holding.ones() {
            if (trail.domain(unit[p] as usize) & !colours).is_empty() {
                inside |= S::single(p);
            }
        }
        inside
    }

    /// The positions of unit u whose nodes hold a colour of `colours`.
    fn holding(&self, u: u32, colours: S) -> S {
        let mut near = S::EMPTY;
        for c in colours.ones() {
            near |= self.trail.places(u, c as Colour);
        }
        near
    }

    /// The colours whose places in unit u all lie at `positions`. With no node or place
    /// emptied, each of them is a colour of a node there, so only those are looked at;
    /// otherwise every colour.
    fn confined(&self, u: u32, positions: S) -> S {
        let trail = &self.trail;
        let mut colours = S::EMPTY;
        if trail.has_emptied() {
            for (c, &places) in trail.unit_places(u, self.graph.k).iter().enumerate() {
                if (places & !positions).is_empty() {
                    colours |= S::single(c);
                }
            }
            return colours;
        }
        let unit = self.graph.unit(u as usize);
        let mut near = S::EMPTY;
        for p in positions.ones() {
            near |= trail.domain(unit[p] as usize);
        }
        for c in near.ones() {
            if (trail.places(u, c as Colour) & !positions).is_empty() {
                colours |= S::single(c);
            }
        }
        colours
    }

    /// Keeps a reason at the current level; returns its index.
    fn record(&mut self, unit: u32, positions: S, colours: S) -> u32 {
        self.halls.push(Hall {
            unit,
            positions,
            colours,
            level: self.trail.level(),
        });
        (self.halls.len() - 1) as u32
    }

    /// Forgets the reasons found above `level` (on backjump): their literals are unset.
    pub(super) fn forget_halls(&mut self, level: u32) {
        while self.halls.last().is_some_and(|hall| hall.level > level) {
            self.halls.pop();
        }
    }

    /// The literals of reason `id` (all false), into `out`.
    pub(super) fn hall_lits(&self, id: u32, out: &mut Vec<Lit>) {
        let hall = self.halls[id as usize];
        let unit = self.graph.unit(hall.unit as usize);
        for p in hall.positions.ones() {
            let w = unit[p] as usize;
            out.extend(hall.colours.ones().map(|c| Lit::place(var::<S>(w, c))));
        }
    }
}

/// The `count` lowest bits of `set`.
fn keep_lowest<S: ColourSet>(mut set: S, count: u32) -> S {
    let mut kept = S::EMPTY;
    for _ in 0..count {
        let low = set.lowest();
        kept |= low;
        set &= !low;
    }
    kept
}

#[cfg(test)]
mod tests {
    //! Tests of `hall`: the few places `inside` and `confined` look at find what a scan of the
    //! whole unit finds, every 15 steps of random exclusions and after each backjump, with
    //! nodes and places emptied or not, and the trail's count of those emptied is exact.

    use proptest::prelude::*;

    use super::super::learner::Learner;
    use super::super::literal::{Lit, var};
    use super::super::reason::Reason;
    use super::super::tests::started;
    use crate::colour_set::ColourSet;
    use crate::tests::sudoku_with_givens;

    /// The positions of unit u whose node has no colour outside `colours`, node by node.
    fn inside_by_nodes(learner: &Learner<'_>, u: usize, colours: u64) -> u64 {
        let unit = learner.graph.unit(u);
        (0..unit.len())
            .filter(|&p| learner.trail.domain(unit[p] as usize) & !colours == 0)
            .fold(0, |set, p| set | 1 << p)
    }

    /// The colours with no node of unit u outside `positions`, node by node.
    fn confined_by_nodes(learner: &Learner<'_>, u: usize, positions: u64) -> u64 {
        let unit = learner.graph.unit(u);
        (0..learner.graph.k)
            .filter(|&c| {
                (0..unit.len()).all(|p| {
                    positions & 1 << p != 0 || !learner.trail.domain(unit[p] as usize).contains(c)
                })
            })
            .fold(0, |set, c| set | 1 << c)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn the_sets_found_are_those_a_scan_of_every_node_finds(
            steps in prop::collection::vec((0u8..12, 0usize..256, 0usize..16), 0..600),
            queries in prop::collection::vec((0usize..48, 1u64..=u16::MAX as u64), 40),
        ) {
            let (colourer, _) = sudoku_with_givens((4, 4), &[]);
            let mut learner = started(&colourer);
            let units = learner.units;
            for (step, &(kind, v, c)) in steps.iter().enumerate() {
                if step % 100 == 0 {
                    learner.trail.new_level();
                }
                // Now and then half the levels undone.
                let undone = step % 170 == 169;
                if undone {
                    learner.trail.backjump(learner.trail.level() / 2, units, |_| ());
                }
                // Mostly one exclusion; now and then a node, or a colour's places in a unit,
                // emptied at once.
                let vars: Vec<u32> = match kind {
                    0 => (0..16).map(|d| var::<u64>(v, d)).collect(),
                    1 => learner.graph.unit(v % 48).iter().map(|&w| var::<u64>(w as usize, c)).collect(),
                    _ => vec![var::<u64>(v, c)],
                };
                for x in vars {
                    if learner.trail.is_unset(x) {
                        learner.trail.assign(Lit::exclude(x), Reason::Decision, units);
                    }
                }
                if step % 15 != 0 && !undone {
                    continue;
                }
                let empty_node = (0..learner.graph.len()).any(|w| learner.trail.domain(w) == 0);
                let empty_place = (0..learner.graph.unit_count())
                    .any(|u| confined_by_nodes(&learner, u, 0) != 0);
                prop_assert_eq!(learner.trail.has_emptied(), empty_node || empty_place);
                for &(u, set) in &queries {
                    let holding = learner.holding(u as u32, set);
                    prop_assert_eq!(learner.inside(u as u32, set, holding), inside_by_nodes(&learner, u, set));
                    prop_assert_eq!(
                        learner.confined(u as u32, set),
                        confined_by_nodes(&learner, u, set)
                    );
                }
            }
            // Undoing every level empties nothing again.
            learner.trail.backjump(0, units, |_| ());
            prop_assert!(!learner.trail.has_emptied());
        }
    }
}
