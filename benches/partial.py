#!/usr/bin/env python3
"""Partly filled big grids, as a new user would make them: a random complete grid from
`sudograph generate --clues side²` (one per seed), with each cell emptied with a probability
drawn from 50 % to 60 %. Such puzzles may have several solutions; any one is an answer.

Usage: benches/partial.py SIDE COUNT [FIRST_SEED] > puzzles.txt
(SUDOGRAPH names the binary; default target/release/sudograph.)"""
import os
import random
import subprocess
import sys

side, count = int(sys.argv[1]), int(sys.argv[2])
first = int(sys.argv[3]) if len(sys.argv) > 3 else 1
binary = os.environ.get("SUDOGRAPH", "target/release/sudograph")
print(f"# {side}x{side}: complete grids of seeds {first}..{first + count - 1}, 50-60 % of cells emptied")
for seed in range(first, first + count):
    grid = subprocess.run(
        [binary, "generate", "--size", str(side), "--seed", str(seed), "--clues", str(side * side)],
        check=True, capture_output=True, text=True,
    ).stdout.split()[0]
    rng = random.Random(seed)
    emptied = rng.uniform(0.50, 0.60)
    print("".join("." if rng.random() < emptied else cell for cell in grid))
