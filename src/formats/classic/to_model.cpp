// to_model: ClassicGrid -> model::Puzzle. Constraint order matches what the
// semantic pass makes of rf::write_rf's file: rows, columns, boxes, then
// givens in cell order, then set_values (user-placed digits, candidates) in
// cell order. Every constraint's origin is the grid's position in its file,
// and each is tagged with the keyword of the rule that file would hold (the
// writers of other formats tell rows, columns and boxes apart by it).
#include "classic/to_model.hpp"

#include <cassert>

namespace rfsat::formats::classic {
namespace {

void add_groups(const ClassicGrid& g, model::Puzzle& p) {
  const model::Geometry& geo = p.geometry;
  std::string_view rule = "row_groups";
  auto add = [&](std::vector<int> cells) {
    p.constraints.push_back({model::Group{std::move(cells)}, g.pos, rule});
  };
  for (int r = 0; r < g.size; ++r) {
    std::vector<int> cells;
    cells.reserve(g.size);
    for (int c = 0; c < g.size; ++c) cells.push_back(geo.cell_at(r, c));
    add(std::move(cells));
  }
  rule = "column_groups";
  for (int c = 0; c < g.size; ++c) {
    std::vector<int> cells;
    cells.reserve(g.size);
    for (int r = 0; r < g.size; ++r) cells.push_back(geo.cell_at(r, c));
    add(std::move(cells));
  }
  rule = "box_groups";
  for (int by = 0; by < g.size; by += g.box_height)
    for (int bx = 0; bx < g.size; bx += g.box_width) {
      std::vector<int> cells;
      cells.reserve(g.size);
      for (int r = by; r < by + g.box_height; ++r)
        for (int c = bx; c < bx + g.box_width; ++c) cells.push_back(geo.cell_at(r, c));
      add(std::move(cells));
    }
}

std::vector<int> symbols_of(std::uint64_t mask) {
  std::vector<int> out;
  for (int s = 0; mask; ++s, mask >>= 1)
    if (mask & 1) out.push_back(s);
  return out;
}

}  // namespace

model::Puzzle to_model(const ClassicGrid& g) {
  model::Puzzle p;
  p.geometry.rows = p.geometry.cols = g.size;
  p.geometry.hole.assign(static_cast<std::size_t>(g.cell_count()), false);
  p.geometry.box_width = g.box_width;
  p.geometry.box_height = g.box_height;
  for (std::size_t i = 0; i < g.symbols.size(); ++i)
    p.symbols.symbols.push_back({g.symbols[i], 1, static_cast<int>(i) + 1});
  p.symbols.capacity = static_cast<int>(g.symbols.size());
  p.constraints.reserve(3 * static_cast<std::size_t>(g.size) +
                        static_cast<std::size_t>(g.cell_count()));
  add_groups(g, p);
  for (int c = 0; c < g.cell_count(); ++c)
    if (g.given[c] >= 0 && !g.is_user_placed(c))
      p.constraints.push_back({model::Given{c, g.given[c]}, g.pos, "set_cell"});
  for (int c = 0; c < g.cell_count(); ++c) {
    const std::uint64_t mask = g.mask_of(c);
    assert(mask != 0);
    if (g.is_user_placed(c) || (g.given[c] < 0 && mask != g.full_mask()))
      p.constraints.push_back({model::SetValues{c, symbols_of(mask)}, g.pos, "set_values"});
  }
  return p;
}

}  // namespace rfsat::formats::classic
