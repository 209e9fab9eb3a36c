// Full rank encoder (model::FullRank; ISS's FullRank): the rows and columns
// of a square grid read from both ends are words, ranked lexicographically.
// Entry point: encode(const model::FullRank&, Context&).
// Encoding: a comparison literal lt(a, b) <-> n(a) < n(b) per cell pair, two
// clause families on the cells' order ladders (order/order.hpp); then, for
// a pair of entries x, y, the lexicographic chain of Frisch et al. ("Global
// constraints for lexicographic orderings", CP 2002) as literals
// L_j <-> lt(x_j, y_j) | (-lt(y_j, x_j) & L_{j+1}), L_n false, x < y being
// L_0. A clue of rank k is "exactly k - 1 of the entries y != x have y < x"
// (card::exactly_k over the L_0 literals) and, without ties, x < y | y < x
// for every y. full_rank_no_ties: every two entries differ at some
// position j, d_j -> n(x_j) != n(y_j) on the one-hot literals. On a Sudoku
// the clued entry's first number is a unit (first_number).
// Example: on a 4x4 Latin square, full_rank(1, r1c1, r1c4) puts 1 in r1c1
// and makes row 1 the smallest of the 16 words.
#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <utility>

#include "card/cardinality.hpp"
#include "encoders.hpp"
#include "order/order.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {
namespace {

using Entry = std::vector<int>;

// Comparison literals, made once per cell pair for one constraint.
class Lex {
 public:
  explicit Lex(Context& ctx) : ctx_(ctx) {}

  // n(a) < n(b); kFalse when a == b.
  int less_cell(int a, int b) {
    if (a == b) return order::kFalse;
    auto [it, fresh] = lt_.try_emplace({a, b}, 0);
    if (!fresh) return it->second;
    const int lt = it->second = ctx_.formula.new_var();
    const order::Ladder& x = order::of_cell(ctx_, a);
    const order::Ladder& y = order::of_cell(ctx_, b);
    for (long long v : x.values) order::add_clause(ctx_.formula, {-lt, -x.geq(v), y.geq(v + 1)});
    for (long long v : y.values) order::add_clause(ctx_.formula, {lt, -y.geq(v), x.geq(v)});
    return lt;
  }

  // x < y lexicographically (the L_0 of the head paragraph's chain).
  int less_entry(const Entry& x, const Entry& y) {
    int next = order::kFalse;
    for (std::size_t j = x.size(); j-- > 0;) {
      if (x[j] == y[j]) continue;  // equal here: L_j is L_{j+1}
      const int lt = less_cell(x[j], y[j]), gt = less_cell(y[j], x[j]);
      const int l = ctx_.formula.new_var();
      order::add_clause(ctx_.formula, {-lt, l});
      order::add_clause(ctx_.formula, {gt, -next, l});
      order::add_clause(ctx_.formula, {-l, -gt});
      order::add_clause(ctx_.formula, {-l, lt, next});
      next = l;
    }
    return next;
  }

 private:
  Context& ctx_;
  std::map<std::pair<int, int>, int> lt_;
};

// x and y differ at some position (compared by calculation number).
void differ(Context& ctx, const Entry& x, const Entry& y) {
  std::vector<int> some;
  for (std::size_t j = 0; j < x.size(); ++j) {
    if (x[j] == y[j]) continue;
    const int d = ctx.formula.new_var();
    for (const table::Option& o : table::column(ctx, x[j]))
      for (const table::Option& q : table::column(ctx, y[j]))
        if (o.value == q.value) ctx.formula.add_clause({-d, -o.lit, -q.lit});
    some.push_back(d);
  }
  ctx.formula.add_clause(some);
}

// On a Sudoku the first cells of each class of entries (rows forwards, rows
// backwards, columns downwards, columns upwards: i < 2m or not, i even or
// odd) are a full group of the m distinct numbers, so exactly 4 entries
// start with each number and a clue of rank k starts with the
// ceil(k/4)-th smallest (ISS's rank sets): the number, when the groups say
// so. The search finds it late without the unit (docs/tuning.md).
std::optional<long long> first_number(const model::FullRank& c, const model::Puzzle& p) {
  const std::size_t m = static_cast<std::size_t>(p.symbols.size());
  if (c.entries.size() != 4 * m || p.symbols.empty_symbol) return std::nullopt;
  std::vector<long long> numbers;
  for (int s = 0; s < p.symbols.size(); ++s) {
    if (p.symbols.symbols[static_cast<std::size_t>(s)].multiplicity != 1) return std::nullopt;
    numbers.push_back(p.symbols.calc(s));
  }
  std::sort(numbers.begin(), numbers.end());
  if (std::adjacent_find(numbers.begin(), numbers.end()) != numbers.end()) return std::nullopt;
  std::set<std::vector<int>> full;
  for (const model::Constraint& con : p.constraints)
    if (const auto* g = std::get_if<model::Group>(&con.kind); g && g->cells.size() == m) {
      std::vector<int> cells = g->cells;
      std::sort(cells.begin(), cells.end());
      full.insert(cells);
    }
  for (std::size_t kind = 0; kind < 4; ++kind) {
    std::vector<int> firsts;
    for (std::size_t i = 0; i < c.entries.size(); ++i)
      if ((i < 2 * m ? 0 : 2) + i % 2 == kind) firsts.push_back(c.entries[i].front());
    std::sort(firsts.begin(), firsts.end());
    if (!full.count(firsts)) return std::nullopt;
  }
  // A rank past the 4n entries names no first number (the count refuses it).
  const std::size_t at = static_cast<std::size_t>((c.rank - 1) / 4);
  if (c.rank < 1 || at >= numbers.size()) return std::nullopt;
  return numbers[at];
}

}  // namespace

void encode(const model::FullRank& c, Context& ctx) {
  const std::size_t n = c.entries.size();
  if (c.rank == 0) {
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j) differ(ctx, c.entries[i], c.entries[j]);
    return;
  }
  Lex lex(ctx);
  const Entry& x = c.entries[static_cast<std::size_t>(c.entry)];
  if (const std::optional<long long> first = first_number(c, ctx.puzzle))
    table::keep_only(x.front(), ctx, [&](int s) { return ctx.puzzle.symbols.calc(s) == *first; });
  std::vector<int> below;
  for (std::size_t i = 0; i < n; ++i) {
    if (static_cast<int>(i) == c.entry) continue;
    const int l = lex.less_entry(c.entries[i], x);
    if (l != order::kFalse) below.push_back(l);
    if (!c.ties) order::add_clause(ctx.formula, {l, lex.less_entry(x, c.entries[i])});
  }
  card::exactly_k(ctx.formula, below, static_cast<int>(c.rank - 1), ctx.options.card_method);
}

}  // namespace rfsat::enc
