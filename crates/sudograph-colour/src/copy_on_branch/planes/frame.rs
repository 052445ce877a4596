//! The colour-plane frame: the engine's state per colour and the marks of what changed.
use super::tables::PlaneTables;
use crate::compile::CompiledGraph;
use crate::config::ALLDIFF_MIN_COLOURS;

/// Bits of the bit-sliced colour numbers and colour counts of a frame's nodes.
pub(super) const SLICE_BITS: usize = 4;

/// Most colours a graph may have for colour planes: every colour number and every count
/// of colours fits in [`SLICE_BITS`] bits.
pub(crate) const MAX_PLANE_COLOURS: usize = (1 << SLICE_BITS) - 1;

const _: () = assert!(MAX_PLANE_COLOURS < 1 << SLICE_BITS);

// Colour planes leave out all-different filtering, so they may only serve graphs on which
// node domains would not run it either: both representations then search alike.
const _: () = assert!(MAX_PLANE_COLOURS < ALLDIFF_MIN_COLOURS);

/// Where colours lost places since each rule last looked at them, so that propagation
/// passes over colours that lost nothing: the plane engine's working state. Losses are
/// noted for hidden singles, which hand each colour's on to locked colours: locked colours
/// run only after a hidden-single pass that took every colour's losses and changed nothing,
/// so none is missed, and a removal costs one mark instead of two.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Dirty {
    /// For hidden singles: per colour, the nodes that lost it (only tested for emptiness;
    /// `benches/README.md` tells why not a set of colours). Room for every colour number a
    /// slice can hold, 16, one more than planes use.
    pub(super) hidden: [u128; 1 << SLICE_BITS],
    /// For locked colours: the colours that lost places.
    pub(super) locked: u32,
}

impl Dirty {
    /// Notes that colour c left the nodes `lost`.
    pub(super) fn mark(&mut self, c: usize, lost: u128) {
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
    pub(super) graph: &'t CompiledGraph,
    pub(super) tables: &'t PlaneTables,
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
    pub(super) fn k(&self) -> usize {
        if K == 0 { self.graph.k } else { K }
    }

    /// Where a frame holds the units where colour c is placed: after the k planes and the
    /// settled nodes.
    pub(super) fn placed(&self, c: usize) -> usize {
        self.k() + 1 + c
    }

    /// Completes settling node v with colour c: c leaves v's neighbours and is placed in
    /// v's units.
    pub(super) fn place(&self, frame: &mut [u128], c: usize, v: usize, dirty: &mut Dirty) {
        Self::remove(frame, c, self.tables.neighbours[v], dirty);
        frame[self.placed(c)] |= u128::from(self.tables.node_units[v]);
    }

    /// Removes `nodes` from plane c, noting where it lost places. Without a branch on
    /// whether it lost any: which removals do follows no pattern.
    pub(super) fn remove(frame: &mut [u128], c: usize, nodes: u128, dirty: &mut Dirty) {
        dirty.mark(c, frame[c] & nodes);
        frame[c] &= !nodes;
    }
}
