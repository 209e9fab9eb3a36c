// Phase 2 of the semantic pass (spec §3, rectangular grids): `columns` and
// `rows` (each defaults to the length of `values`, giving the square grid),
// then `restrict_grid` holes. Hexagonal and multi-grid layouts are rejected
// as not supported yet by rules.cpp.
#include "resolver.hpp"

namespace rfsat::sema {
namespace {

constexpr long long kMaxSide = 1000;
constexpr long long kMaxCells = 250000;

}  // namespace

void Resolver::resolve_grid(const std::vector<const ast::Property*>& props) {
  const ast::Property* seen[2] = {nullptr, nullptr};
  int side[2] = {p_.symbols.capacity, p_.symbols.capacity};
  const char* names[2] = {"columns", "rows"};
  for (const ast::Property* p : props) {
    for (int k = 0; k < 2; ++k) {
      if (p->name.text != names[k]) continue;
      if (seen[k]) {
        error(p->pos, std::string("'") + names[k] + "' is given twice (first at line " +
                          std::to_string(seen[k]->pos.line) + ")");
        continue;
      }
      seen[k] = p;
      auto v = integer(p->value);
      if (v && (*v < 1 || *v > kMaxSide))
        error(p->value.pos, std::string("'") + names[k] + "' must be 1.." + std::to_string(kMaxSide));
      else if (v)
        side[k] = static_cast<int>(*v);
    }
  }
  if (static_cast<long long>(side[0]) * side[1] > kMaxCells) {
    error(seen[0] ? seen[0]->pos : ast::SourcePos{1, 1},
          "the grid has more than " + std::to_string(kMaxCells) + " cells");
    side[0] = side[1] = 1;
  }
  p_.geometry.cols = side[0];
  p_.geometry.rows = side[1];
  p_.geometry.hole.assign(static_cast<std::size_t>(side[0]) * side[1], false);
  for (const ast::Property* p : props) {
    if (p->name.text != "restrict_grid" || p->shape != ast::Shape::call) continue;
    auto args = flat_args(*p);
    if (!args) continue;
    if (auto cs = cells(*args))
      for (int c : *cs) p_.geometry.hole[c] = true;
  }
}

}  // namespace rfsat::sema
