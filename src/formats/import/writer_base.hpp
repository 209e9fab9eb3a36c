// What the f-puzzles and ISS writers share beside the GridView: the state
// every handler works on (the grid, the metadata, the candidates gathered
// per cell, the first refusal), the row type of a writer's table (a `.rf`
// keyword, its handler and the handler's argument: a key or a type name)
// and the loop that sends each rule through its row. Each format's Writer
// derives from WriterBase and adds what it builds (JSON, constraint text).
//
//   struct Writer : import::WriterBase { ... };
//   const import::WriterRow<Writer> kWriterRows[] = {{"thermo", thermo}, ...};
//   if (!import::write_rules(w, kWriterRows, "f-puzzles has no such constraint")) ...
#pragma once

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <set>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "import/grid_view.hpp"

namespace rfsat::formats::import {

struct WriterBase {
  // `format` names the format in refusals ("f-puzzles cannot hold ...").
  WriterBase(std::string format, const GridView& v, const Metadata& m)
      : format(std::move(format)),
        g(v),
        meta(m),
        candidates(static_cast<std::size_t>(v.n * v.n + v.vars)) {}
  std::string format;
  const GridView& g;
  const Metadata& meta;
  std::vector<std::set<int>> candidates;  // digits per cell; empty: unrestricted
  std::string why;                        // the first refusal

  // Records the first refusal, naming the rule as the user wrote it; false.
  bool refuse(const model::Constraint& c, const std::string& m) {
    if (why.empty()) why = format + " cannot hold " + rule_name(c, meta.origins) + ": " + m;
    return false;
  }
  // Narrows a cell's candidates; false when none is left (neither format
  // can say that).
  bool restrict(const model::Constraint& c, int cell, const std::set<int>& digits) {
    std::set<int>& m = candidates[static_cast<std::size_t>(cell)];
    std::set<int> both;
    std::set_intersection(m.begin(), m.end(), digits.begin(), digits.end(),
                          std::inserter(both, both.end()));
    m = m.empty() ? digits : both;
    return !m.empty() || refuse(c, "it leaves a cell without candidates");
  }
};

template <class K>
const K* as(const model::Constraint& c) {
  return std::get_if<K>(&c.kind);
}

// One row of a writer's table: a `.rf` keyword the format can hold.
template <class W>
struct WriterRow {
  using Handler = bool (*)(W&, const model::Constraint&, const char* arg);
  std::string_view keyword;
  Handler handler;
  const char* arg = nullptr;  // the format's key or type, for the generic handlers
};

// One rule through the row of its keyword (refused with `unknown` when
// there is none); what the handler (or the refusal) returns.
template <class W, std::size_t N>
bool write_rule(W& w, const WriterRow<W> (&rows)[N], const model::Constraint& c,
                const std::string& unknown) {
  const auto row = std::find_if(std::begin(rows), std::end(rows),
                                [&](const WriterRow<W>& r) { return r.keyword == c.rule; });
  if (row == std::end(rows)) return w.refuse(c, unknown);
  return row->handler(w, c, row->arg);
}

// Each rule of w.g through write_rule; false at the first refusal, which is
// in w.why.
template <class W, std::size_t N>
bool write_rules(W& w, const WriterRow<W> (&rows)[N], const std::string& unknown) {
  for (const model::Constraint* c : w.g.rules) {
    write_rule(w, rows, *c, unknown);
    if (!w.why.empty()) return false;
  }
  return true;
}

}  // namespace rfsat::formats::import
