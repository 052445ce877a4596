//! "Not k-colourable" claims checked independently beyond the seven nodes the library's own
//! brute force reaches: the chromatic number of random graphs of 8 to 14 nodes against an
//! exact one computed here over node subsets (sharing no code with `sudograph_colour` or
//! `sudograph_colour::chromatic`), and graphs of up to 40 nodes that hold a clique of k + 1 nodes,
//! which `colour --colours k` must call not k-colourable.

use petgraph::graph::UnGraph;
use predicates::prelude::*;
use sudograph_colour::chromatic::chromatic_number;
use sudograph_colour::{Limits, Settings};

use crate::harness::{Rng, sudograph};

/// A graph as its node count and edges.
struct Graph {
    nodes: usize,
    edges: Vec<(usize, usize)>,
}

impl Graph {
    /// A random graph of `nodes` nodes, each pair joined with probability `percent` / 100.
    fn random(nodes: usize, percent: usize, rng: &mut Rng) -> Graph {
        let edges = (0..nodes)
            .flat_map(|a| (a + 1..nodes).map(move |b| (a, b)))
            .filter(|_| rng.below(100) < percent)
            .collect();
        Graph { nodes, edges }
    }

    /// The graph as DIMACS `.col` text (nodes numbered from 1).
    fn dimacs(&self) -> String {
        let mut text = format!("p edge {} {}\n", self.nodes, self.edges.len());
        for &(a, b) in &self.edges {
            text += &format!("e {} {}\n", a + 1, b + 1);
        }
        text
    }

    /// The graph as petgraph's, for the library.
    fn petgraph(&self) -> UnGraph<(), ()> {
        let mut graph = UnGraph::new_undirected();
        let nodes: Vec<_> = (0..self.nodes).map(|_| graph.add_node(())).collect();
        for &(a, b) in &self.edges {
            graph.add_edge(nodes[a], nodes[b], ());
        }
        graph
    }

    /// The chromatic number, exactly: the fewest independent sets that cover all nodes, by
    /// dynamic programming over the subsets of nodes (each subset covered by an independent
    /// set holding its lowest node plus the cover of what is left), 3ⁿ/2 steps.
    fn chromatic_by_subsets(&self) -> usize {
        let n = self.nodes;
        let all = (1usize << n) - 1;
        let mut neighbours = vec![0usize; n];
        for &(a, b) in &self.edges {
            neighbours[a] |= 1 << b;
            neighbours[b] |= 1 << a;
        }
        let mut independent = vec![true; all + 1];
        for set in 1..=all {
            let lowest = set.trailing_zeros() as usize;
            let rest = set & (set - 1);
            independent[set] = independent[rest] && neighbours[lowest] & rest == 0;
        }
        let mut fewest = vec![u8::MAX; all + 1];
        fewest[0] = 0;
        for set in 1..=all {
            let lowest = set & set.wrapping_neg();
            let rest = set ^ lowest;
            let mut others = rest;
            loop {
                let class = others | lowest;
                if independent[class] {
                    fewest[set] = fewest[set].min(fewest[set ^ class] + 1);
                }
                if others == 0 {
                    break;
                }
                others = (others - 1) & rest;
            }
        }
        usize::from(fewest[all])
    }
}

/// The checker itself: the subset count agrees with what is known of small graphs.
#[test]
fn the_subset_count_knows_cycles_cliques_and_the_petersen_graph() {
    let cycle = |n: usize| Graph {
        nodes: n,
        edges: (0..n).map(|v| (v, (v + 1) % n)).collect(),
    };
    assert_eq!(cycle(8).chromatic_by_subsets(), 2);
    assert_eq!(cycle(9).chromatic_by_subsets(), 3);
    let clique = Graph {
        nodes: 10,
        edges: (0..10)
            .flat_map(|a| (a + 1..10).map(move |b| (a, b)))
            .collect(),
    };
    assert_eq!(clique.chromatic_by_subsets(), 10);
    let empty = Graph {
        nodes: 12,
        edges: Vec::new(),
    };
    assert_eq!(empty.chromatic_by_subsets(), 1);
    // Petersen: outer 5-cycle, inner pentagram, spokes; χ 3.
    let mut edges: Vec<(usize, usize)> = (0..5).map(|v| (v, (v + 1) % 5)).collect();
    edges.extend((0..5).map(|v| (5 + v, 5 + (v + 2) % 5)));
    edges.extend((0..5).map(|v| (v, v + 5)));
    let petersen = Graph { nodes: 10, edges };
    assert_eq!(petersen.chromatic_by_subsets(), 3);
    // The Grötzsch graph (myciel4's 11 nodes): triangle-free, χ 4.
    let mut edges: Vec<(usize, usize)> = (0..5).map(|v| (v, (v + 1) % 5)).collect();
    for v in 0..5 {
        edges.push((5 + v, (v + 1) % 5));
        edges.push((5 + v, (v + 4) % 5));
        edges.push((5 + v, 10));
    }
    let grotzsch = Graph { nodes: 11, edges };
    assert_eq!(grotzsch.chromatic_by_subsets(), 4);
}

/// On 200 random graphs of 8 to 14 nodes and every density, the library's chromatic number
/// is the exact one: its colouring is proper with that many colours, and its claim that
/// one colour fewer cannot do is right. For every tenth graph `colour` says the same, and
/// `colour --colours χ-1` says not (χ-1)-colourable with exit status 1.
#[test]
fn chromatic_numbers_of_random_graphs_match_the_subset_count() {
    let mut rng = Rng::new(47);
    for case in 0..200 {
        let graph = Graph::random(8 + case % 7, 10 + rng.below(80), &mut rng);
        let chi = graph.chromatic_by_subsets();
        let found = chromatic_number(&graph.petgraph(), &Limits::default(), &Settings::default());
        let context = format!("case {case}: {}", graph.dimacs());
        assert_eq!(found.number(), Some(chi), "{context}");
        let colouring = found.colouring.expect("a colouring with χ colours");
        assert!(colouring.iter().all(|&c| usize::from(c) < chi), "{context}");
        for &(a, b) in &graph.edges {
            assert_ne!(colouring[a], colouring[b], "edge {a}-{b}, {context}");
        }
        if case % 10 == 0 {
            sudograph()
                .arg("colour")
                .write_stdin(graph.dimacs())
                .assert()
                .success()
                .stdout(predicate::str::contains(format!(
                    "; chromatic number {chi} ("
                )));
            if chi > 1 {
                sudograph()
                    .args(["colour", "--colours", &(chi - 1).to_string()])
                    .write_stdin(graph.dimacs())
                    .assert()
                    .code(1)
                    .stdout(predicate::str::contains(format!(
                        "not {}-colourable",
                        chi - 1
                    )));
            }
        }
    }
}

/// Graphs of 20 to 40 nodes, random but for a planted clique of k + 1 nodes (k from 3 to
/// 8): `colour --colours k` says not k-colourable, with exit status 1, which the clique
/// alone proves.
#[test]
fn a_clique_of_k_plus_one_nodes_is_not_k_colourable() {
    let mut rng = Rng::new(4747);
    for case in 0..12 {
        let k = 3 + case % 6;
        let mut graph = Graph::random(20 + rng.below(21), 5 + rng.below(25), &mut rng);
        let mut nodes: Vec<usize> = (0..graph.nodes).collect();
        rng.shuffle(&mut nodes);
        let clique = &nodes[..=k];
        for (i, &a) in clique.iter().enumerate() {
            for &b in &clique[i + 1..] {
                let edge = (a.min(b), a.max(b));
                if !graph.edges.contains(&edge) {
                    graph.edges.push(edge);
                }
            }
        }
        sudograph()
            .args(["colour", "--colours", &k.to_string()])
            .write_stdin(graph.dimacs())
            .assert()
            .code(1)
            .stdout(predicate::str::contains(format!("not {k}-colourable")));
    }
}
