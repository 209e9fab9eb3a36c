// replicate_moves (replicate.hpp): the targets' bit set decoded as ISS's
// Replicate.decodeTargetCells does, each target as a move from the origin.
#include "iss/replicate.hpp"

#include "iss/base64url.hpp"

namespace rfsat::formats::iss {

std::optional<std::vector<std::pair<int, int>>> replicate_moves(Reader& rd, const Item& it) {
  if (it.args.empty() || it.args.size() > 2) {
    rd.error(it, "expected .Replicate~targets or .Replicate~targets~origin");
    return std::nullopt;
  }
  Cell origin{1, 1};
  if (it.args.size() == 2) {
    auto o = rd.cell(it, it.args[1]);
    if (!o) return std::nullopt;
    origin = *o;
  }
  const int first = (origin.row - 1) * rd.cols + (origin.col - 1);
  std::vector<std::pair<int, int>> moves;
  const std::string& bits = it.args[0];
  for (std::size_t w = 0; w < bits.size(); ++w) {
    const std::size_t word = kBase64Url.find(bits[w]);
    if (word == std::string_view::npos) {
      rd.error(it, "the Replicate's targets are base64url (A-Z a-z 0-9 - _), not '" +
                       std::string(1, bits[w]) + "'");
      return std::nullopt;
    }
    for (int b = 0; b < 6; ++b) {
      if (!(word & (1u << b))) continue;
      const long long cell = first + static_cast<long long>(w) * 6 + b;
      if (cell >= static_cast<long long>(rd.rows) * rd.cols) {
        rd.error(it,
                 "a Replicate target lies past the grid's last cell (rfsat reads no "
                 "cells outside the grid)");
        return std::nullopt;
      }
      const int row = static_cast<int>(cell / rd.cols) + 1,
                col = static_cast<int>(cell % rd.cols) + 1;
      moves.emplace_back(row - origin.row, col - origin.col);
    }
  }
  return moves;
}

}  // namespace rfsat::formats::iss
