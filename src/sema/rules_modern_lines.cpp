// Resolve handlers (handlers.hpp) of the modern line rules (issue 27):
// between_line, lockout_line, region_sum_line, zipper_line, nabner_line,
// double_arrow, entropic_line, modular_line and parity_line. A line lists at least two cells in
// line order (a double arrow three) and may revisit a cell (a line crossing itself), but a cell may
// not follow itself. Between and lockout lines and double arrows need two different end cells.
// lockout_line(d; cells) takes an optional difference before ';' (default 4), modular_line(m;
// cells) an optional modulus (default 3). region_sum_line is read in the whole-grid phase, after
// every box and jigsaw region: its regions are the boxes, or the jigsaw regions when there are no
// boxes; a line cell outside them (or in two) is an error.
#include <algorithm>
#include <unordered_map>
#include <utility>

#include "handlers.hpp"
#include "resolver.hpp"

namespace rfsat::sema::handle {
namespace {

// The cells of `ts` in line order: at least `min`, none right after itself.
std::optional<std::vector<int>> path(Resolver& r, const Property& prop,
                                     const std::vector<ast::Token>& ts, std::size_t min) {
  if (!r.expect_count(prop, ts, min, static_cast<std::size_t>(-1), "cells in line order"))
    return std::nullopt;
  auto cells = r.cells(ts);
  if (!cells) return std::nullopt;
  for (std::size_t i = 1; i < cells->size(); ++i)
    if ((*cells)[i] == (*cells)[i - 1]) {
      r.error(ts[i].pos, "'" + prop.name.text + "' lists cell " + ts[i].text + " (" +
                             r.cell_name((*cells)[i]) +
                             ") twice in a row: a line moves to another cell");
      return std::nullopt;
    }
  return cells;
}

// A line whose two end cells must differ (between, lockout, double arrow).
std::optional<std::vector<int>> two_ended(Resolver& r, const Property& prop,
                                          const std::vector<ast::Token>& ts, std::size_t min = 2) {
  auto cells = path(r, prop, ts, min);
  if (cells && cells->front() == cells->back()) {
    r.error(ts.back().pos, "the two ends of '" + prop.name.text + "' are the same cell " +
                               ts.back().text + " (" + r.cell_name(cells->back()) + ")");
    return std::nullopt;
  }
  return cells;
}

// name(n; c1, ..., ck) or name(c1, ..., ck) with n = fallback: the number
// and the cell tokens.
struct Numbered {
  long long n = 0;
  std::vector<ast::Token> cells;
};
std::optional<Numbered> numbered(Resolver& r, const Property& prop, long long fallback,
                                 const char* what) {
  if (prop.groups.size() > 2 || prop.groups.empty()) {
    r.error(
        prop.groups.size() > 2 && !prop.groups[2].empty() ? prop.groups[2].front().pos : prop.pos,
        "'" + prop.name.text + "' takes the cells, or " + what + ", ';' and the cells");
    return std::nullopt;
  }
  if (prop.groups.size() == 1) return Numbered{fallback, prop.groups[0]};
  if (!r.expect_count(prop, prop.groups[0], 1, 1, what)) return std::nullopt;
  auto n = r.integer(prop.groups[0].front());
  if (!n) return std::nullopt;
  return Numbered{*n, prop.groups[1]};
}

// The regions of region_sum_line: the boxes, else the jigsaw regions.
struct Regions {
  const std::vector<std::vector<int>>& list;
  const char* one;   // "box"
  const char* many;  // "boxes"
};
Regions line_regions(Resolver& r) {
  if (!r.boxes().empty()) return {r.boxes(), "box", "boxes"};
  return {r.jigsaws(), "jigsaw region", "jigsaw regions"};
}

}  // namespace

void between_line(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args) return;
  if (auto cells = two_ended(r, prop, *args)) r.add(model::BetweenLine{std::move(*cells)}, prop);
}

void lockout_line(Resolver& r, const Property& prop) {
  auto line = numbered(r, prop, 4, "the minimum difference of the ends");
  if (!line) return;
  if (line->n < 0) {
    r.error(prop.groups[0].front().pos,
            "lockout difference must be at least 0, got " + prop.groups[0].front().text);
    return;
  }
  if (auto cells = two_ended(r, prop, line->cells))
    r.add(model::LockoutLine{line->n, std::move(*cells)}, prop);
}

void region_sum_line(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args) return;
  auto cells = path(r, prop, *args, 2);
  if (!cells) return;
  const Regions found = line_regions(r);
  const std::vector<std::vector<int>>& regions = found.list;
  if (regions.empty()) {
    r.error(prop.pos,
            "'region_sum_line' needs regions: the grid has no boxes (box_groups) and no "
            "jigsaw regions");
    return;
  }
  // Per line cell: how many regions hold it, and the first; one pass over
  // the regions (a line may cross every box of a huge grid).
  std::unordered_map<int, std::pair<int, std::size_t>> holding;
  for (int cell : *cells) holding.emplace(cell, std::pair{0, std::size_t{0}});
  for (std::size_t g = 0; g < regions.size(); ++g)
    for (int x : regions[g])
      if (auto it = holding.find(x); it != holding.end() && it->second.first++ == 0)
        it->second.second = g;
  // The regions the line touches, in the order it enters them: the runs
  // depend on which region holds each cell, not on the others.
  std::vector<std::vector<int>> touched;
  std::unordered_map<std::size_t, std::size_t> index;
  for (std::size_t i = 0; i < cells->size(); ++i) {
    const int cell = (*cells)[i];
    const auto [n, g] = holding.at(cell);
    if (n != 1) {
      r.error((*args)[i].pos,
              "cell " + (*args)[i].text + " (" + r.cell_name(cell) + ") is in " +
                  (n == 0 ? std::string("no ") + found.one : std::string("two ") + found.many));
      return;
    }
    if (index.emplace(g, touched.size()).second) touched.push_back(regions[g]);
  }
  r.add(model::RegionSumLine{std::move(*cells), std::move(touched)}, prop);
}

void zipper_line(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args) return;
  if (auto cells = path(r, prop, *args, 2)) r.add(model::ZipperLine{std::move(*cells)}, prop);
}

void nabner_line(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args) return;
  if (auto cells = path(r, prop, *args, 2)) r.add(model::NabnerLine{std::move(*cells)}, prop);
}

void double_arrow(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args) return;
  if (auto cells = two_ended(r, prop, *args, 3)) r.add(model::DoubleArrow{std::move(*cells)}, prop);
}

void entropic_line(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args) return;
  if (auto cells = path(r, prop, *args, 2)) r.add(model::EntropicLine{std::move(*cells)}, prop);
}

void modular_line(Resolver& r, const Property& prop) {
  auto line = numbered(r, prop, 3, "the modulus");
  if (!line) return;
  if (line->n < 1) {
    r.error(prop.groups[0].front().pos,
            "modular_line's modulus must be at least 1, got " + prop.groups[0].front().text);
    return;
  }
  if (auto cells = path(r, prop, line->cells, 2))
    r.add(model::ModularLine{line->n, std::move(*cells)}, prop);
}

void parity_line(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args) return;
  if (auto cells = path(r, prop, *args, 2)) r.add(model::ParityLine{std::move(*cells)}, prop);
}

}  // namespace rfsat::sema::handle
