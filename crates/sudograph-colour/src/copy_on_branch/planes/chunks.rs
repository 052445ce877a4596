//! Chunk tables, which describe a whole node set with one lookup per chunk of nodes.

/// Nodes per entry of the chunk tables (see [`Chunks`]): each table has 2^CHUNK_NODES
/// entries (the trade-off between lookups and table size is measured in
/// `benches/README.md`).
const CHUNK_NODES: usize = 8;

// Chunks must not straddle the two 64-bit halves of a node set.
const _: () = assert!(64 % CHUNK_NODES == 0);

/// What chunk tables hold of a node set, given what they hold of two disjoint parts of it.
pub(super) trait Union: Copy + Default {
    fn union(self, other: Self) -> Self;
}

/// Tables indexed by a chunk of [`CHUNK_NODES`] nodes and its bits: entry b of the chunk
/// starting at node f describes the nodes f + j for each bit j of b, so that a node set is
/// described with one lookup per chunk, without a branch. The first `low` chunks cover the
/// low half of a node set.
#[derive(Clone, Debug)]
pub(super) struct Chunks<T> {
    tables: Vec<[T; 1 << CHUNK_NODES]>,
    low: usize,
}

impl<T: Union> Chunks<T> {
    /// The chunk tables of a graph of n nodes whose node v is described by `node(v)`.
    pub(super) fn new(n: usize, node: impl Fn(usize) -> T) -> Chunks<T> {
        let tables = (0..n)
            .step_by(CHUNK_NODES)
            .map(|first| {
                let nodes: Vec<T> = (first..n.min(first + CHUNK_NODES)).map(&node).collect();
                // Each entry from the one without its lowest node, lower in the table.
                let mut table = [T::default(); 1 << CHUNK_NODES];
                for bits in 1..1usize << nodes.len() {
                    let lowest = nodes[bits.trailing_zeros() as usize];
                    table[bits] = table[bits & (bits - 1)].union(lowest);
                }
                table
            })
            .collect();
        Chunks {
            tables,
            low: n.min(64).div_ceil(CHUNK_NODES),
        }
    }

    /// What the tables hold of `nodes`.
    pub(super) fn read(&self, nodes: u128) -> T {
        let (low, high) = self.tables.split_at(self.low);
        let mut total = T::default();
        for (tables, mut bits) in [(low, nodes as u64), (high, (nodes >> 64) as u64)] {
            for table in tables {
                total = total.union(table[bits as usize & ((1 << CHUNK_NODES) - 1)]);
                bits >>= CHUNK_NODES;
            }
        }
        total
    }
}
