#!/usr/bin/env bash
# Instruction counts (valgrind callgrind) of rfsat on fixed samples: the
# first 300 puzzles of a tdoku set (check, one thread), three iss-hard
# killers (solve --count 2, one thread) and the verification of one's
# uniqueness certificate. Unlike wall time they do not drift
# with the VM's speed, so two binaries compare within one percent or so.
#
#   scripts/instruction_counts.sh [RFSAT_BINARY]   (default build/rfsat)
#
# Prints one line per sample: name and instructions. Skips (exit 0) when
# ../shared is absent; needs valgrind (scripts/install-deps.sh does not
# install it: apt-get install valgrind).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/rfsat}
data=../shared/data
if [ ! -d "$data" ]; then echo "skip: $data not found"; exit 0; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count() {  # name, then the command's arguments; stdin passed through
  local name=$1; shift
  valgrind --tool=callgrind --callgrind-out-file="$tmp/out" "$bin" "$@" >/dev/null 2>"$tmp/log" || true
  printf '%-40s %15s\n' "$name" "$(grep -oP 'Collected : \K[0-9]+' "$tmp/log")"
}
head -n 300 "$data/tdoku/puzzles5_forum_hardest_1905_11+" >"$tmp/sample.txt"
count "tdoku forum_hardest_1905_11+ x300" check "$tmp/sample.txt"
for p in EXTREME_KILLERS/0 HS_KILLERS/0 TAREK_ALL/0; do
  count "$p" solve "$data/iss-hard-rf/$p.rf" --count 2
done
# Certificates (docs/certificates.md): the fixed cost of verify-proof on a
# puzzle solved in milliseconds, against its solve above (HS_KILLERS/0).
"$bin" check --proof "$tmp/certs" "$data/iss-hard-rf/HS_KILLERS/0.rf" >/dev/null 2>&1 || true
count "verify-proof HS_KILLERS/0" verify-proof "$tmp/certs/0.cnf"
