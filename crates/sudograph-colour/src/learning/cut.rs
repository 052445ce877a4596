//! The decision cut: the learnt clause made of the negated decisions that the first-UIP
//! clause rests on. Propagation here explains much with long reasons (a node's last colour
//! names every other colour, a colour's last place every other place, a Hall set its whole
//! unit), so on a big grid the first-UIP clause runs to hundreds of literals over a few
//! dozen levels, while the decisions it rests on are at most one per level. Resolving each
//! of its literals back to decisions gives a clause the graph implies as well (the
//! decision scheme of Zhang, Madigan, Moskewicz and Malik, "Efficient conflict driven
//! learning in a Boolean satisfiability solver", ICCAD 2001; the limit of replacing each
//! level's literals by one, as in Feng and Bacchus, "Clause size reduction with all-UIP
//! learning", SAT 2020). When it is no longer than the first-UIP clause as the analysis
//! leaves it, and the conflict lies less than [`MAX_LEVELS`] levels deep, it is learnt
//! instead, and the clause is not minimised: a short clause is cheap to propagate and to
//! analyse, and on hard grids the searches that learn it end sooner. The sets of decisions each literal rests on are kept from one
//! conflict to the next (`depends`).

use super::depends::MAX_LEVELS;
use super::learner::Learner;
use super::literal::Lit;
use super::reason::Reason;
use crate::colour_set::ColourSet;

impl<S: ColourSet> Learner<'_, S> {
    /// The decisions that `self.learnt`, the first-UIP clause, rests on, as levels into
    /// `self.cut_levels`; returns their number. None when there are none (see below), or
    /// when the conflict lies deeper than the levels whose sets are kept.
    pub(super) fn decision_cut(&mut self) -> Option<usize> {
        let level = self.trail.level();
        if level >= MAX_LEVELS {
            return None;
        }
        self.depends.fit(level);
        let mut levels = std::mem::take(&mut self.cut_levels);
        levels.clear();
        levels.resize(self.depends.width(), 0);
        for i in 0..self.learnt.len() {
            let holds = self.learnt[i].negate();
            if self.rests_on(holds) {
                for (all, &word) in levels.iter_mut().zip(self.depends.set(holds.var())) {
                    *all |= word;
                }
            }
        }
        let count = levels.iter().map(|word| word.count_ones() as usize).sum();
        self.cut_levels = levels;
        // No decision at all: the clause's literals follow from the root alone, through a
        // propagation met late (a Hall set is looked for only where it can have just
        // formed), and the first-UIP clause stays, as it asserts.
        (count > 0).then_some(count)
    }

    /// Learns the decision cut (`self.cut_levels`) in place of the clause, latest
    /// decision first.
    pub(super) fn learn_cut(&mut self) {
        self.cut.clear();
        for (at, &word) in self.cut_levels.iter().enumerate().rev() {
            let mut word = word;
            while word != 0 {
                let bit = 63 - word.leading_zeros();
                word &= !(1 << bit);
                let level = at as u32 * 64 + bit;
                let decision = self.trail.decision(level);
                debug_assert_eq!(self.trail.reason_of(decision.var()), Reason::Decision);
                self.cut.push(decision.negate());
            }
        }
        std::mem::swap(&mut self.learnt, &mut self.cut);
    }

    /// Makes the set of decision levels that `holds`, a literal that holds, rests on
    /// known, with those of every literal below it not known yet: a depth-first walk
    /// down the reasons with an explicit path, each step's reason in a buffer of its
    /// depth, a literal's set complete once its reason's are. False when `holds` is set
    /// at the root (it rests on no decision).
    fn rests_on(&mut self, holds: Lit) -> bool {
        match self.settle(holds) {
            Settled::Root => return false,
            Settled::Known => return true,
            Settled::Open => {}
        }
        let mut path = std::mem::take(&mut self.path);
        let mut reasons = std::mem::take(&mut self.reasons);
        path.clear();
        self.explore(holds, 0, &mut path, &mut reasons);
        while let Some(&(top, at)) = path.last() {
            let depth = path.len() - 1;
            let Some(&other) = reasons[depth].get(at as usize) else {
                path.pop();
                if let Some(&(below, _)) = path.last() {
                    self.depends.merge(below.var(), top.var());
                }
                continue;
            };
            path[depth].1 += 1;
            match self.settle(other.negate()) {
                Settled::Root => {}
                Settled::Known => self.depends.merge(top.var(), other.var()),
                Settled::Open => {
                    self.explore(other.negate(), depth + 1, &mut path, &mut reasons);
                }
            }
        }
        self.path = path;
        self.reasons = reasons;
        true
    }

    /// What the walk does at `holds`, a literal that holds: passes over it when it is set
    /// at the root; reads its set when that is known, or when it is a decision (whose set
    /// is its own level, made now); else opens it an empty set, to fill from its reason.
    fn settle(&mut self, holds: Lit) -> Settled {
        let x = holds.var();
        let level = self.trail.level_of(x);
        if level == 0 {
            return Settled::Root;
        }
        if !self.depends.known(x) {
            if self.trail.reason_of(x) != Reason::Decision {
                self.depends.open(x, None);
                return Settled::Open;
            }
            self.depends.open(x, Some(level));
        }
        Settled::Known
    }
}

/// A literal met by the walk of [`Learner::rests_on`].
enum Settled {
    /// Set at the root: it rests on no decision and has no set.
    Root,
    /// Its set is complete.
    Known,
    /// Its set is open, empty, to be filled from its reason.
    Open,
}

#[cfg(test)]
mod tests {
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
        assert!(
            !learner.depends.known(var::<u64>(7, 2)) && learner.depends.known(var::<u64>(1, 0))
        );
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
            colourer.engines().unit_index(),
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
}
