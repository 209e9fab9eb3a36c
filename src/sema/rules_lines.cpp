// Semantic pass of the line family of variant rules (see variant_rules.hpp).
// Cells are listed in line order and may not repeat within one line.
// thermo / slow_thermo / palindrome / renban_line take at least one cell (a
// one-cell line is valid and says nothing more); whisper(d, c1, ..., ck) takes
// a distance d >= 1 and at least two cells (one cell would have no neighbour,
// and is most likely a forgotten d).
#include <algorithm>

#include "variant_rules.hpp"

namespace rfsat::sema {
namespace {

// The cells of `ts`, at least `min` of them, none repeated.
std::optional<std::vector<int>> line_cells(Resolver& r, const ast::Property& prop,
                                           const std::vector<ast::Token>& ts, std::size_t min,
                                           const char* what) {
  if (!r.expect_count(prop, ts, min, static_cast<std::size_t>(-1), what)) return std::nullopt;
  auto cells = r.cells(ts);
  if (!cells) return std::nullopt;
  for (std::size_t i = 1; i < cells->size(); ++i) {
    auto first = std::find(cells->begin(), cells->begin() + i, (*cells)[i]);
    if (first == cells->begin() + i) continue;
    r.error(ts[i].pos, "'" + prop.name.text + "' lists cell " + ts[i].text + " (" +
                           r.cell_name((*cells)[i]) + ") twice");
    return std::nullopt;
  }
  return cells;
}

std::optional<std::vector<int>> all_line_cells(Resolver& r, const ast::Property& prop) {
  auto args = r.flat_args(prop);
  if (!args) return std::nullopt;
  return line_cells(r, prop, *args, 1, "cells in line order");
}

void thermo(Resolver& r, const ast::Property& prop) {
  if (auto cells = all_line_cells(r, prop))
    r.add(model::Thermo{std::move(*cells), prop.name.text == "thermo"}, prop);
}

void palindrome(Resolver& r, const ast::Property& prop) {
  if (auto cells = all_line_cells(r, prop)) r.add(model::Palindrome{std::move(*cells)}, prop);
}

void renban_line(Resolver& r, const ast::Property& prop) {
  if (auto cells = all_line_cells(r, prop)) r.add(model::Renban{std::move(*cells)}, prop);
}

void whisper(Resolver& r, const ast::Property& prop) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 3, static_cast<std::size_t>(-1),
                               "distance, then at least two cells in line order"))
    return;
  auto d = r.integer(args->front());
  auto cells = line_cells(r, prop, {args->begin() + 1, args->end()}, 2, "cells in line order");
  if (!d || !cells) return;
  if (*d < 1) {
    r.error(args->front().pos, "whisper distance must be at least 1, got " + args->front().text);
    return;
  }
  r.add(model::Whisper{*d, std::move(*cells)}, prop);
}

}  // namespace

bool resolve_line_rule(Resolver& r, const ast::Property& prop) {
  const std::string& name = prop.name.text;
  if (name == "thermo" || name == "slow_thermo")
    thermo(r, prop);
  else if (name == "palindrome")
    palindrome(r, prop);
  else if (name == "whisper")
    whisper(r, prop);
  else if (name == "renban_line")
    renban_line(r, prop);
  else
    return false;
  return true;
}

}  // namespace rfsat::sema
