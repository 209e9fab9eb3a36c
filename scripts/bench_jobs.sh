#!/usr/bin/env bash
# Benchmark: collection scaling of `rfsat solve --jobs J` against one job on
# the tdoku sets (../shared/data/tdoku), paired: each round runs one job then
# J jobs on the same set, back to back, and the medians over the rounds are
# compared. Also checks that both print the same bytes. Prints the load
# average before and after, each J-job run's CPU use (user + sys over wall:
# close to J only when the machine gave the run J free cores), and the CPU
# time of one job over that of J jobs for the same puzzles (1.0: the threads
# cost no extra work; with J free cores the speedup approaches J times it).
# Usage: [RFSAT=BINARY] scripts/bench_jobs.sh [--rounds R] [--jobs J] [--limit N] [SET...]
# Exits 1 if the outputs differ; skips (exit 0) when ../shared is absent.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=5
jobs=2
limit=0
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --limit) limit=$2; shift 2 ;;
    --*) echo "usage: $0 [--rounds R] [--jobs J] [--limit N] [SET...]" >&2; exit 2 ;;
    *) break ;;
  esac
done
data=../shared/data/tdoku
if [ ! -d "$data" ]; then echo "skip: $data not found"; exit 0; fi
rfsat=${RFSAT:-build/rfsat}  # RFSAT: another binary to measure
[ -x "$rfsat" ] || scripts/build.sh >/dev/null
sets=("$@")
[ ${#sets[@]} -gt 0 ] || sets=(puzzles2_17_clue puzzles3_magictour_top1465 "puzzles5_forum_hardest_1905_11+"
                               puzzles6_forum_hardest_1106 puzzles7_serg_benchmark)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
# one run: prints "wall cpu"; the solutions go to $tmp/out.$1
run() {
  local j=$1 input=$2
  /usr/bin/time -f '%e %U %S' -o "$tmp/time" "$rfsat" solve "$input" --jobs "$j" >"$tmp/out.$j" 2>/dev/null || true
  awk '{ printf "%s %.3f\n", $1, $2 + $3 }' "$tmp/time"
}
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); $rounds rounds, 1 job then $jobs, alternating"
printf '%-34s %8s %10s %10s %7s %12s %11s\n' set puzzles "1 job/s" "$jobs jobs/s" speedup "cpu ($jobs jobs)" "cpu 1/$jobs"
status=0
for name in "${sets[@]}"; do
  input="$data/$name"
  if [ "$limit" -gt 0 ]; then head -n "$limit" "$input" >"$tmp/input"; input=$tmp/input; fi
  puzzles=$(grep -c . "$input")
  : >"$tmp/w1"; : >"$tmp/wj"; : >"$tmp/cpu"; : >"$tmp/eff"
  for ((r = 0; r < rounds; ++r)); do
    read -r w c1 < <(run 1 "$input"); echo "$w" >>"$tmp/w1"
    read -r w c < <(run "$jobs" "$input"); echo "$w" >>"$tmp/wj"
    awk -v w="$w" -v c="$c" 'BEGIN { print (w > 0 ? c / w : 0) }' >>"$tmp/cpu"
    awk -v a="$c1" -v b="$c" 'BEGIN { print (b > 0 ? a / b : 0) }' >>"$tmp/eff"
    if ! cmp -s "$tmp/out.1" "$tmp/out.$jobs"; then echo "  DIFFERENT OUTPUT: $name"; status=1; fi
  done
  w1=$(median <"$tmp/w1"); wj=$(median <"$tmp/wj"); cpu=$(median <"$tmp/cpu"); eff=$(median <"$tmp/eff")
  awk -v n="$puzzles" -v a="$w1" -v b="$wj" -v c="$cpu" -v e="$eff" -v s="$name" \
    'BEGIN { printf "%-34s %8d %10.0f %10.0f %6.2fx %12.2f %11.2f\n", s, n, n / a, n / b, a / b, c, e }'
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
