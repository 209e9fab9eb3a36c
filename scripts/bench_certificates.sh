#!/usr/bin/env bash
# Benchmark of certificates (issue 28, docs/certificates.md): for every
# puzzle of ../shared/data/iss-hard-rf/ with a .sol (94) and a sample of tdoku puzzles, the
# solve time (`rfsat solve --stats`, in-process), the certificate's proof
# time and size (`check --proof`), and the verification time (`verify-proof`,
# in-process: re-encoding, the rule check and the DRAT check), measured one
# puzzle after the other so that each ratio verify/solve is taken under the
# same machine load. A puzzle whose solve or verification takes under
# $REPEAT_UNDER seconds (default 0.5) is solved and verified $REPEAT more
# times (default 4), alternately, and each keeps its least time: on a
# loaded machine a millisecond run's wall time swings by 10x from one call
# to the next, its minimum much less. Prints one line per puzzle to
# $OUT/certificates.tsv and a summary per set; exits 1 if a certificate is
# missing or does not verify. Skips (exit 0) when ../shared is absent.
#   [RFSAT=exe] scripts/bench_certificates.sh [--tdoku N] [--out DIR]   (N = 30 per set)
set -euo pipefail
cd "$(dirname "$0")/.."
tdoku_n=30
out=${TMPDIR:-/tmp}/rfsat-bench-certificates
while [ $# -gt 0 ]; do
  case "$1" in
    --tdoku) tdoku_n=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "usage: $0 [--tdoku N] [--out DIR]" >&2; exit 2 ;;
  esac
done
iss=../shared/data/iss-hard-rf
tdoku=../shared/data/tdoku
if [ ! -d "$iss" ]; then echo "skip: $iss not found"; exit 0; fi
rfsat=${RFSAT:-build/rfsat}  # RFSAT=path: another executable
[ -x "$rfsat" ] || scripts/build.sh >/dev/null
rm -rf "$out"
mkdir -p "$out/certs" "$out/tdoku"

# The tdoku sample: the first N puzzles of two hard sets, one .rf each.
samples=()
for set in puzzles6_forum_hardest_1106 puzzles3_magictour_top1465; do
  [ -f "$tdoku/$set" ] || continue
  n=0
  while IFS= read -r line && [ "$n" -lt "$tdoku_n" ]; do
    n=$((n + 1))
    printf '%s\n' "$line" >"$out/tdoku/line.txt"
    "$rfsat" convert "$out/tdoku/line.txt" --to rf -o "$out/tdoku/$set-$n.rf"
    samples+=("tdoku:$out/tdoku/$set-$n.rf")
  done <"$tdoku/$set"
done
rm -f "$out/tdoku/line.txt"

repeat=${REPEAT:-4}
repeat_under=${REPEAT_UNDER:-0.5}
# The in-process solve time (ms) of `solve --stats`, and the lesser of two numbers.
solve_ms() { "$rfsat" solve --stats "$1" 2>&1 >/dev/null | sed -n 's/.*total \([0-9.]*\) ms.*/\1/p'; }
least() { awk -v a="$1" -v b="$2" 'BEGIN { print (b != "" && b + 0 < a + 0) ? b : a }'; }

status=0
tsv="$out/certificates.tsv"
printf 'set\tpuzzle\tsolve_s\tproof_s\tproof_bytes\tcnf_bytes\tverify_s\tdrat_check_s\tratio\n' >"$tsv"
# The iss-hard puzzles with a solution file: the 94 the reference solver
# solved (three LITTLE_KILLER_SNIPES have none and take minutes).
for entry in $(find "$iss" -name '*.rf' | sort | while read -r f; do
                 [ -f "${f%.rf}.sol" ] && echo "iss-hard:$f"
               done) "${samples[@]}"; do
  set=${entry%%:*}
  file=${entry#*:}
  solve_ms=$(solve_ms "$file")
  note=$("$rfsat" check --proof "$out/certs" "$file" 2>&1 >/dev/null | grep ': certificate ' || true)
  cert=$(printf '%s' "$note" | sed -n 's/.*: certificate \(.*\)\.{.*/\1/p')
  if [ -z "$cert" ] || [ ! -f "$cert.cnf" ]; then
    echo "$file: no certificate" >&2
    status=1
    continue
  fi
  proof_s=$(printf '%s' "$note" | sed -n 's/.*bytes, \([0-9.e-]*\) s).*/\1/p')
  verify=$("$rfsat" verify-proof -v "$cert.cnf") || { echo "$file: $verify" >&2; status=1; continue; }
  verify_s=$(printf '%s' "$verify" | sed -n '1s/.*(\([0-9.e-]*\) s)$/\1/p')
  drat_s=$(printf '%s' "$verify" | sed -n '2s/.*, \([0-9.]*\) s (read.*/\1/p')
  if awk -v s="$solve_ms" -v v="$verify_s" -v u="$repeat_under" 'BEGIN { exit !(s / 1000 < u || v < u) }'; then
    for ((k = 0; k < repeat; ++k)); do
      solve_ms=$(least "$solve_ms" "$(solve_ms "$file")")
      again=$("$rfsat" verify-proof -v "$cert.cnf")
      v=$(printf '%s' "$again" | sed -n '1s/.*(\([0-9.e-]*\) s)$/\1/p')
      if awk -v a="$v" -v b="$verify_s" 'BEGIN { exit !(a < b) }'; then
        verify_s=$v
        drat_s=$(printf '%s' "$again" | sed -n '2s/.*, \([0-9.]*\) s (read.*/\1/p')
      fi
    done
  fi
  name=$(basename "$(dirname "$file")")/$(basename "$file")
  # The ratio's solve time is at least 0.5 ms (the stats' resolution).
  awk -v set="$set" -v f="$name" -v s="$solve_ms" -v p="$proof_s" -v pb="$(stat -c %s "$cert.drat")" \
    -v cb="$(stat -c %s "$cert.cnf")" -v v="$verify_s" -v c="$drat_s" \
    'BEGIN { s /= 1000; printf "%s\t%s\t%.4f\t%.4f\t%d\t%d\t%.4f\t%.4f\t%.2f\n", set, f, s, p, pb, cb, v, c,
             v / (s > 0.0005 ? s : 0.0005) }' >>"$tsv"
done

# Per set: puzzles, total and median solve/verify, largest proof, ratio
# median and maximum, and how many are under 10x.
awk -F'\t' 'NR > 1 {
    n[$1]++; solve[$1] += $3; proof[$1] += $4; verify[$1] += $7; bytes[$1] += $5
    if ($5 > maxb[$1]) maxb[$1] = $5
    if ($9 > maxr[$1]) { maxr[$1] = $9; worst[$1] = $2 }
    under[$1] += ($9 < 10); r[$1, n[$1]] = $9
  }
  END {
    printf "%-9s %4s %9s %9s %9s %11s %11s %8s %8s %6s  %s\n", "set", "n", "solve_s", "proof_s", "verify_s",
           "proof_MB", "max_proofMB", "ratio50", "ratioMax", "<10x", "worst"
    for (s in n) {
      k = n[s]; for (i = 1; i <= k; ++i) v[i] = r[s, i]
      for (i = 2; i <= k; ++i) { x = v[i]; for (j = i - 1; j >= 1 && v[j] > x; --j) v[j + 1] = v[j]; v[j + 1] = x }
      printf "%-9s %4d %9.2f %9.2f %9.2f %11.2f %11.2f %8.2f %8.2f %6d  %s\n", s, k, solve[s], proof[s], verify[s],
             bytes[s] / 1e6, maxb[s] / 1e6, v[int((k + 1) / 2)], maxr[s], under[s], worst[s]
    }
  }' "$tsv"
echo "per puzzle: $tsv"
exit $status
