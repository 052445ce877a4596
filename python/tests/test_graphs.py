"""colour and chromatic_number: known chromatic numbers, brute force on small graphs,
every colouring checked edge by edge, networkx's greedy colouring as an upper bound."""

import itertools
import random

import networkx as nx
import pytest

import sudograph
from conftest import assert_proper, read_dimacs

# χ as published by the DIMACS benchmark collection (tests/data/dimacs/README.md).
KNOWN = {
    "myciel3": 4,
    "myciel4": 5,
    "myciel5": 6,
    "queen5_5": 5,
    "queen6_6": 7,
    "queen7_7": 7,
    "queen8_8": 9,
}


@pytest.mark.parametrize("name", sorted(KNOWN))
def test_dimacs_chromatic_numbers(name):
    edges = read_dimacs(name)
    found = sudograph.chromatic_number(edges)
    assert found.exact and found.number == KNOWN[name] == int(found)
    assert found.lower == found.upper == KNOWN[name]
    assert len(set(found.colouring.values())) == KNOWN[name]
    assert_proper(edges, found.colouring)
    # The clique is one: every pair of its nodes is an edge.
    adjacent = set(edges) | {(v, u) for u, v in edges}
    assert all((a, b) in adjacent for a, b in itertools.combinations(found.clique, 2))


@pytest.mark.parametrize("n", [1, 2, 5, 12, 30, 64, 70])
def test_complete_graphs_need_n_colours(n):
    g = nx.complete_graph(n)
    coloured = sudograph.colour(g)
    assert len(coloured) == n and len(set(coloured.values())) == n
    assert_proper(g.edges, coloured)
    assert sudograph.chromatic_number(g).number == n
    if n > 1:
        assert sudograph.colour(g, n - 1) is None


@pytest.mark.parametrize("n", [3, 5, 7, 51])
def test_odd_cycles_need_three_and_even_two(n):
    assert sudograph.chromatic_number(nx.cycle_graph(n)).number == 3
    assert sudograph.chromatic_number(nx.cycle_graph(n + 1)).number == 2
    assert sudograph.colour(nx.cycle_graph(n), 2) is None
    three = sudograph.colour(nx.cycle_graph(n), 3)
    assert_proper(nx.cycle_graph(n).edges, three)


def test_mycielski_graphs_from_networkx():
    # networkx's Mycielski graphs: triangle-free, χ = n (the clique bound stays 2).
    for n in range(2, 7):
        g = nx.mycielski_graph(n)
        found = sudograph.chromatic_number(g)
        assert found.number == n, n
        assert_proper(g.edges, found.colouring)


def brute_force_chromatic(n, edges):
    """The least k with a proper k-colouring, by trying every assignment."""
    if n == 0:
        return 0
    for k in range(1, n + 1):
        for colours in itertools.product(range(k), repeat=n):
            if all(colours[u] != colours[v] for u, v in edges):
                return k
    return n


def test_random_small_graphs_against_brute_force():
    rng = random.Random(20261129)
    for _ in range(150):
        n = rng.randint(1, 7)
        p = rng.random()
        g = nx.gnp_random_graph(n, p, seed=rng.randrange(1 << 30))
        edges = list(g.edges)
        expected = brute_force_chromatic(n, edges)
        found = sudograph.chromatic_number(g)
        assert found.number == expected, (n, edges)
        coloured = sudograph.colour(g)
        assert set(coloured) == set(g.nodes)
        assert len(set(coloured.values())) == expected
        assert_proper(edges, coloured)
        for k in range(1, n + 1):
            with_k = sudograph.colour(g, k)
            assert (with_k is not None) == (k >= expected), (k, edges)
            if with_k is not None:
                assert_proper(edges, with_k)
                assert all(0 <= c < k for c in with_k.values())


@pytest.mark.parametrize("seed", range(8))
def test_never_more_colours_than_greedy(seed):
    g = nx.gnp_random_graph(45, 0.3, seed=seed)
    greedy = nx.greedy_color(g, strategy="largest_first")
    found = sudograph.chromatic_number(g)
    assert found.exact
    assert found.number <= len(set(greedy.values()))
    assert_proper(g.edges, found.colouring)


def test_nodes_of_any_hashable_type_and_isolated_nodes():
    g = nx.Graph()
    g.add_edges_from([("a", (1, 2)), ((1, 2), frozenset({3})), (frozenset({3}), "a")])
    g.add_node("alone")
    coloured = sudograph.colour(g)
    assert set(coloured) == {"a", (1, 2), frozenset({3}), "alone"}
    assert_proper(g.edges, coloured)


def test_an_edge_list_and_an_object_with_nodes_and_edges():
    class Plain:
        nodes = [1, 2, 3, 4]
        edges = [(1, 2), (2, 3)]

    assert set(sudograph.colour(Plain())) == {1, 2, 3, 4}
    assert sudograph.chromatic_number([(1, 2), (2, 3)]).number == 2
    assert sudograph.chromatic_number([]).number == 0
    assert sudograph.colour(nx.Graph()) == {}


def test_seeds_pick_among_colourings():
    g = nx.cycle_graph(12)
    seen = {tuple(sorted(sudograph.colour(g, 3, seed=s).items())) for s in range(1, 30)}
    assert len(seen) > 1
    for colouring in seen:
        assert_proper(g.edges, dict(colouring))


def test_timeout_gives_bounds_or_gave_up():
    edges = read_dimacs("myciel6")
    found = sudograph.chromatic_number(edges, timeout=0.2)
    assert not found.exact and found.number is None
    assert found.lower <= 7 <= found.upper
    assert_proper(edges, found.colouring)
    with pytest.raises(sudograph.GaveUp):
        int(found)
    with pytest.raises(sudograph.GaveUp, match="timeout"):
        sudograph.colour(edges, 6, timeout=0.2)
    with pytest.raises(sudograph.GaveUp):
        sudograph.colour(edges, timeout=0.2)
