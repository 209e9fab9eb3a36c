// Phase 1 of the semantic pass (spec §2): `values` (symbols, multiplicity,
// calculation numbers by rank of first appearance), then `symvalue` overrides
// and `empty_value`. These are resolved before anything else because every
// other rule names symbols.
#include "resolver.hpp"

namespace rfsat::sema {
namespace {

constexpr int kMaxSymbols = 64;

const ast::Property* find_unique(const std::vector<const ast::Property*>& props, const char* name,
                                 Resolver& r) {
  const ast::Property* found = nullptr;
  for (const ast::Property* p : props) {
    if (p->name.text != name) continue;
    if (found) {
      r.error(p->pos, std::string("'") + name + "' is given twice (first at line " +
                          std::to_string(found->pos.line) + ")");
      continue;
    }
    found = p;
  }
  return found;
}

}  // namespace

bool Resolver::resolve_values(const std::vector<const ast::Property*>& props) {
  const ast::Property* values = find_unique(props, "values", *this);
  if (!values) {
    error({1, 1}, "missing 'values = ...': the symbols of the puzzle, e.g. 'values = 123456789'");
    return false;
  }
  for (char g : values->value.text) {
    int i = p_.symbols.index_of(g);
    if (i < 0) {
      int rank = p_.symbols.size() + 1;
      p_.symbols.symbols.push_back({g, 1, rank});
    } else {
      ++p_.symbols.symbols[i].multiplicity;
    }
  }
  p_.symbols.capacity = static_cast<int>(values->value.text.size());
  if (p_.symbols.size() > kMaxSymbols) {
    error(values->value.pos, "values has " + std::to_string(p_.symbols.size()) +
                                 " distinct symbols; rfsat supports at most 64");
    return false;
  }
  std::vector<bool> overridden(p_.symbols.size(), false);
  for (const ast::Property* p : props) {
    if (p->name.text != "symvalue") continue;
    auto args = flat_args(*p);
    if (!args || !expect_count(*p, *args, 2, 2, "symbol, number")) continue;
    auto s = symbol((*args)[0]);
    // Stored as an int: a larger number is refused, never wrapped.
    auto n = integer((*args)[1], text::kIntRange, "a calculation number");
    if (!s || !n) continue;
    if (overridden[*s]) {
      error(p->pos, "symvalue of '" + (*args)[0].text + "' is given twice");
      continue;
    }
    overridden[*s] = true;
    p_.symbols.symbols[*s].calc = static_cast<int>(*n);
  }
  if (const ast::Property* e = find_unique(props, "empty_value", *this)) {
    if (auto s = symbol(e->value)) {
      p_.symbols.empty_symbol = *s;
      p_.symbols.symbols[*s].calc = 0;
    }
  }
  return !diags_.has_errors();
}

}  // namespace rfsat::sema
