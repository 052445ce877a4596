//! The chromatic number of any graph, by the exact colourer ([`crate`]) between two
//! cheap bounds: a largest clique found (`cliques`) needs as many colours as it has nodes, and
//! petgraph's greedy DSATUR colouring shows how many suffice. Each k in between is then
//! tried upward with the colourer, a clique pre-coloured to break colour symmetry and, when
//! k is the clique size, every such clique given to the colourer as a unit.

use std::hash::Hash;
use std::time::{Duration, Instant};

use petgraph::algo::dsatur_coloring;
use petgraph::visit::{IntoEdges, IntoNodeIdentifiers, NodeIndexable, Visitable};

mod cliques;
#[cfg(test)]
mod test_graphs;

use self::cliques::largest_cliques;

use crate::{
    Colour, ColourError, Colourer, Limits, MAX_COLOURS, Outcome, Schedule, Settings, Stats,
    colour_by_walk,
};

/// The two cheap bounds on a graph's chromatic number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// Cliques (node indices of pairwise neighbours), all of the largest size found: χ ≥
    /// that size. Every clique of that size when the listing had the work to find them all
    /// (at most 1024 cliques); empty for a graph without nodes.
    pub cliques: Vec<Vec<usize>>,
    /// Colours of the greedy colouring: χ ≤ this.
    pub greedy: usize,
    /// The greedy colouring, one colour per node index (`None` when it uses more colours
    /// than a [`Colour`] can name, 65,536; past [`MAX_COLOURS`] it is the only colouring
    /// known, as no search runs there).
    pub greedy_colouring: Option<Vec<Colour>>,
}

impl Bounds {
    /// The first of the largest cliques found (empty for a graph without nodes).
    pub fn clique(&self) -> &[usize] {
        self.cliques.first().map_or(&[], Vec::as_slice)
    }
}

/// How one attempt at k colours ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A k-colouring was found.
    Coloured,
    /// The graph is not k-colourable.
    NoColouring,
    /// The limits ran out first.
    GaveUp,
}

/// One call of the exact colourer during the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attempt {
    /// k, the colours allowed.
    pub colours: usize,
    /// How the attempt ended.
    pub verdict: Verdict,
    /// What its search cost.
    pub stats: Stats,
    /// Its time.
    pub elapsed: Duration,
    /// Whether local search made it, which can find a colouring but proves nothing: then
    /// `verdict` is `Coloured` and `stats` count no search nodes.
    pub local_search: bool,
}

/// What [`chromatic_number`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chromatic {
    /// The cheap bounds computed first.
    pub bounds: Bounds,
    /// Proven: no colouring with fewer colours exists.
    pub lower: usize,
    /// A proper colouring with this many colours exists; equal to `lower` when the search
    /// finished.
    pub upper: usize,
    /// A proper colouring with `upper` colours, one colour per node index; `None` only when
    /// the only one known is a greedy colouring with more colours than a [`Colour`] can
    /// name.
    pub colouring: Option<Vec<Colour>>,
    /// The attempts in the order made: local search's from above, then the exact
    /// colourer's.
    pub attempts: Vec<Attempt>,
    /// Time for the bounds and every attempt.
    pub elapsed: Duration,
}

impl Chromatic {
    /// The chromatic number, when the limits allowed the search to settle it.
    pub fn number(&self) -> Option<usize> {
        (self.lower == self.upper).then_some(self.upper)
    }

    /// Whether the limits ran out before χ was settled, in the last exact attempt
    /// (otherwise an unsettled χ lies past [`MAX_COLOURS`], where no search runs).
    pub fn gave_up(&self) -> bool {
        self.attempts
            .iter()
            .rfind(|a| !a.local_search)
            .is_some_and(|a| a.verdict == Verdict::GaveUp)
    }

    /// Search-tree nodes and backtracks over all attempts.
    pub fn stats(&self) -> Stats {
        let mut total = Stats::default();
        self.attempts.iter().for_each(|a| total += a.stats);
        total
    }
}

/// The clique and greedy bounds of a graph: the largest cliques found, and petgraph's
/// [`dsatur_coloring`].
///
/// Cliques grow greedily from every node as a seed, by decreasing degree, each by the
/// common neighbour with the most neighbours among the other candidates; then every clique
/// of the largest size found is listed. Both stop after 10 million adjacency tests, so
/// that large dense graphs get their bounds in a fraction of a second; at most 1024
/// cliques are kept.
///
/// # Complexity
/// O(min(|V| · Δ³, W + Δ³) · log Δ) for the greedy cliques and O(min(3^(|V|/3), W) · log Δ)
/// for the listing (Δ the maximum degree, W the work limit), plus O((|V| + |E|) log |V|)
/// for DSATUR.
///
/// # Examples
/// ```
/// use petgraph::graph::UnGraph;
/// // The rook's graph of a 3×3 board: squares in the same row or column are neighbours.
/// let mut edges = Vec::new();
/// for a in 0..9u32 {
///     for b in a + 1..9 {
///         if a / 3 == b / 3 || a % 3 == b % 3 {
///             edges.push((a, b));
///         }
///     }
/// }
/// let bounds = sudograph_colour::chromatic::bounds(&UnGraph::<(), ()>::from_edges(edges));
/// assert_eq!((bounds.clique().len(), bounds.greedy), (3, 3));
/// assert_eq!(bounds.cliques.len(), 6, "three rows and three columns");
/// ```
pub fn bounds<G>(graph: G) -> Bounds
where
    G: IntoEdges + IntoNodeIdentifiers + NodeIndexable + Visitable,
    G::NodeId: Eq + Hash,
{
    let cliques = largest_cliques(graph);
    let (colours, _) = dsatur_coloring(graph);
    // Counted from the colouring: petgraph reports 1 colour for a graph without nodes.
    let greedy = colours.values().max().map_or(0, |&c| c + 1);
    let greedy_colouring = (greedy <= usize::from(Colour::MAX) + 1).then(|| {
        let mut colouring = vec![0; graph.node_bound()];
        for (node, colour) in colours {
            colouring[graph.to_index(node)] = colour as Colour;
        }
        colouring
    });
    Bounds {
        cliques,
        greedy,
        greedy_colouring,
    }
}

/// Colours `graph` with `colours` colours by the exact colourer, the first clique
/// pre-coloured 0, 1, … (any colouring can be renamed so, as a clique's colours are all
/// different). Cliques of exactly k nodes are also the colourer's units: each colour must
/// appear once in each, so a colour with one place left in one is placed there.
///
/// # Arguments
/// * `graph`: any petgraph graph (edges read as undirected).
/// * `colours`: k, at most [`MAX_COLOURS`].
/// * `cliques`: cliques as node indices, e.g. [`Bounds::cliques`]; `&[]` for no symmetry
///   breaking. A first clique larger than k answers `NoColouring` at once.
/// * `limits`: when to give up.
/// * `settings`: how to search (its engine, say).
///
/// # Returns
/// The colourer's outcome and statistics, or an error when k is too large.
///
/// # Complexity
/// Exponential in the worst case (k-colouring is NP-complete).
///
/// # Examples
/// ```
/// use petgraph::graph::UnGraph;
/// use sudograph_colour::chromatic::colour_with_cliques;
/// use sudograph_colour::{Limits, Outcome, Settings};
/// let square = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2), (2, 3), (3, 0)]);
/// let (outcome, _) =
///     colour_with_cliques(&square, 2, &[vec![0, 1]], &Limits::default(), &Settings::default())
///         .unwrap();
/// assert_eq!(outcome, Outcome::Coloured(vec![0, 1, 0, 1]));
/// ```
pub fn colour_with_cliques<G>(
    graph: G,
    colours: usize,
    cliques: &[Vec<usize>],
    limits: &Limits,
    settings: &Settings,
) -> Result<(Outcome, Stats), ColourError>
where
    G: IntoEdges + IntoNodeIdentifiers + NodeIndexable,
{
    let clique = cliques.first().map_or(&[][..], Vec::as_slice);
    if clique.len() > colours {
        return Ok((Outcome::NoColouring, Stats::default()));
    }
    let precolouring = clique_precolouring(graph.node_bound(), cliques);
    let units: Vec<Vec<G::NodeId>> = cliques
        .iter()
        .filter(|c| c.len() == colours)
        .map(|c| c.iter().map(|&v| graph.from_index(v)).collect())
        .collect();
    let colourer = Colourer::new(graph, colours, &units)?;
    colourer.colour_with(&precolouring, limits, settings)
}

/// `colouring` with its colours renamed for a walk with one colour fewer: the clique's
/// colours become 0, 1, … as [`clique_precolouring`] has them, and the other colours follow
/// by decreasing use, so that the colour a walk must do without is the least used.
fn renamed(colouring: &[Colour], clique: &[usize]) -> Vec<Colour> {
    // The colouring's own colours: a greedy one may use one more than a walk takes.
    let colours = colouring.iter().max().map_or(0, |&c| usize::from(c) + 1);
    let mut uses = vec![0usize; colours];
    colouring.iter().for_each(|&c| uses[c as usize] += 1);
    let mut order: Vec<usize> = clique.iter().map(|&v| colouring[v] as usize).collect();
    let mut rest: Vec<usize> = (0..colours)
        .filter(|&c| uses[c] > 0 && !order.contains(&c))
        .collect();
    rest.sort_by_key(|&c| std::cmp::Reverse(uses[c]));
    order.extend(rest);
    let mut name = vec![0; colours];
    for (new, &old) in order.iter().enumerate() {
        name[old] = new as Colour;
    }
    colouring.iter().map(|&c| name[c as usize]).collect()
}

/// A pre-colouring of `nodes` nodes that gives the first clique colours 0, 1, …: any
/// colouring can be renamed so, as a clique's colours are all different.
fn clique_precolouring(nodes: usize, cliques: &[Vec<usize>]) -> Vec<Option<Colour>> {
    let mut precolouring = vec![None; nodes];
    let clique = cliques.first().map_or(&[][..], Vec::as_slice);
    for (colour, &v) in clique.iter().enumerate() {
        precolouring[v] = Some(colour as Colour);
    }
    precolouring
}

/// Search nodes of the first attempt at each end of a bounded search (see
/// [`chromatic_number`]); each attempt that gives up doubles its end's share.
const FIRST_SHARE: u64 = 10_000;

/// The work of local search's attempt at each k from above (see [`chromatic_number`]),
/// per node and colour: proportional to the graph, so that a small graph spends little
/// on the k that local search cannot colour. In the colourer's unit of work (see
/// [`FIRST_TURN_WORK`](crate::config::FIRST_TURN_WORK)).
const WALK_WORK_PER_VARIABLE: u64 = 10_000;

/// Finds the chromatic number χ: the fewest colours of a proper colouring.
///
/// Computes [`bounds`], then narrows the range between them with [`colour_with_cliques`];
/// once an attempt gives up (unbounded: the first, after 10,000 search nodes), local
/// search ([`colour_by_walk`], seeded by `settings.seed`, with work in
/// proportion to the graph) lowers the upper bound one colour at a time until a walk
/// finds nothing, which spares the proofs above χ − 1. Unbounded, it tries k = clique
/// size, clique size + 1, … below the greedy bound: the first k that colours is χ, and if none does, the greedy colouring is optimal. Bounded
/// (`limits.max_nodes` over all attempts together, `limits.deadline` for the whole search),
/// it searches from both ends: from below, the smallest k not yet refuted; from above, one
/// colour fewer than the best colouring so far. It stays at an end while attempts there
/// settle something, and moves to the other end when one runs out of its share of search
/// nodes (10,000 at first, doubled each time that end gives up); once both ends
/// ask the same k, that attempt gets all the limits leave, and searches as one from below,
/// as the unbounded search's last attempt does. So when the limits run out, the
/// answer is the best colouring found and the bounds proven ([`Chromatic::number`] is then
/// `None`), not only the greedy bound. Attempts stop at [`MAX_COLOURS`] colours.
///
/// # Arguments
/// * `graph`: any petgraph graph (edges read as undirected, without self-loops: a node with
///   one can take no colour).
/// * `limits`: when to give up.
/// * `settings`: how each attempt searches (its engine, say). Attempts from below, and
///   the one where both ends meet, are nearly all proofs, so they run [`Schedule::Auto`]
///   as [`Schedule::Soon`].
///
/// # Returns
/// The bounds, χ or the range it lies in, a colouring with the upper bound's colours, and
/// each attempt's statistics.
///
/// # Complexity
/// Exponential in the worst case; the bounds alone as for [`bounds`].
///
/// # Examples
/// ```
/// use petgraph::graph::UnGraph;
/// use sudograph_colour::chromatic::chromatic_number;
/// use sudograph_colour::{Limits, Settings};
/// // The 5-wheel: a 5-cycle and a hub. Its largest clique is a triangle, but it needs 4.
/// let mut edges: Vec<(u32, u32)> = (0..5).map(|i| (i, (i + 1) % 5)).collect();
/// edges.extend((0..5).map(|i| (i, 5)));
/// let wheel = UnGraph::<(), ()>::from_edges(edges);
/// let found = chromatic_number(&wheel, &Limits::default(), &Settings::default());
/// assert_eq!((found.bounds.clique().len(), found.number()), (3, Some(4)));
/// let colouring = found.colouring.unwrap();
/// assert!(wheel.edge_indices().all(|e| {
///     let (a, b) = wheel.edge_endpoints(e).unwrap();
///     colouring[a.index()] != colouring[b.index()]
/// }));
/// ```
pub fn chromatic_number<G>(graph: G, limits: &Limits, settings: &Settings) -> Chromatic
where
    G: IntoEdges + IntoNodeIdentifiers + NodeIndexable + Visitable,
    G::NodeId: Eq + Hash,
{
    let start = Instant::now();
    let bounds = bounds(graph);
    let mut range = Narrowing {
        lower: bounds.clique().len(),
        upper: bounds.greedy,
        colouring: bounds.greedy_colouring.clone(),
        attempts: Vec::new(),
        used: 0,
        limits: *limits,
    };
    let below = proof_settings(settings);
    // Local search joins once an attempt has given up, so that graphs the exact search
    // settles at once spend nothing on it.
    let mut walked = false;
    if limits.max_nodes.is_none() && limits.deadline.is_none() {
        while range.lower < range.upper.min(MAX_COLOURS + 1) {
            let k = range.lower;
            let share = (!walked).then_some(FIRST_SHARE);
            match range.attempt(graph, k, &bounds.cliques, share, &below) {
                Verdict::NoColouring => {}
                Verdict::GaveUp if !walked => {
                    walked = true;
                    range.walk_down(graph, &bounds.cliques, settings.seed);
                }
                _ => break,
            }
        }
    } else {
        // Each end keeps its share; the search stays at an end while it makes progress
        // there, and moves to the other end, doubling this one's share, when it gives up.
        let mut shares = [FIRST_SHARE; 2];
        let mut from_above = false;
        while range.upper > 0 && range.lower <= (range.upper - 1).min(MAX_COLOURS) {
            let highest = (range.upper - 1).min(MAX_COLOURS);
            let k = if from_above { highest } else { range.lower };
            let share = &mut shares[usize::from(from_above)];
            // When both ends ask the same k, one attempt with all that is left settles χ:
            // attempts by shares would each start that search again. That attempt is the
            // unbounded search's last one, after local search has found no colouring with
            // k, so it searches as attempts from below do, as a proof.
            let meeting = highest == range.lower;
            let budget = (!meeting).then_some(*share);
            let how = if from_above && !meeting {
                settings
            } else {
                &below
            };
            let verdict = range.attempt(graph, k, &bounds.cliques, budget, how);
            if verdict == Verdict::GaveUp && !walked {
                walked = true;
                range.walk_down(graph, &bounds.cliques, settings.seed);
            }
            if verdict == Verdict::GaveUp {
                if range.limits.ran_out(range.used) {
                    break;
                }
                *share = share.saturating_mul(2);
                from_above = !from_above;
            }
        }
    }
    Chromatic {
        bounds,
        lower: range.lower,
        upper: range.upper,
        colouring: range.colouring,
        attempts: range.attempts,
        elapsed: start.elapsed(),
    }
}

/// How an attempt from below searches: every one but the last is a proof that k colours do
/// not suffice, so [`Schedule::Auto`] becomes [`Schedule::Soon`], which learns sooner and
/// spends no time on local search, as a proof needs neither copy-on-branch's long first
/// search nor a walk that can only find colourings. Other schedules are kept as asked.
fn proof_settings(settings: &Settings) -> Settings {
    let schedule = match settings.schedule {
        Schedule::Auto => Schedule::Soon,
        other => other,
    };
    Settings {
        schedule,
        ..*settings
    }
}

/// A chromatic-number search in progress: the proven range, the best colouring so far and
/// the attempts made.
struct Narrowing<'a> {
    lower: usize,
    upper: usize,
    colouring: Option<Vec<Colour>>,
    attempts: Vec<Attempt>,
    /// Search nodes of every attempt so far.
    used: u64,
    limits: Limits<'a>,
}

impl Narrowing<'_> {
    /// Lowers the upper bound by local search, one colour at a time, until a walk finds
    /// nothing: it finds at once the colourings that an exact search from below reaches
    /// last, after every proof, so that the search from below stops sooner.
    fn walk_down<G>(&mut self, graph: G, cliques: &[Vec<usize>], seed: u64)
    where
        G: IntoEdges + IntoNodeIdentifiers + NodeIndexable,
    {
        while self.lower < self.upper && self.upper - 1 <= MAX_COLOURS {
            if !self.walk(graph, self.upper - 1, cliques, seed) {
                break;
            }
        }
    }

    /// Tries k colours by local search (the first clique pre-coloured, as in
    /// [`colour_with_cliques`]), within the deadline; true when it coloured, which lowers
    /// the upper bound.
    fn walk<G>(&mut self, graph: G, colours: usize, cliques: &[Vec<usize>], seed: u64) -> bool
    where
        G: IntoEdges + IntoNodeIdentifiers + NodeIndexable,
    {
        let start = Instant::now();
        let precolouring = clique_precolouring(graph.node_bound(), cliques);
        let variables = (precolouring.len() * colours) as u64;
        let work = WALK_WORK_PER_VARIABLE.saturating_mul(variables);
        let clique = cliques.first().map_or(&[][..], Vec::as_slice);
        let begin = self.colouring.as_deref().map(|best| renamed(best, clique));
        let found = colour_by_walk(
            graph,
            colours,
            &precolouring,
            begin.as_deref(),
            work,
            seed,
            &self.limits,
        )
        .expect("k ≤ MAX_COLOURS, and a pre-colouring of every node");
        let coloured = found.is_some();
        if let Some(colouring) = found {
            self.upper = colours;
            self.colouring = Some(colouring);
        }
        self.attempts.push(Attempt {
            colours,
            verdict: if coloured {
                Verdict::Coloured
            } else {
                Verdict::GaveUp
            },
            stats: Stats::default(),
            elapsed: start.elapsed(),
            local_search: true,
        });
        coloured
    }

    /// Tries k colours with at most `share` search nodes (and what the limits leave), and
    /// narrows the range by the answer.
    fn attempt<G>(
        &mut self,
        graph: G,
        colours: usize,
        cliques: &[Vec<usize>],
        share: Option<u64>,
        settings: &Settings,
    ) -> Verdict
    where
        G: IntoEdges + IntoNodeIdentifiers + NodeIndexable,
    {
        let start = Instant::now();
        let left = self.limits.after(self.used).max_nodes;
        let budget = Limits {
            max_nodes: [left, share].into_iter().flatten().min(),
            ..self.limits
        };
        let (outcome, stats) = colour_with_cliques(graph, colours, cliques, &budget, settings)
            .expect("k ≤ MAX_COLOURS, and a pre-colouring of every node");
        self.used += stats.nodes;
        let verdict = match outcome {
            Outcome::Coloured(colouring) => {
                self.upper = colours;
                self.colouring = Some(colouring);
                Verdict::Coloured
            }
            Outcome::NoColouring => {
                self.lower = colours + 1;
                Verdict::NoColouring
            }
            Outcome::GaveUp => Verdict::GaveUp,
        };
        self.attempts.push(Attempt {
            colours,
            verdict,
            stats,
            elapsed: start.elapsed(),
            local_search: false,
        });
        verdict
    }
}

#[cfg(test)]
mod tests;
