"""The GIL is released while solving: threads solve side by side, and Ctrl-C
stops a long solve."""
import os
import signal
import threading
import time

import pytest

from conftest import is_killer_solution, killer_text, rfsat


def test_two_threads_solve_at_once():
    p = rfsat.load(killer_text())
    results = [None, None]

    def solve(i):
        results[i] = p.solve()

    threads = [threading.Thread(target=solve, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not any(t.is_alive() for t in threads)
    for r in results:
        assert r.verdict == "unique" and is_killer_solution(r.solutions[0])


def test_another_thread_runs_while_solving():
    # While one thread is in a long solve, the main thread keeps running
    # Python code: the solve holds no GIL.
    p = rfsat.load("." * 81)
    done = threading.Event()
    worker = threading.Thread(
        target=lambda: (pytest.raises(rfsat.LimitReached, p.solve, count=10**6, time_limit=0.5),
                        done.set()))
    worker.start()
    ticks = 0
    while not done.is_set():
        ticks += 1
        time.sleep(0.01)
    worker.join()
    assert ticks > 10


def interrupted_after(seconds, work):
    """Runs work() with a SIGINT sent to this process after `seconds`: the
    KeyboardInterrupt it raised, and how long it took."""
    timer = threading.Timer(seconds, os.kill, (os.getpid(), signal.SIGINT))
    start = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            work()
    finally:
        timer.cancel()
    return time.monotonic() - start


main_thread_only = pytest.mark.skipif(threading.current_thread() is not threading.main_thread(),
                                      reason="signals reach the main thread only")


@main_thread_only
def test_ctrl_c_interrupts_a_long_solve():
    p = rfsat.load("." * 81)  # counting an empty grid's solutions does not end soon
    assert interrupted_after(0.3, lambda: p.solve(count=10**6)) < 5
    assert interrupted_after(0.3, lambda: p.solve(count=10**6, jobs=2)) < 5
    # The module still works afterwards.
    assert p.solve(count=1).count == 1


@main_thread_only
def test_ctrl_c_interrupts_explain():
    # AI Escargot (Arto Inkala, 2006): its explanation takes over a second
    # (contradiction steps), the Ctrl-C comes after a tenth.
    p = rfsat.load("1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..")
    assert interrupted_after(0.1, p.explain) < 5
