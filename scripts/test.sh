#!/usr/bin/env bash
# Builds rfsat and runs the whole test suite through ctest. Tests that read
# the public collections in ../shared/ skip cleanly when it is absent.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
ctest --test-dir build --output-on-failure -j "$(nproc)"
