//! Tests of `analyze`.

use super::super::learner::Learner;
use super::super::literal::{Lit, var};
use super::super::reason::{Conflict, Reason};
use super::super::tests::{colourer, started};

/// Places each variable as a decision on a level of its own, propagating after each.
fn place_each(learner: &mut Learner<'_>, decisions: &[u32]) {
    for &decision in decisions {
        learner.level_stamps.resize(8, 0);
        learner.trail.new_level();
        let units = learner.units;
        learner
            .trail
            .assign(Lit::place(decision), Reason::Decision, units);
        assert!(learner.propagate().is_none());
    }
}

#[test]
fn a_conflict_found_late_is_analysed_from_its_own_level() {
    // A triangle 0, 1, 2 and a node 3 alone, three colours; one decision a level.
    let colourer = colourer(4, &[(0, 1), (1, 2), (0, 2)], 3);
    let mut learner = started(&colourer);
    place_each(
        &mut learner,
        &[var::<u64>(3, 0), var::<u64>(0, 0), var::<u64>(1, 1)],
    );
    // A clause false since level 2 comes to light at level 3.
    let clause = [
        Lit::exclude(var::<u64>(3, 0)),
        Lit::exclude(var::<u64>(0, 0)),
    ];
    let id = learner.clauses.add(&clause, 2);
    assert_eq!(learner.analyze(Conflict::Clause(id)), Some((1, 2)));
    assert_eq!(learner.trail.level(), 2);
    assert_eq!(learner.learnt, [clause[1], clause[0]]);
}

#[test]
fn minimisation_drops_what_the_clause_implies_and_keeps_what_rests_elsewhere() {
    // Two colours. Level 1 places node 0 at colour 0, so node 1 takes 1 and its
    // neighbours 2 and 3 take 0; level 2 places node 4 at 0, so node 5 takes 1.
    let colourer = colourer(6, &[(0, 1), (1, 2), (1, 3), (4, 5)], 2);
    let mut learner = started(&colourer);
    place_each(&mut learner, &[var::<u64>(0, 0), var::<u64>(4, 0)]);
    let clause = [
        Lit::place(var::<u64>(0, 1)),   // the asserting literal, left alone
        Lit::exclude(var::<u64>(2, 0)), // rests on node 0's decision, outside the clause: kept
        Lit::exclude(var::<u64>(3, 0)), // meets node 1, found not implied just above: kept
        Lit::exclude(var::<u64>(4, 0)), // a decision: kept
        Lit::exclude(var::<u64>(5, 1)), // implied by the one above: dropped
    ];
    learner.learnt = clause.to_vec();
    for lit in &clause[1..] {
        learner.seen[lit.var() as usize] = true;
    }
    learner.minimise();
    assert_eq!(learner.learnt, clause[..4]);
}
