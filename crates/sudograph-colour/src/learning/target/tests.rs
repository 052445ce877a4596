//! Tests of `target`.

use super::super::learner::Learner;
use super::super::literal::{Lit, var};
use super::super::reason::Reason;
use super::super::tests::{colourer, started};
use super::Target;
use crate::palette::Colour;

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
