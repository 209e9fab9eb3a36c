#!/usr/bin/env bash
# A stream through GNU parallel prints byte for byte what one process prints
# (docs/parallel.md): a generated collection (stream_fixture.awk: 9x9, 4x4
# and 16x16 puzzles, CRLF, blank, malformed, contradictory and ISS lines)
# solved once whole, then (its blank lines dropped) cut into pieces of B
# lines on 2-4 workers with --keep-order and --first-line, for solve (json,
# line) and check (text), and compared with one process on the same lines.
# Also: every non-blank line has exactly one record, in order, with its line
# number; the malformed lines are error records; --exit-zero. Skipped (77)
# when parallel is not installed. Usage: parallel_test.sh path/to/rfsat
set -uo pipefail
rfsat=$1
here=$(cd "$(dirname "$0")" && pwd)
command -v parallel >/dev/null || { echo "GNU parallel not installed: skipped"; exit 77; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

awk -v seed=29 -v count=600 -f "$here/stream_fixture.awk" > "$out/in.txt"
# The non-blank lines' numbers: what the records must carry, in order.
awk '!/^[ \t\r]*$/ { print NR }' "$out/in.txt" > "$out/expected-lines"

"$rfsat" solve - --format json < "$out/in.txt" > "$out/one.jsonl" 2> "$out/one.err"
code=$?
[ "$code" -eq 2 ] || bad "one process exited $code, expected 2 (malformed lines)"
sed -E 's/.*"line":([0-9]+).*/\1/' "$out/one.jsonl" > "$out/got-lines"
cmp -s "$out/expected-lines" "$out/got-lines" || bad "the records' line numbers are not the input's non-blank lines"
errors=$(grep -c '"verdict":"error"' "$out/one.jsonl")
malformed=$(grep -c '^12345$' "$out/in.txt")
[ "$errors" -eq "$malformed" ] && [ "$errors" -gt 0 ] || bad "$errors error records for $malformed malformed lines"
grep -q '"input":"12345","line":89,"verdict":"error"' "$out/one.jsonl" || bad "no error record for line 89"
grep -q '"input":".Shape~4x4.~R1C1_1.~R2C3_4","line":83,' "$out/one.jsonl" || bad "the ISS line 83 was not solved"
for v in unique "at least 2 solutions" "no solution"; do
  grep -q "\"verdict\":\"$v\"" "$out/one.jsonl" || bad "no '$v' record"
done
"$rfsat" solve - --format json --jobs 2 < "$out/in.txt" > "$out/jobs2.jsonl" 2>/dev/null
cmp -s "$out/one.jsonl" "$out/jobs2.jsonl" || bad "--jobs 2 differs from one thread"

# GNU parallel's -N glues a blank line to the record after it, so that the
# pieces' first lines are known only without blank lines (docs/parallel.md):
# the reference is one process on the same stream.
grep -v '^[[:space:]]*$' "$out/in.txt" > "$out/nb.txt"
"$rfsat" solve - --format json < "$out/nb.txt" > "$out/one.jsonl" 2>/dev/null
# pieces: workers, lines per piece
for run in "2 100" "3 37" "4 250" "2 9"; do
  set -- $run
  j=$1 b=$2
  parallel --will-cite --pipe --keep-order -N "$b" -j "$j" \
    "$rfsat" solve - --format json --first-line '$(( ({#}-1)*'"$b"'+1 ))' \
    < "$out/nb.txt" > "$out/par.jsonl" 2>/dev/null
  code=$?
  cmp -s "$out/one.jsonl" "$out/par.jsonl" || bad "solve json, $j workers, pieces of $b lines: differs"
  [ "$code" -gt 0 ] || bad "parallel exited 0 although pieces had malformed lines"
done
parallel --will-cite --pipe --keep-order -N 200 -j 3 \
  "$rfsat" solve - --format json --exit-zero --first-line '$(( ({#}-1)*200+1 ))' \
  < "$out/nb.txt" > "$out/par.jsonl" 2>/dev/null
code=$?
[ "$code" -eq 0 ] || bad "--exit-zero: parallel exited $code"
cmp -s "$out/one.jsonl" "$out/par.jsonl" || bad "solve json --exit-zero: differs"

"$rfsat" solve - < "$out/nb.txt" > "$out/one.txt" 2>/dev/null
parallel --will-cite --pipe --keep-order -N 64 -j 2 \
  "$rfsat" solve - --first-line '$(( ({#}-1)*64+1 ))' < "$out/nb.txt" > "$out/par.txt" 2>/dev/null
cmp -s "$out/one.txt" "$out/par.txt" || bad "solve line format: differs"

"$rfsat" check - < "$out/nb.txt" > "$out/one.check" 2>/dev/null
parallel --will-cite --pipe --keep-order -N 128 -j 2 \
  "$rfsat" check - --first-line '$(( ({#}-1)*128+1 ))' < "$out/nb.txt" > "$out/par.check" 2>/dev/null
cmp -s "$out/one.check" "$out/par.check" || bad "check text: differs"
[ "$(wc -l < "$out/one.check")" -eq "$(wc -l < "$out/expected-lines")" ] || bad "check: not one line per puzzle"

[ "$fail" -eq 0 ] && echo "$(wc -l < "$out/one.jsonl") records identical through parallel (2-4 workers)"
exit "$fail"
