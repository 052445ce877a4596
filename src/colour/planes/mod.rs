//! Colour planes, the engine for graphs of at most 128 nodes and 64 units: the colours left
//! are held per colour as the bitset of nodes that can still take it, so each propagation
//! rule handles every node (or every node of a unit) with a few word operations. The rules
//! are those of node domains but all-different filtering, which is why planes serve only
//! graphs with fewer colours than that rule needs.

mod locked;
mod singles;
mod tables;
mod view;

pub(crate) use self::tables::PlaneTables;

pub(crate) use self::view::PlaneView;
use crate::colour::bits::{self, each, half};
use crate::colour::compile::CompiledGraph;
use crate::colour::palette::Colour;
use crate::colour::search::branch::{self, Weights};
use crate::colour::search::rules::{Pass, Propagate, Rule, fixpoint};
use crate::colour::search::trace::Why;
use crate::colour::search::{Engine, Work};

/// Bits of the bit-sliced colour numbers and colour counts of a frame's nodes.
const SLICE_BITS: usize = 4;

/// Most colours a graph may have for colour planes: every colour number and every count
/// of colours fits in [`SLICE_BITS`] bits.
pub(crate) const MAX_COLOURS: usize = (1 << SLICE_BITS) - 1;

const _: () = assert!(MAX_COLOURS < 1 << SLICE_BITS);

/// Where colours lost places since each rule last looked at them, so that propagation
/// passes over colours that lost nothing: the plane engine's working state. Losses are
/// noted for hidden singles, which hand each colour's on to locked colours: locked colours
/// run only after a hidden-single pass that took every colour's losses and changed nothing,
/// so none is missed, and a removal costs one mark instead of two.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Dirty {
    /// For hidden singles: per colour, the nodes that lost it (only tested for emptiness;
    /// why not a set of colours is told in `benches/README.md`). Room for every colour
    /// number a slice can hold, 16, which measured faster than exactly the 15 planes use.
    hidden: [u128; 1 << SLICE_BITS],
    /// For locked colours: the colours that lost places.
    locked: u32,
}

impl Dirty {
    /// Notes that colour c left the nodes `lost`.
    fn mark(&mut self, c: usize, lost: u128) {
        self.hidden[c] |= lost;
    }
}

/// The colour-plane engine. A frame is k planes, plane c the nodes that can still take
/// colour c, then one word of the nodes whose single colour has been removed from their
/// neighbours ("settled"), then per colour the units where a settled node has it (a unit
/// set in the low half of a word): hidden singles look no more for that colour there.
///
/// `K` is the number of colours when fixed at compile time, so that the loops over colours
/// unroll and frame indices need no bounds checks; 0 takes it from the graph. The search
/// fixes it for nine colours, the classic Sudoku.
pub(crate) struct Planes<'t, const K: usize> {
    graph: &'t CompiledGraph,
    tables: &'t PlaneTables,
}

impl<'t, const K: usize> Planes<'t, K> {
    /// The plane engine of a graph whose plane tables are `tables`; with `K` nonzero, the
    /// graph must have K colours.
    pub(crate) fn new(graph: &'t CompiledGraph, tables: &'t PlaneTables) -> Planes<'t, K> {
        assert!(
            K == 0 || K == graph.k,
            "planes built for {K} colours, graph has {}",
            graph.k
        );
        Planes { graph, tables }
    }

    /// The number of colours.
    fn k(&self) -> usize {
        if K == 0 { self.graph.k } else { K }
    }

    /// Where a frame holds the units where colour c is placed: after the k planes and the
    /// settled nodes.
    fn placed(&self, c: usize) -> usize {
        self.k() + 1 + c
    }

    /// Completes settling node v with colour c: c leaves v's neighbours and is placed in
    /// v's units.
    fn place(&self, frame: &mut [u128], c: usize, v: usize, dirty: &mut Dirty) {
        Self::remove(frame, c, self.tables.neighbours[v], dirty);
        frame[self.placed(c)] |= u128::from(self.tables.node_units[v]);
    }

    /// Removes `nodes` from plane c, noting where it lost places. Without a branch on
    /// whether it lost any: which removals do follows no pattern.
    fn remove(frame: &mut [u128], c: usize, nodes: u128, dirty: &mut Dirty) {
        dirty.mark(c, frame[c] & nodes);
        frame[c] &= !nodes;
    }
}

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

impl<const K: usize> Engine for Planes<'_, K> {
    type Word = u128;
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

    fn colouring(&self, frame: &[u128]) -> Vec<Colour> {
        let mut colours = vec![0; self.graph.len()];
        for (c, &plane) in frame[..self.k()].iter().enumerate() {
            for v in each(plane) {
                colours[v] = c as Colour;
            }
        }
        colours
    }

    fn choose(&self, frame: &[u128], weights: &Weights, rng: &mut u64) -> Option<(usize, u64)> {
        // A frame with every node settled is a colouring: no need to count colours.
        if self.tables.all & !frame[self.k()] == 0 {
            return None;
        }
        branch::choose(self.graph.len(), &PlaneView::new(self, frame), weights, rng)
    }

    fn narrow(&self, frame: &mut [u128], v: usize, d: u64, _why: Why, work: &mut Work<Dirty>) {
        for c in (0..self.k()).filter(|&c| d >> c & 1 == 0) {
            Self::remove(frame, c, 1 << v, &mut work.scratch);
        }
    }
}
