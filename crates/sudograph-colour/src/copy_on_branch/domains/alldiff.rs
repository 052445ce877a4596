//! All-different filtering on a unit: keeps exactly the colours that some way of giving
//! every node of the unit its own colour uses, which finds every naked and hidden subset
//! (pairs, triples, …) at once. The matching that decides it is in `matching.rs`.

use super::engine::{NodeDomains, Scratch};
use super::matching::{Matching, consistent_colours};
use crate::bits::take_lowest;
use crate::colour::is_single;
use crate::config::ALLDIFF_MIN_COLOURS;
use crate::copy_on_branch::driver::{Representation, Work};
use crate::copy_on_branch::propagation::Pass;
use crate::trace::Why;

impl NodeDomains<'_> {
    /// All-different filtering on each unit that lost colours since it was last filtered,
    /// when units are large enough for it. Stops early, changed, as soon as a new single
    /// waits in the queue.
    pub(super) fn all_different(&self, domains: &mut [u64], work: &mut Work<Scratch>) -> Pass {
        if self.graph.k < ALLDIFF_MIN_COLOURS {
            return Pass::Unchanged;
        }
        let mut changed = false;
        for word in 0..work.scratch.unmatched.len() {
            while let Some(bit) = take_lowest(&mut work.scratch.unmatched[word]) {
                let u = word * 64 + bit;
                // Placed nodes are matched already; only the open ones (and, as naked singles
                // have run, only the colours not yet placed) take part.
                let matching = work.scratch.matching.get_or_insert_with(Matching::new);
                let Matching { open, own, .. } = &mut **matching;
                let mut count = 0;
                for &v in self.graph.unit(u) {
                    let d = domains[v as usize];
                    if !is_single(d) {
                        (open[count], own[count]) = (v, d);
                        count += 1;
                    }
                }
                if count < 2 {
                    continue;
                }
                let colours = own[..count].iter().fold(0u64, |m, &d| m | d);
                if colours.count_ones() as usize != count {
                    // Fewer colours than open nodes: no way to colour them all. More: a fresh
                    // single has not yet left its neighbours, so the unit waits for that.
                    if (colours.count_ones() as usize) < count {
                        self.blame_unit(work, u);
                        return Pass::Contradiction;
                    }
                    work.scratch.unmatched[word] |= 1 << bit;
                    return Pass::Changed;
                }
                if !consistent_colours(count, matching) {
                    self.blame_unit(work, u);
                    return Pass::Contradiction;
                }
                for i in 0..count {
                    let m = work.scratch.matching.as_ref().expect("made above");
                    let (v, d) = (m.open[i] as usize, m.own[i] & m.allowed[i]);
                    if d != m.own[i] {
                        self.narrow(domains, v, d, Why::Removal, work);
                        changed = true;
                    }
                }
                if !work.scratch.queue.is_empty() {
                    return Pass::Changed;
                }
            }
        }
        if changed {
            Pass::Changed
        } else {
            Pass::Unchanged
        }
    }
}
