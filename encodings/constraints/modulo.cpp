// Modulo encoder (model::Modulo, spec §6 `modulo`, `modulo3`):
// residue selectors (encodings.md style "combination selectors" with one
// class per residue): a literal x_c=v implies the selector of v mod m; a
// selector bans every literal of another residue and needs, in each cell,
// some literal of its residue. Residues are mathematical (in [0, |m|); m = 0:
// the value itself), so negative calculation numbers work.
// Entry point: encode(const model::Modulo&, Context&).
// Example: modulo(3, a, b) over 1..6: a=1 -> sel_1 -> b in {1, 4}.
#include <map>

#include "encoders.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {
namespace {

long long residue(long long v, long long m) {
  if (m < 0) m = -m;
  if (m == 0) return v;
  const long long r = v % m;
  return r < 0 ? r + m : r;
}

}  // namespace

void encode(const model::Modulo& c, Context& ctx) {
  const std::vector<table::Column> cols = table::columns(ctx, c.cells);
  std::map<long long, int> sel;  // residue -> selector
  for (const table::Column& col : cols)
    for (const table::Option& o : col) sel.emplace(residue(o.value, c.modulus), 0);
  if (sel.size() <= 1) return;  // one residue class: always satisfied
  for (auto& [r, s] : sel) s = ctx.formula.new_var();
  for (const table::Column& col : cols) {
    std::map<long long, std::vector<int>> here{};  // residue -> literals of this cell
    for (const table::Option& o : col) {
      const long long r = residue(o.value, c.modulus);
      here[r].push_back(o.lit);
      ctx.formula.add_clause({-o.lit, sel.at(r)});
      for (const auto& [other, s] : sel)
        if (other != r) ctx.formula.add_clause({-s, -o.lit});
    }
    for (const auto& [r, s] : sel) {
      std::vector<int> clause{-s};
      if (auto it = here.find(r); it != here.end())
        clause.insert(clause.end(), it->second.begin(), it->second.end());
      ctx.formula.add_clause(clause);
    }
  }
}

}  // namespace rfsat::enc
