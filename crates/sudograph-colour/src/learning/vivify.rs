//! Vivification: a learnt clause is made shorter by propagation from the root (Piette,
//! Hamadi and Saïs, "Vivifying propositional clausal formulae", ECAI 2008; for learnt
//! clauses, Luo et al., "An effective learnt clause minimization approach for CDCL SAT
//! solvers", IJCAI 2017). With the clause itself left out, its literals are made false one
//! at a time, each on a level of its own. A literal already false is implied false by
//! those before it, so it goes; a literal already true is implied by them, so the clause
//! ends there; a conflict means those made false so far cannot all be, so it ends there
//! too. Analysis learns clauses from the search's own path, long and of its moment; this
//! pass keeps the part that holds from the root.

use super::clauses::NO_CLAUSE;
use super::learner::Learner;
use super::literal::Lit;
use super::reason::Reason;
use crate::colour_set::ColourSet;
use crate::config::VIVIFY_MAX_LBD;

/// What vivifying one clause found.
enum Outcome {
    /// The clause holds at the root: it can go.
    Satisfied,
    /// These of its literals (in its order) imply it.
    Shorter(Vec<Lit>),
    /// Nothing to drop.
    Same,
}

impl<S: ColourSet> Learner<'_, S> {
    /// Vivifies the clauses not vivified yet, lowest literal block distance and most active
    /// first, until `budget` decisions are spent. Called at the root; false when a clause
    /// shrinks to nothing, or a root fact it leaves conflicts: no colouring exists.
    pub(super) fn vivify(&mut self, budget: u64) -> bool {
        debug_assert_eq!(self.trail.level(), 0);
        if self.propagate().is_some() {
            return false;
        }
        let clauses = &self.clauses.clauses;
        let mut candidates: Vec<u32> = (0..clauses.len() as u32)
            .filter(|&id| {
                let clause = &clauses[id as usize];
                !clause.deleted && !clause.vivified && (1..=VIVIFY_MAX_LBD).contains(&clause.lbd)
            })
            .collect();
        candidates.sort_by(|&a, &b| {
            let (a, b) = (&clauses[a as usize], &clauses[b as usize]);
            a.lbd.cmp(&b.lbd).then(b.activity.total_cmp(&a.activity))
        });
        let mut spent = 0;
        for id in candidates {
            if spent >= budget {
                break;
            }
            if self.is_reason(id) {
                continue;
            }
            self.clauses.clauses[id as usize].vivified = true;
            match self.vivify_one(id, &mut spent) {
                Outcome::Same => {}
                Outcome::Satisfied => self.clauses.forget_one(id),
                Outcome::Shorter(lits) => match lits[..] {
                    [] => return false,
                    [unit] => {
                        self.clauses.forget_one(id);
                        self.trail.assign(unit, Reason::Decision, self.units);
                        if self.propagate().is_some() {
                            return false;
                        }
                    }
                    _ => self.clauses.shorten(id, &lits),
                },
            }
        }
        true
    }

    /// Vivifies clause `id` from the root, counting its decisions in `spent`; back at the
    /// root on return.
    fn vivify_one(&mut self, id: u32, spent: &mut u64) -> Outcome {
        let lits = self.clauses.clauses[id as usize].lits.clone();
        let mut kept = Vec::with_capacity(lits.len());
        self.vivifying = id;
        let mut satisfied = false;
        for &lit in &lits {
            if self.trail.is_true(lit) {
                satisfied = self.trail.level_of(lit.var()) == 0;
                kept.push(lit);
                break;
            }
            if self.trail.is_false(lit) {
                continue;
            }
            kept.push(lit);
            *spent += 1;
            self.trail.new_level();
            self.trail
                .assign(lit.negate(), Reason::Decision, self.units);
            if self.propagate().is_some() {
                break;
            }
        }
        self.backjump(0);
        self.vivifying = NO_CLAUSE;
        if satisfied {
            Outcome::Satisfied
        } else if kept.len() < lits.len() {
            Outcome::Shorter(kept)
        } else {
            Outcome::Same
        }
    }
}

#[cfg(test)]
mod tests {
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
}
