//! The node-domain engine, for any graph: a frame holds each node's colours left as a
//! colour set (a word up to 64 colours, wider beyond), then the colours of the parts of units that locked colours read (see
//! [`OverlapIndex`]). Each rule looks only at what changed since it last ran: a queue of
//! new singles, and bitsets of the units and parts whose nodes lost colours.

use super::matching::Matching;
use super::overlaps::OverlapIndex;
use crate::bits;
use crate::colour::Colour;
use crate::colour_set::{self, ColourSet, Wide};
use crate::compile::CompiledGraph;
use crate::copy_on_branch::choice::{self, Candidate, View, Weights};
use crate::copy_on_branch::driver::{Representation, Work};
use crate::copy_on_branch::propagation::{Pass, Propagate, Rule, fixpoint};
use crate::reuse::Word;
use crate::trace::{Step, Why};

/// The node-domain engine of a compiled graph and its overlap index, on colour sets of
/// type `S`.
pub(crate) struct NodeDomains<'t, S = u64> {
    pub(super) graph: &'t CompiledGraph,
    pub(super) index: &'t OverlapIndex,
    /// The k colours.
    pub(super) full: S,
}

impl<'t, S: ColourSet> NodeDomains<'t, S> {
    /// The engine of `graph`, whose overlaps `index` indexes.
    pub(crate) fn new(graph: &'t CompiledGraph, index: &'t OverlapIndex) -> NodeDomains<'t, S> {
        NodeDomains {
            graph,
            index,
            full: S::first(graph.k),
        }
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
    pub(super) fn touched<S>(&mut self, engine: &NodeDomains<S>, v: usize) {
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

impl<S: ColourSet> NodeDomains<'_, S> {
    /// At the root of a graph whose units are all its edges (no neighbour lists): takes
    /// each unit's single colours from the unit's other nodes in one pass per unit, rather
    /// than one pass over every mate of every single, which on a large grid, mostly given,
    /// is most of the work. The nodes left single by it are queued, as their colours may
    /// still be in other units. False when a unit holds a colour twice or a node has none.
    fn clear_units(&self, allowed: &[S], frame: &mut [S], scratch: &mut Scratch) -> bool {
        let graph = self.graph;
        for u in 0..graph.unit_count() {
            let mut held = S::EMPTY;
            for &v in graph.unit(u) {
                let d = frame[v as usize];
                if d.is_single() {
                    if !(held & d).is_empty() {
                        return false;
                    }
                    held |= d;
                }
            }
            if held.is_empty() {
                continue;
            }
            for &v in graph.unit(u) {
                let d = &mut frame[v as usize];
                if !d.is_single() {
                    *d &= !held;
                    if d.is_empty() {
                        return false;
                    }
                }
            }
        }
        let given = |v: usize| (self.full & allowed[v]).is_single();
        let singled = (frame.iter().take(graph.len()).enumerate())
            .filter(|&(v, d)| d.is_single() && !given(v))
            .map(|(v, _)| v as u32);
        scratch.queue.extend(singled);
        true
    }
}

impl<S: DomainSet> Representation for NodeDomains<'_, S> {
    type Word = S;
    type Set = S;
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

    fn start(&self, allowed: &[S], frame: &mut [S], scratch: &mut Scratch) -> bool {
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
            // A node's initial colours are none (a self-loop) or all k.
            *d = if initial == 0 {
                S::EMPTY
            } else {
                self.full & allowed
            };
            if d.is_empty() {
                return false;
            }
            if d.is_single() && graph.keeps_lists() {
                scratch.queue.push(v as u32);
            }
        }
        graph.keeps_lists() || self.clear_units(allowed, frame, scratch)
    }

    fn propagate(&self, frame: &mut [S], work: &mut Work<Scratch>) -> bool {
        let consistent = fixpoint(self, frame, work);
        if !consistent {
            work.scratch.clear();
            work.trace.log(|depth| Step::Contradiction { depth });
        }
        consistent
    }

    fn domain(&self, frame: &[S], v: usize) -> S {
        frame[v]
    }

    fn choose(&self, frame: &[S], weights: &Weights, rng: &mut u64) -> Option<(usize, S)> {
        let view = DomainView {
            graph: self.graph,
            domains: frame,
        };
        choice::choose(self.graph.len(), &view, weights, rng)
    }

    /// Sets v's colours to `d`, noting where propagation must look again.
    fn narrow(&self, frame: &mut [S], v: usize, d: S, why: Why, work: &mut Work<Scratch>) {
        frame[v] = d;
        work.scratch.touched(self, v);
        if d.is_single() {
            work.scratch.queue.push(v as u32);
            work.trace.narrowed(v, d, why);
        }
    }

    fn colouring(&self, frame: &[S], colours: &mut Vec<Colour>) {
        colours.extend(
            frame[..self.graph.len()]
                .iter()
                .map(|d| d.first_colour() as Colour),
        );
    }

    fn interchangeable(&self, frame: &[S], c: S) -> S {
        colour_set::held_alike(frame[..self.graph.len()].iter().copied(), c)
    }
}

impl<S: DomainSet> Propagate for NodeDomains<'_, S> {
    // Inlined at each call, where `rule` is a constant: the match is then resolved at
    // compile time and each rule's code sits in the fixpoint loop.
    #[inline(always)]
    fn pass(&self, rule: Rule, frame: &mut [S], work: &mut Work<Scratch>) -> Pass {
        match rule {
            Rule::NakedSingles => self.naked_singles(frame, work),
            Rule::HiddenSingles => self.hidden_singles(frame, work),
            Rule::LockedColours => self.locked_colours(frame, work),
            Rule::AllDifferent => S::all_different(self, frame, work),
        }
    }
}

impl<S> NodeDomains<'_, S> {
    /// Notes a contradiction where unit u lost every place of a colour.
    pub(super) fn blame_unit(&self, work: &mut Work<Scratch>, u: usize) {
        work.weights.blame_unit(self.graph.unit(u));
    }
}

/// A colour set the node-domain engine runs on, with what all-different filtering does on
/// it: the matching's bitsets are one word, so sets of one word filter and wider ones skip
/// the rule (the other rules still propagate every colour).
pub(crate) trait DomainSet: ColourSet + Word {
    /// All-different filtering's pass on the units that lost colours since the last one.
    fn all_different(
        engine: &NodeDomains<Self>,
        domains: &mut [Self],
        work: &mut Work<Scratch>,
    ) -> Pass;
}

impl DomainSet for u64 {
    #[inline(always)]
    fn all_different(engine: &NodeDomains, domains: &mut [u64], work: &mut Work<Scratch>) -> Pass {
        engine.all_different(domains, work)
    }
}

impl<const W: usize> DomainSet for Wide<W> {
    fn all_different(_: &NodeDomains<Self>, _: &mut [Self], _: &mut Work<Scratch>) -> Pass {
        Pass::Unchanged
    }
}

/// Node-domain frames as seen by branching.
pub(crate) struct DomainView<'a, S = u64> {
    /// The graph the frame colours.
    pub(crate) graph: &'a CompiledGraph,
    /// Each node's colours left.
    pub(crate) domains: &'a [S],
}

impl<S: ColourSet> View for DomainView<'_, S> {
    type Set = S;

    fn domain(&self, v: usize) -> S {
        self.domains[v]
    }

    fn most_constrained(&self, start: usize, weights: &Weights) -> Option<usize> {
        let n = self.graph.len();
        let mut best = Candidate::default();
        for (rank, v) in (start..n).chain(0..start).enumerate() {
            let count = self.domains[v].len();
            if count > 1 {
                best.offer(v, rank, u64::from(count), weights.weight(v));
            }
        }
        best.node()
    }

    fn neighbours_with(&self, v: usize, c: S) -> u32 {
        let has = |u: u32| !(self.domains[u as usize] & c).is_empty();
        match self.graph.neighbour_list(v) {
            Some(neighbours) => neighbours.iter().filter(|&&u| has(u)).count() as u32,
            None => self.graph.unit_mates(v).filter(|&u| has(u)).count() as u32,
        }
    }
}
