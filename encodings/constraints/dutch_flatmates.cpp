// DutchFlatmates encoder (model::DutchFlatmates, `dutch_flatmates`): if the
// cell holds the middle number, the cell above holds the smallest or the
// cell below the largest (numbers: the distinct ones of the non-empty
// symbols). Encoding: one clause over number class literals
// (card/classes.hpp; the one-hot literal itself unless symvalue gives two
// symbols one number), -[cell = middle] | [above = smallest] | [below =
// largest]. Propagation: UP is GAC on the cell's condition (the class
// literals tie each number to its symbols both ways). Size on 1..9: one
// clause of at most 3 literals per cell (81 on 9x9), no new variables.
// Entry point: encode(const model::DutchFlatmates&, Context&).
// Example: 1..9, r2c1 = 5 -> r1c1 = 1 | r3c1 = 9.
#include "card/classes.hpp"
#include "encoders.hpp"

namespace rfsat::enc {

void encode(const model::DutchFlatmates& c, Context& ctx) {
  std::vector<long long> numbers;
  const std::vector<int> map =
      card::number_classes(ctx.puzzle.symbols, numbers, /*empty_apart=*/true);
  const int k = static_cast<int>(numbers.size());
  if (k == 0) return;
  const int middle = (k + 1) / 2 - 1;
  const int is_middle = card::class_literals(ctx, c.cell, map, k)[middle];
  if (is_middle == 0) return;
  std::vector<int> clause = {-is_middle};
  if (c.above >= 0)
    if (const int x = card::class_literals(ctx, c.above, map, k)[0]) clause.push_back(x);
  if (c.below >= 0)
    if (const int x = card::class_literals(ctx, c.below, map, k)[k - 1]) clause.push_back(x);
  ctx.formula.add_clause(clause);
}

}  // namespace rfsat::enc
