#!/usr/bin/env bash
# Benchmark: rfsat against the MiniSat reuse driver (bench/minisat_driver.cpp:
# one MiniSat solver, the complete encoding, givens as assumptions) on the
# first N puzzles of tdoku sets (../shared/data/tdoku), one thread each,
# uniqueness proofs. Each round runs the driver then `rfsat check`, back to
# back; the medians of their own puzzles/s over the rounds give the ratio
# (> 1: rfsat faster). Both must find the same numbers of unique and
# multiple puzzles.
# Usage: [RFSAT=BINARY] scripts/bench_minisat.sh [--limit N] [--rounds R] [SET...] [-- rfsat args]
# Without build/bench/minisat_driver (Debian's minisat package absent) rfsat
# runs alone. Exits 1 on differing verdicts; skips (exit 0) without ../shared.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=3000
rounds=3
sets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --limit) limit=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --) shift; break ;;
    --*) echo "usage: $0 [--limit N] [--rounds R] [SET...] [-- rfsat args]" >&2; exit 2 ;;
    *) sets+=("$1"); shift ;;
  esac
done
data=../shared/data/tdoku
if [ ! -d "$data" ]; then echo "skip: $data not found"; exit 0; fi
rfsat=${RFSAT:-build/rfsat}  # RFSAT: another binary to measure
[ -x "$rfsat" ] || scripts/build.sh >/dev/null
driver=build/bench/minisat_driver
[ -x "$driver" ] || { echo "note: $driver not built (no MiniSat): rfsat alone"; driver=; }
[ ${#sets[@]} -gt 0 ] || sets=(puzzles2_17_clue "puzzles5_forum_hardest_1905_11+")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
rate() { sed -E 's/.* ([0-9]+) puzzles\/s.*/\1/'; }
verdicts() { sed -E 's/.* ([0-9]+) unique, ([0-9]+) multiple.*/\1 \2/'; }
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); first $limit puzzles, $rounds rounds, driver then rfsat"
printf '%-34s %12s %12s %8s\n' set "minisat/s" "rfsat/s" ratio
status=0
for name in "${sets[@]}"; do
  head -n "$limit" "$data/$name" >"$tmp/input"
  : >"$tmp/m"; : >"$tmp/r"; : >"$tmp/q"; : >"$tmp/b"; : >"$tmp/qb"
  for ((i = 0; i < rounds; ++i)); do
    if [ -n "$driver" ]; then
      m=$("$driver" "$tmp/input"); rate <<<"$m" >>"$tmp/m"
    fi
    r=$("$rfsat" check "$tmp/input" "$@" 2>&1 >/dev/null | grep ' puzzles/s' | tail -n 1); rate <<<"$r" >>"$tmp/r"
    if [ -n "$driver" ]; then
      awk -v a="$(rate <<<"$r")" -v b="$(rate <<<"$m")" 'BEGIN { print a / b }' >>"$tmp/q"
      if [ "$(verdicts <<<"$m")" != "$(verdicts <<<"$r")" ]; then
        echo "  DIFFERENT VERDICTS: minisat: $m; rfsat: $r"; status=1
      fi
    fi
    if [ -n "${RFSAT_B:-}" ]; then
      b=$("$RFSAT_B" check "$tmp/input" "$@" 2>&1 >/dev/null | grep ' puzzles/s' | tail -n 1); rate <<<"$b" >>"$tmp/b"
      [ -z "$driver" ] || awk -v a="$(rate <<<"$b")" -v b="$(rate <<<"$m")" 'BEGIN { print a / b }' >>"$tmp/qb"
    fi
  done
  rr=$(median <"$tmp/r")
  if [ -n "$driver" ]; then
    printf '%-34s %12s %12s %7.2fx\n' "$name" "$(median <"$tmp/m")" "$rr" "$(median <"$tmp/q")"
    [ -z "${RFSAT_B:-}" ] || printf '%-34s %12s %12s %7.2fx\n' "  RFSAT_B" "" "$(median <"$tmp/b")" "$(median <"$tmp/qb")"
  else
    printf '%-34s %12s %12s %8s\n' "$name" - "$rr" -
  fi
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
