// Chaos construction (model/chaos_kinds.hpp): the flag has nothing to point
// at, a legend entry (render.cpp's legend_only_rules); a chaos_count or
// chaos_arrow control cell is tinted violet with a corner label, # for a
// count and > for an arrow (ISS draws both on the region cells, which are
// not drawn here). The regions of a solution are not drawn.
#include "draw.hpp"

namespace rfsat::render {

bool draw(const model::ChaosConstruction&, Canvas& c) {
  c.add_legend(c.rule.empty() ? "chaos_construction" : c.rule);
  return false;
}

bool draw(const model::ChaosCount& k, Canvas& c) {
  c.svg.polygon(Layer::shade, c.frame.corners(k.cell), fill("#e2d4f4"));
  corner_label(c, k.cell, k.arms.empty() ? "#" : ">");
  return true;
}

}  // namespace rfsat::render
