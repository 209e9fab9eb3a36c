// grid_view (grid_view.hpp): the shape and symbol checks, then the groups
// sorted out by the rule that made them; the writers' metadata.
#include "import/grid_view.hpp"

#include <algorithm>
#include <cstdlib>
#include <set>
#include <sstream>

namespace rfsat::formats::import {
namespace {

std::string shape_problem(const model::Puzzle& p) {
  const model::Geometry& g = p.geometry;
  if (g.is_hexagon()) return "it is a hexagonal grid";
  if (!g.sub_grids.empty()) return "it is a multi-grid layout";
  if (g.rows != g.cols) return "its grid is not square";
  if (g.rows > 16) return "its grid is larger than 16x16";
  for (int c = 0; c < g.cell_count(); ++c)
    if (g.is_hole(c)) return "it has holes (restrict_grid)";
  const model::SymbolTable& s = p.symbols;
  if (s.empty_symbol) return "it has an empty_value";
  if (s.size() != g.rows)
    return "it has " + std::to_string(s.size()) + " symbols, not " + std::to_string(g.rows);
  std::set<int> calcs;
  for (const model::Symbol& sym : s.symbols) {
    if (sym.multiplicity != 1) return "a symbol repeats in values";
    calcs.insert(sym.calc);
  }
  if (calcs.size() != static_cast<std::size_t>(g.rows) || *calcs.begin() != 1 ||
      *calcs.rbegin() != g.rows)
    return "its symbols' calculation numbers are not 1.." + std::to_string(g.rows);
  return {};
}

// The format's default boxes: h the largest divisor of n not above sqrt(n).
void default_shape(GridView& v) {
  int h = 1;
  for (int k = 1; k * k <= v.n; ++k)
    if (v.n % k == 0) h = k;
  v.box_h = h, v.box_w = v.n / h;
  if (h == 1) v.box_w = v.box_h = 0;
}

bool is_line(const GridView& v, const std::vector<int>& cells, int step0, int dstep) {
  if (static_cast<int>(cells.size()) != v.n) return false;
  std::vector<int> want;
  for (int i = 0; i < v.n; ++i) want.push_back(step0 + i * dstep);
  std::vector<int> got = cells;
  std::sort(got.begin(), got.end());
  std::sort(want.begin(), want.end());
  return got == want;
}

}  // namespace

Metadata metadata_of(const Imported& in) {
  return {in.title, in.author, in.rules, in.solution, &in.rf};
}

// The importers' head (fpuzzles/read.cpp, sudokupad/scl.cpp): "// <format>",
// then ": <title>" and " by <author>" when known (a title holding " by "
// without an author reads wrongly: metadata only); then "// rules: <text>"
// whose further lines are the comment lines up to the first rule line.
Metadata rf_metadata(std::string_view rf_text) {
  Metadata m;
  std::istringstream in{std::string(rf_text)};
  std::string line, rest;
  std::getline(in, line);
  bool ours = false;
  for (std::string_view head : {"// f-puzzles", "// SudokuPad"})
    if (line.rfind(head, 0) == 0) ours = true, rest = line.substr(head.size());
  if (!ours) return m;
  if (rest.rfind(": ", 0) == 0) {
    rest = rest.substr(2);
    const std::size_t by = rest.rfind(" by ");
    m.title = rest.substr(0, by);
    if (by != std::string::npos) m.author = rest.substr(by + 4);
  } else if (rest.rfind(" by ", 0) == 0) {
    m.author = rest.substr(4);
  } else if (!rest.empty()) {
    return m;
  }
  if (!std::getline(in, line) || line.rfind("// rules: ", 0) != 0) return m;
  m.rules = line.substr(10);
  while (std::getline(in, line) && line.rfind("//", 0) == 0)
    m.rules += "\n" + line.substr(line.size() > 2 ? 3 : 2);
  return m;
}

std::string rule_name(const model::Constraint& c, const RfText* origins) {
  std::string s = "the rule '" + std::string(c.rule.empty() ? kind_name(c) : c.rule) + "'";
  const std::string_view from = origins ? origins->origin(c.origin.line) : std::string_view();
  if (!from.empty())
    s += " (" + std::string(from) + ")";
  else if (c.origin.line > 0)
    s += " (line " + std::to_string(c.origin.line) + ")";
  return s;
}

std::optional<GridView> grid_view(const model::Puzzle& p, const std::string& format,
                                  std::string* why, bool var_cells) {
  auto fail = [&](const std::string& m) {
    if (why) *why = format + " cannot hold this puzzle: " + m;
    return std::nullopt;
  };
  if (std::string m = shape_problem(p); !m.empty()) return fail(m);
  const bool labels = std::any_of(p.constraints.begin(), p.constraints.end(), [](const auto& c) {
    return std::holds_alternative<model::ChaosConstruction>(c.kind) ||
           std::holds_alternative<model::Doppelganger>(c.kind);
  });
  if (p.geometry.var_cells > 0 && (!var_cells || labels))
    return fail(
        "it has var cells (chaos_construction's region labels or var_cells = N), which rfsat "
        "does not write yet");
  GridView v;
  v.n = p.geometry.rows;
  v.vars = p.geometry.var_cells;
  for (const model::Symbol& s : p.symbols.symbols) v.digit.push_back(s.calc);
  v.region.assign(static_cast<std::size_t>(v.n * v.n), -1);
  default_shape(v);
  bool rows = false, cols = false;
  for (const model::Constraint& c : p.constraints) {
    const auto* group = std::get_if<model::Group>(&c.kind);
    if (!group) {
      v.rules.push_back(&c);
      continue;
    }
    if (c.rule == "row_groups")
      rows = true;
    else if (c.rule == "column_groups")
      cols = true;
    else if (c.rule == "box_groups" || c.rule == "jigsaw") {
      for (int cell : group->cells) {
        if (v.region[static_cast<std::size_t>(cell)] >= 0) return fail("its regions overlap");
        v.region[static_cast<std::size_t>(cell)] = v.regions;
      }
      ++v.regions;
    } else if (c.rule == "diagonal" && is_line(v, group->cells, 0, v.n + 1)) {
      v.main_diagonal = true;
    } else if (c.rule == "diagonal" && is_line(v, group->cells, v.n - 1, v.n - 1)) {
      v.anti_diagonal = true;
    } else {
      // Any other group (extra_region, a short diagonal, windows, disjoint
      // sets): its digits differ, which is what an extra region says.
      v.extra_regions.push_back(group->cells);
    }
  }
  if (!rows || !cols)
    return fail("it lacks row_groups or column_groups, which every grid there has");
  if (v.box_h) {
    v.default_boxes = v.regions == v.n;
    for (int cell = 0; cell < v.n * v.n && v.default_boxes; ++cell) {
      const int box = (v.row(cell) - 1) / v.box_h * (v.n / v.box_w) + (v.col(cell) - 1) / v.box_w;
      const int first = (box / (v.n / v.box_w)) * v.box_h * v.n + (box % (v.n / v.box_w)) * v.box_w;
      v.default_boxes =
          v.region[static_cast<std::size_t>(cell)] == v.region[static_cast<std::size_t>(first)] &&
          v.region[static_cast<std::size_t>(cell)] >= 0;
    }
  }
  return v;
}

// n cells in a straight orthogonal line of an n x n grid span it edge to edge.
std::optional<OutsideLine> outside_line(const GridView& g, const std::vector<int>& cells) {
  if (g.n < 2 || static_cast<int>(cells.size()) != g.n) return std::nullopt;
  if (std::any_of(cells.begin(), cells.end(), [&](int c) { return g.is_var(c); }))
    return std::nullopt;
  const int dr = g.row(cells[1]) - g.row(cells[0]), dc = g.col(cells[1]) - g.col(cells[0]);
  if (std::abs(dr) + std::abs(dc) != 1) return std::nullopt;
  for (std::size_t i = 1; i < cells.size(); ++i)
    if (g.row(cells[i]) - g.row(cells[i - 1]) != dr || g.col(cells[i]) - g.col(cells[i - 1]) != dc)
      return std::nullopt;
  OutsideLine l;
  l.is_row = dr == 0;
  l.forward = dr + dc > 0;
  l.index = l.is_row ? g.row(cells[0]) : g.col(cells[0]);
  const int edge = l.forward ? 0 : g.n + 1;
  l.clue_row = l.is_row ? l.index : edge;
  l.clue_col = l.is_row ? edge : l.index;
  return l;
}

}  // namespace rfsat::formats::import
