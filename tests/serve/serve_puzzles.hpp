// The small f-puzzles puzzles and the answer collector the serve tests
// share: a 4x4 with one solution (kUnique4x4 below), the empty 4x4 (288
// solutions: 4! x 2 x 3 x 2, the number of 4x4 Latin squares with 2x2
// boxes) and the empty 9x9 (too many to count: the slow work to cancel).
#pragma once

#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "answers.hpp"

namespace rfsat::test {

// The unique 4x4's solution, row by row.
inline const std::vector<int> kUnique4x4Solution = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};

// An f-puzzles JSON grid of side `size` with the digits of `givens` (row
// by row, 0: empty) as givens.
inline nlohmann::json fpuzzles_grid(int size, const std::vector<int>& givens) {
  nlohmann::json grid = nlohmann::json::array();
  for (int r = 0; r < size; ++r) {
    nlohmann::json row = nlohmann::json::array();
    for (int c = 0; c < size; ++c) {
      const int v = givens.empty() ? 0 : givens[r * size + c];
      row.push_back(v ? nlohmann::json{{"value", v}, {"given", true}} : nlohmann::json::object());
    }
    grid.push_back(row);
  }
  return {{"size", size}, {"grid", grid}};
}

// Givens of the unique 4x4: the solution's first row and five more digits
// (the test DirectAnswers.CheckCountsOne proves the solution unique).
inline nlohmann::json unique_4x4() {
  return fpuzzles_grid(4, {1, 2, 3, 4, 3, 0, 1, 0, 2, 1, 0, 0, 0, 0, 0, 1});
}

inline std::string request(long long nonce, const std::string& command,
                           const nlohmann::json& puzzle) {
  return nlohmann::json{
      {"nonce", nonce}, {"command", command}, {"dataType", "fpuzzles"}, {"data", puzzle.dump()}}
      .dump();
}

// Answers as the server would send them, parsed, thread-safe.
struct Collected {
  std::mutex mu;
  std::vector<nlohmann::json> answers;
  serve::Send send() {
    return [this](const std::string& json) {
      const std::lock_guard<std::mutex> lock(mu);
      answers.push_back(nlohmann::json::parse(json));
    };
  }
};

}  // namespace rfsat::test
