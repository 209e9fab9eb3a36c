#!/usr/bin/env bash
# The accuracy of `rfsat solve --estimate` against exact counts: six 9x9
# puzzles made by taking clues away from 17-clue puzzles of
# ../shared/data/tdoku/puzzles2_17_clue, chosen so that their counts span
# 10^2..10^6 (382, 1,590, 17,204, 117,204, 608,620 and 910,776 solutions),
# each estimated with seeds SEED0..SEED0+SEEDS-1. Prints per puzzle the
# exact count, the runs, how many intervals held it, the range of
# estimate / count and the mean seconds per estimate; the table goes to
# docs/tuning.md#estimate. Not in CI: minutes.
#
# The exact counts come from enumeration (`rfsat solve --count 1000000`),
# done once and cached in COUNTS: the 10^6 puzzles take tens of minutes.
#
#   scripts/bench_estimate.sh
#
# Environment: RFSAT (default build/rfsat), SEEDS (default 10), SEED0
# (default 1), COUNTS (default /tmp/rfsat-estimate-counts.txt, lines
# "puzzle count"), ONLY (a space-separated subset of the puzzle names).
# Skips (exit 0) without its input.
set -uo pipefail
cd "$(dirname "$0")/.."
src=../shared/data/tdoku/puzzles2_17_clue
if [ ! -f "$src" ]; then echo "skip: $src not found"; exit 0; fi
rfsat=${RFSAT:-build/rfsat}
counts=${COUNTS:-/tmp/rfsat-estimate-counts.txt}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
grep -v '^#' "$src" | head -n 12 > "$tmp/base.txt"
python3 - "$rfsat" "$tmp" "$counts" "${SEEDS:-10}" "${SEED0:-1}" "${ONLY:-}" <<'PY'
import json, os, subprocess, sys
rfsat, tmp, counts_path, seeds, seed0, only = sys.argv[1:7]
seeds, seed0, only = int(seeds), int(seed0), only.split()
# name: (line of the 17-clue file, clues taken away from its start)
puzzles = {"l9m1": (9, 1), "l12m1": (12, 1), "l1m1": (1, 1), "l5m1": (5, 1), "l2m2": (2, 2), "l1m2": (1, 2)}
base = open(f"{tmp}/base.txt").read().split("\n")
known = {}
if os.path.exists(counts_path):
    known = {k: int(v) for k, v in (l.split() for l in open(counts_path) if l.strip())}
print("| puzzle | solutions | runs | in the interval | estimate / count | estimate s |")
print("|---|---:|---:|---:|---|---:|")
for name, (line_no, k) in puzzles.items():
    if only and name not in only:
        continue
    line = base[line_no - 1].strip()[:81]
    p = list(line)
    for i in [i for i, ch in enumerate(line) if ch not in ".0"][:k]:
        p[i] = "."
    line_path, path = f"{tmp}/{name}.txt", f"{tmp}/{name}.rf"
    open(line_path, "w").write("".join(p) + "\n")
    rf = subprocess.run([rfsat, "convert", line_path, "--to", "rf"], capture_output=True, text=True)
    open(path, "w").write(rf.stdout)  # --estimate takes one puzzle: the line as a rule file
    if name not in known:
        r = subprocess.run([rfsat, "solve", line_path, "-f", "json", "-n", "1000000"],
                           capture_output=True, text=True)
        head = r.stdout.split(',"solutions"', 1)[0] + "}"
        j = json.loads(head)
        if not j.get("complete"):
            print(f"| {name} | more than 10^6: skipped | | | | |")
            continue
        known[name] = j["count"]
        with open(counts_path, "a") as f:
            f.write(f"{name} {known[name]}\n")
    count = known[name]
    held, ratios, secs = 0, [], 0.0
    for s in range(seed0, seed0 + seeds):
        e = json.loads(subprocess.run([rfsat, "solve", "--estimate", "-f", "json", "--seed", str(s), path],
                                      capture_output=True, text=True).stdout)
        held += e["low"] <= count <= e["high"]
        ratios.append(e["estimate"] / count)
        secs += e["seconds"]
    print(f"| `puzzles2_17_clue` line {line_no} less {k} | {count:,} | {seeds} | {held} | "
          f"{min(ratios):.2f}-{max(ratios):.2f} | {secs / seeds:.2f} |", flush=True)
PY
