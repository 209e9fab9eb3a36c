// The independent re-proof of a solve path (`rfsat explain --verify` and
// tests/explain): for every step, a fresh encoding of only the rules it
// names as reasons, over the candidates left by the givens and the steps it
// uses, on a fresh solver, must exclude everything the step removes (and
// every other candidate of a cell it places), and must stop doing so when
// any one reason is dropped. Nothing of the engine's own solver, search or
// state is reused. Method: the checks of Bogaerts, Gamba and Guns (AIJ
// 2021) on a step-wise explanation; docs/explain.md ("What a step is").
//
//   if (auto why = rfsat::explain::verify_path(puzzle, path)) std::cerr << *why;
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "puzzle.hpp"
#include "step.hpp"

namespace rfsat::explain {

// The candidates a step starts from: the path's start with the conclusions
// of the steps it uses (and no others).
std::vector<Mask> state_before(const Path& path, const Step& step);

// Does every candidate the step removes (and every other candidate of a
// cell it places) fail `excluded(cell, symbol)`'s test of being possible?
bool all_excluded(const Step& step, const std::vector<Mask>& state,
                  const std::function<bool(int cell, int symbol)>& excluded);

// Do the constraints `rules` of `p` alone, with candidates `state`, imply
// the step's conclusion? A fresh encoding and solver per call.
bool rules_imply(const model::Puzzle& p, const std::vector<int>& rules,
                 const std::vector<Mask>& state, const Step& step);

// What is wrong with step `index` of the path ("its reasons do not imply
// it", "reason 2 (sum, line 5) is not needed", "uses a later step"), or
// nullopt when it follows and is minimal.
std::optional<std::string> verify_step(const model::Puzzle& p, const Path& path, std::size_t index);

// The first step that fails verify_step, as "step N (technique): what",
// or nullopt when every step holds.
std::optional<std::string> verify_path(const model::Puzzle& p, const Path& path);

}  // namespace rfsat::explain
