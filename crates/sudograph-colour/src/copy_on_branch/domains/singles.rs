//! Naked and hidden singles on node domains: a node with one colour left removes it from
//! its neighbours; a unit whose colour has one place left puts it there.

use super::engine::{DomainSet, NodeDomains, Scratch};
use crate::bits::take_lowest;
use crate::copy_on_branch::driver::{Representation, Work};
use crate::copy_on_branch::propagation::Pass;
use crate::trace::Why;

impl<S: DomainSet> NodeDomains<'_, S> {
    /// Removes each queued single's colour from its neighbours, until the queue is empty.
    pub(super) fn naked_singles(&self, domains: &mut [S], work: &mut Work<Scratch>) -> Pass {
        let mut pass = Pass::Unchanged;
        while let Some(v) = work.scratch.queue.pop() {
            pass = Pass::Changed;
            let c = domains[v as usize];
            let clear = match self.graph.neighbour_list(v as usize) {
                Some(neighbours) => neighbours
                    .iter()
                    .all(|&u| self.remove(domains, u as usize, c, work)),
                None => self
                    .graph
                    .unit_mates(v as usize)
                    .all(|u| self.remove(domains, u as usize, c, work)),
            };
            if !clear {
                return Pass::Contradiction;
            }
        }
        pass
    }

    /// Removes colour `c` (a one-colour set) from node u; false when it was u's last.
    #[inline(always)]
    fn remove(&self, domains: &mut [S], u: usize, c: S, work: &mut Work<Scratch>) -> bool {
        let d = domains[u];
        if !(d & c).is_empty() {
            if d == c {
                work.weights.blame_node(u);
                return false;
            }
            self.narrow(domains, u, d & !c, Why::Removal, work);
        }
        true
    }

    /// Scans the dirty units: a colour with one place left goes there. A contradiction when
    /// a unit lacks a colour or one node is the only place of two colours; changed when a
    /// new single waits in the queue.
    pub(super) fn hidden_singles(&self, domains: &mut [S], work: &mut Work<Scratch>) -> Pass {
        let graph = self.graph;
        for word in 0..work.scratch.dirty.len() {
            // The scan's narrowings may mark units of this word again: they are read too.
            while let Some(bit) = take_lowest(&mut work.scratch.dirty[word]) {
                let u = word * 64 + bit;
                let unit = graph.unit(u);
                let (mut once, mut twice, mut placed) = (S::EMPTY, S::EMPTY, S::EMPTY);
                for &v in unit {
                    let d = domains[v as usize];
                    twice |= once & d;
                    once |= d;
                    placed |= d.if_single();
                }
                if once != self.full {
                    self.blame_unit(work, u);
                    return Pass::Contradiction;
                }
                // Colours with one place that is not yet their node's only colour.
                let mut unique = once & !twice & !placed;
                for &v in unit {
                    if unique.is_empty() {
                        break;
                    }
                    let d = domains[v as usize];
                    let here = d & unique;
                    if here.is_empty() {
                        continue;
                    }
                    if !here.is_single() {
                        self.blame_unit(work, u);
                        return Pass::Contradiction;
                    }
                    unique &= !here;
                    if d != here {
                        self.narrow(domains, v as usize, here, Why::OnlyPlace(u as u32), work);
                    }
                }
            }
        }
        if work.scratch.queue.is_empty() {
            Pass::Unchanged
        } else {
            Pass::Changed
        }
    }
}
