//! Forgetting: learnt clauses slow propagation down as they pile up, so from time to time
//! the less useful half goes — those of highest literal block distance, the least active
//! among equals — while clauses of distance 2 or less ("glue" clauses: Audemard and Simon,
//! IJCAI 2009) and those that are the reason of a literal set now are kept.

use super::learner::Learner;
use super::reason::Reason;
use crate::colour_set::ColourSet;

impl<S: ColourSet> Learner<'_, S> {
    /// Forgets the less useful half of the clauses that may go.
    pub(super) fn reduce(&mut self) {
        let clauses = &self.clauses.clauses;
        let mut candidates: Vec<u32> = (0..clauses.len() as u32)
            .filter(|&id| {
                let clause = &clauses[id as usize];
                if clause.deleted || clause.lbd <= 2 {
                    return false;
                }
                !self.is_reason(id)
            })
            .collect();
        candidates.sort_by(|&a, &b| {
            let (a, b) = (&clauses[a as usize], &clauses[b as usize]);
            b.lbd.cmp(&a.lbd).then(a.activity.total_cmp(&b.activity))
        });
        candidates.truncate(candidates.len() / 2);
        self.clauses.forget(&candidates);
    }

    /// True when clause `id` is the reason of a literal set now: it must stay as it is.
    pub(super) fn is_reason(&self, id: u32) -> bool {
        let first = self.clauses.clauses[id as usize].lits[0];
        self.trail.is_true(first) && self.trail.reason_of(first.var()) == Reason::Clause(id)
    }
}
