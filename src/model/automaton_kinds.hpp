// Constraint kind of the regular-language lines (spec §9 [ext]): regex_line
// and nfa_line, both a RegexLine. The model holds the automaton itself, an
// NFA without epsilon moves over symbol indices (sema/regex_pattern.cpp
// compiles a pattern into it, sema/rules_automaton_lines.cpp reads the
// states of nfa_line); the encoder and the checker read only this. ISS's
// Regex and NFA constraints (js/nfa_builder.js) mean the same.
#pragma once

#include <string>
#include <vector>

namespace rfsat::model {

// A nondeterministic finite automaton: states 0..states-1, transitions on
// symbol indices, several start states allowed, no epsilon moves.
struct Nfa {
  struct Arc {
    int from = 0, symbol = 0, to = 0;
    bool operator==(const Arc&) const = default;
  };
  int states = 0;
  std::vector<int> starts;
  std::vector<char> accepting;  // per state
  std::vector<Arc> arcs;
  bool operator==(const Nfa&) const = default;
};

// regex_line / nfa_line: the symbols of the positions of `cells`, read in
// order, form a word `nfa` accepts (some run from a start state reads it and
// ends in an accepting state). `pattern` is the regular expression the NFA
// was compiled from (regex_line), "" for nfa_line. No cell: the empty word.
struct RegexLine {
  std::vector<int> cells;
  Nfa nfa;
  std::string pattern;
};

}  // namespace rfsat::model
