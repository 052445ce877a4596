//! Which units hold one and which two of a node set, as the chunk tables store it: packed
//! in one word when the graph has few units, as on 9×9 grids.

use super::chunks::{Chunks, Union};

/// Most units whose counts pack into one word (see [`Packed`]).
const PACKED_UNITS: usize = 32;

/// Which units hold at least one, and which at least two, of a set of nodes: a unit that
/// holds exactly one place of a colour is where that colour must go.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct UnitCounts {
    /// Units holding one or more of the nodes.
    pub(super) once: u64,
    /// Units holding two or more.
    pub(super) twice: u64,
}

impl Union for UnitCounts {
    fn union(self, other: UnitCounts) -> UnitCounts {
        UnitCounts {
            once: self.once | other.once,
            twice: self.twice | other.twice | self.once & other.once,
        }
    }
}

/// [`UnitCounts`] of at most [`PACKED_UNITS`] units in one word, `once` in the low half
/// and `twice` in the high: a union is one load and four operations on one word, and the
/// tables take half the cache.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Packed(u64);

impl Union for Packed {
    fn union(self, other: Packed) -> Packed {
        // The units in both parts' low halves move up into the high half; what the high
        // halves hold in common shifts out.
        Packed(self.0 | other.0 | (self.0 & other.0) << PACKED_UNITS)
    }
}

/// The chunk tables of the unit counts, packed when the graph's units allow.
#[derive(Clone, Debug)]
pub(super) enum UnitChunks {
    /// At most [`PACKED_UNITS`] units.
    Packed(Chunks<Packed>),
    /// Up to 64 units.
    Wide(Chunks<UnitCounts>),
}

impl UnitChunks {
    /// The tables of a graph of n nodes and `units` units, node v in the units
    /// `node_units(v)`.
    pub(super) fn new(n: usize, units: usize, node_units: impl Fn(usize) -> u64) -> UnitChunks {
        if units <= PACKED_UNITS {
            UnitChunks::Packed(Chunks::new(n, |v| Packed(node_units(v))))
        } else {
            UnitChunks::Wide(Chunks::new(n, |v| UnitCounts {
                once: node_units(v),
                twice: 0,
            }))
        }
    }

    /// The units that hold one and two of `nodes`.
    #[inline]
    pub(super) fn read(&self, nodes: u128) -> UnitCounts {
        match self {
            UnitChunks::Packed(chunks) => {
                let Packed(word) = chunks.read(nodes);
                UnitCounts {
                    once: word & (u64::MAX >> PACKED_UNITS),
                    twice: word >> PACKED_UNITS,
                }
            }
            UnitChunks::Wide(chunks) => chunks.read(nodes),
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::{Chunks, PACKED_UNITS, UnitChunks, UnitCounts};

    /// The units holding one and two of `nodes`, counted node by node.
    fn counted(node_units: &[u64], nodes: u128) -> UnitCounts {
        let mut counts = UnitCounts::default();
        for (v, &units) in node_units.iter().enumerate() {
            if nodes >> v & 1 == 1 {
                counts.twice |= counts.once & units;
                counts.once |= units;
            }
        }
        counts
    }

    proptest! {
        #[test]
        fn packed_and_wide_tables_count_alike(
            node_units in proptest::collection::vec(any::<u32>(), 1..=128),
            nodes in any::<u128>(),
        ) {
            let node_units: Vec<u64> = node_units.into_iter().map(u64::from).collect();
            let n = node_units.len();
            let nodes = nodes & u128::MAX >> (128 - n);
            let expected = counted(&node_units, nodes);
            let packed = UnitChunks::new(n, PACKED_UNITS, |v| node_units[v]);
            prop_assert!(matches!(packed, UnitChunks::Packed(_)));
            let wide = UnitChunks::Wide(Chunks::new(n, |v| UnitCounts {
                once: node_units[v],
                twice: 0,
            }));
            for tables in [packed, wide] {
                let counts = tables.read(nodes);
                prop_assert_eq!((counts.once, counts.twice), (expected.once, expected.twice));
            }
        }
    }
}
