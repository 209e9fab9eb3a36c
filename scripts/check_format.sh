#!/usr/bin/env bash
# CI's style check: every C++ line changed since the commit in
# scripts/format-base must be as clang-format 14 (.clang-format) writes it.
# Lines nobody touched are left alone, so the check never forces a mass
# reformat. Exit 1 with the differences when a changed line is off;
# scripts/format_changed.sh fixes them in place.
#
#   scripts/check_format.sh [BASE]
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-$(cat scripts/format-base)}
formatter=$(command -v clang-format-diff-14 || command -v clang-format-diff || true)
if [ -z "$formatter" ]; then
  echo "check_format: clang-format-diff not found (Debian package clang-format-14)" >&2
  exit 1
fi
if ! git rev-parse -q --verify "$base^{commit}" >/dev/null; then
  echo "check_format: skipped: base $base is not in this clone's history (a shallow clone?)" >&2
  exit 0
fi
diff=$(git diff -U0 --no-color "$base" -- '*.cpp' '*.hpp' | "$formatter" -p1 -binary "$(command -v clang-format-14)" || true)
if [ -n "$diff" ]; then
  echo "$diff"
  echo "check_format: changed lines are not formatted; run scripts/format_changed.sh" >&2
  exit 1
fi
echo "check_format: every C++ line changed since ${base:0:12} is formatted"
