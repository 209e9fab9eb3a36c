// The state an f-puzzles writer handler works on (write.cpp's table,
// handlers in write.cpp and write_clues.cpp): the grid view, the JSON being
// built, the candidates and givens gathered per cell, and the first refusal.
// Internal to fpuzzles/.
#pragma once

#include <algorithm>
#include <iterator>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "import/grid_view.hpp"

namespace rfsat::formats::fpuzzles::writing {

using Json = nlohmann::ordered_json;
using model::Constraint;

struct Writer {
  Writer(const import::GridView& v, const import::Metadata& m) : g(v), meta(m) {}
  const import::GridView& g;
  const import::Metadata& meta;
  Json j = Json::object();
  std::vector<std::set<int>> marks;  // candidate digits per cell (empty: unrestricted)
  std::vector<int> given;            // 0: none
  std::string why;
  bool dots = false, non_consecutive = false;
  std::set<long long> ratios;  // of the black dots written
  // `negative: ["ratio"]` bans these factors (no_kropki, no_kropki_factor);
  // the reader bans the black dots' ratios, checked at the end.
  std::set<long long> no_factors;
  const Constraint* no_factors_rule = nullptr;

  std::string rc(int cell) const { return rc(g.row(cell), g.col(cell)); }
  static std::string rc(int row, int col) {
    return "R" + std::to_string(row) + "C" + std::to_string(col);
  }
  Json cells(const std::vector<int>& cs) const {
    Json a = Json::array();
    for (int c : cs) a.push_back(rc(c));
    return a;
  }
  void add(const char* key, Json item) {
    if (!j.contains(key)) j[key] = Json::array();
    j[key].push_back(std::move(item));
  }
  bool refuse(const Constraint& c, const std::string& m) {
    if (why.empty()) why = "f-puzzles cannot hold " + import::rule_name(c, meta.origins) + ": " + m;
    return false;
  }
  // Narrows a cell's candidates; false when none is left (f-puzzles has no
  // way to say that).
  bool restrict(const Constraint& c, int cell, const std::set<int>& digits) {
    std::set<int>& m = marks[static_cast<std::size_t>(cell)];
    std::set<int> both;
    std::set_intersection(m.begin(), m.end(), digits.begin(), digits.end(),
                          std::inserter(both, both.end()));
    m = m.empty() ? digits : both;
    return !m.empty() || refuse(c, "it leaves a cell without candidates");
  }
};

// `key`: the row's f-puzzles key, for the generic handlers.
using Handler = bool (*)(Writer&, const Constraint&, const char* key);

template <class K>
const K* as(const Constraint& c) {
  return std::get_if<K>(&c.kind);
}

// {"lines": [cells]}: one line of an item.
inline Json one_line(const Writer& w, const std::vector<int>& cells) {
  return Json::array({w.cells(cells)});
}

// write_clues.cpp: issue 27's rules.
bool outside_clue(Writer&, const Constraint&, const char* key);  // x_sum, skyscraper
bool clone(Writer&, const Constraint&, const char*);
bool quadruple(Writer&, const Constraint&, const char*);
bool extreme(Writer&, const Constraint&, const char* key);  // minimum, maximum
bool indexer(Writer&, const Constraint&, const char* key);  // row, column, box
bool disjoint_groups(Writer&, const Constraint&, const char*);
bool modular_line(Writer&, const Constraint&, const char*);

}  // namespace rfsat::formats::fpuzzles::writing
