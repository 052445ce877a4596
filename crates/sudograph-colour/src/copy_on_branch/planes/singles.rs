//! Naked and hidden singles on colour planes, for all nodes and all units of a colour at
//! once.

use super::frame::{Dirty, Planes, SLICE_BITS};
use super::unit_counts::UnitCounts;
use crate::bits::{each, half, ones};
use crate::copy_on_branch::driver::Work;
use crate::copy_on_branch::propagation::Pass;

impl<const K: usize> Planes<'_, K> {
    /// The units where colour c is not placed yet: the only ones that may hold a hidden
    /// single of c.
    fn open_units(&self, frame: &[u128], c: usize) -> u64 {
        self.tables.all_units & !(frame[self.placed(c)] as u64)
    }

    /// The units holding at least one and at least two of `nodes`, a chunk of nodes at a
    /// time.
    fn unit_counts(&self, nodes: u128) -> UnitCounts {
        self.tables.chunk_units.read(nodes)
    }

    /// Settles every node left with one colour, as often as that makes new ones: the naked
    /// singles of all nodes at once. A contradiction when a node has no colour left.
    pub(super) fn naked_singles(&self, frame: &mut [u128], work: &mut Work<Dirty>) -> Pass {
        let k = self.k();
        let mut pass = Pass::Unchanged;
        loop {
            // Bit-sliced counts: `once` has a colour left, `twice` two or more.
            let (mut once, mut twice) = (0u128, 0u128);
            for &plane in &frame[..k] {
                twice |= once & plane;
                once |= plane;
            }
            let empty = self.tables.all & !once;
            if empty != 0 {
                work.weights.blame_node(empty.trailing_zeros() as usize);
                return Pass::Contradiction;
            }
            let singles = once & !twice & !frame[k];
            if singles == 0 {
                return pass;
            }
            pass = Pass::Changed;
            frame[k] |= singles;
            // The colour of each single, bit-sliced: bit b of its colour is its bit in
            // `index[b]`. Read without a search over the planes, whose exit would depend on
            // the colour.
            let mut index = [0u128; SLICE_BITS];
            for (c, &plane) in frame[..k].iter().enumerate() {
                for (b, bits) in index.iter_mut().enumerate() {
                    if c >> b & 1 != 0 {
                        *bits |= plane;
                    }
                }
            }
            // A 64-bit half at a time, so that reading a colour shifts 64-bit words, not
            // 128-bit ones.
            for first in [0, 64] {
                let index = index.map(|bits| (bits >> first) as u64);
                for i in ones((singles >> first) as u64) {
                    let c = (0..SLICE_BITS).fold(0, |c, b| c | ((index[b] >> i) as usize & 1) << b);
                    let v = first + i;
                    // A single settled just before may have taken this node's colour.
                    if half(frame[c], v) >> i & 1 == 0 {
                        work.weights.blame_node(v);
                        return Pass::Contradiction;
                    }
                    self.place(frame, c, v, &mut work.scratch);
                }
            }
        }
    }

    /// For each colour marked for hidden singles, a unit where it has one place left puts it
    /// there; a contradiction when a unit has no place for a colour. The units with one
    /// place and those with none are read for all units of a colour at once, from the unit
    /// counts of its plane.
    pub(super) fn hidden_singles(&self, frame: &mut [u128], work: &mut Work<Dirty>) -> Pass {
        let k = self.k();
        let mut pass = Pass::Unchanged;
        for c in 0..k {
            let lost = std::mem::take(&mut work.scratch.hidden[c]);
            if lost == 0 {
                continue;
            }
            work.scratch.locked |= 1 << c;
            let plane = frame[c];
            let counts = self.unit_counts(plane);
            let open = self.open_units(frame, c);
            let empty = open & !counts.once;
            if empty != 0 {
                work.weights
                    .blame_unit(self.graph.unit(empty.trailing_zeros() as usize));
                return Pass::Contradiction;
            }
            // An open unit has no settled node of colour c, so its one place is unsettled.
            let single = open & !counts.twice;
            if single == 0 {
                continue;
            }
            let pinned =
                ones(single).fold(0u128, |pinned, u| pinned | plane & self.tables.units[u]);
            pass = Pass::Changed;
            // Every colour but c leaves the pinned nodes; c is masked out rather than
            // skipped, so that the loop has no data-dependent branch.
            for other in 0..k {
                let leaving = pinned & u128::from(other != c).wrapping_neg();
                Self::remove(frame, other, leaving, &mut work.scratch);
            }
            // Settled at once, so that the colours scanned next see them placed.
            frame[k] |= pinned;
            for v in each(pinned) {
                self.place(frame, c, v, &mut work.scratch);
            }
        }
        pass
    }
}
