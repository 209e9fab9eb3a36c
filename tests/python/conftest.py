"""Shared puzzles and checks for the rfsat Python module's tests.

The puzzles are written out here (the module is tested without the shared
reference data); every solution is checked against the rules themselves,
not only compared with a pasted string.
"""
import pytest

rfsat = pytest.importorskip("rfsat")

# A classic with one solution (puzzles/classic/vanilla_9x9.rf's givens).
UNIQUE_LINE = ".........376..9.2....54....4.2.3..816.............47.9...9.....94.....3.8......16"
UNIQUE_SOLUTION = (
    "254367198376189425189542673492736581617895342538214769763921854941658237825473916")


def rule_file(givens, extra=""):
    """A classic as a rule file: its givens as set_cell lines."""
    lines = ["values = 123456789", "row_groups", "column_groups", "box_groups(3, 3)"]
    lines += [f"set_cell({i + 1},{c})" for i, c in enumerate(givens) if c != "."]
    return "\n".join(lines) + "\n" + extra


def houses():
    """The 27 houses of a 9x9 classic, as lists of cell indices."""
    rows = [[r * 9 + c for c in range(9)] for r in range(9)]
    cols = [[r * 9 + c for r in range(9)] for c in range(9)]
    boxes = [[(br * 3 + r) * 9 + bc * 3 + c for r in range(3) for c in range(3)]
             for br in range(3) for bc in range(3)]
    return rows + cols + boxes


def is_classic_solution(grid, givens=None):
    """Every house holds 1-9 once, and the givens are kept."""
    assert len(grid) == 81, grid
    if any(sorted(grid[i] for i in h) != list("123456789") for h in houses()):
        return False
    return givens is None or all(g in (".", "0", s) for g, s in zip(givens, grid))


# The killer of docs/rf-language.md: cages as (total, cells numbered from 1).
KILLER_CAGES = [
    (11, [33, 42]), (10, [1, 2, 10]), (24, [35, 36, 44, 45, 54]), (21, [25, 26, 34, 43]),
    (24, [40, 41, 50, 51, 59]), (27, [5, 6, 7, 15, 16]), (16, [21, 22, 30]),
    (14, [61, 70, 71, 80]), (24, [8, 9, 17, 18]), (17, [20, 29]), (17, [39, 48, 49]),
    (22, [62, 63, 72, 81]), (14, [11, 12, 13]), (15, [14, 23, 32]), (19, [77, 78, 79]),
    (19, [65, 73, 74, 75]), (21, [46, 55, 64]), (2, [24]), (13, [52, 53]), (20, [58, 67, 68]),
    (3, [27]), (11, [19, 28, 37]), (10, [56, 57, 66]), (7, [3, 4]), (9, [60, 69]), (4, [38, 47]),
    (4, [76]), (7, [31])]
KILLER_GIVENS = {26: 6, 44: 4}


def killer_text():
    lines = ["values = 123456789", "row_groups", "column_groups", "box_groups(3, 3)"]
    lines += [f"sum({t}, {', '.join(map(str, cells))})" for t, cells in KILLER_CAGES]
    lines += [f"set_cell({c},{v})" for c, v in KILLER_GIVENS.items()]
    return "\n".join(lines) + "\n"


def is_killer_solution(grid):
    if not is_classic_solution(grid):
        return False
    for total, cells in KILLER_CAGES:
        digits = [int(grid[c - 1]) for c in cells]
        if sum(digits) != total or len(set(digits)) != len(digits):
            return False
    return all(int(grid[c - 1]) == v for c, v in KILLER_GIVENS.items())


def two_solution_line(solution):
    """The solved grid with an unavoidable rectangle emptied: a, b / b, a in
    two rows and two columns that span exactly two boxes, which the two
    grids fill either way while nothing else can change: exactly two
    solutions."""
    g = [solution[r * 9:r * 9 + 9] for r in range(9)]
    for r1 in range(9):
        for r2 in range(r1 + 1, 9):
            for c1 in range(9):
                for c2 in range(c1 + 1, 9):
                    two_boxes = (r1 // 3 == r2 // 3) != (c1 // 3 == c2 // 3)
                    if two_boxes and g[r1][c1] == g[r2][c2] and g[r1][c2] == g[r2][c1]:
                        cells = {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2}
                        return "".join("." if i in cells else ch
                                       for i, ch in enumerate(solution)), cells
    raise AssertionError("no unavoidable rectangle in this grid")
