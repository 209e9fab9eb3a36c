#!/usr/bin/env bash
# Giant grids (issue 29): the empty 36x36, 49x49 and 64x64 sudokus, and each
# with 30% givens, counted to 2 (`rfsat solve F -n 2`, one thread unless
# JOBS says more), with wall time and peak RSS (GNU time's maximum resident
# set size) per run. The givens come from the solution rfsat finds for the
# empty grid, after a seeded random symmetry (scripts/giant_grids.py: same
# grid, same givens), so they are not the solver's own first grid. Prints
# one line per instance (best time of RUNS runs, default 1) and rfsat's
# --stats line. Exit 0 iff every verdict is "at least 2 solutions".
# Environment: RFSAT (default build/rfsat), RUNS, JOBS (--jobs, default 1),
# LIMIT (seconds per run, default 120), SIZES (default "36 49 64"), PERCENT
# (default 30), SEEDS (the symmetry and givens seeds, one instance each;
# default: the grid's size). With RFSAT_B (a second binary, e.g. main's),
# each instance is run by RFSAT then RFSAT_B, RUNS times interleaved (A, B,
# A, B: a paired comparison under the same load), one line per binary; the
# givens come from RFSAT's grid.
#
#   scripts/bench_giant.sh
#   RFSAT_B=/tmp/rfsat-main SEEDS="1 2 3" RUNS=2 scripts/bench_giant.sh
#   JOBS=2 SIZES=64 SEEDS="$(seq -s' ' 12)" scripts/bench_giant.sh
set -uo pipefail
cd "$(dirname "$0")/.."
rfsat=${RFSAT:-build/rfsat}
runs=${RUNS:-1}
jobs=${JOBS:-1}
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

binaries=("$rfsat")
if [ -n "${RFSAT_B:-}" ]; then
  [ -x "$RFSAT_B" ] || { echo "bench_giant: RFSAT_B=$RFSAT_B is not executable" >&2; exit 2; }
  binaries+=("$RFSAT_B")
fi

failures=0
# bench NAME FILE: per binary, the best wall time and its peak RSS over
# $runs runs, the binaries interleaved.
bench() {
  local name=$1 file=$2 i
  local -a best=() rss=() verdict=() stats=()
  for _ in $(seq "$runs"); do
    for i in "${!binaries[@]}"; do
      /usr/bin/time -f '%e %M' -o "$tmp/time" timeout "$limit" "${binaries[$i]}" solve "$file" -n 2 -f line \
        --jobs "$jobs" --stats >"$tmp/out" 2>"$tmp/err"
      local t m; read -r t m < <(tail -n 1 "$tmp/time")
      verdict[i]=$(tail -n 1 "$tmp/out")
      if [ -z "${best[i]:-}" ] || awk -v a="$t" -v b="${best[i]}" 'BEGIN { exit !(a < b) }'; then
        best[i]=$t; rss[i]=$m; stats[i]=$(grep '^stats:' "$tmp/err" | sed 's/^stats: //')
      fi
    done
  done
  for i in "${!binaries[@]}"; do
    local status=ok label=$name
    [ "${#binaries[@]}" -gt 1 ] && label="$name ($([ "$i" -eq 0 ] && echo A || echo B))"
    if [ "${verdict[i]}" != "at least 2 solutions" ]; then
      status="FAILED (verdict: ${verdict[i]:-none within ${limit} s})"; failures=$((failures + 1))
    fi
    printf '%-30s %8.2f s  %8.1f MB  %s\n    %s\n' "$label" "${best[i]}" \
      "$(awk -v k="${rss[i]}" 'BEGIN { print k / 1024 }')" "$status" "${stats[i]}"
  done
}

echo "giant grids, counted to 2 (--jobs $jobs, best of $runs; A=$rfsat${RFSAT_B:+, B=$RFSAT_B};" \
  "load: $(cut -d' ' -f1-3 /proc/loadavg))"
for n in ${SIZES:-36 49 64}; do
  python3 scripts/giant_grids.py empty "$n" "$tmp/empty$n.rf" || exit 2
  bench "empty ${n}x${n}" "$tmp/empty$n.rf"
  solution=$(timeout "$limit" "$rfsat" solve "$tmp/empty$n.rf" -n 1 -f line 2>/dev/null | head -n 1)
  if [ "${#solution}" -ne $((n * n)) ]; then
    echo "givens ${n}x${n}: no solution of the empty grid to take givens from"; failures=$((failures + 1)); continue
  fi
  for seed in ${SEEDS:-$n}; do
    python3 scripts/giant_grids.py givens "$n" "$solution" "$percent" "$seed" "$tmp/givens$n.rf" || exit 2
    bench "${percent}% givens ${n}x${n} s$seed" "$tmp/givens$n.rf"
  done
done
[ "$failures" -eq 0 ]
