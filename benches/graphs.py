#!/usr/bin/env python3
"""Graphs for measuring `colour` past 64 colours, as DIMACS .col on stdout.

  graphs.py geometric N R SEED     N random points in the unit square, joined below distance R
  graphs.py complement N R SEED    the same points joined at distance R or more (as the
                                   DIMACS DSJR500.1c graph is made: N 500, R 0.1)
  graphs.py planted N K P SEED     node v has colour v mod K; the first K nodes form a clique,
                                   other nodes of different colours are joined with chance P,
                                   so the chromatic number is exactly K

Python's `random` with SEED makes every graph, so a figure names its graph by the command.
"""
import random
import sys


def points(n, seed):
    rnd = random.Random(seed)
    return [(rnd.random(), rnd.random()) for _ in range(n)]


def main(kind, *args):
    if kind in ("geometric", "complement"):
        n, r, seed = int(args[0]), float(args[1]), int(args[2])
        pts = points(n, seed)
        near = lambda a, b: (pts[a][0] - pts[b][0]) ** 2 + (pts[a][1] - pts[b][1]) ** 2 < r * r
        keep = near if kind == "geometric" else (lambda a, b: not near(a, b))
        edges = [(a, b) for a in range(n) for b in range(a + 1, n) if keep(a, b)]
    elif kind == "planted":
        n, k, p, seed = int(args[0]), int(args[1]), float(args[2]), int(args[3])
        rnd = random.Random(seed)
        edges = [(a, b) for a in range(n) for b in range(a + 1, n)
                 if a % k != b % k and (b < k or rnd.random() < p)]
    else:
        sys.exit(f"graphs.py: unknown kind {kind!r}: geometric, complement or planted")
    print(f"c graphs.py {kind} {' '.join(args)}")
    print(f"p edge {n} {len(edges)}")
    for a, b in edges:
        print(f"e {a + 1} {b + 1}")


if __name__ == "__main__":
    main(*sys.argv[1:])
