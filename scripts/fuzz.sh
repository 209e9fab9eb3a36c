#!/usr/bin/env bash
# Builds the libFuzzer harnesses (tests/fuzz/, RFSAT_FUZZ=ON: clang-14,
# coverage + ASan + UBSan) in ./build-fuzz and runs each in turn for SECONDS
# (default 60), one per core at a time, on its seed corpus and dictionary.
# RFSAT_FUZZ_BUILD=DIR uses the harnesses of an existing RFSAT_FUZZ tree
# instead (.ci/run: build-asan, which scripts/test_sanitizers.sh configured
# and built), so CI builds the project once for sanitizers and fuzzing.
# New inputs accumulate in <tree>/corpus/<harness> (kept between runs, so
# campaigns add up); crashes, leaks, timeouts and disagreements land in
# <tree>/artifacts/ and fail the script. Prints one line per harness:
# executions, exec/s, edges covered, corpus size. Exits 77 (skipped) when
# clang-14 or libFuzzer is missing, or the given tree has no harnesses.
#
#   scripts/fuzz.sh [SECONDS] [HARNESS...]     # rf classic cdok fpuzzles sudokupad iss sudocue lz e2e
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(rf classic cdok fpuzzles sudokupad iss sudocue lz e2e)

fuzzer_lib=$(clang++-14 -print-file-name=libclang_rt.fuzzer-x86_64.a 2>/dev/null || true)
if ! command -v clang++-14 >/dev/null || [ ! -f "$fuzzer_lib" ]; then
  echo "fuzz.sh: skipped: clang++-14 or libFuzzer (libclang-rt-14-dev) is missing" >&2
  exit 77
fi
tree=${RFSAT_FUZZ_BUILD:-build-fuzz}
if [ "$tree" = build-fuzz ]; then
  export CMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER:-$(command -v ccache || true)}
  cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DRFSAT_FUZZ=ON -DRFSAT_TESTS=OFF \
    -DCMAKE_BUILD_TYPE=Fuzz -DCMAKE_CXX_FLAGS=-O2 >/dev/null
elif ! grep -q '^RFSAT_FUZZ:BOOL=ON' "$tree/CMakeCache.txt" 2>/dev/null; then
  echo "fuzz.sh: skipped: $tree is not an RFSAT_FUZZ=ON tree" >&2
  exit 77
fi
cmake --build "$tree" -j "${RFSAT_FUZZ_JOBS:-2}" --target "${harnesses[@]/#/fuzz_}" | grep -v '^\[' || true

# Extra seed directories: the end-to-end harness starts from every reader's
# seeds that are whole inputs (the classic and cdok seeds carry a mode byte).
seeds_of() {
  case $1 in
    e2e) echo tests/fuzz/corpus/e2e tests/fuzz/corpus/rf tests/fuzz/corpus/fpuzzles ;;
    *) echo "tests/fuzz/corpus/$1" ;;
  esac
}
dict_of() {
  case $1 in
    rf | e2e | fpuzzles | iss) echo "-dict=tests/fuzz/dict/$1.dict" ;;
    sudokupad) echo "-dict=tests/fuzz/dict/fpuzzles.dict" ;;
    lz) echo "-dict=tests/fuzz/dict/fpuzzles.dict" ;;
  esac
}

# A 16 MB quarantine instead of ASan's 256 MB: the harnesses free every
# allocation of an input before the next, so the default quarantine only
# cycles fresh pages (RSS 420 -> 80 MB, 16% less CPU on fuzz_classic); a
# use after free inside one input is still caught.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1:quarantine_size_mb=16}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
mkdir -p "$tree"/artifacts
# One harness per core at a time (RFSAT_FUZZ_PARALLEL, default nproc): each
# is one process, so CI's 9 x SECONDS take 9 x SECONDS / cores of wall
# time. Each writes its own log; the summary lines print in order after.
run_one() {
  local h=$1 work=$tree/corpus/$1 log="$tree"/fuzz-$1.log rc=0
  mkdir -p "$work"
  rm -f "$log.rc"
  # shellcheck disable=SC2046
  "$tree"/tests/fuzz/fuzz_"$h" "$work" $(seeds_of "$h") $(dict_of "$h") \
    -max_total_time="$seconds" -max_len=4096 -timeout=25 -rss_limit_mb=2560 -print_final_stats=1 \
    -artifact_prefix="$tree"/artifacts/"$h"- >"$log" 2>&1 || rc=$?
  echo "$rc" >"$log.rc"
}
parallel_jobs=${RFSAT_FUZZ_PARALLEL:-$(nproc)}
for h in "${harnesses[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$parallel_jobs" ]; do wait -n || true; done
  run_one "$h" &
done
wait
status=0
for h in "${harnesses[@]}"; do
  work=$tree/corpus/$h
  log="$tree"/fuzz-$h.log
  if [ "$(cat "$log.rc" 2>/dev/null)" != 0 ]; then
    status=1
    echo "fuzz_$h: FAILED (see $log and $tree/artifacts/)" >&2
    grep -E 'ERROR|FUZZ FAILURE|SUMMARY' "$log" | head -5 >&2 || true
  fi
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  edges=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  printf 'fuzz_%-9s %ss  execs %-9s exec/s %-6s edges %-6s corpus %s\n' "$h" "$seconds" "${execs:-?}" \
    "${rate:-?}" "${edges:-?}" "$(find "$work" -type f | wc -l)"
done
exit $status
