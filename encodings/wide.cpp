// encode_wide (wide.hpp).
#include "wide.hpp"

#include <algorithm>
#include <type_traits>
#include <variant>

#include "dispatch.hpp"
#include "sum/derived.hpp"

namespace rfsat::enc {
namespace {

using Flags = std::vector<std::vector<char>>;  // [cell][symbol]: still a candidate

void narrow(const model::Constraint& c, const model::SymbolTable& symbols, Flags& f) {
  std::visit(
      [&](const auto& k) {
        using K = std::decay_t<decltype(k)>;
        auto keep_only = [&](int cell, auto keep) {
          for (int s = 0; s < symbols.size(); ++s)
            if (!keep(s)) f[cell][s] = 0;
        };
        auto in = [](const std::vector<int>& v, int s) { return std::find(v.begin(), v.end(), s) != v.end(); };
        if constexpr (std::is_same_v<K, model::Given>) {
          keep_only(k.cell, [&](int s) { return s == k.symbol; });
        } else if constexpr (std::is_same_v<K, model::SetValues>) {
          keep_only(k.cell, [&](int s) { return in(k.symbols, s); });
        } else if constexpr (std::is_same_v<K, model::DelValues>) {
          keep_only(k.cell, [&](int s) { return !in(k.symbols, s); });
        } else if constexpr (std::is_same_v<K, model::Parity>) {
          for (int cell : k.cells) keep_only(cell, [&](int s) { return (symbols.calc(s) % 2 == 0) == k.even; });
        }
      },
      c.kind);
}

}  // namespace

Encoded encode_wide(const model::Puzzle& puzzle, const Options& options) {
  const int cells = puzzle.geometry.cell_count(), n = puzzle.symbols.size();
  Flags flags(cells, std::vector<char>(n, 1));
  for (int c = 0; c < cells; ++c)
    if (puzzle.geometry.is_hole(c)) std::fill(flags[c].begin(), flags[c].end(), 0);
  for (const model::Constraint& c : puzzle.constraints) narrow(c, puzzle.symbols, flags);
  Encoded e;
  e.formula.set_budget(options.max_literals, options.deadline);
  e.domains.assign(cells, 0);
  e.vars.num_symbols = n;
  e.vars.var.assign(static_cast<std::size_t>(cells) * n, 0);
  std::vector<int> lits;
  for (int c = 0; c < cells; ++c) {
    if (puzzle.geometry.is_hole(c)) continue;
    lits.clear();
    for (int s = 0; s < n; ++s)
      if (flags[c][s]) lits.push_back(e.vars.var[static_cast<std::size_t>(c) * n + s] = e.formula.new_var());
    card::exactly_one(e.formula, lits, options.card_method);
  }
  Context ctx{puzzle, options, e.vars, e.formula};
  for (const model::Constraint& c : puzzle.constraints) encode_constraint(c, ctx);
  sum::encode_derived(ctx);
  return e;
}

}  // namespace rfsat::enc
