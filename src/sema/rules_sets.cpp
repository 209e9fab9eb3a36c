// Resolve handlers (handlers.hpp) of the cage and set rules (issue 27):
// cage, rellik_cage, equality_cage, equal_sum, contain_at_least,
// contain_exact, quadruple, look_and_say, count_distinct, clone,
// same_values and counting_circles. Forms (docs/rf-language.md):
//   cage(c...), equality_cage(c...), counting_circles(c...),
//   count_distinct(c0, c...), rellik_cage(s, c...);
//   contain_at_least(v...; c...), contain_exact(v...; c...),
//   quadruple(v...; c1, c2, c3, c4), look_and_say(n1, v1, ...; c...);
//   equal_sum(c...; c...; ...), same_values(c...; c...; ...), clone(a...; b...).
// Values are symbols, read as their calculation numbers. No cell appears
// twice in one rule (error at the repeat).
#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>

#include "handlers.hpp"
#include "resolver.hpp"

namespace rfsat::sema::handle {
namespace {

constexpr std::size_t kAny = static_cast<std::size_t>(-1);

// The cells of `ts`, none of them already in `seen` (error at the repeat);
// adds them to `seen`.
std::optional<std::vector<int>> cells_once(Resolver& r, const Property& prop,
                                           const std::vector<ast::Token>& ts, std::set<int>& seen) {
  auto cs = r.cells(ts);
  if (!cs) return std::nullopt;
  for (std::size_t i = 0; i < cs->size(); ++i)
    if (!seen.insert((*cs)[i]).second) {
      r.error(ts[i].pos, "'" + prop.name.text + "' lists cell " + ts[i].text + " (" +
                             r.cell_name((*cs)[i]) + ") twice");
      return std::nullopt;
    }
  return cs;
}

// All arguments as cells: at least `min`, none twice.
std::optional<std::vector<int>> flat_cells(Resolver& r, const Property& prop, std::size_t min,
                                           const char* what) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, min, kAny, what)) return std::nullopt;
  std::set<int> seen;
  return cells_once(r, prop, *args, seen);
}

// The ';' groups of a call: between `min` and `max` of them.
bool group_count(Resolver& r, const Property& prop, std::size_t min, std::size_t max,
                 const std::string& form) {
  const std::size_t n = prop.groups.size();
  if (n >= min && n <= max) return true;
  const bool extra = n > max && !prop.groups[max].empty();
  r.error(extra ? prop.groups[max].front().pos : prop.pos, "'" + prop.name.text + "' takes " +
                                                               form + ", got " + std::to_string(n) +
                                                               " group" + (n == 1 ? "" : "s"));
  return false;
}

// Two or more ';' groups of cells, each at least one cell, none twice in
// the rule; with `same_size`, all as long as the first.
std::optional<std::vector<std::vector<int>>> cell_groups(Resolver& r, const Property& prop,
                                                         bool same_size, const std::string& form) {
  if (!group_count(r, prop, 2, kAny, form)) return std::nullopt;
  std::set<int> seen;
  std::vector<std::vector<int>> out;
  for (const ast::ArgGroup& g : prop.groups) {
    if (!r.expect_count(prop, g, 1, kAny, "cells in each group")) return std::nullopt;
    if (same_size && g.size() != prop.groups.front().size()) {
      r.error(g.front().pos, "'" + prop.name.text +
                                 "': every group has as many cells as the first (" +
                                 std::to_string(prop.groups.front().size()) + "), this one has " +
                                 std::to_string(g.size()));
      return std::nullopt;
    }
    auto cs = cells_once(r, prop, g, seen);
    if (!cs) return std::nullopt;
    out.push_back(std::move(*cs));
  }
  return out;
}

// The calculation numbers of the symbols of `ts`.
std::optional<std::vector<long long>> values(Resolver& r, const std::vector<ast::Token>& ts) {
  auto ss = r.symbols(ts);
  if (!ss) return std::nullopt;
  std::vector<long long> out;
  for (int s : *ss) out.push_back(r.puzzle().symbols.calc(s));
  return out;
}

struct ValuesAndCells {
  std::vector<long long> values;
  std::vector<int> cells;
};

// `name(v1, ..., vm; c1, ..., ck)`: 1..max_values symbols, then cells
// (exactly `cells_wanted` of them, or at least m when 0).
std::optional<ValuesAndCells> values_then_cells(Resolver& r, const Property& prop,
                                                std::size_t max_values, std::size_t cells_wanted) {
  const std::string form = "the values, ';', then the cells";
  if (!group_count(r, prop, 2, 2, form)) return std::nullopt;
  const ast::ArgGroup &vt = prop.groups[0], &ct = prop.groups[1];
  if (!r.expect_count(prop, vt, 1, max_values, "values before ';'")) return std::nullopt;
  const std::size_t min_cells = cells_wanted ? cells_wanted : vt.size();
  if (!r.expect_count(
          prop, ct, min_cells, cells_wanted ? cells_wanted : kAny,
          cells_wanted ? "cells after ';'" : "at least one cell per listed value, after ';'"))
    return std::nullopt;
  std::set<int> seen;
  auto vs = values(r, vt);
  auto cs = cells_once(r, prop, ct, seen);
  if (!vs || !cs) return std::nullopt;
  return ValuesAndCells{std::move(*vs), std::move(*cs)};
}

// The four cells are a 2x2 block (any order) of a rectangular grid.
bool block_2x2(Resolver& r, const Property& prop, const std::vector<int>& cs) {
  if (!r.rectangular(prop)) return false;
  const model::Geometry& g = r.puzzle().geometry;
  int top = g.rows, left = g.cols;
  for (int c : cs) top = std::min(top, g.row_of(c)), left = std::min(left, g.col_of(c));
  for (std::size_t i = 0; i < cs.size(); ++i)
    if (g.row_of(cs[i]) > top + 1 || g.col_of(cs[i]) > left + 1) {
      r.error(prop.groups[1][i].pos, "'quadruple': the four cells must form a 2x2 block; " +
                                         r.cell_name(cs[i]) + " is not next to the others");
      return false;
    }
  return true;  // four different cells within two rows and two columns: the block
}

void contain(Resolver& r, const Property& prop, bool exact) {
  if (auto a = values_then_cells(r, prop, kAny, 0))
    r.add(model::ContainAtLeast{std::move(a->values), std::move(a->cells), exact}, prop);
}

// look_and_say's pairs: a count >= 0 and a symbol each, no value twice, the
// counts adding up to at most `cells`.
std::optional<std::vector<std::pair<long long, long long>>> count_pairs(Resolver& r,
                                                                        const ast::ArgGroup& ts,
                                                                        std::size_t cells) {
  if (ts.size() % 2 != 0) {
    r.error(ts.back().pos,
            "'look_and_say' takes (count, value) pairs before ';', got an odd number of arguments");
    return std::nullopt;
  }
  std::vector<std::pair<long long, long long>> out;
  std::map<long long, std::string> named;  // value -> the symbol that named it
  long long total = 0;
  for (std::size_t i = 0; i < ts.size(); i += 2) {
    auto count = r.integer(ts[i]);
    auto v = values(r, {ts[i + 1]});
    if (!count || !v) return std::nullopt;
    if (*count < 0) {
      r.error(ts[i].pos, "'look_and_say': a count must be at least 0, got " + ts[i].text);
      return std::nullopt;
    }
    if (auto [it, fresh] = named.try_emplace(v->front(), ts[i + 1].text); !fresh) {
      r.error(ts[i + 1].pos, "'look_and_say' names the value " + std::to_string(v->front()) +
                                 " twice ('" + it->second + "' and '" + ts[i + 1].text + "')");
      return std::nullopt;
    }
    // Checked at each step (total <= cells, each count <= 2^53): the sum of
    // many large counts can neither wrap nor slip past the test.
    if (*count > static_cast<long long>(cells) - total) {
      r.error(ts.front().pos, "'look_and_say': the counts add up to " +
                                  std::to_string(total + *count) + ", more than its " +
                                  std::to_string(cells) + " cells");
      return std::nullopt;
    }
    total += *count;
    out.emplace_back(*count, v->front());
  }
  return out;
}

}  // namespace

void cage(Resolver& r, const Property& prop) {
  if (auto cs = flat_cells(r, prop, 1, "cells")) r.add(model::Cage{std::move(*cs)}, prop);
}

void rellik_cage(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 2, kAny, "the clue, then cells")) return;
  std::set<int> seen;
  auto target = r.integer(args->front());
  auto cs = cells_once(r, prop, {args->begin() + 1, args->end()}, seen);
  if (target && cs) r.add(model::RellikCage{*target, std::move(*cs)}, prop);
}

void equality_cage(Resolver& r, const Property& prop) {
  auto cs = flat_cells(r, prop, 2, "cells");
  if (!cs) return;
  if (cs->size() % 2 != 0) {
    r.error(prop.pos, "'equality_cage' needs an even number of cells (as many even as odd), got " +
                          std::to_string(cs->size()));
    return;
  }
  r.add(model::EqualityCage{std::move(*cs)}, prop);
}

void equal_sum(Resolver& r, const Property& prop) {
  auto groups = cell_groups(r, prop, false, "two or more groups of cells separated by ';'");
  if (!groups) return;
  model::EqualSum e;
  for (const std::vector<int>& g : *groups) {
    e.cells.insert(e.cells.end(), g.begin(), g.end());
    e.lengths.push_back(static_cast<int>(g.size()));
  }
  r.add(std::move(e), prop);
}

void contain_at_least(Resolver& r, const Property& prop) { contain(r, prop, false); }

void contain_exact(Resolver& r, const Property& prop) { contain(r, prop, true); }

void quadruple(Resolver& r, const Property& prop) {
  auto a = values_then_cells(r, prop, 4, 4);
  if (a && block_2x2(r, prop, a->cells))
    r.add(model::Quadruple{std::move(a->values), std::move(a->cells)}, prop);
}

void look_and_say(Resolver& r, const Property& prop) {
  if (!group_count(r, prop, 2, 2, "(count, value) pairs, ';', then the cells")) return;
  if (!r.expect_count(prop, prop.groups[0], 2, kAny, "(count, value) pairs before ';'") ||
      !r.expect_count(prop, prop.groups[1], 1, kAny, "cells after ';'"))
    return;
  std::set<int> seen;
  auto cs = cells_once(r, prop, prop.groups[1], seen);
  if (!cs) return;
  if (auto pairs = count_pairs(r, prop.groups[0], cs->size()))
    r.add(model::LookAndSay{std::move(*pairs), std::move(*cs)}, prop);
}

void count_distinct(Resolver& r, const Property& prop) {
  if (auto cs = flat_cells(r, prop, 2, "the counting cell, then the counted cells"))
    r.add(model::CountDistinct{std::move(*cs)}, prop);
}

void clone(Resolver& r, const Property& prop) {
  if (!group_count(r, prop, 2, 2, "two equally long groups of cells separated by ';'")) return;
  auto groups = cell_groups(r, prop, true, "two equally long groups of cells separated by ';'");
  if (!groups) return;
  model::Clone c;
  for (std::size_t i = 0; i < (*groups)[0].size(); ++i)
    c.pairs.emplace_back((*groups)[0][i], (*groups)[1][i]);
  r.add(std::move(c), prop);
}

void same_values(Resolver& r, const Property& prop) {
  auto groups =
      cell_groups(r, prop, true, "two or more equally large groups of cells separated by ';'");
  if (!groups) return;
  model::SameValues s;
  s.size = static_cast<int>(groups->front().size());
  for (const std::vector<int>& g : *groups) s.cells.insert(s.cells.end(), g.begin(), g.end());
  r.add(std::move(s), prop);
}

void counting_circles(Resolver& r, const Property& prop) {
  if (auto cs = flat_cells(r, prop, 1, "cells"))
    r.add(model::CountingCircles{std::move(*cs)}, prop);
}

}  // namespace rfsat::sema::handle
