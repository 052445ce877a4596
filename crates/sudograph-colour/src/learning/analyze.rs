//! Conflict analysis: the conflict's clause is resolved with the reasons of the literals
//! of the current level, latest first, until one literal of that level is left (the first
//! unique implication point: Marques-Silva and Sakallah, "GRASP", 1999; Zhang et al., ICCAD
//! 2001). The result is a clause the graph implies (with the precedence clauses, in a
//! search for one colouring: `precedence`); literals whose falsity the rest of the
//! clause already implies are then removed (recursive minimisation: Sörensson and Biere,
//! SAT 2009). When the negated decisions below the clause are no more literals than it
//! has, they are learnt instead (`cut`), and it is not minimised.

use super::learner::Learner;
use super::literal::{Lit, var};
use super::reason::{Conflict, Reason};
use crate::colour_set::ColourSet;

impl<S: ColourSet> Learner<'_, S> {
    /// Analyses `conflict` into `self.learnt`: the asserting literal first, then one of the
    /// highest level among the rest. Returns the level to backjump to and the clause's
    /// literal block distance; None when the conflict holds at the root (no colouring
    /// exists).
    ///
    /// Hall sets are looked for only where they can have just formed, so a conflict may
    /// come to light a few levels after its literals were all set: the search first goes
    /// back to the highest level among them, where the analysis starts.
    pub(super) fn analyze(&mut self, conflict: Conflict) -> Option<(u32, u32)> {
        let mut reason = std::mem::take(&mut self.reason);
        self.conflict_lits(conflict, &mut reason);
        let level = reason
            .iter()
            .map(|lit| self.trail.level_of(lit.var()))
            .max()
            .unwrap_or(0);
        if level == 0 {
            self.reason = reason;
            return None;
        }
        self.backjump(level);
        self.learnt.clear();
        self.learnt.push(Lit::place(0)); // the asserting literal, found below
        let mut open = 0;
        let mut at = self.trail.lits.len();
        loop {
            for &lit in &reason {
                let x = lit.var();
                if self.seen[x as usize] || self.trail.level_of(x) == 0 {
                    continue;
                }
                self.seen[x as usize] = true;
                self.activity.bump(x);
                if self.trail.level_of(x) == level {
                    open += 1;
                } else {
                    self.learnt.push(lit);
                }
            }
            let next = loop {
                at -= 1;
                let lit = self.trail.lits[at];
                if self.seen[lit.var() as usize] {
                    break lit;
                }
            };
            self.seen[next.var() as usize] = false;
            open -= 1;
            if open == 0 {
                self.learnt[0] = next.negate();
                break;
            }
            if let Reason::Clause(id) = self.trail.reason_of(next.var()) {
                self.clauses.bump(id);
            }
            self.antecedents(next, &mut reason);
        }
        self.reason = reason;
        self.shorten();
        // The highest level among the rest goes second: it is where the clause asserts.
        let mut backjump = 0;
        for i in 1..self.learnt.len() {
            let l = self.trail.level_of(self.learnt[i].var());
            if l > backjump {
                backjump = l;
                self.learnt.swap(1, i);
            }
        }
        Some((backjump, self.block_distance()))
    }

    /// The literals of a conflict's clause (all false).
    fn conflict_lits(&mut self, conflict: Conflict, out: &mut Vec<Lit>) {
        out.clear();
        match conflict {
            Conflict::Node(v) => {
                out.extend(
                    self.full
                        .ones()
                        .map(|c| Lit::place(var::<S>(v as usize, c))),
                );
            }
            Conflict::Unit(u, c) => out.extend(
                self.graph
                    .unit(u as usize)
                    .iter()
                    .map(|&w| Lit::place(var::<S>(w as usize, c as usize))),
            ),
            Conflict::Pair(a, b) => out.extend([a.negate(), b.negate()]),
            Conflict::Hall(id) => self.hall_lits(id, out),
            Conflict::Clause(id) => {
                self.clauses.bump(id);
                out.extend_from_slice(&self.clauses.clauses[id as usize].lits);
            }
        }
    }

    /// The other literals of the clause that implied `lit` (all false), into `out`.
    pub(super) fn antecedents(&self, lit: Lit, out: &mut Vec<Lit>) {
        out.clear();
        let (v, c) = (lit.node::<S>(), lit.colour::<S>());
        match self.trail.reason_of(lit.var()) {
            Reason::Decision => {}
            Reason::Placed(by) => out.push(by.negate()),
            Reason::Node(_) => {
                let others = self.full.without(c as usize).ones();
                out.extend(others.map(|other| Lit::place(var::<S>(v, other))))
            }
            Reason::Unit(u, _) => out.extend(
                self.graph
                    .unit(u as usize)
                    .iter()
                    .filter(|&&w| w as usize != v)
                    .map(|&w| Lit::place(var::<S>(w as usize, c as usize))),
            ),
            Reason::Locked(id, _) => out.extend(
                self.graph
                    .overlap_part(self.units.lock(id).only_here)
                    .iter()
                    .map(|&a| Lit::place(var::<S>(a as usize, c as usize))),
            ),
            Reason::Hall(id) => self.hall_lits(id, out),
            Reason::Clause(id) => {
                out.extend_from_slice(&self.clauses.clauses[id as usize].lits[1..]);
            }
        }
    }

    /// Shortens `self.learnt`, the first-UIP clause with its literals after the first
    /// marked `seen`: learns the decision cut instead when that is no longer, else
    /// minimises it. On exit no variable is marked.
    pub(super) fn shorten(&mut self) {
        let cut = self
            .decision_cut()
            .is_some_and(|len| len <= self.learnt.len());
        if !cut {
            self.minimise();
        }
        for &lit in &self.learnt[1..] {
            self.seen[lit.var() as usize] = false;
        }
        if cut {
            self.learn_cut();
        }
    }

    /// Drops from `self.learnt` each literal (after the first) that the others imply false.
    /// The literals are marked `seen` on entry; on exit only those kept are.
    fn minimise(&mut self) {
        let levels = self.learnt[1..].iter().fold(0u32, |set, lit| {
            set | abstract_level(self.trail.level_of(lit.var()))
        });
        let mut kept = 1;
        for i in 1..self.learnt.len() {
            let lit = self.learnt[i];
            if self.trail.reason_of(lit.var()) == Reason::Decision || !self.redundant(lit, levels) {
                self.learnt[kept] = lit;
                kept += 1;
            } else {
                self.cleared.push(lit.var());
            }
        }
        self.unmark_cleared();
        for &x in &self.failures {
            self.failed[x as usize] = false;
        }
        self.failures.clear();
        self.learnt.truncate(kept);
    }

    /// Unmarks the variables marked `seen` by minimisation (listed in `cleared`).
    fn unmark_cleared(&mut self) {
        for &x in &self.cleared {
            self.seen[x as usize] = false;
        }
        self.cleared.clear();
    }

    /// True when the false literal `lit` is implied false by literals marked `seen`, through
    /// reasons all the way down: a depth-first walk with an explicit path, each step's
    /// reason in a buffer of its depth. A variable whose reasons all lead back to the clause
    /// is marked `seen` (listed in `cleared`) and one that leads elsewhere `failed` (listed
    /// in `failures`), so no variable is explored twice in one minimisation (MiniSat's
    /// removable and failed marks). `levels` is the set of the clause's levels (see
    /// [`abstract_level`]): a literal of another level cannot be implied by the clause,
    /// which ends the walk early.
    fn redundant(&mut self, lit: Lit, levels: u32) -> bool {
        let mut path = std::mem::take(&mut self.path);
        let mut reasons = std::mem::take(&mut self.reasons);
        path.clear();
        self.explore(lit.negate(), 0, &mut path, &mut reasons);
        let redundant = loop {
            let Some(&(holds, at)) = path.last() else {
                break true;
            };
            let depth = path.len() - 1;
            let Some(&other) = reasons[depth].get(at as usize) else {
                path.pop();
                if depth > 0 {
                    self.seen[holds.var() as usize] = true;
                    self.cleared.push(holds.var());
                }
                continue;
            };
            path[depth].1 += 1;
            let x = other.var();
            if self.seen[x as usize] || self.trail.level_of(x) == 0 {
                continue;
            }
            if self.failed[x as usize]
                || self.trail.reason_of(x) == Reason::Decision
                || abstract_level(self.trail.level_of(x)) & !levels != 0
            {
                // Every variable on the path leads here, so none of them is implied.
                for &(on_path, _) in &path[1..] {
                    self.failed[on_path.var() as usize] = true;
                    self.failures.push(on_path.var());
                }
                break false;
            }
            self.explore(other.negate(), depth + 1, &mut path, &mut reasons);
        };
        self.path = path;
        self.reasons = reasons;
        redundant
    }

    /// Puts `holds` on a walk's path at `depth`, its reason in that depth's buffer.
    pub(super) fn explore(
        &mut self,
        holds: Lit,
        depth: usize,
        path: &mut Vec<(Lit, u32)>,
        reasons: &mut Vec<Vec<Lit>>,
    ) {
        if reasons.len() <= depth {
            reasons.push(Vec::new());
        }
        self.antecedents(holds, &mut reasons[depth]);
        path.push((holds, 0));
    }

    /// Distinct decision levels among the learnt clause's literals.
    fn block_distance(&mut self) -> u32 {
        self.stamp += 1;
        let mut distinct = 0;
        for &lit in &self.learnt {
            let level = self.trail.level_of(lit.var()) as usize;
            if self.level_stamps[level] != self.stamp {
                self.level_stamps[level] = self.stamp;
                distinct += 1;
            }
        }
        distinct
    }
}

/// A level as one bit of 32 (MiniSat's abstraction): the union over a clause's literals is
/// a cheap superset of its levels.
fn abstract_level(level: u32) -> u32 {
    1 << (level & 31)
}

#[cfg(test)]
mod tests {
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
}
