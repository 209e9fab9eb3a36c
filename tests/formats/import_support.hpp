// Helpers of the importer tests: read a text with one importer and keep
// its diagnostics as text, the rule lines of the generated `.rf` (without
// header, comments and origin comments), an empty f-puzzles grid with extra
// keys, and solving an imported puzzle.
#pragma once

#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "diagnostics.hpp"
#include "fpuzzles/read.hpp"
#include "import/imported.hpp"
#include "import/load_imported.hpp"
#include "load.hpp"
#include "report.hpp"
#include "rule_registry.hpp"
#include "solve.hpp"

namespace rfsat::test {

struct ImportResult {
  std::optional<formats::import::Imported> imported;
  std::string errors;  // the printed diagnostics
};

template <class Read>
ImportResult read_with(Read read, const std::string& text, const std::string& name = "t.json") {
  Diagnostics d(name, text);
  ImportResult r;
  r.imported = read(text, d);
  std::ostringstream e;
  d.print(e);
  r.errors = e.str();
  return r;
}

inline ImportResult read_fp(const std::string& json) {
  return read_with([](const std::string& t, Diagnostics& d) { return formats::fpuzzles::read_fpuzzles(t, d); },
                   json);
}

// {"size": n, "grid": n x n empty cells, <extra>}; `extra` is JSON members
// without braces (`"antiknight": true`), or "".
inline std::string fp_grid(int n, const std::string& extra = "", const std::string& cells = "{}") {
  std::string grid = "[";
  for (int r = 0; r < n; ++r) {
    grid += r ? ",[" : "[";
    for (int c = 0; c < n; ++c) grid += (c ? "," : "") + cells;
    grid += "]";
  }
  grid += "]";
  return "{\"size\": " + std::to_string(n) + ", \"grid\": " + grid + (extra.empty() ? "" : ", " + extra) + "}";
}

// The generated lines that carry a rule, without their origin comment.
inline std::vector<std::string> rule_lines(const formats::import::Imported& in) {
  std::vector<std::string> out;
  std::istringstream ss(in.rf.text());
  for (std::string line; std::getline(ss, line);) {
    if (line.rfind("//", 0) == 0) continue;
    if (auto c = line.find("  // "); c != std::string::npos) line.resize(c);
    if (line.rfind("values", 0) == 0 || line == "row_groups" || line == "column_groups" ||
        line.rfind("box_groups", 0) == 0)
      continue;
    out.push_back(line);
  }
  return out;
}

// The puzzle of a rule file's text (a failure when it does not load).
inline model::Puzzle puzzle_of(const std::string& rf) {
  std::ostringstream err;
  std::optional<model::Puzzle> p = formats::load_puzzle_text("t.rf", rf, err);
  EXPECT_TRUE(p) << err.str();
  return p ? *p : model::Puzzle{};
}

inline bool registry_has(std::string_view keyword) {
  const sema::Rule* r = sema::find_rule(keyword);
  return r && r->support == sema::Support::implemented;
}

// The puzzle resolved and solved (count up to 2): "unique <line>",
// "none", "multiple", or "error: <diagnostics>".
inline std::string solve_imported(const formats::import::Imported& in) {
  std::ostringstream err;
  std::optional<model::Puzzle> p = formats::import::load_imported(in, "t", err);
  if (!p) return "error: " + err.str();
  solve::Result r = solve::solve(*p, {.count = 2, .time_limit = 120.0});
  if (r.violation) return "violation: " + *r.violation;
  switch (solve::verdict_of(r)) {
    case solve::Verdict::unique: return "unique " + solve::format_line(*p, r.enumeration.solutions[0]);
    case solve::Verdict::none: return "none";
    case solve::Verdict::multiple:
    case solve::Verdict::at_least: return "multiple";
    default: return "limit";
  }
}

}  // namespace rfsat::test
