//! Which engine runs when: the one place that schedules the colourer's engines.
//!
//! On the 9×9 grid's graph, its nodes in any order, the band engine (`bands`) takes every
//! search but a traced one, one on singles alone and one that asks for learning: it
//! settles the hardest known 9×9 puzzles in a few hundred branches, so no other engine
//! follows it, and the preferred colours that steer the learning search have nothing to
//! steer there.
//!
//! Elsewhere a search runs on copy-on-branch first — on colour planes when the graph has
//! them and no trace is asked for, else on node domains — because it is the fastest on the
//! searches that end soon. [`Schedule`] decides what follows: nothing (`CopyOnBranch`), learning
//! alone from the start (`Learning`), or, once copy-on-branch has met a number of dead
//! ends that easy graphs never reach (`Auto`, `Soon`), the engines taking turns: the
//! learning search (`learning`) and fresh copy-on-branch searches with other tie-breaks
//! take turns, each pair of turns twice as long as the one before. Neither engine is best
//! on every hard search: learning refutes far sooner and solves hard puzzles with one
//! solution, while on some satisfiable graphs with many colourings copy-on-branch, far
//! cheaper per node, finds one long before learning does. Taking turns bounds the loss to
//! a constant factor of the better engine's time (the idea of algorithm portfolios: Gomes and Selman, "Algorithm
//! portfolios", Artificial Intelligence 126, 2001); copy-on-branch gets the smaller share
//! ([`COPY_SHARE`]), as learning is the one that settles most long searches.
//!
//! Turns are counted in work, not time: each engine counts what its steps cost (frame
//! words copied, literals assigned, candidate moves weighed), converted into one unit by
//! the rates in [`config`](super::config), so that turns keep their shares of the time on
//! every kind of graph and a seed replays a search exactly on any machine. The learning
//! search keeps its clauses from turn to turn; each copy-on-branch turn starts again from
//! the root, which the doubling turns make a restart schedule of their own.
//!
//! A search for one colouring (`Schedule::Auto`) gives local search (`walk`) the turns
//! that copy-on-branch would have, after each learning turn and twice as long, on the
//! colours left at the learning search's root. It proves nothing, but it is the better
//! finder of the colourings copy-on-branch's restarts were for: on hard satisfiable grids,
//! whose colourings are many and scattered, it finds one long before either systematic
//! search, so the time copy-on-branch would take is better spent on it.
//!
//! Threads that a batch has no more work for (`Limits::idle_threads`) join such a search at its
//! local search turns, each with a walk of its own (`walk::idle_threads`); the turns then stop
//! every [`IDLE_THREAD_SLICE_WORK`](super::config::IDLE_THREAD_SLICE_WORK) to look whether an idle
//! thread has found a colouring. While one walks, the search's own thread leaves local
//! search to it and learns: each engine then has a thread of its own, and a hard grid with
//! one solution, which learning settles, is not slowed by the walk's turns. Only those
//! threads, and a deadline, make an answer depend on timing.

use std::sync::OnceLock;

use super::answer::{Report, Stats};
use super::band_words;
use super::bands::{self, fit::Fit};
use super::colour::{Colour, set_words};
use super::colour_set::{ColourSet, Wide};
use super::compile::CompiledGraph;
use super::config::{
    COPY_SHARE, FIRST_TURN_WORK, LEARNING_MAX_VARIABLES, SWITCH_AUTO, SWITCH_SOON, WALK_SHARE,
    WORD_NODES, WORK_PER_FRAME_WORD,
};
use super::copy_on_branch::domains::engine::{DomainSet, NodeDomains};
use super::copy_on_branch::domains::overlaps::OverlapIndex;
use super::copy_on_branch::driver::{self, Representation};
use super::copy_on_branch::planes::frame::MAX_PLANE_COLOURS as PLANE_COLOURS;
use super::copy_on_branch::planes::frame::Planes;
use super::copy_on_branch::planes::tables::PlaneTables;
use super::learning::cdcl::{self, Cdcl};
use super::learning::index::UnitIndex;
use super::request::{Limits, Request, Schedule, Settings};
use super::reuse::recycle;
use super::stop::Stop;
use super::walk::idle_threads::{self, Shared};
use super::walk::tabu::Tabu;

/// The graph compiled once, with each engine's own index of it: what every search of a
/// [`Colourer`](super::Colourer) runs on.
#[derive(Clone, Debug)]
pub(crate) struct Engines {
    /// Neighbour lists, units and overlaps, which every engine reads.
    pub(crate) graph: CompiledGraph,
    /// The unit overlaps indexed for the node-domain representation, built when first read.
    overlaps: OnceLock<OverlapIndex>,
    /// The node bitsets of the colour-plane representation, when the graph is small enough;
    /// built when first read.
    planes: OnceLock<Option<PlaneTables>>,
    /// The units of each node, for the learning engine; built when first read.
    units: OnceLock<UnitIndex>,
    /// Where the graph sits on the 9×9 grid, when the band engine takes it.
    pub(crate) bands: Option<Fit>,
}

impl Engines {
    /// Indexes `graph` for the engines that can take it: the 9×9 grid's placement now, the
    /// other engines' indexes when a search first needs them, as a 9×9 puzzle seldom does.
    pub(crate) fn new(graph: CompiledGraph) -> Engines {
        Engines {
            overlaps: OnceLock::new(),
            planes: OnceLock::new(),
            units: OnceLock::new(),
            bands: bands::fit::fit(&graph),
            graph,
        }
    }

    /// The unit overlaps indexed for the node-domain representation.
    pub(crate) fn overlaps(&self) -> &OverlapIndex {
        self.overlaps.get_or_init(|| OverlapIndex::new(&self.graph))
    }

    /// The node bitsets of the colour-plane representation, when the graph is small enough.
    pub(crate) fn plane_tables(&self) -> Option<&PlaneTables> {
        self.planes
            .get_or_init(|| PlaneTables::new(&self.graph, PLANE_COLOURS))
            .as_ref()
    }

    /// The units of each node, for the learning engine.
    pub(crate) fn unit_index(&self) -> &UnitIndex {
        self.units.get_or_init(|| UnitIndex::new(&self.graph))
    }

    /// Runs `request` (its `allowed` has one entry per node) on the engines its
    /// [`Schedule`] setting names (see [`schedule`]).
    pub(crate) fn run(&self, request: &Request) -> Report {
        if let Some(fit) = &self.bands
            && in_bands(request)
        {
            return on_the_grid(request, fit);
        }
        schedule(self, request)
    }

    /// The colour planes a copy-on-branch search runs on, if any: when the graph has them
    /// and no trace is asked for; else it runs on node domains.
    fn planes(&self, settings: &Settings) -> Option<&PlaneTables> {
        self.plane_tables().filter(|_| !settings.trace)
    }

    /// A copy-on-branch search that goes on after `contradictions` dead ends with the
    /// engines taking turns (see [`branch_then_alternate`]), the first turn at least
    /// `first_turn` work: tests shorten it to make many turns.
    #[cfg(test)]
    pub(crate) fn branch_then_alternate(
        &self,
        request: &Request,
        contradictions: u64,
        first_turn: u64,
    ) -> Report {
        branch_then_alternate(self, request, contradictions, first_turn)
    }
}

/// What the schedule asks of a graph's engines on colour sets of type `S`.
trait Turns<S: ColourSet> {
    /// The compiled graph.
    fn graph(&self) -> &CompiledGraph;
    /// The units indexed for the learning engine, when it takes the graph.
    fn units(&self) -> Option<&UnitIndex<S>>;
    /// A copy-on-branch search that stops after `contradictions` dead ends.
    fn branch(&self, request: &Request, contradictions: u64) -> Report;
    /// The work of one copy-on-branch search node (see [`FIRST_TURN_WORK`]).
    fn node_work(&self, settings: &Settings) -> u64;
}

impl Turns<u64> for Engines {
    fn graph(&self) -> &CompiledGraph {
        &self.graph
    }

    fn units(&self) -> Option<&UnitIndex> {
        Some(self.unit_index()).filter(|_| learns::<u64>(&self.graph))
    }

    /// On colour planes when the graph has them and no trace is asked for, else on node
    /// domains.
    fn branch(&self, request: &Request, contradictions: u64) -> Report {
        let Request {
            allowed,
            find,
            ref limits,
            ref settings,
            ..
        } = *request;
        let graph = &self.graph;
        match self.planes(settings) {
            Some(tables) if graph.k == 9 => driver::run(
                &Planes::<9>::new(graph, tables),
                allowed,
                limits,
                find,
                settings,
                contradictions,
            ),
            Some(tables) => driver::run(
                &Planes::<0>::new(graph, tables),
                allowed,
                limits,
                find,
                settings,
                contradictions,
            ),
            None => driver::run(
                &NodeDomains::new(graph, self.overlaps()),
                allowed,
                limits,
                find,
                settings,
                contradictions,
            ),
        }
    }

    fn node_work(&self, settings: &Settings) -> u64 {
        match self.planes(settings) {
            Some(tables) => frame_work(&Planes::<0>::new(&self.graph, tables)),
            None => frame_work(&NodeDomains::<u64>::new(&self.graph, self.overlaps())),
        }
    }
}

/// Whether the band engine serves `request` on the 9×9 grid's graph: in copy-on-branch's
/// place, as it settles the hardest known 9×9 puzzles in a few hundred branches, and so for
/// every search but a traced one, one that propagates singles alone and one that asks for
/// the learning engine.
fn in_bands(request: &Request) -> bool {
    let settings = &request.settings;
    !settings.trace && !settings.singles_only && settings.schedule != Schedule::Learning
}

/// A search of the 9×9 grid's graph (placed by `fit`): a deterministic one by the band
/// word engine for up to [`WORD_NODES`] nodes, then, unless it has answered, by the band
/// engine from the start; a seeded one by the band engine alone, so that seeds draw the
/// colourings they always have.
fn on_the_grid(request: &Request, fit: &Fit) -> Report {
    if request.settings.seed != 0 || WORD_NODES == 0 {
        return bands::run(request, fit);
    }
    let limits = &request.limits;
    let budget = limits
        .max_nodes
        .map_or(WORD_NODES, |max| max.min(WORD_NODES));
    let first = Request {
        limits: Limits {
            max_nodes: Some(budget),
            ..*limits
        },
        ..*request
    };
    let words = fit.on_grid(&first, band_words::search);
    if words.complete || words.stats.nodes < WORD_NODES || budget < WORD_NODES {
        return words;
    }
    if let Some(colouring) = words.first {
        recycle(colouring);
    }
    let mut rest = bands::run(
        &Request {
            limits: limits.after(words.stats.nodes),
            ..*request
        },
        fit,
    );
    rest.stats += words.stats;
    rest
}

/// Whether the learning engine takes `graph` on colour sets of type `S`: within
/// [`LEARNING_MAX_VARIABLES`], and with neighbour lists to propagate along.
fn learns<S: ColourSet>(graph: &CompiledGraph) -> bool {
    graph.keeps_lists() && graph.len().saturating_mul(S::CAPACITY) <= LEARNING_MAX_VARIABLES
}

/// Runs `request` on the engines its [`Schedule`] setting names; a trace, and a graph the
/// learning engine does not take, search by copy-on-branch alone.
fn schedule<S: ColourSet>(engines: &impl Turns<S>, request: &Request) -> Report {
    let settings = &request.settings;
    let schedule = match engines.units() {
        Some(_) if !settings.trace => settings.schedule,
        _ => Schedule::CopyOnBranch,
    };
    match (schedule, engines.units()) {
        (Schedule::Learning, Some(units)) => cdcl::run(engines.graph(), units, request),
        (Schedule::Auto, _) => {
            branch_then_alternate(engines, request, SWITCH_AUTO, FIRST_TURN_WORK)
        }
        (Schedule::Soon, _) => {
            branch_then_alternate(engines, request, SWITCH_SOON, FIRST_TURN_WORK)
        }
        _ => engines.branch(request, u64::MAX),
    }
}

/// A copy-on-branch search that goes on after `contradictions` dead ends with the engines
/// taking turns, until one of them settles the request or its limits run out. The first
/// turn does at least `first_turn` work ([`FIRST_TURN_WORK`]; tests shorten it to make many
/// turns).
fn branch_then_alternate<S: ColourSet>(
    engines: &impl Turns<S>,
    request: &Request,
    contradictions: u64,
    first_turn: u64,
) -> Report {
    let graph = engines.graph();
    let Some(units) = engines.units() else {
        return engines.branch(request, u64::MAX);
    };
    let limits = &request.limits;
    let node_work = engines.node_work(&request.settings);
    let first = engines.branch(request, contradictions);
    let mut branched = first.stats;
    if first.complete || limits.ran_out(branched.nodes) {
        return first;
    }
    if let Some(colours) = first.first {
        recycle(colours);
    }
    let mut turn = branched
        .nodes
        .saturating_mul(node_work)
        .max(first_turn)
        .max(1);
    let mut learning = Cdcl::new(graph, units, request);
    // Local search can only find a colouring: not for counts, nor for the searches
    // that `Schedule::Soon` marks as most likely proofs.
    let walks = request.find == 1 && request.settings.schedule != Schedule::Soon;
    let (mut walk, mut domains) = (None, Vec::new());
    let lent = limits.idle_threads.filter(|_| walks);
    let shared = Shared::new(graph, request.allowed);
    std::thread::scope(|scope| {
        let _end = shared.ending();
        let mut helping = 0;
        for round in 1.. {
            let own = limits.after(branched.nodes);
            let end = learning.work().saturating_add(turn);
            let turned = learning_turn(&mut learning, &own, end, &shared, helping > 0, branched);
            if let Some(report) = turned {
                return report;
            }
            if walks {
                // Local search takes copy-on-branch's place in a search for one colouring:
                // it finds the colourings that copy-on-branch's restarts were there for.
                learning.root_domains(&mut domains);
                if let Some(idle) = lent {
                    let seed = request.settings.seed.wrapping_add(helping);
                    helping += idle_threads::spawn(
                        scope,
                        idle,
                        &shared,
                        graph,
                        &domains,
                        seed,
                        limits.deadline,
                    );
                }
                // While an idle thread walks, this thread learns: each engine has a thread.
                if !shared.idle_threads_walking() {
                    let walk = walk.get_or_insert_with(|| {
                        Tabu::new(graph, &domains, request.prefer, request.settings.seed)
                    });
                    walk.narrow(graph, &domains);
                    let end = walk.work().saturating_add(turn.saturating_mul(WALK_SHARE));
                    let turned = walk_turn(walk, end, &limits.stop(), &shared, helping > 0);
                    if let Some(colours) = turned {
                        return helped(colours, branched + learning.stats());
                    }
                }
            } else {
                let spent = learning.stats().nodes + branched.nodes;
                let nodes = (turn / COPY_SHARE / node_work).max(1);
                let mut report = copy_turn(engines, request, round, nodes, spent);
                branched += report.stats;
                if report.complete {
                    report.stats = branched + learning.stats();
                    return report;
                }
                if let Some(colours) = report.first.take() {
                    recycle(colours);
                }
            }
            if limits.ran_out(branched.nodes + learning.stats().nodes) {
                if let Some(colours) = shared.take_found() {
                    return helped(colours, branched + learning.stats());
                }
                let mut report = learning.into_report();
                report.stats += branched;
                return report;
            }
            turn = turn.saturating_mul(2);
        }
        unreachable!("the turns go on until an answer or the limits")
    })
}

/// A copy-on-branch turn of `nodes` search nodes from the root, with the tie-breaks of
/// `round`, within what the limits leave after `spent` search nodes.
fn copy_turn<S: ColourSet>(
    engines: &impl Turns<S>,
    request: &Request,
    round: u64,
    nodes: u64,
    spent: u64,
) -> Report {
    let own = request.limits.after(spent);
    let copy = Request {
        limits: Limits {
            max_nodes: Some(own.max_nodes.map_or(nodes, |max| max.min(nodes))),
            ..own
        },
        settings: Settings {
            seed: request.settings.seed.wrapping_add(round),
            ..request.settings
        },
        ..*request
    };
    engines.branch(&copy, u64::MAX)
}

/// The graph compiled once for more colours than a word holds, with the node-domain
/// engine's index of it: copy-on-branch on node domains of wide colour sets, learning and
/// local search serve its searches (the colour planes keep one word); the learning
/// engine's unit index is made per search, for the width chosen.
#[derive(Clone, Debug)]
pub(crate) struct WideEngines {
    /// Neighbour lists (unless the units are the neighbours), units and overlaps.
    pub(crate) graph: CompiledGraph,
    /// The unit overlaps indexed for the node-domain representation.
    overlaps: OverlapIndex,
}

impl WideEngines {
    /// Indexes `graph`, of more than a word of colours, for the node-domain engine.
    pub(crate) fn new(graph: CompiledGraph) -> WideEngines {
        WideEngines {
            overlaps: OverlapIndex::new(&graph),
            graph,
        }
    }

    /// Runs `request` (its `allowed` has [`set_words`] words per node) on sets of the
    /// fewest words that hold k colours, of two, four or eight, as [`Engines::run`] does
    /// on one word, with copy-on-branch on node domains.
    pub(crate) fn run(&self, request: &Request) -> Report {
        match set_words(self.graph.k) {
            ..=2 => self.run_on::<Wide<2>>(request),
            3..=4 => self.run_on::<Wide<4>>(request),
            _ => self.run_on::<Wide<8>>(request),
        }
    }

    /// [`WideEngines::run`] on sets of type `S`, indexing the units for learning first
    /// when it takes the graph.
    fn run_on<S: DomainSet>(&self, request: &Request) -> Report {
        let words = set_words(self.graph.k);
        let allowed: Vec<S> = (request.allowed.chunks_exact(words))
            .map(S::from_words)
            .collect();
        let engines = WideOn {
            graph: &self.graph,
            engine: NodeDomains::new(&self.graph, &self.overlaps),
            units: learns::<S>(&self.graph).then(|| UnitIndex::new(&self.graph)),
            allowed,
        };
        schedule(&engines, request)
    }
}

/// [`WideEngines`] on colour sets of type `S`, with the allowed sets of one request.
struct WideOn<'e, S> {
    graph: &'e CompiledGraph,
    engine: NodeDomains<'e, S>,
    units: Option<UnitIndex<S>>,
    allowed: Vec<S>,
}

impl<S: DomainSet> Turns<S> for WideOn<'_, S> {
    fn graph(&self) -> &CompiledGraph {
        self.graph
    }

    fn units(&self) -> Option<&UnitIndex<S>> {
        self.units.as_ref()
    }

    /// On node domains, the allowed sets being the request's.
    fn branch(&self, request: &Request, contradictions: u64) -> Report {
        let Request {
            find,
            ref limits,
            ref settings,
            ..
        } = *request;
        driver::run(
            &self.engine,
            &self.allowed,
            limits,
            find,
            settings,
            contradictions,
        )
    }

    fn node_work(&self, _: &Settings) -> u64 {
        frame_work(&self.engine)
    }
}

/// The work of one copy-on-branch search node on `engine` (see [`FIRST_TURN_WORK`]): its
/// frame's words, each the copy and its share of the propagation that follows.
fn frame_work<E: Representation>(engine: &E) -> u64 {
    let words = engine.width() * size_of::<E::Word>() / size_of::<u64>();
    words.max(1) as u64 * WORK_PER_FRAME_WORD
}

/// The report of a colouring that local search found: one colouring, which ends the
/// search, after the systematic searches' `stats`.
fn helped(colours: Vec<Colour>, stats: Stats) -> Report {
    Report {
        first: Some(colours),
        found: 1,
        complete: true,
        stats,
        steps: Vec::new(),
    }
}

/// A learning turn until the search's work reaches `end`: the search's report, with the
/// copy-on-branch searches' `branched` statistics added, when it ends or when an idle thread has
/// found a colouring (looked for every [`IDLE_THREAD_SLICE_WORK`](super::config::IDLE_THREAD_SLICE_WORK) once idle threads have `started`).
pub(crate) fn learning_turn<S: ColourSet>(
    learning: &mut Cdcl<S>,
    own: &Limits,
    end: u64,
    shared: &Shared<S>,
    started: bool,
    branched: Stats,
) -> Option<Report> {
    loop {
        let pause = idle_threads::slice_end(end, learning.work(), started);
        if let Some(mut report) = learning.run(own, Some(pause)) {
            // Out of time or nodes, it still answers with a colouring an idle thread found.
            if let Some(colours) = shared.take_found().filter(|_| !report.complete) {
                return Some(helped(colours, branched + report.stats));
            }
            report.stats += branched;
            return Some(report);
        }
        if let Some(colours) = shared.take_found() {
            return Some(helped(colours, branched + learning.stats()));
        }
        if learning.work() >= end {
            return None;
        }
    }
}

/// A local search turn until the walk's work reaches `end`, or until `stop` says so (its
/// deadline or cancel flag): a
/// colouring when the walk or an idle thread found one (looked for every [`IDLE_THREAD_SLICE_WORK`](super::config::IDLE_THREAD_SLICE_WORK)
/// once idle threads have `started`).
pub(crate) fn walk_turn<S: ColourSet>(
    walk: &mut Tabu<S>,
    end: u64,
    stop: &Stop,
    shared: &Shared<S>,
    started: bool,
) -> Option<Vec<Colour>> {
    loop {
        let until = idle_threads::slice_end(end, walk.work(), started);
        if walk.run(until, stop) {
            let colours = walk.colouring();
            if shared.accepts(colours) {
                return Some(colours.to_vec());
            }
            debug_assert!(
                false,
                "a walk without clashes left a colouring that clashes"
            );
            return None;
        }
        if let Some(colours) = shared.take_found() {
            return Some(colours);
        }
        if walk.is_stuck() || walk.work() >= end || stop.now() {
            return None;
        }
    }
}
