#!/usr/bin/env python3
"""Draws an f-puzzles puzzle the way SudokuPad's f-puzzles converter does,
for drawings_test.sh: `draw_like_sudokupad.py IN OUT [IN OUT ...]` reads
each f-puzzles JSON file IN and writes SudokuPad JSON to OUT, each rule as
the drawings of that converter's fixed style (a
thermometer: a grey round bulb underlay and a grey line 21 wide; a kropki
dot: a round overlay 0.3 wide on the edge; ...). Written for rfsat's tests
from the style of the converter as documented in docs/formats.md, not from
its code. A puzzle with a key this drawer does not draw, or no rule that is
drawn, gets no OUT (the test skips it); the exit status is then 3.
"""
import json
import math
import sys

DRAWN = {"size", "grid", "title", "author", "ruleset", "solution", "thermometer", "palindrome",
         "arrow", "ratio", "difference", "xv", "even", "odd", "littlekillersum", "sandwichsum",
         "diagonal+", "diagonal-", "betweenline", "minimum", "maximum", "quadruple", "killercage",
         "antiknight", "antiking", "nonconsecutive", "negative"}
DIRS = {"UR": (-1, 1), "UL": (-1, -1), "DR": (1, 1), "DL": (1, -1)}


def rc(name):
    r, c = name.upper()[1:].split("C")
    return int(r) - 1, int(c) - 1


def centre(name):
    r, c = rc(name)
    return [r + 0.5, c + 0.5]


def mean(names):
    pts = [centre(n) for n in names]
    return [sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)]


def box_shape(n):
    h = int(math.isqrt(n))
    if h * h == n:
        return h, h
    while h > 1 and n % h:
        h -= 1
    return h, n // h


def draw(fp):
    n = fp["size"]
    out = {"cells": [], "regions": [], "lines": [], "arrows": [], "overlays": [], "underlays": []}
    bh, bw = box_shape(n)
    regions = {}
    for r, row in enumerate(fp["grid"]):
        cells = []
        for c, cell in enumerate(row):
            cells.append({"value": cell["value"]} if cell.get("given") else {})
            region = cell.get("region", (r // bh) * bh + c // bw)
            if region is not None:  # null: in no region (the converter hides it)
                regions.setdefault(region, []).append([r, c])
        out["cells"].append(cells)
    out["regions"] = [regions[k] for k in sorted(regions)]
    add = lambda key, item: out[key].append(item)
    for part in fp.get("thermometer", []):
        for line in part["lines"]:
            pts = [centre(x) for x in line]
            add("underlays", {"borderColor": "#CFCFCF", "backgroundColor": "#CFCFCF", "center": pts[0],
                              "rounded": True, "width": 0.85, "height": 0.85})
            add("lines", {"color": "#CFCFCF", "thickness": 21, "wayPoints": pts})
    for part in fp.get("palindrome", []):
        for line in part["lines"]:
            add("lines", {"color": "#CFCFCF", "thickness": 16, "wayPoints": [centre(x) for x in line]})
    for part in fp.get("arrow", []):
        for line in part["lines"]:
            pts = [centre(x) for x in line]
            dr, dc = pts[1][0] - pts[0][0], pts[1][1] - pts[0][1]
            dist = math.hypot(dr, dc)
            pts[0][0] += round(100 * 0.4 * (dr > 0) - 100 * 0.4 * (dr < 0)) / 100 / dist
            pts[0][1] += round(100 * 0.4 * (dc > 0) - 100 * 0.4 * (dc < 0)) / 100 / dist
            add("arrows", {"color": "#a1a1a1", "headLength": 0.3, "thickness": 5, "wayPoints": pts})
        cells = [centre(x) for x in part["cells"]]
        rows = [p[0] for p in cells]
        cols = [p[1] for p in cells]
        if max(rows) == min(rows) or max(cols) == min(cols):
            add("overlays", {"borderColor": "#a1a1a1", "backgroundColor": "#ffffff",
                             "center": mean(part["cells"]), "fontSize": 16, "borderSize": 5,
                             "rounded": True, "text": "", "width": 0.83 + max(cols) - min(cols),
                             "height": 0.83 + max(rows) - min(rows)})
        else:
            add("lines", {"color": "#a1a1a1", "thickness": 45, "opacity": 0.7, "wayPoints": cells})
            add("lines", {"color": "#ffffff", "thickness": 35, "opacity": 0.8, "wayPoints": cells})
    for key, bg in (("ratio", "#000000"), ("difference", "#FFFFFF")):
        for part in fp.get(key, []):
            item = {"borderColor": "#000000", "backgroundColor": bg, "center": mean(part["cells"]),
                    "rounded": True, "width": 0.3, "height": 0.3, "text": ""}
            if part.get("value"):
                item["text"] = str(part["value"])
            add("overlays", item)
    for part in fp.get("xv", []):
        add("overlays", {"backgroundColor": "#FFFFFF", "borderColor": "#FFFFFF",
                         "center": mean(part["cells"]), "fontSize": 21, "rounded": False,
                         "width": 0.25, "height": 0.25, "text": part["value"]})
    for key, rounded in (("even", False), ("odd", True)):
        for part in fp.get(key, []):
            add("underlays", {"borderColor": "#CFCFCF", "backgroundColor": "#CFCFCF",
                              "center": centre(part["cell"]), "rounded": rounded,
                              "width": 0.7, "height": 0.7})
    for part in fp.get("littlekillersum", []):
        p = centre(part["cell"])
        d = DIRS[part["direction"]]
        add("arrows", {"color": "#000000", "thickness": 2,
                       "wayPoints": [[p[0] + 0.3 * d[0], p[1] + 0.3 * d[1]],
                                     [p[0] + 0.48 * d[0], p[1] + 0.48 * d[1]]]})
        add("overlays", {"backgroundColor": "#FFFFFF", "borderColor": "#FFFFFF", "center": p,
                         "fontSize": 28, "width": 0.25, "height": 0.25, "rounded": False,
                         "text": str(part.get("value", "_"))})
    for part in fp.get("sandwichsum", []):
        add("overlays", {"backgroundColor": "#FFFFFF", "borderColor": "#FFFFFF",
                         "center": centre(part["cell"]), "fontSize": 32, "rounded": False,
                         "width": 0.25, "height": 0.25, "text": str(part["value"])})
    if fp.get("diagonal+"):
        add("lines", {"color": "#34BBE6", "thickness": 2, "wayPoints": [[0, n], [n, 0]]})
    if fp.get("diagonal-"):
        add("lines", {"color": "#34BBE6", "thickness": 2, "wayPoints": [[0, 0], [n, n]]})
    for part in fp.get("betweenline", []):
        for line in part["lines"]:
            pts = [centre(x) for x in line]
            for end in (pts[0], pts[-1]):
                add("overlays", {"borderColor": "#CFCFCF", "backgroundColor": "#FFFFFF",
                                 "center": list(end), "fontSize": 16, "borderSize": 2,
                                 "rounded": True, "width": 0.8, "height": 0.8})
            for i, j in ((0, 1), (len(pts) - 1, len(pts) - 2)):
                dr, dc = pts[j][0] - pts[i][0], pts[j][1] - pts[i][1]
                dist = math.hypot(dr, dc)
                pts[i] = [pts[i][0] + round(4 * (dr > 0) - 4 * (dr < 0)) / 10 / dist,
                          pts[i][1] + round(4 * (dc > 0) - 4 * (dc < 0)) / 10 / dist]
            add("lines", {"color": "#CFCFCF", "thickness": 2, "wayPoints": pts})
    for key, inwards in (("minimum", True), ("maximum", False)):
        marked = {part["cell"].upper() for part in fp.get(key, [])}
        a, b = (0.44, 0.39) if inwards else (0.39, 0.44)
        for part in fp.get(key, []):
            p = centre(part["cell"])
            add("underlays", {"backgroundColor": "#ccc", "center": p, "rounded": False,
                              "width": 1, "height": 1})
            r, c = rc(part["cell"])
            for dy, dx in ((-1, 0), (0, 1), (1, 0), (0, -1)):
                nr, nc = r + dy, c + dx
                if not (0 <= nr < n and 0 <= nc < n) or f"R{nr + 1}C{nc + 1}" in marked:
                    continue
                add("lines", {"color": "#000000", "thickness": 1, "wayPoints": [
                    [p[0] + dy * a + 0.1 * dx, p[1] + dx * a + 0.1 * dy],
                    [p[0] + dy * b, p[1] + dx * b],
                    [p[0] + dy * a - 0.1 * dx, p[1] + dx * a - 0.1 * dy]]})
    for part in fp.get("quadruple", []):
        add("overlays", {"backgroundColor": "#FFFFFF", "borderColor": "#000000",
                         "center": mean(part["cells"]), "fontSize": 14, "rounded": True,
                         "width": 0.7, "height": 0.7,
                         "text": " ".join(str(v) for v in part["values"])})
    cages = []
    for cage in fp.get("killercage", []):
        item = {"unique": True, "cells": [list(rc(x)) for x in cage["cells"]]}
        if cage.get("value") not in (None, ""):
            item["value"] = cage["value"]
            item["sum"] = int(cage["value"])
        cages.append(item)
    if cages:
        out["cages"] = cages
    glob = [g for g in ("antiknight", "antiking", "nonconsecutive") if fp.get(g)]
    glob += ["anti" + neg for neg in fp.get("negative", [])]
    if glob:
        out["global"] = glob
    return {k: v for k, v in out.items() if v != []}


def convert(fp):
    """The drawn puzzle, or the reason this drawer skips it."""
    extra = sorted(k for k in fp if k not in DRAWN)
    extra += sorted({k for row in fp["grid"] for cell in row for k in cell
                     if k not in ("value", "given", "region")})
    if extra:
        return None, "not drawn: " + ", ".join(extra)
    if not any(k in fp for k in DRAWN - {"size", "grid", "title", "author", "ruleset", "solution",
                                         "killercage", "antiknight", "antiking"}):
        return None, "nothing is drawn: no rule of this puzzle is a drawing"
    return draw(fp), None


def main():
    # One process for every file (a Python start is slow on some machines).
    status = 0
    args = sys.argv[1:]
    for source, target in zip(args[::2], args[1::2]):
        with open(source) as f:
            drawn, why = convert(json.load(f))
        if drawn is None:
            print(f"{source}: {why}", file=sys.stderr)
            status = 3
            continue
        with open(target, "w") as f:
            json.dump(drawn, f)
    sys.exit(status)


main()
