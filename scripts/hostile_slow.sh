#!/usr/bin/env bash
# The hostile inputs too slow for CI (docs/fuzzing.md, "Hostile inputs"),
# at the sizes first reported: one sum cage over a whole 500x500 grid
# (250,000 cells, `repetition`) and over a 64x64 sudoku, a 64x64 cdok
# spec that is one `+` cage, each under --time-limit 2; a 10 MB unknown
# rule name; `solve /dev/zero --memory-limit 500`; a certificate whose
# puzzle copy is a 498x498 anti_queen grid under verify-proof --time-limit
# 1; SIGTERM, SIGINT and SIGHUP to a `dimacs -o` writing 424 MB, and
# SIGTERM to `check --proof` while it proves. Runs ./build/rfsat
# (or $1) under /usr/bin/time and prints one row per case: exit code,
# wall seconds, peak resident MB, first line of its messages; exits 1 when a case
# does not end as expected (its exit code, or a limit that did not bound:
# more than twice the time limit plus 2 s, or more than the memory limit).
#
#   scripts/hostile_slow.sh [path/to/rfsat]
set -uo pipefail
cd "$(dirname "$0")/.."
rfsat=$(realpath "${1:-build/rfsat}")
[ -x "$rfsat" ] || { echo "hostile_slow.sh: build rfsat first (scripts/build.sh)" >&2; exit 2; }
command -v /usr/bin/time > /dev/null || { echo "hostile_slow.sh: needs /usr/bin/time" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
failures=0

python3 - <<'PY'
def grid_sum(path, side, values, target, header=""):
    with open(path, "w") as f:
        f.write(f"values = {values}\nrows = {side}\ncolumns = {side}\n{header}")
        f.write(f"sum({target}, " + ", ".join(map(str, range(1, side * side + 1))) + ")\n")
grid_sum("sum500.rf", 500, "123456789", 5 * 250000, "repetition\n")
symbols = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!?@"
grid_sum("sum64.rf", 64, symbols, 64 * 2080,
         "row_groups\ncolumn_groups\nbox_groups(8, 8)\nrepetition\n")
with open("plus64.puz", "w") as f:
    rows = [["A"] * 64 for _ in range(64)]
    rows[0][0] = f"A+{64 * 2080}"
    f.write("\n".join("\t".join(r) for r in rows) + "\n")
with open("name10mb.rf", "w") as f:
    f.write("values = 1234\n" + "a" * (10 << 20) + "\n")
with open("queen498.rf", "w") as f:
    f.write("values = 123456789\nrows = 498\ncolumns = 498\nanti_queen\n")
with open("king500.rf", "w") as f:
    f.write("values = 123456789\nrows = 500\ncolumns = 500\nanti_king\n")
with open("p.rf", "w") as f:
    f.write("values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\nset_cell(1,1)\n"
            "set_cell(3,3)\nset_cell(6,3)\nset_cell(7,4)\nset_cell(9,4)\nset_cell(10,1)\n")
PY

# case NAME EXPECTED_EXIT MAX_SECONDS MAX_MB COMMAND...: one row; a failure when
# the exit code differs, or the run took more than MAX_SECONDS or MAX_MB.
case_row() {
  local name=$1 expected=$2 max_seconds=$3 max_mb=$4
  shift 4
  /usr/bin/time -f '%e %M' -o time.txt timeout 600 "$@" > out 2> err
  local code=$?
  read -r seconds kb < <(tail -1 time.txt)
  local mb=$((kb / 1024))
  printf '%-52s exit %s  %6.2f s  %5d MB  %s\n' "$name" "$code" "$seconds" "$mb" \
    "$(cat err out | head -c 150 | head -1)"
  if [ "$code" -ne "$expected" ] || awk -v s="$seconds" -v m="$max_seconds" 'BEGIN { exit !(s > m) }' ||
    [ "$mb" -gt "$max_mb" ]; then
    echo "FAIL: $name (expected exit $expected, at most $max_seconds s and $max_mb MB)"
    failures=$((failures + 1))
  fi
}

case_row "one 250,000-cell sum cage, --time-limit 2" 3 6 4096 "$rfsat" solve sum500.rf --time-limit 2
case_row "one 4,096-cell sum cage on a 64x64 sudoku, --time-limit 2" 3 6 4096 "$rfsat" solve sum64.rf --time-limit 2
case_row "a 64x64 cdok spec of one + cage, --time-limit 2" 3 6 4096 "$rfsat" solve plus64.puz --time-limit 2
case_row "a 10 MB unknown rule name" 2 5 4096 "$rfsat" solve name10mb.rf
[ "$(wc -c < err)" -lt 2000 ] || { echo "FAIL: the 10 MB name is echoed ($(wc -c < err) bytes)"; failures=$((failures + 1)); }
case_row "solve /dev/zero --memory-limit 500" 3 10 500 "$rfsat" solve /dev/zero --memory-limit 500
case_row "check - < /dev/zero --memory-limit 500" 3 10 500 sh -c "'$rfsat' check - --memory-limit 500 < /dev/zero"
"$rfsat" solve p.rf --proof cert > /dev/null 2>&1
cp queen498.rf cert/p.puzzle.rf
case_row "verify-proof, a 498x498 anti_queen copy, --time-limit 1" 3 4 4096 "$rfsat" verify-proof cert --time-limit 1
case_row "the same, --memory-limit 500" 3 10 500 "$rfsat" verify-proof cert --memory-limit 500
case_row "--time-limit 1e10 is no limit" 0 10 4096 "$rfsat" solve p.rf --time-limit 1e10

# SIGTERM, SIGINT and SIGHUP while dimacs -o writes the formula of a
# 500x500 anti_king grid (424 MB in all, a few seconds of writing), and
# SIGTERM while check --proof proves.
set -m  # background jobs keep SIGINT
for signal in TERM INT HUP; do
  rm -f big.cnf*
  "$rfsat" dimacs king500.rf -o big.cnf > /dev/null 2>&1 &
  pid=$!
  while kill -0 "$pid" 2> /dev/null && ! compgen -G 'big.cnf.rfsat-tmp.*' > /dev/null; do sleep 0.01; done
  sleep 0.3
  size=$(du -m big.cnf.rfsat-tmp.* 2> /dev/null | awk '{ print $1 }')
  kill -s "$signal" "$pid" 2> /dev/null
  wait "$pid"
  code=$?
  left=$(ls big.cnf* 2> /dev/null)
  printf '%-52s exit %s  (%s MB written when killed)  left: %s\n' "SIG$signal to dimacs -o" "$code" \
    "${size:-0}" "${left:-nothing}"
  [ -z "$left" ] || { echo "FAIL: SIG$signal left $left"; failures=$((failures + 1)); }
done
printf '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n' > hard.txt
for _ in $(seq 1 200); do cat hard.txt; done > hard200.txt
"$rfsat" check hard200.txt --proof proofs > /dev/null 2>&1 &
pid=$!
while kill -0 "$pid" 2> /dev/null && ! compgen -G 'proofs/.rfsat-cert-*' > /dev/null; do sleep 0.002; done
kill -TERM "$pid" 2> /dev/null
wait "$pid"
left=$(ls proofs/.rfsat-cert-* 2> /dev/null)
printf '%-52s left: %s\n' "SIGTERM to check --proof while it proves" "${left:-nothing}"
[ -z "$left" ] || { echo "FAIL: SIGTERM left $left"; failures=$((failures + 1)); }

echo "$failures failed"
[ "$failures" -eq 0 ]
