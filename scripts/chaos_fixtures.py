#!/usr/bin/env python3
# The .expect files of puzzles/chaos/ computed without rfsat: every 4x4
# Latin square of 1234 times every partition of the grid into four
# connected tetrominoes (labelled in reading order of first appearance),
# kept when each region holds 1234 and every clue holds (chaos_count: how
# many listed cells share the first one's region; chaos_arrow: the shared
# start plus each arm's run in its region). Prints each fixture's count and
# solution line (digits, then region labels 1..4) as its .expect has them.
# About 15 s; not run by CI.
#
#   python3 scripts/chaos_fixtures.py
import itertools, random, sys
N = 4
cells = [(r, c) for r in range(N) for c in range(N)]

def latin():
    out = []
    for rows in itertools.product(itertools.permutations(range(1, 5)), repeat=4):
        if all(len({rows[r][c] for r in range(4)}) == 4 for c in range(4)):
            out.append(sum(rows, ()))
    return out

def connected(lab, L):
    mem = [k for k in range(16) if lab[k] == L]
    seen = {mem[0]}; st = [mem[0]]
    while st:
        k = st.pop(); r, c = divmod(k, 4)
        for dr, dc in ((1,0),(-1,0),(0,1),(0,-1)):
            rr, cc = r+dr, c+dc
            q = rr*4+cc
            if 0 <= rr < 4 and 0 <= cc < 4 and q not in seen and lab[q] == L:
                seen.add(q); st.append(q)
    return len(seen) == len(mem)

def partitions():
    out = []
    def rec(k, lab, used, size):
        if k == 16:
            if all(connected(lab, L) for L in range(4)): out.append(tuple(lab))
            return
        for L in range(min(used + 1, 4)):
            if size[L] == 4: continue
            lab.append(L); size[L] += 1
            rec(k+1, lab, max(used, L+1), size)
            lab.pop(); size[L] -= 1
    rec(0, [], 0, [0]*4)
    return out

def count_clue(lab, cells_):  # cells_: 0-based grid cells, first included
    return sum(1 for k in cells_ if lab[k] == lab[cells_[0]])

def arrow_clue(lab, arms):
    start = arms[0][0]; n = 1
    for arm in arms:
        for k in arm[1:]:
            if lab[k] != lab[start]: break
            n += 1
    return n

LS, PS = latin(), partitions()
assert len(LS) == 576 and len(PS) == 117
pairs = [(g, p) for g in LS for p in PS
         if all(len({g[k] for k in range(16) if p[k] == L}) == 4 for L in range(4))]
print("pairs", len(pairs), file=sys.stderr)

def solutions(givens, counts, arrows):
    out = []
    for g, p in pairs:
        if any(g[k] != v for k, v in givens): continue
        if any(g[c] != count_clue(p, cs) for c, cs in counts): continue
        if any(g[c] != arrow_clue(p, arms) for c, arms in arrows): continue
        out.append((g, p))
    return out

def line(sol):
    g, p = sol
    return "".join(map(str, g)) + "".join(str(L + 1) for L in p)

def arms_of(k):  # chaos_arrow(control): the four directions, left, right, up, down
    r, c = divmod(k, 4); out = []
    for dr, dc in ((0, -1), (0, 1), (-1, 0), (1, 0)):
        arm = [k]; rr, cc = r + dr, c + dc
        while 0 <= rr < 4 and 0 <= cc < 4: arm.append(rr * 4 + cc); rr += dr; cc += dc
        out.append(arm)
    return out

# (givens, counts, arrows) with 0-based cells, as the fixtures write them.
FIXTURES = {
    "chaos_arrow_4x4": ([(0, 2), (13, 3), (3, 4), (8, 1)], [],
                        [(6, arms_of(6)), (2, arms_of(2)), (12, arms_of(12))]),
    "chaos_count_4x4": ([], [(5, [0, 1, 4, 5]), (7, [4, 0, 1, 5, 8, 9]), (7, [1, 5, 9, 13]),
                             (13, [1, 0, 2, 3]), (14, [10, 2, 6, 14]), (8, [2, 0, 1, 3])], []),
}

if __name__ == "__main__":
    for name, spec in FIXTURES.items():
        s = solutions(*spec)
        print(name)
        print("count:", len(s))
        for x in s[:2]: print("solution:", line(x))
