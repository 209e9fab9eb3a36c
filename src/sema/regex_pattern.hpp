// The regular expressions of regex_line (spec §9 [ext]), ISS's Regex
// syntax over the symbols of `values`: a symbol, `.` (any symbol), classes
// `[1-4]` and `[^13]` (a range holds the characters between its ends, each a
// symbol), groups `( )`, alternation `|`, and `*`, `+`, `?`, `{m}`, `{m,}`,
// `{m,n}`; `\c` is the symbol c (one that is a metacharacter); whitespace is
// ignored. Entry point: compile_pattern, a recursive-descent parser, then
// Thompson's construction (Thompson, CACM 1968) and the removal of its
// epsilon moves. Every size is bounded: the pattern's length, a count, and
// the automaton's states and transitions.
//
//   compile_pattern("1[2-4]*", symbols)  // an NFA: a 1, then any of 2, 3, 4
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>

#include "automaton_kinds.hpp"
#include "symbols.hpp"

namespace rfsat::sema {

inline constexpr std::size_t kMaxPatternLength = 4000;   // characters
inline constexpr long long kMaxPatternCount = 1000;      // m and n of {m,n}
inline constexpr int kMaxPatternStates = 4096;           // Thompson states (ISS's limit)
inline constexpr std::size_t kMaxPatternArcs = 1000000;  // after the epsilon moves go

// What is wrong and where: `offset` counts the pattern's characters from 0.
struct PatternError {
  std::size_t offset = 0;
  std::string message;
};

std::variant<model::Nfa, PatternError> compile_pattern(std::string_view pattern,
                                                       const model::SymbolTable& symbols);

}  // namespace rfsat::sema
