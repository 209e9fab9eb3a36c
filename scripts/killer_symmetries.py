#!/usr/bin/env python3
"""Writes equivalent copies of killer, little-killer and renban puzzles, for
benchmarks that should not hang on one lucky or unlucky layout.

A CDCL search is chaotic: the same puzzle with its rows or columns permuted
is the same problem, yet its solve time can move by a factor of two, because
the variable numbering and so the whole search path changes. Timing a few
fixed files therefore measures their luck as much as the solver. This script
applies sudoku symmetries that keep a puzzle's meaning and writes each copy,
with its solution moved the same way, so that scripts/bench_variants.sh can
time and check them:

  scripts/killer_symmetries.py OUT_DIR COPIES PUZZLE.rf... [--seed N]
  scripts/killer_symmetries.py /tmp/mm 4 ../shared/data/iss-hard-rf/MATHEMAGIC_KILLERS/{5,7,9,12,13}.rf
  JOBS=2 scripts/bench_variants.sh /tmp/mm

The symmetries:
  - cages, givens and pencilmarks only: bands and stacks permuted, rows
    within a band and columns within a stack permuted, the grid transposed
    when boxes are square;
  - with a line (`little_killer`, `renban_line`, `thermo`) or `anti_king`,
    `anti_knight`: only the symmetries of the square (reflections, half
    turn; quarter turns and transposes when boxes are square), which keep
    diagonals diagonal and neighbours neighbours;
  - and, when `values` is 1..n, the digits reflected (v -> n + 1 - v) in
    half of the copies: a sum of k cells s becomes k(n + 1) - s, a given d
    becomes n + 1 - d (so do pencilmarks, `set_values`), a renban stays a
    renban, a thermo runs the other way.
Copy k of DIR/NAME.rf is OUT_DIR/DIR-NAME_k.rf (and DIR-NAME_k.sol when
NAME.sol, one line of symbols in cell order, exists). Only rule files made of
`values`, `rows`, `columns`, `row_groups`, `column_groups`,
`box_groups(a,b)`, `sum` cages, `little_killer`, `renban_line`, `thermo`,
`anti_king`, `anti_knight`, `set_cell`, `set_values` and comments are
accepted; anything else is refused with its line.
Deterministic for a given seed.
"""
import argparse
import os
import random
import re
import sys

SIZE_LINE = re.compile(r"^\s*(values|rows|columns)\s*=\s*(\S+)\s*$")
GROUP_LINE = re.compile(r"^\s*(row_groups|column_groups)\s*$")
BOX_LINE = re.compile(r"^\s*box_groups\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)\s*$")
SUM_LINE = re.compile(r"^\s*sum\s*\(([-\d,\s]+)\)\s*$")
FLAG_LINE = re.compile(r"^\s*(anti_king|anti_knight)\s*$")
RULE_LINE = re.compile(r"^\s*(little_killer|renban_line|thermo|set_cell|set_values)\s*\(([-\d,\s]+)\)\s*$")


def fail(where, message):
    sys.exit(f"killer_symmetries: {where}: {message}")


def read_puzzle(path):
    """(lines, rows, columns, box height, box width, has a line, values) of a rule file."""
    lines = open(path, encoding="utf-8").read().splitlines()
    size = {}
    box = None
    has_line = False
    for number, line in enumerate(lines, 1):
        body = line.split("//")[0]
        if not body.strip() or GROUP_LINE.match(body) or SUM_LINE.match(body):
            continue
        if m := RULE_LINE.match(body):
            has_line = has_line or not m.group(1).startswith("set_")
            continue
        if FLAG_LINE.match(body):
            has_line = True  # king and knight moves survive only the square's symmetries
            continue
        if m := SIZE_LINE.match(body):
            size[m.group(1)] = m.group(2)
        elif m := BOX_LINE.match(body):
            box = (int(m.group(1)), int(m.group(2)))
        else:
            fail(f"{path}:{number}", f"unsupported line (only groups, sum cages, little killers, renban lines, thermos, anti-king/knight, givens and pencilmarks): {line.strip()}")
    if box is None:
        fail(path, "needs box_groups(a,b)")
    side = len(size.get("values", ""))  # without rows/columns the grid is square
    rows, cols = int(size.get("rows", side)), int(size.get("columns", side))
    if rows == 0 or cols == 0:
        fail(path, "needs values, or rows and columns")
    if rows % box[0] or cols % box[1]:
        fail(path, "box_groups does not tile the grid")
    return lines, rows, cols, box[0], box[1], has_line, size.get("values", "")


def permutation(rng, count, block):
    """Blocks of `block` indices permuted, and the indices inside each block."""
    blocks = rng.sample(range(count // block), count // block)
    return [b * block + i for b in blocks for i in rng.sample(range(block), block)]


def cell_map(rng, rows, cols, box_h, box_w):
    """new_of[old cell] (0-based, row-major) for one random symmetry."""
    row_of = permutation(rng, rows, box_h)  # new row r shows old row row_of[r]
    col_of = permutation(rng, cols, box_w)
    transpose = rows == cols and box_h == box_w and rng.random() < 0.5
    new_of = [0] * (rows * cols)
    for r in range(rows):
        for c in range(cols):
            old_r, old_c = (col_of[c], row_of[r]) if transpose else (row_of[r], col_of[c])
            new_of[old_r * cols + old_c] = r * cols + c
    return new_of


def square_map(rng, rows, cols, box_h, box_w):
    """new_of[old cell] for a random symmetry of the square (or rectangle):
    each axis maybe reflected, then maybe transposed (square boxes only)."""
    flip_r, flip_c = rng.random() < 0.5, rng.random() < 0.5
    transpose = rows == cols and box_h == box_w and rng.random() < 0.5
    new_of = [0] * (rows * cols)
    for r in range(rows):
        for c in range(cols):
            nr, nc = (rows - 1 - r if flip_r else r), (cols - 1 - c if flip_c else c)
            if transpose:
                nr, nc = nc, nr
            new_of[r * cols + c] = nr * cols + nc
    return new_of


def reflectable(values):
    """n when `values` is the digits 1..n (n <= 9), else 0."""
    return len(values) if values and values == "123456789"[: len(values)] else 0


def diagonal_length(a, b, cols):
    """Cells of the diagonal from cell a to cell b (1-based, row-major)."""
    return abs((a - 1) // cols - (b - 1) // cols) + 1


def moved_line(line, new_of, cols, reflect):
    """The line with its cells moved, and with sums and givens reflected when
    `reflect` (n: digits v -> n + 1 - v; 0: not)."""
    body, sep, comment = line.partition("//")
    cell = lambda c: str(new_of[c - 1] + 1)
    if m := SUM_LINE.match(body):
        target, *cells = [int(x) for x in m.group(1).split(",")]
        if reflect:
            target = len(cells) * (reflect + 1) - target
        moved = f"sum({target}, " + ", ".join(cell(c) for c in cells) + ")"
    elif m := RULE_LINE.match(body):
        kind, args = m.group(1), [int(x) for x in m.group(2).split(",")]
        if kind == "little_killer":
            total, a, b = args
            if reflect:
                total = diagonal_length(a, b, cols) * (reflect + 1) - total
            moved = f"little_killer({total}, {cell(a)}, {cell(b)})"
        elif kind in ("set_cell", "set_values"):
            c, *ds = args
            ds = sorted(reflect + 1 - d for d in ds) if reflect else ds
            moved = f"{kind}({cell(c)}, " + ", ".join(str(d) for d in ds) + ")"
        elif kind == "thermo":  # reflected digits run the other way
            moved = "thermo(" + ", ".join(cell(c) for c in (args[::-1] if reflect else args)) + ")"
        else:
            moved = "renban_line(" + ", ".join(cell(c) for c in args) + ")"
    else:
        return line
    return moved + (" " + sep + comment if sep else "")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out_dir")
    ap.add_argument("copies", type=int)
    ap.add_argument("puzzles", nargs="+")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    for path in args.puzzles:
        lines, rows, cols, box_h, box_w, has_line, values = read_puzzle(path)
        folder = os.path.basename(os.path.dirname(os.path.abspath(path)))
        name = folder + "-" + os.path.splitext(os.path.basename(path))[0]
        sol_path = os.path.splitext(path)[0] + ".sol"
        solution = open(sol_path).read().strip() if os.path.exists(sol_path) else None
        if solution is not None and len(solution) != rows * cols:
            fail(sol_path, f"expected {rows * cols} symbols, found {len(solution)}")
        for k in range(args.copies):
            rng = random.Random(f"{args.seed}/{name}/{k}")
            pick = square_map if has_line else cell_map
            new_of = pick(rng, rows, cols, box_h, box_w)
            n = reflectable(values)
            reflect = n if n and rng.random() < 0.5 else 0
            stem = os.path.join(args.out_dir, f"{name}_{k}")
            with open(stem + ".rf", "w", encoding="utf-8") as out:
                out.write("\n".join(moved_line(line, new_of, cols, reflect) for line in lines) + "\n")
            if solution is not None:
                moved = [""] * len(solution)
                for old, new in enumerate(new_of):
                    moved[new] = str(reflect + 1 - int(solution[old])) if reflect else solution[old]
                with open(stem + ".sol", "w") as out:
                    out.write("".join(moved) + "\n")


if __name__ == "__main__":
    main()
