//! Tests of the chromatic-number search: the bounds, the narrowing from both ends and the
//! walk from above, against brute force on small graphs.

use petgraph::graph::UnGraph;
use proptest::prelude::*;

use super::test_graphs::{queen_graph, random_graph};
use super::*;

fn proper(graph: &UnGraph<(), ()>, colouring: &[Colour]) -> bool {
    graph.edge_indices().all(|e| {
        let (a, b) = graph.edge_endpoints(e).expect("edge");
        colouring[a.index()] != colouring[b.index()]
    })
}

/// χ by trying every colouring with k = 0, 1, … colours.
fn brute_force(graph: &UnGraph<(), ()>) -> usize {
    let n = graph.node_count();
    (0..=n)
        .find(|&k| {
            let total = k.pow(n as u32);
            (0..total).any(|mut code| {
                let colouring: Vec<Colour> = (0..n)
                    .map(|_| {
                        let c = code % k;
                        code /= k;
                        c as Colour
                    })
                    .collect();
                proper(graph, &colouring)
            })
        })
        .expect("n colours always do")
}

proptest! {
    #[test]
    fn chromatic_number_matches_brute_force_and_the_bounds(graph in random_graph(1..8)) {
        let found = chromatic_number(&graph, &Limits::default(), &Settings::default());
        let chi = found.number().expect("no limits, so settled");
        prop_assert_eq!(chi, brute_force(&graph));
        prop_assert!(found.bounds.clique().len() <= chi && chi <= found.bounds.greedy);
        let colouring = found.colouring.expect("few colours");
        prop_assert!(proper(&graph, &colouring));
        prop_assert!(colouring.iter().all(|&c| (c as usize) < chi));
        // Bounded, the search runs from both ends in rounds, and settles the same χ.
        let bounded = Limits { max_nodes: Some(1 << 40), ..Limits::default() };
        let from_both_ends = chromatic_number(&graph, &bounded, &Settings::default());
        prop_assert_eq!(from_both_ends.number(), Some(chi));
        prop_assert!(proper(&graph, from_both_ends.colouring.as_ref().expect("few colours")));
        for clique in &found.bounds.cliques {
            prop_assert_eq!(clique.len(), found.bounds.clique().len());
            for (i, &a) in clique.iter().enumerate() {
                for &b in &clique[i + 1..] {
                    prop_assert!(graph.contains_edge((a as u32).into(), (b as u32).into()));
                }
            }
        }
    }
}

#[test]
fn empty_graph_needs_no_colours() {
    let found = chromatic_number(
        &UnGraph::<(), ()>::default(),
        &Limits::default(),
        &Settings::default(),
    );
    assert_eq!(found.number(), Some(0));
    assert_eq!(found.bounds.greedy, 0);
}

/// Past one 64-bit word of colours the bounds settle χ where they meet, with no search,
/// and the greedy colouring is kept.
#[test]
fn past_64_colours_meeting_bounds_settle_chi_with_a_colouring() {
    let mut g = UnGraph::<(), ()>::default();
    let nodes: Vec<_> = (0..65).map(|_| g.add_node(())).collect();
    for (i, &a) in nodes.iter().enumerate() {
        for &b in &nodes[i + 1..] {
            g.add_edge(a, b, ());
        }
    }
    let found = chromatic_number(&g, &Limits::default(), &Settings::default());
    assert_eq!((found.lower, found.upper), (65, 65));
    let colouring = found.colouring.as_deref().expect("the greedy colouring");
    assert!(proper(&g, colouring));
    assert!(found.attempts.is_empty() && !found.gave_up());
    // A 66th node joined to all but one of the others: clique and greedy bound still meet.
    let extra = g.add_node(());
    for &other in &nodes[1..] {
        g.add_edge(extra, other, ());
    }
    let found = chromatic_number(&g, &Limits::default(), &Settings::default());
    assert_eq!(found.number(), Some(65), "clique 65, greedy 65");
}

#[test]
fn once_both_ends_ask_the_same_k_one_attempt_gets_what_is_left() {
    // queen8_8 by copy-on-branch alone (deterministic): 9 colours are found in a few
    // hundred nodes, and the proof that 8 do not suffice takes about 49,000. Attempts by
    // shares, each starting that proof again, would spend more than the 60,000 allowed.
    let settings = Settings {
        schedule: Schedule::CopyOnBranch,
        ..Settings::default()
    };
    let budget = Limits {
        max_nodes: Some(60_000),
        ..Limits::default()
    };
    let found = chromatic_number(&queen_graph(8), &budget, &settings);
    assert_eq!(found.number(), Some(9));
    let last = found.attempts.last().expect("attempts");
    assert_eq!((last.colours, last.verdict), (8, Verdict::NoColouring));
}

#[test]
fn a_spent_budget_leaves_a_proven_range() {
    // The Grötzsch graph (Mycielskian of the 5-cycle): triangle-free, χ = 4.
    let mut edges: Vec<(u32, u32)> = (0..5).map(|i| (i, (i + 1) % 5)).collect();
    edges.extend((0..5).flat_map(|i| [(i, (i + 1) % 5 + 5), ((i + 1) % 5, i + 5)]));
    edges.extend((5..10).map(|i| (i, 10)));
    let g = UnGraph::<(), ()>::from_edges(edges);
    let budget = Limits {
        max_nodes: Some(0),
        ..Limits::default()
    };
    let found = chromatic_number(&g, &budget, &Settings::default());
    assert_eq!(found.bounds.clique().len(), 2);
    assert_eq!(found.number(), None);
    assert!(found.gave_up());
    assert!(found.lower < found.upper && proper(&g, &found.colouring.expect("greedy")));
    let settled = chromatic_number(&g, &Limits::default(), &Settings::default());
    assert_eq!(settled.number(), Some(4));
}

/// A bounded search whose ends meet makes there the unbounded search's last attempt, a
/// proof that learns soon: queen9_9 (χ 10, the first attempt at 9 gives up, local search
/// finds 10) takes the same search nodes with limits as without. Under the caller's `Auto`,
/// that attempt gave local search the turns that copy-on-branch takes in a proof, and
/// queen10_10 with `--timeout` took 350,000 learning nodes and a minute where 4.2 million
/// copy-on-branch nodes take 17 s.
#[test]
fn where_both_ends_meet_the_attempt_searches_as_a_proof() {
    let graph = queen_graph(9);
    let unbounded = chromatic_number(&graph, &Limits::default(), &Settings::default());
    let limits = Limits {
        max_nodes: Some(1 << 40),
        ..Limits::default()
    };
    let bounded = chromatic_number(&graph, &limits, &Settings::default());
    assert_eq!((unbounded.number(), bounded.number()), (Some(10), Some(10)));
    assert!(unbounded.attempts.iter().any(|a| a.local_search));
    assert_eq!(bounded.stats(), unbounded.stats());
}

/// Attempts from below learn soon by default, and keep a schedule the caller chose.
#[test]
fn attempts_from_below_search_as_proofs() {
    let asked = |schedule| Settings {
        schedule,
        seed: 7,
        ..Settings::default()
    };
    for (from, to) in [
        (Schedule::Auto, Schedule::Soon),
        (Schedule::Soon, Schedule::Soon),
        (Schedule::CopyOnBranch, Schedule::CopyOnBranch),
        (Schedule::Learning, Schedule::Learning),
    ] {
        let below = proof_settings(&asked(from));
        assert_eq!((below.schedule, below.seed), (to, 7), "{from:?}");
    }
}

/// Once an attempt from below gives up, local search lowers the greedy bound one colour at
/// a time (queen10_10: greedy 14, χ 11, found by a walk), each walk recorded as such with
/// a proper colouring; and a seed replays the whole search, attempt by attempt, as its
/// turns are counted in work.
#[test]
fn local_search_lowers_the_upper_bound_and_a_seed_replays_the_search() {
    let graph = queen_graph(10);
    let limits = Limits {
        max_nodes: Some(30_000),
        ..Limits::default()
    };
    let settings = Settings {
        seed: 5,
        ..Settings::default()
    };
    let found = chromatic_number(&graph, &limits, &settings);
    assert_eq!(
        (found.bounds.greedy, found.lower, found.upper),
        (14, 10, 11)
    );
    assert!(proper(
        &graph,
        found.colouring.as_deref().expect("a colouring")
    ));
    let walks: Vec<_> = found
        .attempts
        .iter()
        .filter(|a| a.local_search)
        .map(|a| (a.colours, a.verdict))
        .collect();
    assert_eq!(
        walks,
        [
            (13, Verdict::Coloured),
            (12, Verdict::Coloured),
            (11, Verdict::Coloured),
            (10, Verdict::GaveUp)
        ]
    );
    let again = chromatic_number(&graph, &limits, &settings);
    let replay = |c: &Chromatic| -> Vec<_> {
        c.attempts
            .iter()
            .map(|a| (a.colours, a.verdict, a.stats, a.local_search))
            .collect()
    };
    assert_eq!(replay(&found), replay(&again));
    assert_eq!(found.colouring, again.colouring);
}
