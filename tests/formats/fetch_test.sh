#!/usr/bin/env bash
# SudokuPad short links (`--fetch`, docs/formats.md "Short links") against
# a stand-in for SudokuPad's puzzle API on 127.0.0.1 (fetch/puzzle_server.py,
# started here; never the internet): without --fetch no request is made and
# the error names the option; with it the puzzle is fetched once (the
# request's path checked) and solves as its f-puzzles link does; a missing
# puzzle, an answer that is no puzzle, an answer over 4 MiB and a refused
# connection are errors (exit 2) that say what happened; a server slower
# than --time-limit is exit 3. Usage: fetch_test.sh path/to/rfsat
set -uo pipefail
rfsat=$1
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$out"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

# The puzzle: a classic fixture as an f-puzzles link; its payload is what
# the stand-in serves, and the link itself is the reference answer.
link=$("$rfsat" convert "$here/../../puzzles/classic/vanilla_9x9.rf" --to fpuzzles-url) ||
  { echo "FAIL: cannot make the reference link"; exit 1; }
payload=${link#*load=}
python3 "$here/fetch/puzzle_server.py" "$out/port" "$out/log" "$payload" &
server=$!
for _ in $(seq 100); do [ -f "$out/port" ] && break; sleep 0.05; done
[ -f "$out/port" ] || { echo "FAIL: the stand-in server did not start"; exit 1; }
export RFSAT_SUDOKUPAD_API="http://127.0.0.1:$(cat "$out/port")/api/puzzle/"
touch "$out/log"

# run NAME EXPECTED_EXIT ARGS...: stdout to $out/NAME.out, stderr to $out/NAME.err
run() {
  local name=$1 want=$2
  shift 2
  "$rfsat" "$@" >"$out/$name.out" 2>"$out/$name.err"
  local got=$?
  [ "$got" -eq "$want" ] || bad "$name: exit $got, expected $want: $(head -c 400 "$out/$name.err")"
}
expect_err() { grep -q -- "$2" "$out/$1.err" || bad "$1: stderr lacks '$2': $(head -c 400 "$out/$1.err")"; }

run offline 2 solve https://sudokupad.app/good
expect_err offline "Pass --fetch"
[ ! -s "$out/log" ] || bad "a request was made without --fetch: $(cat "$out/log")"

run reference 0 solve "$link"
run good 0 solve --fetch https://sudokupad.app/good
cmp -s "$out/reference.out" "$out/good.out" || bad "the fetched puzzle solves differently from its link"
[ "$(cat "$out/log")" = "/api/puzzle/good" ] || bad "requests: $(cat "$out/log"), expected one /api/puzzle/good"
run sudoku_path 0 check --fetch "https://sudokupad.app/sudoku/good?setting-nogrid=1"
run puzzleid 0 render --fetch "https://sudokupad.app/?puzzleid=good" -o "$out/good.svg"
grep -q "<svg" "$out/good.svg" || bad "render --fetch drew no picture"

run missing 2 solve --fetch https://sudokupad.app/missing
expect_err missing "HTTP 404"
run html 2 solve --fetch https://sudokupad.app/html
expect_err html "is no SudokuPad puzzle"
run big 2 solve --fetch https://sudokupad.app/big
expect_err big "larger than 4 MiB"
run slow 3 solve --fetch --time-limit 1 https://sudokupad.app/slow
expect_err slow "time limit"

# A refused connection: a port that was free a moment ago.
closed=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
RFSAT_SUDOKUPAD_API="http://127.0.0.1:$closed/api/puzzle/" run refused 2 solve --fetch https://sudokupad.app/good
expect_err refused "cannot fetch the short SudokuPad link 'good'"

[ "$fail" -eq 0 ] && echo "short links: fetched, refused and bounded as documented"
exit "$fail"
