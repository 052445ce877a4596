//! The node-domain engine, for any graph: a frame holds each node's colours left as a
//! 64-bit set, then the colours of the parts of units that locked colours read (see
//! [`OverlapIndex`]). Each rule looks only at what changed since it last ran: a queue of
//! new singles, and bitsets of the units and parts whose nodes lost colours.

use super::matching::Matching;
use super::overlaps::OverlapIndex;
use crate::colour::bits;
use crate::colour::compile::CompiledGraph;
use crate::colour::copy_on_branch::choice::{self, Candidate, View, Weights};
use crate::colour::copy_on_branch::driver::{Engine, Work};
use crate::colour::copy_on_branch::rules::{Pass, Propagate, Rule, fixpoint};
use crate::colour::palette::{Colour, is_single};
use crate::colour::trace::{Step, Why};

/// The node-domain engine of a compiled graph and its overlap index.
pub(crate) struct NodeDomains<'t> {
    pub(super) graph: &'t CompiledGraph,
    pub(super) index: &'t OverlapIndex,
}

impl<'t> NodeDomains<'t> {
    /// The engine of `graph`, whose overlaps `index` indexes.
    pub(crate) fn new(graph: &'t CompiledGraph, index: &'t OverlapIndex) -> NodeDomains<'t> {
        NodeDomains { graph, index }
    }
}

/// The node-domain engine's working state: queues that are empty between propagations.
pub(crate) struct Scratch {
    /// Nodes whose single colour still has to be removed from their neighbours.
    pub(super) queue: Vec<u32>,
    /// Units whose nodes lost colours since their last hidden-single scan (a bitset).
    pub(super) dirty: Vec<u64>,
    /// Units whose nodes lost colours since the last locked-colour pass (a bitset).
    pub(super) stale: Vec<u64>,
    /// Units whose nodes lost colours since their last all-different filtering (a bitset).
    pub(super) unmatched: Vec<u64>,
    /// Scratch space of all-different filtering, made on its first use.
    pub(super) matching: Option<Box<Matching>>,
    /// The overlaps a locked-colour pass visits (a bitset).
    pub(super) visit: Vec<u64>,
    /// Atoms (see [`OverlapIndex`]) with a node that narrowed since their colours in the
    /// frame were last computed, and units with such a node since their families' colours
    /// were (bitsets). They describe the frame being propagated only: each such atom or
    /// family belongs to a unit that the next locked-colour pass visits, so none is left at
    /// a full fixpoint, which is where frames are copied; a contradiction drops its frame
    /// and clears them.
    pub(super) atoms_changed: Vec<u64>,
    pub(super) families_changed: Vec<u64>,
}

impl Scratch {
    /// Notes that node v lost colours: its units and atoms need a new look.
    pub(super) fn touched(&mut self, engine: &NodeDomains, v: usize) {
        let words = self
            .dirty
            .iter_mut()
            .zip(&mut self.stale)
            .zip(&mut self.unmatched)
            .zip(&mut self.families_changed);
        for ((((dirty, stale), unmatched), families), &mask) in words.zip(engine.graph.units_of(v))
        {
            *dirty |= mask;
            *stale |= mask;
            *unmatched |= mask;
            *families |= mask;
        }
        for &t in engine.index.atoms_of(v) {
            bits::insert(&mut self.atoms_changed, t as usize);
        }
    }

    pub(super) fn clear(&mut self) {
        self.queue.clear();
        self.dirty.fill(0);
        self.stale.fill(0);
        self.unmatched.fill(0);
        self.atoms_changed.fill(0);
        self.families_changed.fill(0);
    }
}

impl Engine for NodeDomains<'_> {
    type Word = u64;
    type Scratch = Scratch;

    fn node_count(&self) -> usize {
        self.graph.len()
    }

    /// The node domains, then the colours of the atoms and families of the overlap index.
    fn width(&self) -> usize {
        self.graph.len() + self.index.frame_words()
    }

    fn scratch(&self) -> Scratch {
        let units = bits::words(self.graph.unit_count());
        Scratch {
            queue: Vec::with_capacity(self.graph.len()),
            dirty: vec![0; units],
            stale: vec![0; units],
            unmatched: vec![0; units],
            matching: None,
            visit: vec![0; self.index.overlap_words()],
            atoms_changed: vec![0; self.index.atom_words()],
            families_changed: vec![0; units],
        }
    }

    fn start(&self, allowed: &[u64], frame: &mut [u64], scratch: &mut Scratch) -> bool {
        let graph = self.graph;
        // The colours of every atom and family are computed on first use.
        scratch.atoms_changed.fill(u64::MAX);
        scratch.families_changed.fill(u64::MAX);
        for u in 0..graph.unit_count() {
            bits::insert(&mut scratch.dirty, u);
            bits::insert(&mut scratch.stale, u);
            bits::insert(&mut scratch.unmatched, u);
        }
        for (v, (d, (&initial, &allowed))) in frame
            .iter_mut()
            .zip(graph.initial.iter().zip(allowed))
            .enumerate()
        {
            *d = initial & allowed;
            match *d {
                0 => return false,
                d if is_single(d) => scratch.queue.push(v as u32),
                _ => {}
            }
        }
        true
    }

    fn propagate(&self, frame: &mut [u64], work: &mut Work<Scratch>) -> bool {
        let consistent = fixpoint(self, frame, work);
        if !consistent {
            work.scratch.clear();
            work.trace.log(|depth| Step::Contradiction { depth });
        }
        consistent
    }

    fn domain(&self, frame: &[u64], v: usize) -> u64 {
        frame[v]
    }

    fn choose(&self, frame: &[u64], weights: &Weights, rng: &mut u64) -> Option<(usize, u64)> {
        let view = DomainView {
            graph: self.graph,
            domains: frame,
        };
        choice::choose(self.graph.len(), &view, weights, rng)
    }

    /// Sets v's colours to `d`, noting where propagation must look again.
    fn narrow(&self, frame: &mut [u64], v: usize, d: u64, why: Why, work: &mut Work<Scratch>) {
        frame[v] = d;
        work.scratch.touched(self, v);
        if is_single(d) {
            work.scratch.queue.push(v as u32);
            work.trace.narrowed(v, d, why);
        }
    }

    fn colouring(&self, frame: &[u64], colours: &mut Vec<Colour>) {
        colours.extend(
            frame[..self.graph.len()]
                .iter()
                .map(|d| d.trailing_zeros() as Colour),
        );
    }

    fn interchangeable(&self, frame: &[u64], c: u64) -> u64 {
        bits::held_alike(frame[..self.graph.len()].iter().copied(), c)
    }
}

impl Propagate for NodeDomains<'_> {
    // Inlined at each call, where `rule` is a constant: the match is then resolved at
    // compile time and each rule's code sits in the fixpoint loop.
    #[inline(always)]
    fn pass(&self, rule: Rule, frame: &mut [u64], work: &mut Work<Scratch>) -> Pass {
        match rule {
            Rule::NakedSingles => self.naked_singles(frame, work),
            Rule::HiddenSingles => self.hidden_singles(frame, work),
            Rule::LockedColours => self.locked_colours(frame, work),
            Rule::AllDifferent => self.all_different(frame, work),
        }
    }
}

impl NodeDomains<'_> {
    /// Notes a contradiction where unit u lost every place of a colour.
    pub(super) fn blame_unit(&self, work: &mut Work<Scratch>, u: usize) {
        work.weights.blame_unit(self.graph.unit(u));
    }
}

/// Node-domain frames as seen by branching.
pub(crate) struct DomainView<'a> {
    /// The graph the frame colours.
    pub(crate) graph: &'a CompiledGraph,
    /// Each node's colours left.
    pub(crate) domains: &'a [u64],
}

impl View for DomainView<'_> {
    fn domain(&self, v: usize) -> u64 {
        self.domains[v]
    }

    fn most_constrained(&self, start: usize, weights: &Weights) -> Option<usize> {
        let n = self.graph.len();
        let mut best = Candidate::default();
        for (rank, v) in (start..n).chain(0..start).enumerate() {
            let count = self.domains[v].count_ones();
            if count > 1 {
                best.offer(v, rank, u64::from(count), weights.weight(v));
            }
        }
        best.node()
    }

    fn neighbours_with(&self, v: usize, c: u64) -> u32 {
        let neighbours = self.graph.neighbours(v);
        neighbours
            .iter()
            .filter(|&&u| self.domains[u as usize] & c != 0)
            .count() as u32
    }
}
