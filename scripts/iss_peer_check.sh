#!/usr/bin/env bash
# The ISS writer against ISS itself: every rule file of puzzles/ (and of
# ../shared/data/variants-rf when present) that `rfsat convert --to iss`
# writes is parsed and solved by the Interactive Sudoku Solver (a checkout
# of github.com/sigh/Interactive-Sudoku-Solver, run with node; nothing of it
# is built or committed here), and its solution count (up to 2) and first
# solution must be rfsat's. A digit solution is compared digit by digit;
# a puzzle written with other symbols by count only.
#
#   ISS_DIR=/path/to/Interactive-Sudoku-Solver scripts/iss_peer_check.sh [RFSAT_BINARY]
#
# Skips (exit 0) without ISS_DIR or node; exit 1 when ISS refuses a text or
# disagrees.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/rfsat}
if [ -z "${ISS_DIR:-}" ] || [ ! -f "$ISS_DIR/js/sudoku_parser.js" ]; then
  echo "skip: set ISS_DIR to a checkout of the Interactive Sudoku Solver"; exit 0
fi
if ! command -v node >/dev/null; then echo "skip: node not found"; exit 0; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
files=$(find puzzles -name '*.rf' | sort)
[ -d ../shared/data/variants-rf ] && files="$files $(ls ../shared/data/variants-rf/*.rf)"
for f in $files; do
  text=$("$bin" convert "$f" --to iss 2>/dev/null) || continue
  printf '%s\t%s\n' "$f" "$text"
done > "$tmp/in.tsv"
ISS_DIR=$ISS_DIR node scripts/iss_peer_check.mjs < "$tmp/in.tsv" > "$tmp/out.tsv"
bad=0
while IFS=$'\t' read -r f count solution _ms; do
  out=$("$bin" solve "$f" -f line 2>/dev/null || true)
  verdict=$(tail -1 <<< "$out")
  line=$(head -1 <<< "$out" | tr -d ' ')
  case "$verdict" in unique) mine=1 ;; "at least 2"*) mine=2 ;; "no solution") mine=0 ;; *) mine="?" ;; esac
  if [ "$count" != "$mine" ] || { [ "$mine" = 1 ] && [[ $line =~ ^[0-9]+$ ]] && [ "$line" != "$solution" ]; }; then
    echo "DIFFER $f: ISS $count $solution, rfsat $verdict $line"; bad=$((bad + 1))
  fi
done < "$tmp/out.tsv"
echo "$(wc -l < "$tmp/out.tsv") ISS texts parsed and solved by ISS, $bad differ"
[ "$bad" = 0 ]
