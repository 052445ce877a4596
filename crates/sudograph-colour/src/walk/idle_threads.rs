//! Idle threads, lent to a long search. A batch runs one search per thread; once its input is
//! exhausted, a worker with nothing left to do lends its thread ([`IdleThreads::lend`]),
//! and a search for one colouring that is still in its turns borrows it to run a local
//! search walk of its own seed beside its turns, so that a last hard grid (or the only
//! one) looks for a colouring on every thread the run was given. Walks with their own
//! seeds are independent tries at a heavy-tailed search, so that each one added cuts the
//! tail (Gomes, Selman and Kautz, "Boosting combinatorial search through randomization",
//! AAAI 1998). An idle thread takes its domains from the learning search's root, narrowed again
//! as that root narrows, and gives its thread back when the search ends; while it walks,
//! the search's own thread learns rather than walks ([`Shared::idle_threads_walking`]).

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use super::tabu::Tabu;
use crate::bits;
use crate::colour::{Colour, set_words};
use crate::colour_set::ColourSet;
use crate::compile::CompiledGraph;
use crate::config::IDLE_THREAD_SLICE_WORK;
use crate::stop::Stop;

/// A count of threads that have nothing to do and may help a search: a pool shared by
/// the searches of a process (the command line keeps one per command run). Searches take
/// threads only while the count is positive, so that a run never keeps more threads busy
/// than it was given.
///
/// # Examples
/// ```
/// use sudograph_colour::IdleThreads;
/// static IDLE: IdleThreads = IdleThreads::new();
/// IDLE.lend();
/// assert_eq!(IDLE.idle(), 1);
/// ```
#[derive(Debug, Default)]
pub struct IdleThreads {
    count: AtomicUsize,
}

impl IdleThreads {
    /// A pool with no thread idle yet.
    pub const fn new() -> IdleThreads {
        IdleThreads {
            count: AtomicUsize::new(0),
        }
    }

    /// A thread that has nothing left to do lends itself to the searches still running.
    pub fn lend(&self) {
        self.count.fetch_add(1, Ordering::AcqRel);
    }

    /// How many threads are idle now.
    pub fn idle(&self) -> usize {
        self.count.load(Ordering::Acquire)
    }

    /// Takes one idle thread, if any.
    fn borrow(&self) -> bool {
        self.count
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| n.checked_sub(1))
            .is_ok()
    }
}

/// What a search and its idle threads share: the graph and the colours each node may take,
/// the colouring an idle thread found, whether to stop, the learning root's domains with how
/// many times they have been narrowed, and how many idle threads walk now.
pub(crate) struct Shared<'a, S = u64> {
    graph: &'a CompiledGraph,
    allowed: &'a [u64],
    found: Mutex<Option<Vec<Colour>>>,
    stop: AtomicBool,
    root: Mutex<(u64, Vec<S>)>,
    /// Helpers walking now.
    walking: AtomicUsize,
}

impl<'a, S: ColourSet> Shared<'a, S> {
    /// Shared state of a search of `graph` whose nodes may take `allowed[v]`, before any
    /// idle thread: no domains published yet.
    pub(crate) fn new(graph: &'a CompiledGraph, allowed: &'a [u64]) -> Shared<'a, S> {
        Shared {
            graph,
            allowed,
            found: Mutex::new(None),
            stop: AtomicBool::new(false),
            root: Mutex::new((0, Vec::new())),
            walking: AtomicUsize::new(0),
        }
    }

    /// True while an idle thread walks: the search's own thread then leaves local search to it.
    pub(crate) fn idle_threads_walking(&self) -> bool {
        self.walking.load(Ordering::Acquire) > 0
    }

    /// True when `colours` is a colouring the search may report: proper, edge by edge,
    /// and each node's colour one it is allowed. A walk's colouring is checked so, as it
    /// comes with no proof.
    pub(crate) fn accepts(&self, colours: &[Colour]) -> bool {
        let words = set_words(self.graph.k);
        self.graph.is_proper(colours)
            && colours
                .iter()
                .zip(self.allowed.chunks_exact(words))
                .all(|(&c, allowed)| bits::contains(allowed, c as usize))
    }

    /// A guard that tells the idle threads to stop when the search's scope ends, however it
    /// ends, so that the scope does not wait for them.
    pub(crate) fn ending(&self) -> Ending<'_, S> {
        Ending(self)
    }

    /// True once an idle thread has found a colouring or the search has ended.
    fn done(&self) -> bool {
        self.stop.load(Ordering::Acquire)
    }

    /// Tells the idle threads to stop at their next look.
    fn stop(&self) {
        self.stop.store(true, Ordering::Release);
    }

    /// The colouring an idle thread found, if one has.
    pub(crate) fn take_found(&self) -> Option<Vec<Colour>> {
        self.found.lock().ok()?.take()
    }

    /// An idle thread's colouring: kept unless one came first, and the search told to end; one
    /// that the search may not report ([`Shared::accepts`]) is refused. True when kept.
    pub(crate) fn offer(&self, colours: &[Colour]) -> bool {
        if !self.accepts(colours) {
            return false;
        }
        if let Ok(mut found) = self.found.lock() {
            found.get_or_insert_with(|| colours.to_vec());
        }
        self.stop();
        true
    }

    /// The domains published last, with their number: a copy, so that an idle thread narrows
    /// its walk without holding the lock.
    fn root(&self) -> Option<(u64, Vec<S>)> {
        self.root.lock().ok().map(|root| root.clone())
    }

    /// The domains published last, when they are newer than number `seen`.
    fn root_since(&self, seen: u64) -> Option<(u64, Vec<S>)> {
        let root = self.root.lock().ok()?;
        (root.0 != seen).then(|| root.clone())
    }

    /// Publishes the learning root's domains, each a subset of the one published before.
    fn narrow(&self, domains: &[S]) {
        if let Ok(mut root) = self.root.lock()
            && root.1 != domains
        {
            root.0 += 1;
            root.1.clear();
            root.1.extend_from_slice(domains);
        }
    }
}

/// Tells the idle threads to stop when dropped (see [`Shared::ending`]).
pub(crate) struct Ending<'a, S: ColourSet>(&'a Shared<'a, S>);

impl<S: ColourSet> Drop for Ending<'_, S> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

/// Where a part of a turn that ends when an engine's work reaches `end`, now at `done`,
/// stops to look for an idle thread's colouring: after [`IDLE_THREAD_SLICE_WORK`] more once idle threads
/// have `started`, else at the turn's end.
pub(crate) fn slice_end(end: u64, done: u64, started: bool) -> u64 {
    if started {
        end.min(done.saturating_add(IDLE_THREAD_SLICE_WORK))
    } else {
        end
    }
}

/// Publishes `domains` (the learning root's, each a subset of those published before) and
/// spawns on `scope` a walk on them for each thread that `idle` has to lend now, the
/// first seeded from `seed` + 1 and each one after from the next, so that they walk
/// apart from the search's own walk (seeded `seed`) and from each other (a search passes
/// its seed plus the idle threads it has started). Each counts as walking from here until its
/// walk ends, before it gives its thread back. Returns how many it spawned: none once the
/// deadline has passed.
pub(crate) fn spawn<'scope, S: ColourSet>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    idle: &'scope IdleThreads,
    shared: &'scope Shared<S>,
    graph: &'scope CompiledGraph,
    domains: &[S],
    seed: u64,
    deadline: Option<Instant>,
) -> u64 {
    shared.narrow(domains);
    if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
        return 0;
    }
    // Only the threads idle now: one that an idle thread gives back at once is not taken again.
    let mut spawned = 0;
    for _ in 0..idle.idle() {
        if shared.done() || !idle.borrow() {
            break;
        }
        spawned += 1;
        shared.walking.fetch_add(1, Ordering::AcqRel);
        let seed = seed
            .wrapping_add(spawned)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        scope.spawn(move || {
            walk(graph, shared, seed, deadline);
            shared.walking.fetch_sub(1, Ordering::AcqRel);
            idle.lend();
        });
    }
    spawned
}

/// One idle thread's walk: local search in slices until it finds a colouring, the search ends,
/// the deadline passes or no move is left.
fn walk<S: ColourSet>(
    graph: &CompiledGraph,
    shared: &Shared<S>,
    seed: u64,
    deadline: Option<Instant>,
) {
    let Some((mut seen, mut domains)) = shared.root() else {
        return;
    };
    let mut walk = Tabu::new(graph, &domains, None, seed);
    while !shared.done() {
        if let Some((published, root)) = shared.root_since(seen) {
            (seen, domains) = (published, root);
            walk.narrow(graph, &domains);
        }
        // The search it helps ends it (`shared.done`), cancelled or not: its own clock only.
        let stop = Stop {
            deadline,
            cancel: None,
        };
        if walk.run(walk.work().saturating_add(IDLE_THREAD_SLICE_WORK), &stop) {
            let kept = shared.offer(walk.colouring());
            debug_assert!(kept, "a walk without clashes left a colouring that clashes");
            return;
        }
        if walk.is_stuck() || deadline.is_some_and(|deadline| Instant::now() >= deadline) {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    //! Tests of `idle_threads`.

    use super::{IdleThreads, Shared, spawn};
    use crate::learning::tests::colourer;
    use crate::tests::grid_graph::GridGraph;
    use crate::{Limits, Request};

    /// A pool of its own for each test, with `idle` idle threads.
    fn pool(idle: usize) -> &'static IdleThreads {
        let pool = Box::leak(Box::new(IdleThreads::new()));
        (0..idle).for_each(|_| pool.lend());
        pool
    }

    #[test]
    fn an_idle_thread_colours_and_gives_its_thread_back() {
        // A cycle of nine nodes, three colours, node 0 on colour 2 only.
        let edges: Vec<(usize, usize)> = (0..9).map(|a| (a, (a + 1) % 9)).collect();
        let colourer = colourer(9, &edges, 3);
        let mut domains = vec![0b111; 9];
        domains[0] = 0b100;
        let allowed = vec![u64::MAX; 9];
        let (idle, shared) = (pool(1), Shared::new(&colourer.engines().graph, &allowed));
        let deadline = None;
        std::thread::scope(|scope| {
            let spawn = |seed| {
                spawn(
                    scope,
                    idle,
                    &shared,
                    &colourer.engines().graph,
                    &domains,
                    seed,
                    deadline,
                )
            };
            assert_eq!(spawn(1), 1);
            // The idle thread holds the thread until it has coloured the cycle.
            assert!(idle.idle() == 0 || shared.done());
            assert_eq!(spawn(2), 0);
            while !shared.done() {
                std::thread::yield_now();
            }
        });
        assert_eq!(idle.idle(), 1, "back in the pool");
        assert!(
            !shared.idle_threads_walking(),
            "the idle thread has stopped walking"
        );
        let colours = shared.take_found().expect("the idle thread's colouring");
        assert_eq!(colours[0], 2);
        assert!(edges.iter().all(|&(a, b)| colours[a] != colours[b]));
    }

    /// Were the guard not to stop the idle threads, this test would never end: their walks have
    /// no deadline and no colouring to find. They count as walking until they stop.
    #[test]
    fn the_end_of_a_search_stops_its_idle_threads() {
        // Five nodes all joined, four colours: no walk ever ends by itself.
        let edges: Vec<(usize, usize)> = (0..5)
            .flat_map(|a| (a + 1..5).map(move |b| (a, b)))
            .collect();
        let colourer = colourer(5, &edges, 4);
        let allowed = [u64::MAX; 5];
        let (idle, shared) = (pool(2), Shared::new(&colourer.engines().graph, &allowed));
        std::thread::scope(|scope| {
            let _end = shared.ending();
            let domains = [0b1111; 5];
            assert_eq!(
                spawn(
                    scope,
                    idle,
                    &shared,
                    &colourer.engines().graph,
                    &domains,
                    7,
                    None
                ),
                2
            );
            assert!(shared.idle_threads_walking(), "two idle threads walk");
        });
        assert!(shared.done());
        assert!(
            !shared.idle_threads_walking(),
            "no idle thread walks once the search has ended"
        );
        assert_eq!(idle.idle(), 2);
        assert!(shared.take_found().is_none());
    }

    /// Helpers see each newer publication of the root's domains once, and a publication
    /// that narrows nothing is not news.
    #[test]
    fn idle_threads_see_each_narrowing_once() {
        let colourer = colourer(2, &[], 2);
        let allowed = [u64::MAX; 2];
        let shared = Shared::new(&colourer.engines().graph, &allowed);
        assert_eq!(shared.root(), Some((0, Vec::new())));
        shared.narrow(&[0b11, 0b11]);
        assert_eq!(shared.root_since(0), Some((1, vec![0b11, 0b11])));
        assert_eq!(shared.root_since(1), None);
        shared.narrow(&[0b11, 0b11]);
        assert_eq!(shared.root_since(1), None);
        shared.narrow(&[0b01, 0b11]);
        assert_eq!(shared.root_since(1), Some((2, vec![0b01, 0b11])));
    }

    /// A long search with idle threads: a hard 25×25 puzzle whose turns begin after one
    /// dead end and last one tick at first, so that idle threads join at the first local search
    /// turn. The answer solves the puzzle, whoever found it, and the idle threads are all
    /// back in the pool. (That a turn ends with an idle thread's colouring is the scheduler's
    /// test, `colour::tests::schedule`.)
    #[test]
    fn a_long_search_with_lent_threads_solves_and_gives_them_back() {
        let text = include_str!("../../../../tests/data/lewis25-long.txt");
        let line = text
            .lines()
            .find(|l| !l.starts_with('#'))
            .expect("a puzzle");
        let puzzle = GridGraph::puzzle(5, 5, line);
        let colourer = puzzle.colourer();
        let allowed = puzzle.allowed();
        let idle = pool(2);
        let request = Request {
            limits: Limits {
                idle_threads: Some(idle),
                ..Limits::default()
            },
            ..Request::new(&allowed)
        };
        let report = colourer.engines().branch_then_alternate(&request, 1, 1);
        assert_eq!(idle.idle(), 2, "back in the pool");
        assert!(puzzle.solved_by(&report.first.expect("a solution")));
    }
}
