//! Fuzz target: arbitrary bytes → the graph readers (DIMACS `.col`, Graphviz DOT, sniffed) and the jigsaw region-map reader; every graph read is coloured under a node budget and every colouring found is checked edge by edge; every region map read is solved as an empty jigsaw grid (with and without diagonals) and any solution must pass the tests' independent checker. Only the asserted properties may fail.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudograph_colour::chromatic::chromatic_number;
use sudograph_colour::{Limits, Settings};
use sudograph::format::read_regions;
use sudograph_colour::graph_file::{GraphFormat, read_graph};
use sudograph::grid::{Grid, Shape};
use sudograph::rules::{Rules, Variant};
use sudograph::solve::{Answer, Solver};

/// The tests' independent checker of grids (its own units, no code shared with
/// `sudograph::validate`): the oracle of every jigsaw solution here.
#[path = "../../tests/oracle/checker.rs"]
mod oracle;

/// Node budget for every search, so that each input runs in milliseconds.
const MAX_NODES: u64 = 2000;

/// Largest graph (nodes) that is coloured; larger ones are only read.
const COLOUR_NODES_MAX: usize = 300;

fuzz_target!(|data: &[u8]| {
    let Some((&b, rest)) = data.split_first() else {
        return;
    };
    let limits = Limits {
        max_nodes: Some(MAX_NODES),
        ..Limits::default()
    };
    if b & 1 == 0 {
        let Ok(text) = std::str::from_utf8(rest) else {
            return;
        };
        let format = match b >> 1 & 3 {
            0 => Some(GraphFormat::Dimacs),
            1 => Some(GraphFormat::Dot),
            _ => None,
        };
        let Ok(graph) = read_graph(text, format) else {
            return;
        };
        if graph.node_count() > COLOUR_NODES_MAX {
            return;
        }
        let found = chromatic_number(&graph, &limits, &Settings::default());
        assert!(found.lower <= found.upper, "{found:?}");
        if let Some(colouring) = &found.colouring {
            assert_eq!(colouring.len(), graph.node_count());
            for edge in graph.edge_indices() {
                let (a, b) = graph.edge_endpoints(edge).expect("an edge has ends");
                assert!(
                    a == b || colouring[a.index()] != colouring[b.index()],
                    "edge {a:?}-{b:?} joins one colour"
                );
            }
            assert!(colouring.iter().all(|&c| usize::from(c) < found.upper));
        }
    } else {
        let Ok(regions) = read_regions(rest) else {
            return;
        };
        let shape = Shape::squarest(regions.side()).expect("a map's side is 2 to 64");
        let variant = Variant {
            regions: Some(regions),
            diagonals: b & 2 != 0,
            ..Variant::default()
        };
        let rules = Rules::new(shape, variant).expect("same side");
        let empty = Grid::empty(rules.clone());
        if let (Answer::Solved(solution), _) = Solver::new(rules).solve(&empty, &limits) {
            oracle::assert_solves(&solution, Some(&empty), "a jigsaw's solution");
        }
    }
});
