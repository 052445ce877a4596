"""Shared helpers of the package's tests: the repository's data, and graphs read from DIMACS."""

import pathlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data"
EXAMPLES = REPO / "examples"


def read_dimacs(name):
    """The edges (u, v) of tests/data/dimacs/NAME.col, nodes numbered from 1."""
    edges = []
    for line in (DATA / "dimacs" / f"{name}.col").read_text().splitlines():
        if line.startswith("e "):
            _, u, v = line.split()
            edges.append((int(u), int(v)))
    return edges


def puzzle_lines(path):
    """The one-line puzzles of a file, comments and blank lines left out."""
    lines = path.read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def assert_proper(edges, colouring):
    """Every edge's ends differ in colour, and every node of an edge is coloured."""
    for u, v in edges:
        assert colouring[u] != colouring[v], f"edge {u}-{v} has both ends {colouring[u]}"


@pytest.fixture
def dimacs():
    return read_dimacs
