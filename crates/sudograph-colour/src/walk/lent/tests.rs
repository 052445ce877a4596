//! Tests of `lent`.

use super::{IdleThreads, Shared, spawn};
use crate::learning::tests::colourer;
use crate::tests::grid_graph::GridGraph;
use crate::{Limits, Request};

/// A pool of its own for each test, with `idle` threads lent.
fn pool(idle: usize) -> &'static IdleThreads {
    let pool = Box::leak(Box::new(IdleThreads::new()));
    (0..idle).for_each(|_| pool.lend());
    pool
}

#[test]
fn a_helper_colours_and_gives_its_thread_back() {
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
        // The helper holds the thread until it has coloured the cycle.
        assert!(idle.idle() == 0 || shared.done());
        assert_eq!(spawn(2), 0);
        while !shared.done() {
            std::thread::yield_now();
        }
    });
    assert_eq!(idle.idle(), 1, "back in the pool");
    assert!(!shared.helpers_walking(), "the helper has stopped walking");
    let colours = shared.take_found().expect("the helper's colouring");
    assert_eq!(colours[0], 2);
    assert!(edges.iter().all(|&(a, b)| colours[a] != colours[b]));
}

/// Were the guard not to stop the helpers, this test would never end: their walks have
/// no deadline and no colouring to find. They count as walking until they stop.
#[test]
fn the_end_of_a_search_stops_its_helpers() {
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
        assert!(shared.helpers_walking(), "two helpers walk");
    });
    assert!(shared.done());
    assert!(
        !shared.helpers_walking(),
        "no helper walks once the search has ended"
    );
    assert_eq!(idle.idle(), 2);
    assert!(shared.take_found().is_none());
}

/// Helpers see each newer publication of the root's domains once, and a publication
/// that narrows nothing is not news.
#[test]
fn helpers_see_each_narrowing_once() {
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

/// A long search with threads lent: a hard 25×25 puzzle whose turns begin after one
/// dead end and last one tick at first, so that helpers join at the first local search
/// turn. The answer solves the puzzle, whoever found it, and the lent threads are all
/// back in the pool. (That a turn ends with a helper's colouring is the scheduler's
/// test, `colour::tests::schedule`.)
#[test]
fn a_long_search_with_lent_threads_solves_and_gives_them_back() {
    let text = include_str!("../../../../../tests/data/lewis25-long.txt");
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
            helpers: Some(idle),
            ..Limits::default()
        },
        ..Request::new(&allowed)
    };
    let report = colourer.engines().branch_then_alternate(&request, 1, 1);
    assert_eq!(idle.idle(), 2, "back in the pool");
    assert!(puzzle.solved_by(&report.first.expect("a solution")));
}
