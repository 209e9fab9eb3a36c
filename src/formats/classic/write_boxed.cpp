// The boxed layouts: Simple Sudoku .ss (*-----------* frame, |.3.|4..|...|,
// |---+---+---|), its spaced variant, the old ...|...|... with -----------,
// SuDoku Solver .spf ( . . . | . . . | . . . with -------+-------+------), and
// the candidate grid print (cells padded to the longest list plus two). A
// separator is its row with cells and blanks turned into '-', inner bars '+'.
#include <algorithm>

#include "classic/write.hpp"

namespace rfsat::formats::classic {
namespace {

struct Style {
  bool outer = true;   // '|' at both ends, '*---*' frame
  bool spaced = false;
  bool plus = true;    // inner bars become '+' in separators
  bool indent = false; // spf: a blank before the first cell
};

Style style_of(ClassicFormat f) {
  switch (f) {
    case ClassicFormat::ss_spaced: return {true, true, true, false};
    case ClassicFormat::ss_old: return {false, false, false, false};
    case ClassicFormat::spf: return {false, true, true, true};
    default: return {};
  }
}

std::string row_of(const ClassicGrid& g, int r, const Style& st) {
  std::vector<char> tokens;
  if (st.outer) tokens.push_back('|');
  for (int c = 0; c < g.size; ++c) {
    if (c > 0 && c % g.box_width == 0) tokens.push_back('|');
    const int cell = r * g.size + c;
    const bool empty = g.given[cell] < 0 || g.is_user_placed(cell);
    tokens.push_back(empty ? '.' : g.symbols[g.given[cell]]);
  }
  if (st.outer) tokens.push_back('|');
  std::string s = st.indent ? " " : "";
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (i > 0 && st.spaced) s += ' ';
    s += tokens[i];
  }
  return s;
}

std::string separator_of(const std::string& row, const Style& st) {
  std::string s = row;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const bool outer = st.outer && (i == 0 || i + 1 == s.size());
    s[i] = s[i] == '|' ? (outer ? '|' : st.plus ? '+' : '-') : '-';
  }
  return s;
}

std::string frame_of(std::size_t width) { return "*" + std::string(width - 2, '-') + "*\r\n"; }

template <class RowFn>
std::string boxed(const ClassicGrid& g, bool framed, const Style& st, RowFn row) {
  std::string out;
  const std::string first = row(0);
  if (framed) out += frame_of(first.size());
  for (int r = 0; r < g.size; ++r) {
    if (r > 0 && r % g.box_height == 0) out += separator_of(first, st) + "\r\n";
    out += row(r) + "\r\n";
  }
  if (framed) out += frame_of(first.size());
  return out;
}

}  // namespace

std::string write_ss(const ClassicGrid& g, ClassicFormat f) {
  const Style st = style_of(f);
  return boxed(g, st.outer, st, [&](int r) { return row_of(g, r, st); });
}

std::string write_candidates_print(const ClassicGrid& g) {
  std::vector<std::string> cells;
  std::size_t width = 0;
  for (int c = 0; c < g.cell_count(); ++c) {
    cells.push_back(cell_candidates(g, c, false));
    width = std::max(width, cells.back().size());
  }
  width += 2;
  auto row = [&](int r) {
    std::string s = "|";
    for (int c = 0; c < g.size; ++c) {
      if (c % g.box_width == 0) s += " ";
      const std::string& t = cells[static_cast<std::size_t>(r * g.size + c)];
      s += t + std::string(width - t.size(), ' ');
      if ((c + 1) % g.box_width == 0) s += "|";
    }
    return s;
  };
  return boxed(g, true, Style{}, row);
}

}  // namespace rfsat::formats::classic
