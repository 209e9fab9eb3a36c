#!/usr/bin/env python3
"""Builds a puzzle with a unique solution from a rule file without givens,
using rfsat itself:

  1. a random solution: add random givens (kept only while the puzzle stays
     solvable) and take rfsat's first solution;
  2. all of its cells as givens, then, in random order, drop each given whose
     removal keeps the solution count at 1 (`rfsat solve --count 2`).

  scripts/make_puzzle.py LAYOUT.rf OUT.rf [--seed N] [--min-givens N] [--rfsat build/rfsat]

--min-givens stops the removal once that many givens are left (published
Samurai keep about 100-120 of 369 cells; far fewer makes the puzzle slow for
the naive backtracking counter the tests cross-check it with).

Writes OUT.rf (the layout's lines, then the givens) and OUT.expect
("count: 1" and the solution line). Deterministic for a given seed and rfsat.
"""
import argparse
import json
import random
import os
import subprocess
import sys
import tempfile


def solve(rfsat, text, count):
    with tempfile.NamedTemporaryFile("w", suffix=".rf", delete=False) as f:
        f.write(text)
    try:
        r = subprocess.run([rfsat, "solve", f.name, "--count", str(count), "--format", "json"],
                           capture_output=True, text=True)
    finally:
        os.unlink(f.name)
    if r.returncode != 0:
        sys.exit("rfsat failed: " + r.stderr)
    return json.loads(r.stdout)


def with_givens(layout, givens):
    return layout + "".join(f"set_cell({c},{s})\n" for c, s in sorted(givens.items()))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("layout")
    ap.add_argument("out")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rfsat", default="build/rfsat")
    ap.add_argument("--random-givens", type=int, default=12)
    ap.add_argument("--min-givens", type=int, default=0)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    layout = open(args.layout).read()
    if not layout.endswith("\n"):
        layout += "\n"

    first = solve(args.rfsat, layout, 1)["solutions"][0]
    cells = [i + 1 for i, ch in enumerate(first) if ch != "."]
    symbols = sorted(set(first) - {"."})
    givens = {}
    for _ in range(args.random_givens * 4):
        if len(givens) >= args.random_givens:
            break
        c = rng.choice(cells)
        if c in givens:
            continue
        givens[c] = rng.choice(symbols)
        if solve(args.rfsat, with_givens(layout, givens), 1)["count"] == 0:
            del givens[c]
    solution = solve(args.rfsat, with_givens(layout, givens), 1)["solutions"][0]

    givens = {c: solution[c - 1] for c in cells}
    order = cells[:]
    rng.shuffle(order)
    for c in order:
        if len(givens) <= args.min_givens:
            break
        s = givens.pop(c)
        if solve(args.rfsat, with_givens(layout, givens), 2)["count"] != 1:
            givens[c] = s
    result = solve(args.rfsat, with_givens(layout, givens), 2)
    assert result["count"] == 1 and result["solutions"][0] == solution

    with open(args.out, "w") as f:
        f.write(with_givens(layout, givens))
    expect = args.out[:-3] + ".expect" if args.out.endswith(".rf") else args.out + ".expect"
    with open(expect, "w") as f:
        f.write(f"count: 1\nsolution: {solution}\n")
    print(f"{args.out}: {len(givens)} givens of {len(cells)} cells", file=sys.stderr)


if __name__ == "__main__":
    main()
