// The puzzle of a protocol request's `data` (protocol.hpp): f-puzzles'
// compressToBase64 of the puzzle's JSON (or the JSON text itself), read by
// the f-puzzles reader of src/formats/ as `rfsat solve` reads an f-puzzles
// link, so every rule rfsat reads from f-puzzles works through the server.
// The userscript's own keys (disabledlogic, truecandidatesoptions) are
// cosmetic to the reader; truecandidatesoptions' solution cap is read here.
//
//   std::string why;
//   if (auto fp = read_payload(message.data, false, limits, why)) solve(fp->puzzle);
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "diagnostics.hpp"
#include "puzzle.hpp"

namespace rfsat::serve {

// The largest truecandidatesnumsolutions accepted: each true candidate's
// solutions are counted up to it.
inline constexpr int kMaxCandidateCap = 100;

struct FpuzzlesPuzzle {
  model::Puzzle puzzle;
  int size = 0;            // f-puzzles' `size`: the grid's side and its digits 1..size
  int candidates_cap = 1;  // truecandidatesnumsolutions=K of truecandidatesoptions (1: none)
};

// With `state` (step, solvepath), the digits the solver entered count as
// givens and each open cell's centre marks as its candidates: the path goes
// on from the grid on screen. nullopt with `why`: the reader's messages.
// A load limit throws LoadLimitReached (diagnostics.hpp).
std::optional<FpuzzlesPuzzle> read_payload(std::string_view data, bool state,
                                           const LoadLimits& limits, std::string& why);

}  // namespace rfsat::serve
