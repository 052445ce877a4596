//! A colour-plane frame as branching sees it.

use super::frame::{Planes, SLICE_BITS};
use crate::bits::each;
use crate::copy_on_branch::choice::{Candidate, View, Weights};
use crate::copy_on_branch::driver::Representation;

/// A colour-plane frame as seen by branching, with the colour counts of all nodes
/// bit-sliced: bit i of node v's count is bit v of `sliced[i]`.
pub(crate) struct PlaneView<'a, const K: usize> {
    engine: &'a Planes<'a, K>,
    frame: &'a [u128],
    sliced: [u128; SLICE_BITS],
}

impl<'a, const K: usize> PlaneView<'a, K> {
    /// The view of `frame`, a propagated frame of `engine`.
    pub(crate) fn new(engine: &'a Planes<'a, K>, frame: &'a [u128]) -> PlaneView<'a, K> {
        // Each plane added as a ripple carry.
        let mut sliced = [0u128; SLICE_BITS];
        for &plane in &frame[..engine.k()] {
            let mut carry = plane;
            for bit in &mut sliced {
                let next = *bit & carry;
                *bit ^= carry;
                carry = next;
            }
        }
        PlaneView {
            engine,
            frame,
            sliced,
        }
    }
}

impl<const K: usize> View for PlaneView<'_, K> {
    type Set = u64;

    fn domain(&self, v: usize) -> u64 {
        self.engine.domain(self.frame, v)
    }

    fn most_constrained(&self, start: usize, weights: &Weights) -> Option<usize> {
        // The open nodes are the unsettled ones: a propagated frame has settled every node
        // left with one colour. They are offered a colour count at a time, fewest first:
        // once no node with this many colours could beat or tie the best even at the
        // heaviest weight, the rest need not be read.
        let open = self.engine.tables.all & !self.frame[self.engine.k()];
        let from_start = u128::MAX.checked_shl(start as u32).unwrap_or(0);
        let heaviest = weights.heaviest();
        let n = self.engine.graph.len();
        let mut best = Candidate::default();
        for count in 2..=self.engine.k() as u64 {
            if !best.could_lose_to(count, heaviest) {
                break;
            }
            let with_count = self
                .sliced
                .iter()
                .enumerate()
                .fold(open, |nodes, (bit, &bits)| {
                    nodes & if count >> bit & 1 != 0 { bits } else { !bits }
                });
            for v in each(with_count & from_start).chain(each(with_count & !from_start)) {
                let rank = if v >= start { v - start } else { v + n - start };
                best.offer(v, rank, count, weights.weight(v));
            }
        }
        best.node()
    }

    fn neighbours_with(&self, v: usize, c: u64) -> u32 {
        (self.frame[c.trailing_zeros() as usize] & self.engine.tables.neighbours[v]).count_ones()
    }
}
