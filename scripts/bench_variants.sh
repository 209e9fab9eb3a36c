#!/usr/bin/env bash
# Times rfsat on the hard variant collections: every COLL/*.rf under
# ../shared/data/iss-hard-rf (or the collection directories given as
# arguments) is solved with `rfsat solve F --count 2 -f line`. Prints the wall
# time per puzzle and per collection, checks that the verdict is `unique` and
# the solution equals F's .sol (MISMATCH otherwise). A puzzle without a .sol
# is only reported (verdict and solution found within the time limit).
# Exit 0 iff every checked puzzle is ok; exit 0 with a note when ../shared is
# absent. Environment: RFSAT (default build/rfsat), TIME_LIMIT (s, default 60),
# JOBS (solver threads per puzzle, `--jobs`; default 1), CALIBRATE (default
# 1; 0 skips it). The VM's speed drifts by more than 2x within an hour, so the
# script first and last times a fixed amount of work: two copies at once of
# MATHEMAGIC_KILLERS/4 with one thread (deterministic search), one per core,
# as --jobs 2 keeps both busy (0.94-1.0 s when the VM ran fast on
# 2026-11-22, 1.4-2.2 s when slow). Compare runs only when their calibration
# lines agree.
#
#   scripts/bench_variants.sh
#   JOBS=2 scripts/bench_variants.sh ../shared/data/iss-hard-rf/MATHEMAGIC_KILLERS
#   scripts/bench_variants.sh ../shared/data/iss-hard-rf/TAREK_ALL ../shared/data/variants-rf
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -d ../shared ]; then
  echo "bench_variants: ../shared is absent, skipping"
  exit 0
fi
rfsat=${RFSAT:-build/rfsat}
limit=${TIME_LIMIT:-60}
jobs=${JOBS:-1}
if [ ! -x "$rfsat" ]; then
  echo "bench_variants: $rfsat is not built (run scripts/build.sh)" >&2
  exit 2
fi

dirs=("$@")
[ ${#dirs[@]} -eq 0 ] && dirs=(../shared/data/iss-hard-rf/*/)

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

calibrate() {
  local rf=../shared/data/iss-hard-rf/MATHEMAGIC_KILLERS/4.rf start out
  if [ "${CALIBRATE:-1}" = 0 ] || [ ! -f "$rf" ]; then return; fi
  start=$(now_ms)
  "$rfsat" solve "$rf" --jobs 1 -f line >/dev/null 2>&1 &
  out=$("$rfsat" solve "$rf" --jobs 1 -f line 2>&1 | tail -n 1)
  wait
  printf '%-22s %-32s %9d ms  %s\n' CALIBRATION "$1 (fixed work, 2 x 1 thread)" \
    "$(( $(now_ms) - start ))" "$out"
}

failures=0
grand_ms=0
calibrate before
for dir in "${dirs[@]}"; do
  dir=${dir%/}
  coll=$(basename "$dir")
  coll_ms=0 count=0 bad=0 slowest=0 slowest_name=-
  while IFS= read -r rf; do
    name=$(basename "$rf" .rf)
    sol="${rf%.rf}.sol"
    start=$(now_ms)
    out=$(timeout $((limit + 10)) "$rfsat" solve "$rf" --count 2 -f line --time-limit "$limit" --jobs "$jobs" 2>&1)
    ms=$(( $(now_ms) - start ))
    verdict=$(tail -n 1 <<<"$out")
    found=$(head -n 1 <<<"$out")
    if [ -f "$sol" ]; then
      if [ "$verdict" = unique ] && [ "$found" = "$(tr -d '[:space:]' <"$sol")" ]; then
        status=ok
      else
        status="MISMATCH (verdict: $verdict)"
        bad=$((bad + 1))
      fi
    else
      status="no .sol: $verdict"
      [ "$found" != "$verdict" ] && status="$status; found $found"
    fi
    printf '%-22s %-32s %9d ms  %s\n' "$coll" "$name" "$ms" "$status"
    coll_ms=$((coll_ms + ms)) count=$((count + 1))
    if [ "$ms" -gt "$slowest" ]; then slowest=$ms slowest_name=$name; fi
  done < <(find "$dir" -maxdepth 1 -name '*.rf' | sort -V)
  printf '%-22s %-32s %9d ms  %d puzzles, %d bad, slowest %s (%d ms)\n' \
    "$coll" TOTAL "$coll_ms" "$count" "$bad" "$slowest_name" "$slowest"
  failures=$((failures + bad))
  grand_ms=$((grand_ms + coll_ms))
done
calibrate after
printf 'ALL %d ms, %d bad\n' "$grand_ms" "$failures"
[ "$failures" -eq 0 ]
