// The state an f-puzzles writer handler works on (write.cpp's table,
// handlers in write.cpp and write_clues.cpp): import::WriterBase (the grid
// view, the candidates per cell, the first refusal) and the JSON being
// built, the givens and what the dots need checked at the end.
// Internal to fpuzzles/.
#pragma once

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "import/writer_base.hpp"

namespace rfsat::formats::fpuzzles::writing {

using Json = nlohmann::ordered_json;
using model::Constraint;

struct Writer : import::WriterBase {
  Writer(const import::GridView& v, const import::Metadata& m) : WriterBase("f-puzzles", v, m) {}
  Json j = Json::object();
  std::vector<int> given;  // 0: none
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
};

// A handler of kWriterRows; `key`: the row's f-puzzles key, for the generic
// handlers.
using Handler = import::WriterRow<Writer>::Handler;
using import::as;

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
bool lockout_line(Writer&, const Constraint&, const char*);

}  // namespace rfsat::formats::fpuzzles::writing
