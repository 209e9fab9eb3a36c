#!/usr/bin/env bash
# Calcudoku stress set (issue 29: "every stress puzzle answered in under
# 10 s with --jobs 2"): large cages (6-8 cells) over 12x12-16x16, made by
# `rfsat generate` from fixed seeds, and timed with `rfsat check P --jobs 2`
# and `--jobs 1`, one process per run.
#
# The set (names as in the issue: nN_sSEED_k6-8_OPS_bGIVENS):
#   - puzzles/calcudoku/large_{12x12,14x14,16x16}.puz and the committed
#     stress fixtures puzzles/calcudoku/stress/*.puz (b0 puzzles whose
#     verdict is known);
#   - generated into $STRESS_DIR (default build/calcudoku-stress, kept: made
#     once): at 12x12, seed 1, every operator (`all`), cdok's -T (`T`),
#     products and differences only (`pm`, `--ops '*-'`: differences fit few
#     large cages, so these are nearly all products), each proven unique by
#     the generator (with givens); and at every size and seed `pm_b0`: no
#     given at all (`--no-givens`, not necessarily unique: the issue's
#     n16_s1_k6-8_pm_b0). Generation with givens proves uniqueness under a
#     time limit, so on a loaded machine a puzzle may come out with other
#     givens; the b0 ones do not depend on the solver's speed.
#
# Verdicts: a puzzle generated with givens must be unique; every answer
# (not a time limit) of every binary and job count must agree with the
# others; a disagreement or a wrong verdict exits 1.
#
# Usage: scripts/calcudoku_stress.sh [--limit S] [--sizes "12 14 16"]
#          [--seeds "1 2 3"] [--only REGEX] [--jobs "2 1"]   (b0 sizes, seeds)
# Environment: RFSAT (default build/rfsat); BASE, another binary (e.g.
# main's) timed in the same run, interleaved puzzle by puzzle with RFSAT
# (the machine is shared: only paired numbers compare).
set -euo pipefail
cd "$(dirname "$0")/.."
limit=60
sizes="12 14 16"
seeds="1 2 3"
only=.
jobs_list="2 1"
while [ $# -gt 0 ]; do
  case "$1" in
    --limit) limit=$2; shift 2 ;;
    --sizes) sizes=$2; shift 2 ;;
    --seeds) seeds=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    --jobs) jobs_list=$2; shift 2 ;;
    *) echo "usage: $0 [--limit S] [--sizes \"12 14 16\"] [--seeds \"1 2\"] [--only REGEX] [--jobs \"2 1\"]" >&2; exit 2 ;;
  esac
done
rfsat=${RFSAT:-build/rfsat}
base=${BASE:-}
[ -x "$rfsat" ] || scripts/build.sh >/dev/null
dir=${STRESS_DIR:-build/calcudoku-stress}
mkdir -p "$dir"

# name -> generate options; made with RFSAT when missing.
make_one() {  # name size seed ops-tag
  local out=$dir/$1.puz n=$2 seed=$3 tag=$4
  [ -s "$out" ] && return 0
  local args=(generate -s "$n" --seed "$seed" --min-cage 6 --max-cage 8)
  case "$tag" in
    all_g) args+=(--time-limit 10) ;;
    T_g) args+=(--time-limit 10 -T) ;;
    pm_g) args+=(--time-limit 10 --ops '*-') ;;
    pm_b0) args+=(--time-limit 1 --ops '*-' --no-givens) ;;
  esac
  echo "  making $1: rfsat ${args[*]}" >&2
  "$rfsat" "${args[@]}" -o "$out.tmp" 2>"$dir/$1.gen" && mv "$out.tmp" "$out" || { echo "  generate failed: $1" >&2; rm -f "$out.tmp"; }
}

list=()
for f in puzzles/calcudoku/large_12x12.puz puzzles/calcudoku/large_14x14.puz puzzles/calcudoku/large_16x16.puz \
         puzzles/calcudoku/stress/*.puz; do
  [ -f "$f" ] && list+=("$f")
done
# With givens: 12x12 only (each takes minutes to make: dozens of
# uniqueness proofs); no givens: every size and seed (one solver run of 1 s).
names=()
for tag in all_g T_g pm_g; do names+=("12 1 $tag"); done
for n in $sizes; do
  for seed in $seeds; do names+=("$n $seed pm_b0"); done
done
for spec in "${names[@]}"; do
  read -r n seed tag <<<"$spec"
  case "$tag" in all_g) name=n${n}_s${seed}_k6-8_all ;; T_g) name=n${n}_s${seed}_k6-8_T ;;
                 pm_g) name=n${n}_s${seed}_k6-8_pm ;; pm_b0) name=n${n}_s${seed}_k6-8_pm_b0 ;; esac
  [[ $name =~ $only ]] || continue
  [ -f "puzzles/calcudoku/stress/$name.puz" ] && continue
  make_one "$name" "$n" "$seed" "$tag"
  [ -s "$dir/$name.puz" ] && list+=("$dir/$name.puz")
done

stamp() { local t=${EPOCHREALTIME/[.,]/}; printf -v "$1" '%s' "$t"; }
# One timed check: prints "verdict seconds".
run() {  # binary jobs puzzle
  local t0 t1 v
  stamp t0
  # (timeout: binaries before 90e46f3 spent minutes reading some b0 specs)
  local rc=0
  v=$(timeout $((limit + 5)) "$1" check "$3" --jobs "$2" --time-limit "$limit" 2>/dev/null) || rc=$?
  stamp t1
  v=${v##*: }
  # check exits 0 (unique), 1 (not unique), 3 (a limit); timeout 124
  case "$rc" in 0 | 1 | 3) ;; 124) v=limit ;; *) v=error ;; esac
  case "$v" in *limit*) v=limit ;; "at least 2 solutions") v=multiple ;; esac
  printf '%s %s\n' "$v" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", (b - a) / 1e6 }')"
}

echo "calcudoku stress: check --jobs J --time-limit $limit, one process per run (load: $(cut -d' ' -f1-3 /proc/loadavg))"
header="$(printf '%-26s %4s %5s %6s %-9s' puzzle n cages givens verdict)"
for j in $jobs_list; do
  [ -n "$base" ] && header+="$(printf ' %9s' "base j$j")"
  header+="$(printf ' %9s' "j$j")"
done
echo "$header"
status=0
for f in "${list[@]}"; do
  name=$(basename "$f" .puz)
  [[ $name =~ $only ]] || continue
  n=$(awk 'NF { k++ } END { print k }' "$f")
  cages=$(tr -s '\t ' '\n' <"$f" | grep -oE '[A-Za-z]' | sort -u | wc -l)
  givens=$(tr -s '\t ' '\n' <"$f" | grep -cE '^[0-9]+$' || true)
  verdicts=()
  cols=""
  for j in $jobs_list; do
    for bin in $base "$rfsat"; do
      read -r v t < <(run "$bin" "$j" "$f")
      verdicts+=("$v")
      [ "$v" = limit ] && t=">$limit"
      cols+="$(printf ' %9s' "$t")"
    done
  done
  verdict=limit
  for v in "${verdicts[@]}"; do
    [ "$v" = limit ] && continue
    if [ "$verdict" = limit ]; then verdict=$v; elif [ "$v" != "$verdict" ]; then verdict=DISAGREE; fi
  done
  want=""
  case "$name" in *_b0) ;; *) want=unique ;; esac
  [ -f "${f%.puz}.truth" ] && { grep -q '^solutions: 1$' "${f%.puz}.truth" && want=unique || want=multiple; }
  if [ "$verdict" = DISAGREE ] || [ "$verdict" = error ] || { [ -n "$want" ] && [ "$verdict" != limit ] && [ "$verdict" != "$want" ]; }; then
    echo "  WRONG: $name: ${verdicts[*]} (want ${want:-any})"
    status=1
  fi
  printf '%-26s %4s %5s %6s %-9s%s\n' "$name" "$n" "$cages" "$givens" "$verdict" "$cols"
done
exit $status
