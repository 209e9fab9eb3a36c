#!/usr/bin/env bash
# Round trips of ISS's catalogue: every puzzle of an ISS checkout's catalogue
# (the list of scripts/bench_catalogue.sh) that rfsat reads as ISS text and
# solves within TIME_LIMIT seconds (default 10) is written by
# `rfsat convert --to fpuzzles`, `--to fpuzzles-url` and `--to iss`, read
# back, and solved again: the verdict and the solution (`solve -n 2
# --format line`, the writers keep digits) must be the same. A format that
# cannot hold a puzzle's rules refuses it by name (counted per format); a
# written form read back but not solved within the limit is counted apart.
# Prints a line per difference and the summary per format; exit 1 on any
# difference.
#
#   ISS_DIR=/path/to/Interactive-Sudoku-Solver scripts/catalogue_round_trips.sh
#
# Skips (exit 0) without ISS_DIR or node. Environment: RFSAT (default
# build/rfsat), TIME_LIMIT, ONLY (a regex: the puzzles whose names match).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/iss_catalogue_setup.sh
limit=${TIME_LIMIT:-10}
ISS_DIR=$ISS_DIR node scripts/bench_catalogue.mjs list "$tmp" || exit 2

# The solution lines and verdict of one input, or "" when it is refused or stopped.
outcome() {
  local text
  text=$("$rfsat" solve -n 2 -t "$limit" --format line "$@" 2>/dev/null) || [ $? -eq 1 ] || return
  case "$text" in *unique | *"at least 2 solutions" | *"no solution") echo "$text" ;; esac
}

declare -A kept held refused stopped
differ=0 solved=0
formats=(fpuzzles fpuzzles-url iss)
while IFS=$'\t' read -r n name kind; do
  [ "$kind" = text ] || continue
  [ -n "${ONLY:-}" ] && ! grep -Eq "$ONLY" <<<"$name" && continue
  f=$tmp/$n.txt
  want=$(outcome --from iss "$f")
  [ -n "$want" ] || continue
  solved=$((solved + 1))
  for fmt in "${formats[@]}"; do
    if ! "$rfsat" convert "$f" --from iss --to "$fmt" -o "$tmp/back" 2>"$tmp/why"; then
      refused[$fmt]=$((${refused[$fmt]:-0} + 1))
      continue
    fi
    held[$fmt]=$((${held[$fmt]:-0} + 1))
    got=$(outcome --from "$fmt" "$tmp/back")
    if [ "$got" = "$want" ]; then
      kept[$fmt]=$((${kept[$fmt]:-0} + 1))
    elif [ -z "$got" ] && "$rfsat" check -t 1 --from "$fmt" "$tmp/back" >/dev/null 2>&1 ||
      [ $? -eq 3 ]; then
      # Read, but not solved within the limit (or 1 s of checking): not a difference.
      stopped[$fmt]=$((${stopped[$fmt]:-0} + 1))
    else
      differ=1
      echo "DIFFERS $n $name as $fmt: $(tail -n 1 <<<"$got") instead of $(tail -n 1 <<<"$want")"
    fi
  done
done <"$tmp/index.tsv"
echo "catalogue puzzles read and solved within ${limit} s: $solved"
for fmt in "${formats[@]}"; do
  printf '%-13s written %4d, verdict and solution kept %4d, stopped by the limit %3d, refused (cannot hold) %4d\n' \
    "$fmt" "${held[$fmt]:-0}" "${kept[$fmt]:-0}" "${stopped[$fmt]:-0}" "${refused[$fmt]:-0}"
done
exit "$differ"
