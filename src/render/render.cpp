// render_svg (render.hpp): the regions, the grid, every constraint through
// its draw() overload (std::visit, no default), the solution and
// candidates, then the legend below the grid, wrapped to its width.
#include "render.hpp"

#include <algorithm>
#include <cmath>
#include <concepts>

#include "draw.hpp"

namespace rfsat::render {
namespace {

// A kind has a drawing: draw.hpp declares draw() for it.
template <class Kind>
concept Drawable = requires(const Kind& k, Canvas& c) {
  { draw(k, c) } -> std::same_as<bool>;
};

constexpr double kLegendSize = 0.28;  // font size of the legend, cell units
constexpr double kLegendLine = 0.4;

void draw_solution(Canvas& c, const model::Assignment& solution) {
  std::vector<bool> given(solution.size(), false);
  for (const model::Constraint& con : c.puzzle.constraints)
    if (const auto* g = std::get_if<model::Given>(&con.kind)) given[g->cell] = true;
  for (std::size_t cell = 0; cell < solution.size(); ++cell) {
    if (given[cell] || solution[cell] < 0) continue;
    cell_digit(c, static_cast<int>(cell), 0.6, c.glyph(solution[cell]), fill(colour::kSolution));
  }
}

// Small symbols in a square layout (3 x 3 for up to nine symbols); the
// struck ones in red, crossed out.
void draw_candidates(Canvas& c, const std::vector<std::vector<int>>& cands,
                     const std::vector<std::vector<int>>* struck) {
  const int n = c.puzzle.symbols.size();
  const int side = std::max(1, static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n)))));
  const double step = 0.8 / side;
  for (std::size_t cell = 0; cell < cands.size(); ++cell) {
    if (cands[cell].size() < 2) continue;
    const Point o = c.frame.center(static_cast<int>(cell)) - Point{0.4 - step / 2, 0.4 - step / 2};
    for (int s : cands[cell]) {
      const Point at = o + Point{step * (s % side), step * (s / side)};
      const bool out =
          struck && cell < struck->size() &&
          std::find((*struck)[cell].begin(), (*struck)[cell].end(), s) != (*struck)[cell].end();
      c.svg.text(Layer::digits, at, 0.8 * step, c.glyph(s),
                 fill(out ? colour::kStruck : colour::kCandidate));
      if (out)
        c.svg.line(Layer::digits, at - Point{0.35 * step, -0.35 * step},
                   at + Point{0.35 * step, -0.35 * step}, stroke(colour::kStruck, 0.03));
    }
  }
}

// Background colours per cell, on the shading layer.
void draw_shading(Canvas& c, const std::vector<std::string>& shading) {
  for (std::size_t cell = 0; cell < shading.size(); ++cell)
    if (!shading[cell].empty() && !c.frame.geometry().is_hole(static_cast<int>(cell)))
      c.svg.polygon(Layer::shade, c.frame.corners(static_cast<int>(cell)), fill(shading[cell]));
}

// The legend's lines, wrapped at spaces to about the picture's width.
std::vector<std::string> wrap(const std::vector<std::string>& lines, double width) {
  const std::size_t max_chars =
      std::max<std::size_t>(16, static_cast<std::size_t>(width / (0.52 * kLegendSize)));
  std::vector<std::string> out;
  for (const std::string& line : lines) {
    std::string rest = line, indent;
    while (rest.size() > max_chars) {
      std::size_t cut = rest.rfind(' ', max_chars);
      if (cut == std::string::npos || cut == 0) cut = max_chars;
      out.push_back(indent + rest.substr(0, cut));
      rest = rest.substr(cut + (rest[cut] == ' ' ? 1 : 0));
      indent = "  ";
    }
    out.push_back(indent + rest);
  }
  return out;
}

}  // namespace

const std::vector<std::string_view>& legend_only_rules() {
  // Whole-grid rules and flags: they hold everywhere, so there is nothing to
  // point at; setters state them in words, and so does the legend.
  static const std::vector<std::string_view> rules{"renban",
                                                   "repetition",
                                                   "non_consecutive",
                                                   "nodiff_adjacent",
                                                   "different_adjacent",
                                                   "no_kropki",
                                                   "no_kropki_diff",
                                                   "no_kropki_factor",
                                                   "no_kropki_sum",
                                                   "no_row_indexer",
                                                   "no_column_indexer",
                                                   "no_box_indexer",
                                                   "no_kimo_sum",
                                                   "no_modulo",
                                                   "ripple_effect_distance",
                                                   "ripple_cages",
                                                   "anti_knight",
                                                   "anti_king",
                                                   "anti_bishop",
                                                   "anti_queen",
                                                   "disjoint_sets",
                                                   "anti_taxicab",
                                                   "global_entropy",
                                                   "global_mod",
                                                   "dutch_flatmates",
                                                   "anti_offsets",
                                                   "chaos_construction",
                                                   "full_rank_any_ties",
                                                   "full_rank_no_ties",
                                                   "doppelganger",
                                                   "toroidal"};
  return rules;
}

bool draw_constraint(const model::Constraint& con, Canvas& c) {
  return std::visit(
      [&](const auto& k) {
        static_assert(
            Drawable<std::decay_t<decltype(k)>>,
            "a constraint kind has no drawing: declare bool draw(const Kind&, Canvas&) in "
            "src/render/draw.hpp (docs/adding-a-rule.md, step 11)");
        return draw(k, c);
      },
      con.kind);
}

Picture render_svg(const model::Puzzle& puzzle, const Options& options) {
  const Frame frame(puzzle.geometry, has_outside_clues(puzzle) ? 1.0 : 0.5);
  Canvas c{puzzle, frame, options, {}, {}, false, {}, {}, {}, {}, {}, {}};
  c.labelled.assign(static_cast<std::size_t>(puzzle.geometry.cell_count()), false);
  find_regions(c);
  if (options.shading) draw_shading(c, *options.shading);
  draw_grid(c);
  Picture pic;
  for (const model::Constraint& con : puzzle.constraints) {
    c.rule = con.rule;
    const bool drawn = draw_constraint(con, c);
    pic.constraints.push_back({con.rule, model::kind_name(con), drawn});
  }
  draw_outside_clues(c);
  for (const auto& [cell, symbol] : c.givens)
    cell_digit(c, cell, 0.62, c.glyph(symbol), fill(colour::kGiven) + " font-weight=\"bold\"");
  if (puzzle.repetition) c.add_legend("repetition");
  if (options.solution) draw_solution(c, *options.solution);
  if (options.candidates) draw_candidates(c, *options.candidates, options.struck);
  for (const std::string& note : options.notes) c.legend.push_back(note);
  pic.legend = c.legend;
  const std::vector<std::string> lines = wrap(c.legend, frame.width() - 0.4);
  double y = frame.height() - 0.1;
  for (const std::string& line : lines) {
    y += kLegendLine;
    c.svg.text(Layer::legend, {0.2, y}, kLegendSize, line, fill("#000000"), "start");
  }
  const double height =
      frame.height() + (lines.empty() ? 0 : kLegendLine * static_cast<double>(lines.size()) + 0.2);
  pic.svg = c.svg.document(frame.width(), height, options.px_per_unit, options.title);
  return pic;
}

}  // namespace rfsat::render
