#!/usr/bin/env python3
"""Big grids side by side, one thread, in one run: sudograph with learning (`auto`, the
default), without (`off`), and CaDiCaL 1.9.5 through python-sat (../shared/peers/
sat_sudoku.py, only its solve call timed). Each puzzle gets TIMEOUT seconds; a puzzle not
solved in time counts as TIMEOUT. Every sudograph answer is checked with `check --puzzle`,
every CaDiCaL answer too. Prints one Markdown row per set and engine: solved, total and
slowest time, and search effort (sudograph: decisions and conflicts; CaDiCaL: conflicts).

Setup: cargo build --release; python3 -m venv /tmp/sat && /tmp/sat/bin/pip install python-sat
Usage: benches/big_grids.py TIMEOUT FILE... (run from the repository root); ENGINES=auto,cadical
(a comma list of auto, off and cadical) runs only those."""
import os
import re
import subprocess
import sys
import tempfile

timeout = float(sys.argv[1])
files = sys.argv[2:]
ours = "target/release/sudograph"
python = os.environ.get("SAT_PYTHON", "/tmp/sat/bin/python")
peer = "../shared/peers/sat_sudoku.py"


def checked(answers, puzzles):
    """Checks answer lines against the puzzle lines; 'timeout' lines are skipped."""
    pairs = [(a, p) for a, p in zip(answers, puzzles) if a not in ("timeout", "none")]
    if not pairs:
        return
    with tempfile.TemporaryDirectory() as scratch:
        for name, lines in (("a", [a for a, _ in pairs]), ("p", [p for _, p in pairs])):
            with open(os.path.join(scratch, name), "w") as out:
                out.write("\n".join(lines) + "\n")
        run = subprocess.run([ours, "check", "--quiet", os.path.join(scratch, "a"), "--puzzle",
                              os.path.join(scratch, "p")], capture_output=True, text=True)
    assert run.returncode == 0, f"an answer does not solve its puzzle: {run.stdout}{run.stderr}"


def sudograph(puzzles, learning):
    run = subprocess.run([ours, "solve", "--jobs", "1", "--stats", "--timeout", str(timeout),
                          "--learning", learning], input="\n".join(puzzles) + "\n",
                         capture_output=True, text=True)
    times, effort = [], [0, 0]
    for line in run.stderr.splitlines():
        m = re.match(r"puzzle \d+ \(line \d+\): (\w+(?: up)?) in (\d+) µs, (\d+) nodes?, (\d+) backtracks?", line)
        if m:
            times.append(float(m.group(2)) / 1e6 if m.group(1) == "solved" else timeout)
            effort[0] += int(m.group(3))
            effort[1] += int(m.group(4))
    answers = run.stdout.splitlines()
    assert len(answers) == len(puzzles), "one record per puzzle"
    solved = sum(t < timeout for t in times)
    checked([a if " " not in a else "timeout" for a in answers], puzzles)
    return solved, times, f"{effort[0]:,} decisions, {effort[1]:,} conflicts"


def cadical(puzzles):
    run = subprocess.run([python, peer, "--per-puzzle", "--timeout", str(timeout)],
                         input="\n".join(puzzles) + "\n", capture_output=True, text=True)
    times, conflicts = [], 0
    for line in run.stderr.splitlines():
        m = re.match(r"line \d+: ([\d.]+) s, conflicts (\S+)", line)
        if m:
            times.append(min(float(m.group(1)), timeout))
            conflicts += int(m.group(2)) if m.group(2).isdigit() else 0
    answers = run.stdout.split()
    checked(answers, puzzles)
    solved = sum(a not in ("timeout", "none") for a in answers)
    return solved, times, f"{conflicts:,} conflicts (of those solved)"


print(f"| set | engine | solved | total s | slowest s | effort |  (timeout {timeout:g} s per puzzle)")
print("|---|---|---|---|---|---|")
for path in files:
    puzzles = [l.strip() for l in open(path) if l.strip() and not l.startswith("#")]
    name = f"{os.path.basename(path)} ({len(puzzles)})"
    chosen = os.environ.get("ENGINES", "auto,off,cadical").split(",")
    for key, engine, run in (("auto", "sudograph", lambda: sudograph(puzzles, "auto")),
                             ("off", "sudograph --learning off", lambda: sudograph(puzzles, "off")),
                             ("cadical", "CaDiCaL", lambda: cadical(puzzles))):
        if key not in chosen:
            continue
        solved, times, effort = run()
        print(f"| {name} | {engine} | {solved}/{len(puzzles)} | {sum(times):.2f} | {max(times):.2f} | {effort} |", flush=True)
