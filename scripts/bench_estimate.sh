#!/usr/bin/env bash
# The accuracy of `rfsat solve --estimate` against exact counts: 9x9
# puzzles made by taking clues away from 17-clue puzzles (the first lines
# of ../shared/data/tdoku/puzzles2_17_clue, or a file of one-line puzzles
# given as the argument), each counted exactly by enumeration
# (`solve --count LIMIT`, kept when complete and above 64 solutions), then
# estimated with seeds 1..SEEDS. Prints per puzzle the exact count, how
# many intervals held it, and the range of estimate / count; the table
# goes to docs/tuning.md#estimate. Not in CI: minutes.
#
#   scripts/bench_estimate.sh [PUZZLES]
#
# Environment: RFSAT (default build/rfsat), SEEDS (default 20), PUZZLES_N
# (puzzles read, default 6), REMOVE (clues taken away, default "2 3"),
# LIMIT (the largest exact count, default 300000). Skips (exit 0) without
# its input.
set -uo pipefail
cd "$(dirname "$0")/.."
src=${1:-../shared/data/tdoku/puzzles2_17_clue}
if [ ! -f "$src" ]; then echo "skip: $src not found"; exit 0; fi
rfsat=${RFSAT:-build/rfsat}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
grep -v '^#' "$src" | head -n "${PUZZLES_N:-6}" > "$tmp/base.txt"
python3 - "$rfsat" "$tmp" "${SEEDS:-20}" "${REMOVE:-2 3}" "${LIMIT:-300000}" <<'PY'
import json, subprocess, sys
rfsat, tmp, seeds, remove, limit = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4].split(), int(sys.argv[5])
print("| puzzle | solutions | exact count s | in the interval | estimate / count | estimate s |")
print("|---|---:|---:|---:|---|---:|")
for n, line in enumerate(open(f"{tmp}/base.txt")):
    line = line.strip()[:81]
    clues = [i for i, ch in enumerate(line) if ch not in ".0"]
    for k in map(int, remove):
        p = list(line)
        for i in clues[:k]:
            p[i] = "."
        line_path = f"{tmp}/p{n}_{k}.txt"
        open(line_path, "w").write("".join(p) + "\n")
        path = f"{tmp}/p{n}_{k}.rf"  # --estimate takes one puzzle: the line as a rule file
        rf = subprocess.run([rfsat, "convert", line_path, "--to", "rf"], capture_output=True, text=True)
        open(path, "w").write(rf.stdout)
        r = subprocess.run([rfsat, "solve", line_path, "-f", "json", "-n", str(limit)], capture_output=True, text=True)
        try:
            j = json.loads(r.stdout.splitlines()[0])
        except Exception:
            continue
        count = j.get("count", 0)
        if j.get("verdict", "").startswith("at least") or count < 64:
            continue
        held, ratios, secs = 0, [], 0.0
        for s in range(1, seeds + 1):
            e = json.loads(subprocess.run([rfsat, "solve", "--estimate", "-f", "json", "--seed", str(s), path],
                                          capture_output=True, text=True).stdout)
            held += e["low"] <= count <= e["high"]
            ratios.append(e["estimate"] / count)
            secs += e["seconds"]
        print(f"| line {n + 1} less {k} clues | {count} | {j.get('time', 0):.1f} | {held} of {seeds} | "
              f"{min(ratios):.3f}-{max(ratios):.3f} | {secs / seeds:.2f} |", flush=True)
PY
