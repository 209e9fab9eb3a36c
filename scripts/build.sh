#!/usr/bin/env bash
# Builds rfsat (Release) into ./build, installing the Debian packages it needs
# first if any is missing. The executable is ./build/rfsat.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build
