#!/usr/bin/env python3
"""Checks puzzle uniqueness with a SAT solver, independently of sudograph: each puzzle
(line format, n²×n², symbols 1-9A-Za-z@$%) is encoded directly (each cell one symbol, each
symbol once per row, column and box), the givens as assumptions; solved, and solved again
with that solution forbidden. Prints per puzzle 'unique', 'several' or 'none', and the
solver's time. With --minimal, a unique puzzle is also solved once without each of its
givens (the solution still forbidden): the puzzle is minimal when every one of those has
a solution, that is, no given can go: 'unique, minimal', or 'unique, N of its givens not
needed'.

Setup: python3 -m venv /tmp/sat && /tmp/sat/bin/pip install python-sat
Usage: /tmp/sat/bin/python benches/unique_by_sat.py [--minimal] < puzzles.txt"""
import itertools
import math
import sys
import time

from pysat.solvers import Solver

ALPHA = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$%"
minimal = "--minimal" in sys.argv[1:]

for line in sys.stdin:
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    side = math.isqrt(len(line))
    box = math.isqrt(side)
    var = lambda r, c, v: (r * side + c) * side + v + 1
    units = [[(i, c) for c in range(side)] for i in range(side)]
    units += [[(r, i) for r in range(side)] for i in range(side)]
    units += [[(br * box + a, bc * box + b) for a in range(box) for b in range(box)]
              for br in range(box) for bc in range(box)]
    groups = [[var(r, c, v) for v in range(side)] for r in range(side) for c in range(side)]
    groups += [[var(r, c, v) for r, c in unit] for unit in units for v in range(side)]
    start = time.perf_counter()
    with Solver(name="cadical195") as solver:
        for group in groups:
            solver.add_clause(group)
            for a, b in itertools.combinations(group, 2):
                solver.add_clause([-a, -b])
        givens = [var(i // side, i % side, ALPHA.index(ch))
                  for i, ch in enumerate(line) if ch not in ".0_"]
        if not solver.solve(assumptions=givens):
            verdict = "none"
        else:
            solution = [lit for lit in solver.get_model() if lit > 0]
            solver.add_clause([-lit for lit in solution])
            verdict = "several" if solver.solve(assumptions=givens) else "unique"
            if verdict == "unique" and minimal:
                spare = sum(not solver.solve(assumptions=givens[:i] + givens[i + 1:])
                            for i in range(len(givens)))
                verdict += ", minimal" if spare == 0 else f", {spare} of its givens not needed"
    print(f"{verdict} {time.perf_counter() - start:.2f} s")
