//! The graph's units indexed for the learning search: which units hold a node and where,
//! so that excluding a colour at a node updates the places left for that colour in each of
//! its units; and, per unit, its overlaps with other units, so that a colour whose places
//! in a unit all lie in another unit leaves the rest of that other unit (locked colours).

use crate::colour_set::ColourSet;
use crate::compile::CompiledGraph;

/// The units of each node, with the node's position in each, each unit's locks, and each
/// node's neighbours outside its units. Built once per colourer.
#[derive(Clone, Debug)]
pub(crate) struct UnitIndex<S = u64> {
    /// Node v's entries are `entries[start[v]..start[v + 1]]`.
    start: Vec<u32>,
    /// (unit, position of the node in the unit).
    entries: Vec<(u32, u32)>,
    /// Every unit's locks, unit by unit.
    locks: Vec<Lock<S>>,
    /// The locks of unit u whose shared part holds position p are
    /// `locks_at[locks_at_start[u * k + p]..locks_at_start[u * k + p + 1]]`, in order.
    locks_at_start: Vec<u32>,
    locks_at: Vec<u32>,
    /// Per unit, the widest of its locks' shared parts, from first position to last: a
    /// colour whose places spread wider closes none of them.
    spans: Vec<u32>,
    /// Nodes per unit (the number of colours).
    k: usize,
    /// Node v's neighbours that share no unit with it are
    /// `outside[outside_start[v]..outside_start[v + 1]]`, ascending; none for a node in no
    /// unit, whose neighbour list is read instead.
    outside_start: Vec<u32>,
    outside: Vec<u32>,
}

/// Unit A seen from its overlap with unit B: when a colour's places in A all lie in the
/// shared part, B's own nodes lose it (B must place it in the shared part too).
#[derive(Clone, Copy, Debug)]
pub(super) struct Lock<S> {
    /// A's positions in the shared part.
    pub(super) shared: S,
    /// The nodes only in A: the colour's absence there is the reason.
    pub(super) only_here: (u32, u32),
    /// Unit B.
    pub(super) there: u32,
    /// B's positions outside the shared part: its nodes there lose the colour.
    pub(super) only_there: S,
}

impl<S: ColourSet> UnitIndex<S> {
    /// Indexes the units of `graph`.
    ///
    /// # Complexity
    /// O(|V| + |E| + Σ_v Σ_{units of v} |unit|) time, O(|V| + |E| + Σ|unit|) memory.
    pub(crate) fn new(graph: &CompiledGraph) -> UnitIndex<S> {
        let n = graph.len();
        let mut lists: Vec<Vec<(u32, u32)>> = vec![Vec::new(); n];
        for u in 0..graph.unit_count() {
            for (position, &v) in graph.unit(u).iter().enumerate() {
                lists[v as usize].push((u as u32, position as u32));
            }
        }
        let mut start = Vec::with_capacity(n + 1);
        let mut entries = Vec::new();
        start.push(0);
        for list in lists {
            entries.extend(list);
            start.push(entries.len() as u32);
        }
        let full = S::first(graph.k);
        let mut by_unit: Vec<Vec<Lock<S>>> = vec![Vec::new(); graph.unit_count()];
        for overlap in &graph.overlaps {
            let shared = graph.overlap_part(overlap.shared);
            let positions = |u: u32| {
                let unit = graph.unit(u as usize);
                shared.iter().fold(S::EMPTY, |mask, v| {
                    mask | S::single(unit.iter().position(|w| w == v).expect("shared"))
                })
            };
            let (a, b) = overlap.units;
            by_unit[a as usize].push(Lock {
                shared: positions(a),
                only_here: overlap.only_a,
                there: b,
                only_there: full & !positions(b),
            });
            by_unit[b as usize].push(Lock {
                shared: positions(b),
                only_here: overlap.only_b,
                there: a,
                only_there: full & !positions(a),
            });
        }
        let mut locks = Vec::new();
        let mut locks_at_start = Vec::with_capacity(graph.unit_count() * graph.k + 1);
        let mut locks_at = Vec::new();
        let mut spans = Vec::with_capacity(graph.unit_count());
        locks_at_start.push(0);
        for list in by_unit {
            let mut at = vec![Vec::new(); graph.k];
            let span = list.iter().map(|lock| {
                let shared = lock.shared;
                shared.last_colour() - shared.first_colour()
            });
            spans.push(span.max().unwrap_or(0) as u32);
            for lock in &list {
                for p in lock.shared.ones() {
                    at[p].push(locks.len() as u32);
                }
                locks.push(*lock);
            }
            for ids in at {
                locks_at.extend(ids);
                locks_at_start.push(locks_at.len() as u32);
            }
        }
        let (outside_start, outside) = outside_units(graph, &start, &entries);
        UnitIndex {
            start,
            entries,
            locks,
            locks_at_start,
            locks_at,
            spans,
            k: graph.k,
            outside_start,
            outside,
        }
    }

    /// The locks of unit u whose shared part holds position p: those that can close when p
    /// is the first place a colour has left in u.
    pub(super) fn locks_at(&self, u: u32, p: usize) -> &[u32] {
        let at = u as usize * self.k + p;
        &self.locks_at[self.locks_at_start[at] as usize..self.locks_at_start[at + 1] as usize]
    }

    /// The widest span, first position to last, of unit u's locks' shared parts: a colour
    /// whose places in u spread wider closes none of them.
    pub(super) fn lock_span(&self, u: u32) -> usize {
        self.spans[u as usize] as usize
    }

    /// Lock number `id`.
    pub(super) fn lock(&self, id: u32) -> &Lock<S> {
        &self.locks[id as usize]
    }

    /// The units holding node v, each with v's position in it.
    pub(super) fn units_of(&self, v: usize) -> &[(u32, u32)] {
        &self.entries[self.start[v] as usize..self.start[v + 1] as usize]
    }

    /// Node v's neighbours that share no unit with it, ascending: the edges the units'
    /// places do not stand for. Empty for a node in no unit: its neighbour list is all of
    /// them.
    pub(super) fn outside(&self, v: usize) -> &[u32] {
        &self.outside[self.outside_start[v] as usize..self.outside_start[v + 1] as usize]
    }
}

/// Each node's neighbours outside all of its units, as a start per node and the lists,
/// given each node's units as `start` and `entries` index them. None for a node in no unit
/// (its list is read instead), nor in a graph without neighbour lists, whose units are its
/// edges.
///
/// # Complexity
/// O(Σ_v (degree(v) + Σ_{units of v} |unit|)) time.
fn outside_units(
    graph: &CompiledGraph,
    start: &[u32],
    entries: &[(u32, u32)],
) -> (Vec<u32>, Vec<u32>) {
    let n = graph.len();
    let mut outside_start = Vec::with_capacity(n + 1);
    let mut outside = Vec::new();
    outside_start.push(0);
    // mate[w] == v + 1: w shares a unit with v.
    let mut mate = vec![0usize; n];
    for v in 0..n {
        let units = &entries[start[v] as usize..start[v + 1] as usize];
        if let Some(list) = graph.neighbour_list(v).filter(|_| !units.is_empty()) {
            for &(u, _) in units {
                for &w in graph.unit(u as usize) {
                    mate[w as usize] = v + 1;
                }
            }
            outside.extend(list.iter().filter(|&&w| mate[w as usize] != v + 1));
        }
        outside_start.push(outside.len() as u32);
    }
    (outside_start, outside)
}
