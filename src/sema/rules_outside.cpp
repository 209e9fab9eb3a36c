// Resolve handlers (handlers.hpp) of the outside clues and sum lines of
// issue 27. The outside clues read a straight line from its first cell, the
// one next to the clue: x_sum(s, a, b), skyscraper(n, a, b),
// hidden_skyscraper(v, a, b), numbered_room(v, a, b), like sandwich(s, a, b)
// (a row, column or diagonal from a to b). lunchbox(s, a, b) takes such a
// line, or lunchbox(s; c1, ..., ck) any cells in order, none twice.
// sum_line(s; c1, ..., ck) (s = 10 without the ';' part) may visit a cell
// twice; ending on its first cell makes it a loop.
#include "handlers.hpp"
#include "resolver.hpp"
#include "straight_line.hpp"

namespace rfsat::sema::handle {
namespace {

// clue(n, a, b): an integer, then the straight line from a to b.
std::optional<std::pair<long long, std::vector<int>>> clue_line(Resolver& r, const Property& prop,
                                                                const char* what) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 3, 3, what)) return std::nullopt;
  auto clue = r.integer((*args)[0]);
  auto cells = straight_line(r, prop, (*args)[1], (*args)[2], true);
  if (!clue || !cells) return std::nullopt;
  return std::make_pair(*clue, std::move(*cells));
}

// `prop` as name(n; cells): exactly one integer before the ';'.
std::optional<long long> clue_before_semicolon(Resolver& r, const Property& prop) {
  if (prop.groups.size() != 2) {
    const bool extra = prop.groups.size() > 2 && !prop.groups[2].empty();
    r.error(extra ? prop.groups[2].front().pos : prop.pos,
            "'" + prop.name.text + "' takes one ';': the clue, ';', then the cells");
    return std::nullopt;
  }
  if (!r.expect_count(prop, prop.groups[0], 1, 1, "the clue before ';'")) return std::nullopt;
  return r.integer(prop.groups[0][0]);
}

}  // namespace

void x_sum(Resolver& r, const Property& prop) {
  if (auto t = clue_line(r, prop, "sum, first cell, last cell"))
    r.add(model::XSum{t->first, std::move(t->second)}, prop);
}

void skyscraper(Resolver& r, const Property& prop) {
  auto t = clue_line(r, prop, "buildings seen, first cell, last cell");
  if (!t) return;
  if (t->first < 0) {
    r.error(prop.groups[0][0].pos,
            "a skyscraper clue counts buildings: at least 0, got " + std::to_string(t->first));
    return;
  }
  r.add(model::Skyscraper{t->first, std::move(t->second)}, prop);
}

void hidden_skyscraper(Resolver& r, const Property& prop) {
  if (auto t = clue_line(r, prop, "number of the first hidden building, first cell, last cell"))
    r.add(model::HiddenSkyscraper{t->first, std::move(t->second)}, prop);
}

void numbered_room(Resolver& r, const Property& prop) {
  if (auto t = clue_line(r, prop, "number in the room, first cell, last cell"))
    r.add(model::NumberedRoom{t->first, std::move(t->second)}, prop);
}

// lunchbox(s, a, b) or lunchbox(s; c1, ..., ck) with k >= 2, no cell twice.
void lunchbox(Resolver& r, const Property& prop) {
  if (prop.groups.size() < 2) {
    if (auto t = clue_line(r, prop, "sum, first cell, last cell"))
      r.add(model::Lunchbox{t->first, std::move(t->second)}, prop);
    return;
  }
  const std::optional<long long> s = clue_before_semicolon(r, prop);
  if (!s ||
      !r.expect_count(prop, prop.groups[1], 2, static_cast<std::size_t>(-1), "cells after ';'"))
    return;
  auto cells = r.cells(prop.groups[1]);
  if (!cells) return;
  for (std::size_t i = 0; i < cells->size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if ((*cells)[i] == (*cells)[j]) {
        r.error(prop.groups[1][i].pos, "'lunchbox' lists cell " + prop.groups[1][i].text + " (" +
                                           r.cell_name((*cells)[i]) + ") twice");
        return;
      }
  r.add(model::Lunchbox{*s, std::move(*cells)}, prop);
}

// sum_line(s; c1, ..., ck) or sum_line(c1, ..., ck) (s = 10); a line whose
// last cell is its first (k >= 2) is the loop of c1, ..., c(k-1).
void sum_line(Resolver& r, const Property& prop) {
  long long s = 10;
  const std::vector<ast::Token>* listed = &prop.groups[0];
  if (prop.groups.size() > 1) {
    const std::optional<long long> clue = clue_before_semicolon(r, prop);
    if (!clue) return;
    s = *clue;
    listed = &prop.groups[1];
  }
  if (!r.expect_count(prop, *listed, 1, static_cast<std::size_t>(-1), "cells in line order"))
    return;
  auto cells = r.cells(*listed);
  if (!cells) return;
  const bool loop = cells->size() >= 2 && cells->front() == cells->back();
  if (loop) cells->pop_back();
  r.add(model::SumLine{s, std::move(*cells), loop}, prop);
}

}  // namespace rfsat::sema::handle
