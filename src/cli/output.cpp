// Solution formatting for the CLI (see output.hpp).
#include "output.hpp"

namespace rfsat::cli {

std::string format_line(const model::Puzzle& p, const model::Assignment& a) {
  std::string out;
  for (int s : a) out += s < 0 ? '.' : p.symbols.symbols[s].glyph;
  return out;
}

std::string format_grid(const model::Puzzle& p, const model::Assignment& a) {
  const model::Geometry& g = p.geometry;
  const int bw = g.box_width, bh = g.box_height;
  const bool boxes = bw > 0 && bh > 0 && g.cols % bw == 0 && g.rows % bh == 0;
  auto row_text = [&](auto glyph_of) {
    std::string line;
    for (int c = 0; c < g.cols; ++c) {
      if (c > 0) line += (boxes && c % bw == 0) ? " | " : " ";
      line += glyph_of(c);
    }
    return line;
  };
  std::string out, rule = row_text([](int) { return 'x'; });
  for (char& ch : rule) ch = ch == '|' ? '+' : '-';
  rule += '\n';
  for (int r = 0; r < g.rows; ++r) {
    if (boxes && r > 0 && r % bh == 0) out += rule;
    out += row_text([&](int c) {
      int s = a[g.cell_at(r, c)];
      return s < 0 ? ' ' : p.symbols.symbols[s].glyph;
    });
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += '\n';
  }
  return out;
}

}  // namespace rfsat::cli
