//! Tests of `tabu`.

use super::{HEAVIEST, Tabu};
use crate::Colourer;
use crate::learning::tests::colourer;
use crate::rng;
use crate::stop::Stop;

/// The weighed counts a fresh look at the colouring gives, against those the moves
/// kept (for the nodes that may move: the others' counts are not kept), and the
/// weights: alike at both ends of an edge, the heavy ones listed once.
fn assert_counts_kept(tabu: &Tabu, colourer: &Colourer) {
    let graph = &colourer.engines().graph;
    let (k, mut ends) = (graph.k, 0);
    let mut heavy = Vec::new();
    for v in 0..graph.len() {
        let (from, to) = (
            tabu.mover_start[v] as usize,
            tabu.mover_start[v + 1] as usize,
        );
        let weight = |w: u32| {
            (from..to)
                .find(|&at| tabu.movers[at] == w)
                .filter(|_| tabu.domains[v].count_ones() > 1)
                .map_or(1, |at| tabu.weights[at])
        };
        let mut around = vec![0u32; k];
        for &w in graph.neighbours(v) {
            around[tabu.colours[w as usize] as usize] += weight(w);
        }
        for at in from..to {
            let back = tabu.mirror[at] as usize;
            let w = tabu.movers[at] as usize;
            if tabu.domains[v].count_ones() > 1 {
                assert_eq!(tabu.movers[back] as usize, v, "edge {v}-{w}'s mirror");
                assert_eq!(tabu.weights[back], tabu.weights[at], "edge {v}-{w}");
            }
            if v < w && tabu.weights[at] > 1 {
                heavy.push(at as u32);
            }
        }
        let moves = tabu.domains[v].count_ones() > 1;
        if moves {
            assert_eq!(tabu.around[v * k..(v + 1) * k], around[..], "node {v}");
        }
        let movers: Vec<u32> = graph
            .neighbours(v)
            .iter()
            .copied()
            .filter(|&w| tabu.domains[w as usize].count_ones() > 1)
            .collect();
        let kept = &tabu.movers[tabu.mover_start[v] as usize..tabu.mover_start[v + 1] as usize];
        assert_eq!(kept, &movers[..], "node {v}'s neighbours that may move");
        let own = around[tabu.colours[v] as usize];
        ends += u64::from(own);
        assert!(
            tabu.domains[v] >> tabu.colours[v] & 1 == 1,
            "node {v} left its domain"
        );
        let listed = tabu.clashing.contains(&(v as u32));
        assert_eq!(listed, own > 0 && moves, "node {v}");
    }
    assert_eq!(tabu.clashes, ends / 2);
    assert!(tabu.fewest <= tabu.clashes);
    let mut listed = tabu.heavy.clone();
    listed.sort_unstable();
    assert_eq!(listed, heavy, "the heavy edges");
}

/// Most moves a walk on a planted graph below may take: its moves are fixed by its seed,
/// and none of the twenty needs more than about 110.
const PLANTED_MOVES: u64 = 1_000;

/// A graph with a hidden colouring: `n` nodes, each given a random colour of `k`, and
/// edges only between nodes of different colours; each node's domain is its colour
/// and a random few others.
fn planted(n: usize, k: usize, seed: u64) -> (Colourer, Vec<u64>) {
    let mut random = rng::mix_seed(seed);
    let hidden: Vec<usize> = (0..n)
        .map(|_| rng::next_random(&mut random) as usize % k)
        .collect();
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            if hidden[a] != hidden[b] && rng::next_random(&mut random).is_multiple_of(3) {
                edges.push((a, b));
            }
        }
    }
    let domains = hidden
        .iter()
        .map(|&c| (1 << c) | (rng::next_random(&mut random) & ((1 << k) - 1)))
        .collect();
    (colourer(n, &edges, k), domains)
}

/// On 80-node graphs built around a hidden 6-colouring, with domains that hold the hidden
/// colour, the walk finds a proper colouring within its domains, within a bound in moves.
#[test]
fn a_hidden_colouring_is_found_within_the_domains() {
    for seed in 1..=20 {
        let (colourer, domains) = planted(80, 6, seed);
        let mut tabu = Tabu::new(&colourer.engines().graph, &domains, None, seed);
        let found = tabu.run(u64::MAX, &Stop::default());
        assert!(found, "seed {seed}: {} clashes left", tabu.clashes);
        assert!(
            tabu.moves <= PLANTED_MOVES,
            "seed {seed}: {} moves",
            tabu.moves
        );
        assert_counts_kept(&tabu, &colourer);
        assert_eq!(tabu.clashes, 0);
    }
}

/// On K5 with four colours some edge always clashes: move after move the kept counts stay
/// right, the weights rise and fall back and stay small, and a run ends only at its deadline.
#[test]
fn a_graph_without_a_colouring_keeps_its_counts_while_moving() {
    // Five nodes all joined, four colours: some edge always clashes.
    let edges: Vec<(usize, usize)> = (0..5)
        .flat_map(|a| (a + 1..5).map(move |b| (a, b)))
        .collect();
    let colourer = colourer(5, &edges, 4);
    let mut tabu = Tabu::new(&colourer.engines().graph, &[0b1111; 5], None, 7);
    // No move ever removes the last clash, so weights rise, and fall back.
    let (mut rose, mut fell) = (0, 0);
    let mut total: u32 = tabu.weights.iter().sum();
    for _ in 0..2000 {
        tabu.step();
        assert_counts_kept(&tabu, &colourer);
        assert!(tabu.clashes >= 1);
        let now: u32 = tabu.weights.iter().sum();
        rose += usize::from(now > total);
        fell += usize::from(now < total);
        total = now;
    }
    assert!(rose > 0 && fell > 0, "rose {rose} times, fell {fell} times");
    assert!(tabu.weights.iter().all(|&w| w < 40), "{:?}", tabu.weights);
    let bound = tabu.work() + 100_000;
    assert!(!tabu.run(bound, &Stop::default()));
    assert!(
        !tabu.is_stuck() && tabu.work() >= bound,
        "stopped by its work bound"
    );
}

/// An edge whose clash no move mends gains weight up to `HEAVIEST` and no further.
#[test]
fn an_edge_that_always_clashes_stops_at_the_heaviest_weight() {
    // Two joined nodes both on colour 0, and no move between rises.
    let colourer = colourer(2, &[(0, 1)], 2);
    let mut tabu = Tabu::new(&colourer.engines().graph, &[0b11; 2], Some(&[0, 0]), 3);
    let mut heaviest = 0;
    for _ in 0..5 * HEAVIEST {
        tabu.reweigh();
        heaviest = heaviest.max(tabu.weights[0]);
    }
    assert_eq!(heaviest, HEAVIEST);
    assert!(tabu.weights[0] > HEAVIEST / 2);
    assert_counts_kept(&tabu, &colourer);
    assert_eq!(tabu.clashes, u64::from(tabu.weights[0]));
}

/// A start colouring is kept where the domains allow it, and narrowing the domains
/// recolours the nodes that lost their colour; the walk then mends the clashes.
#[test]
fn a_start_is_kept_where_allowed_and_narrowing_recolours() {
    // A path 0 - 1 - 2 - 3, three colours.
    let colourer = colourer(4, &[(0, 1), (1, 2), (2, 3)], 3);
    let graph = &colourer.engines().graph;
    // Node 2's start colour (2) lies outside its domain, node 3's (7) beyond k.
    let start = [0, 0, 2, 7];
    let mut tabu = Tabu::new(graph, &[0b111, 0b111, 0b011, 0b111], Some(&start), 3);
    assert_eq!(tabu.colours[..2], [0, 0]);
    assert_counts_kept(&tabu, &colourer);
    assert_eq!(
        tabu.clashes,
        u64::from(tabu.colours[2] == tabu.colours[3]) + 1
    );
    assert!(tabu.run(u64::MAX, &Stop::default()));
    // Node 1 may keep colour 1 only; node 0 and node 2 must then move off it.
    tabu.narrow(graph, &[0b111, 0b010, 0b011, 0b111]);
    assert_eq!(tabu.colours[1], 1);
    assert_counts_kept(&tabu, &colourer);
    assert!(tabu.run(u64::MAX, &Stop::default()));
    assert_eq!(tabu.colouring()[1..3], [1, 0]);
    assert_counts_kept(&tabu, &colourer);
}

/// Narrowing a node beside one that cannot move keeps the counts right, and the walk
/// moves the node to the one colour left to it.
#[test]
fn narrowing_beside_a_node_that_cannot_move_keeps_the_counts() {
    // A path 0 - 1 - 2, three colours; node 0 may only be 0, node 1 starts on 0, node 2 on 1.
    let colourer = colourer(3, &[(0, 1), (1, 2)], 3);
    let graph = &colourer.engines().graph;
    let mut tabu = Tabu::new(graph, &[0b001, 0b111, 0b111], Some(&[0, 0, 1]), 5);
    assert_eq!(tabu.clashes, 1);
    // Node 1 moves off 0; node 0's counts, which no move reads, are left as they were.
    assert!(tabu.run(u64::MAX, &Stop::default()));
    let moved_to = tabu.colours[1];
    assert_ne!(moved_to, 0);
    assert_counts_kept(&tabu, &colourer);
    // Node 1 loses that colour: recolouring it must not touch node 0's counts.
    tabu.narrow(graph, &[0b001, 0b111 & !(1 << moved_to), 0b111]);
    assert_counts_kept(&tabu, &colourer);
    assert!(tabu.run(u64::MAX, &Stop::default()));
    assert_eq!(tabu.colours[1], 3 - moved_to);
    assert_counts_kept(&tabu, &colourer);
}

/// A clash between two nodes with one colour each cannot be mended: the run ends at once,
/// without a colouring.
#[test]
fn clashes_between_nodes_that_cannot_move_end_the_run() {
    let colourer = colourer(2, &[(0, 1)], 2);
    let mut tabu = Tabu::new(&colourer.engines().graph, &[0b01, 0b01], None, 1);
    assert_eq!(tabu.clashes, 1);
    assert!(!tabu.run(u64::MAX, &Stop::default()));
    assert!(tabu.is_stuck());
}
