// What every constraint encoder receives: the puzzle (read-only), the cell
// variables, the domains after pruning, the options and the formula (the one
// clause sink and variable pool). Internal to encodings/.
#pragma once

#include <map>
#include <utility>
#include <vector>

#include "encode.hpp"
#include "order/order.hpp"

namespace rfsat::enc {

struct Context {
  const model::Puzzle& puzzle;
  const Options& options;
  const CellVars& vars;
  cnf::Formula& formula;
  order::Cache order_cache{};  // order literals per cell (order/order.hpp)
  // class literals per (cell, symbol -> class map) (card/classes.hpp)
  std::map<std::pair<int, std::vector<int>>, std::vector<int>> class_cache{};

  int lit(int cell, int symbol) const { return vars.at(cell, symbol); }
};

}  // namespace rfsat::enc
