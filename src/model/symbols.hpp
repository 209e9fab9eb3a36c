// The symbol table of a puzzle (spec §2): the distinct symbols of `values`, how
// often each may appear per group (multiplicity), and each one's calculation
// number. Symbols are addressed by index 0..size()-1 in order of first
// appearance in `values`.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace rfsat::model {

struct Symbol {
  char glyph = 0;
  int multiplicity = 1;  // times it occurs in `values`
  int calc = 0;          // calculation number (rank, or symvalue override)
};

struct SymbolTable {
  std::vector<Symbol> symbols;      // distinct symbols, in `values` order
  int capacity = 0;                 // length of `values`: the size of a full group
  std::optional<int> empty_symbol;  // index of `empty_value`, if any

  int size() const { return static_cast<int>(symbols.size()); }
  // Index of a glyph, or -1.
  int index_of(char glyph) const {
    for (int i = 0; i < size(); ++i)
      if (symbols[i].glyph == glyph) return i;
    return -1;
  }
  int calc(int symbol) const { return symbols[symbol].calc; }
  bool is_empty(int symbol) const { return empty_symbol && *empty_symbol == symbol; }
};

}  // namespace rfsat::model
