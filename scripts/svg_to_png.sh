#!/usr/bin/env bash
# Renders an SVG picture (rfsat render) to PNG with headless Chromium, at the
# SVG's own size: scripts/svg_to_png.sh in.svg out.png. Used by the browser
# test (tests/render/browser_test.sh) and to look at pictures. Needs Debian's
# chromium (scripts/install-deps.sh); a fresh profile each run, no network.
set -euo pipefail
in=$(realpath "$1")
out=$(realpath -m "$2")
size=$(head -c 2000 "$in" | grep -o '<svg[^>]*>' | head -1)
w=$(sed -n 's/.* width="\([0-9.]*\)".*/\1/p' <<<"$size")
h=$(sed -n 's/.* height="\([0-9.]*\)".*/\1/p' <<<"$size")
w=${w%.*}; h=${h%.*}
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
  --disable-extensions --no-first-run --hide-scrollbars --user-data-dir="$profile" \
  --window-size="$w,$h" --screenshot="$out" "file://$in" >/dev/null 2>&1
test -s "$out"
