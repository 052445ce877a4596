//! The graph compiled once for every engine: flat neighbour and unit tables and the
//! overlaps of units, so that the search never walks the source graph.

use petgraph::visit::{IntoNeighbors, IntoNodeIdentifiers, NodeIndexable};

use super::bits;
use super::colour::{Colour, MAX_COLOURS, WORD_COLOURS, first_colours};
use super::config::UNIT_GRAPH_MAX_LIST_ENTRIES;
use super::error::ColourError;

/// The compact form of a graph that every engine runs on. Nodes are numbered by the graph's
/// node index.
#[derive(Clone, Debug)]
pub(crate) struct CompiledGraph {
    /// Colours in use: bits `0..k` (every bit when k is past 64: see
    /// [`CompiledGraph::for_walk`]).
    pub(crate) full: u64,
    /// Each node's colours before any pre-colouring (empty for a node with a self-loop).
    pub(crate) initial: Vec<u64>,
    /// Neighbours of node v are `neighbours[neighbour_start[v]..neighbour_start[v + 1]]`;
    /// both are empty when the units' nodes are the neighbours (see
    /// [`CompiledGraph::of_units`]).
    neighbour_start: Vec<u32>,
    neighbours: Vec<u32>,
    /// Unit u's nodes are `unit_nodes[u * k..(u + 1) * k]`.
    unit_nodes: Vec<u32>,
    /// Units holding node v, as a bitset of `unit_words` words at `unit_masks[v * unit_words..]`.
    unit_masks: Vec<u64>,
    unit_words: usize,
    /// Pairs of units sharing two or more nodes (a box and a row, say), for locked colours.
    pub(crate) overlaps: Vec<Overlap>,
    /// Node lists the overlaps point into.
    overlap_nodes: Vec<u32>,
    /// Colours.
    pub(crate) k: usize,
}

/// Two units A and B that share nodes. A colour that A can place only in the shared part
/// is placed there for B too, so it leaves the rest of B (and the same the other way).
#[derive(Clone, Debug)]
pub(crate) struct Overlap {
    /// The two units, A and B.
    pub(crate) units: (u32, u32),
    /// `overlap_nodes[shared.0..shared.1]`: nodes in both.
    pub(crate) shared: (u32, u32),
    /// Nodes only in A.
    pub(crate) only_a: (u32, u32),
    /// Nodes only in B.
    pub(crate) only_b: (u32, u32),
}

/// A graph's neighbour lists by node index: edges read in both directions, each list
/// sorted and without repeats or the node itself.
pub(crate) struct Adjacency {
    /// Node v's neighbours, by increasing index.
    pub(crate) lists: Vec<Vec<u32>>,
    /// The nodes with a self-loop (left out of their lists).
    pub(crate) looped: Vec<bool>,
}

impl Adjacency {
    /// The adjacency of `n` nodes without edges.
    pub(crate) fn empty(n: usize) -> Adjacency {
        Adjacency {
            lists: vec![Vec::new(); n],
            looped: vec![false; n],
        }
    }
}

/// The neighbour lists of any petgraph graph (see [`Adjacency`]).
pub(crate) fn adjacency<G>(graph: G) -> Adjacency
where
    G: IntoNeighbors + IntoNodeIdentifiers + NodeIndexable,
{
    let n = graph.node_bound();
    let mut lists: Vec<Vec<u32>> = vec![Vec::new(); n];
    for node in graph.node_identifiers() {
        let v = graph.to_index(node);
        for other in graph.neighbors(node) {
            let u = graph.to_index(other);
            lists[v].push(u as u32);
            lists[u].push(v as u32);
        }
    }
    let mut looped = vec![false; n];
    for (v, list) in lists.iter_mut().enumerate() {
        list.sort_unstable();
        list.dedup();
        if let Ok(at) = list.binary_search(&(v as u32)) {
            list.remove(at);
            looped[v] = true;
        }
    }
    Adjacency { lists, looped }
}

impl CompiledGraph {
    /// Compiles a graph, given as its [`adjacency`], for `colours` colours with units given
    /// as node indices; refuses what [`Colourer::new`](super::Colourer::new) documents.
    pub(crate) fn new(
        adjacency: Adjacency,
        colours: usize,
        units: &[Vec<usize>],
    ) -> Result<CompiledGraph, ColourError> {
        within_colours(colours)?;
        Self::compile(adjacency, colours, units)
    }

    /// Compiles the graph whose edges join the nodes of each unit and nothing else (a
    /// Sudoku grid's), for `colours` colours, from its units alone: past 64 colours
    /// without neighbour lists, which for a 400×400 grid would hold 190 million entries, as
    /// the units list every neighbour of a node already (see [`CompiledGraph::unit_mates`]).
    pub(crate) fn of_units(
        n: usize,
        colours: usize,
        units: &[Vec<usize>],
    ) -> Result<CompiledGraph, ColourError> {
        within_colours(colours)?;
        // A node past n, or twice in one unit, makes no clique of the unit.
        let clique = |unit: &Vec<usize>| {
            let mut nodes = unit.clone();
            nodes.sort_unstable();
            nodes.dedup();
            nodes.len() == unit.len() && nodes.last().is_none_or(|&v| v < n)
        };
        if let Some(unit) = units.iter().position(|unit| !clique(unit)) {
            return Err(ColourError::UnitNotClique { unit });
        }
        let entries = units
            .len()
            .saturating_mul(colours * colours.saturating_sub(1));
        if colours <= WORD_COLOURS || entries <= UNIT_GRAPH_MAX_LIST_ENTRIES {
            let mut lists = vec![Vec::new(); n];
            for unit in units {
                for &a in unit {
                    lists[a].extend(unit.iter().filter(|&&b| b != a).map(|&b| b as u32));
                }
            }
            for list in &mut lists {
                list.sort_unstable();
                list.dedup();
            }
            let looped = vec![false; n];
            return Self::compile(Adjacency { lists, looped }, colours, units);
        }
        let mut graph = Self::compile(Adjacency::empty(n), colours, &[])?;
        graph.neighbour_start.clear();
        let (unit_nodes, unit_masks, unit_words) = unit_tables(n, colours, units)?;
        let (overlaps, overlap_nodes) = find_overlaps(n, colours, &unit_nodes);
        Ok(CompiledGraph {
            unit_nodes,
            unit_masks,
            unit_words,
            overlaps,
            overlap_nodes,
            ..graph
        })
    }

    /// Compiles a graph for local search alone ([`walk::alone`](super::walk::alone)), for
    /// any number of colours: without units, and with [`CompiledGraph::full`] every bit
    /// when k is past 64, which only local search, keeping its own colour sets, takes.
    pub(crate) fn for_walk(adjacency: Adjacency, colours: usize) -> CompiledGraph {
        Self::compile(adjacency, colours, &[]).expect("a graph without units compiles")
    }

    /// Compiles a graph for `colours` colours, checking its units.
    fn compile(
        adjacency: Adjacency,
        colours: usize,
        units: &[Vec<usize>],
    ) -> Result<CompiledGraph, ColourError> {
        let Adjacency { lists, looped } = adjacency;
        let n = lists.len();
        let full = first_colours(colours.min(WORD_COLOURS));
        let initial = looped.iter().map(|&l| if l { 0 } else { full }).collect();
        let mut neighbour_start = Vec::with_capacity(n + 1);
        let mut neighbours = Vec::new();
        neighbour_start.push(0);
        for list in &lists {
            neighbours.extend_from_slice(list);
            neighbour_start.push(neighbours.len() as u32);
        }
        for (u, unit) in units.iter().enumerate() {
            for (i, &a) in unit.iter().enumerate() {
                for &b in &unit[i + 1..] {
                    if a >= n || lists[a].binary_search(&(b as u32)).is_err() {
                        return Err(ColourError::UnitNotClique { unit: u });
                    }
                }
            }
        }
        let (unit_nodes, unit_masks, unit_words) = unit_tables(n, colours, units)?;
        let (overlaps, overlap_nodes) = find_overlaps(n, colours, &unit_nodes);
        Ok(CompiledGraph {
            full,
            initial,
            neighbour_start,
            neighbours,
            unit_nodes,
            unit_masks,
            unit_words,
            overlaps,
            overlap_nodes,
            k: colours,
        })
    }

    /// Number of nodes.
    pub(crate) fn len(&self) -> usize {
        self.initial.len()
    }

    /// True when `colours` gives every node one of its colours and no two neighbours the
    /// same one: the check a colouring from outside the systematic searches (local search,
    /// an idle thread's walk) must pass before it is reported.
    pub(crate) fn is_proper(&self, colours: &[Colour]) -> bool {
        // A node's initial colours are none (a self-loop) or all k.
        colours.len() == self.len()
            && colours.iter().enumerate().all(|(v, &c)| {
                (c as usize) < self.k
                    && self.initial[v] != 0
                    && match self.neighbour_list(v) {
                        Some(list) => list.iter().all(|&w| colours[w as usize] != c),
                        None => self.unit_mates(v).all(|w| colours[w as usize] != c),
                    }
            })
    }

    /// The neighbours of node v, in a graph that keeps neighbour lists (see
    /// [`CompiledGraph::neighbour_list`]).
    pub(crate) fn neighbours(&self, v: usize) -> &[u32] {
        &self.neighbours[self.neighbour_start[v] as usize..self.neighbour_start[v + 1] as usize]
    }

    /// The neighbours of node v, or `None` when the graph keeps no lists and
    /// [`CompiledGraph::unit_mates`] are its neighbours.
    #[inline]
    pub(crate) fn neighbour_list(&self, v: usize) -> Option<&[u32]> {
        self.keeps_lists().then(|| self.neighbours(v))
    }

    /// Whether the graph keeps neighbour lists (see [`CompiledGraph::of_units`]).
    pub(crate) fn keeps_lists(&self) -> bool {
        !self.neighbour_start.is_empty()
    }

    /// The other nodes of node v's units, some more than once: v's neighbours in a graph
    /// compiled [`of_units`](CompiledGraph::of_units).
    pub(crate) fn unit_mates(&self, v: usize) -> impl Iterator<Item = u32> + '_ {
        let units = self.units_of(v).iter().enumerate();
        units
            .flat_map(|(i, &word)| bits::ones(word).map(move |bit| 64 * i + bit))
            .flat_map(|u| self.unit(u).iter().copied())
            .filter(move |&u| u as usize != v)
    }

    /// Number of units.
    pub(crate) fn unit_count(&self) -> usize {
        self.unit_nodes.len() / self.k.max(1)
    }

    /// The nodes of unit u.
    pub(crate) fn unit(&self, u: usize) -> &[u32] {
        &self.unit_nodes[u * self.k..(u + 1) * self.k]
    }

    /// The units holding node v, as a bitset over units.
    pub(crate) fn units_of(&self, v: usize) -> &[u64] {
        &self.unit_masks[v * self.unit_words..(v + 1) * self.unit_words]
    }

    /// The nodes of one part of an overlap ([`Overlap::shared`], `only_a` or `only_b`).
    pub(crate) fn overlap_part(&self, range: (u32, u32)) -> &[u32] {
        &self.overlap_nodes[range.0 as usize..range.1 as usize]
    }
}

/// Refuses more colours than [`MAX_COLOURS`].
fn within_colours(colours: usize) -> Result<(), ColourError> {
    if colours > MAX_COLOURS {
        return Err(ColourError::TooManyColours {
            colours,
            most: MAX_COLOURS,
        });
    }
    Ok(())
}

/// The units' nodes end to end, checked to be k each, and the units of each node as
/// bitsets over units with the words per bitset.
fn unit_tables(
    n: usize,
    k: usize,
    units: &[Vec<usize>],
) -> Result<(Vec<u32>, Vec<u64>, usize), ColourError> {
    let mut unit_nodes = Vec::with_capacity(units.len() * k);
    for (u, unit) in units.iter().enumerate() {
        if unit.len() != k {
            return Err(ColourError::UnitSize {
                unit: u,
                size: unit.len(),
                colours: k,
            });
        }
        unit_nodes.extend(unit.iter().map(|&v| v as u32));
    }
    let (unit_masks, unit_words) = index_units(n, k, &unit_nodes);
    Ok((unit_nodes, unit_masks, unit_words))
}

/// The units of each node, as bitsets over units, and the words per bitset.
fn index_units(n: usize, k: usize, unit_nodes: &[u32]) -> (Vec<u64>, usize) {
    let unit_words = bits::words(unit_nodes.len() / k.max(1));
    let mut unit_masks = vec![0u64; n * unit_words];
    if k > 0 {
        for (u, unit) in unit_nodes.chunks_exact(k).enumerate() {
            for &v in unit {
                let v = v as usize;
                bits::insert(&mut unit_masks[v * unit_words..(v + 1) * unit_words], u);
            }
        }
    }
    (unit_masks, unit_words)
}

/// The overlaps between units (pairs sharing two nodes or more, but not all), in order of
/// their first and then second unit, and the node lists their parts point into.
///
/// Each unit meets only the units of its own nodes, so the shared counts are gathered
/// through the nodes' units and each overlap's parts are read with node marks: time in
/// the units' sizes and overlaps, not in the square of the number of units (1,200 units of
/// 400 nodes on a 400×400 grid).
fn find_overlaps(n: usize, k: usize, unit_nodes: &[u32]) -> (Vec<Overlap>, Vec<u32>) {
    let units: Vec<&[u32]> = if k == 0 {
        Vec::new()
    } else {
        unit_nodes.chunks_exact(k).collect()
    };
    // Lists of each node's units, not the bitsets of `index_units`: on a 400×400 grid a
    // node's three units are three entries against a 19-word set.
    let mut units_of = vec![Vec::new(); n];
    for (u, unit) in units.iter().enumerate() {
        for &v in *unit {
            units_of[v as usize].push(u as u32);
        }
    }
    let mut overlaps = Vec::new();
    let mut overlap_nodes = Vec::new();
    let (mut in_a, mut in_b) = (vec![false; n], vec![false; n]);
    // Nodes each later unit shares with unit a, and those units in the order met.
    let mut shared_with = vec![0usize; units.len()];
    let mut met = Vec::new();
    for (a, unit_a) in units.iter().enumerate() {
        for &v in *unit_a {
            in_a[v as usize] = true;
            for &b in units_of[v as usize].iter().filter(|&&b| b as usize > a) {
                if shared_with[b as usize] == 0 {
                    met.push(b);
                }
                shared_with[b as usize] += 1;
            }
        }
        met.sort_unstable();
        for b in met.drain(..) {
            let shared = std::mem::take(&mut shared_with[b as usize]);
            if shared < 2 || shared == k {
                continue;
            }
            let unit_b = units[b as usize];
            unit_b.iter().for_each(|&v| in_b[v as usize] = true);
            let mut part = |nodes: &[u32], keep: &[bool], wanted: bool| {
                let start = overlap_nodes.len() as u32;
                overlap_nodes.extend(nodes.iter().filter(|&&v| keep[v as usize] == wanted));
                (start, overlap_nodes.len() as u32)
            };
            let shared = part(unit_b, &in_a, true);
            let only_a = part(unit_a, &in_b, false);
            let only_b = part(unit_b, &in_a, false);
            overlaps.push(Overlap {
                units: (a as u32, b),
                shared,
                only_a,
                only_b,
            });
            unit_b.iter().for_each(|&v| in_b[v as usize] = false);
        }
        unit_a.iter().for_each(|&v| in_a[v as usize] = false);
    }
    (overlaps, overlap_nodes)
}
