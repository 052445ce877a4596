//! The learning search that can pause and go on where it stopped, its clauses and
//! activities kept: what lets it take turns with the other engines. Its loop propagates;
//! on a conflict it analyses, backjumps, learns and now and then forgets; on a complete
//! colouring it counts it; else it restarts when the Luby schedule says so (vivifying the
//! kept clauses after a forgetting), or decides.

use super::index::UnitIndex;
use super::learner::Learner;
use super::reason::{Conflict, Reason};
use super::target::Target;
use crate::answer::{Report, Stats};
use crate::colour::{Colour, set_words};
use crate::colour_set::ColourSet;
use crate::compile::CompiledGraph;
use crate::config::{
    CLOCK_EVERY_NODES, LEARNING_RESTART_UNIT, REDUCE_FIRST, REDUCE_GROWTH, VIVIFY_SHARE,
    WORK_PER_ASSIGNMENT,
};
use crate::node_count::count_node;
use crate::request::{Limits, Request};
use crate::restart;
use crate::reuse;

/// Searches `graph` for up to `request.find` colourings that give each node v one of
/// `request.allowed[v]`, learning from each conflict; the same answer as the copy-on-branch
/// search, found another way. `Stats::nodes` counts decisions and `Stats::backtracks` conflicts.
pub(crate) fn run<S: ColourSet>(
    graph: &CompiledGraph,
    units: &UnitIndex<S>,
    request: &Request,
) -> Report {
    Cdcl::new(graph, units, request)
        .run(&request.limits, None)
        .expect("a search without a pause runs to its end")
}

/// A learning search that can pause and go on where it stopped, its clauses and
/// activities kept: what lets it take turns with other searches.
pub(crate) struct Cdcl<'g, 'r, S = u64> {
    pub(super) learner: Learner<'g, S>,
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

impl<'g, 'r, S: ColourSet> Cdcl<'g, 'r, S> {
    /// A search for `request`, not started yet.
    pub(crate) fn new(
        graph: &'g CompiledGraph,
        units: &'g UnitIndex<S>,
        request: &Request<'r>,
    ) -> Cdcl<'g, 'r, S> {
        let mut learner = Learner::new(graph, units, request.settings.seed);
        let words = set_words(graph.k);
        let allowed: Vec<S> = (request.allowed.chunks_exact(words))
            .map(S::from_words)
            .collect();
        let started = request.find > 0 && learner.start(&allowed);
        // Precedence may exclude a preferred colouring and all near it, working against the
        // steering toward it.
        if started && request.find == 1 && request.prefer.is_none() {
            learner.break_colour_symmetry(&allowed, request.settings.seed);
        }
        Cdcl {
            learner,
            request: *request,
            report: Report::default(),
            started,
            ticks: 0,
            restarts: 0,
            next_restart: LEARNING_RESTART_UNIT,
            conflicts: 0,
            next_reduce: REDUCE_FIRST,
            reductions: 0,
            vivified: 0,
            nodes_vivified: 0,
            target: Target::new(),
        }
    }

    /// The work done so far, over every turn, in the unit turns are counted in (see
    /// [`FIRST_TURN_WORK`](crate::config::FIRST_TURN_WORK)).
    pub(crate) fn work(&self) -> u64 {
        self.learner.trail.assigned * WORK_PER_ASSIGNMENT
    }

    /// What the search has cost so far.
    pub(crate) fn stats(&self) -> Stats {
        self.report.stats
    }

    /// The colours each node has left at the root, into `domains`: every colouring this
    /// search can still find keeps to them, as they rest on the request and on what the
    /// search has learnt (with its symmetry breaking, a search for one colouring).
    pub(crate) fn root_domains(&self, domains: &mut Vec<S>) {
        let learner = &self.learner;
        domains.clear();
        domains.resize(learner.graph.len(), learner.full);
        for &lit in learner.trail.root() {
            let (v, c) = (lit.node::<S>(), lit.colour::<S>());
            if lit.is_place() {
                domains[v] &= S::single(c as usize);
            } else {
                domains[v] = domains[v].without(c as usize);
            }
        }
    }

    /// What a paused search has found so far: an incomplete answer.
    pub(crate) fn into_report(self) -> Report {
        self.report
    }

    /// Searches on until the answer, or until `limits` run out (both give the report), or
    /// until its [`work`](Cdcl::work) reaches `pause` (None: the search can go on): work,
    /// not time, so that a pause falls at the same step on any machine.
    /// `limits.max_nodes` bounds this search's own decisions, over every turn.
    pub(crate) fn run(&mut self, limits: &Limits, pause: Option<u64>) -> Option<Report> {
        if !self.started {
            return Some(Report {
                complete: true,
                ..std::mem::take(&mut self.report)
            });
        }
        let nodes = self.learner.graph.len();
        loop {
            let settled = if let Some(conflict) = self.learner.propagate() {
                self.resolve(conflict)
            } else if self.learner.trail.placed == nodes {
                self.colouring_found()
            } else if self.conflicts >= self.next_restart {
                if self.restart() {
                    return Some(self.settle());
                }
                continue;
            } else if limits
                .max_nodes
                .is_some_and(|max| self.report.stats.nodes >= max)
            {
                return Some(std::mem::take(&mut self.report));
            } else {
                self.decide();
                false
            };
            if settled {
                return Some(self.settle());
            }
            if self.ticks.is_multiple_of(CLOCK_EVERY_NODES) && limits.out_of_time() {
                return Some(std::mem::take(&mut self.report));
            }
            if pause.is_some_and(|pause| self.work() >= pause) {
                return None;
            }
        }
    }

    /// The report of a search that has settled its request.
    fn settle(&mut self) -> Report {
        self.report.complete = true;
        std::mem::take(&mut self.report)
    }

    /// Learns from `conflict`: analyses it, backjumps, learns the clause and now and then
    /// forgets. True when the conflict holds at the root, which settles the search.
    fn resolve(&mut self, conflict: Conflict) -> bool {
        let learner = &mut self.learner;
        self.target.offer(&learner.trail, learner.graph.len());
        self.conflicts += 1;
        self.report.stats.backtracks += 1;
        let Some((backjump, lbd)) = learner.analyze(conflict) else {
            return true;
        };
        learner.backjump(backjump);
        learner.learn(lbd);
        learner.activity.decay();
        learner.clauses.decay();
        if self.conflicts >= self.next_reduce {
            self.reductions += 1;
            self.next_reduce = self.conflicts + REDUCE_FIRST + self.reductions * REDUCE_GROWTH;
            learner.reduce();
        }
        self.ticks += 1;
        false
    }

    /// Counts the complete colouring on the trail, keeping the first one, and forbids it.
    /// True when that settles the search: enough found, or no other can exist.
    fn colouring_found(&mut self) -> bool {
        let (learner, report) = (&mut self.learner, &mut self.report);
        report.found += 1;
        if report.first.is_none() {
            let mut colours = reuse::take_colouring();
            colours.extend(
                (0..learner.graph.len()).map(|v| learner.trail.domain(v).first_colour() as Colour),
            );
            report.first = Some(colours);
        }
        report.found >= self.request.find || !learner.block()
    }

    /// Restarts from the root, vivifying the kept clauses after each forgetting. True when
    /// vivification proves that no colouring exists.
    fn restart(&mut self) -> bool {
        let learner = &mut self.learner;
        self.restarts += 1;
        self.next_restart =
            self.conflicts + LEARNING_RESTART_UNIT * restart::luby(self.restarts + 1);
        learner.backjump(0);
        self.target.restart();
        if self.reductions > self.vivified {
            self.vivified = self.reductions;
            let nodes = self.report.stats.nodes;
            let budget = nodes.saturating_sub(self.nodes_vivified) / VIVIFY_SHARE;
            self.nodes_vivified = nodes;
            return !learner.vivify(budget);
        }
        false
    }

    /// Makes the next decision on a new level. Between restarts, decisions follow the
    /// preferred colouring (the request's, else the target) and VSIDS alone by turns: near
    /// it, a search for a colouring like it ends soonest; VSIDS alone keeps a refutation's
    /// decisions where its conflicts are.
    fn decide(&mut self) {
        let steer = if self.restarts.is_multiple_of(2) {
            self.request.prefer.or(self.target.colours())
        } else {
            None
        };
        let learner = &mut self.learner;
        let Some(decision) = learner.decide(steer) else {
            unreachable!("a node without a colour has an unset variable")
        };
        self.report.stats.nodes += 1;
        count_node(self.report.stats.nodes);
        learner.trail.new_level();
        learner
            .trail
            .assign(decision, Reason::Decision, learner.units);
        self.ticks += 1;
    }
}
