// What every constraint encoder receives: the puzzle (read-only), the cell
// variables, the domains after pruning, the options and the formula (the one
// clause sink and variable pool). Internal to encodings/.
#pragma once

#include <map>
#include <tuple>
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
  // class literals per (cell, number of classes, symbol -> class map)
  // (card/classes.hpp): the same map is asked for with different numbers of
  // classes (global_entropy adds a "none" class to dutch_flatmates' thirds)
  std::map<std::tuple<int, int, std::vector<int>>, std::vector<int>> class_cache{};

  int lit(int cell, int symbol) const { return vars.at(cell, symbol); }
};

}  // namespace rfsat::enc
