#!/usr/bin/env bash
# rfsat against the Interactive Sudoku Solver (ISS) on the iss-hard
# collections, in one run: for each puzzle, rfsat's uniqueness proof
# (`rfsat check F.rf --jobs 1 --format json`, its in-process `time`) and then
# ISS's (../shared/data/iss-hard/COLL.txt line n+1, the text F.rf was
# converted from, counted to 2 by scripts/iss_peer_check.mjs: parse, build
# and search, node's start-up excluded), both one thread, each bounded by
# TIME_LIMIT seconds (default 60). Prints a line per puzzle, then the ratio
# table: per collection the sums of both times and ISS / rfsat (> 1: rfsat is
# faster), the puzzle where rfsat fares worst against ISS, and the verdicts
# that differ (a puzzle stopped by the limit counts as the limit, its ratio
# shown with > or <). A calibration line at the start and at the end times
# MATHEMAGIC_KILLERS/4 by both (the VM's speed drifts: compare only runs whose
# calibration lines agree).
#
#   ISS_DIR=/path/to/Interactive-Sudoku-Solver scripts/bench_iss.sh [COLL...]
#
# The ISS checkout is not part of rfsat (bring it beside the project, never
# commit it). Without ISS_DIR or node, rfsat's column alone. Skips (exit 0)
# without ../shared. Exit 1 when the two verdicts of a puzzle differ (neither
# stopped by the limit). Environment: RFSAT (default build/rfsat).
set -uo pipefail
cd "$(dirname "$0")/.."
data=../shared/data
if [ ! -d "$data/iss-hard-rf" ]; then echo "skip: $data/iss-hard-rf not found"; exit 0; fi
rfsat=${RFSAT:-build/rfsat}
limit=${TIME_LIMIT:-60}
[ -x "$rfsat" ] || { echo "bench_iss: $rfsat is not built (scripts/build.sh)" >&2; exit 2; }
peer=1
if [ -z "${ISS_DIR:-}" ] || [ ! -f "$ISS_DIR/js/sudoku_parser.js" ] || ! command -v node >/dev/null; then
  echo "note: no ISS (set ISS_DIR to a checkout of the Interactive Sudoku Solver; node needed): rfsat alone"
  peer=0
fi
colls=("$@")
[ ${#colls[@]} -eq 0 ] && colls=(EXTREME_KILLERS HARD_PENCILMARKS HARD_RENBAN HARD_THERMOS
  HS_KILLERS LITTLE_KILLER_SNIPES MATHEMAGIC_KILLERS TAREK_ALL)

# rfsat's verdict and milliseconds of one .rf ("limit" when stopped).
run_rfsat() {
  local json verdict secs
  json=$(timeout $((limit + 30)) "$rfsat" check "$1" --jobs 1 --time-limit "$limit" --format json 2>/dev/null | head -n 1)
  verdict=$(sed -n 's/.*"verdict":"\([^"]*\)".*/\1/p' <<<"$json")
  secs=$(sed -n 's/.*"time":\([0-9.e+-]*\).*/\1/p' <<<"$json")
  [ -n "$verdict" ] || { echo "error $((limit * 1000))"; return; }
  case "$verdict" in
    unique | multiple) ;;
    "no solution") verdict=none ;;  # ISS's word for it, so the two compare
    *) verdict=limit secs=$limit ;;
  esac
  echo "$verdict $(awk -v s="$secs" 'BEGIN { printf "%.1f", s * 1000 }')"
}

# ISS's verdict and milliseconds of entry N (from 0) of COLL.
run_iss() {
  local text out count ms
  text=$(sed -n "$(($2 + 1))p" "$data/iss-hard/$1.txt")
  out=$(printf 'x\t%s\n' "$text" | timeout "$limit" env ISS_DIR="$ISS_DIR" node scripts/iss_peer_check.mjs 2>/dev/null)
  IFS=$'\t' read -r _ count _ ms <<<"$out"
  case "$count" in 1) echo "unique $ms" ;; 2) echo "multiple $ms" ;; 0) echo "none $ms" ;;
    *) echo "limit $((limit * 1000)).0" ;; esac
}

calibrate() {
  local rf=$data/iss-hard-rf/MATHEMAGIC_KILLERS/4.rf r i="-"
  [ -f "$rf" ] || return
  r=$(run_rfsat "$rf")
  [ $peer = 1 ] && i=$(run_iss MATHEMAGIC_KILLERS 4)
  printf 'CALIBRATION %-6s MATHEMAGIC_KILLERS/4: rfsat %s ms, ISS %s ms\n' "$1" "${r#* }" "${i#* }"
}

table=$(mktemp)
trap 'rm -f "$table"' EXIT
differ=0
calibrate before
printf '%-22s %5s %12s %12s %9s\n' collection entry "rfsat ms" "ISS ms" ISS/rfsat
for coll in "${colls[@]}"; do
  while IFS= read -r rf; do
    n=$(basename "$rf" .rf)
    read -r rv rms <<<"$(run_rfsat "$rf")"
    iv=- ims=0
    [ $peer = 1 ] && read -r iv ims <<<"$(run_iss "$coll" "$n")"
    mark=""
    if [ $peer = 1 ] && [ "$rv" != limit ] && [ "$iv" != limit ] && [ "$rv" != "$iv" ]; then
      mark="  VERDICTS DIFFER"; differ=$((differ + 1))
    fi
    ratio=$(awk -v i="$ims" -v r="$rms" -v p=$peer 'BEGIN { if (p && r > 0) printf "%.2f", i / r; else print "-" }')
    printf '%-22s %5s %12s %12s %9s  %s/%s%s\n' "$coll" "$n" "$rms" "$ims" "$ratio" "$rv" "$iv" "$mark"
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$coll" "$n" "$rv" "$rms" "$iv" "$ims" >>"$table"
  done < <(find "$data/iss-hard-rf/$coll" -maxdepth 1 -name '*.rf' | sort -V)
done
calibrate after
[ $peer = 1 ] || exit 0
echo
echo "| collection | puzzles | rfsat s | ISS s | ISS / rfsat | worst puzzle (ISS / rfsat) | stopped (rfsat, ISS) |"
echo "|---|---:|---:|---:|---:|---|---|"
awk -F'\t' '
  { c = $1; n[c]++; r[c] += $4; i[c] += $6
    if ($3 == "limit") rl[c]++; if ($5 == "limit") il[c]++
    q = ($4 > 0) ? $6 / $4 : 0
    if (!(c in w) || q < w[c]) { w[c] = q; wn[c] = $2 }
    if (!(c in order)) { order[c] = ++k; name[k] = c } }
  END {
    for (j = 1; j <= k; j++) { c = name[j]
      s = (rl[c] ? "<" : "") (il[c] ? ">" : "")
      printf "| %s | %d | %.2f | %.2f | %s%.2f | #%s (%.2f) | %d, %d |\n", c, n[c], r[c] / 1000,
        i[c] / 1000, s, i[c] / r[c], wn[c], w[c], rl[c], il[c] } }' "$table"
echo "($differ verdicts differ; a stopped puzzle counts as ${limit} s.)"
[ "$differ" -eq 0 ]
