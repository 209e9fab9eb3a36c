#!/usr/bin/env bash
# Hostile inputs, limits and files (run by scripts/hostile.sh; docs/limits.md,
# docs/ci.md): every reader on /dev/zero, a FIFO and standard input under
# --memory-limit (bounded, exit 3); certificate files that are links to
# /dev/zero or FIFOs (never read), or too long; every command writing to a full disk (exit 2, `rfsat: write
# error: ...`); SIGTERM while -o writes (no temporary file left); -o onto
# a device node and a FIFO (written through, never replaced); check DIR
# over broken puzzle files and unreadable standard input (exit 2); a huge
# --time-limit (1e10); a 1 MB unknown rule name. One line per case: `ok:`,
# `FAIL:` or `skip:`; exit 1 if any failed. Every command runs under
# `timeout`, so a case that no longer stops fails instead of hanging. A few
# seconds in all; the slower cases (SIGINT, SIGHUP, --proof, the largest
# inputs) are in scripts/hostile_slow.sh.
#
#   scripts/hostile/limits_files.sh build/rfsat
set -uo pipefail
set -m  # background jobs keep SIGINT (without job control bash ignores it for them)
rfsat=${1:?usage: limits_files.sh path/to/rfsat}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
failures=0
ok() { echo "ok: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# run LIMIT CMD...: runs CMD with stdout in out, stderr in err; sets code.
run() {
  local seconds=$1
  shift
  timeout "$seconds" "$@" > out 2> err
  code=$?
}
# expect NAME CODE PATTERN: the last run exited CODE and PATTERN is in its stderr or stdout.
expect() {
  if [ "$code" -ne "$2" ]; then
    fail "$1: exit $code, expected $2: $(head -c 300 err)"
  elif ! grep -qF -- "$3" err out; then
    fail "$1: no '$3' in the output: $(head -c 300 err)"
  else
    ok "$1"
  fi
}

printf 'values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\nset_cell(1,1)\nset_cell(3,3)\nset_cell(6,3)\nset_cell(7,4)\nset_cell(9,4)\nset_cell(10,1)\n' > p.rf
printf 's SATISFIABLE\nv 1 0\n' > model.txt

# --- Reading: /dev/zero, FIFOs and standard input under --memory-limit ---
limit="--memory-limit 20"
for command in "solve" "check" "candidates" "minimize" "dimacs" "render" \
  "convert --to iss" "generate --rules"; do
  run 20 "$rfsat" $command /dev/zero $limit
  expect "$command /dev/zero $limit" 3 "memory limit: reading this input would take more than 20 MB"
done
run 20 "$rfsat" decode p.rf /dev/zero $limit
expect "decode p.rf /dev/zero (the model) $limit" 3 "memory limit: reading this input"
run 20 "$rfsat" decode /dev/zero model.txt $limit
expect "decode /dev/zero (the puzzle) $limit" 3 "memory limit: reading this input"
for from in rf line fpuzzles iss; do
  run 20 "$rfsat" solve - --from $from $limit < /dev/zero
  expect "solve - --from $from < /dev/zero $limit" 3 "memory limit: reading this input"
done
run 20 "$rfsat" check - $limit < /dev/zero
expect "check - < /dev/zero $limit" 3 "memory limit: reading this input"
mkfifo fifo.rf fifo.txt
for fifo in fifo.rf fifo.txt; do
  (exec cat /dev/zero > "$fifo") 2> /dev/null &
  writer=$!
  run 20 "$rfsat" solve "$fifo" $limit
  kill "$writer" 2> /dev/null
  wait "$writer" 2> /dev/null
  expect "solve $fifo fed by /dev/zero $limit" 3 "memory limit: reading this input"
done

# --- Certificates whose files are links to /dev/zero ---
"$rfsat" solve p.rf --proof cert > /dev/null 2>&1 || fail "solve --proof failed"
# A certificate's files are regular files: a device or a FIFO is never read.
for part in drat solution puzzle.rf; do
  rm -rf bad && cp -r cert bad && ln -sf /dev/zero "bad/p.$part"
  run 20 "$rfsat" verify-proof bad
  expect "verify-proof with p.$part -> /dev/zero" 2 "p.$part: error: not a regular file"
done
rm -rf bad && cp -r cert bad && rm bad/p.drat && mkfifo bad/p.drat
run 20 "$rfsat" verify-proof bad
expect "verify-proof with p.drat a FIFO without a writer" 2 "p.drat: error: not a regular file"
rm -rf bad && cp -r cert bad && head -c 300000 /dev/zero > bad/p.drat
run 20 "$rfsat" verify-proof bad --memory-limit 1
expect "verify-proof of a 300 KB proof, --memory-limit 1" 3 "memory limit: reading this input"

# A .cnf that is no regular file is no certificate: never opened.
rm -rf bad && cp -r cert bad && ln -sf /dev/zero bad/p.cnf
run 20 "$rfsat" verify-proof bad $limit
expect "verify-proof with p.cnf -> /dev/zero" 2 "no certificate (.cnf file) in this directory"
run 20 "$rfsat" verify-proof cert --time-limit 1e10
expect "verify-proof --time-limit 1e10 (no overflow)" 0 "verified"

# --- A full disk: standard output on /dev/full, -o under a file size limit ---
printf '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...\n' > one.txt
"$rfsat" dimacs p.rf -o p.cnf > /dev/null 2>&1
"$rfsat" solve p.rf --proof cert2 > /dev/null 2>&1
printf 's UNSATISFIABLE\n' > unsat.txt
writers=("dimacs p.rf" "solve p.rf" "convert p.rf --to iss" "render p.rf" "candidates p.rf"
  "minimize p.rf" "rules" "rules sum" "generate -s 4 --seed 1" "verify-proof cert2"
  "decode p.rf unsat.txt" "check p.rf one.txt" "solve one.txt")
for command in "${writers[@]}"; do
  timeout 20 "$rfsat" $command > /dev/full 2> err
  code=$?
  : > out
  expect "$command > /dev/full" 2 "rfsat: write error: No space left on device"
done
printf 'values = 0123456789ABCDEF\nrow_groups\ncolumn_groups\nbox_groups(4,4)\n' > big.rf
(trap '' XFSZ; ulimit -f 64; exec timeout 20 "$rfsat" dimacs big.rf -o big.cnf) > out 2> err
code=$?
expect "dimacs -o under ulimit -f 64" 2 "big.cnf: error: cannot write file (File too large)"
ls big.cnf* > /dev/null 2>&1 && fail "dimacs -o under ulimit -f left $(ls big.cnf*)" || ok "dimacs -o under ulimit -f leaves no file"
(trap '' XFSZ; ulimit -f 64; exec timeout 20 "$rfsat" dimacs big.rf) > big.out 2> err
code=$?
expect "dimacs > file under ulimit -f 64" 2 "rfsat: write error: File too large"

# --- Signals while writing: no temporary file left ---
printf 'values = %s\nrow_groups\ncolumn_groups\nbox_groups(7,7)\n' \
  "$(printf '%s' {0..9} {A..Z} {a..m})" > huge.rf
for signal in TERM; do  # INT and HUP: scripts/hostile_slow.sh
  rm -f huge.cnf*
  timeout 60 "$rfsat" dimacs huge.rf -o huge.cnf > /dev/null 2>&1 &
  pid=$!
  for _ in $(seq 1 2000); do
    compgen -G 'huge.cnf.rfsat-tmp.*' > /dev/null && break
    kill -0 "$pid" 2> /dev/null || break
    sleep 0.005
  done
  if ! compgen -G 'huge.cnf.rfsat-tmp.*' > /dev/null; then
    wait "$pid"
    echo "skip: SIG$signal during dimacs -o: the temporary file came and went between two looks"
    continue
  fi
  kill -s "$signal" "$pid"
  wait "$pid"
  status=$?
  if compgen -G 'huge.cnf*' > /dev/null; then
    fail "SIG$signal during dimacs -o left $(ls huge.cnf*)"
  else
    ok "SIG$signal during dimacs -o (exit $status) leaves no file"
  fi
done
# --- -o onto a FIFO or a device node: written through, never replaced ---
mkfifo out.fifo
(exec cat out.fifo > received) &
reader=$!
run 20 "$rfsat" dimacs p.rf -o out.fifo
wait "$reader"
if [ "$code" -eq 0 ] && [ -p out.fifo ] && grep -q '^p cnf' received; then
  ok "dimacs -o FIFO writes through and keeps the FIFO"
else
  fail "dimacs -o FIFO: exit $code, $(ls -l out.fifo) $(head -c 200 err)"
fi
if mknod null c 1 3 2> /dev/null; then
  for command in "check p.rf" "dimacs p.rf" "convert p.rf --to iss" "render p.rf"; do
    run 20 "$rfsat" $command -o null
    if [ "$code" -le 1 ] && [ -c null ]; then
      ok "$command -o NODE (a character device like /dev/null) stays a device"
    else
      fail "$command -o NODE: exit $code, now $(stat -c %F null)"
      rm -f null && mknod null c 1 3
    fi
  done
else
  echo "skip: -o onto a device node (mknod is not permitted here)"
fi

# --- check over broken puzzle files and unreadable standard input: exit 2 ---
mkdir -p broken/json broken/line broken/link broken/empty broken/fifo
printf '{"size": 9, "grid": [[{}, {}' > broken/json/cut.json
printf '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7\n' > broken/line/eighty.txt
ln -s nowhere.rf broken/link/dangling.rf
: > broken/empty/none.sdm
mkfifo broken/fifo/pipe.rf
for d in json line link empty fifo; do
  run 20 "$rfsat" check "broken/$d"
  expect "check DIR with a broken $d file" 2 "error"
done
: > empty.sdm
run 20 "$rfsat" check empty.sdm
expect "check of an empty collection" 2 "no puzzle in this input"
run 20 "$rfsat" check - < broken
expect "check - with a directory as standard input" 2 "cannot read standard input (Is a directory)"
timeout 20 "$rfsat" check - <&- > out 2> err
code=$?
expect "check - with standard input closed" 2 "cannot read standard input (Bad file descriptor)"
printf 'x' > blocker
run 20 "$rfsat" check p.rf --proof blocker/sub -f json
expect "check --proof into an impossible directory: the summary counts the error" 2 "1 error;"

# --- Limits that bound: the clock in the sum encodings, a huge limit, long names ---
python3 -c 'print("values = 1234\n" + "a" * (1 << 20))' > name1mb.rf
run 20 "$rfsat" solve p.rf --time-limit 1e10
expect "--time-limit 1e10 does not overflow the deadline" 0 "unique"
run 20 "$rfsat" solve name1mb.rf
expect "a 1 MB unknown rule name" 2 "(1048576 characters; no rule has a name that long)"
[ "$(wc -c < err)" -lt 2000 ] && ok "the 1 MB name is not echoed" || fail "the 1 MB name's message is $(wc -c < err) bytes"

[ "$failures" -eq 0 ]
