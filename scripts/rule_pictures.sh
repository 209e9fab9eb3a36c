#!/usr/bin/env bash
# Draws every rule's example (the rule registry, src/sema/rule_rows_*.hpp)
# with `rfsat render` into docs/pictures/rules/KEYWORD.svg, and rewrites the
# reference of docs/rf-language.md (between its "rule reference" markers)
# from `rfsat rules --markdown`. Run it after changing a row; the test
# RuleReference.DocsEqualTheRegistry says when it is due. Not in CI.
#
#   scripts/rule_pictures.sh build/rfsat
set -euo pipefail
rfsat=$(realpath "${1:?usage: scripts/rule_pictures.sh path/to/rfsat}")
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/docs/pictures/rules"
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Every keyword but the refused ones (they have no picture).
for k in $("$rfsat" rules | awk '!/\(refused\)/ {print $1}'); do
  "$rfsat" rules "$k" --example >"$tmp/$k.rf"
  "$rfsat" render "$tmp/$k.rf" -o "$out/$k.svg" 2>/dev/null
done
"$rfsat" rules --markdown >"$tmp/reference.md"
python3 - "$root/docs/rf-language.md" "$tmp/reference.md" <<'PY'
import sys
page, ref = sys.argv[1], open(sys.argv[2]).read()
text = open(page).read()
begin, end = "<!-- rule reference: begin -->\n", "<!-- rule reference: end -->\n"
i, j = text.index(begin) + len(begin), text.index(end)
open(page, "w").write(text[:i] + "\n" + ref + text[j:])
PY
echo "$(ls "$out" | wc -l) pictures in $out; reference rewritten"
