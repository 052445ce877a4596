"""sudograph: exact graph colouring and Sudoku of any size, by the sudograph engine.

Graphs (a networkx graph, anything with .nodes and .edges, or a list of edges):

- colour(G, k=None, *, timeout=None, seed=None): a k-colouring, or a minimum one;
- chromatic_number(G, *, timeout=None): the chromatic number, or the bounds proven.

Sudoku (a puzzle as text in any layout the command line reads, or a Puzzle), each with
variant=, regions=, box= and symbols= as the command line's flags:

- solve, count, check, grade, hint, generate, to_dot;
- Puzzle: a grid that shows itself in Jupyter as the lesson page's board.

Searches release the GIL, stop on Ctrl-C (KeyboardInterrupt) and raise GaveUp when their
timeout passes first.
"""

from ._sudograph import (
    Chromatic,
    GaveUp,
    Grade,
    Puzzle,
    PuzzleError,
    SudographError,
    check,
    chromatic_number,
    colour,
    count,
    generate,
    grade,
    hint,
    solve,
    to_dot,
)

__all__ = [
    "Chromatic",
    "GaveUp",
    "Grade",
    "Puzzle",
    "PuzzleError",
    "SudographError",
    "check",
    "chromatic_number",
    "colour",
    "count",
    "generate",
    "grade",
    "hint",
    "solve",
    "to_dot",
]
