#!/usr/bin/env bash
# Benchmark: rfsat on cdok's corpus (../shared/data/calcudoku/dlbeer-393b37c),
# every size class, counting to 2 (a uniqueness proof), next to cdok's own
# times from timing.tsv (its original solver, "orig"); then the generation of
# G puzzles per size; then our large-cage fixtures (puzzles/calcudoku/large_*).
#
# Per puzzle: "in-process" is the median of R runs of the solve inside one
# rfsat process (`rfsat solve P --repeat R -f json`: prune, encode, SAT,
# check; parsing excluded, as in cdok's inproc_median_us); "e2e" is the wall
# time of a `rfsat check P` process (median of E runs, as cdok's e2e median). Every verdict is checked against
# true_solutions of manifest.tsv (unique iff it is 1); cdok's wrong verdicts
# are counted from the manifest too.
#
# Usage: scripts/bench_calcudoku.sh [--repeat R] [--e2e-runs E] [--gen G] [--sizes "6 9 12"] [--no-gen]
# Exits 1 if rfsat gives a wrong verdict or a generated puzzle is not unique;
# skips (exit 0) when ../shared is absent. Environment: RFSAT (default build/rfsat).
set -euo pipefail
cd "$(dirname "$0")/.."
repeat=20
e2e_runs=5
gen=20
sizes="4 5 6 7 8 9 10 11 12 13 14 15 16"
do_gen=1
while [ $# -gt 0 ]; do
  case "$1" in
    --repeat) repeat=$2; shift 2 ;;
    --e2e-runs) e2e_runs=$2; shift 2 ;;
    --gen) gen=$2; shift 2 ;;
    --sizes) sizes=$2; shift 2 ;;
    --no-gen) do_gen=0; shift ;;
    *) echo "usage: $0 [--repeat R] [--gen G] [--sizes \"6 9\"] [--no-gen]" >&2; exit 2 ;;
  esac
done
data=../shared/data/calcudoku
if [ ! -d "$data" ]; then echo "skip: $data not found"; exit 0; fi
rfsat=${RFSAT:-build/rfsat}
[ -x "$rfsat" ] || scripts/build.sh >/dev/null

median() { sort -g | awk '{ a[NR] = $1 } END { if (NR == 0) print "-"; else if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
maxof() { sort -g | tail -n 1; }
# Time stamps without forking (bash 5's EPOCHREALTIME, microseconds): set
# the variable named $1.
stamp() { local t=${EPOCHREALTIME/[.,]/}; printf -v "$1" '%s000' "$t"; }

status=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# What a process costs here at all (the e2e columns include it).
: >"$work/base"; : >"$work/ver"
for _ in $(seq 9); do
  stamp t0; /bin/true; stamp t1; echo $(( (t1 - t0) / 1000 )) >>"$work/base"
  stamp t0; "$rfsat" --version >/dev/null; stamp t1; echo $(( (t1 - t0) / 1000 )) >>"$work/ver"
done
echo "process start here: /bin/true $(median <"$work/base") us, rfsat --version $(median <"$work/ver") us (load: $(cut -d' ' -f1-3 /proc/loadavg))"
echo "== cdok corpus: count to 2, in-process median of $repeat runs, and one process per puzzle"
printf '%-5s %7s %12s %12s %8s %10s %10s %10s %8s %7s\n' size puzzles "rfsat us" "cdok us" speedup "rfsat max" "rfsat e2e" "cdok e2e" "wrong" "cdok wrong"
for n in $sizes; do
  nn=$(printf '%02d' "$n")
  : >"$work/in" ; : >"$work/e2e"; : >"$work/cin"; : >"$work/ce2e"
  wrong=0; cdok_wrong=0; count=0
  while IFS=$'\t' read -r _ size _ _ puz _ _ _ _ _ cdok_result _ _ truth; do
    [ "$size" = "$n" ] || continue
    count=$((count + 1))
    json=$("$rfsat" solve "$data/$puz" --repeat "$repeat" -f json 2>/dev/null || true)
    verdict=$(sed -E 's/.*"verdict":"([^"]*)".*/\1/' <<<"$json")
    t=$(sed -E 's/.*"time":([0-9.e+-]+).*/\1/' <<<"$json")
    awk -v t="$t" 'BEGIN { printf "%.1f\n", t * 1e6 }' >>"$work/in"
    want=unique; [ "$truth" = 1 ] || want="at least 2 solutions"
    if [ "$verdict" != "$want" ]; then wrong=$((wrong + 1)); echo "  WRONG: $puz: rfsat '$verdict', truth $truth"; status=1; fi
    if [ "$cdok_result" = unique ] && [ "$truth" != 1 ]; then cdok_wrong=$((cdok_wrong + 1)); fi
    if [ "$cdok_result" != unique ] && [ "$truth" = 1 ]; then cdok_wrong=$((cdok_wrong + 1)); fi
    : >"$work/one"
    for _ in $(seq "$e2e_runs"); do
      stamp t0; "$rfsat" check "$data/$puz" >/dev/null 2>&1 || true; stamp t1
      awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f\n", (b - a) / 1e6 }' >>"$work/one"
    done
    median <"$work/one" >>"$work/e2e"
  done < <(tail -n +2 "$data/manifest.tsv")
  awk -F'\t' -v n="$nn" '$2 == "orig" && $1 ~ "/n" n "-" { print $5 >> "'"$work/cin"'"; if ($7 != "-") print $7 >> "'"$work/ce2e"'" }' "$data/timing.tsv"
  rin=$(median <"$work/in"); cin=$(median <"$work/cin")
  speed=$(awk -v r="$rin" -v c="$cin" 'BEGIN { if (r > 0 && c != "-") printf "%.1fx", c / r; else print "-" }')
  printf '%-5s %7s %12s %12s %8s %10s %10s %10s %8s %7s\n' "$n" "$count" "$rin" "$cin" "$speed" "$(maxof <"$work/in")" \
    "$(median <"$work/e2e") ms" "$(median <"$work/ce2e") ms" "$wrong" "$cdok_wrong"
done

if [ "$do_gen" = 1 ]; then
  echo
  echo "== generation: $gen puzzles per size (rfsat generate -s N --seed 1 --count $gen), each proven unique"
  printf '%-5s %10s %14s %14s %10s %8s\n' size seconds "median ms" "max ms" givens cages
  for n in $sizes; do
    stamp t0
    "$rfsat" generate -s "$n" --seed 1 --count "$gen" -o "$work/gen.txt" 2>"$work/gen.err" || { echo "  generate failed for $n"; status=1; continue; }
    stamp t1
    if [ "$(grep -c 'unique (' "$work/gen.err")" != "$gen" ]; then echo "  NOT UNIQUE at size $n"; status=1; fi
    ms=$(sed -E 's/.* ([0-9]+) ms\)$/\1/' "$work/gen.err")
    givens=$(sed -E 's/.* ([0-9]+) givens,.*/\1/' "$work/gen.err" | median)
    cages=$(sed -E 's/.* ([0-9]+) cages,.*/\1/' "$work/gen.err" | median)
    printf '%-5s %10s %14s %14s %10s %8s\n' "$n" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", (b - a) / 1e9 }')" \
      "$(median <<<"$ms")" "$(maxof <<<"$ms")" "$givens" "$cages"
  done
fi

if ls puzzles/calcudoku/large_*.puz >/dev/null 2>&1; then
  echo
  echo "== large cages, few givens (puzzles/calcudoku/large_*.puz): one process each, count to 2"
  printf '%-28s %8s %10s %12s\n' puzzle givens verdict seconds
  for f in puzzles/calcudoku/large_*.puz; do
    stamp t0; v=$("$rfsat" check "$f" 2>/dev/null | sed 's/.*: //' || true); stamp t1
    givens=$(tr '\t' '\n' <"$f" | grep -cE '^[0-9]+$' || true)
    [ "$v" = unique ] || { echo "  NOT UNIQUE: $f"; status=1; }
    printf '%-28s %8s %10s %12s\n' "$(basename "$f")" "$givens" "$v" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", (b - a) / 1e9 }')"
  done
fi
exit $status
