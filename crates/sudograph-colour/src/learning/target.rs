//! The target colouring: the placements of the longest trail the search has reached since
//! its last restart, met at a conflict. Between every other pair of restarts, decisions
//! give their node its colour there while that colour is open (`Search::run`), so that a
//! search for a colouring goes back to where it came closest and repairs it, rather than
//! start from nothing after each restart: the target phases of SAT solvers (Biere and
//! Fleury, "Chasing target phases", Pragmatics of SAT 2020), which satisfiable hard grids
//! need most.

use super::trail::Trail;
use crate::colour::Colour;
use crate::colour_set::ColourSet;

/// The colour each node had on the longest trail since the last restart.
pub(super) struct Target {
    /// Per node, its colour there (`Colour::MAX`: none); empty before the first conflict.
    colours: Vec<Colour>,
    /// Nodes placed on that trail (0: none since the restart).
    placed: usize,
}

impl Target {
    /// No target yet.
    pub(super) fn new() -> Target {
        Target {
            colours: Vec::new(),
            placed: 0,
        }
    }

    /// At a conflict: the trail becomes the target when it places more nodes than the
    /// target's did; the nodes it leaves open keep their colour from earlier targets.
    pub(super) fn offer<S: ColourSet>(&mut self, trail: &Trail<S>, nodes: usize) {
        if trail.placed <= self.placed {
            return;
        }
        self.placed = trail.placed;
        self.colours.resize(nodes, Colour::MAX);
        for &lit in &trail.lits {
            if lit.is_place() {
                self.colours[lit.node::<S>()] = lit.colour::<S>();
            }
        }
    }

    /// At a restart: the next trail that reaches a conflict is the target, however short;
    /// the colours are kept until then.
    pub(super) fn restart(&mut self) {
        self.placed = 0;
    }

    /// The target colouring, when there is one.
    pub(super) fn colours(&self) -> Option<&[Colour]> {
        (!self.colours.is_empty()).then_some(&self.colours[..])
    }
}

#[cfg(test)]
mod tests {
    //! Tests of `target`.

    use super::super::learner::Learner;
    use super::super::literal::{Lit, var};
    use super::super::reason::Reason;
    use super::super::tests::{colourer, started};
    use super::Target;
    use crate::colour::Colour;

    /// Opens a level that places node v at colour c, and propagates.
    fn place(learner: &mut Learner<'_>, v: usize, c: usize) {
        learner.trail.new_level();
        let units = learner.units;
        learner
            .trail
            .assign(Lit::place(var::<u64>(v, c)), Reason::Decision, units);
        assert!(learner.propagate().is_none());
    }

    #[test]
    fn the_longest_trail_since_the_restart_is_the_target() {
        // Nodes 0 and 1 joined, node 2 alone, two colours.
        let colourer = colourer(3, &[(0, 1)], 2);
        let mut learner = started(&colourer);
        let mut target = Target::new();
        assert!(target.colours().is_none());

        // Node 0 at 1 leaves node 1 only 0: two nodes placed.
        place(&mut learner, 0, 1);
        target.offer(&learner.trail, 3);
        assert_eq!(target.colours(), Some(&[1, 0, Colour::MAX][..]));

        // One node placed is no better, until a restart.
        learner.backjump(0);
        place(&mut learner, 2, 0);
        target.offer(&learner.trail, 3);
        assert_eq!(target.colours(), Some(&[1, 0, Colour::MAX][..]));
        target.restart();
        target.offer(&learner.trail, 3);
        assert_eq!(target.colours(), Some(&[1, 0, 0][..]));
    }
}
