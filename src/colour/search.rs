//! The colouring search: domains as colour bitsets, one frame of domains per search depth
//! copied on branching (nothing is undone on backtrack), propagation to a fixpoint.
//!
//! Propagation, cheapest first: a node with one colour left removes it from its neighbours
//! (naked single); a unit whose colour has one place left puts it there (hidden single),
//! rescanning only the units that changed; a colour that one unit can place only where it
//! overlaps another unit leaves the rest of that other unit (locked colour).
//! Branching: the node with the fewest colours left per conflict weight (dom/wdeg), on its
//! least constraining colour; each branch is binary (v = c, then v ≠ c).
//!
//! Search times on hard instances are heavy-tailed (an early wrong choice can hide a huge
//! dead subtree), so a search for one colouring restarts from the root with randomised
//! tie-breaks when an attempt exceeds its node allowance, the allowances following the Luby
//! sequence. The first attempt is deterministic and the allowances grow without bound, so
//! the search stays complete.

use std::time::Instant;

use super::planes::{Dirty, Planes};
use super::{Colour, Limits, Settings, Stats, Step, Tables};

/// How often (in search nodes) the clock is read when a deadline is set.
const CLOCK_EVERY: u64 = 256;

/// Node allowance of one restart unit, per node of the graph. Measured on 25×25 puzzles
/// near the hardness peak: 1 to 30 all cure the worst tails; at 1, hard 9×9 puzzles
/// (≈100 nodes each) get cut short and cost 2.5× more; 10 costs them nothing.
const RESTART_NODES_PER_NODE: u64 = 10;

/// Smallest unit on which all-different filtering runs. Measured: on 25×25 puzzles it cuts
/// search nodes tenfold and time by more than half; on 9×9 it saves half the nodes but
/// costs more time than it saves, singles and locked colours already doing most of it.
pub(super) const HALL_MIN_UNIT: usize = 16;

/// What a search run found.
pub(super) struct RunResult {
    pub first: Option<Vec<Colour>>,
    pub found: u64,
    pub gave_up: bool,
    pub stats: Stats,
    /// The steps, when the settings ask for a trace.
    pub trace: Vec<Step>,
}

/// Searches for up to `limit` colourings that give each node v one of `allowed[v]`: on
/// colour planes when the graph has them and no trace is asked for, else on node domains.
pub(super) fn run(
    tables: &Tables,
    allowed: &[u64],
    limits: &Limits,
    limit: u64,
    settings: &Settings,
) -> RunResult {
    match &tables.planes {
        Some(planes) if !settings.trace && tables.k == 9 => search(
            &Planes::<9>::new(tables, planes),
            allowed,
            limits,
            limit,
            settings,
        ),
        Some(planes) if !settings.trace => search(
            &Planes::<0>::new(tables, planes),
            allowed,
            limits,
            limit,
            settings,
        ),
        _ => search(&NodeDomains(tables), allowed, limits, limit, settings),
    }
}

/// How the search holds and narrows the colours left: one frame of `width()` words per
/// depth, and the propagation rules that run on it. The branching, restarts and limits
/// around it are the same for every representation.
pub(super) trait Engine {
    /// One word of a frame.
    type Word: Copy + Default;
    /// Whether propagation uses the node queue and the unit and overlap bitsets of
    /// [`Work`] (allocated per run only when it does).
    const UNIT_SCRATCH: bool;
    /// The compiled graph.
    fn tables(&self) -> &Tables;
    /// Words per frame.
    fn width(&self) -> usize;
    /// Writes the root frame, each node v with the colours of `allowed[v]` it can take, and
    /// queues what propagation must look at. False when some node has no colour.
    fn start(&self, allowed: &[u64], frame: &mut [Self::Word], work: &mut Work) -> bool;
    /// Propagates to a fixpoint; false on a contradiction. The scratch state is left empty
    /// either way.
    fn propagate(&self, frame: &mut [Self::Word], work: &mut Work) -> bool;
    /// The colours node v has left.
    fn domain(&self, frame: &[Self::Word], v: usize) -> u64;
    /// The branching decision (see [`choose`]).
    fn choose(&self, frame: &[Self::Word], work: &Work, rng: &mut u64) -> Option<(usize, u64)>;
    /// Narrows node v to `d`, a strict subset of its colours, for the reason `why`.
    fn narrow(&self, frame: &mut [Self::Word], v: usize, d: u64, why: Why, work: &mut Work);
    /// The colouring a frame with one colour per node holds.
    fn colouring(&self, frame: &[Self::Word]) -> Vec<Colour>;
}

/// The general representation: each node's colours as a bitset, for any graph.
struct NodeDomains<'t>(&'t Tables);

impl Engine for NodeDomains<'_> {
    type Word = u64;
    const UNIT_SCRATCH: bool = true;

    fn tables(&self) -> &Tables {
        self.0
    }

    /// The node domains, then the colours of the atoms and families of the overlap index.
    fn width(&self) -> usize {
        self.0.len() + self.0.overlap_index.frame_words()
    }

    fn start(&self, allowed: &[u64], frame: &mut [u64], work: &mut Work) -> bool {
        let tables = self.0;
        // The colours of every atom and family are computed on first use.
        work.atoms_changed.fill(u64::MAX);
        work.families_changed.fill(u64::MAX);
        for u in 0..tables.unit_count() {
            work.dirty[u / 64] |= 1 << (u % 64);
            work.stale[u / 64] |= 1 << (u % 64);
            work.unmatched[u / 64] |= 1 << (u % 64);
        }
        for (v, (d, (&initial, &allowed))) in frame
            .iter_mut()
            .zip(tables.initial.iter().zip(allowed))
            .enumerate()
        {
            *d = initial & allowed;
            match *d {
                0 => return false,
                d if is_single(d) => work.queue.push(v as u32),
                _ => {}
            }
        }
        true
    }

    fn propagate(&self, frame: &mut [u64], work: &mut Work) -> bool {
        let consistent = fixpoint(self.0, frame, work);
        if !consistent {
            work.clear();
            work.log(|depth| Step::Contradiction { depth });
        }
        consistent
    }

    fn domain(&self, frame: &[u64], v: usize) -> u64 {
        frame[v]
    }

    fn choose(&self, frame: &[u64], work: &Work, rng: &mut u64) -> Option<(usize, u64)> {
        let view = DomainView {
            tables: self.0,
            domains: frame,
        };
        choose(self.0, &view, work, rng)
    }

    fn narrow(&self, frame: &mut [u64], v: usize, d: u64, why: Why, work: &mut Work) {
        work.narrow(self.0, frame, v, d, why);
    }

    fn colouring(&self, frame: &[u64]) -> Vec<Colour> {
        frame[..self.0.len()]
            .iter()
            .map(|d| d.trailing_zeros() as Colour)
            .collect()
    }
}

/// Runs the search on the representation `engine`.
fn search<E: Engine>(
    engine: &E,
    allowed: &[u64],
    limits: &Limits,
    limit: u64,
    settings: &Settings,
) -> RunResult {
    let tables = engine.tables();
    let width = engine.width();
    // The seed is mixed so that small seeds (1, 2, 3 …) start far apart; 0 stays 0.
    let seeded = settings.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let mut search = Search {
        engine,
        // Room for the root, a restart's copy of it and one branch: on 9×9 small enough for
        // the allocator's fast path, which easy puzzles then never leave (measured on
        // 17-clue: 350 instructions per puzzle fewer than room for 16 frames).
        frames: Vec::with_capacity(width * 3),
        work: Work::new(tables, settings, E::UNIT_SCRATCH),
        limits: *limits,
        limit,
        found: 0,
        first: None,
        gave_up: false,
        stats: Stats::default(),
        cap: u64::MAX,
        restart: false,
        rng: seeded,
        root: 0,
    };
    if limit == 0 {
        return search.finish();
    }
    search.frames.resize(width, E::Word::default());
    if !engine.start(allowed, &mut search.frames, &mut search.work)
        || !engine.propagate(&mut search.frames, &mut search.work)
    {
        return search.finish();
    }
    if limit > 1 {
        search.descend(0);
        return search.finish();
    }
    // Frame 0 keeps the propagated root; each attempt starts from a copy of it in frame 1.
    let unit = RESTART_NODES_PER_NODE * tables.len() as u64;
    search.frames.resize(2 * width, E::Word::default());
    search.root = 1;
    for attempt in 1.. {
        search.cap = search
            .stats
            .nodes
            .saturating_add(unit.saturating_mul(luby(attempt)));
        search.frames.copy_within(..width, width);
        search.descend(1);
        if !search.restart {
            break;
        }
        search.restart = false;
        search.work.log(|_| Step::Restart);
        search.rng = 0x9E37_79B9_7F4A_7C15 ^ attempt ^ seeded;
    }
    search.finish()
}

/// The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, … (i from 1): restart
/// allowances that are within a log factor of the best fixed allowance for any
/// distribution of run lengths.
fn luby(i: u64) -> u64 {
    let mut i = i;
    loop {
        let k = 64 - i.leading_zeros() as u64; // 2^(k-1) <= i < 2^k
        if i == (1 << k) - 1 {
            return 1 << (k - 1);
        }
        i -= (1 << (k - 1)) - 1;
    }
}

/// True for a set of exactly one colour.
fn is_single(d: u64) -> bool {
    d != 0 && d & (d - 1) == 0
}

/// Propagation's working state: queues that are empty between propagations, and the
/// conflict weights that the whole run learns.
pub(super) struct Work {
    /// Nodes whose single colour still has to be removed from their neighbours.
    queue: Vec<u32>,
    /// Units whose nodes lost colours since their last hidden-single scan (a bitset).
    dirty: Vec<u64>,
    /// Units whose nodes lost colours since the last locked-colour pass (a bitset).
    stale: Vec<u64>,
    /// Units whose nodes lost colours since their last all-different filtering (a bitset).
    unmatched: Vec<u64>,
    /// Each node's conflict weight: one, plus the contradictions it was wiped out in, plus
    /// those its units took part in (kept as a running total for branching).
    weight: Vec<u32>,
    /// The largest conflict weight of any node.
    heaviest: u32,
    /// Stop propagating after naked and hidden singles.
    pub(super) singles_only: bool,
    /// The steps so far, when tracing.
    trace: Option<Vec<Step>>,
    /// Search depth of the current step, for the trace.
    depth: u32,
    /// For searches on colour planes: where colours lost places since the last propagation.
    pub(super) plane_dirty: Dirty,
    /// Scratch space of all-different filtering, made on its first use.
    matching: Option<Box<Matching>>,
    /// The overlaps a locked-colour pass visits (a bitset).
    visit: Vec<u64>,
    /// Atoms (see [`OverlapIndex`]) with a node that narrowed since their colours in the
    /// frame were last computed, and units with such a node since their families' colours
    /// were (bitsets). They describe the frame being propagated only: each such atom or
    /// family belongs to a unit that the next locked-colour pass visits, so none is left at
    /// a full fixpoint, which is where frames are copied; a contradiction drops its frame
    /// and clears them.
    atoms_changed: Vec<u64>,
    families_changed: Vec<u64>,
}

/// Why a node's colours narrow, for the trace.
#[derive(Clone, Copy)]
pub(super) enum Why {
    /// A branching decision (traced as the branch itself).
    Branch,
    /// Colours removed by neighbours or unit reasoning: one left is a naked single.
    Removal,
    /// The only place of its colour in this unit: a hidden single.
    OnlyPlace(u32),
}

/// Whether unit `u` is in a unit bitset.
fn has(set: &[u64], u: u32) -> bool {
    set[u as usize / 64] & (1 << (u % 64)) != 0
}

impl Work {
    /// The working state of a run on `tables`; the node queue and the unit and overlap
    /// bitsets only with `unit_scratch` (see [`Engine::UNIT_SCRATCH`]), so that a run on
    /// colour planes allocates only what it uses.
    fn new(tables: &Tables, settings: &Settings, unit_scratch: bool) -> Work {
        let size = |len: usize| if unit_scratch { len } else { 0 };
        let words = size(tables.unit_count().div_ceil(64));
        Work {
            queue: Vec::with_capacity(size(tables.len())),
            dirty: vec![0; words],
            stale: vec![0; words],
            unmatched: vec![0; words],
            weight: vec![1; tables.len()],
            heaviest: 1,
            singles_only: settings.singles_only,
            trace: settings.trace.then(Vec::new),
            depth: 0,
            plane_dirty: Dirty::default(),
            matching: None,
            visit: vec![0; size(tables.overlap_index.words)],
            atoms_changed: vec![0; size(tables.overlap_index.atoms.len().div_ceil(64))],
            families_changed: vec![0; words],
        }
    }

    /// Notes that node v lost colours: its units need a new scan.
    fn touched(&mut self, tables: &Tables, v: usize) {
        let words = self
            .dirty
            .iter_mut()
            .zip(&mut self.stale)
            .zip(&mut self.unmatched)
            .zip(&mut self.families_changed);
        for ((((dirty, stale), unmatched), families), &mask) in words.zip(tables.units_of(v)) {
            *dirty |= mask;
            *stale |= mask;
            *unmatched |= mask;
            *families |= mask;
        }
        for &t in tables.overlap_index.atoms_of(v) {
            self.atoms_changed[t as usize / 64] |= 1 << (t % 64);
        }
    }

    /// The conflict weight of node v: how often it or its units were at the heart of a
    /// contradiction. Branching prefers heavy nodes (dom/wdeg).
    pub(super) fn weight(&self, v: usize) -> u64 {
        u64::from(self.weight[v])
    }

    /// The largest conflict weight of any node: what branching may skip nodes by.
    pub(super) fn heaviest(&self) -> u64 {
        u64::from(self.heaviest)
    }

    /// Notes a contradiction where node v lost its last colour.
    pub(super) fn blame_node(&mut self, v: usize) {
        self.weight[v] += 1;
        self.heaviest = self.heaviest.max(self.weight[v]);
    }

    /// Notes a contradiction where unit u lost every place of a colour.
    pub(super) fn blame_unit(&mut self, tables: &Tables, u: usize) {
        for &v in tables.unit(u) {
            self.weight[v as usize] += 1;
            self.heaviest = self.heaviest.max(self.weight[v as usize]);
        }
    }

    /// Sets v's colours to `d`, a strict subset of what it had.
    fn narrow(&mut self, tables: &Tables, domains: &mut [u64], v: usize, d: u64, why: Why) {
        domains[v] = d;
        self.touched(tables, v);
        if is_single(d) {
            self.queue.push(v as u32);
            let unit = match why {
                Why::Branch => return,
                Why::Removal => None,
                Why::OnlyPlace(u) => Some(u),
            };
            self.log(|depth| Step::Forced {
                node: v as u32,
                colour: d.trailing_zeros() as Colour,
                unit,
                depth,
            });
        }
    }

    /// Appends a step to the trace, when tracing.
    fn log(&mut self, step: impl FnOnce(u32) -> Step) {
        if let Some(trace) = &mut self.trace {
            trace.push(step(self.depth));
        }
    }

    fn clear(&mut self) {
        self.queue.clear();
        self.dirty.fill(0);
        self.stale.fill(0);
        self.unmatched.fill(0);
        self.atoms_changed.fill(0);
        self.families_changed.fill(0);
    }
}

struct Search<'e, E: Engine> {
    engine: &'e E,
    /// Frame `depth` is `frames[depth * width..(depth + 1) * width]`: the colours left.
    frames: Vec<E::Word>,
    work: Work,
    limits: Limits,
    limit: u64,
    found: u64,
    first: Option<Vec<Colour>>,
    gave_up: bool,
    stats: Stats,
    /// Node count at which the current attempt stops for a restart.
    cap: u64,
    /// Set when the attempt stopped at its cap rather than for good.
    restart: bool,
    /// Random state for tie-breaks; 0 means deterministic choices.
    rng: u64,
    /// The frame the current attempt starts from (1 when frame 0 keeps the root for
    /// restarts), so that traced depths count guesses.
    root: usize,
}

impl<E: Engine> Search<'_, E> {
    fn finish(self) -> RunResult {
        RunResult {
            first: self.first,
            found: self.found,
            gave_up: self.gave_up,
            stats: self.stats,
            trace: self.work.trace.unwrap_or_default(),
        }
    }

    /// Explores below frame `depth`, which is propagated and consistent. Returns true when
    /// the search must stop (enough colourings found, or out of budget).
    fn descend(&mut self, depth: usize) -> bool {
        let engine = self.engine;
        let width = engine.width();
        let base = depth * width;
        loop {
            let Some((v, c)) =
                engine.choose(&self.frames[base..base + width], &self.work, &mut self.rng)
            else {
                self.record(base);
                return self.found >= self.limit;
            };
            if self.stats.nodes >= self.cap {
                self.restart = true;
                return true;
            }
            if self.out_of_budget() {
                self.gave_up = true;
                return true;
            }
            self.stats.nodes += 1;
            if self.frames.len() < base + 2 * width {
                self.frames.resize(base + 2 * width, E::Word::default());
            }
            let (current, next) = self.frames.split_at_mut(base + width);
            let next = &mut next[..width];
            next.copy_from_slice(&current[base..]);
            let colour = c.trailing_zeros() as Colour;
            self.work.depth = (depth - self.root) as u32 + 1;
            self.work.log(|depth| Step::Branch {
                node: v as u32,
                colour,
                choices: engine.domain(next, v).count_ones(),
                depth,
            });
            engine.narrow(next, v, c, Why::Branch, &mut self.work);
            if engine.propagate(next, &mut self.work) && self.descend(depth + 1) {
                return true;
            }
            self.stats.backtracks += 1;
            // Colour c failed (or is exhausted) at v: continue with v ≠ c in this frame.
            self.work.depth = (depth - self.root) as u32;
            self.work.log(|depth| Step::Backtrack {
                node: v as u32,
                colour,
                depth,
            });
            let current = &mut self.frames[base..base + width];
            let rest = engine.domain(current, v) & !c;
            engine.narrow(current, v, rest, Why::Removal, &mut self.work);
            if !engine.propagate(current, &mut self.work) {
                return false;
            }
        }
    }

    /// Counts the colouring in the frame at `base`, keeping the first one found.
    fn record(&mut self, base: usize) {
        self.found += 1;
        if self.first.is_none() {
            let frame = &self.frames[base..base + self.engine.width()];
            self.first = Some(self.engine.colouring(frame));
        }
    }

    fn out_of_budget(&self) -> bool {
        if self
            .limits
            .max_nodes
            .is_some_and(|max| self.stats.nodes >= max)
        {
            return true;
        }
        self.limits.deadline.is_some_and(|deadline| {
            self.stats.nodes.is_multiple_of(CLOCK_EVERY) && Instant::now() >= deadline
        })
    }
}

/// What branching reads of a frame, whatever its representation.
pub(super) trait View {
    /// The colours node v has left.
    fn domain(&self, v: usize) -> u64;
    /// Of the nodes with two or more colours left (those branching can choose), the one
    /// with the fewest colours per conflict weight (dom/wdeg): among equals, the first in
    /// node order from `start` on, wrapping around. `None` when every node has one colour.
    fn most_constrained(&self, start: usize, work: &Work) -> Option<usize>;
    /// How many neighbours of v still have colour `c` (a one-colour set).
    fn neighbours_with(&self, v: usize, c: u64) -> u32;
}

/// Node-domain frames as seen by branching.
struct DomainView<'a> {
    tables: &'a Tables,
    domains: &'a [u64],
}

impl View for DomainView<'_> {
    fn domain(&self, v: usize) -> u64 {
        self.domains[v]
    }

    fn most_constrained(&self, start: usize, work: &Work) -> Option<usize> {
        let n = self.tables.len();
        let mut best = Candidate::default();
        for (rank, v) in (start..n).chain(0..start).enumerate() {
            let count = self.domains[v].count_ones();
            if count > 1 {
                best.offer(v, rank, u64::from(count), work.weight(v));
            }
        }
        best.node()
    }

    fn neighbours_with(&self, v: usize, c: u64) -> u32 {
        let neighbours = self.tables.neighbours(v);
        neighbours
            .iter()
            .filter(|&&u| self.domains[u as usize] & c != 0)
            .count() as u32
    }
}

/// The branching decision `(node, colour)`, or `None` when every node has one colour (the
/// frame is a colouring): the node with the fewest colours per conflict weight (dom/wdeg).
/// With a random state, ties and colours are picked at random; without, the first node and
/// lowest colour.
///
/// Branching on a unit colour with two or three places when no node had two colours was
/// tried and dropped: measured with dom/wdeg and restarts, it doubled the search nodes on
/// hard 9×9 puzzles (forum_hardest 72 → 125 per puzzle) and made 25×25 tails ten times
/// longer (lewis25: 266 → 1,106 nodes per puzzle, slowest 0.1 s → 1.3 s).
pub(super) fn choose(
    tables: &Tables,
    view: &impl View,
    work: &Work,
    rng: &mut u64,
) -> Option<(usize, u64)> {
    let n = tables.len();
    let start = if *rng == 0 {
        0
    } else {
        next_random(rng) as usize % n
    };
    let v = view.most_constrained(start, work)?;
    Some((v, least_constraining(view, v, rng)))
}

/// The best node offered so far for branching under dom/wdeg (see
/// [`View::most_constrained`]).
pub(super) struct Candidate {
    /// The best node so far; `usize::MAX` until one is offered.
    node: usize,
    /// The node's place in the order from the start node: ties go to the earlier.
    rank: usize,
    count: u64,
    weight: u64,
}

impl Default for Candidate {
    /// No node yet: one colour per zero weight, which any offer beats.
    fn default() -> Candidate {
        Candidate {
            node: usize::MAX,
            rank: usize::MAX,
            count: 1,
            weight: 0,
        }
    }
}

impl Candidate {
    /// Offers node v, `rank`-th from the start node, with `count` colours left and
    /// conflict weight `weight`: it wins with fewer colours per weight, or as few per weight
    /// and an earlier rank, so that the order of the offers does not matter. Taken by
    /// selects, not a branch: which offer wins follows no pattern.
    pub(super) fn offer(&mut self, v: usize, rank: usize, count: u64, weight: u64) {
        let wins = (count * self.weight, rank) < (self.count * weight, self.rank);
        let pick = |new: u64, old: u64| std::hint::select_unpredictable(wins, new, old);
        *self = Candidate {
            node: pick(v as u64, self.node as u64) as usize,
            rank: pick(rank as u64, self.rank as u64) as usize,
            count: pick(count, self.count),
            weight: pick(weight, self.weight),
        };
    }

    /// Whether a node with `count` colours or more, weighing at most `heaviest`, could
    /// still win (or tie, and win by its rank).
    pub(super) fn could_lose_to(&self, count: u64, heaviest: u64) -> bool {
        count * self.weight <= self.count * heaviest
    }

    /// The best node offered, if any.
    pub(super) fn node(&self) -> Option<usize> {
        (self.node != usize::MAX).then_some(self.node)
    }
}

/// The colour of v that the fewest neighbours still have (so it rules out the least);
/// ties go to the lowest colour, or a random one when the random state is set.
fn least_constraining(view: &impl View, v: usize, rng: &mut u64) -> u64 {
    let mut best = (u32::MAX, 0u64);
    let mut rest = view.domain(v);
    while rest != 0 {
        let c = rest & rest.wrapping_neg();
        rest &= rest - 1;
        let hits = view.neighbours_with(v, c);
        if hits < best.0 {
            best = (hits, c);
        } else if hits == best.0 {
            best.1 |= c;
        }
    }
    pick_colour(best.1, rng)
}

/// One colour of `d`: the lowest, or a random one when the random state is set.
fn pick_colour(d: u64, rng: &mut u64) -> u64 {
    if *rng == 0 {
        return d & d.wrapping_neg();
    }
    let mut rest = d;
    for _ in 0..next_random(rng) % u64::from(d.count_ones()) {
        rest &= rest - 1;
    }
    rest & rest.wrapping_neg()
}

/// xorshift64*: a fast, good-enough stream for tie-breaks; a non-zero state never returns
/// to 0.
pub(crate) fn next_random(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32
}

/// Propagates node domains to a fixpoint. Returns false on a contradiction (a node with no
/// colour left, or a unit missing a colour).
fn fixpoint(tables: &Tables, domains: &mut [u64], work: &mut Work) -> bool {
    loop {
        while let Some(v) = work.queue.pop() {
            let c = domains[v as usize];
            for &u in tables.neighbours(v as usize) {
                let d = domains[u as usize];
                if d & c != 0 {
                    if d == c {
                        work.blame_node(u as usize);
                        return false;
                    }
                    work.narrow(tables, domains, u as usize, d & !c, Why::Removal);
                }
            }
        }
        if !hidden_singles(tables, domains, work) {
            return false;
        }
        if !work.queue.is_empty() {
            continue;
        }
        if work.singles_only {
            return true;
        }
        match locked_colours(tables, domains, work) {
            None => return false,
            Some(true) => continue,
            Some(false) => {}
        }
        if tables.k < HALL_MIN_UNIT {
            return true;
        }
        match hall_sets(tables, domains, work) {
            None => return false,
            Some(false) => return true,
            Some(true) => {}
        }
    }
}

/// All-different filtering (Régin) on each changed unit: keeps exactly the colours that
/// some way of giving every node of the unit its own colour uses. This finds every naked
/// and hidden subset (pairs, triples, …) at once. Returns whether anything changed, or
/// `None` when some unit cannot give its nodes distinct colours.
fn hall_sets(tables: &Tables, domains: &mut [u64], work: &mut Work) -> Option<bool> {
    let mut changed = false;
    for word in 0..work.unmatched.len() {
        while work.unmatched[word] != 0 {
            let bit = work.unmatched[word].trailing_zeros() as usize;
            work.unmatched[word] &= work.unmatched[word] - 1;
            let u = word * 64 + bit;
            // Placed nodes are matched already; only the open ones (and, as naked singles
            // have run, only the colours not yet placed) take part.
            let matching = work.matching.get_or_insert_with(Matching::new);
            let Matching { open, own, .. } = &mut **matching;
            let mut count = 0;
            for &v in tables.unit(u) {
                let d = domains[v as usize];
                if !is_single(d) {
                    (open[count], own[count]) = (v, d);
                    count += 1;
                }
            }
            if count < 2 {
                continue;
            }
            let colours = own[..count].iter().fold(0u64, |m, &d| m | d);
            if colours.count_ones() as usize != count {
                // Fewer colours than open nodes: no way to colour them all. More: a fresh
                // single has not yet left its neighbours, so the unit waits for that.
                if (colours.count_ones() as usize) < count {
                    work.blame_unit(tables, u);
                    return None;
                }
                work.unmatched[word] |= 1 << bit;
                return Some(true);
            }
            if !consistent_colours(count, matching) {
                work.blame_unit(tables, u);
                return None;
            }
            for i in 0..count {
                let m = work.matching.as_ref().expect("made above");
                let (v, d) = (m.open[i] as usize, m.own[i] & m.allowed[i]);
                if d != m.own[i] {
                    work.narrow(tables, domains, v, d, Why::Removal);
                    changed = true;
                }
            }
            if !work.queue.is_empty() {
                return Some(true);
            }
        }
    }
    Some(changed)
}

/// Scratch space of all-different filtering, kept for the whole search so that no call
/// clears 64-entry arrays it fills only in part.
pub(super) struct Matching {
    /// The unit's open nodes and their colours.
    open: [u32; 64],
    own: [u64; 64],
    /// The node each matched colour is matched to, and each node's matched colour.
    owner: [u8; 64],
    mate: [u64; 64],
    /// forward[i]: nodes whose matched colour i can take; backward: the transpose.
    forward: [u64; 64],
    backward: [u64; 64],
    /// The colours each node keeps.
    allowed: [u64; 64],
}

impl Matching {
    fn new() -> Box<Matching> {
        Box::new(Matching {
            open: [0; 64],
            own: [0; 64],
            owner: [0; 64],
            mate: [0; 64],
            forward: [0; 64],
            backward: [0; 64],
            allowed: [0; 64],
        })
    }
}

/// For nodes `0..k` with colour sets `m.own[..k]` (k ≤ 64) that must all differ, drawing
/// on exactly k colours in all, the colours each node keeps in some perfect matching, into
/// `m.allowed[..k]`; false if there is no perfect matching. A colour matched to node j stays possible for node i exactly when
/// i and j lie on a common alternating cycle, i.e. in one strongly connected component of
/// the graph i → j whenever i can take j's matched colour.
fn consistent_colours(k: usize, m: &mut Matching) -> bool {
    let Matching {
        own: domains,
        owner,
        mate,
        forward,
        backward,
        allowed,
        ..
    } = m;
    let domains = &domains[..k];
    let mut matched = 0u64;
    for i in 0..k {
        let mut seen = 0u64;
        if !augment(i, domains, owner, &mut matched, &mut seen) {
            return false;
        }
    }
    let mut colours = matched;
    while colours != 0 {
        let c = colours.trailing_zeros() as usize;
        colours &= colours - 1;
        mate[owner[c] as usize] = 1 << c;
    }
    forward[..k].fill(0);
    backward[..k].fill(0);
    for i in 0..k {
        let mut colours = domains[i];
        while colours != 0 {
            let j = owner[colours.trailing_zeros() as usize] as usize;
            colours &= colours - 1;
            forward[i] |= 1 << j;
            backward[j] |= 1 << i;
        }
    }
    let all = if k == 64 { u64::MAX } else { (1u64 << k) - 1 };
    let mut left = all;
    while left != 0 {
        let i = left.trailing_zeros() as usize;
        let component = reachable(i, forward) & reachable(i, backward);
        let mut colours = 0u64;
        let mut members = component;
        while members != 0 {
            colours |= mate[members.trailing_zeros() as usize];
            members &= members - 1;
        }
        let mut members = component;
        while members != 0 {
            allowed[members.trailing_zeros() as usize] = colours;
            members &= members - 1;
        }
        left &= !component;
    }
    true
}

/// Nodes reachable from `start` along `edges` (a bitset of successors per node).
fn reachable(start: usize, edges: &[u64; 64]) -> u64 {
    let mut reached = 1u64 << start;
    let mut frontier = reached;
    while frontier != 0 {
        let mut next = 0u64;
        while frontier != 0 {
            next |= edges[frontier.trailing_zeros() as usize];
            frontier &= frontier - 1;
        }
        frontier = next & !reached;
        reached |= next;
    }
    reached
}

/// Kuhn's augmenting path from node i: takes a free colour if it can, else moves the owner
/// of one of its colours elsewhere. `seen` holds the colours visited in this search.
fn augment(
    i: usize,
    domains: &[u64],
    owner: &mut [u8; 64],
    matched: &mut u64,
    seen: &mut u64,
) -> bool {
    let options = domains[i] & !*seen;
    let free = options & !*matched;
    if free != 0 {
        let c = free.trailing_zeros() as usize;
        owner[c] = i as u8;
        *matched |= 1 << c;
        return true;
    }
    *seen |= options;
    let mut rest = options;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if augment(owner[c] as usize, domains, owner, matched, seen) {
            owner[c] = i as u8;
            return true;
        }
    }
    false
}

/// Scans the dirty units: a colour with one place left goes there. Returns false when a
/// unit lacks a colour or one node is the only place of two colours.
fn hidden_singles(tables: &Tables, domains: &mut [u64], work: &mut Work) -> bool {
    for word in 0..work.dirty.len() {
        while work.dirty[word] != 0 {
            let bit = work.dirty[word].trailing_zeros() as usize;
            work.dirty[word] &= work.dirty[word] - 1;
            let u = word * 64 + bit;
            let unit = tables.unit(u);
            let (mut once, mut twice, mut placed) = (0u64, 0u64, 0u64);
            for &v in unit {
                let d = domains[v as usize];
                twice |= once & d;
                once |= d;
                placed |= d & u64::from(d & d.wrapping_sub(1) == 0).wrapping_neg();
            }
            if once != tables.full {
                work.blame_unit(tables, u);
                return false;
            }
            // Colours with one place that is not yet their node's only colour.
            let mut unique = once & !twice & !placed;
            for &v in unit {
                if unique == 0 {
                    break;
                }
                let d = domains[v as usize];
                let here = d & unique;
                if here == 0 {
                    continue;
                }
                if !is_single(here) {
                    work.blame_unit(tables, u);
                    return false;
                }
                unique &= !here;
                if d != here {
                    work.narrow(tables, domains, v as usize, here, Why::OnlyPlace(u as u32));
                }
            }
        }
    }
    true
}

/// The unit overlaps indexed for locked colours on node domains. Each unit's nodes are cut
/// into parts ("atoms") in one or more ways ("families"): a family holds some of the unit's
/// overlaps whose shared parts are pairwise disjoint, each shared part an atom, and the rest
/// of the unit as one more atom. The colours a unit has outside one shared part are then
/// those of the other atoms of that family. Each atom's colours are kept in the frame after
/// the node domains and recomputed only when one of its nodes narrows, so a pass reads a few
/// words per unit instead of every node of both units for each overlap.
#[derive(Clone, Debug, Default)]
pub(super) struct OverlapIndex {
    /// The overlaps of unit u, as a bitset over overlaps at `of_unit[u * words..]`.
    of_unit: Vec<u64>,
    words: usize,
    /// Unit u's families are `families[unit_families[u]..unit_families[u + 1]]`.
    unit_families: Vec<u32>,
    /// Each family as a range of `family_atoms`, which holds atom numbers.
    families: Vec<(u32, u32)>,
    family_atoms: Vec<u32>,
    /// Each atom as a range of `nodes`; atoms with the same nodes are one atom.
    atoms: Vec<(u32, u32)>,
    nodes: Vec<u32>,
    /// The atoms holding node v are `node_atoms[node_atom_start[v]..node_atom_start[v + 1]]`.
    node_atom_start: Vec<u32>,
    node_atoms: Vec<u32>,
    /// For each overlap of units A and B: the family of A and the family of B that hold
    /// its shared part, and the atom that is the shared part.
    sides: Vec<(u32, u32, u32)>,
}

impl OverlapIndex {
    /// Indexes the overlaps of `tables`, grouping each unit's overlaps into families first
    /// fit, in overlap order.
    pub(super) fn new(tables: &Tables) -> OverlapIndex {
        let units = tables.unit_count();
        let words = tables.overlaps.len().div_ceil(64);
        let mut index = OverlapIndex {
            of_unit: vec![0; units * words],
            words,
            unit_families: Vec::with_capacity(units + 1),
            sides: vec![(0, 0, 0); tables.overlaps.len()],
            ..OverlapIndex::default()
        };
        let mut numbers = std::collections::HashMap::new();
        // Position of each node in the unit at hand, so that node sets are bitsets.
        let mut position = vec![0u8; tables.len()];
        for u in 0..units {
            index.unit_families.push(index.families.len() as u32);
            for (i, &v) in tables.unit(u).iter().enumerate() {
                position[v as usize] = i as u8;
            }
            // Each family as its covered positions and its overlaps.
            let mut groups: Vec<(u64, Vec<usize>)> = Vec::new();
            for (o, overlap) in tables.overlaps.iter().enumerate() {
                if overlap.units.0 as usize != u && overlap.units.1 as usize != u {
                    continue;
                }
                index.of_unit[u * words + o / 64] |= 1 << (o % 64);
                let shared = tables
                    .overlap_part(overlap.shared)
                    .iter()
                    .fold(0u64, |m, &v| m | 1 << position[v as usize]);
                match groups.iter_mut().find(|(covered, _)| covered & shared == 0) {
                    Some((covered, members)) => {
                        *covered |= shared;
                        members.push(o);
                    }
                    None => groups.push((shared, vec![o])),
                }
            }
            for (covered, members) in groups {
                let family = index.families.len() as u32;
                let first = index.family_atoms.len() as u32;
                for o in members {
                    let overlap = &tables.overlaps[o];
                    let nodes = tables.overlap_part(overlap.shared).to_vec();
                    let atom = index.atom(&mut numbers, nodes);
                    index.family_atoms.push(atom);
                    let side = &mut index.sides[o];
                    if overlap.units.0 as usize == u {
                        (side.0, side.2) = (family, atom);
                    } else {
                        side.1 = family;
                    }
                }
                let rest: Vec<u32> = (tables.unit(u).iter().enumerate())
                    .filter(|&(i, _)| covered & 1 << i == 0)
                    .map(|(_, &v)| v)
                    .collect();
                if !rest.is_empty() {
                    let atom = index.atom(&mut numbers, rest);
                    index.family_atoms.push(atom);
                }
                let end = index.family_atoms.len() as u32;
                index.families.push((first, end));
            }
        }
        index.unit_families.push(index.families.len() as u32);
        let mut lists = vec![Vec::new(); tables.len()];
        for (t, &(start, end)) in index.atoms.iter().enumerate() {
            for &v in &index.nodes[start as usize..end as usize] {
                lists[v as usize].push(t as u32);
            }
        }
        index.node_atom_start.push(0);
        for list in lists {
            index.node_atoms.extend(list);
            index.node_atom_start.push(index.node_atoms.len() as u32);
        }
        index
    }

    /// Frame words after the node domains: each atom's colours, then each family's colours
    /// of at least one atom, then of at least two (the parts [`OverlapIndex::parts`] cuts).
    fn frame_words(&self) -> usize {
        self.atoms.len() + 2 * self.families.len()
    }

    /// A frame of `nodes` node domains cut into its parts.
    fn parts<'f>(&self, nodes: usize, frame: &'f mut [u64]) -> FrameParts<'f> {
        let (domains, rest) = frame.split_at_mut(nodes);
        let (atoms, families) = rest.split_at_mut(self.atoms.len());
        let (once, twice) = families.split_at_mut(self.families.len());
        FrameParts {
            domains,
            atoms,
            once,
            twice,
        }
    }

    /// The number of the atom with `nodes`, made if it is new.
    fn atom(
        &mut self,
        numbers: &mut std::collections::HashMap<Vec<u32>, u32>,
        mut nodes: Vec<u32>,
    ) -> u32 {
        nodes.sort_unstable();
        *numbers.entry(nodes).or_insert_with_key(|nodes| {
            let start = self.nodes.len() as u32;
            self.nodes.extend(nodes);
            self.atoms.push((start, self.nodes.len() as u32));
            self.atoms.len() as u32 - 1
        })
    }

    /// The atoms holding node v.
    fn atoms_of(&self, v: usize) -> &[u32] {
        &self.node_atoms[self.node_atom_start[v] as usize..self.node_atom_start[v + 1] as usize]
    }
}

/// A node-domain frame's parts (see [`OverlapIndex::frame_words`]).
struct FrameParts<'f> {
    domains: &'f mut [u64],
    /// Each atom's colours.
    atoms: &'f mut [u64],
    /// Each family's colours of at least one atom, and of at least two.
    once: &'f mut [u64],
    twice: &'f mut [u64],
}

/// Recomputes the colours of unit u's families (see [`OverlapIndex`]): of at least one
/// atom, and of at least two, first recomputing the atoms that changed.
fn refresh_families(tables: &Tables, frame: &mut FrameParts, work: &mut Work, u: usize) {
    let index = &tables.overlap_index;
    work.families_changed[u / 64] &= !(1 << (u % 64));
    for f in index.unit_families[u] as usize..index.unit_families[u + 1] as usize {
        let (mut once, mut twice) = (0u64, 0u64);
        let (first, end) = index.families[f];
        for &t in &index.family_atoms[first as usize..end as usize] {
            if has(&work.atoms_changed, t) {
                work.atoms_changed[t as usize / 64] &= !(1 << (t % 64));
                let (start, end) = index.atoms[t as usize];
                let nodes = &index.nodes[start as usize..end as usize];
                frame.atoms[t as usize] = nodes
                    .iter()
                    .fold(0u64, |m, &v| m | frame.domains[v as usize]);
            }
            let colours = frame.atoms[t as usize];
            twice |= once & colours;
            once |= colours;
        }
        (frame.once[f], frame.twice[f]) = (once, twice);
    }
}

/// For each pair of overlapping units, removes from the rest of one unit the colours that
/// the other can place only in the overlap. Returns whether anything changed, or `None` on
/// a node left without colours.
fn locked_colours(tables: &Tables, frame: &mut [u64], work: &mut Work) -> Option<bool> {
    let index = &tables.overlap_index;
    let mut frame = index.parts(tables.len(), frame);
    // The overlaps of the units that changed since the last pass, visited in overlap order.
    let mut visit = std::mem::take(&mut work.visit);
    visit.fill(0);
    for word in 0..work.stale.len() {
        while work.stale[word] != 0 {
            let u = word * 64 + work.stale[word].trailing_zeros() as usize;
            work.stale[word] &= work.stale[word] - 1;
            let overlaps = &index.of_unit[u * index.words..(u + 1) * index.words];
            for (visit, &mask) in visit.iter_mut().zip(overlaps) {
                *visit |= mask;
            }
        }
    }
    let mut changed = Some(false);
    'pass: for (word, bits) in visit.iter_mut().enumerate() {
        while *bits != 0 {
            let o = word * 64 + bits.trailing_zeros() as usize;
            *bits &= *bits - 1;
            let overlap = &tables.overlaps[o];
            let (a, b) = overlap.units;
            for u in [a, b] {
                if has(&work.families_changed, u) {
                    refresh_families(tables, &mut frame, work, u as usize);
                }
            }
            let (family_a, family_b, atom) = index.sides[o];
            let (family_a, family_b) = (family_a as usize, family_b as usize);
            let shared = frame.atoms[atom as usize];
            // The colours of each unit outside the shared part: of another atom of its family.
            let outside_a = frame.twice[family_a] | (frame.once[family_a] & !shared);
            let outside_b = frame.twice[family_b] | (frame.once[family_b] & !shared);
            for (locked, rest) in [
                (shared & !outside_a & outside_b, overlap.only_b),
                (shared & !outside_b & outside_a, overlap.only_a),
            ] {
                if locked == 0 {
                    continue;
                }
                for &v in tables.overlap_part(rest) {
                    let d = frame.domains[v as usize];
                    if d & locked != 0 {
                        if d & !locked == 0 {
                            work.blame_unit(tables, a as usize);
                            work.blame_unit(tables, b as usize);
                            changed = None;
                            break 'pass;
                        }
                        work.narrow(tables, frame.domains, v as usize, d & !locked, Why::Removal);
                        changed = Some(true);
                    }
                }
            }
        }
    }
    work.visit = visit;
    changed
}

#[cfg(test)]
mod tests {
    use petgraph::graph::{NodeIndex, UnGraph};
    use proptest::prelude::*;

    use super::{
        DomainView, Engine, Matching, NodeDomains, View, Work, consistent_colours, search,
    };
    use crate::colour::planes::{PlaneView, Planes};
    use crate::colour::{Colourer, Limits, Settings, allowed_colours};
    use crate::graph::ConstraintGraph;
    use crate::grid::{Grid, Shape};

    /// Every assignment of distinct colours from `domains`, by brute force.
    fn matchings(domains: &[u64], used: u64, out: &mut Vec<Vec<u32>>, partial: &mut Vec<u32>) {
        let Some(&d) = domains.get(partial.len()) else {
            out.push(partial.clone());
            return;
        };
        for c in 0..64 {
            if d & !used & (1 << c) != 0 {
                partial.push(c);
                matchings(domains, used | 1 << c, out, partial);
                partial.pop();
            }
        }
    }

    /// All proper colourings of a small graph with k colours, by brute force.
    fn colourings(n: usize, edges: &[(usize, usize)], k: u8, pre: &[Option<u8>]) -> usize {
        let mut count = 0;
        let mut colours = vec![0u8; n];
        loop {
            let proper = edges.iter().all(|&(a, b)| colours[a] != colours[b]);
            let keeps = pre
                .iter()
                .zip(&colours)
                .all(|(p, c)| p.is_none_or(|p| p == *c));
            count += usize::from(proper && keeps);
            let Some(i) = (0..n).find(|&i| colours[i] + 1 < k) else {
                return count;
            };
            colours[i] += 1;
            colours[..i].iter_mut().for_each(|c| *c = 0);
        }
    }

    proptest! {
        #[test]
        fn hall_filter_keeps_exactly_the_colours_of_some_matching(raw in prop::collection::vec(1u64..64, 1..=6)) {
            let k = raw.len();
            let domains: Vec<u64> = raw.iter().map(|d| d & ((1 << k) - 1)).collect();
            let mut all = Vec::new();
            matchings(&domains, 0, &mut all, &mut Vec::new());
            let mut m = Matching::new();
            m.own[..k].copy_from_slice(&domains);
            match consistent_colours(k, &mut m).then_some(m.allowed) {
                None => prop_assert!(all.is_empty()),
                Some(allowed) => {
                    prop_assert!(!all.is_empty());
                    for i in 0..k {
                        let used = all.iter().fold(0u64, |m, a| m | 1 << a[i]);
                        prop_assert_eq!(allowed[i] & domains[i], used, "node {}", i);
                    }
                }
            }
        }

        /// Both representations prune with the same rules, so on Sudoku graphs (units that
        /// overlap, so locked colours run) they must count the same solutions; the count
        /// search is complete, so a wrong prune in either shows as a smaller count.
        #[test]
        fn node_domains_and_colour_planes_count_alike(
            boxes in prop::sample::select(vec![(2usize, 2usize), (2, 3), (3, 2)]),
            givens in prop::collection::vec((0usize..36, 0u8..6), 0..14),
        ) {
            let shape = Shape::new(boxes.0, boxes.1).expect("shape");
            let side = shape.side();
            let mut cells = vec![None; side * side];
            for (cell, symbol) in givens {
                cells[cell % (side * side)] = Some(symbol % side as u8);
            }
            let grid = Grid::from_cells(shape, cells).expect("cells fit");
            let graph = ConstraintGraph::new(&grid);
            let colourer = Colourer::new(graph.graph(), side, &graph.unit_nodes()).expect("colourer");
            let tables = &colourer.tables;
            let planes = tables.planes.as_ref().expect("small enough for planes");
            let allowed = allowed_colours(&graph.precolouring());
            let settings = Settings::default();
            let limits = Limits::default();
            let by_nodes = search(&NodeDomains(tables), &allowed, &limits, 3000, &settings);
            let by_planes = search(&Planes::<0>::new(tables, planes), &allowed, &limits, 3000, &settings);
            prop_assert_eq!(by_nodes.found, by_planes.found);
            prop_assert_eq!(by_nodes.first.is_some(), by_nodes.found > 0);
        }

        /// Both representations propagate with the same rules, whose fixpoint is unique, so
        /// from the same pre-colouring they must agree on consistency and, when consistent,
        /// leave every node the same colours; a rule that one of them skips or misapplies
        /// shows. A 10×10 grid with 2×5 boxes puts nodes in both halves of a plane and has
        /// 70 overlaps, more than one group of the planes' locked colours. The givens come
        /// from a random solution with many holes (so that locked colours matter), some
        /// of them changed (so that contradictions are compared too).
        #[test]
        fn node_domains_and_colour_planes_propagate_alike(
            seed in 1u64..u64::MAX,
            holes in prop::collection::vec(0usize..100, 60..200),
            changed in prop::collection::vec((0usize..100, 0u8..10), 0..3),
        ) {
            let grid = Grid::empty(Shape::new(2, 5).expect("shape"));
            let graph = ConstraintGraph::new(&grid);
            let colourer = Colourer::new(graph.graph(), 10, &graph.unit_nodes()).expect("colourer");
            let tables = &colourer.tables;
            prop_assert!(tables.overlaps.len() > 64);
            let planes = Planes::<0>::new(tables, tables.planes.as_ref().expect("small enough for planes"));
            let random = Settings { seed, ..Settings::default() };
            let solution = search(&planes, &[u64::MAX; 100], &Limits::default(), 1, &random)
                .first
                .expect("an empty grid has a colouring");
            let mut pre: Vec<Option<u8>> = solution.into_iter().map(Some).collect();
            for hole in holes {
                pre[hole] = None;
            }
            for (cell, colour) in changed {
                pre[cell] = Some(colour);
            }
            let allowed = allowed_colours(&pre);
            let settings = Settings::default();
            let nodes = NodeDomains(tables);
            let mut by_nodes = vec![0; nodes.width()];
            let mut work = Work::new(tables, &settings, true);
            let nodes_consistent = nodes.start(&allowed, &mut by_nodes, &mut work)
                && nodes.propagate(&mut by_nodes, &mut work);
            let mut by_planes = vec![0; planes.width()];
            let mut work = Work::new(tables, &settings, false);
            let planes_consistent = planes.start(&allowed, &mut by_planes, &mut work)
                && planes.propagate(&mut by_planes, &mut work);
            prop_assert_eq!(nodes_consistent, planes_consistent);
            if planes_consistent {
                for v in 0..100 {
                    prop_assert_eq!(nodes.domain(&by_nodes, v), planes.domain(&by_planes, v), "node {}", v);
                }
            }
        }

        /// Branching picks its node through either view; on a 9×9 graph (nodes past 64, in
        /// both halves of a plane), whatever the conflict weights, they must pick the same.
        /// The givens are cells of a random solution, so every case propagates (random
        /// givens contradict each other in most cases, which proptest then discards).
        #[test]
        fn plane_and_domain_views_pick_the_same_node(
            seed in 1u64..u64::MAX,
            kept in prop::collection::vec(0usize..81, 0..24),
            start in 0usize..81,
            weights in prop::collection::vec(1u32..6, 81),
        ) {
            let graph = ConstraintGraph::new(&Grid::empty(Shape::new(3, 3).expect("shape")));
            let colourer = Colourer::new(graph.graph(), 9, &graph.unit_nodes()).expect("colourer");
            let tables = &colourer.tables;
            let planes = Planes::<9>::new(tables, tables.planes.as_ref().expect("small enough for planes"));
            let random = Settings { seed, ..Settings::default() };
            let solution = search(&planes, &[u64::MAX; 81], &Limits::default(), 1, &random)
                .first
                .expect("an empty grid has a colouring");
            let mut pre = vec![None; 81];
            for cell in kept {
                pre[cell] = Some(solution[cell]);
            }
            let mut frame = vec![0; planes.width()];
            let mut work = Work::new(tables, &Settings::default(), false);
            let allowed = allowed_colours(&pre);
            prop_assert!(planes.start(&allowed, &mut frame, &mut work), "part of a solution");
            prop_assert!(planes.propagate(&mut frame, &mut work), "part of a solution");
            let domains: Vec<u64> = (0..81).map(|v| planes.domain(&frame, v)).collect();
            work.heaviest = weights.iter().copied().max().unwrap_or(1);
            work.weight = weights;
            let by_planes = PlaneView::new(&planes, &frame).most_constrained(start, &work);
            let by_domains = DomainView { tables, domains: &domains }.most_constrained(start, &work);
            prop_assert_eq!(by_planes, by_domains);
            // The node picked is one a full scan by dom/wdeg would pick.
            let ratio = |v: usize| (domains[v].count_ones() as f64 / work.weight(v) as f64, v);
            let open = (0..81).filter(|&v| domains[v].count_ones() > 1);
            let best = open.map(ratio).map(|(r, _)| r).fold(f64::INFINITY, f64::min);
            prop_assert_eq!(by_planes.map(|v| ratio(v).0), (best.is_finite()).then_some(best));
        }

        #[test]
        fn counts_match_brute_force_on_small_graphs(
            n in 1usize..=7,
            edge_bits in any::<u32>(),
            k in 1u8..=4,
            pre_pick in prop::collection::vec(prop::option::weighted(0.2, 0u8..4), 7),
        ) {
            let pairs: Vec<(usize, usize)> = (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b))).collect();
            let edges: Vec<(usize, usize)> =
                pairs.iter().enumerate().filter(|(i, _)| edge_bits >> (i % 32) & 1 == 1).map(|(_, &e)| e).collect();
            let mut g = UnGraph::<(), ()>::new_undirected();
            (0..n).for_each(|_| { g.add_node(()); });
            for &(a, b) in &edges {
                g.add_edge(NodeIndex::new(a), NodeIndex::new(b), ());
            }
            let pre: Vec<Option<u8>> = pre_pick[..n].to_vec();
            let expected = colourings(n, &edges, k, &pre);
            let colourer = Colourer::new(&g, k as usize, &[]).unwrap();
            let (count, _) = colourer.count(&pre, 1_000_000, &Limits::default()).unwrap();
            prop_assert_eq!(count.found as usize, expected);
            let (outcome, _) = colourer.colour(&pre, &Limits::default()).unwrap();
            prop_assert_eq!(matches!(outcome, crate::colour::Outcome::Coloured(_)), expected > 0);
        }
    }
}
