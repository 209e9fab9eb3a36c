#!/usr/bin/env bash
# Times rfsat on the empty layouts of spec §3 (no givens: the solver must
# build a whole grid, then find a second one): `rfsat solve F --count 2` for
# the empty Samurai 21x21 (conjoined of 9x9), the empty Hanidoku
# (hexagonal_grid(5,9) + hexagon_lines + renban), and a few more layouts, then
# the puzzles/geometry fixtures (unique: count 2 proves it). Prints the best
# wall time of RUNS runs (default 3) and rfsat's own --stats line (variables,
# clauses, encode and total time of the last run). Exit 0 iff every verdict is
# the expected one. Environment: RFSAT (default build/rfsat), RUNS.
#
#   scripts/bench_geometry.sh
set -uo pipefail
cd "$(dirname "$0")/.."

rfsat=${RFSAT:-build/rfsat}
runs=${RUNS:-3}
if [ ! -x "$rfsat" ]; then
  echo "bench_geometry: $rfsat is not built (run scripts/build.sh)" >&2
  exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

failures=0
# bench NAME EXPECTED-VERDICT FILE
bench() {
  local name=$1 want=$2 file=$3 best=-1 out stats
  for _ in $(seq "$runs"); do
    local start; start=$(now_ms)
    out=$("$rfsat" solve "$file" --count 2 -f line --stats 2>"$tmp/err")
    local ms=$(( $(now_ms) - start ))
    if [ "$best" -lt 0 ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  local verdict; verdict=$(tail -n 1 <<<"$out")
  stats=$(grep '^stats:' "$tmp/err" | sed 's/^stats: //')
  local status=ok
  if [ "$verdict" != "$want" ]; then status="MISMATCH (verdict: $verdict)"; failures=$((failures + 1)); fi
  printf '%-28s %7d ms  %-22s %s\n    %s\n' "$name" "$best" "$verdict" "$status" "$stats"
}

layout() {  # layout NAME LINES...
  local name=$1; shift
  printf '%s\n' "$@" > "$tmp/$name.rf"
  echo "$tmp/$name.rf"
}

echo "empty layouts, counted to 2 (best of $runs runs):"
bench "samurai 21x21 (9x9)" "at least 2 solutions" "$(layout samurai values=123456789 conjoined)"
bench "hanidoku (5,9) renban" "at least 2 solutions" \
  "$(layout hanidoku values=123456789 'hexagonal_grid(5,9)' hexagon_lines renban)"
bench "sudoku hexagon (5,9)" "at least 2 solutions" \
  "$(layout hexagon values=123456789 'hexagonal_grid(5,9)' hexagon_lines)"
bench "samurai 16x16 (4x4 boxes)" "at least 2 solutions" \
  "$(layout samurai16 values=0123456789ABCDEF conjoined)"
bench "samurai of 6x6 (3x2 boxes)" "at least 2 solutions" \
  "$(layout samurai6 values=123456 'box_groups(3,2)' conjoined)"
bench "butterfly 12x12" "at least 2 solutions" "$(layout butterfly values=123456789 four_doku)"
bench "three_grid 21x21" "at least 2 solutions" "$(layout three values=123456789 three_grid)"
echo
echo "puzzles/geometry fixtures:"
for rf in puzzles/geometry/*.rf; do
  expect="${rf%.rf}.expect"
  want=unique
  grep -q '^count: 0' "$expect" && want="no solution"
  grep -q '^count: at least' "$expect" && want="at least 2 solutions"
  bench "$(basename "$rf" .rf)" "$want" "$rf"
done
[ "$failures" -eq 0 ]
