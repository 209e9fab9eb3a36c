// Lunchbox encoder (model::Lunchbox): the cells hold pairwise different
// numbers, and those strictly between the smallest and the largest sum to
// the clue. Encoding: at-most-one per number over the cells (symbols sharing
// a number count together), then the sandwich automaton of sum/sandwich.hpp
// behind a guess of the crusts: one fresh literal per pair lo < hi of the
// candidates' numbers with at least as many numbers in [lo, hi] as cells
// (at most one true), every other cell strictly between them. The automaton
// alone is GAC by unit propagation (Bacchus CP 2007); with distinctness it
// is not (as a killer cage's sum). A sandwich on a full 1..9 house is the
// lunchbox of that house. Size on a row of 9 cells over 1..9, clue 15 (one
// pair, 1 and 9): 915 variables and 3,727 clauses (the sandwich: 914 and
// 3,401); 4 cells, clue 5 (21 pairs): 487 variables and 1,652 clauses.
// Entry point: encode(const model::Lunchbox&, Context&).
// Example: lunchbox(5, a, b, c, d) over 1..6 allows 4,1,5,6 (5 between 1
// and 6) and 1,2,3,6 (2+3), not 1,6,2,3 (nothing between).
#include <map>
#include <set>

#include "card/cardinality.hpp"
#include "encoders.hpp"
#include "sum/linear.hpp"
#include "sum/sandwich.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {
namespace {

// At most one cell holds each number.
void numbers_differ(const std::vector<table::Column>& cols, Context& ctx) {
  std::map<long long, std::vector<int>> by_number;
  for (const table::Column& col : cols)
    for (const table::Option& o : col) by_number[o.value].push_back(o.lit);
  for (const auto& [n, lits] : by_number)
    card::at_most_one(ctx.formula, lits, ctx.options.card_method);
}

// The crust pairs a run of `cells` distinct numbers out of `numbers` allows.
std::vector<sum::Crusts> crust_pairs(const std::set<long long>& numbers, std::size_t cells,
                                     cnf::Formula& f) {
  const std::vector<long long> n(numbers.begin(), numbers.end());
  std::vector<sum::Crusts> pairs;
  for (std::size_t i = 0; i < n.size(); ++i)
    for (std::size_t j = i + 1; j < n.size(); ++j)
      if (j - i + 1 >= cells) pairs.push_back({n[i], n[j], f.new_var()});
  return pairs;
}

}  // namespace

void encode(const model::Lunchbox& c, Context& ctx) {
  const std::vector<table::Column> cols = table::columns(ctx, c.cells);
  sum::check_magnitudes(cols, c.target);
  numbers_differ(cols, ctx);
  std::set<long long> numbers;
  for (const table::Column& col : cols)
    for (const table::Option& o : col) numbers.insert(o.value);
  const std::vector<sum::Crusts> pairs = crust_pairs(numbers, cols.size(), ctx.formula);
  std::vector<int> guesses;
  for (const sum::Crusts& p : pairs) guesses.push_back(p.lit);
  card::at_most_one(ctx.formula, guesses, ctx.options.card_method);
  sum::lunchbox_sum(ctx.formula, cols, pairs, c.target);
}

}  // namespace rfsat::enc
