//! A k-colourer for any graph: constraint propagation plus backtracking that always branches
//! on the most constrained node (fewest colours left, DSATUR's rule). It knows nothing of
//! Sudoku; told which node groups are k-cliques ("units"), it also places a colour that has
//! one place left in a unit.

mod planes;
mod search;

pub(crate) use search::next_random;

use std::fmt;
use std::time::Instant;

use petgraph::visit::{IntoNeighbors, IntoNodeIdentifiers, NodeIndexable};

/// A colour, `0..k`.
pub type Colour = u8;

/// Most colours the colourer handles: colour sets are 64-bit masks.
pub const MAX_COLOURS: usize = 64;

/// Why a graph, its units or a pre-colouring were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ColourError {
    /// More colours than [`MAX_COLOURS`].
    TooManyColours(usize),
    /// A unit whose size is not k: only k-cliques force every colour to appear.
    UnitSize {
        unit: usize,
        size: usize,
        colours: usize,
    },
    /// A unit with two nodes that are not neighbours (or one node twice).
    UnitNotClique { unit: usize },
    /// A pre-colouring whose length is not the graph's node bound.
    PrecolouringLength { expected: usize, found: usize },
}

impl fmt::Display for ColourError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ColourError::TooManyColours(k) => {
                write!(
                    f,
                    "{k} colours asked for; at most {MAX_COLOURS} are supported"
                )
            }
            ColourError::UnitSize {
                unit,
                size,
                colours,
            } => {
                write!(
                    f,
                    "unit {unit} has {size} nodes; a unit must have exactly {colours} (one per colour)"
                )
            }
            ColourError::UnitNotClique { unit } => {
                write!(
                    f,
                    "unit {unit} is not a clique: two of its nodes are not neighbours"
                )
            }
            ColourError::PrecolouringLength { expected, found } => {
                write!(
                    f,
                    "pre-colouring has {found} entries; the graph has {expected} nodes"
                )
            }
        }
    }
}

impl std::error::Error for ColourError {}

/// Bounds on one search; `Limits::default()` is unbounded.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    /// Give up after this many branching decisions.
    pub max_nodes: Option<u64>,
    /// Give up at this instant.
    pub deadline: Option<Instant>,
}

/// How a search chooses and how hard it propagates. `Settings::default()` is the usual
/// search: deterministic, every propagation rule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// Non-zero: ties and colour order come from a random stream seeded with it, so each
    /// seed leads to its own colouring (random complete grids are made this way). Zero: the
    /// deterministic order.
    pub seed: u64,
    /// Propagate with naked and hidden singles only, the first tools of a human solver: a
    /// puzzle that this solves without branching is easy. Off: every rule.
    pub singles_only: bool,
    /// Record every step of the search (see [`Step`]), to explain a colouring. Off costs
    /// nothing but a test per forced node.
    pub trace: bool,
}

/// One step of a traced search ([`Settings::trace`]), in the order it happened. `depth` is
/// the number of guesses in force.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A node is left with one colour: every other was removed (`unit: None`, a naked
    /// single), or it is the only place for that colour in unit `u` (`Some(u)`, a hidden
    /// single; units are numbered as given to [`Colourer::new`]).
    Forced {
        node: u32,
        colour: Colour,
        unit: Option<u32>,
        depth: u32,
    },
    /// A guess: `node` takes `colour`, one of its `choices` colours left.
    Branch {
        node: u32,
        colour: Colour,
        choices: u32,
        depth: u32,
    },
    /// The guess `node = colour` led nowhere: from now on `node ≠ colour`.
    Backtrack {
        node: u32,
        colour: Colour,
        depth: u32,
    },
    /// Propagation found a node with no colour left or a unit missing a colour.
    Contradiction { depth: u32 },
    /// The search starts again from the root with other tie-breaks (a restart).
    Restart,
}

/// What a search cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Branching decisions made (search-tree nodes below the root).
    pub nodes: u64,
    /// Branches abandoned: each colour tried and then taken back.
    pub backtracks: u64,
}

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, other: Stats) {
        self.nodes += other.nodes;
        self.backtracks += other.backtracks;
    }
}

/// The answer of [`Colourer::colour`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A proper colouring that keeps the pre-colouring: one colour per node index.
    Coloured(Vec<Colour>),
    /// No proper k-colouring extends the pre-colouring.
    NoColouring,
    /// The limits ran out before an answer.
    GaveUp,
}

/// The answer of [`Colourer::count`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count {
    /// Colourings found (never more than the limit).
    pub found: u64,
    /// True when the search covered everything it had to: `found` is exact, or reached the
    /// limit. False when the search limits ran out first.
    pub complete: bool,
    /// The first colouring found, if any.
    pub first: Option<Vec<Colour>>,
}

/// A graph compiled for colouring with k colours: flat neighbour and unit tables built once,
/// so the search never walks the source graph.
#[derive(Clone, Debug)]
pub struct Colourer {
    tables: Tables,
}

/// The compact form the search runs on. Nodes are numbered by the graph's node index.
#[derive(Clone, Debug)]
struct Tables {
    /// Colours in use: bits `0..k`.
    full: u64,
    /// Each node's colours before any pre-colouring (empty for a node with a self-loop).
    initial: Vec<u64>,
    /// Neighbours of node v are `neighbours[neighbour_start[v]..neighbour_start[v + 1]]`.
    neighbour_start: Vec<u32>,
    neighbours: Vec<u32>,
    /// Unit u's nodes are `unit_nodes[u * k..(u + 1) * k]`.
    unit_nodes: Vec<u32>,
    /// Units holding node v, as a bitset of `unit_words` words at `unit_masks[v * unit_words..]`.
    unit_masks: Vec<u64>,
    unit_words: usize,
    /// Pairs of units sharing two or more nodes (a box and a row, say), for locked colours.
    overlaps: Vec<Overlap>,
    /// Node lists the overlaps point into.
    overlap_nodes: Vec<u32>,
    /// The overlaps indexed by unit, for locked colours on node domains.
    overlap_index: search::OverlapIndex,
    /// Colours.
    k: usize,
    /// Node bitsets for the colour-plane search, when the graph is small enough.
    planes: Option<planes::PlaneTables>,
}

/// Two units A and B that share nodes. A colour that A can place only in the shared part
/// is placed there for B too, so it leaves the rest of B (and the same the other way).
#[derive(Clone, Debug)]
struct Overlap {
    /// The two units, A and B.
    units: (u32, u32),
    /// `overlap_nodes[shared.0..shared.1]`: nodes in both.
    shared: (u32, u32),
    /// Nodes only in A.
    only_a: (u32, u32),
    /// Nodes only in B.
    only_b: (u32, u32),
}

impl Tables {
    fn len(&self) -> usize {
        self.initial.len()
    }

    fn neighbours(&self, v: usize) -> &[u32] {
        &self.neighbours[self.neighbour_start[v] as usize..self.neighbour_start[v + 1] as usize]
    }

    fn unit_count(&self) -> usize {
        self.unit_nodes.len() / self.k.max(1)
    }

    fn unit(&self, u: usize) -> &[u32] {
        &self.unit_nodes[u * self.k..(u + 1) * self.k]
    }

    /// The units holding node v, as a bitset over units.
    fn units_of(&self, v: usize) -> &[u64] {
        &self.unit_masks[v * self.unit_words..(v + 1) * self.unit_words]
    }

    fn overlap_part(&self, range: (u32, u32)) -> &[u32] {
        &self.overlap_nodes[range.0 as usize..range.1 as usize]
    }
}

/// A pre-colouring as the allowed-colour bitsets [`Colourer::colour_within`] takes: one
/// colour for a fixed node (none when the colour is 64 or more), every colour for a free one.
pub fn allowed_colours(precolouring: &[Option<Colour>]) -> Vec<u64> {
    precolouring
        .iter()
        .map(|pre| match *pre {
            Some(c) => 1u64.checked_shl(u32::from(c)).unwrap_or(0),
            None => u64::MAX,
        })
        .collect()
}

/// A one-colouring search's result as an outcome.
fn outcome_of(result: search::RunResult) -> (Outcome, Stats, Vec<Step>) {
    let outcome = match (result.first, result.gave_up) {
        (Some(colours), _) => Outcome::Coloured(colours),
        (None, true) => Outcome::GaveUp,
        (None, false) => Outcome::NoColouring,
    };
    (outcome, result.stats, result.trace)
}

/// Node-to-unit index and the overlaps between units, from the flat unit list.
fn index_units(
    n: usize,
    k: usize,
    unit_nodes: &[u32],
) -> (Vec<u64>, usize, Vec<Overlap>, Vec<u32>) {
    let units: Vec<&[u32]> = if k == 0 {
        Vec::new()
    } else {
        unit_nodes.chunks_exact(k).collect()
    };
    let mut lists: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (u, unit) in units.iter().enumerate() {
        for &v in *unit {
            lists[v as usize].push(u as u32);
        }
    }
    let unit_words = units.len().div_ceil(64);
    let mut unit_masks = vec![0u64; n * unit_words];
    for (v, list) in lists.iter().enumerate() {
        for &u in list {
            unit_masks[v * unit_words + u as usize / 64] |= 1 << (u % 64);
        }
    }
    let mut overlaps = Vec::new();
    let mut overlap_nodes = Vec::new();
    let mut in_a = vec![false; n];
    for (a, unit_a) in units.iter().enumerate() {
        unit_a.iter().for_each(|&v| in_a[v as usize] = true);
        for (b, unit_b) in units.iter().enumerate().skip(a + 1) {
            let shared = unit_b.iter().filter(|&&v| in_a[v as usize]).count();
            if shared < 2 || shared == k {
                continue;
            }
            let mut part = |nodes: Vec<u32>| {
                let start = overlap_nodes.len() as u32;
                overlap_nodes.extend(nodes);
                (start, overlap_nodes.len() as u32)
            };
            let shared = part(
                unit_b
                    .iter()
                    .copied()
                    .filter(|&v| in_a[v as usize])
                    .collect(),
            );
            let only_a = part(
                unit_a
                    .iter()
                    .copied()
                    .filter(|v| !unit_b.contains(v))
                    .collect(),
            );
            let only_b = part(
                unit_b
                    .iter()
                    .copied()
                    .filter(|&v| !in_a[v as usize])
                    .collect(),
            );
            overlaps.push(Overlap {
                units: (a as u32, b as u32),
                shared,
                only_a,
                only_b,
            });
        }
        unit_a.iter().for_each(|&v| in_a[v as usize] = false);
    }
    (unit_masks, unit_words, overlaps, overlap_nodes)
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
        if colours > MAX_COLOURS {
            return Err(ColourError::TooManyColours(colours));
        }
        let n = graph.node_bound();
        let full = if colours == 64 {
            u64::MAX
        } else {
            (1u64 << colours) - 1
        };
        let mut lists: Vec<Vec<u32>> = vec![Vec::new(); n];
        for node in graph.node_identifiers() {
            let v = graph.to_index(node);
            for other in graph.neighbors(node) {
                let u = graph.to_index(other);
                lists[v].push(u as u32);
                lists[u].push(v as u32);
            }
        }
        let mut initial = vec![full; n];
        let mut neighbour_start = Vec::with_capacity(n + 1);
        let mut neighbours = Vec::new();
        neighbour_start.push(0);
        for (v, list) in lists.iter_mut().enumerate() {
            list.sort_unstable();
            list.dedup();
            if let Ok(at) = list.binary_search(&(v as u32)) {
                list.remove(at);
                initial[v] = 0;
            }
            neighbours.extend_from_slice(list);
            neighbour_start.push(neighbours.len() as u32);
        }
        let mut unit_nodes = Vec::with_capacity(units.len() * colours);
        for (u, unit) in units.iter().enumerate() {
            if unit.len() != colours {
                return Err(ColourError::UnitSize {
                    unit: u,
                    size: unit.len(),
                    colours,
                });
            }
            let members: Vec<usize> = unit.iter().map(|&node| graph.to_index(node)).collect();
            for (i, &a) in members.iter().enumerate() {
                for &b in &members[i + 1..] {
                    if a >= n || lists[a].binary_search(&(b as u32)).is_err() {
                        return Err(ColourError::UnitNotClique { unit: u });
                    }
                }
            }
            unit_nodes.extend(members.iter().map(|&v| v as u32));
        }
        let (unit_masks, unit_words, overlaps, overlap_nodes) =
            index_units(n, colours, &unit_nodes);
        let mut tables = Tables {
            full,
            initial,
            neighbour_start,
            neighbours,
            unit_nodes,
            unit_masks,
            unit_words,
            overlaps,
            overlap_nodes,
            overlap_index: search::OverlapIndex::default(),
            k: colours,
            planes: None,
        };
        tables.overlap_index = search::OverlapIndex::new(&tables);
        tables.planes = planes::PlaneTables::compile(&tables);
        Ok(Colourer { tables })
    }

    /// Number of colours k.
    pub fn colours(&self) -> usize {
        self.tables.k
    }

    /// Number of nodes (the graph's node bound).
    pub fn node_count(&self) -> usize {
        self.tables.len()
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
        self.colour_within(&self.allowed(precolouring)?, limits, settings)
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
        self.check_len(allowed.len())?;
        let (outcome, stats, _) =
            outcome_of(search::run(&self.tables, allowed, limits, 1, settings));
        Ok((outcome, stats))
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
        Ok(outcome_of(search::run(
            &self.tables,
            &allowed,
            limits,
            1,
            &settings,
        )))
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
        let settings = Settings::default();
        let allowed = self.allowed(precolouring)?;
        let result = search::run(&self.tables, &allowed, limits, limit, &settings);
        let count = Count {
            found: result.found,
            complete: !result.gave_up,
            first: result.first,
        };
        Ok((count, result.stats))
    }

    /// The allowed-colour bitsets of a pre-colouring, checked against the node count.
    fn allowed(&self, precolouring: &[Option<Colour>]) -> Result<Vec<u64>, ColourError> {
        self.check_len(precolouring.len())?;
        Ok(allowed_colours(precolouring))
    }

    fn check_len(&self, found: usize) -> Result<(), ColourError> {
        if found != self.tables.len() {
            return Err(ColourError::PrecolouringLength {
                expected: self.tables.len(),
                found,
            });
        }
        Ok(())
    }
}
