//! Local search for a colouring: TabuCol (Hertz and de Werra, "Using tabu search techniques
//! for graph coloring", Computing 39, 1987; in the form of Galinier and Hao, "Hybrid
//! evolutionary algorithms for graph coloring", J. Comb. Optim. 3, 1999). Every node has a
//! colour from its domain at all times, edges may join two nodes of one colour, and each
//! move recolours one node of such an edge, the move that removes most of them (or adds
//! fewest), never one that gives a node back a colour it left within the last few moves
//! unless that reaches fewer clashes than ever before (since the weights last changed).
//!
//! Clashes are weighed: now and then, when no move lowers them, each clashing edge gains
//! weight, so that the search is pushed off the clashes it keeps returning to; and every
//! weight above one falls back by one after about every other rise, so that weights stay
//! small and the search still counts clashes (additive weights with smoothing: Morris,
//! "The breakout method for escaping from local minima", AAAI 1993; Thornton, Pham, Bain
//! and Ferreira, "Additive versus multiplicative clause weighting for SAT", AAAI 2004).
//!
//! It proves nothing, so it only ever runs beside a complete search, on requests for one
//! colouring: there it finds colourings that the complete searches reach late. Hard
//! satisfiable grids near the phase transition, where propagation leaves hundreds of
//! nodes open with a few colours each, are such graphs: their colourings are many and
//! scattered, while a systematic search is stuck below one early wrong guess.
//!
//! The domains come from the learning search's root (`Cdcl::root_domains`), so
//! the search moves only among the colours propagation leaves each node.

use crate::stop::Stop;

use crate::colour::Colour;
use crate::colour_set::ColourSet;
use crate::compile::CompiledGraph;
use crate::config::{
    CLOCK_EVERY_MOVES, FALL_ONE_IN, HEAVIEST, RAISE_EVERY, TENURE_RANDOM, TENURE_TENTHS,
    WORK_PER_CANDIDATE,
};
use crate::rng;

/// A node not in the list of nodes in a clash.
const NOT_LISTED: u32 = u32::MAX;

/// A local search's state, kept from turn to turn.
pub(crate) struct Tabu<S: ColourSet = u64> {
    k: usize,
    /// Per node: the colours it may take, and the one it has.
    domains: Vec<S>,
    colours: Vec<Colour>,
    /// Per node and colour (`v * k + c`): the weights of the node's edges to neighbours
    /// that have that colour; kept for the nodes that may move only, as no move reads the
    /// others.
    around: Vec<u32>,
    /// Per node, its neighbours that may move: `movers[mover_start[v]..mover_start[v + 1]]`.
    /// A move updates their counts only; on grids, where propagation fixes about half the
    /// nodes, that halves the cost of a move's update.
    mover_start: Vec<u32>,
    movers: Vec<u32>,
    /// Per entry of `movers`: the weight of that edge (an edge to a node that cannot move
    /// weighs one), and where the edge's other end lists this node.
    weights: Vec<u32>,
    mirror: Vec<u32>,
    /// The entries of `movers` that weigh more than one, each edge once (from its end of
    /// lower number).
    heavy: Vec<u32>,
    /// Per node and colour: the move until which giving v colour c back is tabu.
    tabu_until: Vec<u64>,
    /// Nodes with more than one colour allowed that share their colour with a neighbour,
    /// and each node's place in that list.
    clashing: Vec<u32>,
    place: Vec<u32>,
    /// The weights of the edges whose two nodes have one colour, now and at fewest since
    /// the weights last changed.
    clashes: u64,
    fewest: u64,
    moves: u64,
    /// Candidate moves weighed, neighbour counts updated and edges reweighed, over every
    /// run: the walk's work, in counts (see [`Tabu::work`]).
    weighed: u64,
    /// Steps without a move that lowers the clashes.
    stuck: u64,
    random: u64,
    /// The moves of the best gain, during one step.
    best: Vec<(u32, Colour)>,
}

impl<S: ColourSet> Tabu<S> {
    /// A search over `domains` (one colour bitset per node, none empty), starting from
    /// `start` where it gives a node a colour of its domain, elsewhere from the colour of
    /// the node's domain that clashes least with the nodes coloured before it.
    pub(crate) fn new(
        graph: &CompiledGraph,
        domains: &[S],
        start: Option<&[Colour]>,
        seed: u64,
    ) -> Tabu<S> {
        let (n, k) = (graph.len(), graph.k);
        debug_assert!(k <= S::CAPACITY, "{k} colours in sets of {}", S::CAPACITY);
        let mut tabu = Tabu {
            k,
            domains: domains.to_vec(),
            colours: vec![0; n],
            around: vec![0; n * k],
            mover_start: Vec::with_capacity(n + 1),
            movers: Vec::new(),
            weights: Vec::new(),
            mirror: Vec::new(),
            heavy: Vec::new(),
            tabu_until: vec![0; n * k],
            clashing: Vec::new(),
            place: vec![NOT_LISTED; n],
            clashes: 0,
            fewest: u64::MAX,
            moves: 0,
            weighed: 0,
            stuck: 0,
            random: rng::mix_seed(seed) | 1,
            best: Vec::new(),
        };
        for (v, &domain) in domains.iter().enumerate() {
            let colour = start
                .and_then(|start| start.get(v))
                .filter(|&&c| (c as usize) < k && domain.contains(c as usize))
                .copied()
                .unwrap_or_else(|| tabu.least_clashing(v));
            tabu.colours[v] = colour;
            for &w in graph.neighbours(v) {
                tabu.around[w as usize * k + colour as usize] += 1;
            }
        }
        tabu.rebuild(graph);
        tabu
    }

    /// The colour of v's domain that the fewest of its neighbours have so far (ties at
    /// random): a greedy start that leaves fewer clashes to repair.
    fn least_clashing(&mut self, v: usize) -> Colour {
        let row = &self.around[v * self.k..(v + 1) * self.k];
        let (mut chosen, mut least, mut ties) = (0, u32::MAX, 0);
        for c in self.domains[v].ones() {
            if row[c] < least {
                (chosen, least, ties) = (c, row[c], 1);
            } else if row[c] == least {
                ties += 1;
                if rng::next_random(&mut self.random).is_multiple_of(ties) {
                    chosen = c;
                }
            }
        }
        chosen as Colour
    }

    /// Narrows the domains to `domains` (each a subset of the one before, none empty),
    /// recolouring each node whose colour is no longer allowed.
    pub(crate) fn narrow(&mut self, graph: &CompiledGraph, domains: &[S]) {
        if domains == self.domains {
            return;
        }
        self.domains.copy_from_slice(domains);
        for (v, &domain) in domains.iter().enumerate() {
            if !domain.contains(self.colours[v] as usize) {
                // v could move until now, so its counts are up to date, and recolouring
                // updates those of the nodes that could move with it; `rebuild` then
                // counts afresh for the narrower domains.
                let colour = self.least_clashing(v);
                self.recolour(v, colour);
            }
        }
        self.rebuild(graph);
    }

    /// Counts every node's neighbours by colour, lists each node's neighbours that may
    /// move, the clashes and the nodes in one, all afresh, every edge weighing one; the
    /// fewest so far start again.
    fn rebuild(&mut self, graph: &CompiledGraph) {
        let k = self.k;
        self.around.fill(0);
        self.mover_start.clear();
        self.movers.clear();
        for v in 0..graph.len() {
            self.mover_start.push(self.movers.len() as u32);
            for &w in graph.neighbours(v) {
                let w = w as usize;
                self.around[v * k + self.colours[w] as usize] += 1;
                if self.domains[w].len() > 1 {
                    self.movers.push(w as u32);
                }
            }
        }
        self.mover_start.push(self.movers.len() as u32);
        self.weights.clear();
        self.weights.resize(self.movers.len(), 1);
        self.heavy.clear();
        // Neighbour lists are sorted, so going through the nodes in order meets each
        // list's entries in order: v's place in w's list is the next one not yet met.
        self.mirror.clear();
        self.mirror.resize(self.movers.len(), 0);
        let mut next: Vec<u32> = self.mover_start[..graph.len()].to_vec();
        for v in 0..graph.len() {
            if self.domains[v].len() < 2 {
                continue;
            }
            for at in self.mover_start[v]..self.mover_start[v + 1] {
                let w = self.movers[at as usize] as usize;
                self.mirror[at as usize] = next[w];
                next[w] += 1;
            }
        }
        self.clashing.clear();
        self.place.fill(NOT_LISTED);
        let mut ends = 0;
        for v in 0..graph.len() {
            let same = self.around[v * self.k + self.colours[v] as usize];
            ends += u64::from(same);
            self.relist(v);
        }
        self.clashes = ends / 2;
        self.fewest = self.clashes;
    }

    /// Puts v in the list of nodes in a clash, or takes it out, as it now is.
    fn relist(&mut self, v: usize) {
        let movable = self.domains[v].len() > 1;
        let in_clash = movable && self.around[v * self.k + self.colours[v] as usize] > 0;
        let listed = self.place[v] != NOT_LISTED;
        if in_clash && !listed {
            self.place[v] = self.clashing.len() as u32;
            self.clashing.push(v as u32);
        } else if !in_clash && listed {
            let at = self.place[v] as usize;
            let last = *self.clashing.last().expect("v is listed");
            self.clashing[at] = last;
            self.place[last as usize] = at as u32;
            self.clashing.pop();
            self.place[v] = NOT_LISTED;
        }
    }

    /// Gives v `colour`, keeping the counts of the nodes that may move and the list up to
    /// date.
    fn recolour(&mut self, v: usize, colour: Colour) {
        let old = self.colours[v] as usize;
        self.colours[v] = colour;
        let (from, to) = (
            self.mover_start[v] as usize,
            self.mover_start[v + 1] as usize,
        );
        self.weighed += (to - from) as u64;
        for at in from..to {
            let (w, weight) = (self.movers[at] as usize, self.weights[at]);
            self.around[w * self.k + old] -= weight;
            self.around[w * self.k + colour as usize] += weight;
            // Only a neighbour of the colour left or taken can change whether it clashes.
            let own = self.colours[w] as usize;
            if own == old || own == colour as usize {
                self.relist(w);
            }
        }
        self.relist(v);
    }

    /// The work done so far, over every run, in the unit turns are counted in (see
    /// [`FIRST_TURN_WORK`](crate::config::FIRST_TURN_WORK)).
    pub(crate) fn work(&self) -> u64 {
        self.weighed * WORK_PER_CANDIDATE
    }

    /// True when no move can mend what clashes: only nodes with one colour left clash.
    pub(crate) fn is_stuck(&self) -> bool {
        self.clashes > 0 && self.clashing.is_empty()
    }

    /// Moves until no edge clashes (true: `colouring` is then proper), until its
    /// [`work`](Tabu::work) reaches `until`, until `stop` says so (its deadline or cancel
    /// flag), or until it [`is_stuck`](Tabu::is_stuck).
    pub(crate) fn run(&mut self, until: u64, stop: &Stop) -> bool {
        while self.clashes > 0 {
            if self.clashing.is_empty() || self.work() >= until {
                return false;
            }
            self.moves += 1;
            if self.moves.is_multiple_of(CLOCK_EVERY_MOVES) && stop.now() {
                return false;
            }
            self.step();
        }
        true
    }

    /// One move: among the nodes in a clash and their other colours, the recolouring that
    /// leaves fewest clashes, a tabu one only when that is fewer than ever (since the
    /// weights last changed; ties at random); or, now and then where no move lowers the
    /// clashes, new weights.
    fn step(&mut self) {
        let k = self.k;
        let mut gain = i64::MAX;
        self.best.clear();
        self.weighed += (self.clashing.len() * k) as u64;
        for &v in &self.clashing {
            let v = v as usize;
            let row = &self.around[v * k..(v + 1) * k];
            let own = i64::from(row[self.colours[v] as usize]);
            for c in self.domains[v].without(self.colours[v] as usize).ones() {
                let delta = i64::from(row[c]) - own;
                if delta > gain {
                    continue;
                }
                let clashes = self.clashes as i64 + delta;
                if self.tabu_until[v * k + c] > self.moves && clashes >= self.fewest as i64 {
                    continue;
                }
                if delta < gain {
                    gain = delta;
                    self.best.clear();
                }
                self.best.push((v as u32, c as Colour));
            }
        }
        if gain >= 0 {
            self.stuck += 1;
            if self.stuck.is_multiple_of(RAISE_EVERY) {
                self.reweigh();
                return;
            }
        }
        if self.best.is_empty() {
            return;
        }
        let pick = rng::next_random(&mut self.random) as usize % self.best.len();
        let (v, colour) = self.best[pick];
        let v = v as usize;
        let tenure = rng::next_random(&mut self.random) % TENURE_RANDOM
            + self.clashing.len() as u64 * TENURE_TENTHS / 10;
        self.tabu_until[v * k + self.colours[v] as usize] = self.moves + tenure;
        self.recolour(v, colour);
        self.clashes = (self.clashes as i64 + gain) as u64;
        self.fewest = self.fewest.min(self.clashes);
    }

    /// Raises the weight of every clashing edge between two nodes that may move by one (up
    /// to [`HEAVIEST`]), then, at random one time in [`FALL_ONE_IN`], lowers every weight
    /// above one by one.
    fn reweigh(&mut self) {
        // Weights stay at least one, so no node joins or leaves the list of those in a clash.
        for listed in 0..self.clashing.len() {
            let v = self.clashing[listed] as usize;
            let colour = self.colours[v] as usize;
            self.weighed += u64::from(self.mover_start[v + 1] - self.mover_start[v]);
            for at in self.mover_start[v] as usize..self.mover_start[v + 1] as usize {
                let w = self.movers[at] as usize;
                // Both ends of a clash between nodes that may move are listed: take it once.
                if w < v || self.colours[w] as usize != colour || self.weights[at] == HEAVIEST {
                    continue;
                }
                if self.weights[at] == 1 {
                    self.heavy.push(at as u32);
                }
                self.weigh(at, 1);
            }
        }
        if rng::next_random(&mut self.random).is_multiple_of(FALL_ONE_IN) {
            let mut heavy = std::mem::take(&mut self.heavy);
            self.weighed += heavy.len() as u64;
            heavy.retain(|&at| {
                self.weigh(at as usize, -1);
                self.weights[at as usize] > 1
            });
            self.heavy = heavy;
        }
        self.fewest = self.clashes;
    }

    /// Changes the weight of the edge at entry `at` of `movers` by `by`, at both ends, with
    /// the weighed counts of both ends and the clashes.
    fn weigh(&mut self, at: usize, by: i32) {
        let back = self.mirror[at] as usize;
        let weight = self.weights[at].wrapping_add_signed(by);
        self.weights[at] = weight;
        self.weights[back] = weight;
        let (v, w) = (self.movers[back] as usize, self.movers[at] as usize);
        let (cv, cw) = (self.colours[v] as usize, self.colours[w] as usize);
        let k = self.k;
        self.around[v * k + cw] = self.around[v * k + cw].wrapping_add_signed(by);
        self.around[w * k + cv] = self.around[w * k + cv].wrapping_add_signed(by);
        if cv == cw {
            self.clashes = self.clashes.wrapping_add_signed(i64::from(by));
        }
    }

    /// The colouring now: proper once [`Tabu::run`] has returned true.
    pub(crate) fn colouring(&self) -> &[Colour] {
        &self.colours
    }
}

#[cfg(test)]
mod tests;
