#!/usr/bin/env bash
# SudokuPad drawings read back as rules (docs/formats.md, "SudokuPad
# drawings"): every fixture of puzzles/ and tests/formats/drawings/ (and
# ../shared/data/variants-rf with RFSAT_DRAWINGS_SHARED=1) that converts to f-puzzles and
# whose keys drawings/draw_like_sudokupad.py draws is drawn as SudokuPad's
# f-puzzles converter draws it, read back with --from sudokupad, and must
# give the same first 3 solutions and verdict as its f-puzzles form. Then:
# a drawing in no style is refused by name (exit 2), and plain cell colours
# are listed as not read. Usage: drawings_test.sh path/to/rfsat
set -uo pipefail
rfsat=$1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail=0 drawn=0 skipped=0
bad() { echo "FAIL: $*"; fail=1; }

fixtures=$(find "$root/puzzles" "$here/drawings" -name '*.rf' | sort)
# The real puzzles of ../shared only when asked (a minute more; not in CI).
[ "${RFSAT_DRAWINGS_SHARED:-0}" = 1 ] && [ -d "$root/../shared/data/variants-rf" ] && fixtures+=$'\n'$(find "$root/../shared/data/variants-rf" -name '*.rf' | sort)
# Each fixture's f-puzzles form, then all drawn by one Python process.
pairs=()
i=0
for f in $fixtures; do
  i=$((i + 1))
  "$rfsat" convert "$f" --to fpuzzles >"$out/$i.f.json" 2>/dev/null && pairs+=("$out/$i.f.json" "$out/$i.d.json")
done
python3 "$here/drawings/draw_like_sudokupad.py" "${pairs[@]}" 2>/dev/null
[ $? -le 3 ] || bad "the drawer failed"
i=0
for f in $fixtures; do
  i=$((i + 1))
  [ -f "$out/$i.d.json" ] || { skipped=$((skipped + 1)); continue; }
  drawn=$((drawn + 1))
  "$rfsat" solve -n 3 -t 60 --format line --from fpuzzles "$out/$i.f.json" >"$out/want" 2>&1
  "$rfsat" solve -n 3 -t 60 --format line --from sudokupad "$out/$i.d.json" >"$out/got" 2>&1
  cmp -s "$out/want" "$out/got" || bad "$f drawn as SudokuPad does: $(head -c 300 "$out/got") instead of $(head -c 300 "$out/want")"
done
[ "$drawn" -ge 10 ] || bad "only $drawn fixtures drawn"

# A drawing in no style: refused by name.
cat >"$out/red.json" <<'JSON'
{"cells": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]],
 "regions": [[[0,0],[0,1],[1,0],[1,1]], [[0,2],[0,3],[1,2],[1,3]], [[2,0],[2,1],[3,0],[3,1]], [[2,2],[2,3],[3,2],[3,3]]],
 "lines": [{"color": "#ff0000", "thickness": 10, "wayPoints": [[0.5, 0.5], [0.5, 1.5]]}],
 "underlays": [{"backgroundColor": "#ffa0a0", "center": [1.5, 1.5], "width": 1, "height": 1, "rounded": false}]}
JSON
"$rfsat" solve --from sudokupad "$out/red.json" >/dev/null 2>"$out/red.err"
[ $? -eq 2 ] || bad "a drawing in no style was not refused (exit 2)"
grep -q "lines\[0\]: error: a drawing in none of the styles" "$out/red.err" || bad "the refusal does not name lines[0]: $(cat "$out/red.err")"
# Without the red line: the cell colour carries no rule and is listed.
grep -v '"lines"' "$out/red.json" >"$out/colour.json"
"$rfsat" convert --from sudokupad "$out/colour.json" --to rf >"$out/colour.rf" 2>&1 || bad "cell colours: $(cat "$out/colour.rf")"
grep -q "not read (no rule): underlays: 1 cell colour" "$out/colour.rf" || bad "the cell colour is not listed: $(cat "$out/colour.rf")"

[ "$fail" -eq 0 ] && echo "$drawn fixtures drawn as SudokuPad draws them and read back alike ($skipped not drawable)"
exit "$fail"
