//! Colour planes: for graphs of at most 128 nodes, the colours left are held per colour as
//! the bitset of nodes that can still take it, so each propagation rule handles every node
//! (or every node of a unit) with one word operation. The rules are those of the node-domain
//! search (naked singles, hidden singles, locked colours); branching is shared with it.

use super::search::{Candidate, Engine, HALL_MIN_UNIT, View, Why, Work, choose};
use super::{Colour, Tables};

/// Most nodes a graph may have for colour planes: node sets are 128-bit masks.
const MAX_NODES: usize = 128;

/// Most units a graph may have for colour planes: unit sets are 64-bit masks.
const MAX_UNITS: usize = 64;

/// Nodes per entry of the chunk tables (see [`Chunks`]): 256 entries each, so that 81 nodes
/// take 11 lookups per node set, in 44 KiB per kind of table. Measured on the 9×9 sets:
/// six nodes (14 lookups in 14 KiB, within the first-level cache) took 6 % more
/// instructions and ran 0 to 4 % slower; four nodes (21 lookups) slower still.
const CHUNK: usize = 8;

// Chunks must not straddle the two 64-bit halves of a node set.
const _: () = assert!(64 % CHUNK == 0);

/// The nodes of a node set, lowest first, taken a 64-bit half at a time: each step is
/// cheaper than on the 128-bit set.
fn each(nodes: u128) -> Each {
    Each {
        low: nodes as u64,
        high: (nodes >> 64) as u64,
    }
}

/// The 64-bit half of a node set that holds node v, whose bit there is `v % 64`: testing a
/// node shifts a 64-bit word instead of a 128-bit one.
fn half(nodes: u128, v: usize) -> u64 {
    if v < 64 {
        nodes as u64
    } else {
        (nodes >> 64) as u64
    }
}

/// Which units hold at least one, and which at least two, of a set of nodes: a unit that
/// holds exactly one place of a colour is where that colour must go.
#[derive(Clone, Copy, Debug, Default)]
struct UnitCounts {
    once: u64,
    twice: u64,
}

/// What chunk tables hold of a node set, given what they hold of two disjoint parts of it.
trait Union: Copy + Default {
    fn union(self, other: Self) -> Self;
}

impl Union for UnitCounts {
    fn union(self, other: UnitCounts) -> UnitCounts {
        UnitCounts {
            once: self.once | other.once,
            twice: self.twice | other.twice | self.once & other.once,
        }
    }
}

/// A set of overlap parts (see [`OverlapGroup`]).
impl Union for u128 {
    fn union(self, other: u128) -> u128 {
        self | other
    }
}

/// An iterator over the nodes of a node set (see [`each`]).
struct Each {
    low: u64,
    high: u64,
}

impl Iterator for Each {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.low != 0 {
            let v = self.low.trailing_zeros() as usize;
            self.low &= self.low - 1;
            Some(v)
        } else if self.high != 0 {
            let v = self.high.trailing_zeros() as usize;
            self.high &= self.high - 1;
            Some(64 + v)
        } else {
            None
        }
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

/// Node bitsets compiled from the tables, for graphs small enough for colour planes.
#[derive(Clone, Debug)]
pub(super) struct PlaneTables {
    /// Every node.
    all: u128,
    /// Each node's neighbours. The per-node, per-unit and per-part tables have room for
    /// the most nodes, units and parts, so that indices from a set need no bounds checks.
    neighbours: Box<[u128; MAX_NODES]>,
    /// Each unit's nodes.
    units: Box<[u128; MAX_UNITS]>,
    /// Each node's units.
    node_units: Box<[u64; MAX_NODES]>,
    /// For node sets, the units that hold one of them and those that hold two.
    chunk_units: Chunks<UnitCounts>,
    /// Every unit.
    all_units: u64,
    /// The overlaps of two units, in groups of at most 64.
    overlaps: Vec<OverlapGroup>,
}

/// Tables indexed by a chunk of [`CHUNK`] nodes and its bits: entry b of the chunk starting
/// at node f describes the nodes f + j for each bit j of b, so that a node set is described
/// with one lookup per chunk, without a branch. The first `low` chunks cover the low half
/// of a node set.
#[derive(Clone, Debug)]
struct Chunks<T> {
    tables: Vec<[T; 1 << CHUNK]>,
    low: usize,
}

impl<T: Union> Chunks<T> {
    /// The chunk tables of a graph of n nodes whose node v is described by `node(v)`.
    fn new(n: usize, node: impl Fn(usize) -> T) -> Chunks<T> {
        let tables = (0..n)
            .step_by(CHUNK)
            .map(|first| {
                let nodes: Vec<T> = (first..n.min(first + CHUNK)).map(&node).collect();
                // Each entry from the one without its lowest node, lower in the table.
                let mut table = [T::default(); 1 << CHUNK];
                for bits in 1..1usize << nodes.len() {
                    let lowest = nodes[bits.trailing_zeros() as usize];
                    table[bits] = table[bits & (bits - 1)].union(lowest);
                }
                table
            })
            .collect();
        Chunks {
            tables,
            low: n.min(64).div_ceil(CHUNK),
        }
    }

    /// What the tables hold of `nodes`.
    fn read(&self, nodes: u128) -> T {
        let (low, high) = self.tables.split_at(self.low);
        let mut total = T::default();
        for (tables, mut bits) in [(low, nodes as u64), (high, (nodes >> 64) as u64)] {
            for table in tables {
                total = total.union(table[bits as usize & ((1 << CHUNK) - 1)]);
                bits >>= CHUNK;
            }
        }
        total
    }
}

/// Up to 64 overlaps of two units X and Y (each sharing two nodes or more, and not all),
/// for locked colours: a colour whose places in Y all lie in the shared nodes must take its
/// place in X there, so it leaves X outside Y; so an overlap where the colour has places in
/// exactly one of X outside Y and Y outside X clears that one.
#[derive(Clone, Debug)]
struct OverlapGroup {
    /// For node sets, which outer parts they meet: bit 2i is overlap i's nodes of X outside
    /// Y, bit 2i + 1 its nodes of Y outside X.
    meets: Chunks<u128>,
    /// Each outer part's nodes, by its bit.
    parts: Box<[u128; 128]>,
}

/// Where colours lost places since each rule last looked at them, so that propagation
/// passes over colours that lost nothing. Losses are noted for hidden singles, which hand
/// each colour's on to locked colours: locked colours run only after a hidden-single pass
/// that took every colour's losses and changed nothing, so none is missed, and a removal
/// costs one mark instead of two.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Dirty {
    /// For hidden singles: per colour, the nodes that lost it. Only tested for emptiness,
    /// but a set of colours (one bit per colour, set from `lost != 0`) measured 5–7 % more
    /// instructions per puzzle on 17-clue, top1465 and forum_hardest.
    hidden: [u128; HALL_MIN_UNIT],
    /// For locked colours: the colours that lost places.
    locked: u32,
}

impl Dirty {
    /// Notes that colour c left the nodes `lost`.
    fn mark(&mut self, c: usize, lost: u128) {
        self.hidden[c] |= lost;
    }
}

impl PlaneTables {
    /// The plane tables of a graph with at most [`MAX_NODES`] nodes and [`MAX_UNITS`] units,
    /// too small for all-different filtering (the one rule planes leave out); `None`
    /// otherwise.
    pub(super) fn compile(tables: &Tables) -> Option<PlaneTables> {
        let n = tables.len();
        let unit_count = tables.unit_count();
        if n > MAX_NODES || unit_count > MAX_UNITS || tables.k >= HALL_MIN_UNIT {
            return None;
        }
        let set = |nodes: &[u32]| nodes.iter().fold(0u128, |m, &v| m | 1 << v);
        let node_units = |v: usize| tables.units_of(v).first().copied().unwrap_or(0);
        let parts: Vec<u128> = tables
            .overlaps
            .iter()
            .flat_map(|o| [o.only_a, o.only_b])
            .map(|part| set(tables.overlap_part(part)))
            .collect();
        Some(PlaneTables {
            all: if n == MAX_NODES {
                u128::MAX
            } else {
                (1u128 << n) - 1
            },
            neighbours: table(n, |v| set(tables.neighbours(v))),
            units: table(unit_count, |u| set(tables.unit(u))),
            node_units: table(n, node_units),
            chunk_units: Chunks::new(n, |v| UnitCounts {
                once: node_units(v),
                twice: 0,
            }),
            all_units: u64::MAX.checked_shr(64 - unit_count as u32).unwrap_or(0),
            overlaps: parts
                .chunks(128)
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

/// The colour-plane representation. A frame is k planes, plane c the nodes that can still
/// take colour c, then one word of the nodes whose single colour has been removed from
/// their neighbours ("settled"), then per colour the units where a settled node has it (a
/// unit set in the low half of a word): hidden singles look no more for that colour there.
///
/// `K` is the number of colours when fixed at compile time, so that the loops over colours
/// unroll and frame indices need no bounds checks; 0 takes it from the tables. The search
/// fixes it for nine colours, the classic Sudoku (measured there: 6 % to 9 % fewer
/// instructions per puzzle).
pub(super) struct Planes<'t, const K: usize> {
    tables: &'t Tables,
    planes: &'t PlaneTables,
}

impl<'t, const K: usize> Planes<'t, K> {
    /// The plane engine of a graph whose plane tables are `planes`; with `K` nonzero, the
    /// graph must have K colours.
    pub(super) fn new(tables: &'t Tables, planes: &'t PlaneTables) -> Planes<'t, K> {
        assert!(
            K == 0 || K == tables.k,
            "planes built for {K} colours, graph has {}",
            tables.k
        );
        Planes { tables, planes }
    }

    /// The number of colours.
    fn k(&self) -> usize {
        if K == 0 { self.tables.k } else { K }
    }

    /// Where a frame holds the units where colour c is placed: after the k planes and the
    /// settled nodes.
    fn placed(&self, c: usize) -> usize {
        self.k() + 1 + c
    }

    /// The units where colour c is not placed yet: the only ones that may hold a hidden
    /// single of c.
    fn open_units(&self, frame: &[u128], c: usize) -> u64 {
        self.planes.all_units & !(frame[self.placed(c)] as u64)
    }

    /// The units holding at least one and at least two of `nodes`, a chunk of nodes at a
    /// time.
    fn unit_counts(&self, nodes: u128) -> UnitCounts {
        self.planes.chunk_units.read(nodes)
    }

    /// Completes settling node v with colour c: c leaves v's neighbours and is placed in
    /// v's units.
    fn place(&self, frame: &mut [u128], c: usize, v: usize, dirty: &mut Dirty) {
        Self::remove(frame, c, self.planes.neighbours[v], dirty);
        frame[self.placed(c)] |= u128::from(self.planes.node_units[v]);
    }

    /// Removes `nodes` from plane c, noting where it lost places. Without a branch: noting
    /// the units of the nodes lost here instead (a loop of varying length per removal) took
    /// fewer instructions but mispredicted a third more branches, and measured slower
    /// (17-clue, one thread, alternating runs: 84k against 99k puzzles/s).
    fn remove(frame: &mut [u128], c: usize, nodes: u128, dirty: &mut Dirty) {
        dirty.mark(c, frame[c] & nodes);
        frame[c] &= !nodes;
    }

    /// Settles every node left with one colour, as often as that makes new ones: the naked
    /// singles of all nodes at once. False when a node has no colour left.
    fn naked_singles(&self, frame: &mut [u128], work: &mut Work) -> bool {
        let k = self.k();
        loop {
            // Bit-sliced counts: `once` has a colour left, `twice` two or more.
            let (mut once, mut twice) = (0u128, 0u128);
            for &plane in &frame[..k] {
                twice |= once & plane;
                once |= plane;
            }
            let empty = self.planes.all & !once;
            if empty != 0 {
                work.blame_node(empty.trailing_zeros() as usize);
                return false;
            }
            let singles = once & !twice & !frame[k];
            if singles == 0 {
                return true;
            }
            frame[k] |= singles;
            // The colour of each single, bit-sliced: bit b of its colour is its bit in
            // `index[b]` (k < 16 colours: four bits). Read without a search over the
            // planes, whose exit would depend on the colour.
            let mut index = [0u128; 4];
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
                let mut rest = (singles >> first) as u64;
                while rest != 0 {
                    let i = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let c = (0..4).fold(0, |c, b| c | ((index[b] >> i) as usize & 1) << b);
                    let v = first + i;
                    // A single settled just before may have taken this node's colour.
                    if half(frame[c], v) >> i & 1 == 0 {
                        work.blame_node(v);
                        return false;
                    }
                    self.place(frame, c, v, &mut work.plane_dirty);
                }
            }
        }
    }

    /// For each colour marked for hidden singles, a unit where it has one place left puts it
    /// there. Returns whether anything changed, or `None` when a unit has no place for a
    /// colour.
    ///
    /// The units with one place and those with none are read for all units of a colour at
    /// once, from the unit counts of its plane (11 lookups on 9×9), instead of testing each
    /// unit where the colour lost a place (measured on 17-clue puzzles: 467 such tests and
    /// 58 lookups of the units of the lost places per puzzle).
    fn hidden_singles(&self, frame: &mut [u128], work: &mut Work) -> Option<bool> {
        let k = self.k();
        let mut changed = false;
        for c in 0..k {
            let lost = std::mem::take(&mut work.plane_dirty.hidden[c]);
            if lost == 0 {
                continue;
            }
            work.plane_dirty.locked |= 1 << c;
            let plane = frame[c];
            let counts = self.unit_counts(plane);
            let open = self.open_units(frame, c);
            let empty = open & !counts.once;
            if empty != 0 {
                work.blame_unit(self.tables, empty.trailing_zeros() as usize);
                return None;
            }
            // An open unit has no settled node of colour c, so its one place is unsettled.
            let mut single = open & !counts.twice;
            if single == 0 {
                continue;
            }
            let mut pinned = 0u128;
            while single != 0 {
                pinned |= plane & self.planes.units[single.trailing_zeros() as usize];
                single &= single - 1;
            }
            changed = true;
            // Every colour but c leaves the pinned nodes; c is masked out rather than
            // skipped, so that the loop has no data-dependent branch.
            for other in 0..k {
                let leaving = pinned & u128::from(other != c).wrapping_neg();
                Self::remove(frame, other, leaving, &mut work.plane_dirty);
            }
            // Settled at once, so that the colours scanned next see them placed.
            frame[k] |= pinned;
            for v in each(pinned) {
                self.place(frame, c, v, &mut work.plane_dirty);
            }
        }
        Some(changed)
    }

    /// For each colour that lost places since the last pass, in each overlap of two units:
    /// when the colour has places in exactly one of the two outer parts, it leaves that
    /// part (see [`OverlapGroup`]). Returns whether anything changed.
    ///
    /// All overlaps of a colour are read at once, from chunk tables of the outer parts its
    /// plane meets (11 lookups on 9×9, whose 54 overlaps make one group), instead of testing
    /// unit by unit each overlap where it lost places: those nested loops of varying length
    /// mispredicted most of the branches of hard puzzles.
    ///
    /// Runs after hidden singles found every unit with a place for each colour; a colour
    /// whose places are all settled nodes is then placed once in each unit and can lock
    /// nothing, so it is passed over before its overlaps are read (measured with unit scans:
    /// without this check, 17-clue puzzles took 1 % more instructions).
    fn locked_colours(&self, frame: &mut [u128], dirty: &mut Dirty) -> bool {
        /// The first part of every overlap: bit 2i of a part set.
        const FIRST: u128 = u128::MAX / 3;
        let k = self.k();
        let mut changed = false;
        let colours = std::mem::take(&mut dirty.locked);
        for c in 0..k {
            if colours >> c & 1 == 0 || frame[c] & !frame[k] == 0 {
                continue;
            }
            let mut leaving = 0u128;
            for group in &self.planes.overlaps {
                let meets = group.meets.read(frame[c]);
                let partners = (meets & FIRST) << 1 | (meets >> 1) & FIRST;
                let mut cleared = meets & !partners;
                while cleared != 0 {
                    leaving |= group.parts[cleared.trailing_zeros() as usize];
                    cleared &= cleared - 1;
                }
            }
            if leaving != 0 {
                changed = true;
                Self::remove(frame, c, leaving, dirty);
            }
        }
        changed
    }
}

impl<const K: usize> Engine for Planes<'_, K> {
    type Word = u128;
    const UNIT_SCRATCH: bool = false;

    fn tables(&self) -> &Tables {
        self.tables
    }

    fn width(&self) -> usize {
        2 * self.k() + 1
    }

    fn start(&self, allowed: &[u64], frame: &mut [u128], work: &mut Work) -> bool {
        // Nodes that may take every colour go into every plane at once; only the others are
        // read colour by colour.
        let colours_of = |v: usize| self.tables.initial[v] & allowed[v];
        // Without a branch (which nodes are given follows no pattern), and shifting by one
        // place at a time, from the last node down, rather than by the node's index.
        let free = (0..self.tables.len()).rev().fold(0u128, |free, v| {
            free << 1 | u128::from(colours_of(v) == self.tables.full)
        });
        frame.fill(free);
        frame[self.k()..].fill(0);
        for v in each(self.planes.all & !free) {
            let mut colours = colours_of(v);
            while colours != 0 {
                frame[colours.trailing_zeros() as usize] |= 1 << v;
                colours &= colours - 1;
            }
        }
        work.plane_dirty = Dirty {
            hidden: [self.planes.all; HALL_MIN_UNIT],
            locked: u32::MAX,
        };
        true
    }

    fn propagate(&self, frame: &mut [u128], work: &mut Work) -> bool {
        let consistent = self.fixpoint(frame, work);
        work.plane_dirty = Dirty::default();
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
        let mut colours = vec![0; self.tables.len()];
        for (c, &plane) in frame[..self.k()].iter().enumerate() {
            for v in each(plane) {
                colours[v] = c as Colour;
            }
        }
        colours
    }

    fn choose(&self, frame: &[u128], work: &Work, rng: &mut u64) -> Option<(usize, u64)> {
        // A frame with every node settled is a colouring: no need to count colours.
        if self.planes.all & !frame[self.k()] == 0 {
            return None;
        }
        choose(self.tables, &PlaneView::new(self, frame), work, rng)
    }

    fn narrow(&self, frame: &mut [u128], v: usize, d: u64, _why: Why, work: &mut Work) {
        for c in (0..self.k()).filter(|&c| d >> c & 1 == 0) {
            Self::remove(frame, c, 1 << v, &mut work.plane_dirty);
        }
    }
}

impl<const K: usize> Planes<'_, K> {
    /// Propagates to a fixpoint, cheapest rule first; false on a contradiction.
    fn fixpoint(&self, frame: &mut [u128], work: &mut Work) -> bool {
        loop {
            if !self.naked_singles(frame, work) {
                return false;
            }
            match self.hidden_singles(frame, work) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            if work.singles_only || !self.locked_colours(frame, &mut work.plane_dirty) {
                return true;
            }
        }
    }
}

/// A colour-plane frame as seen by branching, with the colour counts of all nodes
/// bit-sliced: bit i of node v's count is bit v of `sliced[i]`.
pub(super) struct PlaneView<'a, const K: usize> {
    planes: &'a Planes<'a, K>,
    frame: &'a [u128],
    sliced: [u128; 4],
}

impl<'a, const K: usize> PlaneView<'a, K> {
    pub(super) fn new(planes: &'a Planes<'a, K>, frame: &'a [u128]) -> PlaneView<'a, K> {
        // k < 16 colours: four bits, each plane added as a ripple carry.
        let mut sliced = [0u128; 4];
        for &plane in &frame[..planes.k()] {
            let mut carry = plane;
            for bit in &mut sliced {
                let next = *bit & carry;
                *bit ^= carry;
                carry = next;
            }
        }
        PlaneView {
            planes,
            frame,
            sliced,
        }
    }
}

impl<const K: usize> View for PlaneView<'_, K> {
    fn domain(&self, v: usize) -> u64 {
        self.planes.domain(self.frame, v)
    }

    fn most_constrained(&self, start: usize, work: &Work) -> Option<usize> {
        // The open nodes are the unsettled ones: a propagated frame has settled every node
        // left with one colour. They are offered a colour count at a time, fewest first:
        // once no node with this many colours could beat or tie the best even at the
        // heaviest weight, the rest need not be read.
        let open = self.planes.planes.all & !self.frame[self.planes.k()];
        let from_start = u128::MAX.checked_shl(start as u32).unwrap_or(0);
        let heaviest = work.heaviest();
        let n = self.planes.tables.len();
        let mut best = Candidate::default();
        for count in 2..=self.planes.k() as u64 {
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
                best.offer(v, rank, count, work.weight(v));
            }
        }
        best.node()
    }

    fn neighbours_with(&self, v: usize, c: u64) -> u32 {
        (self.frame[c.trailing_zeros() as usize] & self.planes.planes.neighbours[v]).count_ones()
    }
}
