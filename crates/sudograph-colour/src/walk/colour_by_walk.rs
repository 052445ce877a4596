//! Local search alone, on any graph and up to [`MAX_COLOURS`] colours: what the
//! chromatic search runs past the learning engine's
//! [`WORD_COLOURS`](crate::WORD_COLOURS), its colour sets as wide as the graph
//! needs (a word up to 64 colours, two, four or eight words beyond), chosen once per graph.

use crate::request::Limits;
use crate::stop::Stop;

use petgraph::visit::{IntoNeighbors, IntoNodeIdentifiers, NodeIndexable};

use super::tabu::Tabu;
use crate::colour::{Colour, MAX_COLOURS};
use crate::colour_set::{ColourSet, Wide};
use crate::compile::{CompiledGraph, adjacency};
use crate::error::ColourError;

/// Looks for a colouring of `graph` with `colours` colours that keeps `precolouring`, by
/// local search alone (TabuCol with weighed clashes, as in the colourer's turns), until it
/// has done `work` — in the unit the engines' turns are counted in
/// (the tuning constant `FIRST_TURN_WORK`) — or the deadline of `limits` passes or they are
/// cancelled.
///
/// Local search proves nothing, but on graphs with many colourings it finds one far sooner
/// than an exact search. `seed` makes its choices, the same on every machine.
///
/// # Arguments
/// * `graph`: any petgraph graph (edges read as undirected).
/// * `colours`: k, at most [`MAX_COLOURS`].
/// * `precolouring`: a colour or `None` per node index.
/// * `start`: a colouring to start from, such as a colouring with more colours to mend
///   (a node's colour past k, or other than its pre-colouring, is chosen afresh); `None`
///   starts from a greedy colouring.
///
/// # Returns
/// A proper colouring, checked edge by edge, or `None` when the walk found none (which
/// does not mean there is none); an error when k is too large or the pre-colouring's
/// length is not the node bound.
///
/// # Complexity
/// Each move weighs the colours of the nodes in a clash: O(clashing nodes · k), plus the
/// moved node's degree.
///
/// # Examples
/// ```
/// use petgraph::graph::UnGraph;
/// use sudograph_colour::{Limits, colour_by_walk};
/// // The complete graph on 70 nodes needs 70 colours, past the exact engines' 64.
/// let mut edges = Vec::new();
/// for a in 0..70u32 {
///     edges.extend((a + 1..70).map(|b| (a, b)));
/// }
/// let graph = UnGraph::<(), ()>::from_edges(edges);
/// let found = colour_by_walk(&graph, 70, &[None; 70], None, 100_000_000, 1, &Limits::default()).unwrap();
/// let colouring = found.expect("70 colours for 70 nodes");
/// let mut colours = colouring.clone();
/// colours.sort_unstable();
/// colours.dedup();
/// assert_eq!(colours.len(), 70);
/// ```
///
/// Galinier and Hao, "Hybrid evolutionary algorithms for graph coloring", J. Comb. Optim.
/// 3 (1999), for TabuCol as it runs here.
pub fn colour_by_walk<G>(
    graph: G,
    colours: usize,
    precolouring: &[Option<Colour>],
    start: Option<&[Colour]>,
    work: u64,
    seed: u64,
    limits: &Limits,
) -> Result<Option<Vec<Colour>>, ColourError>
where
    G: IntoNeighbors + IntoNodeIdentifiers + NodeIndexable,
{
    if colours > MAX_COLOURS {
        return Err(ColourError::TooManyColours {
            colours,
            most: MAX_COLOURS,
        });
    }
    let compiled = CompiledGraph::for_walk(adjacency(graph), colours);
    if precolouring.len() != compiled.len() {
        return Err(ColourError::PrecolouringLength {
            expected: compiled.len(),
            found: precolouring.len(),
        });
    }
    let walk = Walk {
        graph: &compiled,
        precolouring,
        start,
        work,
        seed,
        stop: limits.stop(),
    };
    let found = match colours {
        0..=64 => walk.run::<u64>(),
        65..=128 => walk.run::<Wide<2>>(),
        129..=256 => walk.run::<Wide<4>>(),
        _ => walk.run::<Wide<8>>(),
    };
    Ok(found)
}

/// One walk's request, checked.
struct Walk<'a> {
    graph: &'a CompiledGraph,
    precolouring: &'a [Option<Colour>],
    start: Option<&'a [Colour]>,
    work: u64,
    seed: u64,
    stop: Stop<'a>,
}

impl Walk<'_> {
    /// The walk on colour sets of type `S`, and the check of what it finds.
    fn run<S: ColourSet>(&self) -> Option<Vec<Colour>> {
        let (graph, precolouring) = (self.graph, self.precolouring);
        let k = graph.k;
        if graph.len() == 0 {
            return Some(Vec::new());
        }
        if k == 0 || precolouring.iter().flatten().any(|&c| c as usize >= k) {
            return None;
        }
        let domains: Vec<S> = precolouring
            .iter()
            .map(|pre| pre.map_or(S::first(k), |c| S::single(c as usize)))
            .collect();
        let start = self.start.filter(|start| start.len() == graph.len());
        let mut tabu = Tabu::new(graph, &domains, start, self.seed);
        if !tabu.run(self.work, &self.stop) {
            return None;
        }
        let colouring = tabu.colouring();
        let kept = precolouring
            .iter()
            .zip(colouring)
            .all(|(pre, &c)| pre.is_none_or(|p| p == c));
        (kept && graph.is_proper(colouring)).then(|| colouring.to_vec())
    }
}
