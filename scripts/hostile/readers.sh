#!/usr/bin/env bash
# Hostile numbers and text, replayed as a user would: every numeric field of
# every reader (.rf, ISS, f-puzzles, SudokuPad, SudoCue, cdok) and every
# numeric option at 2^31, 2^32+1, 2^63, -1 and 1e308. Each case must be read
# exactly (the number shows verbatim in what rfsat made of the input: the
# `.rf` translation, or the rendered picture of a rule file) or refused with
# exit 2 and its position (file:line:col, the ISS item's line:col, the JSON
# key, the SudoCue field, the option's name) -- never wrapped into another
# number. Then the text cases: control characters and invalid bytes from a
# puzzle never reach stderr or a report raw. One line per case, then
# "N passed, N failed"; exit 1 if any failed. A few seconds in all.
#
#   scripts/hostile/readers.sh build/rfsat
# (scripts/hostile.sh runs every scripts/hostile/*.sh with the same argument.)
set -u
rfsat=${1:?usage: readers.sh RFSAT}
[ -x "$rfsat" ] || { echo "readers.sh: $rfsat is not executable" >&2; exit 2; }
rfsat=$(cd "$(dirname "$rfsat")" && pwd)/$(basename "$rfsat")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
passed=0 failed=0

ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1: $2"; }

# The hostile numbers (the names print in the case lines).
numbers=(2147483648 4294967297 9223372036854775808 -1 1e308)

# refused NAME POSITION-REGEX ARGS...: exit 2, and the message at a position.
refused() {
  local name=$1 pos=$2 out rc
  shift 2
  out=$("$rfsat" "$@" 2>&1 </dev/null)
  rc=$?
  if [ "$rc" = 2 ] && [[ $out =~ $pos ]]; then ok "$name: refused"
  else bad "$name" "expected exit 2 and /$pos/, got exit $rc: ${out:0:300}"; fi
}

# exact NAME TEXT ARGS...: exit 0 or 1, and TEXT verbatim in the output.
exact() {
  local name=$1 text=$2 out rc
  shift 2
  out=$("$rfsat" "$@" 2>&1 </dev/null)
  rc=$?
  if { [ "$rc" = 0 ] || [ "$rc" = 1 ]; } && [[ $out == *"$text"* ]]; then ok "$name: read as $text"
  else bad "$name" "expected '$text' in the output, got exit $rc: ${out:0:300}"; fi
}

# le A B: A <= B, for decimal integers of any length (beyond bash's 64 bits).
le() {
  local a=$1 b=$2
  if [[ $a == -* && $b != -* ]]; then return 0; fi
  if [[ $a != -* && $b == -* ]]; then return 1; fi
  if [[ $a == -* ]]; then le "${b#-}" "${a#-}"; return; fi
  if (( ${#a} != ${#b} )); then (( ${#a} < ${#b} )); return; fi
  [[ $a < $b || $a == "$b" ]]
}
# in_range N LO HI: is N an integer (not 1e308) within LO..HI?
in_range() { [[ $1 =~ ^-?[0-9]+$ ]] && le "$2" "$1" && le "$1" "$3"; }

# The ranges (docs/limits.md#numbers-exact-or-refused): rule integers, calculation numbers, seeds.
RULE_MIN=-9007199254740992 RULE_MAX=9007199254740992 INT_MIN=-2147483648 INT_MAX=2147483647
LONG_MAX=9223372036854775807
rf_pos='case\.rf:[0-9]+:[0-9]+: error: '

# --- .rf ------------------------------------------------------------------
rf9() { printf 'values = 123456789\nrow_groups\ncolumn_groups\nbox_groups(3, 3)\n%s\n' "$1" > case.rf; }
for n in "${numbers[@]}"; do
  rf9 "sum($n, 1, 2)"
  if in_range "$n" $RULE_MIN $RULE_MAX; then exact ".rf sum target $n" ">$n<" render case.rf
  else refused ".rf sum target $n" "$rf_pos" solve case.rf; fi
  rf9 "little_killer($n, 2, 10)"
  if in_range "$n" $RULE_MIN $RULE_MAX; then exact ".rf little_killer total $n" ">$n<" render case.rf
  else refused ".rf little_killer total $n" "$rf_pos" solve case.rf; fi
  rf9 "symvalue(9, $n)"
  if in_range "$n" $INT_MIN $INT_MAX; then exact ".rf symvalue $n" "solution" solve -n 1 case.rf
  else refused ".rf symvalue $n" "$rf_pos" solve case.rf; fi
  rf9 "whisper($n, 1, 2)"
  if in_range "$n" 1 $RULE_MAX; then exact ".rf whisper distance $n" "no solution" solve case.rf
  else refused ".rf whisper distance $n" "$rf_pos" solve case.rf; fi
  for rule in "set_cell($n, 1)" "box_groups($n, 3)" "look_and_say($n, 1; 1, 2)" "sub_grid(10, $n, 1)" \
              "hexagonal_grid(2, $n)"; do
    rf9 "$rule"
    refused ".rf $rule" "$rf_pos" solve case.rf
  done
  printf 'values = 123456789\ncolumns = %s\n' "$n" > case.rf
  refused ".rf columns = $n" "$rf_pos" solve case.rf
done

# --- ISS --------------------------------------------------------------------
iss_pos='\([0-9]+:[0-9]+\): error: '
for n in "${numbers[@]}"; do
  printf '.Shape~%sx9\n' "$n" > case.txt
  refused "ISS .Shape~${n}x9" "$iss_pos" solve case.txt
  for item in "Cage~$n~R1C1~R1C2" "Sandwich~$n~R1" "LittleKiller~$n~R1C2"; do
    printf '.%s\n' "$item" > case.txt
    if in_range "$n" $RULE_MIN $RULE_MAX; then exact "ISS .$item" "($n," convert case.txt --to rf
    else refused "ISS .$item" "$iss_pos" solve case.txt; fi
  done
done

# --- f-puzzles --------------------------------------------------------------
grid4='[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]'
fp_pos='case\.json: [a-z][^ :]*: error: '
for n in "${numbers[@]}"; do
  printf '{"size": %s, "grid": %s}\n' "$n" "$grid4" > case.json
  refused "f-puzzles size $n" "$fp_pos" solve case.json
  for value in "$n" "\"$n\""; do
    printf '{"size": 4, "grid": %s, "killercage": [{"cells": ["R1C1", "R1C2"], "value": %s}]}\n' \
      "$grid4" "$value" > case.json
    if in_range "$n" $RULE_MIN $RULE_MAX; then exact "f-puzzles killercage value $value" "sum($n," convert case.json --to rf
    else refused "f-puzzles killercage value $value" "$fp_pos" solve case.json; fi
    printf '{"size": 4, "grid": %s, "littlekillersum": [{"cell": "R0C1", "cells": ["R1C1"], "direction": "DR", "value": %s}]}\n' \
      "$grid4" "$value" > case.json
    if in_range "$n" $RULE_MIN $RULE_MAX; then exact "f-puzzles littlekillersum value $value" "($n," convert case.json --to rf
    else refused "f-puzzles littlekillersum value $value" "$fp_pos" solve case.json; fi
  done
  printf '{"size": 4, "grid": [[{"value": %s, "given": true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}\n' \
    "$n" > case.json
  refused "f-puzzles given $n" "$fp_pos" solve case.json
done

# --- SudokuPad --------------------------------------------------------------
cells4='[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]'
sp_pos='case\.json: [a-z(][^:]*: error: '
for n in "${numbers[@]}"; do
  printf '{"cells": %s, "cages": [{"cells": [[0, 0], [0, 1]], "value": %s}]}\n' "$cells4" "$n" > case.json
  if in_range "$n" $RULE_MIN $RULE_MAX; then exact "SudokuPad cage value $n" "sum($n," convert case.json --to rf
  else refused "SudokuPad cage value $n" "$sp_pos" solve case.json; fi
  printf '{"cells": %s, "cages": [{"cells": [[%s, 0], [0, 1]], "value": 3}]}\n' "$cells4" "$n" > case.json
  refused "SudokuPad cell [$n, 0]" "$sp_pos" solve case.json
  printf '{"cells": %s, "cages": [{"cells": ["r%sc1", "r1c2"], "value": 3}]}\n' "$cells4" "$n" > case.json
  refused "SudokuPad cell r${n}c1" "$sp_pos" solve case.json
done

# --- SudoCue ----------------------------------------------------------------
for n in "${numbers[@]}"; do
  { printf '3x3::k:%s' "$n"; for _ in $(seq 80); do printf ':0'; done; echo; } > case.txt
  refused "SudoCue field $n" 'field 1 \(r1c1\): error: ' solve case.txt
done

# --- cdok -------------------------------------------------------------------
for n in "${numbers[@]}"; do
  printf 'A+%s\tA\nB+3\tB\n' "$n" > case.puz
  refused "cdok target $n" 'case\.puz:[0-9]+:[0-9]+: error: ' solve case.puz
done

# --- options ----------------------------------------------------------------
printf 'values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\nset_cell(1,1)\nset_cell(3,3)\nset_cell(6,3)\nset_cell(7,4)\nset_cell(9,4)\nset_cell(10,1)\n' > p.rf
opt_pos='^--[a-z-]+: expected '
for n in "${numbers[@]}"; do
  if [[ $n != -1 ]]; then exact "--time-limit $n" "unique" solve p.rf --time-limit "$n"
  else refused "--time-limit $n" "$opt_pos" solve p.rf --time-limit "$n"; fi
  if in_range "$n" 1 $RULE_MAX; then exact "--first-line $n" "unique" solve p.rf --first-line "$n"
  else refused "--first-line $n" "$opt_pos" solve p.rf --first-line "$n"; fi
  for opt in "solve p.rf --jobs" "solve p.rf --count" "solve p.rf --memory-limit" "solve p.rf --repeat" \
             "candidates p.rf --count-per-candidate" "generate --size" \
             "generate -s 3 --min-cage" "generate -s 3 --max-difficulty"; do
    # shellcheck disable=SC2086
    refused "$opt $n" "$opt_pos" $opt "$n"
  done
  if in_range "$n" 0 $LONG_MAX; then exact "generate --seed $n" "seed $n:" generate -s 3 --seed "$n"
  else refused "generate --seed $n" "$opt_pos" generate -s 3 --seed "$n"; fi
  if in_range "$n" 0 $LONG_MAX; then exact "minimize --seed $n" "minimal" minimize p.rf --seed "$n"
  else refused "minimize --seed $n" "$opt_pos" minimize p.rf --seed "$n"; fi
done
for t in nan inf 0; do refused "--time-limit $t" "$opt_pos" solve p.rf --time-limit "$t"; done

# --- text: no raw control character or invalid byte -------------------------
# raw_free NAME ARGS...: no byte below 0x20 but LF and tab, no DEL, no byte
# of 0x80 and above (the cases' texts are ASCII but for what they inject).
raw_free() {
  local name=$1 out
  shift
  out=$("$rfsat" "$@" 2>&1 </dev/null | LC_ALL=C grep -c $'[\x01-\x08\x0b-\x1f\x7f\x80-\xff]')
  if [ "$out" = 0 ]; then ok "$name: printable"; else bad "$name" "$out lines with raw bytes"; fi
}
printf '{"size": 4, "grid": %s, "killercage": [{"cells": ["R1C1"], "value": "5\\n::warning file=evil::INJECTED\\u001b[2J"}]}\n' \
  "$grid4" > evil.json
for f in text github junit json; do raw_free "f-puzzles cage value with LF and ESC, check --format $f" check --format $f evil.json; done
out=$("$rfsat" check --format github evil.json 2>&1)
if grep -q '^::warning' <<<"$out"; then bad "no injected workflow command" "$out"; else ok "no injected workflow command"; fi
printf 'values = 1234\n\033]0;owned\007row_groups\n' > esc.rf
raw_free ".rf with an OSC sequence" solve esc.rf
printf 'values = 1234\nrow_groupz\n' > "$(printf 'bad\377.rf')"
printf 'values = 1234\nrow_groupz\n' > "$(printf 'bad\376.rf')"
for f in text junit json github; do raw_free "file names with invalid bytes, check --format $f" check --format $f bad*.rf; done
printf 'values = 1234\n' > "$(printf 'new\nline.rf')"
lines=$("$rfsat" check "$(printf 'new\nline.rf')" 2>/dev/null | wc -l)
if [ "$lines" = 1 ]; then ok "a file name with a line break: one record line"; else bad "file name with a line break" "$lines lines"; fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
