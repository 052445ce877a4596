//! A set cancel flag stops every engine, as a passed deadline does: how a front end stops
//! a search on Ctrl-C. Each search here would run for minutes or without end unbounded.

use std::sync::atomic::AtomicBool;

use super::grid_graph::GridGraph;
use crate::chromatic::chromatic_number;
use crate::graph_file::read_graph;
use crate::walk::tabu::Tabu;
use crate::{Colourer, Limits, Request, Schedule, Settings};

/// myciel6 (95 nodes, χ = 7) asked for six colours: a refutation that takes every engine
/// far more nodes than a cancelled search may make.
fn myciel6_in_six() -> Colourer {
    let text = include_str!("../../../../tests/data/dimacs/myciel6.col");
    let graph = read_graph(text, None).expect("DIMACS");
    Colourer::new(&graph, 6, &[]).expect("colourer")
}

#[test]
fn a_cancelled_search_gives_up_in_every_schedule() {
    let cancel = AtomicBool::new(true);
    let limits = Limits {
        cancel: Some(&cancel),
        ..Limits::default()
    };
    let colourer = myciel6_in_six();
    let allowed = vec![0b11_1111u64; colourer.node_count()];
    for schedule in [
        Schedule::Auto,
        Schedule::Soon,
        Schedule::CopyOnBranch,
        Schedule::Learning,
    ] {
        let request = Request {
            find: 1,
            limits,
            settings: Settings {
                schedule,
                ..Settings::default()
            },
            ..Request::new(&allowed)
        };
        let report = colourer.search(&request).expect("one set per node");
        assert!(!report.complete, "{schedule:?} ran on after the flag");
        assert!(
            report.stats.nodes <= 1024,
            "{schedule:?}: {:?}",
            report.stats
        );
    }
}

#[test]
fn a_cancelled_band_search_gives_up() {
    let cancel = AtomicBool::new(true);
    let grid = GridGraph::boxes(3, 3);
    let colourer = grid.colourer();
    assert!(colourer.engines().bands.is_some(), "the band engine runs");
    // Every 9×9 grid, counted: billions, unless the flag stops the count.
    let allowed = grid.allowed();
    let request = Request {
        find: u64::MAX,
        limits: Limits {
            cancel: Some(&cancel),
            ..Limits::default()
        },
        ..Request::new(&allowed)
    };
    let report = colourer.search(&request).expect("81 sets");
    assert!(!report.complete && report.stats.nodes <= 1024, "{report:?}");
}

#[test]
fn a_cancelled_walk_stops() {
    let cancel = AtomicBool::new(true);
    let limits = Limits {
        cancel: Some(&cancel),
        ..Limits::default()
    };
    let colourer = myciel6_in_six();
    let engines = colourer.engines();
    let n = engines.graph.len();
    // No 6-colouring exists: unbounded, the walk would never end.
    let mut walk = Tabu::new(&engines.graph, &vec![0b11_1111u64; n], None, 1);
    assert!(!walk.run(u64::MAX, &limits.stop()));
}

#[test]
fn a_cancelled_chromatic_search_keeps_its_bounds() {
    let cancel = AtomicBool::new(true);
    let limits = Limits {
        cancel: Some(&cancel),
        ..Limits::default()
    };
    let text = include_str!("../../../../tests/data/dimacs/myciel6.col");
    let graph = read_graph(text, None).expect("DIMACS");
    let found = chromatic_number(&graph, &limits, &Settings::default());
    assert!(found.gave_up() && found.number().is_none(), "{found:?}");
    assert!(found.lower < 7 && found.upper >= 7);
}
