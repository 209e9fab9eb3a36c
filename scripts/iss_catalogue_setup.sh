# Sourced by the scripts that walk ISS's catalogue (bench_catalogue.sh,
# catalogue_round_trips.sh): skips the caller (exit 0) without an ISS
# checkout in $ISS_DIR or without node, and sets `rfsat` (RFSAT, default
# build/rfsat) and `tmp` (a directory removed on exit). The caller then
# writes the catalogue into $tmp (scripts/bench_catalogue.mjs list: a file
# per puzzle and $tmp/index.tsv, one "number<TAB>name<TAB>kind" line each).
#
#   source scripts/iss_catalogue_setup.sh
if [ -z "${ISS_DIR:-}" ] || [ ! -f "$ISS_DIR/data/collections.js" ]; then
  echo "skip: set ISS_DIR to a checkout of the Interactive Sudoku Solver"; exit 0
fi
if ! command -v node >/dev/null; then echo "skip: node not found"; exit 0; fi
rfsat=${RFSAT:-build/rfsat}
[ -x "$rfsat" ] || { echo "$(basename "$0"): $rfsat is not built (scripts/build.sh)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
