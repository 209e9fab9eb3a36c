#!/usr/bin/env bash
# rfsat against the Interactive Sudoku Solver (ISS) on the iss-hard
# collections, timed fairly in one run: both sides in-process and warm, over
# the same puzzles and the same phases (read, build, count to 2), one thread.
#   rfsat: `rfsat check DIR --jobs 1 --format json` over each collection's
#     .rf conversions (../shared/data/iss-hard-rf/COLL), one process per
#     pass, three passes; per puzzle its best in-process `time` and its
#     `conflicts` (the search's learned clauses, about one per conflict).
#   ISS: ../shared/data/iss-hard/COLL.txt (line n+1 is the text n.rf was
#     converted from) counted to 2 in one node process per collection by
#     scripts/iss_peer_check.mjs --warm: per puzzle a warm-up run, then the
#     best of 3 (iss_driver.mjs countIssWarm), and ISS's backtrack counter.
# Each run of a puzzle is bounded by TIME_LIMIT seconds (default 60) on both
# sides (ISS's from its progress callback; a stopped warm-up run is not
# repeated), and each node process by TIME_LIMIT x 4 x its puzzles. Prints
# a line per puzzle, then the ratio table: per collection the sums of both
# times and of rfsat's conflicts and ISS's backtracks, ISS / rfsat (> 1: rfsat
# is faster), the puzzle where rfsat fares worst against ISS, and the
# verdicts that differ (a puzzle stopped by a limit counts as the limit).
#
#   ISS_DIR=/path/to/Interactive-Sudoku-Solver scripts/bench_iss.sh [COLL...]
#
# The ISS checkout is not part of rfsat (bring it beside the project, never
# commit it). Without ISS_DIR or node, rfsat's columns alone. Skips (exit 0)
# without ../shared. Exit 1 when the two verdicts of a puzzle differ (neither
# stopped by the limit). Environment: RFSAT (default build/rfsat), PASSES
# (rfsat's passes, default 3).
set -uo pipefail
cd "$(dirname "$0")/.."
data=../shared/data
if [ ! -d "$data/iss-hard-rf" ]; then echo "skip: $data/iss-hard-rf not found"; exit 0; fi
rfsat=${RFSAT:-build/rfsat}
limit=${TIME_LIMIT:-60}
passes=${PASSES:-3}
[ -x "$rfsat" ] || { echo "bench_iss: $rfsat is not built (scripts/build.sh)" >&2; exit 2; }
peer=1
if [ -z "${ISS_DIR:-}" ] || [ ! -f "$ISS_DIR/js/sudoku_parser.js" ] || ! command -v node >/dev/null; then
  echo "note: no ISS (set ISS_DIR to a checkout of the Interactive Sudoku Solver; node needed): rfsat alone"
  peer=0
fi
colls=("$@")
[ ${#colls[@]} -eq 0 ] && colls=(EXTREME_KILLERS HARD_PENCILMARKS HARD_RENBAN HARD_THERMOS
  HS_KILLERS LITTLE_KILLER_SNIPES MATHEMAGIC_KILLERS TAREK_ALL)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# rfsat over a collection's directory: "n<TAB>verdict<TAB>best ms<TAB>conflicts"
# per puzzle (verdict: unique, multiple, none, limit or error).
run_rfsat() {
  local dir=$data/iss-hard-rf/$1 pass
  for ((pass = 0; pass < passes; pass++)); do
    "$rfsat" check "$dir" --jobs 1 --time-limit "$limit" --format json 2>/dev/null
  done | sed -n 's/.*"conflicts":\([0-9]*\).*"file":"[^"]*\/\([0-9]*\)\.rf".*"time":\([0-9.e+-]*\),"verdict":"\([^"]*\)".*/\2\t\4\t\3\t\1/p' |
    awk -F'\t' -v lim="$limit" '
      { v = $2 == "no solution" ? "none" : ($2 == "unique" || $2 == "multiple") ? $2 : "limit"
        ms = v == "limit" ? lim * 1000 : $3 * 1000
        if (!($1 in best) || ms < best[$1]) best[$1] = ms
        verdict[$1] = v; conflicts[$1] = $4 }
      END { for (n in best) printf "%s\t%s\t%.1f\t%s\n", n, verdict[n], best[n], conflicts[n] }' |
    sort -n
}

# ISS over a collection: "n<TAB>verdict<TAB>best ms<TAB>backtracks" per puzzle.
run_iss() {
  local file=$data/iss-hard/$1.txt entries
  entries=$(wc -l <"$file")
  awk '{ printf "%d\t%s\n", NR - 1, $0 }' "$file" |
    timeout $((limit * 4 * entries + 30)) env ISS_DIR="$ISS_DIR" \
      node scripts/iss_peer_check.mjs --warm $((limit * 1000)) 2>/dev/null |
    awk -F'\t' -v lim="$limit" '
      { v = $2 == 1 ? "unique" : $2 == 2 ? "multiple" : $2 == 0 ? "none" : $2 == "limit" ? "limit" : "error"
        printf "%s\t%s\t%s\t%s\n", $1, v, v == "limit" ? lim * 1000 : $4, $5 }'
}

table=$tmp/table
differ=0
printf '%-22s %5s %10s %10s %9s %10s %10s\n' collection entry "rfsat ms" "ISS ms" ISS/rfsat conflicts backtracks
for coll in "${colls[@]}"; do
  [ -d "$data/iss-hard-rf/$coll" ] || { echo "bench_iss: no collection $coll" >&2; exit 2; }
  run_rfsat "$coll" >"$tmp/rfsat"
  : >"$tmp/iss"
  [ $peer = 1 ] && run_iss "$coll" >"$tmp/iss"
  while IFS=$'\t' read -r n rv rms conf; do
    read -r _ iv ims back <<<"$(awk -F'\t' -v n="$n" '$1 == n { print $1, $2, $3, $4 }' "$tmp/iss")"
    [ -n "${iv:-}" ] || iv=limit ims=$((limit * 1000)) back=-
    [ $peer = 1 ] || iv=- ims=0 back=-
    mark=""
    if [ $peer = 1 ] && [ "$rv" != limit ] && [ "$iv" != limit ] && [ "$rv" != "$iv" ]; then
      mark="  VERDICTS DIFFER"; differ=$((differ + 1))
    fi
    ratio=$(awk -v i="$ims" -v r="$rms" -v p=$peer 'BEGIN { if (p && r > 0) printf "%.2f", i / r; else print "-" }')
    printf '%-22s %5s %10s %10s %9s %10s %10s  %s/%s%s\n' "$coll" "$n" "$rms" "$ims" "$ratio" "$conf" "$back" "$rv" "$iv" "$mark"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$coll" "$n" "$rv" "$rms" "$iv" "$ims" "$conf" "$back" >>"$table"
  done <"$tmp/rfsat"
done
[ -f "$table" ] || exit 0
echo
echo "| collection | puzzles | rfsat ms | ISS ms | ISS / rfsat | rfsat conflicts | ISS backtracks | worst puzzle: ISS vs rfsat ms | stopped (rfsat, ISS) |"
echo "|---|---:|---:|---:|---:|---:|---:|---|---|"
awk -F'\t' -v p=$peer '
  { c = $1; n[c]++; r[c] += $4; i[c] += $6; k2[c] += $7; b[c] += ($8 == "-" ? 0 : $8)
    if ($3 == "limit") rl[c]++; if ($5 == "limit") il[c]++
    q = ($4 > 0) ? $6 / $4 : 0
    if (!(c in w) || q < w[c]) { w[c] = q; wn[c] = $2; wi[c] = $6; wr[c] = $4 }
    if (!(c in order)) { order[c] = ++k; name[k] = c } }
  END {
    for (j = 1; j <= k; j++) { c = name[j]
      s = (rl[c] ? "<" : "") (il[c] ? ">" : "")
      if (p) printf "| %s | %d | %.0f | %.0f | %s%.2f | %d | %d | #%s: %.0f vs %.0f | %d, %d |\n", c, n[c], r[c],
        i[c], s, i[c] / r[c], k2[c], b[c], wn[c], wi[c], wr[c], rl[c], il[c]
      else printf "| %s | %d | %.0f | - | - | %d | - | - | %d, - |\n", c, n[c], r[c], k2[c], rl[c] } }' "$table"
echo "($differ verdicts differ; a stopped puzzle counts as ${limit} s.)"
[ "$differ" -eq 0 ]
