// The named multi-grid layouts of spec §3 (twodoku, two_grid, three_grid,
// four_doku, conjoined, twin_doku) and their `_rows`, `_columns`, `_box`
// forms: which layout a rule name selects, which groups it makes, and where
// its n x n sub-grids sit for boxes w wide and h high.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "geometry.hpp"

namespace rfsat::sema {

enum class LayoutPart { all, rows, columns, box };

struct LayoutName {
  std::string layout;  // the bare name: "conjoined", "twodoku", ...
  LayoutPart part = LayoutPart::all;
};

inline constexpr std::string_view kLayouts[] = {"twodoku", "two_grid",  "three_grid",
                                                "four_doku", "conjoined", "twin_doku"};

// The layout a rule name selects, if it is one (`conjoined_box` -> conjoined, box).
inline std::optional<LayoutName> layout_name(std::string_view name) {
  for (std::string_view base : kLayouts) {
    if (name.substr(0, base.size()) != base) continue;
    std::string_view rest = name.substr(base.size());
    if (rest.empty()) return LayoutName{std::string(base), LayoutPart::all};
    if (rest == "_rows") return LayoutName{std::string(base), LayoutPart::rows};
    if (rest == "_columns") return LayoutName{std::string(base), LayoutPart::columns};
    if (rest == "_box") return LayoutName{std::string(base), LayoutPart::box};
  }
  return std::nullopt;
}

// Whether the layout's positions depend on the box shape (all but twin_doku).
inline bool layout_needs_box(const std::string& layout) { return layout != "twin_doku"; }

// The sub-grids of `layout` for n symbols and w x h boxes (spec §3), as
// (row, column) offsets of each n x n grid's top-left cell, 0-based.
inline std::vector<model::SubGrid> layout_grids(const std::string& layout, int n, int w, int h) {
  std::vector<std::pair<int, int>> at;
  if (layout == "twodoku" || layout == "two_grid") at = {{0, 0}, {n - h, n - w}};
  if (layout == "three_grid") at = {{0, 0}, {n - h, n - w}, {2 * (n - h), 2 * (n - w)}};
  if (layout == "four_doku") at = {{0, 0}, {0, w}, {h, 0}, {h, w}};
  if (layout == "conjoined")
    at = {{0, 0}, {0, 2 * n - 2 * w}, {2 * n - 2 * h, 0}, {2 * n - 2 * h, 2 * n - 2 * w}, {n - h, n - w}};
  if (layout == "twin_doku") at = {{0, 0}, {0, n}};
  std::vector<model::SubGrid> out;
  for (const auto& [r, c] : at) out.push_back(model::SubGrid{r, c, n, n});
  return out;
}

}  // namespace rfsat::sema
