#!/usr/bin/env bash
# A real browser draws rfsat's pictures: headless Chromium (Debian's
# chromium, scripts/install-deps.sh; fresh profile, no sandbox, no GPU, no
# network) renders two SVGs to PNG (scripts/svg_to_png.sh), and known
# pixels must have the convention's colour: a black kropki dot's centre, a
# white dot's, a thermometer bulb, a given digit (dark) and a solution digit
# (blue) in their cells, the background outside the grid.
# Exits 77 (skipped) when chromium is not installed.
# Usage: browser_test.sh path/to/rfsat
set -euo pipefail
rfsat=$1
src=$(cd "$(dirname "$0")/../.." && pwd)
command -v chromium >/dev/null || { echo "chromium not installed: skipped"; exit 77; }
command -v python3 >/dev/null || { echo "python3 not installed: skipped"; exit 77; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# 4x4, 48 px per cell, margin 0.5 cell: cell (r, c) has its centre at
# (48 + 48c, 48 + 48r) px; the dot between cells 1 and 2 at (72, 48), radius
# 5.8 px: checked about 3 px off its centre, off the grid line.
cat > "$out/dots.rf" <<'RF'
values = 1234
row_groups
column_groups
box_groups(2, 2)
kropki_factor(1, 2)
kropki_diff(3, 4)
thermo(5, 9)
set_cell(16, 4)
set_cell(1, 1)
RF
"$rfsat" render "$out/dots.rf" --solution -o "$out/dots.svg"
"$src/scripts/svg_to_png.sh" "$out/dots.svg" "$out/dots.png"
test -s "$out/dots.png"
python3 "$src/tests/render/png_pixels.py" "$out/dots.png" \
  73,51=000000 70,45=000000 169,51=ffffff 166,45=ffffff 48,96=c4c4c4 5,5=ffffff \
  192,192,14~dark 48,48,14~dark 96,144,14~blue
# A hexagon (Hanidoku): the picture is non-empty and has dark given digits.
"$rfsat" render "$src/puzzles/geometry/hanidoku.rf" -o "$out/hex.svg"
"$src/scripts/svg_to_png.sh" "$out/hex.svg" "$out/hex.png"
test -s "$out/hex.png"
python3 "$src/tests/render/png_pixels.py" "$out/hex.png" 3,3=ffffff
