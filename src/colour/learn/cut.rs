//! The decision cut: the learnt clause made of the negated decisions that the first-UIP
//! clause rests on. Propagation here explains much with long reasons (a node's last colour
//! names every other colour, a colour's last place every other place, a Hall set its whole
//! unit), so on a big grid the first-UIP clause runs to hundreds of literals over a few
//! dozen levels, while the decisions it rests on are at most one per level. Resolving each
//! of its literals back to decisions gives a clause the graph implies as well (the
//! decision scheme of Zhang, Madigan, Moskewicz and Malik, "Efficient conflict driven
//! learning in a Boolean satisfiability solver", ICCAD 2001; the limit of replacing each
//! level's literals by one, as in Feng and Bacchus, "Clause size reduction with all-UIP
//! learning", SAT 2020). When it is no longer, it is learnt instead: a short clause is
//! cheap to propagate and to analyse, and on hard grids the searches that learn it end
//! sooner, with a lighter tail (`benches/README.md`).

use super::Learner;
use super::literal::Lit;
use super::reason::Reason;

impl Learner<'_> {
    /// Replaces `self.learnt`, a minimised first-UIP clause, by the negated decisions it
    /// rests on, latest first, when there are some and no more of them than it has
    /// literals. The walk back to the decisions stops as soon as it finds more.
    pub(super) fn decision_cut(&mut self) {
        let limit = self.learnt.len();
        let mut stack = std::mem::take(&mut self.stack);
        let mut reason = std::mem::take(&mut self.reason);
        self.cut.clear();
        for i in 0..self.learnt.len() {
            self.mark(self.learnt[i].negate(), &mut stack);
        }
        while let Some(holds) = stack.pop() {
            if self.trail.reason_of(holds.var()) == Reason::Decision {
                self.cut.push(holds.negate());
                if self.cut.len() > limit {
                    break;
                }
                continue;
            }
            self.antecedents(holds, &mut reason);
            for &other in &reason {
                self.mark(other.negate(), &mut stack);
            }
        }
        stack.clear();
        self.stack = stack;
        self.reason = reason;
        self.unmark_cleared();
        // No decision at all: the clause's literals follow from the root alone, through a
        // propagation met late (a Hall set is looked for only where it can have just
        // formed), and the first-UIP clause stays, as it asserts.
        if !self.cut.is_empty() && self.cut.len() <= limit {
            let trail = &self.trail;
            self.cut
                .sort_by_key(|lit| std::cmp::Reverse(trail.level_of(lit.var())));
            std::mem::swap(&mut self.learnt, &mut self.cut);
        }
    }

    /// Puts `holds`, a literal that holds, on the walk's stack unless it is set at the root
    /// or met already.
    fn mark(&mut self, holds: Lit, stack: &mut Vec<Lit>) {
        let x = holds.var();
        if self.trail.level_of(x) > 0 && !self.seen[x as usize] {
            self.seen[x as usize] = true;
            self.cleared.push(x);
            stack.push(holds);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::literal::{Lit, var};
    use super::super::reason::Reason;
    use super::super::tests::{colourer, started};

    /// Five false literals that rest on two decisions are learnt as those two, negated,
    /// the later first; one literal that rests on both is kept as it is.
    #[test]
    fn a_clause_is_learnt_as_its_decisions_when_they_are_no_more() {
        let edges = [(0, 1), (0, 2), (0, 3), (0, 7), (4, 5), (4, 6), (4, 7)];
        let colourer = colourer(8, &edges, 3);
        let mut learner = started(&colourer);
        let units = learner.units;
        let (first, second) = (Lit::place(var(0, 0)), Lit::place(var(4, 1)));
        for (decision, colour, nodes) in [(first, 0, [1, 2, 3, 7]), (second, 1, [5, 6, 7, 7])] {
            learner.trail.new_level();
            learner.trail.assign(decision, Reason::Decision, units);
            for v in nodes {
                let x = var(v, colour);
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
            .assign(Lit::place(var(7, 2)), Reason::Node(7), units);

        let long = [(1, 0), (2, 0), (3, 0), (5, 1), (6, 1)];
        learner.learnt = long.iter().map(|&(v, c)| Lit::place(var(v, c))).collect();
        learner.decision_cut();
        assert_eq!(learner.learnt, [second.negate(), first.negate()]);

        let short = [Lit::exclude(var(7, 2))];
        learner.learnt = short.to_vec();
        learner.decision_cut();
        assert_eq!(learner.learnt, short);
        assert!(learner.cleared.is_empty() && !learner.seen.contains(&true));
    }

    /// A literal set above the root by a reason that rests on the root alone has no
    /// decision below it: the clause stays as it is.
    #[test]
    fn a_clause_without_decisions_below_it_is_kept() {
        let colourer = colourer(2, &[(0, 1)], 2);
        let mut learner = started(&colourer);
        let units = learner.units;
        let root = Lit::place(var(0, 0));
        learner.trail.assign(root, Reason::Decision, units);
        learner.trail.new_level();
        learner
            .trail
            .assign(Lit::exclude(var(1, 0)), Reason::Placed(root), units);
        let clause = [Lit::place(var(1, 0))];
        learner.learnt = clause.to_vec();
        learner.decision_cut();
        assert_eq!(learner.learnt, clause);
    }
}
