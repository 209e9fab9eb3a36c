#!/usr/bin/env python3
"""Writes the giant-grid benchmark instances of scripts/bench_giant.sh.

  giant_grids.py empty N OUT.rf
      the empty N x N sudoku (N a square, at most 64: symbols 0-9, A-Z, a-z, @, #)
  giant_grids.py givens N SOLUTION PERCENT SEED OUT.rf
      the same with PERCENT% of the cells given from SOLUTION (a grid in
      rfsat's line format), after a seeded random symmetry of the grid
      (symbols relabelled; bands, rows in a band, stacks, columns in a stack
      permuted), so that the givens are not those of the grid rfsat finds
      first. Same arguments, same file (Python's random with a fixed seed).
"""
import math
import random
import sys

GLYPHS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@#"


def header(n):
    b = math.isqrt(n)
    if b * b != n or n > len(GLYPHS):
        sys.exit(f"giant_grids.py: {n} is not a square up to {len(GLYPHS)}")
    return [f"// The {n}x{n} sudoku ({b}x{b} boxes), scripts/giant_grids.py.",
            f"values = {GLYPHS[:n]}", "row_groups", "column_groups", f"box_groups({b},{b})"]


def shuffled(order, b, rng):
    """A permutation of 0..n-1 that keeps bands (blocks of b) together."""
    blocks = list(range(b))
    rng.shuffle(blocks)
    out = []
    for blk in blocks:
        inner = list(range(b))
        rng.shuffle(inner)
        out += [blk * b + i for i in inner]
    return out


def givens(n, solution, percent, seed):
    if len(solution) != n * n:
        sys.exit(f"giant_grids.py: the solution has {len(solution)} cells, not {n * n}")
    b = math.isqrt(n)
    rng = random.Random(seed)
    glyphs = GLYPHS[:n]
    relabel = list(glyphs)
    rng.shuffle(relabel)
    rows, cols = shuffled(n, b, rng), shuffled(n, b, rng)
    grid = [[relabel[glyphs.index(solution[rows[r] * n + cols[c]])] for c in range(n)] for r in range(n)]
    cells = rng.sample(range(n * n), round(n * n * percent / 100))
    return [f"set_cell({i + 1},{grid[i // n][i % n]})" for i in sorted(cells)]


def main(argv):
    if len(argv) == 4 and argv[1] == "empty":
        lines, out = header(int(argv[2])), argv[3]
    elif len(argv) == 7 and argv[1] == "givens":
        n = int(argv[2])
        lines = header(n) + givens(n, argv[3], float(argv[4]), int(argv[5]))
        out = argv[6]
    else:
        sys.exit(__doc__)
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(sys.argv)
