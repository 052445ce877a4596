#!/usr/bin/env python3
"""sudograph.chromatic_number from Python beside the models a user would write for the same
graph: OR-Tools CP-SAT (an integer colour per node, neighbours different, the largest
colour minimised) and python-sat with CaDiCaL (one variable per node and colour, k from a
clique's size upward), and NetworkX's greedy_color (largest first), which has no proof.
One run, one thread each (CP-SAT with one worker), the same timeout each.

  python benches/python_colour.py [--timeout SECONDS] GRAPH.col ...

Without graphs: the DIMACS graphs of tests/data/dimacs and three of benches/graphs.py
(two past 64 colours). Setup: a virtual environment with `pip install ./python networkx
ortools python-sat`. Prints one Markdown table row per graph: χ or the bounds and the time
of each, and greedy's colour count.
"""
import pathlib
import subprocess
import sys
import time

import networkx as nx
from ortools.sat.python import cp_model
from pysat.solvers import Solver

import sudograph

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent
GENERATED = [
    ["geometric", "300", "0.2", "1"],
    ["planted", "150", "70", "0.7", "2"],
    ["complement", "120", "0.15", "3"],
    ["planted", "200", "90", "0.5", "4"],
]


def read_col(text):
    g = nx.Graph()
    for line in text.splitlines():
        parts = line.split()
        if parts and parts[0] == "p":
            g.add_nodes_from(range(1, int(parts[2]) + 1))
        elif parts and parts[0] == "e" and parts[1] != parts[2]:
            g.add_edge(int(parts[1]), int(parts[2]))
    return g


def by_cpsat(g, upper, timeout):
    """Colours as integers below the greedy bound, neighbours different, the largest
    minimised: χ when optimal, else the bounds CP-SAT proved."""
    model = cp_model.CpModel()
    colour = {v: model.NewIntVar(0, upper - 1, f"c{v}") for v in g.nodes}
    top = model.NewIntVar(0, upper - 1, "top")
    for u, v in g.edges:
        model.Add(colour[u] != colour[v])
    for v in g.nodes:
        model.Add(colour[v] <= top)
    model.Minimize(top)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = timeout
    status = solver.Solve(model)
    if status == cp_model.OPTIMAL:
        return int(solver.ObjectiveValue()) + 1, None
    if status == cp_model.FEASIBLE:
        return int(solver.BestObjectiveBound()) + 1, int(solver.ObjectiveValue()) + 1
    return None, None


def greedy_clique(g):
    """A clique grown greedily, highest degree first (enumerating the maximal cliques, as
    nx.find_cliques does, never ends on the dense complement graphs)."""
    clique = []
    for v in sorted(g.nodes, key=g.degree, reverse=True):
        if all(g.has_edge(v, u) for u in clique):
            clique.append(v)
    return clique


def by_sat(g, timeout):
    """k from a greedy clique's size upward, each k a fresh CaDiCaL on the direct encoding
    with the clique's nodes given colours 0, 1, …: χ is the first k satisfiable."""
    nodes = list(g.nodes)
    index = {v: i for i, v in enumerate(nodes)}
    clique = greedy_clique(g)
    start = time.perf_counter()
    k = max(len(clique), 1)
    while True:
        var = lambda v, c: index[v] * k + c + 1
        clauses = [[var(v, c) for c in range(k)] for v in nodes]
        clauses += [[-var(u, c), -var(v, c)] for u, v in g.edges for c in range(k)]
        clauses += [[var(v, i)] for i, v in enumerate(clique)]
        with Solver(name="cadical195", bootstrap_with=clauses) as sat:
            # pysat's solve holds the GIL, so no timer can interrupt it: conflict budgets
            # instead, the clock read between them.
            found = None
            while found is None and time.perf_counter() - start < timeout:
                sat.conf_budget(10_000)
                found = sat.solve_limited()
        if found is None:
            return None, k
        if found:
            return k, None
        k += 1


def timed(f, *args):
    start = time.perf_counter()
    answer = f(*args) if args else f()
    return answer, time.perf_counter() - start


def cell(answer, seconds):
    exact, other = answer
    if exact is not None and other is None:
        return f"{exact} in {seconds:.2f} s"
    if exact is None:
        return f"gave up ({seconds:.0f} s, ≥{other})" if other else f"gave up ({seconds:.0f} s)"
    return f"{exact}–{other} ({seconds:.0f} s)"


def main(args):
    timeout = 60.0
    if "--timeout" in args:
        i = args.index("--timeout")
        timeout = float(args[i + 1])
        del args[i : i + 2]
    graphs = [(pathlib.Path(p).name, pathlib.Path(p).read_text()) for p in args]
    if not graphs:
        dimacs = sorted((REPO / "tests" / "data" / "dimacs").glob("*.col"))
        graphs = [(p.name, p.read_text()) for p in dimacs]
        for spec in GENERATED:
            text = subprocess.run(
                [sys.executable, str(HERE / "graphs.py"), *spec],
                check=True, capture_output=True, text=True,
            ).stdout
            graphs.append(("graphs.py " + " ".join(spec), text))
    print(f"timeout {timeout:g} s each, one thread")
    print("| graph | nodes | edges | sudograph | CP-SAT | CaDiCaL | greedy_color |")
    print("|---|---|---|---|---|---|---|")
    for name, text in graphs:
        g = read_col(text)
        greedy = len(set(nx.greedy_color(g, strategy="largest_first").values()))
        ours, t_ours = timed(lambda: sudograph.chromatic_number(g, timeout=timeout))
        ours = (ours.number, None) if ours.exact else (ours.lower, ours.upper)
        cpsat, t_cpsat = timed(by_cpsat, g, greedy, timeout)
        sat, t_sat = timed(by_sat, g, timeout)
        print(
            f"| {name} | {g.number_of_nodes()} | {g.number_of_edges()} | {cell(ours, t_ours)} "
            f"| {cell(cpsat, t_cpsat)} | {cell(sat, t_sat)} | {greedy} |",
            flush=True,
        )


if __name__ == "__main__":
    main(sys.argv[1:])
