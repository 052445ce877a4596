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
mod tests;
