"""Type stubs of the sudograph package (its native module, sudograph._sudograph)."""

import os
from typing import Any, Dict, Hashable, List, Optional, Sequence, Tuple, Union

Node = Hashable
# A networkx graph, anything with .nodes and .edges, or an iterable of edges (u, v).
GraphLike = Any
# A puzzle as text in any layout the command line reads, or a Puzzle.
PuzzleLike = Union[str, "Puzzle"]
# A jigsaw's region map: its text, or a path to read it from.
Regions = Union[str, "os.PathLike[str]"]
# A box shape: "2x3" or (2, 3).
Box = Union[str, Tuple[int, int]]
# The rules besides rows, columns and boxes: "classic", or the names of x, anti-knight,
# anti-king, windoku and disjoint as a comma-separated list or a list of names.
VariantNames = Union[str, Sequence[str]]

class SudographError(Exception):
    """The base of every sudograph exception."""

class GaveUp(SudographError):
    """A search reached its timeout before it could answer."""

class PuzzleError(ValueError):
    """A puzzle, a region map or a reading option that cannot be read."""

class Chromatic:
    """What chromatic_number found."""

    lower: int
    upper: int
    exact: bool
    number: Optional[int]
    colouring: Optional[Dict[Node, int]]
    clique: List[Node]
    def __int__(self) -> int: ...

class Grade:
    """What grade found: the level, every step in words, and the rating on Sudoku
    Explainer's scale (ER/EP/ED)."""

    level: str
    hardest: Optional[str]
    steps: List[str]
    techniques: List[Tuple[str, int]]
    solved: bool
    # ER: the hardest step, such as 7.1; None where the rater's techniques stop ("search"),
    # and under anti-knight or anti-king.
    rating: Optional[float]
    # EP: the hardest step up to the first placement; None when none is placed.
    first_placement_rating: Optional[float]
    # ED: the first step's rating; None when the rater takes no step.
    first_elimination_rating: Optional[float]

class Puzzle:
    """A Sudoku grid under its rules, written in the layout it came in."""

    def __init__(
        self,
        text: PuzzleLike,
        *,
        variant: VariantNames = "classic",
        regions: Optional[Regions] = None,
        box: Optional[Box] = None,
        symbols: Optional[str] = None,
    ) -> None: ...
    @property
    def side(self) -> int: ...
    @property
    def rows(self) -> List[List[Optional[str]]]: ...
    @property
    def is_complete(self) -> bool: ...
    def _repr_html_(self) -> str: ...

def colour(
    g: GraphLike,
    k: Optional[int] = None,
    *,
    timeout: Optional[float] = None,
    seed: Optional[int] = None,
) -> Optional[Dict[Node, int]]:
    """A k-colouring {node: colour} or None when none exists; without k, a minimum one."""

def chromatic_number(g: GraphLike, *, timeout: Optional[float] = None) -> Chromatic:
    """The chromatic number (exact) or the bounds proven when the timeout passes."""

def solve(
    puzzle: PuzzleLike,
    *,
    timeout: Optional[float] = None,
    variant: VariantNames = "classic",
    regions: Optional[Regions] = None,
    box: Optional[Box] = None,
    symbols: Optional[str] = None,
) -> Optional[Puzzle]:
    """The solution, or None when the puzzle has none."""

def count(
    puzzle: PuzzleLike,
    limit: int = 2,
    *,
    timeout: Optional[float] = None,
    variant: VariantNames = "classic",
    regions: Optional[Regions] = None,
    box: Optional[Box] = None,
    symbols: Optional[str] = None,
) -> int:
    """Solutions counted up to limit."""

def check(
    grid: PuzzleLike,
    puzzle: Optional[PuzzleLike] = None,
    *,
    variant: VariantNames = "classic",
    regions: Optional[Regions] = None,
    box: Optional[Box] = None,
    symbols: Optional[str] = None,
) -> List[str]:
    """What keeps grid from being a solution (of puzzle); empty when it is one."""

def grade(
    puzzle: PuzzleLike,
    *,
    timeout: Optional[float] = None,
    variant: VariantNames = "classic",
    regions: Optional[Regions] = None,
    box: Optional[Box] = None,
    symbols: Optional[str] = None,
) -> Grade:
    """The level and the steps of the human techniques the puzzle needs, and its rating
    on Sudoku Explainer's scale (ER/EP/ED)."""

def hint(
    puzzle: PuzzleLike,
    progress: Optional[PuzzleLike] = None,
    *,
    reveal: bool = False,
    timeout: Optional[float] = None,
    variant: VariantNames = "classic",
    regions: Optional[Regions] = None,
    box: Optional[Box] = None,
    symbols: Optional[str] = None,
) -> str:
    """The next step for a player, or their mistakes, in words."""

def generate(
    size: int = 9,
    *,
    level: Optional[str] = None,
    seed: int = 0,
    variant: VariantNames = "classic",
    regions: Optional[Regions] = None,
    box: Optional[Box] = None,
    symbols: Optional[str] = None,
) -> Puzzle:
    """A puzzle with one solution, minimal or at a level; Ctrl-C stops it."""

def to_dot(
    puzzle: PuzzleLike,
    *,
    solve: bool = False,
    variant: VariantNames = "classic",
    regions: Optional[Regions] = None,
    box: Optional[Box] = None,
    symbols: Optional[str] = None,
) -> str:
    """The puzzle's constraint graph as Graphviz DOT."""
