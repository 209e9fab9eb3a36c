#!/usr/bin/env bash
# Runs the tests that push the most varied input through rfsat's own code
# under AddressSanitizer and UndefinedBehaviorSanitizer, in a separate Debug
# build (./build-asan): the exhaustive encoder tests (every encoder's CNF
# against its checker on small domains), the random differential tests
# (random puzzles with every kind of rule, SAT counts against brute force),
# the rule-file mutation fuzzing of rf_robustness_test, the rule registry
# walk (every row's handler on its example) and the importers' mutated
# inputs (import_robustness_test). Any memory error or undefined
# behaviour aborts the test and fails this script. About 4
# minutes to build on two cores and one to run. CaDiCaL itself is Debian's
# uninstrumented library.
#
#   scripts/test_sanitizers.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
flags="-O1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS="$flags" >/dev/null
tests=(encoder_exhaustive_test random_differential_test rf_robustness_test rule_registry_test
       import_robustness_test)
cmake --build build-asan --target "${tests[@]}"
export RFSAT_SOURCE_DIR="$PWD"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
for t in "${tests[@]}"; do
  echo "== $t (ASan + UBSan)"
  "build-asan/tests/$t" --gtest_brief=1
done
