//! A learning search's state: the assignment, the learnt clauses, the activities and the
//! buffers of analysis, with the steps every search takes on them (start, decide,
//! backjump, learn, block a colouring found). The rules that explain and the analysis
//! that learns add their methods in files of their own.

use super::clauses::{Clauses, NO_CLAUSE};
use super::decide::Activity;
use super::depends::Depends;
use super::index::UnitIndex;
use super::literal::{Lit, var};
use super::reason::{Hall, Reason};
use super::trail::Trail;
use crate::colour::Colour;
use crate::colour_set::ColourSet;
use crate::compile::CompiledGraph;
use crate::rng;

/// A learning search's state.
pub(crate) struct Learner<'g, S = u64> {
    pub(super) graph: &'g CompiledGraph,
    pub(super) units: &'g UnitIndex<S>,
    /// Colours in use: bits `0..k`.
    pub(super) full: S,
    pub(super) trail: Trail<S>,
    pub(super) clauses: Clauses,
    pub(super) activity: Activity,
    /// The reasons of the Hall sets found, by decision level.
    pub(super) halls: Vec<Hall<S>>,
    /// The clause being vivified, which propagation leaves out ([`NO_CLAUSE`]: none).
    pub(super) vivifying: u32,
    /// The clause being learnt.
    pub(super) learnt: Vec<Lit>,
    /// A reason's literals, during analysis.
    pub(super) reason: Vec<Lit>,
    /// During minimisation and the decision cut: a walk's path, each literal with the next
    /// of its reason's literals to look at, and those reasons, one buffer per depth.
    pub(super) path: Vec<(Lit, u32)>,
    pub(super) reasons: Vec<Vec<Lit>>,
    /// Variables marked `seen` during minimisation, to unmark.
    pub(super) cleared: Vec<u32>,
    /// Per literal set, the decision levels it rests on, as far as known.
    pub(super) depends: Depends,
    /// The levels of the decisions the learnt clause rests on, and those decisions negated.
    pub(super) cut_levels: Vec<u64>,
    pub(super) cut: Vec<Lit>,
    /// Per variable: met during analysis.
    pub(super) seen: Vec<bool>,
    /// Per variable: not implied by the clause being minimised; listed in `failures`.
    pub(super) failed: Vec<bool>,
    pub(super) failures: Vec<u32>,
    /// Per level: the analysis that last counted it, for literal block distances.
    pub(super) level_stamps: Vec<u32>,
    pub(super) stamp: u32,
    /// During a placement's propagation: the neighbours that still hold its colour (kept
    /// between placements for its allocation).
    pub(super) holders: Vec<u32>,
}

impl<'g, S: ColourSet> Learner<'g, S> {
    pub(super) fn new(
        graph: &'g CompiledGraph,
        units: &'g UnitIndex<S>,
        seed: u64,
    ) -> Learner<'g, S> {
        let n = graph.len();
        let k = graph.k;
        let full = S::first(k);
        let trail = Trail::new(n, full, graph.unit_count());
        let vars = trail.var_count();
        let mut random = rng::mix_seed(seed);
        let candidates = (0..n).flat_map(move |v| (0..k).map(move |c| var::<S>(v, c)));
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
            full,
            trail,
            clauses: Clauses::new(2 * vars),
            activity,
            halls: Vec::new(),
            vivifying: NO_CLAUSE,
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
            holders: Vec::new(),
        }
    }

    /// Excludes at the root every colour a node may not take; false when a node has none.
    pub(super) fn start(&mut self, allowed: &[S]) -> bool {
        for (v, (&allowed, &initial)) in allowed.iter().zip(&self.graph.initial).enumerate() {
            // A node's initial colours are none (a self-loop) or all k.
            let colours = if initial == 0 {
                S::EMPTY
            } else {
                allowed & self.full
            };
            if colours.is_empty() {
                return false;
            }
            for c in (self.full & !colours).ones() {
                self.trail
                    .assign(Lit::exclude(var::<S>(v, c)), Reason::Decision, self.units);
            }
        }
        true
    }

    /// Undoes every level above `level`; the unset variables become candidates again.
    pub(super) fn backjump(&mut self, level: u32) {
        let (activity, depends) = (&mut self.activity, &mut self.depends);
        self.trail.backjump(level, self.units, |x| {
            activity.unset(x);
            depends.forget(x);
        });
        self.forget_halls(level);
    }

    /// Stores the clause just learnt (after the backjump) and sets its asserting literal.
    pub(super) fn learn(&mut self, lbd: u32) {
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
    pub(super) fn block(&mut self) -> bool {
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
    pub(super) fn decide(&mut self, prefer: Option<&[Colour]>) -> Option<Lit> {
        let level = self.trail.level() as usize + 2;
        if self.level_stamps.len() <= level {
            self.level_stamps.resize(2 * level, 0);
        }
        let trail = &self.trail;
        let chosen = self.activity.decide(|x| trail.is_unset(x))?;
        let Some(prefer) = prefer else {
            return Some(chosen);
        };
        let v = chosen.node::<S>();
        // A preference the node cannot have (no entry, or a colour beyond k) is no preference.
        let Some(&colour) = prefer.get(v).filter(|&&c| (c as usize) < self.graph.k) else {
            return Some(chosen);
        };
        let preferred = var::<S>(v, colour as usize);
        if preferred == chosen.var() || !self.trail.is_unset(preferred) {
            return Some(chosen);
        }
        // The variable chosen stays unset: it goes back among the candidates.
        self.activity.unset(chosen.var());
        Some(Lit::place(preferred))
    }
}
