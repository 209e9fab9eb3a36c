// What the command functions of answers.cpp and answers_logical.cpp share:
// the request, its puzzle, the time left and where the answers go.
#pragma once

#include <optional>

#include "answers.hpp"
#include "fpuzzles_payload.hpp"

namespace rfsat::serve {

struct AnswerContext {
  const Message& message;
  const FpuzzlesPuzzle& puzzle;
  const AnswerLimits& limits;
  std::optional<double> time_left;
  const Send& send;
};

// step and solvepath: the explain engine's path from the grid's state.
void answer_logical(const AnswerContext& c);

}  // namespace rfsat::serve
