//! The colourer's public face: a graph compiled once for k colours, and the searches it
//! answers — one colouring, a count, a traced colouring, or any [`Request`].

use petgraph::visit::{IntoNeighbors, IntoNodeIdentifiers, NodeIndexable};

use super::answer::{Count, Outcome, Report, Stats};
use super::colour::{self, Colour, WORD_COLOURS, allowed_colours, set_words};
use super::compile::{CompiledGraph, adjacency};
use super::error::ColourError;
use super::request::{Limits, Request, Settings};
use super::reuse;
use super::schedule::{Engines, WideEngines};
use super::trace::Step;

/// A graph compiled for colouring with k colours: flat neighbour and unit tables built once,
/// so the search never walks the source graph, and each engine's own index of them.
#[derive(Clone, Debug)]
pub struct Colourer {
    engines: Compiled,
}

/// The engines of a graph: those of one-word colour sets up to [`WORD_COLOURS`], else
/// those of wider sets.
#[derive(Clone, Debug)]
#[allow(
    clippy::large_enum_variant,
    reason = "one per graph, read on every search"
)]
enum Compiled {
    Word(Engines),
    Wide(WideEngines),
}

impl Compiled {
    /// The engines for `graph`, as its colours need.
    fn new(graph: CompiledGraph) -> Compiled {
        match graph.k <= WORD_COLOURS {
            true => Compiled::Word(Engines::new(graph)),
            false => Compiled::Wide(WideEngines::new(graph)),
        }
    }

    /// The compiled graph.
    fn graph(&self) -> &CompiledGraph {
        match self {
            Compiled::Word(engines) => &engines.graph,
            Compiled::Wide(engines) => &engines.graph,
        }
    }
}

impl Colourer {
    /// Compiles `graph` for colouring with `colours` colours.
    ///
    /// # Arguments
    /// * `graph`: any petgraph graph (edges are read as undirected; parallel edges are fine,
    ///   a self-loop makes its node uncolourable).
    /// * `colours`: k, at most [`MAX_COLOURS`](super::MAX_COLOURS). Past
    ///   [`WORD_COLOURS`](super::WORD_COLOURS) colour sets are two, four or eight words,
    ///   and the colour planes and all-different filtering, which keep one word, stand
    ///   aside.
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
    /// use sudograph_colour::{Colourer, Limits, Outcome};
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
            engines: Compiled::new(graph),
        })
    }

    /// Compiles the graph on nodes `0..n` whose edges join the nodes of each unit and
    /// nothing else, such as a Sudoku grid's, without building it: for grids too large for
    /// a petgraph graph of every edge (a 400×400 grid has 96 million).
    ///
    /// # Arguments
    /// * `n`: the number of nodes.
    /// * `colours`: k, at most [`MAX_COLOURS`](super::MAX_COLOURS).
    /// * `units`: groups of exactly k node indices below n, each a clique of the graph.
    ///
    /// # Returns
    /// The compiled colourer, or an error when k is too large, a unit is not k nodes or
    /// names a node past n.
    ///
    /// # Complexity
    /// O(Σ|unit| · units per node) time and memory past 64 colours, where no neighbour
    /// lists are kept; as [`Colourer::new`] up to 64.
    ///
    /// # Examples
    /// ```
    /// use sudograph_colour::{Colourer, Limits, Outcome};
    /// // Two triangles sharing an edge, as units: 3 colours, nodes 0 and 3 alike.
    /// let colourer = Colourer::of_units(4, 3, &[vec![0, 1, 2], vec![1, 2, 3]]).unwrap();
    /// let (outcome, _) = colourer.colour(&[Some(0), None, None, None], &Limits::default()).unwrap();
    /// let Outcome::Coloured(colours) = outcome else { panic!("colourable") };
    /// assert_eq!(colours[3], 0);
    /// ```
    pub fn of_units(
        n: usize,
        colours: usize,
        units: &[Vec<usize>],
    ) -> Result<Colourer, ColourError> {
        let graph = CompiledGraph::of_units(n, colours, units)?;
        Ok(Colourer {
            engines: Compiled::new(graph),
        })
    }

    /// The compiled graph and each engine's index of it, for the engines' tests (of a
    /// graph of at most [`WORD_COLOURS`] colours).
    #[cfg(test)]
    pub(crate) fn engines(&self) -> &Engines {
        match &self.engines {
            Compiled::Word(engines) => engines,
            Compiled::Wide(_) => panic!("the engines' tests use one-word colour sets"),
        }
    }

    /// Number of colours k.
    pub fn colours(&self) -> usize {
        self.engines.graph().k
    }

    /// Number of nodes (the graph's node bound).
    pub fn node_count(&self) -> usize {
        self.engines.graph().len()
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
    /// use sudograph_colour::{Colourer, Limits, Outcome, Settings};
    /// let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2), (2, 0)]);
    /// let colourer = Colourer::new(&g, 3, &[]).unwrap();
    /// let colourings: std::collections::HashSet<Vec<u16>> = (1..50)
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
        let mut allowed = reuse::take_allowed();
        match self.colours() <= WORD_COLOURS {
            true => allowed.extend(precolouring.iter().map(|&pre| colour::allowed(pre))),
            false => allowed.extend(allowed_colours(precolouring, self.colours())),
        }
        let answer = self.colour_within(&allowed, limits, settings);
        reuse::give_allowed(allowed);
        answer
    }

    /// Finds a proper colouring that gives each node one of its allowed colours: the most
    /// general form of a pre-colouring. Forbidding one colour at one node, say, asks for a
    /// colouring other than a known one (how a puzzle generator proves uniqueness with a
    /// single search).
    ///
    /// # Arguments
    /// * `allowed`: one colour bitset per node index (bit c set: colour c allowed), of
    ///   [`set_words`](super::set_words) words each (one up to 64 colours).
    /// * `limits`, `settings`: as for [`Colourer::colour_with`].
    ///
    /// # Examples
    /// ```
    /// use petgraph::graph::UnGraph;
    /// use sudograph_colour::{Colourer, Limits, Outcome, Settings};
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
    /// use sudograph_colour::{Colourer, Limits, Step};
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
    /// use sudograph_colour::{Colourer, Limits};
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

    /// Runs one search: the form every other entry point is a shorthand for. On the 9×9
    /// grid's graph with nine colours (its nodes in any order) it runs on the band engine,
    /// unless it traces, propagates singles only or asks for learning.
    /// Elsewhere it runs on colour planes when the graph has them and no trace is asked
    /// for (planes do not trace), else on node domains; with [`Schedule::Auto`](super::Schedule::Auto), once that search has met a
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
    /// use sudograph_colour::{Colourer, Request};
    /// // A 4-cycle has two proper 2-colourings.
    /// let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2), (2, 3), (3, 0)]);
    /// let colourer = Colourer::new(&g, 2, &[]).unwrap();
    /// let report = colourer.search(&Request { find: 10, ..Request::new(&[u64::MAX; 4]) }).unwrap();
    /// assert_eq!((report.found, report.complete), (2, true));
    /// assert_eq!(report.first, Some(vec![0, 1, 0, 1]));
    /// ```
    pub fn search(&self, request: &Request) -> Result<Report, ColourError> {
        let words = set_words(self.colours());
        if !request.allowed.len().is_multiple_of(words) {
            return Err(ColourError::PrecolouringLength {
                expected: self.node_count() * words,
                found: request.allowed.len(),
            });
        }
        self.check_len(request.allowed.len() / words)?;
        Ok(match &self.engines {
            Compiled::Word(engines) => engines.run(request),
            Compiled::Wide(engines) => engines.run(request),
        })
    }

    /// The allowed-colour bitsets of a pre-colouring, checked against the node count.
    fn allowed(&self, precolouring: &[Option<Colour>]) -> Result<Vec<u64>, ColourError> {
        self.check_len(precolouring.len())?;
        Ok(allowed_colours(precolouring, self.colours()))
    }

    fn check_len(&self, found: usize) -> Result<(), ColourError> {
        if found != self.node_count() {
            return Err(ColourError::PrecolouringLength {
                expected: self.node_count(),
                found,
            });
        }
        Ok(())
    }
}
