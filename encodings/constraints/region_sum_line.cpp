// Region-sum-line encoder (model::RegionSumLine): the line's maximal runs of
// consecutive positions in one region all have the same sum. Encoding: one
// partial-sum DP per run tied to a shared integer (sum/equal_sums.hpp);
// symbols may repeat within a run (the line adds no distinctness; the box
// does). Size: one DP per run (a run of L cells over 1..9: at most 9L states)
// and 2 binary clauses per (run, shared value). Unit propagation reaches GAC
// when no cell is visited twice (each run's DP is GAC on the run and the
// shared sum, and the runs meet only there); one run: nothing to encode.
// Entry point: encode(const model::RegionSumLine&, Context&).
// Example: line a, b | c over regions {a, b}, {c}, values 1..4: a + b == c,
// so (1,1,2), (1,2,3), (2,1,3), (1,3,4), (2,2,4), (3,1,4).
#include "encoders.hpp"
#include "sum/equal_sums.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {
namespace {

// The index of the first region holding `cell`, or -1.
int region_of(const model::RegionSumLine& c, int cell) {
  for (std::size_t r = 0; r < c.regions.size(); ++r)
    for (int x : c.regions[r])
      if (x == cell) return static_cast<int>(r);
  return -1;
}

}  // namespace

void encode(const model::RegionSumLine& c, Context& ctx) {
  std::vector<std::vector<table::Column>> runs;
  int current = 0;
  for (std::size_t i = 0; i < c.cells.size(); ++i) {
    const int r = region_of(c, c.cells[i]);
    if (i == 0 || r != current) runs.emplace_back();
    current = r;
    runs.back().push_back(table::column(ctx, c.cells[i]));
  }
  if (runs.size() >= 2) sum::equal_sums(ctx.formula, runs);
}

}  // namespace rfsat::enc
