#!/usr/bin/env bash
# Giant grids (issue 29): the empty 36x36, 49x49 and 64x64 sudokus, and each
# with 30% givens, counted to 2 (`rfsat solve F -n 2`, one thread), with
# wall time and peak RSS (GNU time's maximum resident set size) per run.
# The givens come from the solution rfsat finds for the empty grid, after a
# seeded random symmetry (scripts/giant_grids.py: same grid, same givens),
# so they are not the solver's own first grid. Prints one line per instance
# (best time of RUNS runs, default 1) and rfsat's --stats line. Exit 0 iff
# every verdict is "at least 2 solutions". Environment: RFSAT (default
# build/rfsat), RUNS, LIMIT (seconds per run, default 120), SIZES
# (default "36 49 64"), PERCENT (default 30).
#
#   scripts/bench_giant.sh
set -uo pipefail
cd "$(dirname "$0")/.."
rfsat=${RFSAT:-build/rfsat}
runs=${RUNS:-1}
limit=${LIMIT:-120}
percent=${PERCENT:-30}
if [ ! -x "$rfsat" ]; then
  echo "bench_giant: $rfsat is not built (run scripts/build.sh)" >&2
  exit 2
fi
if [ ! -x /usr/bin/time ]; then
  echo "bench_giant: needs GNU time (/usr/bin/time, Debian package time)" >&2
  exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

failures=0
# bench NAME FILE: best wall time and its peak RSS over $runs runs.
bench() {
  local name=$1 file=$2 best="" rss="" verdict=""
  for _ in $(seq "$runs"); do
    /usr/bin/time -f '%e %M' -o "$tmp/time" timeout "$limit" "$rfsat" solve "$file" -n 2 -f line --stats \
      >"$tmp/out" 2>"$tmp/err"
    local t m; read -r t m < <(tail -n 1 "$tmp/time")
    verdict=$(tail -n 1 "$tmp/out")
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; rss=$m; fi
  done
  local status=ok
  if [ "$verdict" != "at least 2 solutions" ]; then
    status="FAILED (verdict: ${verdict:-none within ${limit} s})"; failures=$((failures + 1))
  fi
  printf '%-22s %8.2f s  %8.1f MB  %s\n    %s\n' "$name" "$best" "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')" \
    "$status" "$(grep '^stats:' "$tmp/err" | sed 's/^stats: //')"
}

echo "giant grids, counted to 2 (one thread, best of $runs; load: $(cut -d' ' -f1-3 /proc/loadavg))"
for n in ${SIZES:-36 49 64}; do
  python3 scripts/giant_grids.py empty "$n" "$tmp/empty$n.rf" || exit 2
  bench "empty ${n}x${n}" "$tmp/empty$n.rf"
  solution=$(timeout "$limit" "$rfsat" solve "$tmp/empty$n.rf" -n 1 -f line 2>/dev/null | head -n 1)
  if [ "${#solution}" -ne $((n * n)) ]; then
    echo "givens ${n}x${n}: no solution of the empty grid to take givens from"; failures=$((failures + 1)); continue
  fi
  python3 scripts/giant_grids.py givens "$n" "$solution" "$percent" "$n" "$tmp/givens$n.rf" || exit 2
  bench "${percent}% givens ${n}x${n}" "$tmp/givens$n.rf"
done
[ "$failures" -eq 0 ]
