// write_classic for the row and line formats (line, sdm, sdk, msk, sdx; the
// .rf writer is rf/write.hpp), and lost_in, which tells the convert command
// what a target format cannot hold. Givens and candidates come from ClassicGrid; empty cells are
// '.' (sdm: '0', as SudoCue documents, unless 0 is a symbol).
#include "classic/write.hpp"

#include <bit>

#include "rf/write.hpp"

namespace rfsat::formats::classic {
namespace {

char glyph(const ClassicGrid& g, int c, char empty, bool givens_only) {
  if (g.given[c] < 0 || (givens_only && g.is_user_placed(c))) return empty;
  return g.symbols[g.given[c]];
}

bool needs_groups(const ClassicGrid& g) { return g.has_candidates() || g.has_user_placed(); }

std::string line_of(const ClassicGrid& g, char empty) {
  std::string s;
  if (needs_groups(g)) {
    for (int c = 0; c < g.cell_count(); ++c) s += (c ? " " : "") + cell_candidates(g, c, true);
    // A line as long as some grid's cell count would read back one cell per
    // character (read_line.cpp tries that first): one more blank after the
    // first group changes its length, not its groups (found by fuzz_classic).
    for (int side : {4, 6, 9, 16, 25})
      if (s.size() == static_cast<std::size_t>(side * side)) {
        s.insert(s.find(' '), " ");
        break;
      }
    return s;
  }
  for (int c = 0; c < g.cell_count(); ++c) s += glyph(g, c, empty, false);
  return s;
}

std::string rows_of(const ClassicGrid& g) {
  std::string s;
  for (int r = 0; r < g.size; ++r) {
    for (int c = 0; c < g.size; ++c) s += glyph(g, r * g.size + c, '.', true);
    s += "\r\n";
  }
  return s;
}

std::string sdx_of(const ClassicGrid& g) {
  std::string s;
  for (int r = 0; r < g.size; ++r) {
    for (int c = 0; c < g.size; ++c) s += (c ? " " : "") + cell_candidates(g, r * g.size + c, true);
    s += "\r\n";
  }
  return s;
}

}  // namespace

std::string cell_candidates(const ClassicGrid& g, int c, bool mark_user) {
  // 25x25 uses U as a symbol: no room for the mark there.
  const bool mark = mark_user && g.is_user_placed(c) && g.symbols.find('U') == std::string::npos;
  std::string s = mark ? "u" : "";
  const std::uint64_t mask = g.mask_of(c);
  for (int i = 0; i < g.size; ++i)
    if (mask >> i & 1) s += g.symbols[i];
  return s;
}

std::string write_classic(const ClassicGrid& g, ClassicFormat f) {
  switch (f) {
    case ClassicFormat::line: return line_of(g, '.') + "\n";
    case ClassicFormat::sdm:
      return line_of(g, g.symbols.find('0') == std::string::npos ? '0' : '.') + "\r\n";
    case ClassicFormat::sdk: {
      std::string s;
      for (const auto& [key, value] : g.metadata) s += "#" + key + value + "\r\n";
      return s + rows_of(g);
    }
    case ClassicFormat::msk: return rows_of(g);
    case ClassicFormat::sdx: return sdx_of(g);
    case ClassicFormat::ss:
    case ClassicFormat::ss_spaced:
    case ClassicFormat::ss_old:
    case ClassicFormat::spf: return write_ss(g, f);
    case ClassicFormat::candidates_print: return write_candidates_print(g);
    case ClassicFormat::rf: return rf::write_rf(g);
    case ClassicFormat::cdok: return {};  // calcudokus are written by cdok/write.hpp
    case ClassicFormat::fpuzzles:
    case ClassicFormat::fpuzzles_url:
    case ClassicFormat::sudokupad:
    case ClassicFormat::iss:
    case ClassicFormat::sudocue: return {};  // variant formats: their own writers
  }
  return {};
}

std::vector<std::string> lost_in(const ClassicGrid& g, ClassicFormat f) {
  std::vector<std::string> lost;
  const bool candidates = f == ClassicFormat::line || f == ClassicFormat::sdm ||
                          f == ClassicFormat::sdx || f == ClassicFormat::candidates_print ||
                          f == ClassicFormat::rf;
  const bool user = candidates && f != ClassicFormat::candidates_print;
  if (g.has_candidates() && !candidates) lost.push_back("candidates");
  if (g.has_user_placed() && !user)
    lost.push_back(candidates ? "the marks of user-placed digits (they become givens)"
                              : "user-placed digits");
  if (!g.metadata.empty() && f != ClassicFormat::sdk && f != ClassicFormat::rf)
    lost.push_back("metadata (#A, #D, ... lines)");
  return lost;
}

}  // namespace rfsat::formats::classic
