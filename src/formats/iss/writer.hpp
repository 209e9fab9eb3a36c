// The state an ISS writer handler works on (write.cpp's table, handlers in
// write.cpp and write_clues.cpp): the grid view, the constraint text being
// built, the candidates gathered per cell, the whole-grid types written and
// the first refusal. Internal to iss/.
#pragma once

#include <algorithm>
#include <iterator>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "import/grid_view.hpp"
#include "iss/plain.hpp"

namespace rfsat::formats::iss::writing {

using model::Constraint;

struct Writer {
  Writer(const import::GridView& v, const import::Metadata& m) : g(v), meta(m) {}
  const import::GridView& g;
  const import::Metadata& meta;
  std::string text;
  std::vector<std::set<int>> candidates;  // per cell, empty: unrestricted
  std::set<std::string> flags;            // the global types written
  std::string why;

  std::string id(int cell) const { return cell_id(g.row(cell), g.col(cell)); }
  std::string cells(const std::vector<int>& cs) const {
    std::string s;
    for (int c : cs) s += "~" + id(c);
    return s;
  }
  bool refuse(const Constraint& c, const std::string& m) {
    if (why.empty()) why = "ISS cannot hold " + import::rule_name(c, meta.origins) + ": " + m;
    return false;
  }
  bool restrict(const Constraint& c, int cell, const std::set<int>& digits) {
    std::set<int>& m = candidates[static_cast<std::size_t>(cell)];
    std::set<int> both;
    std::set_intersection(m.begin(), m.end(), digits.begin(), digits.end(),
                          std::inserter(both, both.end()));
    m = m.empty() ? digits : both;
    return !m.empty() || refuse(c, "it leaves a cell without candidates");
  }
};

// `type`: the row's ISS type, for the generic handlers.
using Handler = bool (*)(Writer&, const Constraint&, const char* type);

template <class K>
const K* as(const Constraint& c) {
  return std::get_if<K>(&c.kind);
}

// A rule over the whole grid: `.Type` once, however many constraints it
// made (write.cpp).
bool flag(Writer& w, const Constraint&, const char* type);

// write_clues.cpp: issue 27's rules.
bool double_line(Writer&, const Constraint&, const char* type);  // XSum, Skyscraper, ...
bool sum_line(Writer&, const Constraint&, const char*);
bool number_line(Writer&, const Constraint&, const char* type);  // Lunchbox, Modular, Lockout
bool rellik(Writer&, const Constraint&, const char*);
bool contain(Writer&, const Constraint&, const char*);
bool quad(Writer&, const Constraint&, const char*);
bool look_and_say(Writer&, const Constraint&, const char*);
bool same_values(Writer&, const Constraint&, const char*);
bool equal_sum(Writer&, const Constraint&, const char*);
bool indexing(Writer&, const Constraint&, const char*);
bool disjoint_sets(Writer&, const Constraint&, const char*);
bool nine_by_nine(Writer&, const Constraint&, const char* type);  // GlobalEntropy, ...

}  // namespace rfsat::formats::iss::writing
