#!/usr/bin/env bash
# Formats, in place, the C++ lines changed since the commit in
# scripts/format-base (or BASE), committed or not, with clang-format 14:
# what scripts/check_format.sh checks.
#   scripts/format_changed.sh [BASE]
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-$(cat scripts/format-base)}
git diff -U0 --no-color "$base" -- '*.cpp' '*.hpp' |
  clang-format-diff-14 -p1 -i -binary "$(command -v clang-format-14)"
