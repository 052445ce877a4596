//! Naked and hidden singles on node domains: a node with one colour left removes it from
//! its neighbours; a unit whose colour has one place left puts it there.

use super::engine::{NodeDomains, Scratch};
use crate::colour::bits::take_lowest;
use crate::colour::copy_on_branch::driver::{Engine, Work};
use crate::colour::copy_on_branch::rules::Pass;
use crate::colour::palette::is_single;
use crate::colour::trace::Why;

impl NodeDomains<'_> {
    /// Removes each queued single's colour from its neighbours, until the queue is empty.
    pub(super) fn naked_singles(&self, domains: &mut [u64], work: &mut Work<Scratch>) -> Pass {
        let mut pass = Pass::Unchanged;
        while let Some(v) = work.scratch.queue.pop() {
            pass = Pass::Changed;
            let c = domains[v as usize];
            for &u in self.graph.neighbours(v as usize) {
                let d = domains[u as usize];
                if d & c != 0 {
                    if d == c {
                        work.weights.blame_node(u as usize);
                        return Pass::Contradiction;
                    }
                    self.narrow(domains, u as usize, d & !c, Why::Removal, work);
                }
            }
        }
        pass
    }

    /// Scans the dirty units: a colour with one place left goes there. A contradiction when
    /// a unit lacks a colour or one node is the only place of two colours; changed when a
    /// new single waits in the queue.
    pub(super) fn hidden_singles(&self, domains: &mut [u64], work: &mut Work<Scratch>) -> Pass {
        let graph = self.graph;
        for word in 0..work.scratch.dirty.len() {
            // The scan's narrowings may mark units of this word again: they are read too.
            while let Some(bit) = take_lowest(&mut work.scratch.dirty[word]) {
                let u = word * 64 + bit;
                let unit = graph.unit(u);
                let (mut once, mut twice, mut placed) = (0u64, 0u64, 0u64);
                for &v in unit {
                    let d = domains[v as usize];
                    twice |= once & d;
                    once |= d;
                    placed |= d & u64::from(d & d.wrapping_sub(1) == 0).wrapping_neg();
                }
                if once != graph.full {
                    self.blame_unit(work, u);
                    return Pass::Contradiction;
                }
                // Colours with one place that is not yet their node's only colour.
                let mut unique = once & !twice & !placed;
                for &v in unit {
                    if unique == 0 {
                        break;
                    }
                    let d = domains[v as usize];
                    let here = d & unique;
                    if here == 0 {
                        continue;
                    }
                    if !is_single(here) {
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
