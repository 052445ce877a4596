"""A long search stops on Ctrl-C (SIGINT) with KeyboardInterrupt, and searches release the
GIL so that other Python threads run meanwhile."""

import os
import signal
import threading
import time

import pytest

import sudograph
from conftest import read_dimacs

# myciel6 has no 6-colouring, and proving it takes the engines minutes.
MYCIEL6 = read_dimacs("myciel6")


@pytest.fixture(autouse=True)
def ctrl_c_raises():
    """Ctrl-C raises KeyboardInterrupt even where the runner was started with SIGINT
    ignored (a background job of a shell), as Python then installs no handler of its own."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


def interrupt_after(seconds):
    timer = threading.Timer(seconds, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    return timer


@pytest.mark.parametrize(
    "search",
    [
        lambda: sudograph.colour(MYCIEL6, 6),
        lambda: sudograph.chromatic_number(MYCIEL6),
        lambda: sudograph.colour(MYCIEL6),
        # Without Ctrl-C: minutes, a 25×25 puzzle's 625 clues each tried by a search.
        lambda: sudograph.generate(25),
        # Past 9×9 the grader's chains do not run: no extreme puzzle in 10,000 attempts.
        lambda: sudograph.generate(16, level="extreme"),
    ],
    ids=["colour-k", "chromatic", "colour-min", "generate", "generate-level"],
)
def test_sigint_stops_a_long_search(search):
    timer = interrupt_after(0.5)
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        search()
    stopped = time.monotonic() - start
    timer.join()
    print(f"stopped {stopped - 0.5:.3f} s after SIGINT")
    # Measured around 0.02 s; the bound only catches a search that ran on.
    assert stopped < 0.5 + 5


def test_searches_release_the_gil():
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.005)

    ticker = threading.Thread(target=tick)
    ticker.start()
    with pytest.raises(sudograph.GaveUp):
        sudograph.colour(MYCIEL6, 6, timeout=0.5)
    stop.set()
    ticker.join()
    # Held GIL: the ticker would not run at all during the search.
    assert len(ticks) > 20
