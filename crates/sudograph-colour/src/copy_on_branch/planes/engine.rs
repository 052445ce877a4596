//! The colour-plane engine as the search drives it: its frame, its rules' order and what
//! branching reads.

use super::frame::{Dirty, Planes, SLICE_BITS};
use super::view::PlaneView;
use crate::bits::{self, each, half};
use crate::colour::Colour;
use crate::copy_on_branch::choice::{self, Weights};
use crate::copy_on_branch::driver::{Representation, Work};
use crate::copy_on_branch::propagation::{Pass, Propagate, Rule, fixpoint};
use crate::trace::Why;

impl<const K: usize> Propagate for Planes<'_, K> {
    // Inlined at each call, where `rule` is a constant: the match is then resolved at
    // compile time and each rule's code sits in the fixpoint loop.
    #[inline(always)]
    fn pass(&self, rule: Rule, frame: &mut [u128], work: &mut Work<Dirty>) -> Pass {
        match rule {
            Rule::NakedSingles => self.naked_singles(frame, work),
            Rule::HiddenSingles => self.hidden_singles(frame, work),
            Rule::LockedColours => self.locked_colours(frame, &mut work.scratch),
            // Planes serve only graphs with too few colours for all-different filtering.
            Rule::AllDifferent => Pass::Unchanged,
        }
    }
}

impl<const K: usize> Representation for Planes<'_, K> {
    type Word = u128;
    type Set = u64;
    type Scratch = Dirty;

    fn node_count(&self) -> usize {
        self.graph.len()
    }

    fn width(&self) -> usize {
        2 * self.k() + 1
    }

    fn scratch(&self) -> Dirty {
        Dirty::default()
    }

    fn start(&self, allowed: &[u64], frame: &mut [u128], dirty: &mut Dirty) -> bool {
        // Nodes that may take every colour go into every plane at once; only the others are
        // read colour by colour.
        let colours_of = |v: usize| self.graph.initial[v] & allowed[v];
        // Without a branch (which nodes are given follows no pattern), and shifting by one
        // place at a time, from the last node down, rather than by the node's index.
        let free = (0..self.graph.len()).rev().fold(0u128, |free, v| {
            free << 1 | u128::from(colours_of(v) == self.graph.full)
        });
        frame.fill(free);
        frame[self.k()..].fill(0);
        for v in each(self.tables.all & !free) {
            for c in bits::ones(colours_of(v)) {
                frame[c] |= 1 << v;
            }
        }
        *dirty = Dirty {
            hidden: [self.tables.all; 1 << SLICE_BITS],
            locked: u32::MAX,
        };
        true
    }

    fn propagate(&self, frame: &mut [u128], work: &mut Work<Dirty>) -> bool {
        let consistent = fixpoint(self, frame, work);
        work.scratch = Dirty::default();
        consistent
    }

    fn domain(&self, frame: &[u128], v: usize) -> u64 {
        frame[..self.k()]
            .iter()
            .enumerate()
            .fold(0, |d, (c, &plane)| {
                d | (half(plane, v) >> (v % 64) & 1) << c
            })
    }

    fn colouring(&self, frame: &[u128], colours: &mut Vec<Colour>) {
        colours.resize(self.graph.len(), 0);
        for (c, &plane) in frame[..self.k()].iter().enumerate() {
            for v in each(plane) {
                colours[v] = c as Colour;
            }
        }
    }

    fn interchangeable(&self, frame: &[u128], c: u64) -> u64 {
        let nodes = frame[c.trailing_zeros() as usize];
        frame[..self.k()]
            .iter()
            .enumerate()
            .fold(0, |alike, (other, &plane)| {
                alike | u64::from(plane == nodes) << other
            })
    }

    fn choose(&self, frame: &[u128], weights: &Weights, rng: &mut u64) -> Option<(usize, u64)> {
        // A frame with every node settled is a colouring: no need to count colours.
        if self.tables.all & !frame[self.k()] == 0 {
            return None;
        }
        choice::choose(self.graph.len(), &PlaneView::new(self, frame), weights, rng)
    }

    fn narrow(&self, frame: &mut [u128], v: usize, d: u64, _why: Why, work: &mut Work<Dirty>) {
        for c in (0..self.k()).filter(|&c| d >> c & 1 == 0) {
            Self::remove(frame, c, 1 << v, &mut work.scratch);
        }
    }
}
