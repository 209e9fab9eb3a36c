#!/usr/bin/env bash
# Benchmark of `rfsat candidates` (issue 28; docs/tuning.md#true-candidates):
# for every 9x9 puzzle of ../shared/data/iss-hard-rf and variants-rf, and the
# first N puzzles of each tdoku set, the CPU seconds (user + system) of
# `rfsat candidates` and of `rfsat solve` on the same file, one right after
# the other (paired under the same load), and with BASE=exe the candidates
# time of another executable first (before/after). Prints one line per
# puzzle to $OUT/candidates.tsv, then per set the count, the median and the
# maximum of each column and how many candidate runs took under 1 s.
# TIME_LIMIT (s, default 60) bounds each run (a run stopped by it counts
# as the limit). Skips (exit 0) when ../shared is absent.
#   [RFSAT=exe] [BASE=exe] scripts/bench_candidates.sh [--tdoku N] [--out DIR] [SET_DIR...]
set -euo pipefail
cd "$(dirname "$0")/.."
tdoku_n=20
out=${TMPDIR:-/tmp}/rfsat-bench-candidates
sets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --tdoku) tdoku_n=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    -*) echo "usage: $0 [--tdoku N] [--out DIR] [SET_DIR...]" >&2; exit 2 ;;
    *) sets+=("$1"); shift ;;
  esac
done
data=../shared/data
if [ ! -d "$data" ]; then echo "skip: $data not found"; exit 0; fi
rfsat=${RFSAT:-build/rfsat}
base=${BASE:-}
limit=${TIME_LIMIT:-60}
[ -x "$rfsat" ] || scripts/build.sh >/dev/null
mkdir -p "$out/tdoku"
[ ${#sets[@]} -gt 0 ] || sets=("$data"/iss-hard-rf/* "$data/variants-rf")

# The files: each set's 9x9 .rf files (by their `columns = 9` and
# `rows = 9` lines), then the tdoku sample, one .rf per line.
files=()
for dir in "${sets[@]}"; do
  [ -d "$dir" ] || continue
  for f in "$dir"/*.rf; do
    grep -q '^columns = 9$' "$f" && grep -q '^rows = 9$' "$f" && files+=("$f")
  done
done
if [ "$tdoku_n" -gt 0 ] && [ -d "$data/tdoku" ]; then
  for set in "$data"/tdoku/puzzles*; do
    n=0
    while IFS= read -r line && [ "$n" -lt "$tdoku_n" ]; do
      case "$line" in '#'* | '') continue ;; esac
      n=$((n + 1))
      printf '%s\n' "$line" >"$out/tdoku/line.txt"
      "$rfsat" convert "$out/tdoku/line.txt" --to rf -o "$out/tdoku/$(basename "$set")-$n.rf"
      files+=("$out/tdoku/$(basename "$set")-$n.rf")
    done <"$set"
  done
fi

# CPU seconds of one run, or "limit" when the time limit stopped it.
cpu() {
  local rc=0
  /usr/bin/time -o "$out/time" -f '%U %S' "$@" --time-limit "$limit" >/dev/null 2>&1 || rc=$?
  if [ "$rc" -eq 3 ]; then echo limit; else tail -1 "$out/time" | awk '{ printf "%.2f\n", $1 + $2 }'; fi
}

tsv="$out/candidates.tsv"
printf 'set\tpuzzle\tbase_s\tcandidates_s\tsolve_s\n' >"$tsv"
for f in "${files[@]}"; do
  b=-
  [ -n "$base" ] && b=$(cpu "$base" candidates "$f")
  c=$(cpu "$rfsat" candidates "$f")
  s=$(cpu "$rfsat" solve "$f")
  set=$(basename "$(dirname "$f")")
  name=$(basename "$f")
  [ "$set" = tdoku ] && set=tdoku-${name%-*}
  printf '%s\t%s\t%s\t%s\t%s\n' "$set" "$name" "$b" "$c" "$s" >>"$tsv"
done

# Per set: n, median and max of base, candidates and solve, candidates < 1 s.
printf "%-38s %4s %9s %9s %9s %9s %9s %9s %5s\n" set n base50 baseMax cand50 candMax solve50 solveMax '<1s'
awk -F'\t' 'function num(x) { return x == "limit" ? 1e9 : x + 0 }
  function show(x) { return x >= 1e9 ? "limit" : (x < 0 ? "-" : sprintf("%.2f", x)) }
  NR > 1 { k = ++n[$1]; for (c = 3; c <= 5; ++c) v[$1, c, k] = ($c == "-" ? -1 : num($c)); under[$1] += (num($4) < 1) }
  END {
    for (s in n) {
      k = n[s]; line = sprintf("%-38s %4d", s, k)
      for (c = 3; c <= 5; ++c) {
        for (i = 1; i <= k; ++i) w[i] = v[s, c, i]
        for (i = 2; i <= k; ++i) { x = w[i]; for (j = i - 1; j >= 1 && w[j] > x; --j) w[j + 1] = w[j]; w[j + 1] = x }
        line = line sprintf(" %9s %9s", show(w[int((k + 1) / 2)]), show(w[k]))
      }
      printf "%s %5d\n", line, under[s]
    }
  }' "$tsv" | sort
echo "per puzzle: $tsv"
