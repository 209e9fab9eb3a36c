// The rule registry (rule_registry.hpp): its rows (rule_rows_*.hpp, one
// file per part of the spec) joined in the order of the spec, and the
// lookups: aliases, find_rule, and the closest keyword (Levenshtein
// distance) for the "did you mean" of unknown rules. The static_asserts
// below make a row without description or example, or an implemented row
// without a handler, fail the build.
#include "rule_registry.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "edit_distance.hpp"
#include "rule_rows_composite.hpp"
#include "rule_rows_grids.hpp"
#include "rule_rows_groups_cages.hpp"
#include "rule_rows_lines.hpp"
#include "rule_rows_sets_pairs.hpp"
#include "rule_rows_whole_grid.hpp"

namespace rfsat::sema {
namespace {

// The parts joined, in the order of the spec.
template <std::size_t... N>
constexpr auto joined(const Rule (&... parts)[N]) {
  std::array<Rule, (N + ...)> out{};
  std::size_t at = 0;
  ((at = std::copy(std::begin(parts), std::end(parts), out.begin() + at) - out.begin()), ...);
  return out;
}

constexpr auto kRules = joined(rows::kGridRows, rows::kGroupCageRows, rows::kSetPairRows,
                               rows::kWholeGridRows, rows::kLineRows, rows::kCompositeRows);

struct Alias {
  std::string_view from, to;
};
constexpr Alias kAliases[] = {{"hexangular_grid", "hexagonal_grid"},
                              {"hexagonal_lines", "hexagon_lines"},
                              {"del_value", "del_values"},
                              {"reptition", "repetition"}};

// Does `text` have a line `values = ...` (spaces allowed around the name)?
constexpr bool has_values_line(std::string_view text) {
  while (!text.empty()) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    std::string_view line = text.substr(0, end);
    text.remove_prefix(end == text.size() ? end : end + 1);
    line.remove_prefix(std::min(line.find_first_not_of(' '), line.size()));
    if (line.substr(0, 6) != "values") continue;
    line.remove_prefix(6);
    line.remove_prefix(std::min(line.find_first_not_of(' '), line.size()));
    if (!line.empty() && line.front() == '=') return true;
  }
  return false;
}

// Every row says what it is and shows itself; an implemented one has a
// handler unless its phase reads it whole; others have none.
constexpr bool complete(const Rule& r) {
  if (r.keyword.empty() || r.section.empty() || r.description.empty() || r.example.empty() ||
      r.signature.substr(0, r.keyword.size()) != r.keyword || !has_values_line(r.example))
    return false;
  const bool read_whole =
      r.phase == Phase::values || r.phase == Phase::grid || r.phase == Phase::block;
  if (r.support == Support::implemented) return r.resolve.set != read_whole;
  return !r.resolve.set;
}
static_assert(std::all_of(std::begin(kRules), std::end(kRules), complete),
              "a rule row lacks its description, signature, whole-file example or handler");

constexpr bool unique_keywords() {
  for (std::size_t i = 0; i < std::size(kRules); ++i)
    for (std::size_t j = i + 1; j < std::size(kRules); ++j)
      if (kRules[i].keyword == kRules[j].keyword) return false;
  return true;
}
static_assert(unique_keywords(), "a keyword has two rows");

constexpr bool aliases_known() {
  for (const Alias& a : kAliases)
    if (std::none_of(std::begin(kRules), std::end(kRules),
                     [&](const Rule& r) { return r.keyword == a.to; }))
      return false;
  return true;
}
static_assert(aliases_known(), "an alias names no row");

// Does the space-separated list `names` hold `name`?
constexpr bool lists(std::string_view names, std::string_view name) {
  while (!names.empty()) {
    const std::size_t end = std::min(names.find(' '), names.size());
    if (names.substr(0, end) == name) return true;
    names.remove_prefix(end == names.size() ? end : end + 1);
  }
  return false;
}

// "'sum' (SIGNATURE) or 'cage' (SIGNATURE)": the rows known as `name`, or "".
std::string known_as_text(std::string_view name) {
  std::string out;
  for (const Rule& r : kRules)
    if (lists(r.known_as, name))
      out += (out.empty() ? "'" : " or '") + std::string(r.keyword) + "' (" +
             std::string(r.signature) + ")";
  return out;
}

}  // namespace

std::span<const Rule> rules() { return kRules; }

std::string_view canonical_name(std::string_view name) {
  for (const Alias& a : kAliases)
    if (a.from == name) return a.to;
  return name;
}

const Rule* find_rule(std::string_view keyword) {
  for (const Rule& r : kRules)
    if (r.keyword == keyword) return &r;
  return nullptr;
}

std::string example_file(const Rule& rule) { return std::string(rule.example) + "\n"; }

std::string closest_rule(std::string_view name) {
  std::string_view best;
  std::size_t best_d = ~std::size_t{0};
  for (const Rule& r : kRules) {
    if (r.phase == Phase::block) continue;  // `or`, `end`: short, near every short typo
    std::size_t d = text::edit_distance(name, r.keyword);
    if (d < best_d) best_d = d, best = r.keyword;
  }
  return std::string(best);
}

std::string unknown_rule_message(std::string_view name) {
  // Longer than twice the longest keyword, no keyword is close: the edit
  // distance (name length times keyword length, per row) is skipped, and
  // only the start is quoted (a 10 MB name took 18 s and filled stderr).
  std::size_t longest = 0;
  for (const Rule& r : kRules) longest = std::max(longest, r.keyword.size());
  if (name.size() > 2 * longest)
    return "unknown rule '" + std::string(name.substr(0, 40)) + "...' (" +
           std::to_string(name.size()) + " characters; no rule has a name that long)";
  if (std::string known = known_as_text(name); !known.empty())
    return "unknown rule '" + std::string(name) + "'; rfsat calls it " + known;
  return "unknown rule '" + std::string(name) + "'; did you mean '" + closest_rule(name) + "'?";
}

}  // namespace rfsat::sema
