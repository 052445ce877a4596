#!/usr/bin/env python3
"""The classic DIMACS colouring graphs, sudograph against CaDiCaL, side by side.

For each instance of KNOWN below whose .col file is in DIR, runs `sudograph colour FILE`
and then `../shared/peers/sat_colour.py FILE` (CaDiCaL 1.9.5 through python-sat, the
direct encoding with a greedy clique fixed), one process at a time, each on one thread
and under the same cap (default 60 s of CPU time for the whole chromatic number). Every
colouring either reports is read back and checked edge by edge against the .col file by
this script's own reader, and its colour count against the known chromatic number.

Prints one line per instance as it goes (stderr shows progress), then the table: instance,
nodes, edges, χ (known), then per solver its time and verdict: `χ` when it proved the known
chromatic number with a colouring that checks, `refused: …` when sudograph calls the file
bad input (exit status 2), `cap` when the cap came first (for CaDiCaL
with `≥L`, the colours it had shown necessary), `wrong` for any claim that fails a check. Times are the process's CPU time
(user + system, from the kernel's accounting of the child), and the cap is on CPU time too
(RLIMIT_CPU, with a wall-clock guard at ten times the cap), so that a machine shared with
other jobs shortens neither solver's allowance. Then the sums: solved by each and PAR-2
(the mean of each instance's time, counting twice the cap when unsolved).

The graphs are not in the repository. They come from the public repository
Lorena-Avelino/heuristica-2 on GitHub (the classic DIMACS / COLOR02 set, as distributed by
Michael Trick's and the COLOR02 pages); put its .col files in DIR, e.g.
    git clone https://github.com/Lorena-Avelino/heuristica-2 /tmp/h2 && mkdir -p /tmp/dimacs \
      && cp /tmp/h2/*.col /tmp/dimacs
The known chromatic numbers are the published ones (the COLOR02 pages and the exact
colouring literature, e.g. Hebrard and Katsirelos 2019, Van Hoeve 2022).

Usage: benches/dimacs.py [--cap SECONDS] [--dir DIR] [--only NAME,NAME] [--ours BIN]
           [--peer-python PYTHON] [--jobs J]
With --jobs J, J instances run at a time (each solver still one process on one thread,
its CPU time its own); on a busy machine the CPU times grow a little with J.
Defaults: cap 60, DIR /tmp/dimacs, ours target/release/sudograph (built first),
the peer's python /tmp/sat/bin/python (python3 -m venv /tmp/sat &&
/tmp/sat/bin/pip install python-sat). Run from the repository, with ../shared beside it.
"""
import concurrent.futures
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

# Instance: the published chromatic number.
KNOWN = {
    "myciel3": 4, "myciel4": 5, "myciel5": 6, "myciel6": 7, "myciel7": 8,
    "queen5_5": 5, "queen6_6": 7, "queen7_7": 7, "queen8_8": 9, "queen8_12": 12,
    "queen9_9": 10, "queen10_10": 11,
    "1-FullIns_3": 4, "1-FullIns_4": 5, "1-FullIns_5": 6,
    "2-FullIns_3": 5, "2-FullIns_4": 6, "2-FullIns_5": 7,
    "3-FullIns_3": 6, "3-FullIns_4": 7, "3-FullIns_5": 8,
    "4-FullIns_3": 7, "4-FullIns_4": 8, "4-FullIns_5": 9,
    "5-FullIns_3": 8, "5-FullIns_4": 9,
    "1-Insertions_4": 5, "1-Insertions_5": 6, "1-Insertions_6": 7,
    "2-Insertions_3": 4, "2-Insertions_4": 5, "2-Insertions_5": 6,
    "3-Insertions_3": 4, "3-Insertions_4": 5, "3-Insertions_5": 6,
    "4-Insertions_3": 4, "4-Insertions_4": 5,
    "DSJC125.1": 5, "DSJC125.5": 17, "DSJC125.9": 44,
    "DSJR500.1": 12, "DSJR500.1c": 85, "DSJR500.5": 122,
    "le450_5a": 5, "le450_5b": 5, "le450_5c": 5, "le450_5d": 5,
    "le450_15a": 15, "le450_15b": 15, "le450_15c": 15, "le450_15d": 15,
    "le450_25a": 25, "le450_25b": 25, "le450_25c": 25, "le450_25d": 25,
    "school1": 14, "school1_nsh": 14,
    "mulsol.i.1": 49, "mulsol.i.2": 31, "mulsol.i.3": 31, "mulsol.i.4": 31, "mulsol.i.5": 31,
    "zeroin.i.1": 49, "zeroin.i.2": 30, "zeroin.i.3": 30,
    "fpsol2.i.1": 65, "fpsol2.i.2": 30, "fpsol2.i.3": 30,
    "inithx.i.1": 54, "inithx.i.2": 31, "inithx.i.3": 31,
    "anna": 11, "david": 11, "huck": 11, "jean": 10, "homer": 13,
    "games120": 9,
    "miles250": 8, "miles500": 20, "miles750": 31, "miles1000": 42, "miles1500": 73,
    "r125.1": 5, "r125.1c": 46, "r125.5": 36,
    "r250.1": 8, "r250.1c": 64, "r250.5": 65,
    "r1000.1": 20, "r1000.1c": 98, "r1000.5": 234,
}


def option(name, default):
    args = sys.argv[1:]
    return args[args.index(name) + 1] if name in args else default


def read_graph(path):
    """The .col file's node count and its edges as pairs (a, b), a < b, from 1."""
    n, edges = 0, set()
    with open(path) as f:
        for line in f:
            t = line.split()
            if t and t[0] == "p":
                n = int(t[2])
            elif t and t[0] == "e":
                a, b = int(t[1]), int(t[2])
                if a != b:
                    edges.add((min(a, b), max(a, b)))
    return n, edges


def check(colouring, n, edges, chi):
    """None when `colouring` (node from 1 → colour) colours every node and no edge's two ends
    alike with `chi` colours; else what is wrong."""
    if colouring is None:
        return "no colouring written"
    missing = [v for v in range(1, n + 1) if v not in colouring]
    if missing:
        return f"node {missing[0]} uncoloured"
    clash = next(((a, b) for a, b in sorted(edges) if colouring[a] == colouring[b]), None)
    if clash:
        return f"edge {clash[0]}-{clash[1]} has one colour at both ends"
    used = len(set(colouring.values()))
    return None if used == chi else f"{used} colours, not {chi}"


def timed(command, cap, scratch):
    """Runs `command` with `cap` seconds of CPU time (the kernel stops it then; ten times
    that in wall time as a guard): (exit status, None when stopped, stdout, stderr, CPU
    seconds of the child, wall seconds). The CPU time is /usr/bin/time's, the child's own,
    so that instances may run side by side (--jobs)."""
    seconds = max(int(cap), 1)

    def limit():
        resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 1))

    times = os.path.join(scratch, "times")
    start = time.perf_counter()
    with subprocess.Popen(["/usr/bin/time", "-f", "%U %S", "-o", times] + command,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          preexec_fn=limit) as child:
        try:
            out, err = child.communicate(timeout=10 * cap)
            status = child.returncode
        except subprocess.TimeoutExpired:
            child.kill()
            out, err = child.communicate()
            status = None
    wall = time.perf_counter() - start
    try:
        # A line "Command terminated by signal 24" comes first when the cap stopped it.
        user, system = open(times).read().split("\n")[-2].split()
        cpu = float(user) + float(system)
    except (OSError, ValueError, IndexError):
        cpu = cap
    return status, out, err, cpu, wall


def ours(binary, path, cap, scratch):
    """sudograph's (claimed χ or None, bounds text, colouring, cpu, wall)."""
    dot = os.path.join(scratch, "ours.dot")
    if os.path.exists(dot):
        os.remove(dot)
    status, out, err, cpu, wall = timed([binary, "colour", path, "-o", dot], cap, scratch)
    if status == 2:
        # Bad input: homer.col has a node joined to itself, which sudograph refuses.
        return None, "refused: " + err.strip().split(": ")[-1], None, cpu, wall
    found = re.search(r"chromatic number (\d+) \(", out)
    colouring = None
    if found and os.path.exists(dot):
        colouring = {}
        # Nodes are written `i [ label="NAME\nCOLOUR", …`, NAME the DIMACS node.
        for m in re.finditer(r'^\s*\d+ \[ label="(\d+)\\n(\d+)"', open(dot).read(), re.M):
            colouring[int(m.group(1))] = int(m.group(2))
    claim = int(found.group(1)) if found and status == 0 else None
    return claim, "", colouring, cpu, wall


def peer(python, path, cap, scratch):
    """CaDiCaL's (claimed χ or None, bounds text, colouring, cpu, wall)."""
    out_file = os.path.join(scratch, "peer.txt")
    if os.path.exists(out_file):
        os.remove(out_file)
    script = os.path.join("..", "shared", "peers", "sat_colour.py")
    status, out, err, cpu, wall = timed([python, script, path, "-o", out_file], cap, scratch)
    found = re.search(r"chromatic number (\d+)", out)
    colouring = None
    if found and os.path.exists(out_file):
        colouring = {}
        for line in open(out_file):
            v, c = line.split()
            colouring[int(v)] = int(c)
    refuted = [int(k) for k in re.findall(r"k (\d+): unsat", err)]
    bounds = f"≥{max(refuted) + 1}" if refuted else ""
    claim = int(found.group(1)) if found and status == 0 else None
    return claim, bounds, colouring, cpu, wall


def verdict(claim, bounds, colouring, n, edges, chi):
    """'χ' for a proven χ whose colouring checks, 'wrong: …' for any failed check, else
    'cap' with the lower bound that CaDiCaL had proven (ours prints nothing when stopped)."""
    if claim is None:
        return bounds if bounds.startswith("refused") else f"cap {bounds}".strip()
    if claim != chi:
        return f"wrong: claims {claim}"
    problem = check(colouring, n, edges, chi)
    return "χ" if problem is None else f"wrong: {problem}"


def main():
    cap = float(option("--cap", "60"))
    folder = option("--dir", "/tmp/dimacs")
    only = option("--only", None)
    binary = option("--ours", None)
    python = option("--peer-python", "/tmp/sat/bin/python")
    jobs = int(option("--jobs", "1"))
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    if binary is None:
        subprocess.run(["cargo", "build", "--release", "--quiet"], check=True)
        binary = "target/release/sudograph"
    names = [k for k in KNOWN if os.path.exists(os.path.join(folder, k + ".col"))]
    if only:
        names = [k for k in names if k in only.split(",")]
    absent = [k for k in KNOWN if k not in names]
    load = open("/proc/loadavg").read().split()[:3]
    print(f"# cap {cap:g} s, load {' '.join(load)} at the start; {len(names)} instances"
          + (f"; not in {folder}: {', '.join(absent)}" if absent and not only else ""))
    def measure(name):
        path = os.path.join(folder, name + ".col")
        n, edges = read_graph(path)
        chi = KNOWN[name]
        row = [name, n, len(edges), chi]
        with tempfile.TemporaryDirectory() as scratch:
            for run in (ours, peer):
                claim, bounds, colouring, cpu, wall = run(
                    binary if run is ours else python, path, cap, scratch)
                row += [cpu, wall, verdict(claim, bounds, colouring, n, edges, chi)]
        print(line(row), flush=True)
        return row

    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        rows = list(pool.map(measure, names))
    load = open("/proc/loadavg").read().split()[:3]
    print(f"# load {' '.join(load)} at the end")
    print()
    print("| instance | n | edges | χ | ours (CPU s) | ours | CaDiCaL (CPU s) | CaDiCaL |")
    print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        print("| " + line(row).replace("  ", " | ", 7) + " |")
    for label, at in (("ours", 4), ("CaDiCaL", 7)):
        solved = [r for r in rows if r[at + 2] == "χ"]
        wrong = [r for r in rows if r[at + 2].startswith("wrong")]
        par2 = sum(r[at] if r[at + 2] == "χ" else 2 * cap for r in rows) / max(len(rows), 1)
        print(f"{label}: solved {len(solved)} of {len(rows)}, PAR-2 {par2:.2f} s"
              + (f", WRONG on {', '.join(r[0] for r in wrong)}" if wrong else ""))
    both = [r for r in rows if r[6] == "χ" and r[9] == "χ"]
    print(f"solved by both: {len(both)}; CPU s on those: ours {sum(r[4] for r in both):.1f}, "
          f"CaDiCaL {sum(r[7] for r in both):.1f}")


def line(row):
    """A row as fields separated by two spaces (the table splits on them)."""
    name, n, m, chi, t1, _, v1, t2, _, v2 = row
    return f"{name}  {n}  {m}  {chi}  {t1:.2f}  {v1}  {t2:.2f}  {v2}"


if __name__ == "__main__":
    main()
