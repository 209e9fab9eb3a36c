// Arrow encoder: the sum of the line equals the bulb read as a decimal
// number. One weighted partial-sum DP (encodings.md §7 "Arrow"; Abio &
// Stuckey CP 2014) over the line cells (weight 1) followed by the bulb cells
// (weight -10^(len-1-i)), with final sum 0: the last layers tie the line
// total to the bulb digits. Line cells may repeat symbols.
// Entry point: encode(const model::Arrow&, Context&).
// Example: arrow(b; c1, c2) over 1..4: b=2 with (1,1); b=3 with (1,2),(2,1);
// b=4 with (1,3),(2,2),(3,1).
#include "encoders.hpp"
#include "sum/linear.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {

void encode(const model::Arrow& c, Context& ctx) {
  std::vector<table::Column> cols = table::columns(ctx, c.line);
  long long weight = 1;
  for (std::size_t i = 1; i < c.bulb.size(); ++i) weight *= 10;
  for (int cell : c.bulb) {
    cols.push_back(sum::scaled(table::column(ctx, cell), -weight));
    weight /= 10;
  }
  sum::sum_equals(ctx.formula, cols, 0);
}

}  // namespace rfsat::enc
