// Numbered room encoder (model::NumberedRoom): N = n(first cell), and the
// N-th cell holds the clue. Encoding: implications from the first cell, over
// class literals: r_j for "the first cell says N = j+1" and h_j for "cell j
// holds a symbol whose number is the clue", each the candidate literal when
// its class has one member, else a fresh literal tied both ways to the
// class (and to the cell's other candidates); then r_j -> h_j. First-cell
// candidates naming no cell (N < 1 or N > k), or naming the first cell
// itself without being the clue, are false. The star of binary constraints
// around the first cell is a tree, so arc consistency, which unit
// propagation reaches over full class literals, is GAC. Size on a row of 9
// cells over 1..9: 9 clauses (8 binary, one unit), no variable.
// Entry point: encode(const model::NumberedRoom&, Context&).
// Example: numbered_room(3, a, b, c) over 1..3: 2,3,x and 3,x,3 (x any), and
// not 1,.. (the first cell would have to be the 3).
#include "encoders.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {
namespace {

// A literal equivalent to "one of `in` holds", given that one of `in` and
// `out` holds and at most one does (a cell's candidates, split in two).
// `in` empty: nullopt (the class is false).
std::optional<int> class_literal(cnf::Formula& f, const std::vector<int>& in,
                                 const std::vector<int>& out) {
  if (in.empty()) return std::nullopt;
  if (in.size() == 1) return in[0];
  const int c = f.new_var();
  std::vector<int> some{-c}, or_out{c};
  for (int x : in) some.push_back(x), f.add_clause({-x, c});
  for (int y : out) or_out.push_back(y), f.add_clause({-c, -y});
  f.add_clause(some);
  f.add_clause(or_out);
  return c;
}

}  // namespace

void encode(const model::NumberedRoom& c, Context& ctx) {
  cnf::Formula& f = ctx.formula;
  if (c.cells.empty()) {
    f.add_clause({});
    return;
  }
  const std::vector<table::Column> cols = table::columns(ctx, c.cells);
  const long long k = static_cast<long long>(cols.size());
  for (long long j = 0; j < k; ++j) {
    std::vector<int> says, other, clue, not_clue;  // first cell: N == j+1 or not; cell j
    for (const table::Option& o : cols[0]) (o.value == j + 1 ? says : other).push_back(o.lit);
    for (const table::Option& o : cols[j]) (o.value == c.value ? clue : not_clue).push_back(o.lit);
    if (says.empty()) continue;
    if (j == 0) {  // N = 1: the first cell is the room, its number 1 must be the clue
      if (c.value != 1)
        for (int x : says) f.add_clause({-x});
      continue;
    }
    const std::optional<int> r = class_literal(f, says, other);
    const std::optional<int> h = class_literal(f, clue, not_clue);
    if (h)
      f.add_clause({-*r, *h});
    else
      f.add_clause({-*r});
  }
  for (const table::Option& o : cols[0])
    if (o.value < 1 || o.value > k) f.add_clause({-o.lit});
}

}  // namespace rfsat::enc
