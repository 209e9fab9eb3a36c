// Declared var cells (issue 51, ISS's Var): `var_cells = N` adds N cells
// outside the grid, holding the grid's values, named v(K+1)..v(K+N) where K
// is the number of chaos_construction's region labels (0 without it), so
// that the labels keep their names v1..vK. Recorded in the flag phase
// (handle::var_cells), made into cells by Resolver::add_declared_var_cells
// right after add_chaos. Only the rules that read values and not places name
// them (rules_chaos.cpp, Resolver::var_cell); docs/rf-language.md, "Var
// cells".
#include <string>

#include "handlers.hpp"
#include "resolver.hpp"

namespace rfsat::sema {

namespace {

// A generous bound: every var cell costs one variable per value.
constexpr long long kMaxVarCells = 4096;

}  // namespace

void Resolver::set_var_cells(ast::SourcePos pos, int n) {
  if (var_cells_at_) {
    error(pos, "'var_cells' is given twice (first at line " + std::to_string(var_cells_at_->line) +
                   "); give the total once");
    return;
  }
  var_cells_at_ = pos, declared_var_cells_ = n;
}

void Resolver::add_declared_var_cells() {
  add_doppelganger_var_cells();  // doppelganger's var cells come first
  p_.geometry.var_cells += declared_var_cells_;
}

namespace handle {

// var_cells = N, 1 <= N <= kMaxVarCells.
void var_cells(Resolver& r, const Property& prop) {
  const std::optional<long long> n =
      r.integer(prop.value, {1, kMaxVarCells}, "the number of var cells");
  if (n) r.set_var_cells(prop.value.pos, static_cast<int>(*n));
}

}  // namespace handle
}  // namespace rfsat::sema
