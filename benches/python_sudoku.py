#!/usr/bin/env python3
"""9×9 solving from Python, puzzles per second, sudograph.solve beside Python's Sudoku
packages, one thread, the same puzzles, each solver's answers checked by sudograph.check
after its timing.

  python benches/python_sudoku.py PUZZLES.txt [COUNT]

PUZZLES.txt holds one 81-character puzzle a line ('#' comments); the first COUNT (default:
all) are solved by the packages built from Rust, and a sample of the first ones by the
pure-Python ones (py-sudoku the first 100, fast-sudoku-solver the first 1,000), which take
milliseconds to seconds a puzzle. A package that does not answer the first puzzle within
TRIAL seconds (tried in a child process) or fails on it gets a row saying so. Setup: a virtual environment with `pip install ./python
py-sudoku fast-sudoku-solver lib-sudoku rustoku sudoku-solver-rs`.
"""
import multiprocessing
import sys
import time
from importlib import metadata

import sudograph


def lines(path, count):
    found = []
    for line in open(path):
        line = line.strip()
        if line and not line.startswith("#"):
            found.append(line.split()[0][:81])
            if len(found) == count:
                break
    return found


def digits(puzzle):
    return [0 if c in ".0" else int(c) for c in puzzle]


def ours(puzzle):
    return str(sudograph.solve(puzzle))


def py_sudoku(puzzle):
    from sudoku import Sudoku

    cells = digits(puzzle)
    board = [[cells[r * 9 + c] or None for c in range(9)] for r in range(9)]
    solved = Sudoku(3, 3, board=board).solve()
    return "".join(str(solved.board[r][c]) for r in range(9) for c in range(9))


def lib_sudoku(puzzle):
    import lib_sudoku

    return "".join(str(d) for d in lib_sudoku.solve(bytearray(digits(puzzle))))


def rustoku(puzzle):
    import rustoku

    return rustoku.solve(puzzle)


def sudoku_solver_rs(puzzle):
    import sudoku_solver_rs

    return sudoku_solver_rs.from_str_line(puzzle)


def fast_sudoku_solver(puzzle):
    from fast_sudoku_solver.sudoku_solver import SudokuSolver

    return SudokuSolver.solve(puzzle.replace(".", "0"))


# Seconds a package has to answer the first puzzle, in a child process: some never do.
TRIAL = 30


def trial(solve, puzzle):
    """None when solve answers puzzle within TRIAL seconds, else what went wrong."""
    child = multiprocessing.Process(target=solve, args=(puzzle,))
    child.start()
    child.join(TRIAL)
    if child.is_alive():
        child.terminate()
        child.join()
        return f"no answer to the first puzzle in {TRIAL} s"
    if child.exitcode != 0:
        try:
            solve(puzzle)
        except Exception as error:
            return f"fails: {type(error).__name__}: {error}"
        return f"fails (exit code {child.exitcode})"
    return None


def main(path, count=None):
    puzzles = lines(path, int(count) if count else None)
    print(f"{len(puzzles)} puzzles of {path}, one thread")
    print("| solver | version | puzzles | puzzles/s | all correct |")
    print("|---|---|---|---|---|")
    for name, package, solve, most in [
        ("sudograph.solve", "sudograph", ours, None),
        ("rustoku.solve", "rustoku", rustoku, None),
        ("sudoku_solver_rs.from_str_line", "sudoku-solver-rs", sudoku_solver_rs, None),
        ("lib_sudoku.solve", "lib-sudoku", lib_sudoku, None),
        ("fast_sudoku_solver", "fast-sudoku-solver", fast_sudoku_solver, 1000),
        ("py-sudoku's Sudoku.solve", "py-sudoku", py_sudoku, 100),
    ]:
        batch = puzzles[:most]
        try:
            version = metadata.version(package)
        except metadata.PackageNotFoundError:
            print(f"| {name} | not installed | | | |")
            continue
        wrong = trial(solve, batch[0])
        if wrong:
            print(f"| {name} | {version} | {wrong} | | |", flush=True)
            continue
        start = time.perf_counter()
        answers = [solve(p) for p in batch]
        seconds = time.perf_counter() - start
        correct = all(
            a and len(a) == 81 and not sudograph.check(a, p) for a, p in zip(answers, batch)
        )
        rate = len(batch) / seconds
        shown = f"{rate:,.0f}" if rate >= 10 else f"{rate:.2f}"
        print(f"| {name} | {version} | {len(batch)} | {shown} | {correct} |", flush=True)


if __name__ == "__main__":
    main(*sys.argv[1:])
