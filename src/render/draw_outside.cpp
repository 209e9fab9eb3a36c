// Outside clues and sum lines (issue 27): x-sum, skyscraper, hidden
// skyscraper and numbered-room clues are numbers outside the grid before the
// first cell of their row or column (as sandwich totals), each with a legend
// line saying which clue it is, since they look alike. A lunchbox on a
// straight line is drawn the same way, on any other cells as a cage with its
// total. Sum lines are light blue (SudokuPad's "10 lines"), a loop closed,
// with their total at the start when it is not 10.
#include "draw.hpp"

namespace rfsat::render {
namespace {

constexpr std::string_view kSumLine = "#7fc8e8";

// A clue outside the grid, and the legend line naming its kind.
bool outside_number(Canvas& c, const std::vector<int>& cells, long long clue) {
  outside_clue(c, cells, std::to_string(clue), false);
  c.add_legend(c.rule);
  return true;
}

// Whether `cells` step by one fixed orthogonal or diagonal move.
bool straight(const model::Geometry& g, const std::vector<int>& cells) {
  if (cells.size() < 2) return false;
  const int dr = g.row_of(cells[1]) - g.row_of(cells[0]),
            dc = g.col_of(cells[1]) - g.col_of(cells[0]);
  if (dr < -1 || dr > 1 || dc < -1 || dc > 1) return false;
  for (std::size_t i = 1; i < cells.size(); ++i)
    if (g.row_of(cells[i]) - g.row_of(cells[i - 1]) != dr ||
        g.col_of(cells[i]) - g.col_of(cells[i - 1]) != dc)
      return false;
  return true;
}

}  // namespace

bool draw(const model::SumLine& k, Canvas& c) {
  std::vector<int> cells = k.cells;
  if (k.loop && !cells.empty()) cells.push_back(cells.front());
  line_through(c, Layer::lines, cells, kSumLine, 0.2);
  if (k.target != 10 && !k.cells.empty()) {
    const Point at = c.frame.center(k.cells.front()) + Point{0, -0.3};
    c.svg.text(Layer::marks, at, 0.2, "\xce\xa3" + std::to_string(k.target), fill("#1f6f94"));  // Σ
  }
  return true;
}

bool draw(const model::XSum& k, Canvas& c) { return outside_number(c, k.cells, k.target); }
bool draw(const model::Skyscraper& k, Canvas& c) { return outside_number(c, k.cells, k.count); }
bool draw(const model::HiddenSkyscraper& k, Canvas& c) {
  return outside_number(c, k.cells, k.value);
}
bool draw(const model::NumberedRoom& k, Canvas& c) { return outside_number(c, k.cells, k.value); }

// full_rank: the rank outside the entry's first cell; full_rank_no_ties and
// full_rank_any_ties hold everywhere: legend lines.
bool draw(const model::FullRank& k, Canvas& c) {
  if (k.ties) c.add_legend("full_rank_any_ties");
  if (k.rank == 0) {
    c.add_legend(c.rule);
    return false;
  }
  return outside_number(c, k.entries[static_cast<std::size_t>(k.entry)], k.rank);
}

bool draw(const model::Lunchbox& k, Canvas& c) {
  if (straight(c.puzzle.geometry, k.cells)) return outside_number(c, k.cells, k.target);
  cage(c, k.cells, std::to_string(k.target));
  c.add_legend(c.rule);
  return true;
}

}  // namespace rfsat::render
