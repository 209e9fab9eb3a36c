#!/usr/bin/env bash
# `rfsat serve` in a real browser (headless Chromium, as
# tests/render/browser_test.sh drives it): the page with a test script
# added (browser_checks.js: it pastes a small killer and an f-puzzles link,
# presses the buttons, checks the verdict, the picture, the downloads and
# the step-by-step path), and a browser-side WebSocket client sending the
# f-puzzles userscript's message shapes. The script writes PASS or what
# failed into the page, which --dump-dom prints. The page is fetched from
# the server and given a <base> to it, so its own page.js and API calls
# are the ones served; Chromium runs with web security off (a file: page
# talking to the local server). Then SIGTERM must stop the server, exit 0.
# ctest's ServeBrowser (about 6 s, mostly Chromium's start). Exits 77
# (skipped) when chromium or python3 is not installed.
# Usage: browser_test.sh path/to/rfsat
set -euo pipefail
rfsat=$1
here=$(cd "$(dirname "$0")" && pwd)
for tool in chromium python3; do
  command -v "$tool" >/dev/null || { echo "$tool not installed: skipped"; exit 77; }
done
out=$(mktemp -d)
server=""
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  rm -rf "$out"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; exit 1; }

# A 4x4 killer with three givens (unique), and its f-puzzles link.
cat > "$out/killer.rf" <<'RF'
values = 1234
row_groups
column_groups
box_groups(2, 2)
sum(3, 1, 2)
sum(7, 3, 4)
sum(7, 5, 6)
sum(3, 7, 8)
sum(4, 9, 13)
sum(6, 10, 14)
sum(4, 11, 15)
sum(6, 12, 16)
set_cell(9, 3)
set_cell(10, 4)
set_cell(11, 1)
RF
link=$("$rfsat" convert "$out/killer.rf" --to fpuzzles-url)
json=$("$rfsat" convert "$out/killer.rf" --to fpuzzles)

"$rfsat" serve --port 0 --jobs 2 > "$out/serve.out" 2> "$out/serve.err" &
server=$!
port=""
for _ in $(seq 50); do
  port=$(sed -n 's|.*http://127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$out/serve.out")
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || fail "rfsat serve printed no address: $(cat "$out/serve.err")"

# The served page with a <base> to the server and the checks after it.
python3 - "$port" "$out" "$here/browser_checks.js" "$out/killer.rf" "$link" "$json" <<'PY'
import json, pathlib, sys, urllib.request
port, out, checks, killer, link, fp = sys.argv[1:]
page = urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10).read().decode()
inputs = {"killer": pathlib.Path(killer).read_text(), "link": link, "fpuzzlesJson": fp}
page = page.replace("<head>", f'<head><base href="http://127.0.0.1:{port}/">', 1)
page = page.replace("</body>", '<pre id="result">pending</pre><script>const TEST_INPUTS = '
                    + json.dumps(inputs) + ';</script><script src="file://' + checks
                    + '"></script></body>', 1)
pathlib.Path(out, "test.html").write_text(page)
PY
# On a loaded machine Chromium may dump the page before its checks have
# run ("pending"): up to three tries, each with a fresh profile.
for try in 1 2 3; do
  profile="$out/profile$try"
  result=$(timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-web-security \
    --allow-file-access-from-files --disable-background-networking --disable-extensions \
    --no-first-run --user-data-dir="$profile" --virtual-time-budget=600000 \
    --dump-dom "file://$out/test.html" 2>/dev/null | sed -n 's|.*<pre id="result">\([^<]*\)</pre>.*|\1|p')
  case "$result" in pending*) echo "try $try: browser checks still $result" >&2 ;; *) break ;; esac
done
[ "$result" = "PASS" ] || fail "browser checks: ${result:-no result}"

kill -TERM "$server"
code=0
wait "$server" || code=$?
server=""
[ "$code" -eq 0 ] || fail "SIGTERM: rfsat serve exited $code"
echo "serve browser test: PASS"
