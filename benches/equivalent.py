"""Rewrites 9×9 puzzle lines as random equivalent puzzles, for fair speed comparisons.

Each puzzle gets its own random digit relabelling, row order (bands, and rows within each
band), column order (stacks, and columns within each stack) and, half the time, a
transposition. These maps keep a puzzle's difficulty and solution count, but not the
order of its digits: published collections are often written in a canonical labelling
(digits in order of first appearance), which a solver that guesses the lowest digit
first meets by luck.

Usage: python3 benches/equivalent.py SEED < puzzles.txt > equivalent.txt
Comment lines (`#`) and blank lines are dropped; every other line must be 81 cells.
"""

import random
import sys


def order(rng):
    """A random order of nine lines that keeps each band (or stack) of three together."""
    return [band * 3 + line for band in rng.sample(range(3), 3) for line in rng.sample(range(3), 3)]


def equivalent(puzzle, rng):
    """A random puzzle equivalent to `puzzle` (81 cells, `.` or `0` for empty)."""
    digits = dict(zip("123456789", rng.sample("123456789", 9)))
    rows, columns = order(rng), order(rng)
    transpose = rng.random() < 0.5
    cells = []
    for r in rows:
        for c in columns:
            cell = puzzle[c * 9 + r] if transpose else puzzle[r * 9 + c]
            cells.append(digits.get(cell, "."))
    return "".join(cells)


def main():
    rng = random.Random(int(sys.argv[1]))
    for number, line in enumerate(sys.stdin, start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if len(line) != 81:
            sys.exit(f"equivalent.py: line {number}: {len(line)} cells, not 81")
        print(equivalent(line, rng))


if __name__ == "__main__":
    main()
