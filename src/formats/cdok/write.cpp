// cdok's spec and solution files (write.hpp): one line per grid row, tokens
// separated by tabs, as cdok itself prints them.
#include "cdok/write.hpp"

namespace rfsat::formats::cdok {

std::string write_cdok(const CdokPuzzle& c) {
  const int n = c.size;
  std::vector<std::string> token(static_cast<std::size_t>(n) * n);
  for (int cell = 0; cell < n * n; ++cell)
    if (c.given[cell] >= 0) token[cell] = std::to_string(c.given[cell]);
  for (const CdokCage& g : c.cages)
    for (int cell : g.cells)
      token[cell] = cell == g.cells[0] ? std::string(1, g.letter) + g.op + std::to_string(g.target)
                                       : std::string(1, g.letter);
  std::string out;
  for (int r = 0; r < n; ++r) {
    for (int k = 0; k < n; ++k) out += (k ? "\t" : "") + token[r * n + k];
    out += '\n';
  }
  return out;
}

std::string write_cdok_values(int size, const std::vector<int>& values) {
  std::string out;
  for (int r = 0; r < size; ++r) {
    for (int k = 0; k < size; ++k) out += (k ? "\t" : "") + std::to_string(values[r * size + k]);
    out += '\n';
  }
  return out;
}

}  // namespace rfsat::formats::cdok
