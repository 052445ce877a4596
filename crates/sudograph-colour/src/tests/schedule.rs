//! The scheduler's turns end with a colouring an idle thread has offered, and a colouring
//! that clashes is never accepted.

use crate::compile::CompiledGraph;
use crate::graph_file::read_graph;
use crate::learning::cdcl::Cdcl;
use crate::schedule::{learning_turn, walk_turn};
use crate::stop::Stop;
use crate::walk::idle_threads::Shared;
use crate::walk::tabu::Tabu;
use crate::{Colour, Colourer, Limits, Request, Stats};

/// myciel6 (95 nodes, χ = 7) with seven colours, and a proper 7-colouring of it, found by
/// a search of its own.
fn myciel6() -> (Colourer, Vec<Colour>) {
    let text = include_str!("../../../../tests/data/dimacs/myciel6.col");
    let graph = read_graph(text, None).expect("DIMACS");
    let colourer = Colourer::new(&graph, 7, &[]).expect("colourer");
    let n = colourer.node_count();
    let (count, _) = colourer
        .count(&vec![None; n], 1, &Limits::default())
        .expect("one entry per node");
    (colourer, count.first.expect("myciel6 is 7-colourable"))
}

/// Both turns end with a proper colouring that an idle thread has offered, at their first
/// look; a learning turn out of nodes still answers with it. The turns' own engines can
/// end nothing here: the walk has one colour per node, so it is stuck at once, and the
/// learning search has no decision to spend.
#[test]
fn turns_end_with_a_lent_threads_colouring() {
    let (colourer, offered) = myciel6();
    let engines = colourer.engines();
    let n = engines.graph.len();
    let allowed = vec![u64::MAX; n];
    let shared = Shared::new(&engines.graph, &allowed);
    assert!(shared.offer(&offered));
    let mut walk = Tabu::new(&engines.graph, &vec![0b1u64; n], None, 1);
    let turned = walk_turn(&mut walk, u64::MAX, &Stop::default(), &shared, true);
    assert_eq!(turned, Some(offered.clone()));
    let request = Request::new(&allowed);
    assert!(shared.offer(&offered));
    let limits = Limits {
        max_nodes: Some(0),
        ..Limits::default()
    };
    let mut learning = Cdcl::new(&engines.graph, engines.unit_index(), &request);
    let report = learning_turn(
        &mut learning,
        &limits,
        u64::MAX,
        &shared,
        true,
        Stats::default(),
    );
    let report = report.expect("the idle thread's colouring ends the turn");
    assert_eq!(
        (report.first, report.found, report.complete),
        (Some(offered), 1, true)
    );
}

/// The edges of `graph` whose two ends `colours` gives one colour, each once.
fn clashing_edges(graph: &CompiledGraph, colours: &[Colour]) -> Vec<(usize, usize)> {
    (0..graph.len())
        .flat_map(|v| graph.neighbours(v).iter().map(move |&w| (v, w as usize)))
        .filter(|&(v, w)| v < w && colours[v] == colours[w])
        .collect()
}

/// A colouring with exactly one clashing edge, or a colour the request does not allow,
/// is refused: the turns then end without it.
#[test]
fn a_colouring_that_clashes_is_refused() {
    let (colourer, proper) = myciel6();
    let engines = colourer.engines();
    let n = engines.graph.len();
    let allowed = vec![u64::MAX; n];
    let shared = Shared::new(&engines.graph, &allowed);
    assert_eq!(clashing_edges(&engines.graph, &proper), []);
    // A node moved to a colour that exactly one of its neighbours has: one clash, no more.
    let mut clashing = proper.clone();
    let (w, c) = (0..n)
        .flat_map(|w| (0..7).map(move |c| (w, c)))
        .find(|&(w, c)| {
            let holding = engines.graph.neighbours(w);
            holding.iter().filter(|&&u| proper[u as usize] == c).count() == 1
        })
        .expect("some node has a colour held by one neighbour only");
    clashing[w] = c;
    assert_eq!(clashing_edges(&engines.graph, &clashing).len(), 1);
    assert!(!shared.offer(&clashing));
    let v = 0;
    let mut out_of_range = proper.clone();
    out_of_range[v] = 7;
    assert!(!shared.offer(&out_of_range));
    let mut walk = Tabu::new(&engines.graph, &vec![0b1u64; n], None, 1);
    assert_eq!(
        walk_turn(&mut walk, u64::MAX, &Stop::default(), &shared, true),
        None
    );
    let narrow: Vec<u64> = proper.iter().map(|&c| !(1u64 << c)).collect();
    let refusing = Shared::<u64>::new(&engines.graph, &narrow);
    assert!(
        !refusing.offer(&proper),
        "a colour the request does not allow"
    );
    assert!(shared.offer(&proper));
}
