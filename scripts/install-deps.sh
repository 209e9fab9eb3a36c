#!/usr/bin/env bash
# Installs the Debian packages rfsat needs to build and test, only when missing.
# Every dependency and why it is here:
#   cmake, g++, ninja-build  build toolchain
#   libcadical-dev           the SAT solver (static lib + cadical.hpp, 1.5.3)
#   libboost-dev             Boost.Spirit X3 (header-only) for the .rf grammar
#   libcli11-dev             command-line parsing (header-only)
#   libfmt-dev               formatting of output and diagnostics
#   nlohmann-json3-dev       --format json output
#   libgtest-dev             unit tests (GoogleTest, used through ctest)
#   cadical, minisat         external solvers for the DIMACS round-trip tests;
#                            minisat also ships libminisat and its headers, which
#                            bench/minisat_driver links (the vanilla peer of
#                            scripts/bench_minisat.sh; Debian has no libminisat-dev)
#   libmimalloc-dev          mimalloc: fast allocation of CaDiCaL's clauses
#                            (about 20% faster on collections than glibc's)
#                            with thread-local pages (--jobs scales)
#   clang-format-14          CI's style check of changed lines
#                            (scripts/check_format.sh, clang-format-diff-14)
#   libxml2-utils            xmllint: every picture `rfsat render` draws is
#                            checked to be well-formed XML by libxml2, a strict
#                            parser (tests/render/wellformed_test.sh)
#   chromium                 a real browser draws the pictures to PNG, headless
#                            (tests/render/browser_test.sh, scripts/svg_to_png.sh);
#                            the test is skipped when it is absent
#   parallel                 GNU parallel: streams cut over N workers, docs/parallel.md's recipe (its test skips without it)
#   libcurl4-openssl-dev     libcurl: `--fetch` of SudokuPad short links over
#                            HTTPS (src/net/; TLS, timeouts and size limits
#                            that a hand-written client would get wrong)
#   pybind11-dev, python3-dev  the `rfsat` Python module (python/, docs/python.md):
#                            pybind11's headers and Python's; the module is
#                            skipped when they are absent
#   python3-pytest           the Python module's tests (tests/python/, run by ctest)
#   clang-14, libclang-rt-14-dev  the libFuzzer harnesses (scripts/fuzz.sh, in
#                            .ci/run): clang and its libFuzzer, ASan and UBSan
#                            runtimes; GCC has no libFuzzer
set -euo pipefail
packages=(cmake g++ ninja-build libcadical-dev libboost-dev libcli11-dev libfmt-dev
          nlohmann-json3-dev libgtest-dev cadical minisat libmimalloc-dev clang-format-14
          libxml2-utils chromium parallel clang-14 libclang-rt-14-dev libcurl4-openssl-dev
          pybind11-dev python3-dev python3-pytest)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "installing: ${missing[*]}" >&2
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
