#!/usr/bin/env bash
# Builds rfsat (Release) into ./build, installing the Debian packages it needs
# first if any is missing. The executable is ./build/rfsat. A unity build
# (CMake pastes up to 8 sources of a target into one file): a cold build
# takes well under half the CPU time, since the headers' templates (the
# constraint variant above all) are instantiated and optimised once per batch
# instead of once per source (docs/tuning.md, "Build time").
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON >/dev/null
cmake --build build
