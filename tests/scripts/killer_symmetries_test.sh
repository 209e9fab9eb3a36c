#!/usr/bin/env bash
# scripts/killer_symmetries.py keeps a puzzle's meaning: three unique 4x4
# puzzles (killer cages; little killers, renban lines and givens; thermos
# and pencilmarks) are copied 12 times each, and every copy must be unique
# with the moved solution the script wrote beside it. The copies must also
# differ (the symmetries, digit reflection included, are applied). Usage: killer_symmetries_test.sh RFSAT
set -euo pipefail
rfsat=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/in"
# fixture NAME: a 4x4 sudoku with the rules read from standard input.
fixture() {
  { printf 'values = 1234\nbox_groups(2,2)\nrow_groups\ncolumn_groups\n'; cat; } > "$tmp/in/$1.rf"
}
fixture cages <<'RF'
sum(3, 1, 2)
sum(5, 3, 7)
sum(7, 5, 9)
sum(4, 11, 12)
sum(7, 14, 15)
RF
fixture lines <<'RF'
little_killer(6, 2, 12) // the diagonal r1c2-r3c4
little_killer(9, 1, 16)
renban_line(10, 15)
set_cell(1, 1)
set_cell(6, 4)
RF
fixture marks <<'RF'
thermo(13, 9, 5)
thermo(15, 16)
set_values(1, 2, 3)
set_values(2, 2, 3)
set_values(3, 1, 3)
set_values(4, 1, 4)
set_values(5, 4)
set_values(6, 1, 3)
set_values(8, 1, 2)
set_values(9, 1, 2)
set_values(11, 1, 4)
RF
for p in cages lines marks; do
  out=$("$rfsat" solve -n 2 -f line "$tmp/in/$p.rf")
  [ "$(sed -n 2p <<<"$out")" = unique ] || { echo "fixture $p is not unique: $out"; exit 1; }
  head -n 1 <<<"$out" > "$tmp/in/$p.sol"
done
python3 "$root/scripts/killer_symmetries.py" "$tmp/out" 12 "$tmp/in/cages.rf" "$tmp/in/lines.rf" "$tmp/in/marks.rf" --seed 3
copies=0
for rf in "$tmp"/out/*.rf; do
  out=$("$rfsat" solve -n 2 -f line "$rf")
  want=$(cat "${rf%.rf}.sol")
  if [ "$(head -n 1 <<<"$out")" != "$want" ] || [ "$(sed -n 2p <<<"$out")" != unique ]; then
    echo "$(basename "$rf"): expected the unique solution $want, got: $out"; cat "$rf"; exit 1
  fi
  copies=$((copies + 1))
done
[ "$copies" -eq 36 ] || { echo "expected 36 copies, found $copies"; exit 1; }
for p in cages lines marks; do
  distinct=$(cat "$tmp"/out/in-"$p"_*.sol | sort -u | wc -l)
  [ "$distinct" -ge 4 ] || { echo "$p: only $distinct different solutions among 12 copies"; exit 1; }
done
echo "36 copies, each unique with its moved solution"
