#!/usr/bin/env bash
# Every puzzle of the Interactive Sudoku Solver's (ISS) catalogue read by
# rfsat directly as ISS text, and counted to 2 by rfsat and by ISS in the
# same run: data/example_puzzles.js (the examples shown) and
# data/collections.js (its test and benchmark collections) of an ISS
# checkout, each entry once by name, a `/data/...iss` entry as its file's
# text; the `.js` sandbox scripts (programs, not ISS text) are set aside.
# Prints a line per puzzle (rfsat's and ISS's verdicts and times), every
# refusal with rfsat's reason, and the summary: read / agree / disagree /
# refused (by reason) / aside, and the summed times of the puzzles both
# counted. Times: rfsat's in-process `time` of `check --format json`
# (loading included), ISS's parse, build and count in one node process
# (scripts/bench_catalogue.mjs, driven as scripts/iss_peer_check.mjs drives
# ISS); each the best of 3, ISS's after a warm-up run. Both one thread,
# each run bounded by TIME_LIMIT seconds (default 60).
#
#   ISS_DIR=/path/to/Interactive-Sudoku-Solver scripts/bench_catalogue.sh
#
# The ISS checkout is not part of rfsat (bring it beside the project, never
# commit it). Skips (exit 0) without ISS_DIR or node. Exit 1 when a
# puzzle's two counts differ (neither stopped by the limit). Environment:
# RFSAT (default build/rfsat), TIME_LIMIT, ONLY (a regex: the puzzles whose
# names match), FROM (the first entry number to run: resumes a stopped run).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/iss_catalogue_setup.sh
limit=${TIME_LIMIT:-60}
ISS_DIR=$ISS_DIR node scripts/bench_catalogue.mjs list "$tmp" || exit 2

# rfsat's count (0, 1, 2, limit or error) and best time in ms of 3 runs.
run_rfsat() {
  local json verdict secs best="" i
  for i in 1 2 3; do
    json=$(timeout $((limit + 30)) "$rfsat" check "$1" --from iss --jobs 1 --time-limit "$limit" \
      --format json 2>/dev/null | head -n 1)
    verdict=$(sed -n 's/.*"verdict":"\([^"]*\)".*/\1/p' <<<"$json")
    secs=$(sed -n 's/.*"time":\([0-9.e+-]*\).*/\1/p' <<<"$json")
    case "$verdict" in
      unique) verdict=1 ;; "at least 2"*) verdict=2 ;; "no solution") verdict=0 ;;
      error) echo "error -"; return ;;
      *) echo "limit $((limit * 1000))"; return ;;
    esac
    best=$(awk -v s="$secs" -v b="$best" 'BEGIN { m = s * 1000; if (b != "" && b < m) m = b; printf "%.1f", m }')
  done
  echo "$verdict $best"
}

# rfsat's reason for refusing $1: its first error, without the file and item.
reason() {
  "$rfsat" check "$1" --from iss 2>&1 | grep -m1 'error:' | sed 's/^.*error: //'
}

out=$tmp/table.tsv
: >"$out"
printf '%-4s %-44s %8s %10s %10s\n' n puzzle verdicts "rfsat ms" "ISS ms"
while IFS=$'\t' read -r n name kind; do
  [ -n "${ONLY:-}" ] && ! grep -Eq "$ONLY" <<<"$name" && continue
  [ "$n" -lt "${FROM:-0}" ] && continue
  if [ "$kind" = script ]; then printf '%s\taside\t%s\n' "$n" "$name" >>"$out"; continue; fi
  f=$tmp/$n.txt
  read -r rv rms <<<"$(run_rfsat "$f")"
  iss=$(timeout $((limit * 4 + 10)) env ISS_DIR="$ISS_DIR" node scripts/bench_catalogue.mjs count "$f" 2>/dev/null)
  IFS=$'\t' read -r iv ims <<<"$iss"
  [ -n "$iv" ] || iv=limit ims=$((limit * 1000))
  [ "$iv" = ERROR ] && ims=-
  state=read
  if [ "$rv" = error ]; then
    state=refused
    printf '%s\trefused\t%s\t%s\n' "$n" "$name" "$(reason "$f")" >>"$out"
  elif [ "$rv" != limit ] && [ "$iv" != limit ] && [ "$iv" != ERROR ]; then
    if [ "$rv" = "$iv" ]; then state=agree; else state=DISAGREE; fi
    printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$state" "$name" "$rms" "$ims" >>"$out"
  else
    printf '%s\tread\t%s\t%s\t%s\t%s/%s\n' "$n" "$name" "$rms" "$ims" "$rv" "$iv" >>"$out"
  fi
  printf '%-4s %-44.44s %8s %10s %10s  %s\n' "$n" "$name" "$rv/$iv" "$rms" "$ims" "$state"
done <"$tmp/index.tsv"

echo
echo "refused (rfsat's reason):"
awk -F'\t' '$2 == "refused" { printf "  %s %s: %s\n", $1, $3, $4 }' "$out"
echo
awk -F'\t' '
  $2 == "agree" || $2 == "DISAGREE" { read++; if ($2 == "agree") agree++; else dis++
    r += $4; i += $5 }
  $2 == "read" { read++; open++ }
  $2 == "refused" { ref++ } $2 == "aside" { aside++ }
  END {
    printf "puzzles %d: read %d (agree %d, disagree %d, a count stopped by the limit or refused by ISS %d), refused %d, JS scripts aside %d\n",
      read + ref + aside, read, agree, dis, open, ref, aside
    if (agree + dis) printf "time of the %d counted by both: rfsat %.2f s, ISS %.2f s (ISS / rfsat %.2f)\n",
      agree + dis, r / 1000, i / 1000, (r > 0 ? i / r : 0) }' "$out"
echo "refusals by reason:"
awk -F'\t' '$2 == "refused" { print $4 }' "$out" | sed "s/'[^']*' is not a cell.*/a cell id that is not R1C1 .. RgCg (ISS's var cells)/" |
  sort | uniq -c | sort -rn
! grep -q $'\tDISAGREE\t' "$out"
