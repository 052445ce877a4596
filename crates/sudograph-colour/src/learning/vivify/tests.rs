//! Tests of `vivify`.

use super::super::literal::{Lit, var};
use super::super::tests::{colourer, started};

#[test]
fn a_clause_keeps_what_holds_from_the_root() {
    // A triangle 0, 1, 2 and a node 3 alone, three colours.
    let colourer = colourer(4, &[(0, 1), (1, 2), (0, 2)], 3);
    let mut learner = started(&colourer);
    let clause = [
        Lit::exclude(var::<u64>(0, 0)), // made false: node 0 takes 0 …
        Lit::place(var::<u64>(1, 0)),   // … so node 1 cannot: implied false, dropped
        Lit::exclude(var::<u64>(1, 1)), // made false: node 1 takes 1 …
        Lit::place(var::<u64>(2, 2)),   // … so node 2 takes 2: implied, the clause ends here
        Lit::place(var::<u64>(3, 0)),   // never reached: dropped
    ];
    let id = learner.clauses.add(&clause, 3);
    assert!(learner.vivify(u64::MAX));
    let kept = &learner.clauses.clauses[id as usize];
    assert_eq!(kept.lits, [clause[0], clause[2], clause[3]]);
    assert!(kept.vivified);
    assert_eq!(learner.trail.level(), 0);
    // Vivified once: a second pass leaves it alone.
    assert!(learner.vivify(u64::MAX));
    assert_eq!(learner.clauses.clauses[id as usize].lits.len(), 3);
}

#[test]
fn a_literal_that_conflicts_alone_becomes_a_root_fact() {
    // A 5-cycle has no 2-colouring: node 0 taking colour 0 is a conflict, so the
    // clause shrinks to "node 0 is not 0", a root fact, whose propagation is the
    // conflict of the other colour.
    let cycle = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)];
    let two = colourer(5, &cycle, 2);
    let mut learner = started(&two);
    learner.clauses.add(
        &[Lit::exclude(var::<u64>(0, 0)), Lit::place(var::<u64>(3, 1))],
        2,
    );
    assert!(!learner.vivify(u64::MAX));

    // With three colours the same clause is tried and kept whole.
    let three = colourer(5, &cycle, 3);
    let mut learner = started(&three);
    let clause = [Lit::exclude(var::<u64>(0, 0)), Lit::place(var::<u64>(3, 1))];
    let id = learner.clauses.add(&clause, 2);
    assert!(learner.vivify(u64::MAX));
    assert_eq!(learner.clauses.clauses[id as usize].lits, clause);
}

#[test]
fn a_budget_of_no_decisions_vivifies_nothing() {
    let colourer = colourer(4, &[(0, 1), (1, 2), (0, 2)], 3);
    let mut learner = started(&colourer);
    let clause = [
        Lit::exclude(var::<u64>(0, 0)),
        Lit::place(var::<u64>(1, 0)),
        Lit::place(var::<u64>(3, 0)),
    ];
    let id = learner.clauses.add(&clause, 3);
    assert!(learner.vivify(0));
    assert_eq!(learner.clauses.clauses[id as usize].lits, clause);
}
