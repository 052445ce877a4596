//! Differential tests of the two copy-on-branch representations: both implement the same rules, so on graphs both
//! can run they must agree on counts, fixpoints and branching; and the colourer against
//! brute force on small graphs.

use petgraph::graph::{NodeIndex, UnGraph};
use proptest::prelude::*;

use super::grid_graph::GridGraph;
use crate::copy_on_branch::choice::{View, Weights};
use crate::copy_on_branch::domains::engine::{DomainView, NodeDomains};
use crate::copy_on_branch::driver::{Representation, Work, run};
use crate::copy_on_branch::planes::frame::Planes;
use crate::copy_on_branch::planes::view::PlaneView;
use crate::{Colourer, Limits, Outcome, Settings, allowed_colours};

/// A graph on `n` nodes with the edges the bits of `edge_bits` pick, pair by pair (a bit
/// may pick more than one pair), and its edge list.
pub(crate) fn small_graph(n: usize, edge_bits: u64) -> (UnGraph<(), ()>, Vec<(usize, usize)>) {
    let pairs = (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b)));
    let edges: Vec<(usize, usize)> = pairs
        .enumerate()
        .filter(|(i, _)| edge_bits >> (i % 64) & 1 == 1)
        .map(|(_, e)| e)
        .collect();
    let mut g = UnGraph::<(), ()>::new_undirected();
    (0..n).for_each(|_| {
        g.add_node(());
    });
    for &(a, b) in &edges {
        g.add_edge(NodeIndex::new(a), NodeIndex::new(b), ());
    }
    (g, edges)
}

/// All proper colourings of a small graph with k colours, by brute force.
fn colourings(n: usize, edges: &[(usize, usize)], k: u8, pre: &[Option<u16>]) -> usize {
    let mut count = 0;
    let mut colours = vec![0u16; n];
    loop {
        let proper = edges.iter().all(|&(a, b)| colours[a] != colours[b]);
        let keeps = pre
            .iter()
            .zip(&colours)
            .all(|(p, c)| p.is_none_or(|p| p == *c));
        count += usize::from(proper && keeps);
        let Some(i) = (0..n).find(|&i| usize::from(colours[i]) + 1 < usize::from(k)) else {
            return count;
        };
        colours[i] += 1;
        colours[..i].iter_mut().for_each(|c| *c = 0);
    }
}

/// The colourer of an empty Sudoku grid with `rows`×`cols` boxes.
fn sudoku(rows: usize, cols: usize) -> Colourer {
    GridGraph::boxes(rows, cols).colourer()
}

/// The colourer of a Sudoku grid with `rows`×`cols` boxes and the allowed colours of a
/// puzzle whose givens are (cell, symbol) pairs, each taken modulo the grid's size (a later
/// pair overwrites an earlier one; clashing givens are fine).
pub(crate) fn sudoku_with_givens(
    (rows, cols): (usize, usize),
    givens: &[(usize, u16)],
) -> (Colourer, Vec<u64>) {
    let mut grid = GridGraph::boxes(rows, cols);
    let (side, cells) = (grid.side, grid.givens.len());
    for &(cell, symbol) in givens {
        grid.givens[cell % cells] = Some(symbol % side as u16);
    }
    (grid.colourer(), grid.allowed())
}

/// A random colouring of a whole graph by `engine`, drawn with `seed`.
fn random_colouring(engine: &impl Representation<Set = u64>, seed: u64) -> Vec<u16> {
    let random = Settings {
        seed,
        ..Settings::default()
    };
    let every = vec![u64::MAX; engine.node_count()];
    run(engine, &every, &Limits::default(), 1, &random, u64::MAX)
        .first
        .expect("an empty grid has a colouring")
}

proptest! {
    /// Both engines prune with the same rules, so on Sudoku graphs (units that overlap, so
    /// locked colours run) they must count the same solutions; the count search is
    /// complete, so a wrong prune in either shows as a smaller count.
    #[test]
    fn node_domains_and_colour_planes_count_alike(
        boxes in prop::sample::select(vec![(2usize, 2usize), (2, 3), (3, 2)]),
        givens in prop::collection::vec((0usize..36, 0u16..6), 0..14),
    ) {
        let (colourer, allowed) = sudoku_with_givens(boxes, &givens);
        let tables = colourer.engines().plane_tables().expect("small enough for planes");
        let settings = Settings::default();
        let limits = Limits::default();
        let nodes = NodeDomains::<u64>::new(&colourer.engines().graph, colourer.engines().overlaps());
        let by_nodes = run(&nodes, &allowed, &limits, 3000, &settings, u64::MAX);
        let planes = Planes::<0>::new(&colourer.engines().graph, tables);
        let by_planes = run(&planes, &allowed, &limits, 3000, &settings, u64::MAX);
        prop_assert_eq!(by_nodes.found, by_planes.found);
        prop_assert_eq!(by_nodes.first.is_some(), by_nodes.found > 0);
    }

    /// Both engines propagate with the same rules, whose fixpoint is unique, so from the
    /// same pre-colouring they must agree on consistency and, when consistent, leave every
    /// node the same colours; a rule that one of them skips or misapplies shows. A 10×10
    /// grid with 2×5 boxes puts nodes in both halves of a plane and has 70 overlaps, more
    /// than one group of the planes' locked colours. The givens come from a random solution
    /// with many holes (so that locked colours matter), some of them changed (so that
    /// contradictions are compared too).
    #[test]
    fn node_domains_and_colour_planes_propagate_alike(
        seed in 1u64..u64::MAX,
        holes in prop::collection::vec(0usize..100, 60..200),
        changed in prop::collection::vec((0usize..100, 0u16..10), 0..3),
    ) {
        let colourer = sudoku(2, 5);
        prop_assert!(colourer.engines().graph.overlaps.len() > 64);
        let tables = colourer.engines().plane_tables().expect("small enough for planes");
        let planes = Planes::<0>::new(&colourer.engines().graph, tables);
        let solution = random_colouring(&planes, seed);
        let mut pre: Vec<Option<u16>> = solution.into_iter().map(Some).collect();
        for hole in holes {
            pre[hole] = None;
        }
        for (cell, colour) in changed {
            pre[cell] = Some(colour);
        }
        let allowed = allowed_colours(&pre, 10);
        let settings = Settings::default();
        let nodes = NodeDomains::<u64>::new(&colourer.engines().graph, colourer.engines().overlaps());
        let mut by_nodes = vec![0; nodes.width()];
        let mut work = Work::new(&nodes, &settings);
        let nodes_consistent = nodes.start(&allowed, &mut by_nodes, &mut work.scratch)
            && nodes.propagate(&mut by_nodes, &mut work);
        let mut by_planes = vec![0; planes.width()];
        let mut work = Work::new(&planes, &settings);
        let planes_consistent = planes.start(&allowed, &mut by_planes, &mut work.scratch)
            && planes.propagate(&mut by_planes, &mut work);
        prop_assert_eq!(nodes_consistent, planes_consistent);
        if planes_consistent {
            for v in 0..100 {
                prop_assert_eq!(nodes.domain(&by_nodes, v), planes.domain(&by_planes, v), "node {}", v);
            }
        }
    }

    /// Branching picks its node through either view; on a 9×9 graph (nodes past 64, in both
    /// halves of a plane), whatever the conflict weights, they must pick the same. The
    /// givens are cells of a random solution, so every case propagates (random givens
    /// contradict each other in most cases, which proptest then discards).
    #[test]
    fn plane_and_domain_views_pick_the_same_node(
        seed in 1u64..u64::MAX,
        kept in prop::collection::vec(0usize..81, 0..24),
        start in 0usize..81,
        weights in prop::collection::vec(1u32..6, 81),
    ) {
        let colourer = sudoku(3, 3);
        let tables = colourer.engines().plane_tables().expect("small enough for planes");
        let planes = Planes::<9>::new(&colourer.engines().graph, tables);
        let solution = random_colouring(&planes, seed);
        let mut pre = vec![None; 81];
        for cell in kept {
            pre[cell] = Some(solution[cell]);
        }
        let mut frame = vec![0; planes.width()];
        let mut work = Work::new(&planes, &Settings::default());
        let allowed = allowed_colours(&pre, 9);
        prop_assert!(planes.start(&allowed, &mut frame, &mut work.scratch), "part of a solution");
        prop_assert!(planes.propagate(&mut frame, &mut work), "part of a solution");
        let domains: Vec<u64> = (0..81).map(|v| planes.domain(&frame, v)).collect();
        let weights = Weights::from_vec(weights);
        let by_planes = PlaneView::new(&planes, &frame).most_constrained(start, &weights);
        let by_domains = DomainView { graph: &colourer.engines().graph, domains: &domains }.most_constrained(start, &weights);
        prop_assert_eq!(by_planes, by_domains);
        // The node picked is one a full scan by dom/wdeg would pick.
        let ratio = |v: usize| (domains[v].count_ones() as f64 / weights.weight(v) as f64, v);
        let open = (0..81).filter(|&v| domains[v].count_ones() > 1);
        let best = open.map(ratio).map(|(r, _)| r).fold(f64::INFINITY, f64::min);
        prop_assert_eq!(by_planes.map(|v| ratio(v).0), (best.is_finite()).then_some(best));
    }

    #[test]
    fn counts_match_brute_force_on_small_graphs(
        n in 1usize..=7,
        edge_bits in any::<u32>(),
        k in 1u8..=4,
        pre_pick in prop::collection::vec(prop::option::weighted(0.2, 0u16..4), 7),
    ) {
        let (g, edges) = small_graph(n, u64::from(edge_bits));
        let pre: Vec<Option<u16>> = pre_pick[..n].to_vec();
        let expected = colourings(n, &edges, k, &pre);
        let colourer = Colourer::new(&g, k as usize, &[]).unwrap();
        let (count, _) = colourer.count(&pre, 1_000_000, &Limits::default()).unwrap();
        prop_assert_eq!(count.found as usize, expected);
        let (outcome, _) = colourer.colour(&pre, &Limits::default()).unwrap();
        prop_assert_eq!(matches!(outcome, Outcome::Coloured(_)), expected > 0);
    }
}

/// After a colour fails at a node, the colours the same nodes hold alike fail there too:
/// refuting 4 pairwise neighbours with 3 colours takes two branches on both representations (any
/// colour for the first node, any other for the second, whose failure rules out the third
/// as well), where trying each colour takes five. A count keeps every renaming.
#[test]
fn a_refutation_tries_one_of_the_colours_no_node_tells_apart() {
    let k4 = UnGraph::<(), ()>::from_edges([(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]);
    let colourer = Colourer::new(&k4, 3, &[]).expect("colourer");
    let tables = colourer
        .engines()
        .plane_tables()
        .expect("small enough for planes");
    let every = vec![u64::MAX; 4];
    let (settings, limits) = (Settings::default(), Limits::default());
    let nodes = NodeDomains::<u64>::new(&colourer.engines().graph, colourer.engines().overlaps());
    let planes = Planes::<0>::new(&colourer.engines().graph, tables);
    for (one, all) in [
        (
            run(&nodes, &every, &limits, 1, &settings, u64::MAX),
            run(&nodes, &every, &limits, 2, &settings, u64::MAX),
        ),
        (
            run(&planes, &every, &limits, 1, &settings, u64::MAX),
            run(&planes, &every, &limits, 2, &settings, u64::MAX),
        ),
    ] {
        assert_eq!((one.found, one.complete, one.stats.nodes), (0, true, 2));
        assert_eq!((all.found, all.complete, all.stats.nodes), (0, true, 5));
    }
}
