#!/usr/bin/env bash
# Times `rfsat explain` on the variant puzzles: every puzzle of
# ../shared/variant-puzzles (*.json) and ../shared/data/variants-rf (*.rf),
# or the files and directories given as arguments, explained with
# `--format json --time-limit TIME_LIMIT --jobs JOBS`. Prints per puzzle
# the wall and user seconds, whether the path reached the solution
# (complete), its steps and deepest contradiction, and the verdict; then how
# many were complete within 10 s (the goal of issue 47). Not in CI. Result
# recorded in docs/tuning.md#explain-speed.
#
#   scripts/bench_explain.sh
#   JOBS=2 TIME_LIMIT=30 scripts/bench_explain.sh ../shared/data/variants-rf/18-anti-knight-anti-king.rf
#
# Skips (exit 0) without ../shared. Environment: RFSAT (default
# build/rfsat), JOBS (default 1), TIME_LIMIT (seconds, default 60).
set -uo pipefail
cd "$(dirname "$0")/.."
if [ ! -d ../shared ]; then echo "bench_explain: ../shared is absent, skipping"; exit 0; fi
rfsat=${RFSAT:-build/rfsat}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A variant-puzzles JSON wraps the original text: an f-puzzles payload
# (read as a link), ISS text or a SudoCue killer; explained from that text.
unwrap() {
  python3 - "$1" "$tmp/$(basename "$1" .json).txt" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
text = d["original"]
if d.get("format", "").startswith("f-puzzles"):
    text = "https://f-puzzles.com/?load=" + text
open(sys.argv[2], "w").write(text + "\n")
PY
  echo "$tmp/$(basename "$1" .json).txt"
}
files=() names=()
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(../shared/variant-puzzles ../shared/data/variants-rf)
for a in "${args[@]}"; do
  list=("$a")
  [ -d "$a" ] && list=("$a"/*.json "$a"/*.rf)
  for f in "${list[@]}"; do
    [ -f "$f" ] || continue
    names+=("${f#../shared/}")
    if [[ $f == *.json ]]; then files+=("$(unwrap "$f")"); else files+=("$f"); fi
  done
done
printf '%-52s %8s %8s %-8s %5s %5s %s\n' puzzle wall_s user_s complete steps depth verdict
fast=0
for i in "${!files[@]}"; do
  f=${files[$i]}
  /usr/bin/time -f '%e %U' -o "$tmp/time" "$rfsat" explain "$f" --format json \
    --time-limit "${TIME_LIMIT:-60}" --jobs "${JOBS:-1}" > "$tmp/out.json" 2> "$tmp/err"
  read -r wall user < <(tail -1 "$tmp/time")
  line=$(python3 - "$tmp/out.json" <<'PY'
import json, sys
try:
    j = json.load(open(sys.argv[1]))
except Exception:
    print("error 0 0 error"); sys.exit()
steps = j.get("steps", [])
depth = max([s.get("depth", 0) for s in steps] or [0])
print("yes" if j.get("complete") else "no", len(steps), depth, j.get("verdict", "?").replace(" ", "_"))
PY
)
  read -r complete steps depth verdict <<< "$line"
  printf '%-52s %8s %8s %-8s %5s %5s %s\n' "${names[$i]}" "$wall" "$user" "$complete" "$steps" "$depth" "$verdict"
  if [ "$complete" = yes ] && awk -v w="$wall" 'BEGIN { exit !(w < 10) }'; then fast=$((fast + 1)); fi
done
echo "complete within 10 s: $fast of ${#files[@]}"
