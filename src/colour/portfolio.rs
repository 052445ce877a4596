//! How a long search goes on: the two engines take turns. Copy-on-branch searches first,
//! because it is the fastest on the searches that end soon; once it has met a number of
//! dead ends that easy graphs never reach, the learning search (`learn`) and fresh
//! copy-on-branch searches with other tie-breaks take turns, each pair of turns twice as
//! long as the one before. Neither engine is best on every hard search: learning refutes
//! far sooner and solves hard puzzles with one solution, while on some satisfiable graphs
//! with many colourings copy-on-branch, far cheaper per node, finds one long before
//! learning does. Taking turns by time bounds the loss to a constant factor of the better
//! engine's time (the idea of algorithm portfolios: Gomes and Selman, "Algorithm
//! portfolios", Artificial Intelligence 126, 2001); copy-on-branch gets the smaller share
//! ([`COPY_SHARE`]), as learning is the one that settles most long searches.
//!
//! The learning search keeps its clauses from turn to turn; each copy-on-branch turn starts
//! again from the root, which the doubling turns make a restart schedule of their own.
//!
//! A search for one colouring (`Learning::Auto`) gives local search (`tabu`) the turns
//! that copy-on-branch would have, after each learning turn and twice as long, on the
//! colours left at the learning search's root. It proves nothing, but it is the better
//! finder of the colourings copy-on-branch's restarts were for: on hard satisfiable grids,
//! whose colourings are many and scattered, it finds one long before either systematic
//! search (every lewis36 grid within seconds, where learning alone left one unsolved in a
//! minute), and the time copy-on-branch took from it and from learning is better spent
//! on them (`benches/README.md`).
//!
//! Threads that a batch has no more work for (`Limits::helpers`) join such a search at its
//! local search turns, each with a walk of its own (`helpers`); the turns then stop every
//! few milliseconds to look whether a helper has found a colouring.

use std::time::{Duration, Instant};

use super::answer::{Report, Stats};
use super::helpers::{self, Shared};
use super::learn;
use super::palette::Colour;
use super::request::{Learning, Limits, Request, Settings};
use super::tabu::Tabu;
use super::{Colourer, recycle};

/// The shortest first turn: the first turn lasts as long as the search before the switch,
/// but not less, so that a turn is long enough to settle the many searches that learning
/// ends soon.
pub(super) const FIRST_TURN: Duration = Duration::from_millis(2);

/// Copy-on-branch's turn is learning's divided by this: proofs and hard puzzles with one
/// solution, which learning settles, take about a quarter longer than by learning alone,
/// and a colouring that copy-on-branch finds takes about five times its time.
const COPY_SHARE: u32 = 4;

/// In a search for one colouring, local search's turn is this many times learning's: on
/// hard grids local search finds most colourings, and more moves find more of them, while
/// a proof, which local search cannot give, takes about two and a half times as long as
/// by learning alone. The searches that are most likely proofs (`Learning::Soon`: a
/// generator's checks, a chromatic search's attempts from below) have no local search
/// turns (`benches/README.md`).
const TABU_TURNS: u32 = 2;

impl Colourer {
    /// A copy-on-branch search that goes on after `contradictions` dead ends with the
    /// engines taking turns, until one of them settles the request or its limits run out.
    /// The first turn lasts at least `first_turn` ([`FIRST_TURN`]; tests shorten it to
    /// make many turns).
    pub(super) fn branch_then_alternate(
        &self,
        request: &Request,
        contradictions: u64,
        first_turn: Duration,
    ) -> Report {
        let began = Instant::now();
        let limits = &request.limits;
        let first = self.branch(request, contradictions);
        let mut branched = first.stats;
        if first.complete || limits.ran_out(branched.nodes) {
            return first;
        }
        if let Some(colours) = first.first {
            recycle(colours);
        }
        let mut turn = began.elapsed().max(first_turn);
        let mut learning = learn::Search::new(&self.graph, &self.units, request);
        // Local search can only find a colouring: not for counts, nor for the searches
        // that `Learning::Soon` marks as most likely proofs.
        let walks = request.find == 1 && request.settings.learning != Learning::Soon;
        let (mut walk, mut domains) = (None, Vec::new());
        let lent = limits.helpers.filter(|_| walks);
        let shared = Shared::new();
        std::thread::scope(|scope| {
            let _end = shared.ending();
            let mut helping = 0;
            for round in 1.. {
                let own = limits.after(branched.nodes);
                let end = limits.turn_end(turn);
                let turned =
                    learning_turn(&mut learning, &own, end, &shared, helping > 0, branched);
                if let Some(report) = turned {
                    return report;
                }
                if walks {
                    // Local search takes copy-on-branch's place in a search for one colouring:
                    // it finds the colourings that copy-on-branch's restarts were there for.
                    learning.root_domains(&mut domains);
                    if let Some(idle) = lent {
                        let seed = request.settings.seed.wrapping_add(helping);
                        helping += helpers::spawn(
                            scope,
                            idle,
                            &shared,
                            &self.graph,
                            &domains,
                            seed,
                            limits.deadline,
                        );
                    }
                    let walk = walk.get_or_insert_with(|| {
                        Tabu::new(&self.graph, &domains, request.prefer, request.settings.seed)
                    });
                    walk.narrow(&self.graph, &domains);
                    let end = limits.turn_end(turn * TABU_TURNS);
                    if let Some(colours) = walk_turn(walk, end, &shared, helping > 0) {
                        return helped(colours, branched + learning.stats());
                    }
                } else {
                    let spent = learning.stats().nodes + branched.nodes;
                    let mut report = self.copy_turn(request, round, turn / COPY_SHARE, spent);
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
                turn *= 2;
            }
            unreachable!("the turns go on until an answer or the limits")
        })
    }

    /// A copy-on-branch turn of `length` from the root, with the tie-breaks of `round`,
    /// within what the limits leave after `spent` search nodes.
    fn copy_turn(&self, request: &Request, round: u64, length: Duration, spent: u64) -> Report {
        let limits = &request.limits;
        let copy = Request {
            limits: Limits {
                deadline: Some(limits.turn_end(length)),
                ..limits.after(spent)
            },
            settings: Settings {
                seed: request.settings.seed.wrapping_add(round),
                ..request.settings
            },
            ..*request
        };
        self.branch(&copy, u64::MAX)
    }
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

/// A learning turn until `end`: the search's report, with the copy-on-branch searches'
/// `branched` statistics added, when it ends or when a helper has found a colouring
/// (looked for every [`helpers::SLICE`] once helpers have `started`).
fn learning_turn(
    learning: &mut learn::Search,
    own: &Limits,
    end: Instant,
    shared: &Shared,
    started: bool,
    branched: Stats,
) -> Option<Report> {
    loop {
        if let Some(mut report) = learning.run(own, Some(helpers::slice_end(end, started))) {
            // Out of time or nodes, it still answers with a colouring a helper found.
            if let Some(colours) = shared.take_found().filter(|_| !report.complete) {
                return Some(helped(colours, branched + report.stats));
            }
            report.stats += branched;
            return Some(report);
        }
        if let Some(colours) = shared.take_found() {
            return Some(helped(colours, branched + learning.stats()));
        }
        if Instant::now() >= end {
            return None;
        }
    }
}

/// A local search turn until `end`: a colouring when the walk or a helper found one
/// (looked for every [`helpers::SLICE`] once helpers have `started`).
fn walk_turn(walk: &mut Tabu, end: Instant, shared: &Shared, started: bool) -> Option<Vec<Colour>> {
    loop {
        let until = helpers::slice_end(end, started);
        if walk.run(until) {
            return Some(walk.colouring().to_vec());
        }
        if let Some(colours) = shared.take_found() {
            return Some(colours);
        }
        // A walk stopped before its time has no move left.
        let now = Instant::now();
        if now < until || now >= end {
            return None;
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::{learning_turn, walk_turn};
    use crate::colour::helpers::Shared;
    use crate::colour::learn;
    use crate::colour::tabu::Tabu;
    use crate::colour::{Colour, Colourer, Limits, Request, Stats};
    use crate::graph_file::read_graph;

    /// Both turns end with a colouring that a helper has offered, at their first look, and
    /// a learning turn out of nodes still answers with it: on myciel6 with six colours
    /// (χ = 7), which neither local search nor learning settles within a turn.
    #[test]
    fn turns_end_with_a_helpers_colouring() {
        let text = include_str!("../../tests/data/dimacs/myciel6.col");
        let graph = read_graph(text, None).expect("DIMACS");
        let colourer = Colourer::new(&graph, 6, &[]).expect("colourer");
        let n = colourer.graph.len();
        let offered: Vec<Colour> = (0..n).map(|v| (v % 6) as Colour).collect();
        let end = Instant::now() + Duration::from_secs(60);
        let shared = Shared::new();
        shared.offer(&offered);
        let mut walk = Tabu::new(&colourer.graph, &vec![0b11_1111; n], None, 1);
        assert_eq!(
            walk_turn(&mut walk, end, &shared, true),
            Some(offered.clone())
        );
        let allowed = vec![u64::MAX; n];
        let request = Request::new(&allowed);
        for max_nodes in [None, Some(0)] {
            shared.offer(&offered);
            let limits = Limits {
                max_nodes,
                ..Limits::default()
            };
            let mut learning = learn::Search::new(&colourer.graph, &colourer.units, &request);
            let report =
                learning_turn(&mut learning, &limits, end, &shared, true, Stats::default());
            let report = report.expect("the helper's colouring ends the turn");
            let answer = (report.first, report.found, report.complete);
            assert_eq!(answer, (Some(offered.clone()), 1, true), "{max_nodes:?}");
        }
        assert!(Instant::now() < end);
    }
}
