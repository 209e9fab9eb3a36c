#!/usr/bin/env bash
# Benchmark: rfsat over the tdoku sets in ../shared/data/tdoku with a
# uniqueness proof (count to 2), single thread, as `rfsat check`. Prints
# puzzles per second per set next to the reference figures, and checks every
# verdict: puzzles2..6 must all be unique, puzzles7 must all have 2 or more.
# Usage: scripts/bench_tdoku.sh [--limit N] [--jobs J] [-- extra rfsat args]
# Exits 1 if a verdict is wrong; skips (exit 0) when ../shared is absent.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=0
jobs=1
while [ $# -gt 0 ]; do
  case "$1" in
    --limit) limit=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "usage: $0 [--limit N] [--jobs J] [-- rfsat args]" >&2; exit 2 ;;
  esac
done
data=../shared/data/tdoku
if [ ! -d "$data" ]; then echo "skip: $data not found"; exit 0; fi
[ -x build/rfsat ] || scripts/build.sh >/dev/null

# set, expected verdict, reference puzzles/s: minisat (complete encoding), tdoku
sets=(
  "puzzles2_17_clue unique 4096 275817"
  "puzzles3_magictour_top1465 unique 1405 103144"
  "puzzles5_forum_hardest_1905_11+ unique 427 17026"
  "puzzles6_forum_hardest_1106 unique 321 10694"
  "puzzles7_serg_benchmark multiple 4248 364663"
)
status=0
printf '%-34s %8s %9s %11s %9s %8s\n' set puzzles seconds puzzles/s minisat ratio
for row in "${sets[@]}"; do
  read -r name expect minisat tdoku <<<"$row"
  input="$data/$name"
  err=$(mktemp)
  if [ "$limit" -gt 0 ]; then
    head -n "$limit" "$input" | build/rfsat check - --jobs "$jobs" "$@" >/dev/null 2>"$err" || true
  else
    build/rfsat check "$input" --jobs "$jobs" "$@" >/dev/null 2>"$err" || true
  fi
  summary=$(tail -n 1 "$err")
  rm -f "$err"
  puzzles=$(sed -E 's/.* ([0-9]+) puzzles:.*/\1/' <<<"$summary")
  got=$(sed -E "s/.* ([0-9]+) $expect.*/\1/" <<<"$summary")
  seconds=$(sed -E 's/.*; ([0-9.]+) s,.*/\1/' <<<"$summary")
  rate=$(awk -v n="$puzzles" -v s="$seconds" 'BEGIN { printf "%.0f", (s > 0 ? n / s : 0) }')
  ratio=$(awk -v r="$rate" -v m="$minisat" 'BEGIN { printf "%.2fx", r / m }')
  printf '%-34s %8s %9s %11s %9s %8s\n' "$name" "$puzzles" "$seconds" "$rate" "$minisat" "$ratio"
  if [ "$got" != "$puzzles" ]; then
    echo "  WRONG: expected every puzzle $expect: $summary"
    status=1
  fi
done
exit $status
