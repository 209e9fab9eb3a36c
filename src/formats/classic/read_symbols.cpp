// Shared pieces of the classic readers: blanks and spaces within a line,
// the symbol sets of each side (4, 6, 9, 16, 25), and interpret_cells, the
// placeholder rule of the simple line format that every character-per-cell
// reader ends in. interpret_cells is the collection hot path: table lookups,
// no allocation once the grid's buffers have the right size.
#include <algorithm>
#include <cctype>

#include "classic/read_parts.hpp"

namespace rfsat::formats::classic {
namespace detail {
namespace {

SymbolSet make_set(std::string_view glyphs, std::string_view describe) {
  SymbolSet s{glyphs, describe, {}};
  s.index.fill(-1);
  const bool letters_any_case = glyphs.size() >= 16;
  for (std::size_t i = 0; i < glyphs.size(); ++i) {
    unsigned char g = static_cast<unsigned char>(glyphs[i]);
    s.index[g] = static_cast<signed char>(i);
    if (letters_any_case && std::isalpha(g)) s.index[std::tolower(g)] = static_cast<signed char>(i);
  }
  return s;
}

struct Sets {
  std::array<SymbolSet, 1> s4{make_set("1234", "1-4")};
  std::array<SymbolSet, 1> s6{make_set("123456", "1-6")};
  std::array<SymbolSet, 1> s9{make_set("123456789", "1-9")};
  std::array<SymbolSet, 2> s16{make_set("123456789ABCDEFG", "1-9, A-G"),
                               make_set("0123456789ABCDEF", "0-9, A-F")};
  std::array<SymbolSet, 1> s25{make_set("ABCDEFGHIJKLMNOPQRSTUVWXY", "A-Y")};
};

const Sets& sets() {
  static const Sets s;
  return s;
}

// Fills `given` from the cells under `set`; returns the index of the first
// character that is neither a symbol nor the (first seen) placeholder, or -1.
int fill(std::string_view cells, const SymbolSet& set, std::vector<int>& given, char& placeholder) {
  bool have = false;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const int v = set.of(cells[i]);
    given[i] = v;
    if (v >= 0) continue;
    if (!have) {
      placeholder = cells[i];
      have = true;
    } else if (cells[i] != placeholder) {
      return static_cast<int>(i);
    }
  }
  return -1;
}

std::string quoted(char c) {
  if (c == ' ') return "' ' (space)";
  if (c == '\t') return "a tab";
  return std::string("'") + c + "'";
}

// The error of a line with two placeholders: the most frequent non-symbol is
// taken as the placeholder (ties: the preference list), the first other one
// is the offending cell.
int explain(std::string_view cells, const SymbolSet& set, std::string* why) {
  std::array<int, 256> count{};
  for (char c : cells)
    if (set.of(c) < 0) ++count[static_cast<unsigned char>(c)];
  constexpr std::string_view preference = "0.X*_ ";
  char placeholder = 0;
  auto rank = [&](char c) { return preference.find(c); };  // npos ranks last
  for (char c : cells) {
    const int n = count[static_cast<unsigned char>(c)], best = count[static_cast<unsigned char>(placeholder)];
    if (n > 0 && (placeholder == 0 || n > best || (n == best && rank(c) < rank(placeholder))))
      placeholder = c;
  }
  int bad = 0;
  while (bad < static_cast<int>(cells.size()) &&
         (set.of(cells[bad]) >= 0 || cells[bad] == placeholder))
    ++bad;
  if (why)
    *why = quoted(cells[bad]) + " is not a symbol (" + std::string(set.describe) +
           ") and empty cells are already " + quoted(placeholder) + ": a puzzle uses one placeholder";
  return bad;
}

}  // namespace

bool is_blank(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return c == ' ' || c == '\t'; });
}

std::string_view trim_right(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::size_t skip_spaces(std::string_view s, std::size_t i) {
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
  return i;
}

std::span<const SymbolSet> symbol_sets(int size) {
  const Sets& s = sets();
  switch (size) {
    case 4: return s.s4;
    case 6: return s.s6;
    case 9: return s.s9;
    case 16: return s.s16;
    case 25: return s.s25;
    default: return {};
  }
}

const SymbolSet& candidate_set(int size, std::string_view text) {
  std::span<const SymbolSet> all = symbol_sets(size);
  if (size == 16 && text.find('0') != std::string_view::npos) return all[1];
  return all[0];
}

bool supported_size(int size) { return !symbol_sets(size).empty(); }

void init_grid(ClassicGrid& g, int size, std::string_view glyphs) {
  g.size = size;
  classic_shape(size, g.box_width, g.box_height);
  g.symbols.assign(glyphs);
  g.given.assign(static_cast<std::size_t>(size) * size, -1);
  g.candidates.clear();
  g.user_placed.clear();
  g.metadata.clear();
  g.pos = {};
}

int interpret_cells(std::string_view cells, int size, ClassicGrid& out, std::string* why) {
  std::span<const SymbolSet> all = symbol_sets(size);
  out.size = size;
  classic_shape(size, out.box_width, out.box_height);
  out.given.resize(cells.size());
  out.candidates.clear();
  out.user_placed.clear();
  out.metadata.clear();
  for (const SymbolSet& set : all) {
    char placeholder = 0;
    if (fill(cells, set, out.given, placeholder) < 0) {
      out.symbols.assign(set.glyphs);
      return -1;
    }
  }
  return explain(cells, all[0], why);
}

int count_cells(std::string_view row, bool spaced) {
  int n = 0;
  for (char c : trim_right(row))
    if (c != '|' && !(spaced && (c == ' ' || c == '\t'))) ++n;
  return n;
}

bool finish_cells(const std::string& cells, const std::vector<SourcePos>& where, int size,
                  ClassicGrid& out, Diagnostics& diags) {
  std::string why;
  int bad = interpret_cells(cells, size, out, &why);
  if (bad < 0) return true;
  diags.error(where[bad], why);
  return false;
}

SourcePos end_position(const std::vector<TextLine>& lines) {
  if (lines.empty()) return {1, 1};
  const TextLine& last = lines.back();
  return last.at(last.text.size());
}

}  // namespace detail

bool classic_shape(int size, int& box_width, int& box_height) {
  switch (size) {
    case 4: box_width = 2, box_height = 2; return true;
    case 6: box_width = 3, box_height = 2; return true;
    case 9: box_width = 3, box_height = 3; return true;
    case 16: box_width = 4, box_height = 4; return true;
    case 25: box_width = 5, box_height = 5; return true;
    default: box_width = box_height = 0; return false;
  }
}

std::string_view default_symbols(int size) {
  std::span<const detail::SymbolSet> all = detail::symbol_sets(size);
  return all.empty() ? std::string_view{} : all[0].glyphs;
}

bool is_classic_symbol_set(int size, std::string_view glyphs) {
  for (const detail::SymbolSet& s : detail::symbol_sets(size))
    if (s.glyphs == glyphs) return true;
  return false;
}

}  // namespace rfsat::formats::classic
