// Shared helpers of the variant-checker tests (checker_variants_test.cpp,
// checker_variants_lines_test.cpp): one-row puzzles over "1234"-like values,
// calculation-number overrides, an empty symbol, and a brute-force count of
// the assignments one constraint accepts.
#pragma once

#include <string>
#include <vector>

#include "../support/brute_force.hpp"
#include "evaluate.hpp"

namespace rfsat::test::variants {

namespace m = rfsat::model;
using rfsat::check::evaluate;
using rfsat::model::Assignment;
using rfsat::model::Puzzle;
using rfsat::test::first_cells;
using rfsat::test::for_each_assignment;
using rfsat::test::tiny_puzzle;

// values=1234 on one row of `n` cells: symbol i has calculation number i+1.
inline Puzzle digits(int n, std::string values = "1234") { return tiny_puzzle(1, n, values); }

// Overrides the calculation numbers (symvalue).
inline Puzzle calcs(Puzzle p, std::vector<int> calc) {
  for (std::size_t s = 0; s < calc.size(); ++s) p.symbols.symbols[s].calc = calc[s];
  return p;
}

// Makes `symbol` the empty_value symbol (calculation number 0).
inline Puzzle emptied(Puzzle p, int symbol) {
  p.symbols.empty_symbol = symbol;
  p.symbols.symbols[symbol].calc = 0;
  return p;
}

// values=.123 (or .1234 for n > 3 symbols) with '.' the empty symbol:
// calculation numbers 0, 1, 2, 3(, 4).
inline Puzzle dotted(int cells, int symbols = 4) {
  const std::string values = std::string(".1234").substr(0, symbols);
  std::vector<int> calc;
  for (int s = 0; s < symbols; ++s) calc.push_back(s);
  return emptied(calcs(digits(cells, values), calc), 0);
}

// How many assignments of all cells of p (every symbol everywhere) satisfy k.
template <class Kind>
int accepted(const Kind& k, const Puzzle& p) {
  const int n = p.geometry.cell_count();
  std::vector<int> all;
  for (int s = 0; s < p.symbols.size(); ++s) all.push_back(s);
  int count = 0;
  for_each_assignment(std::vector<std::vector<int>>(n, all), [&](const std::vector<int>& a) {
    if (evaluate(k, p, a)) ++count;
  });
  return count;
}

}  // namespace rfsat::test::variants
