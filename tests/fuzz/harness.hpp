// What every libFuzzer harness of tests/fuzz/ shares: the input bytes as
// text, the property checks that abort (so libFuzzer records the input as a
// crash), and the end-to-end check of one loaded puzzle (encode, solve with
// a conflict cap, re-check every solution with src/check, compare small
// puzzles with the backtracking counter). Built only with RFSAT_FUZZ=ON
// (tests/fuzz/CMakeLists.txt); scripts/fuzz.sh runs the harnesses.
//
//   extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
//     std::string text = rfsat::fuzz::text_of(data, size); ...
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "diagnostics.hpp"
#include "format.hpp"
#include "puzzle.hpp"

namespace rfsat::fuzz {

inline std::string text_of(const std::uint8_t* data, std::size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

// Prints `what` and `detail` to stderr and aborts (libFuzzer keeps the input).
[[noreturn]] void fail(std::string_view what, std::string_view detail);

// A rejected input must say why: `err` holds "error" (a reader that fails
// silently is a finding).
void require_message(const std::string& err);
// The same, with a file:line:col location naming `name`.
void require_located(const std::string& err, std::string_view name);

// A variant-puzzle reader (format `f`) on `text`: read into .rf text, then
// the normal path (grammar, semantic pass). A rejection, by the reader or
// by the semantic pass on the generated text, must carry a message.
void import_and_load(const std::string& text, formats::ClassicFormat f);

// Loading as under `--memory-limit 256`: a rule that would build more
// (pairs over a huge grid) throws LoadMemoryLimit, which a harness takes as
// a refusal; without it, fuzz_rf hit -rss_limit_mb (docs/fuzzing.md).
inline const LoadLimits kLoadLimits = load_limits(std::nullopt, 256);

// Puzzles larger than this (cells x symbols) are loaded but not encoded:
// the harness looks for wrong answers, not for slow ones.
inline constexpr long long kMaxCandidates = 2048;

// Encodes `p`, enumerates up to 3 solutions with a conflict budget per
// solve call, aborts if a solution fails the checker, or if a puzzle of at
// most 16 cells gets a count other than the backtracking counter's.
void solve_and_check(const model::Puzzle& p);

}  // namespace rfsat::fuzz
