// Reading cell names (cell_names.hpp): `r` or `R`, the row's digits, `c` or
// `C`, the column's digits; each number read exactly (text::read_integer),
// then checked against the grid.
#include "cell_names.hpp"

#include <cctype>

#include "integer_text.hpp"

namespace rfsat::sema {
namespace {

bool digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// "rows 1..9, columns 1..9", or for a hexagon its row lengths.
std::string extent(const model::Geometry& g) {
  return "rows 1.." + std::to_string(g.rows) +
         (g.is_hexagon() ? ", columns 1..the length of the row"
                         : ", columns 1.." + std::to_string(g.cols));
}

}  // namespace

bool looks_like_cell_name(std::string_view text) {
  return text.size() >= 2 && (text[0] == 'r' || text[0] == 'R') && digit(text[1]);
}

bool looks_like_var_cell(std::string_view text) {
  if (text.size() < 2 || (text[0] != 'v' && text[0] != 'V')) return false;
  for (char c : text.substr(1))
    if (!digit(c)) return false;
  return true;
}

std::string cell_forms(const model::Geometry& g) {
  return "1.." + std::to_string(g.cell_count()) + ", or by name r1c1 (" + extent(g) + ")";
}

std::optional<int> read_cell_name(std::string_view text, const model::Geometry& g,
                                  std::string& why) {
  const std::size_t c = text.find_first_of("cC");
  std::string ignored;
  const auto number = [&](std::string_view digits) -> std::optional<long long> {
    if (digits.empty() || !digit(digits.front())) return std::nullopt;
    return text::read_integer(digits, {0, 1LL << 30}, "a row or column", ignored);
  };
  const std::optional<long long> row =
      c == std::string_view::npos ? std::nullopt : number(text.substr(1, c - 1));
  const std::optional<long long> col =
      c == std::string_view::npos ? std::nullopt : number(text.substr(c + 1));
  if (!looks_like_cell_name(text) || !row || !col) {
    why = "expected a cell, got '" + text::shortened(text) + "': cells are " + cell_forms(g);
    return std::nullopt;
  }
  const bool row_in = *row >= 1 && *row <= g.rows;
  if (!row_in || *col < 1 || *col > g.row_length(static_cast<int>(*row) - 1)) {
    why = "cell " + std::string(text) + " is outside the grid: " + extent(g) +
          (g.is_hexagon() && row_in
               ? " (row " + std::to_string(*row) + " has " +
                     std::to_string(g.row_length(static_cast<int>(*row) - 1)) + ")"
               : "");
    return std::nullopt;
  }
  return g.cell_at(static_cast<int>(*row) - 1, static_cast<int>(*col) - 1);
}

std::optional<std::pair<std::string_view, std::string_view>> cell_run_ends(std::string_view text) {
  const std::size_t dash = text.find('-');
  if (dash == std::string_view::npos) return std::nullopt;
  const std::string_view a = text.substr(0, dash), b = text.substr(dash + 1);
  if (!looks_like_cell_name(a) || !looks_like_cell_name(b)) return std::nullopt;
  return std::pair{a, b};
}

}  // namespace rfsat::sema
