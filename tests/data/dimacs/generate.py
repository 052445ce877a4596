#!/usr/bin/env python3
"""Writes the DIMACS colouring instances of this folder from their definitions (see README.md)."""

import itertools


def mycielski(nodes, edges):
    """The Mycielskian: a shadow u' per node u (joined to u's neighbours) and an apex joined
    to every shadow. Nodes 0..n-1 stay, shadows are n..2n-1, the apex is 2n."""
    n = len(nodes)
    new = list(edges)
    for u, v in edges:
        new += [(u, v + n), (v, u + n)]
    new += [(u + n, 2 * n) for u in range(n)]
    return list(range(2 * n + 1)), new


def queen(side):
    """Squares of a side×side board, adjacent when a queen on one attacks the other."""
    squares = [(r, c) for r in range(side) for c in range(side)]
    edges = [
        (i, j)
        for (i, (r1, c1)), (j, (r2, c2)) in itertools.combinations(enumerate(squares), 2)
        if r1 == r2 or c1 == c2 or abs(r1 - r2) == abs(c1 - c2)
    ]
    return list(range(len(squares))), edges


def write(name, graph, comment):
    nodes, edges = graph
    with open(f"{name}.col", "w") as out:
        out.write(f"c {name}: {comment}\n")
        out.write("c regenerated from the definition by tests/data/dimacs/generate.py\n")
        out.write(f"p edge {len(nodes)} {len(edges)}\n")
        for u, v in sorted(edges):
            out.write(f"e {u + 1} {v + 1}\n")
    return len(nodes), len(edges)


cycle5 = (list(range(5)), [(i, (i + 1) % 5) for i in range(5)])
myciel = cycle5
expected = {}
for k in (3, 4, 5, 6):
    myciel = mycielski(*myciel)
    expected[f"myciel{k}"] = write(f"myciel{k}", myciel, f"Mycielski graph, chromatic number {k + 1}")
for side, chi in ((5, 5), (6, 7), (7, 7), (8, 9), (9, 10), (10, 11)):
    expected[f"queen{side}_{side}"] = write(
        f"queen{side}_{side}", queen(side), f"{side}x{side} queen graph, chromatic number {chi}"
    )
published = {
    "myciel3": (11, 20), "myciel4": (23, 71), "myciel5": (47, 236),
    "myciel6": (95, 755),
    "queen5_5": (25, 160), "queen6_6": (36, 290), "queen7_7": (49, 476),
    "queen8_8": (64, 728), "queen9_9": (81, 1056), "queen10_10": (100, 1470),
}
assert expected == published, (expected, published)
print("\n".join(f"{name}: {n} nodes, {m} edges" for name, (n, m) in expected.items()))
