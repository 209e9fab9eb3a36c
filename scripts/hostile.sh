#!/usr/bin/env bash
# Hostile inputs replayed as a user would type them (docs/fuzzing.md,
# "Hostile inputs"): runs every case file scripts/hostile/*.sh with the
# rfsat binary as its argument. Each case file prints one line per case
# (starting `ok`, `FAIL` or `skip`, then a colon or a space) and exits
# non-zero when one failed; this driver prints those lines, then `N passed, N failed` over all files, and exits
# non-zero if any case failed (or a case file exited non-zero without
# saying why). Registered with ctest as HostileInputs; the slow cases are in
# scripts/hostile_slow.sh, not in CI.
#
#   scripts/hostile.sh build/rfsat
set -uo pipefail
rfsat=${1:?usage: hostile.sh path/to/rfsat}
[ -x "$rfsat" ] || { echo "hostile.sh: $rfsat is not an executable" >&2; exit 2; }
rfsat=$(cd "$(dirname "$rfsat")" && pwd)/$(basename "$rfsat")
here=$(cd "$(dirname "$0")" && pwd)
passed=0 failed=0
for cases in "$here"/hostile/*.sh; do
  [ -e "$cases" ] || continue
  echo "== $(basename "$cases")"
  output=$(bash "$cases" "$rfsat" 2>&1)
  code=$?
  # The case lines ("ok: ..." or "ok   ..."), not the shell's job notices
  # nor a case file's own total.
  printf '%s\n' "$output" | grep -E '^(ok|FAIL|skip)[: ]'
  ok=$(printf '%s\n' "$output" | grep -cE '^ok[: ]')
  bad=$(printf '%s\n' "$output" | grep -cE '^FAIL[: ]')
  if [ "$code" -ne 0 ] && [ "$bad" -eq 0 ]; then
    echo "FAIL: $(basename "$cases") exited $code without a failed case"
    bad=1
  fi
  passed=$((passed + ok))
  failed=$((failed + bad))
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
