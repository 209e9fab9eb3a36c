#!/usr/bin/env bash
# Every picture rfsat draws is well-formed XML: each puzzle under puzzles/
# (rule files and cdok specs) and docs/pictures/, and when ../shared is there,
# the real variant puzzles (their f-puzzles links, ISS text and SudoCue
# killers, and their .rf) and the first puzzle of each ISS-hard set. Checked with xmllint (libxml2, scripts/install-deps.sh);
# exits 77 (skipped) without it. Usage: wellformed_test.sh path/to/rfsat
set -uo pipefail
rfsat=$1
src=$(cd "$(dirname "$0")/../.." && pwd)
command -v xmllint >/dev/null || { echo "xmllint not installed: skipped"; exit 77; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
inputs=()
while IFS= read -r f; do inputs+=("$f"); done < <(find "$src/puzzles" "$src/docs/pictures" \( -name '*.rf' -o -name '*.puz' \) | sort)
shared="$src/../shared"
if [ -d "$shared" ]; then
  # The variant puzzles keep their original text in a JSON wrapper: an
  # f-puzzles payload (read as a link), ISS text or a SudoCue killer.
  if command -v python3 >/dev/null; then
    python3 - "$shared/variant-puzzles" "$out" <<'PY'
import glob, json, os, sys
for f in sorted(glob.glob(sys.argv[1] + "/*.json")):
    d = json.load(open(f))
    text = d["original"]
    if d.get("format", "").startswith("f-puzzles"):
        text = "https://f-puzzles.com/?load=" + text
    open(os.path.join(sys.argv[2], "shared-" + os.path.basename(f)[:-5] + ".txt"), "w").write(text + "\n")
PY
    for f in "$out"/shared-*.txt; do [ -f "$f" ] && inputs+=("$f"); done
  fi
  for f in "$shared"/data/variants-rf/*.rf "$shared"/data/iss-hard-rf/*/0.rf; do
    [ -f "$f" ] && inputs+=("$f")
  done
fi
fail=0 n=0
for f in "${inputs[@]}"; do
  name=$(echo "${f#"$src"/}" | tr '/' '_')
  name=${name##*/}
  if ! "$rfsat" render "$f" -o "$out/$name.svg" 2>"$out/err"; then
    # Inputs rfsat refuses (a rule not implemented yet) are not pictures.
    grep -q "error" "$out/err" && continue
  fi
  n=$((n + 1))
  if ! xmllint --noout "$out/$name.svg"; then
    echo "not well-formed: $f"
    fail=1
  fi
done
echo "$n pictures checked"
[ "$n" -gt 40 ] || { echo "too few pictures"; exit 1; }
exit $fail
