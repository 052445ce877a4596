//! A k-colourer for any graph: constraint propagation plus backtracking that always branches
//! on the most constrained node (fewest colours left per conflict weight, a refinement of
//! DSATUR's rule). It knows nothing of Sudoku; told which node groups are k-cliques
//! ("units"), it also places a colour that has one place left in a unit.
//!
//! This file is the public API; the engine behind it is laid out one concept per file:
//!
//! - `palette`, `request`, `answer`, `error`: colours and colour sets, what a search is
//!   asked, what it answers, why a graph is refused;
//! - `compile`: the graph compiled once into flat neighbour, unit and overlap tables;
//! - `bits`, `rng`: bitset loops and the random stream of tie-breaks;
//! - `search`: the driver shared by both engines (the `Engine` trait, frames, binary
//!   branches, limits), with `rules` (the propagation rules and their fixpoint), `branch`
//!   (dom/wdeg, least constraining colour), `restart` (Luby schedule) and `trace`
//!   ([`Step`]);
//! - `domains`: the node-domain engine for any graph, one file per rule (`singles`,
//!   `locked`, `alldiff`), the overlap index that locked colours read (`overlaps`) and
//!   the matching behind all-different (`matching`);
//! - `learn`: the conflict-driven learning engine (its own module map there);
//! - `portfolio`: how a long search goes on with both engines taking turns;
//! - `tabu`: local search for one colouring (TabuCol), a third party to those turns;
//! - `helpers`: idle threads lent to a long search, each running a walk of its own;
//! - `planes`: the colour-plane engine for graphs of at most 128 nodes, one file per rule
//!   (`singles`, `locked`), its compiled `tables`, its branching `view` and the `engine`
//!   trait implementations that tie them to the search.
//!
//! No file imports one that imports it back: a parent module defines its types, its
//! children add rules and views to them.

mod answer;
mod bits;
mod compile;
mod domains;
mod error;
mod helpers;
mod learn;
mod palette;
mod planes;
mod portfolio;
mod request;
mod rng;
mod search;
mod tabu;
#[cfg(test)]
mod tests;

pub use self::answer::{Count, Outcome, Report, Stats};
pub use self::error::ColourError;
pub use self::helpers::IdleThreads;
pub use self::palette::{Colour, MAX_COLOURS, allowed_colours};
pub use self::request::{Learning, Limits, Request, Settings};
use self::search::spare;
pub use self::search::trace::Step;

pub(crate) use self::compile::adjacency;
pub(crate) use self::rng::next_random;

use petgraph::visit::{IntoNeighbors, IntoNodeIdentifiers, NodeIndexable};

use self::compile::CompiledGraph;
use self::domains::{NodeDomains, OverlapIndex, alldiff};
use self::learn::UnitIndex;
use self::planes::{PlaneTables, Planes};
use self::portfolio::FIRST_TURN;
use self::search::search;

/// Dead ends the copy-on-branch search may meet before [`Learning::Auto`] goes on with
/// the engines taking turns (measurements in `benches/README.md`). Dead ends, not nodes:
/// a count that finds many colourings spends many nodes without being hard.
const SWITCH_AUTO: u64 = 4_000;

/// Dead ends before [`Learning::Soon`] starts the turns: more than easy searches meet,
/// far fewer than [`SWITCH_AUTO`] (measurements in `benches/README.md`).
const SWITCH_SOON: u64 = 250;

// Colour planes leave out all-different filtering, so they may only serve graphs on which
// node domains would not run it either: both engines then search alike.
const _: () = assert!(planes::MAX_COLOURS < alldiff::MIN_COLOURS);

/// Search nodes explored by every search of this process so far, counted 256 at a time:
/// what a progress line can show while one long search runs, on any thread.
///
/// # Examples
/// ```
/// use petgraph::graph::UnGraph;
/// use sudograph::colour::{Colourer, Limits, nodes_searched};
/// // Counting the 3-colourings of a 12-node path explores thousands of search nodes.
/// let path = UnGraph::<(), ()>::from_edges((0..11).map(|v| (v, v + 1)));
/// let colourer = Colourer::new(&path, 3, &[]).unwrap();
/// let before = nodes_searched();
/// let (count, stats) = colourer.count(&[None; 12], u64::MAX, &Limits::default()).unwrap();
/// assert_eq!(count.found, 3 * 2u64.pow(11));
/// assert!(nodes_searched() - before >= stats.nodes / 256 * 256);
/// ```
pub fn nodes_searched() -> u64 {
    search::nodes_searched()
}

/// Hands a colouring's buffer back, for the next search on this thread to write its
/// colouring into: a batch that colours many small graphs then allocates nothing per search.
///
/// # Examples
/// ```
/// use petgraph::graph::UnGraph;
/// use sudograph::colour::{Colourer, Limits, Outcome, recycle};
/// let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2)]);
/// let colourer = Colourer::new(&g, 2, &[]).unwrap();
/// for _ in 0..3 {
///     let (outcome, _) = colourer.colour(&[None; 3], &Limits::default()).unwrap();
///     let Outcome::Coloured(colours) = outcome else { panic!("a path is 2-colourable") };
///     assert_eq!(colours, [0, 1, 0]);
///     recycle(colours);
/// }
/// ```
pub fn recycle(colouring: Vec<Colour>) {
    spare::give_colouring(colouring);
}

/// A graph compiled for colouring with k colours: flat neighbour and unit tables built once,
/// so the search never walks the source graph, and each engine's own index of them.
#[derive(Clone, Debug)]
pub struct Colourer {
    graph: CompiledGraph,
    /// The unit overlaps indexed for the node-domain engine.
    overlaps: OverlapIndex,
    /// The node bitsets of the colour-plane engine, when the graph is small enough.
    planes: Option<PlaneTables>,
    /// The units of each node, for the learning engine.
    units: UnitIndex,
}

impl Colourer {
    /// Compiles `graph` for colouring with `colours` colours.
    ///
    /// # Arguments
    /// * `graph`: any petgraph graph (edges are read as undirected; parallel edges are fine,
    ///   a self-loop makes its node uncolourable).
    /// * `colours`: k, at most [`MAX_COLOURS`].
    /// * `units`: groups of exactly k nodes that are pairwise neighbours. Each colour must then
    ///   appear once in each, which lets propagation place a colour with one place left.
    ///   Pass `&[]` for a plain graph.
    ///
    /// # Returns
    /// The compiled colourer, or an error when k is too large or a unit is not a k-clique.
    ///
    /// # Complexity
    /// O(|V| + |E| log Δ + Σ|unit|² log Δ) time, O(|V| + |E|) memory.
    ///
    /// # Examples
    /// ```
    /// use petgraph::graph::UnGraph;
    /// use sudograph::colour::{Colourer, Limits, Outcome};
    /// // A 5-cycle needs 3 colours.
    /// let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)]);
    /// let two = Colourer::new(&g, 2, &[]).unwrap();
    /// assert_eq!(two.colour(&[None; 5], &Limits::default()).unwrap().0, Outcome::NoColouring);
    /// let three = Colourer::new(&g, 3, &[]).unwrap();
    /// let (outcome, _) = three.colour(&[Some(2), None, None, None, None], &Limits::default()).unwrap();
    /// let Outcome::Coloured(colours) = outcome else { panic!("a 5-cycle is 3-colourable") };
    /// assert_eq!(colours[0], 2);
    /// assert!(g.edge_indices().all(|e| {
    ///     let (a, b) = g.edge_endpoints(e).unwrap();
    ///     colours[a.index()] != colours[b.index()]
    /// }));
    /// ```
    pub fn new<G>(
        graph: G,
        colours: usize,
        units: &[Vec<G::NodeId>],
    ) -> Result<Colourer, ColourError>
    where
        G: IntoNeighbors + IntoNodeIdentifiers + NodeIndexable,
    {
        let units: Vec<Vec<usize>> = units
            .iter()
            .map(|unit| unit.iter().map(|&node| graph.to_index(node)).collect())
            .collect();
        let graph = CompiledGraph::new(adjacency(graph), colours, &units)?;
        Ok(Colourer {
            overlaps: OverlapIndex::new(&graph),
            planes: PlaneTables::new(&graph, planes::MAX_COLOURS),
            units: UnitIndex::new(&graph),
            graph,
        })
    }

    /// Number of colours k.
    pub fn colours(&self) -> usize {
        self.graph.k
    }

    /// Number of nodes (the graph's node bound).
    pub fn node_count(&self) -> usize {
        self.graph.len()
    }

    /// Finds a proper colouring that keeps the pre-colouring.
    ///
    /// # Arguments
    /// * `precolouring`: one entry per node index, `Some(colour)` for a fixed node.
    /// * `limits`: when to give up.
    ///
    /// # Returns
    /// The outcome (a colouring, none exists, or gave up) and the search statistics; an
    /// error when the pre-colouring's length is not the node count.
    ///
    /// # Complexity
    /// Exponential in the worst case (k-colouring is NP-complete); memory O(|V| · depth).
    pub fn colour(
        &self,
        precolouring: &[Option<Colour>],
        limits: &Limits,
    ) -> Result<(Outcome, Stats), ColourError> {
        self.colour_with(precolouring, limits, &Settings::default())
    }

    /// [`Colourer::colour`] with a chosen [`Settings`]: a seeded random colour order, or
    /// singles-only propagation.
    ///
    /// # Examples
    /// ```
    /// use petgraph::graph::UnGraph;
    /// use sudograph::colour::{Colourer, Limits, Outcome, Settings};
    /// let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2), (2, 0)]);
    /// let colourer = Colourer::new(&g, 3, &[]).unwrap();
    /// let colourings: std::collections::HashSet<Vec<u8>> = (1..50)
    ///     .map(|seed| {
    ///         let settings = Settings { seed, ..Settings::default() };
    ///         match colourer.colour_with(&[None; 3], &Limits::default(), &settings).unwrap().0 {
    ///             Outcome::Coloured(colours) => colours,
    ///             other => panic!("{other:?}"),
    ///         }
    ///     })
    ///     .collect();
    /// assert!(colourings.len() > 1, "seeds lead to different colourings");
    /// ```
    pub fn colour_with(
        &self,
        precolouring: &[Option<Colour>],
        limits: &Limits,
        settings: &Settings,
    ) -> Result<(Outcome, Stats), ColourError> {
        self.check_len(precolouring.len())?;
        let mut allowed = spare::take_allowed();
        allowed.extend(precolouring.iter().map(|&pre| palette::allowed(pre)));
        let answer = self.colour_within(&allowed, limits, settings);
        spare::give_allowed(allowed);
        answer
    }

    /// Finds a proper colouring that gives each node one of its allowed colours: the most
    /// general form of a pre-colouring. Forbidding one colour at one node, say, asks for a
    /// colouring other than a known one (how a puzzle generator proves uniqueness with a
    /// single search).
    ///
    /// # Arguments
    /// * `allowed`: one colour bitset per node index (bit c set: colour c allowed).
    /// * `limits`, `settings`: as for [`Colourer::colour_with`].
    ///
    /// # Examples
    /// ```
    /// use petgraph::graph::UnGraph;
    /// use sudograph::colour::{Colourer, Limits, Outcome, Settings};
    /// let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2)]);
    /// let colourer = Colourer::new(&g, 2, &[]).unwrap();
    /// // Node 0 may not take colour 0: the path must be coloured 1, 0, 1.
    /// let (outcome, _) =
    ///     colourer.colour_within(&[0b10, 0b11, 0b11], &Limits::default(), &Settings::default()).unwrap();
    /// assert_eq!(outcome, Outcome::Coloured(vec![1, 0, 1]));
    /// ```
    pub fn colour_within(
        &self,
        allowed: &[u64],
        limits: &Limits,
        settings: &Settings,
    ) -> Result<(Outcome, Stats), ColourError> {
        let report = self.search(&Request {
            limits: *limits,
            settings: *settings,
            ..Request::new(allowed)
        })?;
        let stats = report.stats;
        Ok((report.outcome(), stats))
    }

    /// [`Colourer::colour`] that also returns every step of the search: each forced colour
    /// and why, each guess and each backtrack ([`Step`]), to explain a colouring.
    ///
    /// # Examples
    /// ```
    /// use petgraph::graph::UnGraph;
    /// use sudograph::colour::{Colourer, Limits, Step};
    /// // A triangle with two colours fixed: the third node has one colour left.
    /// let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2), (2, 0)]);
    /// let colourer = Colourer::new(&g, 3, &[]).unwrap();
    /// let (_, _, steps) = colourer.colour_traced(&[Some(0), Some(1), None], &Limits::default()).unwrap();
    /// assert_eq!(steps, [Step::Forced { node: 2, colour: 2, unit: None, depth: 0 }]);
    /// ```
    pub fn colour_traced(
        &self,
        precolouring: &[Option<Colour>],
        limits: &Limits,
    ) -> Result<(Outcome, Stats, Vec<Step>), ColourError> {
        let settings = Settings {
            trace: true,
            ..Settings::default()
        };
        let allowed = self.allowed(precolouring)?;
        let mut report = self.search(&Request {
            limits: *limits,
            settings,
            ..Request::new(&allowed)
        })?;
        let (stats, steps) = (report.stats, std::mem::take(&mut report.steps));
        Ok((report.outcome(), stats, steps))
    }

    /// Counts the proper colourings that keep the pre-colouring, stopping at `limit`.
    ///
    /// With `limit = 2` this tells none / exactly one / several: a puzzle's uniqueness.
    ///
    /// # Examples
    /// ```
    /// use petgraph::graph::UnGraph;
    /// use sudograph::colour::{Colourer, Limits};
    /// // A path of 3 nodes has 3·2·2 = 12 colourings with 3 colours.
    /// let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2)]);
    /// let colourer = Colourer::new(&g, 3, &[]).unwrap();
    /// let (count, _) = colourer.count(&[None; 3], 100, &Limits::default()).unwrap();
    /// assert_eq!((count.found, count.complete), (12, true));
    /// ```
    pub fn count(
        &self,
        precolouring: &[Option<Colour>],
        limit: u64,
        limits: &Limits,
    ) -> Result<(Count, Stats), ColourError> {
        self.count_with(precolouring, limit, limits, &Settings::default())
    }

    /// [`Colourer::count`] with chosen [`Settings`] (an engine, say).
    pub fn count_with(
        &self,
        precolouring: &[Option<Colour>],
        limit: u64,
        limits: &Limits,
        settings: &Settings,
    ) -> Result<(Count, Stats), ColourError> {
        let allowed = self.allowed(precolouring)?;
        let report = self.search(&Request {
            find: limit,
            limits: *limits,
            settings: *settings,
            ..Request::new(&allowed)
        })?;
        let count = Count {
            found: report.found,
            complete: report.complete,
            first: report.first,
        };
        Ok((count, report.stats))
    }

    /// Runs one search: the form every other entry point is a shorthand for. It runs on
    /// colour planes when the graph has them and no trace is asked for (planes do not
    /// trace), else on node domains; with [`Learning::Auto`], once that search has met a
    /// number of dead ends that easy graphs never reach, it goes on with the learning search
    /// and fresh copy-on-branch searches taking turns of doubling length.
    ///
    /// # Returns
    /// What the search found, or an error when `request.allowed` does not have one entry
    /// per node.
    ///
    /// # Examples
    /// ```
    /// use petgraph::graph::UnGraph;
    /// use sudograph::colour::{Colourer, Request};
    /// // A 4-cycle has two proper 2-colourings.
    /// let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2), (2, 3), (3, 0)]);
    /// let colourer = Colourer::new(&g, 2, &[]).unwrap();
    /// let report = colourer.search(&Request { find: 10, ..Request::new(&[u64::MAX; 4]) }).unwrap();
    /// assert_eq!((report.found, report.complete), (2, true));
    /// assert_eq!(report.first, Some(vec![0, 1, 0, 1]));
    /// ```
    pub fn search(&self, request: &Request) -> Result<Report, ColourError> {
        self.check_len(request.allowed.len())?;
        let settings = &request.settings;
        let learning = if settings.trace || self.graph.len() > learn::MAX_NODES {
            Learning::Off
        } else {
            settings.learning
        };
        Ok(match learning {
            Learning::Off => self.branch(request, u64::MAX),
            Learning::Always => learn::search(&self.graph, &self.units, request),
            Learning::Auto => self.branch_then_alternate(request, SWITCH_AUTO, FIRST_TURN),
            Learning::Soon => self.branch_then_alternate(request, SWITCH_SOON, FIRST_TURN),
        })
    }

    /// A copy-on-branch search: on colour planes when the graph has them and no trace is
    /// asked for, else on node domains; it stops after `contradictions` dead ends.
    fn branch(&self, request: &Request, contradictions: u64) -> Report {
        let Request {
            allowed,
            find,
            ref limits,
            ref settings,
            ..
        } = *request;
        let graph = &self.graph;
        match &self.planes {
            Some(tables) if !settings.trace && graph.k == 9 => search(
                &Planes::<9>::new(graph, tables),
                allowed,
                limits,
                find,
                settings,
                contradictions,
            ),
            Some(tables) if !settings.trace => search(
                &Planes::<0>::new(graph, tables),
                allowed,
                limits,
                find,
                settings,
                contradictions,
            ),
            _ => search(
                &NodeDomains::new(graph, &self.overlaps),
                allowed,
                limits,
                find,
                settings,
                contradictions,
            ),
        }
    }

    /// The allowed-colour bitsets of a pre-colouring, checked against the node count.
    fn allowed(&self, precolouring: &[Option<Colour>]) -> Result<Vec<u64>, ColourError> {
        self.check_len(precolouring.len())?;
        Ok(allowed_colours(precolouring))
    }

    fn check_len(&self, found: usize) -> Result<(), ColourError> {
        if found != self.graph.len() {
            return Err(ColourError::PrecolouringLength {
                expected: self.graph.len(),
                found,
            });
        }
        Ok(())
    }
}
