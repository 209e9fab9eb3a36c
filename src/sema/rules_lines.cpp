// Resolve handlers (handlers.hpp) of the line family of variant rules (spec
// §9). Cells are listed in line order. A line may revisit a cell (cross
// itself, or come back) where the rule's meaning allows it: whisper,
// palindrome and slow_thermo read the line as drawn (a revisited cell plays
// each of its positions), renban_line is the set of its cells (a revisited
// cell counts once); thermo (strictly increasing: a revisit could never
// hold) and arrow (a cell summed twice is surely a slip) refuse a repeat.
// thermo / slow_thermo / palindrome / renban_line take at least one cell (a
// one-cell line is valid and says nothing more); whisper(d, c1, ..., ck) takes
// a distance d >= 1 and at least two cells (one cell would have no neighbour,
// and is most likely a forgotten d).
// arrow, little_killer and sandwich: see their handlers (the sums family).
#include <algorithm>
#include <cstdlib>
#include <unordered_set>

#include "handlers.hpp"
#include "resolver.hpp"
#include "straight_line.hpp"

namespace rfsat::sema::handle {
namespace {

// How a line treats a cell listed twice.
enum class Revisit { refuse, keep, merge };

// The cells of `ts`, at least `min` of them; a repeated cell is an error
// (refuse), kept in place (keep) or dropped after its first place (merge).
std::optional<std::vector<int>> line_cells(Resolver& r, const Property& prop,
                                           const std::vector<ast::Token>& ts, std::size_t min,
                                           const char* what, Revisit revisit = Revisit::refuse) {
  if (!r.expect_count(prop, ts, min, static_cast<std::size_t>(-1), what)) return std::nullopt;
  if (revisit == Revisit::refuse) return r.cells_once(prop, ts);
  auto cells = r.cells(ts);
  if (!cells || revisit == Revisit::keep) return cells;
  std::vector<int> out;  // merge: each cell at its first place
  std::unordered_set<int> seen;
  for (int c : *cells)
    if (seen.insert(c).second) out.push_back(c);
  return out;
}

std::optional<std::vector<int>> all_line_cells(Resolver& r, const Property& prop,
                                               Revisit revisit = Revisit::refuse) {
  auto args = r.flat_args(prop);
  if (!args) return std::nullopt;
  return line_cells(r, prop, *args, 1, "cells in line order", revisit);
}

// --- little_killer, sandwich ---

void thermometer(Resolver& r, const Property& prop, bool strict) {
  if (auto cells = all_line_cells(r, prop, strict ? Revisit::refuse : Revisit::keep))
    r.add(model::Thermo{std::move(*cells), strict}, prop);
}

// little_killer(s, a, b) and sandwich(s, a, b): a total, then the two ends
// (a diagonal, or for a sandwich also a row or column).
std::optional<std::pair<long long, std::vector<int>>> line_total(Resolver& r, const Property& prop,
                                                                 bool orthogonal) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 3, 3, "total, first cell, last cell")) return std::nullopt;
  auto total = r.integer((*args)[0]);
  auto cells = straight_line(r, prop, (*args)[1], (*args)[2], orthogonal);
  if (!total || !cells) return std::nullopt;
  return std::make_pair(*total, std::move(*cells));
}

}  // namespace

void thermo(Resolver& r, const Property& prop) { thermometer(r, prop, true); }

void slow_thermo(Resolver& r, const Property& prop) { thermometer(r, prop, false); }

void palindrome(Resolver& r, const Property& prop) {
  if (auto cells = all_line_cells(r, prop, Revisit::keep)) r.add(model::Palindrome{std::move(*cells)}, prop);
}

void renban_line(Resolver& r, const Property& prop) {
  if (auto cells = all_line_cells(r, prop, Revisit::merge)) r.add(model::Renban{std::move(*cells)}, prop);
}

void whisper(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 3, static_cast<std::size_t>(-1),
                               "distance, then at least two cells in line order"))
    return;
  auto d = r.integer(args->front());
  auto cells = line_cells(r, prop, {args->begin() + 1, args->end()}, 2, "cells in line order", Revisit::keep);
  if (!d || !cells) return;
  if (*d < 1) {
    r.error(args->front().pos, "whisper distance must be at least 1, got " + args->front().text);
    return;
  }
  r.add(model::Whisper{*d, std::move(*cells)}, prop);
}

// arrow(b1, ..., bm; c1, ..., ck): 1 to 9 bulb cells, at least one line cell,
// no cell twice in the whole rule.
void arrow(Resolver& r, const Property& prop) {
  if (prop.groups.size() != 2) {
    const bool extra = prop.groups.size() > 2 && !prop.groups[2].empty();
    r.error(extra ? prop.groups[2].front().pos : prop.pos,
            "'arrow' takes the bulb cells, ';', then the line cells: arrow(b; c1, ..., ck) or, "
            "for a pill, arrow(b1, b2; c1, ..., ck)");
    return;
  }
  const std::vector<ast::Token>& bulb = prop.groups[0];
  if (!r.expect_count(prop, bulb, 1, 9, "bulb cells before ';'") ||
      !r.expect_count(prop, prop.groups[1], 1, static_cast<std::size_t>(-1), "line cells after ';'"))
    return;
  std::vector<ast::Token> all = bulb;
  all.insert(all.end(), prop.groups[1].begin(), prop.groups[1].end());
  auto cells = line_cells(r, prop, all, 2, "bulb and line cells");
  if (!cells) return;
  std::vector<int> line(cells->begin() + static_cast<long>(bulb.size()), cells->end());
  cells->resize(bulb.size());
  r.add(model::Arrow{std::move(*cells), std::move(line)}, prop);
}

void little_killer(Resolver& r, const Property& prop) {
  if (auto t = line_total(r, prop, false)) r.add(model::Sum{t->first, std::move(t->second), false}, prop);
}

void sandwich(Resolver& r, const Property& prop) {
  if (auto t = line_total(r, prop, true)) r.add(model::Sandwich{t->first, std::move(t->second)}, prop);
}

// sandwich_crusts(total, crust, crust, first cell, last cell).
void sandwich_crusts(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 5, 5, "total, crust, crust, first cell, last cell"))
    return;
  auto total = r.integer((*args)[0]);
  auto a = r.integer((*args)[1]);
  auto b = r.integer((*args)[2]);
  auto cells = straight_line(r, prop, (*args)[3], (*args)[4], true);
  if (!total || !a || !b || !cells) return;
  if (*a == *b)
    return r.error((*args)[2].pos,
                   "the two crusts must be different numbers, got " + (*args)[2].text + " twice");
  r.add(model::Sandwich{*total, std::move(*cells), true, *a, *b}, prop);
}

}  // namespace rfsat::sema::handle
