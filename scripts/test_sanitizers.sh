#!/usr/bin/env bash
# Runs the tests that push the most varied input through rfsat's own code
# under AddressSanitizer and UndefinedBehaviorSanitizer, in a separate Debug
# build (./build-asan): the exhaustive encoder tests (every encoder's CNF
# against its checker on small domains), the random differential tests
# (random puzzles with every kind of rule, SAT counts against brute force),
# the rule-file mutation fuzzing of rf_robustness_test, the rule registry
# walk (every row's handler on its example) and the importers' mutated
# inputs (import_robustness_test). Any memory error or undefined
# behaviour aborts the test and fails this script. CaDiCaL itself is
# Debian's uninstrumented library.
#
# With clang-14 and its libFuzzer (install-deps installs both) the tree is
# built by clang with RFSAT_FUZZ=ON: the same instrumented objects (ASan,
# UBSan, coverage) then also link the libFuzzer harnesses of tests/fuzz/,
# so that .ci/run's short fuzzing (RFSAT_FUZZ_BUILD=build-asan
# scripts/fuzz.sh) costs no second build of the project (docs/fuzzing.md,
# "CI"). Without them it falls back to GCC's sanitizers and no harness.
#
#   scripts/test_sanitizers.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
flags="-O1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"
tests=(encoder_exhaustive_test random_differential_test rf_robustness_test rule_registry_test
       import_robustness_test)
targets=("${tests[@]}")
compiler=g++
options=()
fuzzer_lib=$(clang++-14 -print-file-name=libclang_rt.fuzzer-x86_64.a 2>/dev/null || true)
if command -v clang++-14 >/dev/null && [ -f "$fuzzer_lib" ]; then
  compiler=clang++-14
  options=(-DRFSAT_FUZZ=ON)
  targets+=(fuzz_rf fuzz_classic fuzz_cdok fuzz_fpuzzles fuzz_sudokupad fuzz_iss fuzz_sudocue fuzz_lz
            fuzz_e2e)
fi
# A tree configured by the other compiler is rebuilt from scratch (CMake
# cannot switch compilers in place).
if [ -f build-asan/CMakeCache.txt ] &&
  ! grep -q "^CMAKE_CXX_COMPILER:[A-Z]*=.*/$compiler\$" build-asan/CMakeCache.txt; then
  rm -rf build-asan
fi
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_UNITY_BUILD=ON \
  -DCMAKE_CXX_COMPILER="$(command -v $compiler)" \
  -DCMAKE_CXX_FLAGS="$flags" "${options[@]}" >/dev/null
cmake --build build-asan --target "${targets[@]}"
export RFSAT_SOURCE_DIR="$PWD"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1
# The tests run side by side, one per core (the longest first), each into
# its own log; the logs are printed in order once all have finished. The
# random differential test runs half of each batch here (RFSAT_DIFF_SCALE,
# every kind still drawn dozens of times; ctest runs them all): whole, it
# took as long under ASan as the other four together (docs/tuning.md,
# "Build time").
export RFSAT_DIFF_SCALE=${RFSAT_DIFF_SCALE:-50}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
printf '%s\n' "${tests[@]}" | xargs -P "$(nproc)" -I{} sh -c \
  '"build-asan/tests/$1" --gtest_brief=1 >"$2/$1.log" 2>&1; echo $? >"$2/$1.rc"' _ {} "$logs"
status=0
for t in "${tests[@]}"; do
  echo "== $t (ASan + UBSan, $compiler)"
  cat "$logs/$t.log"
  [ "$(cat "$logs/$t.rc" 2>/dev/null)" = 0 ] || { echo "FAILED: $t"; status=1; }
done
exit "$status"
