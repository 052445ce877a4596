#!/usr/bin/env python3
"""Partly filled big grids, as a new user would make them: a random complete grid (one per
seed), with each cell emptied with a probability drawn from 50 % to 60 % — or, with
`--given SHARE`, exactly that share of the cells kept (near-critical instances as the
AllDiff-LS benchmark makes them, 0.5 and 0.6 there). Such puzzles may have several
solutions; any one is an answer.

Up to 64×64 the complete grid is `sudograph generate --clues side²`; past it (generate
stops at 64×64) it is `sudograph solve --seed SEED` of a grid whose first row is a random
permutation. Up to 64×64 puzzles are written as lines of symbols; past it in the Lewis
format of the AllDiff-LS instances (the box size, `1`, then rows of tab-separated numbers,
`-1` empty), one file's worth per puzzle, separated by blank lines.

Usage: benches/partial.py SIDE COUNT [FIRST_SEED] [--given SHARE] > puzzles.txt
(SUDOGRAPH names the binary; default target/release/sudograph.)"""
import math
import os
import random
import subprocess
import sys

args = [a for a in sys.argv[1:]]
given = None
if "--given" in args:
    at = args.index("--given")
    given = float(args[at + 1])
    del args[at : at + 2]
side, count = int(args[0]), int(args[1])
first = int(args[2]) if len(args) > 2 else 1
binary = os.environ.get("SUDOGRAPH", "target/release/sudograph")


def complete(seed):
    """A random complete grid as a list of side² numbers from 1."""
    if side <= 64:
        line = subprocess.run(
            [binary, "generate", "--size", str(side), "--seed", str(seed), "--clues", str(side * side)],
            check=True, capture_output=True, text=True,
        ).stdout.split()[0]
        symbols = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$%"
        return [symbols.index(c) + 1 for c in line]
    row = list(range(1, side + 1))
    random.Random(seed).shuffle(row)
    seedless = [" ".join(map(str, row))] + [" ".join(["."] * side)] * (side - 1)
    out = subprocess.run(
        [binary, "solve", "--jobs", "1", "--seed", str(seed), "-"],
        input="\n".join(seedless) + "\n", check=True, capture_output=True, text=True,
    ).stdout
    return [int(t) for t in out.split() if t.isdigit()]


if given is None:
    print(f"# {side}x{side}: complete grids of seeds {first}..{first + count - 1}, 50-60 % of cells emptied")
else:
    print(f"# {side}x{side}: complete grids of seeds {first}..{first + count - 1}, exactly {given:.0%} of cells given")
for seed in range(first, first + count):
    cells = complete(seed)
    assert len(cells) == side * side, f"seed {seed}: {len(cells)} cells"
    rng = random.Random(seed)
    if given is None:
        emptied = rng.uniform(0.50, 0.60)
        keep = [rng.random() >= emptied for _ in cells]
    else:
        kept = set(rng.sample(range(len(cells)), round(given * len(cells))))
        keep = [i in kept for i in range(len(cells))]
    if side <= 64:
        symbols = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$%"
        print("".join(symbols[c - 1] if k else "." for c, k in zip(cells, keep)))
    else:
        print(f"{math.isqrt(side)}\n1")
        for r in range(side):
            row = cells[r * side : (r + 1) * side]
            print("\t".join(str(c) if k else "-1" for c, k in zip(row, keep[r * side : (r + 1) * side])))
        print()
