// The table of rule names (one row per rule of the spec) and the closest-name
// suggestion for unknown rules (Levenshtein distance).
#include "rule_names.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace rfsat::sema {
namespace {

using ast::Shape;
constexpr Support I = Support::implemented, P = Support::planned, R = Support::refused;

constexpr RuleInfo kRules[] = {
    // §2 values
    {"values", Shape::assign, I}, {"symvalue", Shape::call, I}, {"empty_value", Shape::assign, I},
    // §3 grids
    {"columns", Shape::assign, I}, {"rows", Shape::assign, I}, {"restrict_grid", Shape::call, I},
    {"hexagonal_grid", Shape::call, I}, {"sub_grid", Shape::call, I},
    {"twodoku", Shape::flag, I}, {"twodoku_rows", Shape::flag, I},
    {"twodoku_columns", Shape::flag, I}, {"twodoku_box", Shape::flag, I},
    {"two_grid", Shape::flag, I}, {"two_grid_rows", Shape::flag, I},
    {"two_grid_columns", Shape::flag, I}, {"two_grid_box", Shape::flag, I},
    {"three_grid", Shape::flag, I}, {"three_grid_rows", Shape::flag, I},
    {"three_grid_columns", Shape::flag, I}, {"three_grid_box", Shape::flag, I},
    {"four_doku", Shape::flag, I}, {"four_doku_rows", Shape::flag, I},
    {"four_doku_columns", Shape::flag, I}, {"four_doku_box", Shape::flag, I},
    {"conjoined", Shape::flag, I}, {"conjoined_rows", Shape::flag, I},
    {"conjoined_columns", Shape::flag, I}, {"conjoined_box", Shape::flag, I},
    {"twin_doku", Shape::flag, I}, {"twin_doku_rows", Shape::flag, I},
    {"twin_doku_columns", Shape::flag, I}, {"twin_doku_box", Shape::flag, I},
    // §4 groups
    {"row_groups", Shape::flag, I}, {"column_groups", Shape::flag, I},
    {"box_groups", Shape::call, I}, {"hexagon_lines", Shape::flag, I},
    {"diagonal", Shape::call, I}, {"extra_region", Shape::call, I}, {"jigsaw", Shape::call, I},
    {"renban", Shape::flag, I},
    // §5 single cells
    {"set_cell", Shape::call, I}, {"set_values", Shape::call, I}, {"del_values", Shape::call, I},
    {"even", Shape::call, I}, {"odd", Shape::call, I},
    // §6 cell sets
    {"sum", Shape::call, I}, {"product", Shape::call, I}, {"diff", Shape::call, I},
    {"ratio", Shape::call, I}, {"kimo_sum", Shape::call, I}, {"no_kimo_sum", Shape::call, I},
    {"modulo", Shape::call, I}, {"no_modulo", Shape::call, I}, {"modulo3", Shape::call, I},
    {"wheel", Shape::call, I}, {"repetition", Shape::flag, I},
    // §7 pairs, triples
    {"equal", Shape::call, I}, {"neq", Shape::call, I}, {"nodiff", Shape::call, I},
    {"mindiff", Shape::call, I}, {"kropki_diff", Shape::call, I},
    {"kropki_factor", Shape::call, I}, {"kropki_sum", Shape::call, I},
    {"kropki_sum2", Shape::call, I}, {"circlediff", Shape::call, I},
    {"circlepower", Shape::call, I}, {"greater", Shape::call, I},
    // §8 whole grid
    {"non_consecutive", Shape::flag, I}, {"nodiff_adjacent", Shape::call, I},
    {"different_adjacent", Shape::flag, I}, {"no_kropki", Shape::flag, I},
    {"no_kropki_sum", Shape::call, I}, {"ripple_effect_distance", Shape::flag, I},
    {"ripple_cages", Shape::flag, I}, {"anti_knight", Shape::flag, I},
    {"anti_king", Shape::flag, I}, {"anti_bishop", Shape::flag, I},
    {"anti_queen", Shape::flag, I, true}, {"japanese_crossword", Shape::flag, R},
    {"pencil", Shape::flag, R},
    // §9 lines and outside clues
    {"thermo", Shape::call, I}, {"slow_thermo", Shape::call, I}, {"arrow", Shape::call, I},
    {"palindrome", Shape::call, I}, {"renban_line", Shape::call, I},
    {"whisper", Shape::call, I}, {"little_killer", Shape::call, I},
    {"sandwich", Shape::call, I},
};

struct Alias {
  std::string_view from, to;
};
constexpr Alias kAliases[] = {{"hexangular_grid", "hexagonal_grid"},
                              {"hexagonal_lines", "hexagon_lines"},
                              {"del_value", "del_values"},
                              {"reptition", "repetition"}};

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
    prev.swap(cur);
  }
  return prev[b.size()];
}

}  // namespace

std::string_view canonical_name(std::string_view name) {
  for (const Alias& a : kAliases)
    if (a.from == name) return a.to;
  return name;
}

const RuleInfo* find_rule(std::string_view name) {
  for (const RuleInfo& r : kRules)
    if (r.name == name) return &r;
  return nullptr;
}

std::string closest_rule(std::string_view name) {
  std::string_view best;
  std::size_t best_d = ~std::size_t{0};
  for (const RuleInfo& r : kRules) {
    std::size_t d = edit_distance(name, r.name);
    if (d < best_d) best_d = d, best = r.name;
  }
  return std::string(best);
}

}  // namespace rfsat::sema
