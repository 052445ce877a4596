//! What a search is asked: which colours each node may take, how many colourings to find,
//! when to give up and how to choose and propagate.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use super::colour::Colour;
use super::config::{SWITCH_AUTO, SWITCH_SOON};
use super::stop::Stop;
use super::walk::idle_threads::IdleThreads;

/// Bounds on one search; `Limits::default()` is unbounded.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits<'a> {
    /// Give up after this many branching decisions.
    pub max_nodes: Option<u64>,
    /// Give up at this instant.
    pub deadline: Option<Instant>,
    /// Threads that a search for one colouring may borrow, once it is long, to run local
    /// search walks while its own thread learns (see [`IdleThreads`]). `None`: the calling
    /// thread only, taking turns.
    pub idle_threads: Option<&'a IdleThreads>,
    /// A flag another thread sets to stop the search, as if its deadline had passed: how a
    /// front end stops a search on Ctrl-C. Every engine reads it where it reads the clock.
    pub cancel: Option<&'a AtomicBool>,
}

impl<'a> Limits<'a> {
    /// What these limits leave to a search after `spent` search nodes: as many fewer
    /// nodes, the rest the same.
    pub(crate) fn after(&self, spent: u64) -> Limits<'a> {
        Limits {
            max_nodes: self.max_nodes.map(|max| max.saturating_sub(spent)),
            ..*self
        }
    }

    /// True when a search that has made `nodes` search nodes has run out of these limits,
    /// by its nodes or by the clock (read now when a deadline is set).
    pub(crate) fn ran_out(&self, nodes: u64) -> bool {
        self.max_nodes.is_some_and(|max| nodes >= max) || self.out_of_time()
    }

    /// True when the deadline has passed (the clock read now when one is set) or the
    /// search was cancelled: what an engine asks every so many nodes or moves.
    pub(crate) fn out_of_time(&self) -> bool {
        self.stop().now()
    }

    /// The deadline and cancel flag alone: what local search is given.
    pub(crate) fn stop(&self) -> Stop<'a> {
        Stop {
            deadline: self.deadline,
            cancel: self.cancel,
        }
    }
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
    ///
    /// [`Step`]: super::Step
    pub trace: bool,
    /// Which engines search, and when (see [`Schedule`]). A trace searches by
    /// copy-on-branch alone.
    pub schedule: Schedule,
}

/// Which engines search, and when: copy-on-branch (cheapest per node, best on easy graphs),
/// conflict-driven learning (best on refutations and hard instances) and local search
/// (best at finding one colouring of a hard satisfiable graph). Learning takes graphs of
/// at most `LEARNING_MAX_VARIABLES` (a tuning constant) variables; larger ones,
/// and traced searches, search by copy-on-branch alone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Schedule {
    /// Copy-on-branch first; once the search has met a number of dead ends that easy
    /// graphs never reach, learning and fresh copy-on-branch searches take turns (the
    /// latter a quarter of each learning turn), each pair twice as long as the one before,
    /// until one of them answers: within a small factor of the faster engine's time on
    /// each kind of graph. In a search for one colouring, local search (TabuCol) takes
    /// copy-on-branch's turns, each twice as long as the learning turn before it. Turns are
    /// counted in work, not time, so the same request and seed search alike on any machine.
    #[default]
    Auto,
    /// Like `Auto`, but the turns begin after a few hundred dead ends: for searches that
    /// most likely end in a proof that no colouring exists, such as a puzzle generator's
    /// uniqueness checks or a chromatic search's attempts from below, where learning pays
    /// sooner. Searches that copy-on-branch alone ends within a few thousand dead ends then
    /// take longer, hence not the default. No local search takes turns, as it cannot prove
    /// anything.
    Soon,
    /// Copy-on-branch only (on the 9×9 grid's graph, the band engine in its place).
    CopyOnBranch,
    /// Learning from the start, and only learning.
    Learning,
}

impl Schedule {
    /// The dead ends after which the engines begin to take turns: `Some` for [`Auto`] and
    /// [`Soon`], `None` for the single-engine schedules. What a front end shows when it
    /// explains the choice.
    ///
    /// [`Auto`]: Schedule::Auto
    /// [`Soon`]: Schedule::Soon
    pub fn turns_after(self) -> Option<u64> {
        match self {
            Schedule::Auto => Some(SWITCH_AUTO),
            Schedule::Soon => Some(SWITCH_SOON),
            Schedule::CopyOnBranch | Schedule::Learning => None,
        }
    }
}

/// One search asked of [`Colourer::search`]: the colourer's other entry points are
/// shorthands for a request.
///
/// [`Colourer::search`]: super::Colourer::search
#[derive(Clone, Copy, Debug)]
pub struct Request<'a> {
    /// One colour bitset per node index (bit c of word c / 64 set: colour c allowed), of
    /// [`set_words`](super::set_words) words each (one up to 64 colours); see
    /// [`allowed_colours`](super::allowed_colours) for a pre-colouring.
    pub allowed: &'a [u64],
    /// How many colourings to find before stopping: 1 looks for one (and may restart),
    /// more counts up to that many.
    pub find: u64,
    /// When to give up.
    pub limits: Limits<'a>,
    /// How to choose, how hard to propagate, whether to trace.
    pub settings: Settings,
    /// A colouring to search near: from the start to its first restart, and then between
    /// every other pair of restarts, the learning search gives each node it decides on its
    /// colour here while that colour is still open (copy-on-branch and the band engine
    /// ignore it: they branch in their own order, and it steers nothing but order). A
    /// known solution of a puzzle makes a search for another solution (a generator's
    /// check) find one that differs from it in a few cells sooner. `None`: no preference;
    /// a node without an entry here, or whose entry is not one of the k colours, has none.
    pub prefer: Option<&'a [Colour]>,
}

impl<'a> Request<'a> {
    /// A request for one colouring that gives each node v a colour of `allowed[v]`,
    /// unbounded, with the usual settings.
    pub fn new(allowed: &'a [u64]) -> Request<'a> {
        Request {
            allowed,
            find: 1,
            limits: Limits::default(),
            settings: Settings::default(),
            prefer: None,
        }
    }
}
