//! The scheduler's turns: each ends with a colouring a lent thread has offered.

use crate::colour::learning::cdcl::Cdcl;
use crate::colour::schedule::{learning_turn, walk_turn};
use crate::colour::walk::lent::Shared;
use crate::colour::walk::tabu::Tabu;
use crate::colour::{Colour, Colourer, Limits, Request, Stats};
use crate::graph_file::read_graph;

/// Both turns end with a colouring that a helper has offered, at their first look, and
/// a learning turn out of nodes still answers with it: on myciel6 with six colours
/// (χ = 7), which neither local search nor learning settles within a turn.
#[test]
fn turns_end_with_a_helpers_colouring() {
    let text = include_str!("../../../tests/data/dimacs/myciel6.col");
    let graph = read_graph(text, None).expect("DIMACS");
    let colourer = Colourer::new(&graph, 6, &[]).expect("colourer");
    let n = colourer.engines().graph.len();
    let offered: Vec<Colour> = (0..n).map(|v| (v % 6) as Colour).collect();
    let shared = Shared::new();
    shared.offer(&offered);
    let mut walk = Tabu::new(&colourer.engines().graph, &vec![0b11_1111; n], None, 1);
    assert_eq!(
        walk_turn(&mut walk, u64::MAX, None, &shared, true),
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
        let mut learning = Cdcl::new(
            &colourer.engines().graph,
            &colourer.engines().units,
            &request,
        );
        let report = learning_turn(
            &mut learning,
            &limits,
            u64::MAX,
            &shared,
            true,
            Stats::default(),
        );
        let report = report.expect("the helper's colouring ends the turn");
        let answer = (report.first, report.found, report.complete);
        assert_eq!(answer, (Some(offered.clone()), 1, true), "{max_nodes:?}");
    }
}
