//! The node bitsets compiled for colour planes: neighbours and units as 128-bit node sets,
//! and the chunk tables of their units and overlaps.

use super::chunks::{Chunks, Union};
use super::unit_counts::UnitChunks;
use crate::compile::CompiledGraph;

/// Most nodes a graph may have for colour planes: node sets are 128-bit masks.
pub(super) const MAX_NODES: usize = 128;

/// Most units a graph may have for colour planes: unit sets are 64-bit masks.
pub(super) const MAX_UNITS: usize = 64;

/// Most overlap parts one group holds: part sets are 128-bit masks.
const GROUP_PARTS: usize = 128;

/// A set of overlap parts (see [`OverlapGroup`]).
impl Union for u128 {
    fn union(self, other: u128) -> u128 {
        self | other
    }
}

/// A table of N entries whose first `len` are `entry` of their index, the rest zero.
fn table<T: Copy + Default, const N: usize>(len: usize, entry: impl Fn(usize) -> T) -> Box<[T; N]> {
    let mut table = Box::new([T::default(); N]);
    for (i, slot) in table[..len].iter_mut().enumerate() {
        *slot = entry(i);
    }
    table
}

/// Node bitsets compiled from the graph, for graphs small enough for colour planes.
#[derive(Clone, Debug)]
pub(crate) struct PlaneTables {
    /// Every node.
    pub(super) all: u128,
    /// Each node's neighbours. The per-node, per-unit and per-part tables have room for
    /// the most nodes, units and parts, so that indices from a set need no bounds checks.
    pub(super) neighbours: Box<[u128; MAX_NODES]>,
    /// Each unit's nodes.
    pub(super) units: Box<[u128; MAX_UNITS]>,
    /// Each node's units.
    pub(super) node_units: Box<[u64; MAX_NODES]>,
    /// For node sets, the units that hold one of them and those that hold two.
    pub(super) chunk_units: UnitChunks,
    /// Every unit.
    pub(super) all_units: u64,
    /// The overlaps of two units, in groups of at most 64.
    pub(super) overlaps: Vec<OverlapGroup>,
}

/// Up to 64 overlaps of two units X and Y (each sharing two nodes or more, and not all),
/// for locked colours: a colour whose places in Y all lie in the shared nodes must take its
/// place in X there, so it leaves X outside Y; so an overlap where the colour has places in
/// exactly one of X outside Y and Y outside X clears that one.
#[derive(Clone, Debug)]
pub(super) struct OverlapGroup {
    /// For node sets, which outer parts they meet: bit 2i is overlap i's nodes of X outside
    /// Y, bit 2i + 1 its nodes of Y outside X.
    pub(super) meets: Chunks<u128>,
    /// Each outer part's nodes, by its bit.
    pub(super) parts: Box<[u128; GROUP_PARTS]>,
}

impl PlaneTables {
    /// The plane tables of a graph with at most [`MAX_NODES`] nodes, [`MAX_UNITS`] units and
    /// `max_colours` colours; `None` otherwise.
    pub(crate) fn new(graph: &CompiledGraph, max_colours: usize) -> Option<PlaneTables> {
        let n = graph.len();
        let unit_count = graph.unit_count();
        if n > MAX_NODES || unit_count > MAX_UNITS || graph.k > max_colours {
            return None;
        }
        let set = |nodes: &[u32]| nodes.iter().fold(0u128, |m, &v| m | 1 << v);
        let node_units = |v: usize| graph.units_of(v).first().copied().unwrap_or(0);
        let parts: Vec<u128> = graph
            .overlaps
            .iter()
            .flat_map(|o| [o.only_a, o.only_b])
            .map(|part| set(graph.overlap_part(part)))
            .collect();
        Some(PlaneTables {
            all: if n == MAX_NODES {
                u128::MAX
            } else {
                (1u128 << n) - 1
            },
            neighbours: table(n, |v| set(graph.neighbours(v))),
            units: table(unit_count, |u| set(graph.unit(u))),
            node_units: table(n, node_units),
            chunk_units: UnitChunks::new(n, unit_count, node_units),
            all_units: u64::MAX.checked_shr(64 - unit_count as u32).unwrap_or(0),
            overlaps: parts
                .chunks(GROUP_PARTS)
                .map(|group| OverlapGroup {
                    meets: Chunks::new(n, |v| {
                        group
                            .iter()
                            .enumerate()
                            .fold(0, |meets, (i, &part)| meets | (part >> v & 1) << i)
                    }),
                    parts: table(group.len(), |i| group[i]),
                })
                .collect(),
        })
    }
}
