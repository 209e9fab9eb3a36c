// Zipper-line encoder (model::ZipperLine): cells at equal distance from the
// centre have the same sum, which on an odd line is the centre's number.
// Encoding: the pairs (c_i, c_{k-1-i}), and the centre first on an odd line,
// are the parts of one equal-sum constraint (sum/equal_sums.hpp: a sum DP per
// part tied to a shared integer; with the centre first, the shared integer is
// the centre's own DP). No distinctness. Size: one DP per pair (at most D
// partial sums after its first cell, 2D - 1 at its end for 1..D) and 2 binary
// clauses per (part, shared value); fewer than 2 parts: nothing. Unit
// propagation reaches GAC when no cell is visited twice (the parts meet only
// in the shared sum). Entry point: encode(const model::ZipperLine&, Context&).
// Example: zipper_line(a, b, c, d) over 1..3: a + d == b + c, 19 of 81.
#include "encoders.hpp"
#include "sum/equal_sums.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::ZipperLine& c, Context& ctx) {
  const std::size_t k = c.cells.size();
  std::vector<std::vector<table::Column>> parts;
  if (k % 2 == 1) parts.push_back({table::column(ctx, c.cells[k / 2])});
  for (std::size_t i = 0; i < k / 2; ++i)
    parts.push_back({table::column(ctx, c.cells[i]), table::column(ctx, c.cells[k - 1 - i])});
  if (parts.size() >= 2) sum::equal_sums(ctx.formula, parts);
}

}  // namespace rfsat::enc
