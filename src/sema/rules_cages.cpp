// Resolve handlers (handlers.hpp) of the cage family of variant rules (spec
// §6): sum, product, diff, ratio, kimo_sum, modulo, modulo3 and wheel.
#include <algorithm>
#include <optional>
#include <utility>

#include "handlers.hpp"
#include "resolver.hpp"

namespace rfsat::sema::handle {
namespace {

// sum/product/diff/ratio(target, c1, ..., ck) and modulo(m, c1, ..., ck): at
// least one cell, none repeated; `distinct` is !repetition; m >= 1.
// wheel(c1, c2, c3, c4; s1, s2, s3, s4): two ';' groups of four; the cells are
// a 2x2 block listed clockwise from its top left (so a row-major listing is
// caught), the symbols may repeat.

// The cells of `ts`: at least one, none repeated (error at the repeat).
std::optional<std::vector<int>> cells(Resolver& r, const Property& prop,
                                      const std::vector<ast::Token>& ts) {
  return r.cells_once(prop, ts);
}

// `name(number, c1, ..., ck)`: the number and the cells.
std::optional<std::pair<long long, std::vector<int>>> number_and_cells(Resolver& r,
                                                                       const Property& prop,
                                                                       const char* what) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 2, static_cast<std::size_t>(-1), what)) return std::nullopt;
  auto n = r.integer(args->front());
  auto cs = cells(r, prop, {args->begin() + 1, args->end()});
  if (!n || !cs) return std::nullopt;
  return std::make_pair(*n, std::move(*cs));
}

template <class Kind>
void arithmetic(Resolver& r, const Property& prop) {
  if (auto a = number_and_cells(r, prop, "target, then cells"))
    r.add(Kind{a->first, std::move(a->second), !r.puzzle().repetition}, prop);
}

// The four cells go clockwise around one point from the top left.
bool clockwise_block(Resolver& r, const std::vector<ast::Token>& ts, const std::vector<int>& cs) {
  const model::Geometry& g = r.puzzle().geometry;
  if (g.is_hexagon()) {
    r.error(ts[0].pos, "wheel: the four cells around a point need a rectangular grid; this one is hexagonal");
    return false;
  }
  const int row = g.row_of(cs[0]), col = g.col_of(cs[0]);
  const int dr[4] = {0, 0, 1, 1}, dc[4] = {0, 1, 1, 0};
  for (int i = 1; i < 4; ++i) {
    const int er = row + dr[i], ec = col + dc[i];
    const bool inside = er < g.rows && ec < g.cols;
    if (inside && cs[i] == g.cell_at(er, ec)) continue;
    r.error(ts[i].pos, "wheel: the cells go clockwise from the top left around one point; " +
                           (inside ? "expected cell " + std::to_string(g.cell_at(er, ec) + 1) + " (" +
                                         r.cell_name(g.cell_at(er, ec)) + ") here"
                                   : "cell " + ts[0].text + " is not the top left of a 2x2 block"));
    return false;
  }
  return true;
}

}  // namespace

// sum(s, c1, ..., ck), product, diff, ratio: distinct unless `repetition`.
void sum(Resolver& r, const Property& prop) { arithmetic<model::Sum>(r, prop); }
void product(Resolver& r, const Property& prop) { arithmetic<model::Product>(r, prop); }
void diff(Resolver& r, const Property& prop) { arithmetic<model::Diff>(r, prop); }
void ratio(Resolver& r, const Property& prop) { arithmetic<model::Ratio>(r, prop); }

// kimo_sum(r, m, c1, ..., ck): m >= 1, at least one cell.
void kimo_sum(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 3, static_cast<std::size_t>(-1),
                               "remainder, modulus, then cells"))
    return;
  auto rem = r.integer((*args)[0]), m = r.integer((*args)[1]);
  auto cs = cells(r, prop, {args->begin() + 2, args->end()});
  if (!rem || !m || !cs) return;
  if (*m < 1) {
    r.error((*args)[1].pos, "kimo_sum modulus must be at least 1, got " + (*args)[1].text);
    return;
  }
  r.add(model::KimoSum{*rem, *m, std::move(*cs)}, prop);
}

void modulo(Resolver& r, const Property& prop) {
  auto a = number_and_cells(r, prop, "modulus, then cells");
  if (!a) return;
  if (a->first < 1) {
    r.error(prop.groups.front().front().pos, "modulo: the modulus must be at least 1, got " +
                                                 prop.groups.front().front().text);
    return;
  }
  r.add(model::Modulo{a->first, std::move(a->second)}, prop);
}

// modulo3(c1, c2) = modulo(3, c1, c2).
void modulo3(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, 2, 2, "two cells")) return;
  if (auto cs = cells(r, prop, *args)) r.add(model::Modulo{3, std::move(*cs)}, prop);
}

void wheel(Resolver& r, const Property& prop) {
  if (prop.groups.size() != 2) {
    r.error(prop.groups.size() > 2 && !prop.groups[2].empty() ? prop.groups[2].front().pos : prop.pos,
            "'wheel' takes two groups separated by ';': four cells, then four symbols");
    return;
  }
  const auto& ct = prop.groups[0];
  const auto& st = prop.groups[1];
  if (!r.expect_count(prop, ct, 4, 4, "four cells, clockwise from the top left") ||
      !r.expect_count(prop, st, 4, 4, "four symbols, clockwise"))
    return;
  auto cs = cells(r, prop, ct);
  auto ss = r.symbols(st);
  if (!cs || !ss || !clockwise_block(r, ct, *cs)) return;
  model::Wheel w;
  std::copy(cs->begin(), cs->end(), w.cells.begin());
  std::copy(ss->begin(), ss->end(), w.symbols.begin());
  r.add(w, prop);
}

}  // namespace rfsat::sema::handle
