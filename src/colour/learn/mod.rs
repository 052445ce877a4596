//! The learning engine: conflict-driven clause learning (CDCL) on the colouring's own
//! literals, "node v takes colour c" and its negation. Propagation is the copy-on-branch
//! engines' singles (a placement removes its colour from the neighbours, a node with one
//! colour left takes it, a colour with one place left in a unit goes there), locked
//! colours (a colour whose places in a unit all lie in another unit leaves the rest of
//! that one) and small naked and hidden sets (`hall`), each with the reason it holds; a
//! conflict is analysed back to a clause the graph implies (`analyze`), or to the
//! decisions below that clause when they are no more literals (`cut`), the search
//! backjumps to where that clause asserts, and the clause propagates from then on
//! (`clauses`, watched literals). Decisions place the most active variable by VSIDS
//! (`decide`), between every other pair of restarts with its node's colour in the
//! colouring the search came closest to (`target`), restarts follow the Luby sequence in
//! conflicts, the less useful half of the clauses is forgotten from time to time
//! (`reduce`), and at the restart after each reduction the kept clauses are shortened by
//! propagation from the root (`vivify`). A
//! search for one colouring first breaks the symmetry of interchangeable colours with
//! clauses of its own (`precedence`).
//!
//! This is what SAT solvers do on the direct encoding of colouring (Marques-Silva, Lynce
//! and Malik, "Conflict-driven clause learning SAT solvers", Handbook of Satisfiability,
//! 2009), with the graph's clauses left implicit: a placement's exclusions are read from
//! the neighbour table, and singles from per-node and per-unit bitsets (`trail`), so only
//! learnt clauses take memory. It pays where the copy-on-branch search is heavy-tailed:
//! refutations and hard instances, where a wrong early guess hides a large dead subtree
//! that learning cuts short.

mod analyze;
mod clauses;
mod cut;
mod decide;
mod depends;
mod hall;
mod index;
mod literal;
mod precedence;
mod propagate;
mod reason;
mod reduce;
mod target;
#[cfg(test)]
pub(super) mod tests;
mod trail;
mod vivify;

pub(crate) use self::index::UnitIndex;

use std::time::Instant;

use self::clauses::Clauses;
use self::decide::Activity;
use self::depends::Depends;
use self::hall::Hall;
use self::literal::{Lit, var};
use self::reason::Reason;
use self::target::Target;
use self::trail::Trail;
use super::answer::{Report, Stats};
use super::bits;
use super::compile::CompiledGraph;
use super::palette::Colour;
use super::request::{Limits, Request};
use super::rng;
use super::search::{NODES_COUNTED_EVERY, count_nodes, restart, spare};

/// Conflicts per unit of the Luby restart sequence.
const RESTART_UNIT: u64 = 512;

/// Search decisions per decision of vivification: what bounds its share of the time.
const VIVIFY_SHARE: u64 = 2;

/// How often (in decisions and conflicts) the clock is read when a deadline is set.
const CLOCK_EVERY: u64 = 256;

/// Most nodes of a graph the learning engine takes. Its tables hold 64 variables per node
/// (one per colour it could have), with their watch lists, levels and reasons: about 300 MB
/// at this bound, and the decision sets of the literals set (`depends`), up to 128 bytes
/// each on a search a thousand levels deep. Larger graphs search by copy-on-branch only.
pub(crate) const MAX_NODES: usize = 1 << 16;

/// A learning search's state.
pub(crate) struct Learner<'g> {
    graph: &'g CompiledGraph,
    units: &'g UnitIndex,
    /// Colours in use: bits `0..k`.
    full: u64,
    trail: Trail,
    clauses: Clauses,
    activity: Activity,
    /// The reasons of the Hall sets found, by decision level.
    halls: Vec<Hall>,
    /// The clause being vivified, which propagation leaves out (`vivify::NONE`: none).
    vivifying: u32,
    /// The clause being learnt.
    learnt: Vec<Lit>,
    /// A reason's literals, during analysis.
    reason: Vec<Lit>,
    /// During minimisation and the decision cut: a walk's path, each literal with the next
    /// of its reason's literals to look at, and those reasons, one buffer per depth.
    path: Vec<(Lit, u32)>,
    reasons: Vec<Vec<Lit>>,
    /// Variables marked `seen` during minimisation, to unmark.
    cleared: Vec<u32>,
    /// Per literal set, the decision levels it rests on, as far as known.
    depends: Depends,
    /// The levels of the decisions the learnt clause rests on, and those decisions negated.
    cut_levels: Vec<u64>,
    cut: Vec<Lit>,
    /// Per variable: met during analysis.
    seen: Vec<bool>,
    /// Per variable: not implied by the clause being minimised; listed in `failures`.
    failed: Vec<bool>,
    failures: Vec<u32>,
    /// Per level: the analysis that last counted it, for literal block distances.
    level_stamps: Vec<u32>,
    stamp: u32,
}

/// Searches `graph` for up to `request.find` colourings that give each node v one of
/// `request.allowed[v]`, learning from each conflict; the same answer as the copy-on-branch
/// search, found another way. `Stats::nodes` counts decisions and `Stats::backtracks` conflicts.
pub(crate) fn search(graph: &CompiledGraph, units: &UnitIndex, request: &Request) -> Report {
    Search::new(graph, units, request)
        .run(&request.limits, None)
        .expect("a search without a pause runs to its end")
}

/// A learning search that can pause and go on where it stopped, its clauses and
/// activities kept: what lets it take turns with other searches.
pub(crate) struct Search<'g, 'r> {
    learner: Learner<'g>,
    request: Request<'r>,
    report: Report,
    /// Root exclusions hold (false: some node has no allowed colour at all).
    started: bool,
    ticks: u64,
    restarts: u64,
    next_restart: u64,
    conflicts: u64,
    next_reduce: u64,
    reductions: u64,
    /// The reductions followed by a vivification (at the next restart).
    vivified: u64,
    /// Decisions made when the last vivification began.
    nodes_vivified: u64,
    /// Where decisions are steered, when the request gives no colouring to search near.
    target: Target,
}

impl<'g, 'r> Search<'g, 'r> {
    /// A search for `request`, not started yet.
    pub(crate) fn new(
        graph: &'g CompiledGraph,
        units: &'g UnitIndex,
        request: &Request<'r>,
    ) -> Search<'g, 'r> {
        let mut learner = Learner::new(graph, units, request.settings.seed);
        let started = request.find > 0 && learner.start(request.allowed);
        // Precedence may exclude a preferred colouring and all near it, working against the
        // steering toward it.
        if started && request.find == 1 && request.prefer.is_none() {
            learner.break_colour_symmetry(request.allowed, request.settings.seed);
        }
        Search {
            learner,
            request: *request,
            report: Report::default(),
            started,
            ticks: 0,
            restarts: 0,
            next_restart: RESTART_UNIT,
            conflicts: 0,
            next_reduce: reduce::FIRST,
            reductions: 0,
            vivified: 0,
            nodes_vivified: 0,
            target: Target::new(),
        }
    }

    /// What the search has cost so far.
    pub(crate) fn stats(&self) -> Stats {
        self.report.stats
    }

    /// The colours each node has left at the root, into `domains`: every colouring this
    /// search can still find keeps to them, as they rest on the request and on what the
    /// search has learnt (with its symmetry breaking, a search for one colouring).
    pub(crate) fn root_domains(&self, domains: &mut Vec<u64>) {
        let learner = &self.learner;
        domains.clear();
        domains.resize(learner.graph.len(), learner.full);
        for &lit in learner.trail.root() {
            let (v, c) = (lit.node(), lit.colour());
            if lit.is_place() {
                domains[v] &= 1 << c;
            } else {
                domains[v] &= !(1 << c);
            }
        }
    }

    /// What a paused search has found so far: an incomplete answer.
    pub(crate) fn into_report(self) -> Report {
        self.report
    }

    /// Searches on until the answer, or until `limits` run out (both give the report), or
    /// until `pause` (None: the search can go on). `limits.max_nodes` bounds this search's
    /// own decisions, over every turn.
    pub(crate) fn run(&mut self, limits: &Limits, pause: Option<Instant>) -> Option<Report> {
        if !self.started {
            return Some(Report {
                complete: true,
                ..std::mem::take(&mut self.report)
            });
        }
        let graph = self.learner.graph;
        let learner = &mut self.learner;
        let report = &mut self.report;
        let Request { find, prefer, .. } = self.request;
        loop {
            if let Some(conflict) = learner.propagate() {
                self.target.offer(&learner.trail, graph.len());
                self.conflicts += 1;
                report.stats.backtracks += 1;
                let Some((backjump, lbd)) = learner.analyze(conflict) else {
                    report.complete = true;
                    return Some(std::mem::take(report));
                };
                learner.backjump(backjump);
                learner.learn(lbd);
                learner.activity.decay();
                learner.clauses.decay();
                if self.conflicts >= self.next_reduce {
                    self.reductions += 1;
                    self.next_reduce =
                        self.conflicts + reduce::FIRST + self.reductions * reduce::GROWTH;
                    learner.reduce();
                }
                self.ticks += 1;
            } else if learner.trail.placed == graph.len() {
                report.found += 1;
                if report.first.is_none() {
                    let mut colours = spare::take_colouring();
                    colours.extend(
                        (0..graph.len())
                            .map(|v| learner.trail.domain(v).trailing_zeros() as Colour),
                    );
                    report.first = Some(colours);
                }
                if report.found >= find || !learner.block() {
                    report.complete = true;
                    return Some(std::mem::take(report));
                }
            } else {
                if self.conflicts >= self.next_restart {
                    self.restarts += 1;
                    self.next_restart =
                        self.conflicts + RESTART_UNIT * restart::luby(self.restarts + 1);
                    learner.backjump(0);
                    self.target.restart();
                    if self.reductions > self.vivified {
                        self.vivified = self.reductions;
                        let budget =
                            report.stats.nodes.saturating_sub(self.nodes_vivified) / VIVIFY_SHARE;
                        self.nodes_vivified = report.stats.nodes;
                        if !learner.vivify(budget) {
                            report.complete = true;
                            return Some(std::mem::take(report));
                        }
                    }
                    continue;
                }
                if limits
                    .max_nodes
                    .is_some_and(|max| report.stats.nodes >= max)
                {
                    return Some(std::mem::take(report));
                }
                // Between restarts, decisions follow the preferred colouring (the request's,
                // else the target) and VSIDS alone by turns: near it, a search for a colouring
                // like it ends soonest; VSIDS alone keeps a refutation's decisions where its
                // conflicts are.
                let steer = if self.restarts.is_multiple_of(2) {
                    prefer.or(self.target.colours())
                } else {
                    None
                };
                let Some(decision) = learner.decide(steer) else {
                    unreachable!("a node without a colour has an unset variable")
                };
                report.stats.nodes += 1;
                if report.stats.nodes.is_multiple_of(NODES_COUNTED_EVERY) {
                    count_nodes(NODES_COUNTED_EVERY);
                }
                learner.trail.new_level();
                learner
                    .trail
                    .assign(decision, Reason::Decision, learner.units);
                self.ticks += 1;
            }
            if self.ticks.is_multiple_of(CLOCK_EVERY)
                && (limits.deadline.is_some() || pause.is_some())
            {
                let now = Instant::now();
                if limits.deadline.is_some_and(|deadline| now >= deadline) {
                    return Some(std::mem::take(report));
                }
                if pause.is_some_and(|pause| now >= pause) {
                    return None;
                }
            }
        }
    }
}

impl<'g> Learner<'g> {
    fn new(graph: &'g CompiledGraph, units: &'g UnitIndex, seed: u64) -> Learner<'g> {
        let n = graph.len();
        let k = graph.k;
        let trail = Trail::new(n, graph.full, graph.unit_count());
        let vars = trail.var_count();
        let mut random = rng::mix_seed(seed);
        let candidates = (0..n).flat_map(move |v| (0..k).map(move |c| var(v, c)));
        // A seeded search starts from random activities, so that each seed searches its own way.
        let activity = Activity::new(
            vars,
            candidates.map(|x| {
                let jitter = if random == 0 {
                    0.0
                } else {
                    rng::next_random(&mut random) as f64 * 1e-12
                };
                (x, jitter)
            }),
        );
        Learner {
            graph,
            units,
            full: graph.full,
            trail,
            clauses: Clauses::new(2 * vars),
            activity,
            halls: Vec::new(),
            vivifying: vivify::NONE,
            learnt: Vec::new(),
            reason: Vec::new(),
            path: Vec::new(),
            reasons: Vec::new(),
            cleared: Vec::new(),
            depends: Depends::new(vars),
            cut_levels: Vec::new(),
            cut: Vec::new(),
            seen: vec![false; vars],
            failed: vec![false; vars],
            failures: Vec::new(),
            level_stamps: vec![0; n + 2],
            stamp: 0,
        }
    }

    /// Excludes at the root every colour a node may not take; false when a node has none.
    fn start(&mut self, allowed: &[u64]) -> bool {
        for (v, (&allowed, &initial)) in allowed.iter().zip(&self.graph.initial).enumerate() {
            let colours = allowed & initial & self.full;
            if colours == 0 {
                return false;
            }
            for c in bits::ones(self.full & !colours) {
                self.trail
                    .assign(Lit::exclude(var(v, c)), Reason::Decision, self.units);
            }
        }
        true
    }

    /// Undoes every level above `level`; the unset variables become candidates again.
    fn backjump(&mut self, level: u32) {
        let (activity, depends) = (&mut self.activity, &mut self.depends);
        self.trail.backjump(level, self.units, |x| {
            activity.unset(x);
            depends.forget(x);
        });
        self.forget_halls(level);
    }

    /// Stores the clause just learnt (after the backjump) and sets its asserting literal.
    fn learn(&mut self, lbd: u32) {
        let asserting = self.learnt[0];
        if self.learnt.len() == 1 {
            self.trail.assign(asserting, Reason::Decision, self.units);
        } else {
            let id = self.clauses.add(&self.learnt, lbd);
            self.trail.assign(asserting, Reason::Clause(id), self.units);
        }
    }

    /// After a colouring is found, forbids its decisions together, so that the next one
    /// found is another; false when there were none (no other colouring exists).
    fn block(&mut self) -> bool {
        self.learnt.clear();
        self.learnt.extend(self.trail.decisions().map(Lit::negate));
        self.backjump(0);
        match self.learnt.len() {
            0 => false,
            1 => {
                self.trail
                    .assign(self.learnt[0], Reason::Decision, self.units);
                true
            }
            // Distance 0: never forgotten, or the colouring could be found again.
            _ => {
                self.clauses.add(&self.learnt, 0);
                true
            }
        }
    }

    /// The next decision, on a new level: the most active unset variable's node, with its
    /// colour in `prefer` when that is still open, else the variable's own.
    fn decide(&mut self, prefer: Option<&[Colour]>) -> Option<Lit> {
        let level = self.trail.level() as usize + 2;
        if self.level_stamps.len() <= level {
            self.level_stamps.resize(2 * level, 0);
        }
        let trail = &self.trail;
        let chosen = self.activity.decide(|x| trail.is_unset(x))?;
        let Some(prefer) = prefer else {
            return Some(chosen);
        };
        let v = chosen.node();
        // A preference the node cannot have (no entry, or a colour beyond k) is no preference.
        let Some(&colour) = prefer.get(v).filter(|&&c| (c as usize) < self.graph.k) else {
            return Some(chosen);
        };
        let preferred = var(v, colour as usize);
        if preferred == chosen.var() || !self.trail.is_unset(preferred) {
            return Some(chosen);
        }
        // The variable chosen stays unset: it goes back among the candidates.
        self.activity.unset(chosen.var());
        Some(Lit::place(preferred))
    }
}
