//! The search driver, the same for every engine: one frame of colours left per search
//! depth, copied on branching so that nothing is undone on backtrack, propagated to a
//! fixpoint after each decision; binary branches (v = c, then v ≠ c, and in a search for
//! one colouring v ≠ every colour interchangeable with c); restarts, limits and the count
//! of colourings around them.

use super::choice::Weights;
use crate::answer::{Report, Stats};
use crate::colour::Colour;
use crate::colour_set::ColourSet;
use crate::config::CLOCK_EVERY_NODES;
use crate::node_count::count_node;
use crate::request::{Limits, Settings};
use crate::restart;
use crate::reuse::{self, Word};
use crate::rng;
use crate::trace::{Step, Trace, Why};

/// How the search holds and narrows the colours left: one frame of `width()` words per
/// depth, and the propagation rules that run on it. The branching, restarts and limits
/// around it are the same for every engine.
pub(crate) trait Representation {
    /// One word of a frame.
    type Word: Word;
    /// A node's colours.
    type Set: ColourSet;
    /// The engine's own working state for propagation, empty between propagations.
    type Scratch;
    /// Number of nodes of the graph.
    fn node_count(&self) -> usize;
    /// Words per frame.
    fn width(&self) -> usize;
    /// Fresh working state for one run.
    fn scratch(&self) -> Self::Scratch;
    /// Writes the root frame, each node v with the colours of `allowed[v]` it can take, and
    /// notes in the scratch what propagation must look at. False when some node has no
    /// colour.
    fn start(
        &self,
        allowed: &[Self::Set],
        frame: &mut [Self::Word],
        scratch: &mut Self::Scratch,
    ) -> bool;
    /// Propagates to a fixpoint; false on a contradiction. The scratch is left empty either
    /// way.
    fn propagate(&self, frame: &mut [Self::Word], work: &mut Work<Self::Scratch>) -> bool;
    /// The colours node v has left.
    fn domain(&self, frame: &[Self::Word], v: usize) -> Self::Set;
    /// The branching decision (see [`choose`](super::choice::choose)).
    fn choose(
        &self,
        frame: &[Self::Word],
        weights: &Weights,
        rng: &mut u64,
    ) -> Option<(usize, Self::Set)>;
    /// Narrows node v to `d`, a strict subset of its colours, for the reason `why`.
    fn narrow(
        &self,
        frame: &mut [Self::Word],
        v: usize,
        d: Self::Set,
        why: Why,
        work: &mut Work<Self::Scratch>,
    );
    /// Writes the colouring a frame with one colour per node holds into `colours` (empty).
    fn colouring(&self, frame: &[Self::Word], colours: &mut Vec<Colour>);
    /// The colours that the same nodes still have as colour `c` (a one-colour set), `c`
    /// among them. A frame's other words follow from its nodes' colours and every
    /// constraint treats colours alike, so renaming such colours into one another maps
    /// colourings of the frame onto colourings of the frame.
    fn interchangeable(&self, frame: &[Self::Word], c: Self::Set) -> Self::Set;
}

/// Propagation's working state: the engine's scratch, and what the whole run keeps.
pub(crate) struct Work<S> {
    /// The engine's own state, empty between propagations.
    pub(crate) scratch: S,
    /// Conflict weights, for branching.
    pub(crate) weights: Weights,
    /// Stop propagating after naked and hidden singles.
    pub(crate) singles_only: bool,
    /// The steps so far, when tracing.
    pub(crate) trace: Trace,
}

impl<S> Work<S> {
    /// The working state of a run on `engine` with `settings`.
    pub(crate) fn new<E: Representation<Scratch = S>>(engine: &E, settings: &Settings) -> Work<S> {
        Work {
            scratch: engine.scratch(),
            weights: Weights::reusing(reuse::take_weights(), engine.node_count()),
            singles_only: settings.singles_only,
            trace: Trace::new(settings.trace),
        }
    }
}

/// Searches with `engine` for up to `limit` colourings that give each node v one of
/// `allowed[v]`. A search for one colouring restarts (see [`restart`]); a count does not.
/// After `contradictions` dead ends the search stops, incomplete, as when `limits` run out.
pub(crate) fn run<E: Representation>(
    engine: &E,
    allowed: &[E::Set],
    limits: &Limits,
    limit: u64,
    settings: &Settings,
    contradictions: u64,
) -> Report {
    let width = engine.width();
    let seeded = rng::mix_seed(settings.seed);
    let mut run = Run {
        engine,
        frames: E::Word::take_frames(),
        work: Work::new(engine, settings),
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
        contradictions,
        symmetry: limit == 1 && !settings.trace,
    };
    if limit == 0 {
        return run.finish();
    }
    run.frames.resize(width, E::Word::default());
    if !engine.start(allowed, &mut run.frames, &mut run.work.scratch)
        || !engine.propagate(&mut run.frames, &mut run.work)
    {
        return run.finish();
    }
    if limit > 1 {
        run.descend(0);
        return run.finish();
    }
    // Frame 0 keeps the propagated root; each attempt starts from a copy of it in frame 1.
    run.frames.resize(2 * width, E::Word::default());
    run.root = 1;
    for attempt in 1.. {
        run.cap = run
            .stats
            .nodes
            .saturating_add(restart::allowance(engine.node_count(), attempt));
        run.frames.copy_within(..width, width);
        run.descend(1);
        if !run.restart {
            break;
        }
        run.restart = false;
        run.work.trace.log(|_| Step::Restart);
        run.rng = rng::restart_state(seeded, attempt);
    }
    run.finish()
}

/// One search run: its frames, working state and what it found so far.
struct Run<'e, E: Representation> {
    engine: &'e E,
    /// Frame `depth` is `frames[depth * width..(depth + 1) * width]`: the colours left.
    frames: Vec<E::Word>,
    work: Work<E::Scratch>,
    limits: Limits<'e>,
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
    /// Dead ends left before the search stops.
    contradictions: u64,
    /// Whether a colour that failed at a node rules out, there, the colours interchangeable
    /// with it (see [`Representation::interchangeable`]): any colouring they lead to renames into
    /// one the failed colour would have led to. Only a search for one colouring may skip
    /// them, and only one that narrates nothing, as the skip is no deduction.
    symmetry: bool,
}

impl<E: Representation> Run<'_, E> {
    fn finish(self) -> Report {
        E::Word::give_frames(self.frames);
        reuse::give_weights(self.work.weights.into_buffer());
        Report {
            first: self.first,
            found: self.found,
            complete: !self.gave_up,
            stats: self.stats,
            steps: self.work.trace.into_steps(),
        }
    }

    /// Explores below frame `depth`, which is propagated and consistent. Returns true when
    /// the search must stop (enough colourings found, or out of budget).
    fn descend(&mut self, depth: usize) -> bool {
        let engine = self.engine;
        let width = engine.width();
        let base = depth * width;
        loop {
            let Some((v, c)) = engine.choose(
                &self.frames[base..base + width],
                &self.work.weights,
                &mut self.rng,
            ) else {
                self.record(base);
                return self.found >= self.limit;
            };
            if self.stats.nodes >= self.cap {
                self.restart = true;
                return true;
            }
            if self.out_of_budget() || self.contradictions == 0 {
                self.gave_up = true;
                return true;
            }
            self.stats.nodes += 1;
            count_node(self.stats.nodes);
            if self.frames.len() < base + 2 * width {
                self.frames.resize(base + 2 * width, E::Word::default());
            }
            let (current, next) = self.frames.split_at_mut(base + width);
            let next = &mut next[..width];
            next.copy_from_slice(&current[base..]);
            let colour = c.first_colour() as Colour;
            self.work.trace.depth = (depth - self.root) as u32 + 1;
            self.work.trace.log(|depth| Step::Branch {
                node: v as u32,
                colour,
                choices: engine.domain(next, v).len(),
                depth,
            });
            engine.narrow(next, v, c, Why::Branch, &mut self.work);
            if engine.propagate(next, &mut self.work) {
                if self.descend(depth + 1) {
                    return true;
                }
            } else {
                self.contradictions = self.contradictions.saturating_sub(1);
            }
            self.stats.backtracks += 1;
            // Colour c failed (or is exhausted) at v: continue with v ≠ c in this frame.
            self.work.trace.depth = (depth - self.root) as u32;
            self.work.trace.log(|depth| Step::Backtrack {
                node: v as u32,
                colour,
                depth,
            });
            let current = &mut self.frames[base..base + width];
            let failed = if self.symmetry {
                engine.interchangeable(current, c)
            } else {
                c
            };
            let rest = engine.domain(current, v) & !failed;
            let consistent = !rest.is_empty() && {
                engine.narrow(current, v, rest, Why::Removal, &mut self.work);
                engine.propagate(current, &mut self.work)
            };
            if !consistent {
                self.contradictions = self.contradictions.saturating_sub(1);
                return false;
            }
        }
    }

    /// Counts the colouring in the frame at `base`, keeping the first one found.
    fn record(&mut self, base: usize) {
        self.found += 1;
        if self.first.is_none() {
            let frame = &self.frames[base..base + self.engine.width()];
            let mut colours = reuse::take_colouring();
            self.engine.colouring(frame, &mut colours);
            self.first = Some(colours);
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
        self.stats.nodes.is_multiple_of(CLOCK_EVERY_NODES) && self.limits.out_of_time()
    }
}
