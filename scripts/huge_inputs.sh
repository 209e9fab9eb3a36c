#!/usr/bin/env bash
# Huge but legal inputs (issue 30), generated here (never committed) and run
# through ./build/rfsat under /usr/bin/time -v: a 1,000,000-line collection,
# a 250,000-cell grid, a 100 MB f-puzzles JSON file, a 20 MB rule file of
# cages, 20 MB of ISS thermos, a pigeonhole search (13 cells, 12 values) under --memory-limit,
# grids of 25-cell product and sum cages and of 4-cell sums (495x495,
# 498x498: pruning, minimize, generate and dimacs under the limits),
# a rule file with a 10 MB line and a collection with a 10 MB line; the large ones also
# under --time-limit 1 (loading is interrupted). Prints one row per input:
# its size, rfsat's peak resident memory, the wall time, the exit code and
# the first line of stderr (the summary or the message), else the verdict. docs/limits.md keeps
# the measured table.
#
#   scripts/huge_inputs.sh [WORKDIR]     # default: a temporary directory, removed after
set -euo pipefail
cd "$(dirname "$0")/.."
exe=$PWD/build/rfsat
[ -x "$exe" ] || { echo "huge_inputs.sh: build rfsat first (scripts/build.sh)" >&2; exit 2; }
work=${1:-$(mktemp -d)}
[ $# -gt 0 ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work"

python3 - "$work" <<'PY'
import json, random, sys
work = sys.argv[1]
rng = random.Random(30)
seed = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
with open(f"{work}/collection-1M.sdm", "w") as f:
    for _ in range(1_000_000):
        perm = list("123456789"); rng.shuffle(perm)
        f.write("".join(perm[int(c) - 1] if c != "." else "0" for c in seed) + "\n")
with open(f"{work}/grid-250k.rf", "w") as f:
    f.write("values = 123456789\ncolumns = 500\nrows = 500\nanti_king\nset_cell(1, 1)\n")
with open(f"{work}/taxicab-250k.rf", "w") as f:  # 22 million pairs from 56 bytes
    f.write("values = 123456789\ncolumns = 500\nrows = 500\nanti_taxicab\n")
with open(f"{work}/json-100MB.json", "w") as f:
    f.write('{"size": 9, "grid": ' + json.dumps([[{} for _ in range(9)] for _ in range(9)]) + ', "line": [')
    item = json.dumps({"lines": [["R1C1", "R2C2", "R3C3", "R4C4"]], "outlineC": "#000000", "width": 0.5})
    n = 100 * 1024 * 1024 // (len(item) + 2)
    f.write(", ".join([item] * n) + "]}\n")
with open(f"{work}/cages-20MB.rf", "w") as f:
    f.write("values = 123456789\nrow_groups\ncolumn_groups\nbox_groups(3, 3)\n")
    f.write("cage(1, 2, 5)\n" * (20 * 1024 * 1024 // 14))
with open(f"{work}/iss-20MB.txt", "w") as f:
    item = ".Thermo~R1C1~R1C2~R1C3"
    f.write(".Shape~9x9" + item * (20 * 1024 * 1024 // len(item)) + "\n")
with open(f"{work}/pigeonhole.rf", "w") as f:  # 13 cells pairwise different, 12 values
    f.write("values = 123456789ABC\ncolumns = 13\nrows = 1\nanti_queen\n")
# Large cages over a known filling (box_groups(3, 3), value 3*(r%3)+(c%3)+1):
# 25-cell products and sums on a 495x495 grid (pruning's clock), 4-cell sums
# on a 498x498 (the derived sums' regions, dimacs's memory).
def tiled(path, n, k, op):
    with open(path, "w") as f:
        f.write(f"values = 123456789\nrows = {n}\ncolumns = {n}\nbox_groups(3, 3)\n")
        for r in range(0, n, k):
            for c in range(0, n, k):
                cells = [(a, b) for a in range(r, r + k) for b in range(c, c + k)]
                vals = [3 * (a % 3) + (b % 3) + 1 for a, b in cells]
                total = 1
                for v in vals:
                    total *= v
                target = total if op == "product" else sum(vals)
                f.write(f"{op}({target}, " + ", ".join(str(a * n + b + 1) for a, b in cells) + ")\n")
tiled(f"{work}/products-495.rf", 495, 5, "product")
tiled(f"{work}/sums-495.rf", 495, 5, "sum")
tiled(f"{work}/killer-498.rf", 498, 2, "sum")
with open(f"{work}/line-10MB.rf", "w") as f:
    f.write("values = 123456789\nrow_groups\ncolumn_groups\nbox_groups(3, 3)\n// " + "x" * (10 * 1024 * 1024) + "\n")
with open(f"{work}/line-10MB.sdm", "w") as f:
    f.write(seed + "\n" + "1" * (10 * 1024 * 1024) + "\n" + seed + "\n")
PY

run() {  # NAME ARGS...
  local name=$1
  shift
  local log=$work/$name.time
  set +e
  /usr/bin/time -v -o "$log" "$exe" "$@" >"$work/$name.out" 2>"$work/$name.err"
  local code=$?
  set -e
  local rss wall
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$log")
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$log")
  local said
  said=$(head -c 150 "$work/$name.err" | head -1)
  [ -n "$said" ] || said=$(tail -c 200 "$work/$name.out" | tail -1)
  printf '| %s | %s | %s MB | %s | %s | %s |\n' "$name" "$(du -h "$work/$2" 2>/dev/null | cut -f1)" \
    "$((rss / 1024))" "$wall" "$code" "$said"
}

cd "$work"
echo "| input | size | peak memory | time | exit | message or verdict |"
echo "|---|---|---|---|---|---|"
run collection-1M check collection-1M.sdm
run grid-250k solve grid-250k.rf --count 1 --format line
run grid-250k-limit solve grid-250k.rf --count 1 --memory-limit 64
run grid-250k-budget solve grid-250k.rf --count 1 --memory-limit 1024
run taxicab-250k solve taxicab-250k.rf --count 1
run taxicab-250k-limit solve taxicab-250k.rf --count 1 --memory-limit 64
run json-100MB solve json-100MB.json --count 1 --format line
run json-100MB-limit solve json-100MB.json --count 1 --memory-limit 512
run json-100MB-time solve json-100MB.json --count 1 --time-limit 1
run cages-20MB convert cages-20MB.rf --to iss
run cages-20MB-limit solve cages-20MB.rf --count 1 --memory-limit 1024
run cages-20MB-time solve cages-20MB.rf --count 1 --time-limit 1
run iss-20MB solve iss-20MB.txt --count 1 --format line
run iss-20MB-time solve iss-20MB.txt --count 1 --time-limit 1
run pigeonhole-search solve pigeonhole.rf --count 1 --memory-limit 40 --time-limit 120
run products-495-time solve products-495.rf --count 1 --time-limit 0.5
run products-495-minimize minimize products-495.rf --time-limit 0.5
run products-495-generate generate --rules products-495.rf --time-limit 0.5
run sums-495-time solve sums-495.rf --count 1 --time-limit 0.5
run killer-498-dimacs dimacs killer-498.rf --memory-limit 20000 -o killer-498.cnf
run killer-498-dimacs-limit dimacs killer-498.rf --memory-limit 2000 -o killer-498.cnf
run line-10MB-rf solve line-10MB.rf --count 1 --format line
run line-10MB-sdm check line-10MB.sdm
