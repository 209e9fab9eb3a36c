#!/usr/bin/env bash
# Throughput of a stream through GNU parallel (docs/parallel.md): one
# collection solved as `rfsat solve - --format json` by one process, then
# cut into pieces of B lines over W workers (parallel --pipe --keep-order),
# and, for comparison, by one process with --jobs W. The configurations run
# interleaved, R rounds (the machine may be shared: compare within one run),
# each time checked byte-identical to the one-process output. Prints
# puzzles/s per configuration (median of the rounds, and every round), the
# CPU seconds it used, and the load average around the run.
# Usage: scripts/bench_parallel.sh FILE [--workers "1 2 4"] [--block B]
#        [--rounds R] [-- extra rfsat solve args]
# FILE: one puzzle per line without blank lines, e.g. ../shared/data/tdoku/
# puzzles2_17_clue. Exits 1 if an output differs; 77 without GNU parallel.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: $0 FILE [--workers LIST] [--block B] [--rounds R] [-- args]" >&2; exit 2; }
input=$1
shift
workers="1 2 4" block=5000 rounds=3
while [ $# -gt 0 ]; do
  case "$1" in
    --workers) workers=$2; shift 2 ;;
    --block) block=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
command -v parallel >/dev/null || { echo "GNU parallel not installed (scripts/install-deps.sh)"; exit 77; }
[ -r "$input" ] || { echo "$input: cannot read" >&2; exit 2; }
[ -x build/rfsat ] || scripts/build.sh >/dev/null
rfsat=$(pwd)/build/rfsat
puzzles=$(grep -cv '^[[:space:]]*$' "$input")
if grep -q '^[[:space:]]*$' "$input"; then
  echo "$input has blank lines: parallel -N would misnumber the pieces (docs/parallel.md)" >&2
  exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Configurations: "parallel W" and "jobs W" (one process, W threads); W=1 is
# the reference, one process, one thread.
configs=("jobs 1")
for w in $workers; do
  [ "$w" -gt 1 ] && configs+=("parallel $w" "jobs $w")
done
run() {  # kind workers -> the output in $tmp/out
  if [ "$1" = parallel ]; then
    parallel --will-cite --pipe --keep-order -N "$block" -j "$2" \
      "$rfsat" solve - --format json --exit-zero --first-line '$(( ({#}-1)*'"$block"'+1 ))' "${@:3}" \
      < "$input" > "$tmp/out" 2>/dev/null
  else
    "$rfsat" solve - --format json --exit-zero --jobs "$2" "${@:3}" < "$input" > "$tmp/out" 2>/dev/null
  fi
}
declare -A times cpu
TIMEFORMAT='%R %U %S'
status=0
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
run jobs 1 "$@"
mv "$tmp/out" "$tmp/reference"
for ((r = 0; r < rounds; r++)); do
  n=${#configs[@]}
  for ((k = 0; k < n; k++)); do  # rotated each round: no configuration always first
    c=${configs[$(((k + r) % n))]}
    t=$( { time run $c "$@"; } 2>&1)  # wall, user, system seconds
    read -r wall user sys <<<"$t"
    times[$c]+=" $wall"
    cpu[$c]+=" $(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')"
    if ! cmp -s "$tmp/reference" "$tmp/out"; then
      echo "DIFFERS: $c" >&2
      status=1
    fi
  done
done
echo "$input: $puzzles puzzles, pieces of $block lines, $rounds rounds, $(nproc) cores," \
  "load average $load_before before, $(cut -d' ' -f1-3 /proc/loadavg) after"
median() { tr ' ' '\n' | grep . | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
# puzzles/s: wall clock; CPU s: user + system of every process (rfsat and
# parallel), the cost that decides the speed on otherwise idle cores.
printf '%-12s %10s %8s %8s  %s\n' config puzzles/s speedup "CPU s" "wall seconds per round"
base=""
for c in "${configs[@]}"; do
  rate=$(awk -v n="$puzzles" -v s="$(median <<<"${times[$c]}")" 'BEGIN { printf "%.0f", n / s }')
  [ -n "$base" ] || base=$rate
  printf '%-12s %10s %7.2fx %8s %s\n' "$c" "$rate" "$(awk -v a="$rate" -v b="$base" 'BEGIN { print a / b }')" \
    "$(median <<<"${cpu[$c]}")" "${times[$c]}"
done
[ "$status" -eq 0 ] && echo "every output byte-identical to one process"
exit "$status"
