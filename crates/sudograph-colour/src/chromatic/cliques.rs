//! Large cliques of any graph: a clique of s nodes needs s colours, and when k = s each
//! such clique holds every colour once, which the colourer uses as a unit. The more of
//! them it knows, the sooner it places a colour that has one place left in one.

use std::collections::HashSet;

use petgraph::visit::{IntoEdges, IntoNodeIdentifiers, NodeIndexable};

use crate::adjacency;

/// Most cliques [`greedy_cliques`] and [`largest_cliques`] keep. They become the
/// colourer's units, whose overlaps it indexes in time quadratic in their number.
const MAX_CLIQUES: usize = 1024;

/// Adjacency tests after which [`greedy_cliques`] starts no new seed, and after which
/// [`largest_cliques`] stops listing, so that large dense graphs get their bounds in a
/// fraction of a second (measured in `benches/README.md`).
const CLIQUE_WORK: usize = 10_000_000;

/// Large cliques, found greedily (a heuristic: not always maximum ones): the first step of
/// [`largest_cliques`], on its own for the tests.
///
/// From every node as a seed (by decreasing degree), a clique grows by the candidate — a
/// common neighbour of the clique so far — with the most neighbours among the other
/// candidates, until none is left. The distinct cliques of the largest size found are kept
/// (at most [`MAX_CLIQUES`]); seeds whose degree cannot reach that size are skipped, and no
/// new seed starts once [`CLIQUE_WORK`] adjacency tests are spent, which bounds the time on
/// large dense graphs.
///
/// # Arguments
/// * `graph`: any petgraph graph; edges are read as undirected, self-loops ignored.
///
/// # Returns
/// The cliques, each as increasing node indices, the one from the seed of highest degree
/// first; empty for a graph without nodes.
///
/// # Complexity
/// O(min(|V| · Δ³, [`CLIQUE_WORK`] + Δ³) · log Δ) time (Δ the maximum degree),
/// O(|V| + |E|) memory plus the cliques.
#[cfg(test)]
fn greedy_cliques<G>(graph: G) -> Vec<Vec<usize>>
where
    G: IntoEdges + IntoNodeIdentifiers + NodeIndexable,
{
    greedy(&adjacency(graph).lists, &node_indices(graph))
}

/// The indices of the graph's nodes, increasing (a stable graph's removed nodes have none).
fn node_indices<G>(graph: G) -> Vec<usize>
where
    G: IntoNodeIdentifiers + NodeIndexable,
{
    let mut nodes: Vec<usize> = graph
        .node_identifiers()
        .map(|v| graph.to_index(v))
        .collect();
    nodes.sort_unstable();
    nodes
}

/// [`greedy_cliques`] on the neighbour lists of a graph with these `nodes`.
fn greedy(lists: &[Vec<u32>], nodes: &[usize]) -> Vec<Vec<usize>> {
    let mut seeds = nodes.to_vec();
    seeds.sort_by_key(|&v| (std::cmp::Reverse(lists[v].len()), v));
    let mut best: Vec<Vec<usize>> = Vec::new();
    let mut seen: HashSet<Vec<usize>> = HashSet::new();
    let mut grower = Grower::new(lists.len());
    let mut work = 0;
    for seed in seeds {
        let size = best.first().map_or(0, Vec::len);
        if lists[seed].len() + 1 < size || work > CLIQUE_WORK {
            break; // a clique through `seed` has at most degree + 1 < size nodes
        }
        let clique = grower.grow(lists, seed, &mut work);
        if clique.len() > size {
            seen.clear();
            best.clear();
        }
        if clique.len() >= size && best.len() < MAX_CLIQUES && seen.insert(clique.clone()) {
            best.push(clique);
        }
    }
    best
}

/// Grows one greedy clique at a time, keeping for each candidate how many of the other
/// candidates it neighbours, updated as candidates leave: a seed then costs its
/// candidates' degrees, not the cube of its own.
struct Grower {
    /// Per node: its neighbours among the candidates, while it is one.
    inside: Vec<u32>,
    /// Per node: whether it is a candidate now.
    candidate: Vec<bool>,
}

impl Grower {
    fn new(nodes: usize) -> Grower {
        Grower {
            inside: vec![0; nodes],
            candidate: vec![false; nodes],
        }
    }

    /// The clique grown from `seed`: each step adds the candidate — a common neighbour of
    /// the clique so far — with the most neighbours among the other candidates (the lowest
    /// index among equals). Adds its adjacency steps to `work`.
    fn grow(&mut self, lists: &[Vec<u32>], seed: usize, work: &mut usize) -> Vec<usize> {
        let mut candidates: Vec<usize> = lists[seed].iter().map(|&u| u as usize).collect();
        for &c in &candidates {
            self.candidate[c] = true;
        }
        for &c in &candidates {
            self.inside[c] = lists[c]
                .iter()
                .filter(|&&u| self.candidate[u as usize])
                .count() as u32;
            *work += lists[c].len();
        }
        let mut clique = vec![seed];
        while let Some(&next) = candidates
            .iter()
            .max_by_key(|&&c| (self.inside[c], std::cmp::Reverse(c)))
        {
            clique.push(next);
            let adjacent = |c: usize| lists[next].binary_search(&(c as u32)).is_ok();
            let (kept, left): (Vec<usize>, Vec<usize>) =
                candidates.iter().partition(|&&c| c != next && adjacent(c));
            for &gone in &left {
                self.candidate[gone] = false;
            }
            for &gone in &left {
                *work += lists[gone].len();
                for &u in &lists[gone] {
                    if self.candidate[u as usize] {
                        self.inside[u as usize] -= 1;
                    }
                }
            }
            candidates = kept;
        }
        clique.sort_unstable();
        clique
    }
}

/// Every clique of the largest size, when they can be listed within [`CLIQUE_WORK`]
/// adjacency tests: the greedy cliques first, then the others of their size.
///
/// [`greedy_cliques`] gives a size s and its cliques; an exhaustive search then lists every
/// clique of s nodes or more, each as increasing node indices grown from its smallest
/// node, and drops a branch as soon as its nodes and candidates together fall short of s
/// (Carraghan and Pardalos, "An exact algorithm for the maximum clique problem",
/// Operations Research Letters 9(6), 1990, without the maximum: every clique that reaches
/// s is kept). A larger clique raises s and replaces those found so far.
///
/// # Arguments
/// * `graph`: any petgraph graph; edges are read as undirected, self-loops ignored.
///
/// # Returns
/// The cliques, each as increasing node indices, [`greedy_cliques`]'s first clique first
/// unless a larger one was found; at most [`MAX_CLIQUES`]. When the search runs out of work
/// it returns what it found together with the greedy cliques, which may miss some. Empty
/// for a graph without nodes.
///
/// # Complexity
/// That of [`greedy_cliques`], plus O(min(3^(|V|/3), [`CLIQUE_WORK`]) · log Δ) time for the
/// listing (Δ the maximum degree), O(|V| + |E|) memory plus the cliques.
pub(super) fn largest_cliques<G>(graph: G) -> Vec<Vec<usize>>
where
    G: IntoEdges + IntoNodeIdentifiers + NodeIndexable,
{
    let lists = adjacency(graph).lists;
    let nodes = node_indices(graph);
    let greedy = greedy(&lists, &nodes);
    let Some(size) = greedy.first().map(Vec::len) else {
        return greedy;
    };
    let mut listing = Listing {
        lists: &lists,
        size,
        found: Vec::new(),
        clique: Vec::new(),
        work: 0,
    };
    for v in nodes {
        let size = listing.size;
        if lists[v].len() + 1 < size {
            continue;
        }
        // Grown from its smallest node, a clique is met once.
        let candidates: Vec<u32> = lists[v]
            .iter()
            .copied()
            .filter(|&u| u as usize > v && lists[u as usize].len() + 1 >= size)
            .collect();
        listing.clique.push(v as u32);
        listing.grow(&candidates);
        listing.clique.pop();
        if listing.spent() {
            break;
        }
    }
    if listing.size > size {
        return listing.found;
    }
    let mut seen: HashSet<Vec<usize>> = greedy.iter().cloned().collect();
    let mut cliques = greedy;
    for clique in listing.found {
        if cliques.len() < MAX_CLIQUES && !seen.contains(&clique) {
            seen.insert(clique.clone());
            cliques.push(clique);
        }
    }
    cliques
}

/// The exhaustive search of [`largest_cliques`] in progress.
struct Listing<'a> {
    /// Neighbours by node, sorted.
    lists: &'a [Vec<u32>],
    /// The size a clique must reach to be kept: the largest found.
    size: usize,
    /// The cliques of that size found so far.
    found: Vec<Vec<usize>>,
    /// The clique being grown, by increasing node index.
    clique: Vec<u32>,
    /// Adjacency tests so far.
    work: usize,
}

impl Listing<'_> {
    /// True when the work or the room for cliques has run out.
    fn spent(&self) -> bool {
        self.work > CLIQUE_WORK || self.found.len() >= MAX_CLIQUES
    }

    /// Grows the clique by each of `candidates` (common neighbours of its nodes, above its
    /// largest, increasing) in turn, keeping every clique that reaches the size.
    fn grow(&mut self, candidates: &[u32]) {
        if candidates.is_empty() {
            if self.clique.len() > self.size {
                self.found.clear();
                self.size = self.clique.len();
            }
            if self.clique.len() == self.size {
                self.found
                    .push(self.clique.iter().map(|&v| v as usize).collect());
            }
            return;
        }
        for (i, &u) in candidates.iter().enumerate() {
            if self.clique.len() + candidates.len() - i < self.size || self.spent() {
                return;
            }
            let rest = &candidates[i + 1..];
            let neighbours = &self.lists[u as usize];
            self.work += rest.len();
            let next: Vec<u32> = rest
                .iter()
                .copied()
                .filter(|w| neighbours.binary_search(w).is_ok())
                .collect();
            self.clique.push(u);
            self.grow(&next);
            self.clique.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chromatic::test_graphs::{queen_graph, random_graph};
    use petgraph::graph::UnGraph;
    use proptest::prelude::*;

    /// Triangles 0-1-2 and 2-3-4 sharing node 2, and a tail 4-5: both triangles.
    #[test]
    fn greedy_cliques_keep_every_clique_of_the_largest_size_met() {
        let g =
            UnGraph::<(), ()>::from_edges([(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 2), (4, 5)]);
        assert_eq!(greedy_cliques(&g), [vec![0, 1, 2], vec![2, 3, 4]]);
    }

    /// The rook's graph of a 3×3 board (squares in the same row or column are neighbours):
    /// growing a clique from each square, the greedy search meets four of its six lines,
    /// and the listing finds all six.
    #[test]
    fn largest_cliques_lists_those_the_greedy_search_misses() {
        let mut edges = Vec::new();
        for a in 0..9u32 {
            for b in a + 1..9 {
                if a / 3 == b / 3 || a % 3 == b % 3 {
                    edges.push((a, b));
                }
            }
        }
        let rook = UnGraph::<(), ()>::from_edges(edges);
        assert_eq!(
            greedy_cliques(&rook),
            [[0, 1, 2], [0, 3, 6], [1, 4, 7], [2, 5, 8]]
        );
        let mut all = largest_cliques(&rook);
        all.sort();
        assert_eq!(
            all,
            [
                [0, 1, 2],
                [0, 3, 6],
                [1, 4, 7],
                [2, 5, 8],
                [3, 4, 5],
                [6, 7, 8]
            ]
        );
    }

    /// Every clique of the largest size, by testing every set of nodes.
    fn brute_force(graph: &UnGraph<(), ()>) -> Vec<Vec<usize>> {
        let n = graph.node_count();
        let adjacent =
            |a: usize, b: usize| graph.contains_edge((a as u32).into(), (b as u32).into());
        let cliques: Vec<Vec<usize>> = (0u32..1 << n)
            .map(|set| {
                (0..n)
                    .filter(|&v| set >> v & 1 == 1)
                    .collect::<Vec<usize>>()
            })
            .filter(|nodes| {
                nodes
                    .iter()
                    .enumerate()
                    .all(|(i, &a)| nodes[i + 1..].iter().all(|&b| adjacent(a, b)))
            })
            .collect();
        let largest = cliques.iter().map(Vec::len).max().unwrap_or(0);
        let mut largest: Vec<Vec<usize>> =
            cliques.into_iter().filter(|c| c.len() == largest).collect();
        largest.sort();
        largest
    }

    proptest! {
        #[test]
        fn every_largest_clique_is_listed(graph in random_graph(1..11)) {
            let greedy = greedy_cliques(&graph);
            let mut found = largest_cliques(&graph);
            prop_assert_eq!(found.first(), greedy.first(), "the greedy search's first stays first");
            found.sort();
            prop_assert_eq!(found, brute_force(&graph));
        }
    }

    #[test]
    fn removed_nodes_are_in_no_clique() {
        // A graph whose indices have a hole where node 1 was: every clique has one node.
        let mut g = petgraph::stable_graph::StableUnGraph::<(), ()>::default();
        let nodes: Vec<_> = (0..3).map(|_| g.add_node(())).collect();
        g.remove_node(nodes[1]);
        assert_eq!(greedy_cliques(&g), [[0], [2]]);
        assert_eq!(largest_cliques(&g), [[0], [2]]);
    }

    #[test]
    fn a_queen_graph_has_its_rows_columns_and_long_diagonals() {
        let g = queen_graph(8);
        let found = largest_cliques(&g);
        assert!(found.iter().all(|c| c.len() == 8));
        assert_eq!(found.len(), 8 + 8 + 2);
        assert!(greedy_cliques(&g).len() < found.len(), "greedy finds fewer");
    }
}
