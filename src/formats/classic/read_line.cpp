// The simple line format (.txt, .sdm, the clipboard): parse_line_puzzle and
// the collection reader. A line of side*side characters is read cell by cell
// (interpret_cells); otherwise side*side candidate groups make a candidate
// grid, and failing that the seed's rule "N symbols and side*side-N of one
// placeholder, preferring 0 . X * _ space" is applied with every other
// non-alphanumeric character ignored as formatting (docs/formats.md).
#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdlib>

#include "classic/read_parts.hpp"

namespace rfsat::formats::classic {
namespace detail {
namespace {

constexpr int kSizes[] = {9, 4, 6, 16, 25};  // tried in this order
constexpr std::string_view kPlaceholders = "0.X*_ ";
constexpr int kMaxLineErrors = 20;

bool is_alnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }
bool is_user_mark(std::string_view s, std::size_t i, const SymbolSet& set) {
  return (s[i] == 'u' || s[i] == 'U') && i + 1 < s.size() && set.of(s[i + 1]) >= 0;
}

// Number of candidate groups (runs of symbols) in `s`, or -1 if a letter or
// digit outside `set` (other than a 'u' before a group) breaks the format.
int count_groups(std::string_view s, const SymbolSet& set) {
  int groups = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (set.of(s[i]) >= 0) {
      if (i == 0 || set.of(s[i - 1]) < 0) ++groups;
    } else if (is_alnum(s[i]) && !is_user_mark(s, i, set)) {
      return -1;
    }
  }
  return groups;
}

void read_groups(std::string_view s, int size, const SymbolSet& set, ClassicGrid& out) {
  init_grid(out, size, set.glyphs);
  out.candidates.assign(out.given.size(), 0);
  out.user_placed.assign(out.given.size(), false);
  int cell = -1;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const int v = set.of(s[i]);
    if (v < 0) continue;
    if (i == 0 || set.of(s[i - 1]) < 0) {
      ++cell;
      out.user_placed[cell] = i > 0 && (s[i - 1] == 'u' || s[i - 1] == 'U');
    }
    out.candidates[cell] |= std::uint64_t{1} << v;
  }
  for (int c = 0; c < out.cell_count(); ++c) {
    const std::uint64_t m = out.candidates[c];
    if ((m & (m - 1)) == 0) out.given[c] = std::countr_zero(m);
    else out.user_placed[c] = false;  // 'u' marks only a placed digit
  }
  if (!out.has_user_placed()) out.user_placed.clear();
  if (!out.has_candidates()) out.candidates.clear();
}

bool try_groups(std::string_view s, ClassicGrid& out) {
  for (int size : kSizes) {
    const SymbolSet& set = candidate_set(size, s);
    if (count_groups(s, set) == size * size) {
      read_groups(s, size, set, out);
      return true;
    }
  }
  return false;
}

// A letter or digit placeholder candidate other than the k-th one occurs: it
// would be neither a cell nor formatting.
template <std::size_t N>
bool stray_alnum(const int (&counts)[N], std::size_t k, const SymbolSet& set) {
  for (std::size_t j = 0; j < N; ++j)
    if (j != k && counts[j] > 0 && is_alnum(kPlaceholders[j]) && set.of(kPlaceholders[j]) < 0)
      return true;
  return false;
}

// The placeholder rule with formatting ignored: side*side = symbols + p.
bool try_counting(std::string_view s, ClassicGrid& out) {
  for (int size : kSizes) {
    for (const SymbolSet& set : symbol_sets(size)) {
      int symbols = 0, counts[kPlaceholders.size()] = {};
      bool clean = true;
      for (char c : s) {
        if (set.of(c) >= 0) ++symbols;
        else if (std::size_t k = kPlaceholders.find(c); k != std::string_view::npos) ++counts[k];
        else if (is_alnum(c)) clean = false;
      }
      for (std::size_t k = 0; k < kPlaceholders.size() && clean; ++k) {
        const char p = kPlaceholders[k];
        if (set.of(p) >= 0 || symbols + counts[k] != size * size || stray_alnum(counts, k, set))
          continue;
        init_grid(out, size, set.glyphs);
        int cell = 0;
        for (char c : s) {
          if (int v = set.of(c); v >= 0) out.given[cell++] = v;
          else if (c == p) ++cell;
        }
        return true;
      }
    }
  }
  return false;
}

// The cell count a line of `length` characters was probably meant to have.
int expected_cells(std::size_t length) {
  return length < 169 ? 81 : length < 440 ? 256 : 625;
}

std::string length_error(std::size_t length, int expected) {
  return "line has " + std::to_string(length) + " characters, expected " +
         std::to_string(expected) + " cells (one character per cell) or " +
         std::to_string(expected) + " candidate groups";
}

}  // namespace

std::optional<std::vector<ClassicGrid>> read_lines(const std::vector<TextLine>& lines,
                                                        Diagnostics& diags) {
  std::vector<ClassicGrid> grids;
  ClassicGrid grid;
  std::string why;
  int errors = 0;
  for (const TextLine& line : lines) {
    if (is_blank(line.text)) continue;
    int column = 1;
    if (!parse_line_puzzle(line.text, grid, &why, &column)) {
      diags.error(line.at(column - 1), why);
      if (++errors == kMaxLineErrors) {
        diags.error(line.at(0), "too many malformed lines; stopping here");
        break;
      }
      continue;
    }
    grid.pos = line.at(0);
    grids.push_back(grid);
  }
  if (errors > 0) return std::nullopt;
  if (grids.empty()) {
    diags.error(end_position(lines), "expected a puzzle line (81 cells), found none");
    return std::nullopt;
  }
  return grids;
}

}  // namespace detail

bool parse_line_puzzle(std::string_view line, ClassicGrid& out, std::string* error,
                       int* error_column) {
  using namespace detail;
  while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.remove_suffix(1);
  for (int size : kSizes) {
    if (line.size() != static_cast<std::size_t>(size * size)) continue;
    const int bad = interpret_cells(line, size, out, error);
    out.pos = {};
    if (bad < 0) return true;
    if (error_column) *error_column = bad + 1;
    return false;
  }
  if (try_groups(line, out) || try_counting(line, out)) return true;
  const int expected = out.size > 0 ? out.cell_count() : expected_cells(line.size());
  if (error) *error = length_error(line.size(), expected);
  if (error_column)
    *error_column = static_cast<int>(std::min<std::size_t>(line.size(), expected)) + 1;
  return false;
}

}  // namespace rfsat::formats::classic
