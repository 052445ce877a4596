//! Tests of `cut`.

use crate::config::WORK_PER_ASSIGNMENT;
use std::collections::HashMap;

use super::super::cdcl::Cdcl;
use super::super::learner::Learner;
use super::super::literal::{Lit, Var, var};
use super::super::reason::Reason;
use super::super::tests::{colourer, started};
use crate::tests::sudoku_with_givens;
use crate::{Limits, Request};

/// Five false literals that rest on two decisions are learnt as those two, negated,
/// the later first; one literal that rests on both is kept as it is.
#[test]
fn a_clause_is_learnt_as_its_decisions_when_they_are_no_more() {
    let edges = [(0, 1), (0, 2), (0, 3), (0, 7), (4, 5), (4, 6), (4, 7)];
    let colourer = colourer(8, &edges, 3);
    let mut learner = started(&colourer);
    let units = learner.units;
    let (first, second) = (Lit::place(var::<u64>(0, 0)), Lit::place(var::<u64>(4, 1)));
    for (decision, colour, nodes) in [(first, 0, [1, 2, 3, 7]), (second, 1, [5, 6, 7, 7])] {
        learner.trail.new_level();
        learner.trail.assign(decision, Reason::Decision, units);
        for v in nodes {
            let x = var::<u64>(v, colour);
            if learner.trail.is_unset(x) {
                learner
                    .trail
                    .assign(Lit::exclude(x), Reason::Placed(decision), units);
            }
        }
    }
    // Node 7 has lost colours 0 and 1: its last one rests on both decisions.
    learner
        .trail
        .assign(Lit::place(var::<u64>(7, 2)), Reason::Node(7), units);

    let long = [(1, 0), (2, 0), (3, 0), (5, 1), (6, 1)];
    let long: Vec<Lit> = long
        .iter()
        .map(|&(v, c)| Lit::place(var::<u64>(v, c)))
        .collect();
    shorten(&mut learner, &long);
    assert_eq!(learner.learnt, [second.negate(), first.negate()]);

    // As many literals as decisions: the cut, as it is no longer.
    let tie = [Lit::place(var::<u64>(1, 0)), Lit::place(var::<u64>(5, 1))];
    shorten(&mut learner, &tie);
    assert_eq!(learner.learnt, [second.negate(), first.negate()]);

    let short = [Lit::exclude(var::<u64>(7, 2))];
    shorten(&mut learner, &short);
    assert_eq!(learner.learnt, short);
    assert!(learner.cleared.is_empty() && !learner.seen.contains(&true));

    // Undoing the second level forgets what rests on it, and only that.
    assert!(learner.depends.known(var::<u64>(7, 2)) && learner.depends.known(var::<u64>(1, 0)));
    learner.backjump(1);
    assert!(!learner.depends.known(var::<u64>(7, 2)) && learner.depends.known(var::<u64>(1, 0)));
}

/// Decisions past the 64th level are found and learnt in order too.
#[test]
fn a_cut_reaches_decisions_of_every_level() {
    // Seventy nodes without an edge, two colours: level l + 1 places node l at 0.
    let colourer = colourer(70, &[], 2);
    let mut learner = started(&colourer);
    let units = learner.units;
    for v in 0..70 {
        learner.trail.new_level();
        learner
            .trail
            .assign(Lit::place(var::<u64>(v, 0)), Reason::Decision, units);
        assert!(learner.propagate().is_none());
    }
    let clause = [
        Lit::place(var::<u64>(69, 1)),
        Lit::place(var::<u64>(66, 1)),
        Lit::place(var::<u64>(0, 1)),
    ];
    shorten(&mut learner, &clause);
    let decisions = [69, 66, 0].map(|v| Lit::exclude(var::<u64>(v, 0)));
    assert_eq!(learner.learnt, decisions);
}

/// A literal set above the root by a reason that rests on the root alone has no
/// decision below it: the clause stays as it is.
#[test]
fn a_clause_without_decisions_below_it_is_kept() {
    let colourer = colourer(2, &[(0, 1)], 2);
    let mut learner = started(&colourer);
    let units = learner.units;
    let root = Lit::place(var::<u64>(0, 0));
    learner.trail.assign(root, Reason::Decision, units);
    learner.trail.new_level();
    learner
        .trail
        .assign(Lit::exclude(var::<u64>(1, 0)), Reason::Placed(root), units);
    let clause = [Lit::place(var::<u64>(1, 0))];
    shorten(&mut learner, &clause);
    assert_eq!(learner.learnt, clause);
}

/// The decision levels kept for the literals set are those a fresh walk down their
/// reasons finds, whenever a search for the first 20,000 9×9 grids pauses,
/// though backjumps undo levels between; no unset variable keeps a set.
#[test]
fn the_sets_kept_are_those_a_fresh_walk_finds() {
    let (colourer, allowed) = sudoku_with_givens((3, 3), &[]);
    let request = Request {
        find: 20_000,
        ..Request::new(&allowed)
    };
    let mut search = Cdcl::new(
        &colourer.engines().graph,
        &colourer.engines().units,
        &request,
    );
    let (mut pauses, mut checked) = (0, 0);
    let report = loop {
        let report = search.run(
            &Limits::default(),
            Some(search.work() + 1000 * WORK_PER_ASSIGNMENT),
        );
        let learner = &search.learner;
        let mut afresh = HashMap::new();
        for x in 0..learner.trail.var_count() as Var {
            if !learner.depends.known(x) {
                continue;
            }
            assert!(!learner.trail.is_unset(x), "variable {x} is unset");
            let holds = if learner.trail.is_placed(x) {
                Lit::place(x)
            } else {
                Lit::exclude(x)
            };
            let width = learner.depends.width();
            assert_eq!(
                learner.depends.set(x),
                walk_afresh(learner, holds, width, &mut afresh),
            );
            checked += 1;
        }
        match report {
            Some(report) => break report,
            None => pauses += 1,
        }
    };
    assert_eq!(report.found, 20_000);
    let seen = (report.stats.backtracks, pauses, checked);
    assert!(seen.0 > 100 && seen.1 > 2 && seen.2 > 1000, "{seen:?}");
}

/// The decision levels `holds` rests on, by a walk down its reasons.
fn walk_afresh(
    learner: &Learner<'_>,
    holds: Lit,
    width: usize,
    afresh: &mut HashMap<Var, Vec<u64>>,
) -> Vec<u64> {
    let x = holds.var();
    if let Some(levels) = afresh.get(&x) {
        return levels.clone();
    }
    let mut levels = vec![0; width];
    let level = learner.trail.level_of(x);
    if learner.trail.reason_of(x) == Reason::Decision {
        if level > 0 {
            levels[level as usize / 64] |= 1 << (level % 64);
        }
    } else {
        let mut reason = Vec::new();
        learner.antecedents(holds, &mut reason);
        for other in reason {
            let below = walk_afresh(learner, other.negate(), width, afresh);
            levels
                .iter_mut()
                .zip(below)
                .for_each(|(all, word)| *all |= word);
        }
    }
    afresh.insert(x, levels.clone());
    levels
}

/// Shortens `clause` as the analysis leaves it: its literals after the first marked.
fn shorten(learner: &mut Learner<'_>, clause: &[Lit]) {
    learner.learnt = clause.to_vec();
    for lit in &clause[1..] {
        learner.seen[lit.var() as usize] = true;
    }
    learner.shorten();
}
