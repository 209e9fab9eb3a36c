#!/usr/bin/env bash
# Installs the build (./build by default) into a fresh prefix, builds the
# tiny consumer project of tests/consumer against the installed CMake
# package, and runs it on a bundled puzzle: the proof that
# find_package(rfsat) works from another project. Run by ctest
# (PackageConsumer) and usable by hand:
#   scripts/test_install.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
test -x "$tmp/prefix/bin/rfsat"
test -f "$tmp/prefix/include/rfsat/rfsat.hpp"
grep -q '^\.TH RFSAT 1' "$tmp/prefix/share/man/man1/rfsat.1"
grep -q '^complete .* rfsat$' "$tmp/prefix/share/bash-completion/completions/rfsat"
cmake -S tests/consumer -B "$tmp/consumer" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$tmp/prefix" >/dev/null
cmake --build "$tmp/consumer" >/dev/null
out=$("$tmp/consumer/consumer" puzzles/variants/sudoku_x.rf)
echo "$out"
grep -q ': 81 cells, unique$' <<<"$out"
grep -q '^error as expected: bad.rf:2:' <<<"$out"
# the installed executable runs on its own too
"$tmp/prefix/bin/rfsat" check puzzles/variants/sudoku_x.rf >/dev/null
# the Python module, when built, lands where Debian's python3 looks under a
# prefix, and imports from there (docs/python.md)
if ls "$build"/python/rfsat.*.so >/dev/null 2>&1; then
  site="$tmp/prefix/lib/python3/dist-packages"
  ls "$site"/rfsat.*.so >/dev/null
  PYTHONPATH="$site" /usr/bin/python3 -c \
    'import rfsat, sys; sys.exit(rfsat.load(sys.argv[1]).check().verdict != "unique")' \
    puzzles/variants/sudoku_x.rf
fi
echo "install + consumer: ok"
