#!/usr/bin/env bash
# Calibration of `rfsat grade` against Sudoku Explainer: grades every puzzle
# of the SE-rated list (../shared/data/se-rated/rated.tsv: 1,100 classic
# puzzles, 100 per SE band, columns puzzle and rating) with --jobs JOBS and
# prints Spearman's rank correlation between rfsat's grade and SE's, a
# table per SE band (rfsat's mean, min and max grade, the share of
# complete paths), how many of the puzzles SE rates 1.2-1.5 rfsat solves
# with singles only (grade <= 2.3), and the path times (median, p95, max,
# one path per thread). Not in CI: it takes minutes. Result recorded in
# docs/tuning.md#explain-grade.
#
#   scripts/grade_calibration.sh [RATED_TSV]
#
# Skips (exit 0) without the list. Environment: RFSAT (default
# build/rfsat), JOBS (default 2), TIME_LIMIT (seconds per puzzle, default
# 60), LIMIT (only the first N puzzles of each band).
set -uo pipefail
cd "$(dirname "$0")/.."
rated=${1:-../shared/data/se-rated/rated.tsv}
if [ ! -f "$rated" ]; then echo "skip: $rated not found"; exit 0; fi
rfsat=${RFSAT:-build/rfsat}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
awk -F'\t' -v limit="${LIMIT:-0}" 'NR > 1 { band = int($2); if (limit == 0 || n[band]++ < limit) print $1 "\t" $2 }' \
  "$rated" > "$tmp/rated"
cut -f1 "$tmp/rated" > "$tmp/puzzles.txt"
start=$(date +%s.%N)
"$rfsat" grade "$tmp/puzzles.txt" --format json --jobs "${JOBS:-2}" --time-limit "${TIME_LIMIT:-60}" \
  > "$tmp/grades.json" 2> "$tmp/err"
end=$(date +%s.%N)
python3 - "$tmp/rated" "$tmp/grades.json" "$start" "$end" <<'PY'
import json, sys
rated = [float(l.split('\t')[1]) for l in open(sys.argv[1])]
grades = {}
for l in open(sys.argv[2]):
    j = json.loads(l)
    grades[j["line"]] = j
pairs = [(se, grades[i + 1]) for i, se in enumerate(rated) if i + 1 in grades]
def ranks(xs):
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    r = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return r
def pearson(a, b):
    n = len(a); ma = sum(a) / n; mb = sum(b) / n
    cov = sum((x - ma) * (y - mb) for x, y in zip(a, b))
    va = sum((x - ma) ** 2 for x in a) ** 0.5; vb = sum((y - mb) ** 2 for y in b) ** 0.5
    return cov / (va * vb) if va and vb else 0.0
se = [p[0] for p in pairs]; ours = [p[1]["grade"] for p in pairs]
print(f"puzzles graded: {len(pairs)} of {len(rated)}")
print(f"Spearman rank correlation with SE: {pearson(ranks(se), ranks(ours)):.3f}")
print(f"Pearson correlation with SE:       {pearson(se, ours):.3f}")
print("SE band | n   | rfsat mean | min  | max  | complete")
for band in range(1, 13):
    g = [p[1] for p in pairs if int(p[0]) == band]
    if not g: continue
    gs = [x["grade"] for x in g]
    print(f"{band:>4}.x  | {len(g):<3} | {sum(gs)/len(gs):>10.2f} | {min(gs):>4.1f} | {max(gs):>4.1f} | "
          f"{sum(1 for x in g if x['complete'])}")
easy = [p[1] for p in pairs if 1.2 <= p[0] <= 1.5]
print(f"SE 1.2-1.5 solved with singles only: {sum(1 for x in easy if x['complete'] and x['grade'] <= 2.3)} of {len(easy)}")
t = sorted(p[1]["seconds"] for p in pairs)
if t:
    print(f"path seconds: median {t[len(t)//2]:.3f}, p95 {t[int(len(t)*0.95)]:.3f}, max {t[-1]:.3f}")
print(f"wall time: {float(sys.argv[4]) - float(sys.argv[3]):.1f} s")
PY
