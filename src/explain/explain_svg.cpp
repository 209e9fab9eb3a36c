// step_pictures (explain_svg.hpp): each step's picture from the grid before
// it (the path's start with every earlier step applied).
#include "explain_svg.hpp"

#include <cstdio>

#include "explain_report.hpp"
#include "grid_state.hpp"
#include "render.hpp"

namespace rfsat::explain {
namespace {

constexpr const char* kReason = "#cfe2f7";      // light blue
constexpr const char* kPlaced = "#c8ecc4";      // light green
constexpr const char* kEliminated = "#fbeeb0";  // light yellow

std::string step_picture(const model::Puzzle& p, const std::vector<Mask>& grid, const Step& s,
                         std::size_t index) {
  const std::size_t n = grid.size();
  std::vector<std::vector<int>> candidates(n), struck(n);
  model::Assignment solved(n, -1);
  for (std::size_t c = 0; c < n; ++c) {
    if (popcount(grid[c]) == 1) solved[c] = lowest(grid[c]);
    for (Mask m = popcount(grid[c]) > 1 ? grid[c] : 0; m; m &= m - 1)
      candidates[c].push_back(lowest(m));
  }
  std::vector<std::string> shading(n);
  for (int k : s.reasons)
    for (int c : reason_cells(p, k))
      if (c >= 0 && static_cast<std::size_t>(c) < n) shading[c] = kReason;
  auto strike = [&](int cell, Mask m, const char* colour) {
    shading[cell] = colour;
    for (; m; m &= m - 1) struck[cell].push_back(lowest(m));
  };
  for (const Elimination& e : s.eliminations) strike(e.cell, e.symbols, kEliminated);
  for (const Placement& pl : s.placements)
    strike(pl.cell, grid[pl.cell] & ~presolve::bit(pl.symbol), kPlaced);
  std::string what = std::to_string(index + 1) + ". " + s.technique + ": ";
  if (s.hypothesis.cell >= 0)
    what += "if " + cell_text(p, s.hypothesis.cell) + " were " +
            std::string(1, p.symbols.symbols[s.hypothesis.symbol].glyph) + " then " +
            std::to_string(s.nested.size()) + " steps to a contradiction, so ";
  what += conclusion_text(p, s);
  std::vector<std::string> notes{what};
  if (!s.reasons.empty()) notes.push_back("because: " + reasons_text(p, s));
  const render::Options o{.solution = &solved,
                          .candidates = &candidates,
                          .shading = &shading,
                          .struck = &struck,
                          .title = "step " + std::to_string(index + 1) + ": " + s.technique,
                          .notes = notes};
  return render::render_svg(p, o).svg;
}

}  // namespace

std::string step_picture_name(std::size_t index) {
  char name[32];
  std::snprintf(name, sizeof name, "step-%03zu.svg", index + 1);
  return name;
}

std::vector<std::string> step_pictures(const model::Puzzle& p, const Path& path) {
  std::vector<std::string> out;
  std::vector<Mask> grid = path.start;
  for (std::size_t i = 0; i < path.steps.size(); ++i) {
    const Step& s = path.steps[i];
    out.push_back(step_picture(p, grid, s, i));
    for (const Placement& pl : s.placements) grid[pl.cell] &= presolve::bit(pl.symbol);
    for (const Elimination& e : s.eliminations) grid[e.cell] &= ~e.symbols;
  }
  return out;
}

}  // namespace rfsat::explain
