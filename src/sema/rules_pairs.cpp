// Semantic pass of the pair family of variant rules (see variant_rules.hpp):
// §7 pairs and triples as they come, and the §8 whole-grid rules (plus
// kropki_sum2) deferred to `finish_pair_rules`, which sees every other rule.
// Readings: `neq` and `nodiff` are one-pair bans (DifferentPairs, NoDiff); a
// dot exempts its pair whatever its number (no_kropki: any kropki_diff or
// kropki_factor; no_kropki_sum: any kropki_sum, but not kropki_sum2, which the
// spec keeps apart for the negative rule; no_kimo_sum: any 2-cell kimo_sum;
// no_modulo(m): a 2-cell modulo with the same m, or modulo3 for m = 3).
// Ripple lines are the rows and columns of each sub-grid without their holes
// (a hole is no cell), and the hexagon_lines of a hexagonal grid. Chess rules
// need a rectangular grid; with sub-grids they pair cells of one sub-grid.
#include <algorithm>
#include <set>
#include <span>
#include <type_traits>
#include <variant>

#include "variant_rules.hpp"

namespace rfsat::sema {
namespace {

constexpr std::size_t kMany = static_cast<std::size_t>(-1);

model::CellPair ordered(int a, int b) { return {std::min(a, b), std::max(a, b)}; }

// The cells of `ts`, none repeated (the error points at the repeat).
std::optional<std::vector<int>> distinct_cells(Resolver& r, const ast::Property& prop,
                                               std::span<const ast::Token> ts) {
  auto cells = r.cells({ts.begin(), ts.end()});
  if (!cells) return std::nullopt;
  for (std::size_t i = 1; i < cells->size(); ++i) {
    if (std::find(cells->begin(), cells->begin() + i, (*cells)[i]) == cells->begin() + i) continue;
    r.error(ts[i].pos, "'" + prop.name.text + "' lists cell " + ts[i].text + " (" +
                           r.cell_name((*cells)[i]) + ") twice");
    return std::nullopt;
  }
  return cells;
}

// The arguments of a §7 rule: a number (required, optional with a default,
// or none), then `count` distinct cells.
enum class Number { none, required, optional };
struct PairArgs {
  long long number = 0;
  std::vector<int> cells;
};

std::optional<PairArgs> pair_args(Resolver& r, const ast::Property& prop, std::size_t count,
                                  Number number, long long fallback, const char* what) {
  auto args = r.flat_args(prop);
  const std::size_t max = count + (number == Number::none ? 0 : 1);
  const std::size_t min = count + (number == Number::required ? 1 : 0);
  if (!args || !r.expect_count(prop, *args, min, max, what)) return std::nullopt;
  PairArgs out{fallback, {}};
  std::span<const ast::Token> ts(*args);
  if (ts.size() > count) {
    auto n = r.integer(ts.front());
    if (!n) return std::nullopt;
    out.number = *n;
    ts = ts.subspan(1);
  }
  auto cells = distinct_cells(r, prop, ts);
  if (!cells) return std::nullopt;
  out.cells = std::move(*cells);
  return out;
}

// §7 rules: build the constraint; false if `prop` is no §7 rule.
bool pair_rule(Resolver& r, const ast::Property& prop) {
  const std::string& n = prop.name.text;
  const bool two = n == "equal" || n == "neq" || n == "greater";
  const bool numbered = n == "nodiff" || n == "mindiff" || n == "kropki_sum" || n == "kropki_sum2";
  const bool dot = n == "kropki_diff" || n == "kropki_factor";
  const bool triple = n == "circlediff" || n == "circlepower";
  if (!two && !numbered && !dot && !triple) return false;
  std::optional<PairArgs> a;
  if (two) a = pair_args(r, prop, 2, Number::none, 0, "cell, cell");
  if (numbered) a = pair_args(r, prop, 2, Number::required, 0, "number, cell, cell");
  if (dot)
    a = pair_args(r, prop, 2, Number::optional, n == "kropki_diff" ? 1 : 2,
                  "optional number, cell, cell");
  if (triple) a = pair_args(r, prop, 3, Number::none, 0, "circle cell, cell, cell");
  if (!a) return true;
  const long long k = a->number;
  const std::vector<int>& c = a->cells;
  if (n == "equal") r.add(model::Equal{c[0], c[1]}, prop);
  if (n == "neq") r.add(model::DifferentPairs{{ordered(c[0], c[1])}, {}}, prop);
  if (n == "greater") r.add(model::Greater{c[0], c[1]}, prop);
  if (n == "nodiff") r.add(model::NoDiff{k, {ordered(c[0], c[1])}}, prop);
  if (n == "mindiff") r.add(model::MinDiff{k, c[0], c[1]}, prop);
  if (n == "kropki_sum" || n == "kropki_sum2") r.add(model::SumDot{k, c[0], c[1]}, prop);
  if (n == "kropki_diff") r.add(model::DiffDot{k, c[0], c[1]}, prop);
  if (n == "kropki_factor") r.add(model::RatioDot{k, c[0], c[1]}, prop);
  if (n == "circlediff") r.add(model::CircleDiff{c[0], c[1], c[2]}, prop);
  if (n == "circlepower") r.add(model::CirclePower{c[0], c[1], c[2]}, prop);
  return true;
}

const std::set<std::string> kDeferred = {"kropki_sum2",     "non_consecutive",
                                         "nodiff_adjacent", "different_adjacent",
                                         "no_kropki",       "no_kropki_sum",
                                         "no_kimo_sum",     "no_modulo",
                                         "ripple_cages",    "ripple_effect_distance",
                                         "anti_knight",     "anti_king",
                                         "anti_bishop",     "anti_queen"};

// The pairs the negative rules exempt, read from the rules resolved so far
// (before kropki_sum2, so its SumDots are not among them).
struct Exempt {
  std::set<model::CellPair> dots, sum_dots, kimo;
  std::set<std::pair<long long, model::CellPair>> modulo;  // (modulus, pair)
};

// Visiting (not get_if) keeps this compiling while a kind is not yet listed.
template <class K>
void note_exempt(const K& k, Exempt& e) {
  if constexpr (std::is_same_v<K, model::DiffDot> || std::is_same_v<K, model::RatioDot>)
    e.dots.insert(ordered(k.a, k.b));
  if constexpr (std::is_same_v<K, model::SumDot>) e.sum_dots.insert(ordered(k.a, k.b));
  if constexpr (std::is_same_v<K, model::SumModulo>)
    if (k.cells.size() == 2) e.kimo.insert(ordered(k.cells[0], k.cells[1]));
  if constexpr (std::is_same_v<K, model::SameRemainder>)
    if (k.cells.size() == 2) e.modulo.insert({k.modulus, ordered(k.cells[0], k.cells[1])});
}

Exempt exempt_pairs(const model::Puzzle& p) {
  Exempt e;
  for (const model::Constraint& c : p.constraints)
    std::visit([&e](const auto& k) { note_exempt(k, e); }, c.kind);
  return e;
}

// The adjacent pairs (Geometry::adjacent_pairs, the only source of
// adjacency) that are not in `exempt`.
std::vector<model::CellPair> adjacent_but(const model::Puzzle& p,
                                          const std::set<model::CellPair>& exempt = {}) {
  std::vector<model::CellPair> out;
  for (const model::CellPair& pr : p.geometry.adjacent_pairs())
    if (!exempt.count(pr)) out.push_back(pr);
  return out;
}

// Pairs of non-hole cells a move (dr, dc) apart, dr > 0 or (dr == 0, dc > 0);
// `slide`: also every multiple of the move (bishop, rook lines).
std::vector<model::CellPair> move_pairs(const model::Geometry& g,
                                        const std::vector<std::pair<int, int>>& moves, bool slide) {
  std::vector<model::CellPair> out;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      if (g.is_hole(g.cell_at(r, c))) continue;
      for (const auto& [dr, dc] : moves)
        for (int k = 1; k == 1 || slide; ++k) {
          const int r2 = r + k * dr, c2 = c + k * dc;
          if (r2 >= g.rows || c2 < 0 || c2 >= g.cols) break;
          const int a = g.cell_at(r, c), b = g.cell_at(r2, c2);
          if (!g.is_hole(b) && g.in_one_grid(a, b)) out.emplace_back(a, b);
        }
    }
  std::sort(out.begin(), out.end());
  return out;
}

// Integer arguments of a deferred call, each checked by `ok` (else an error
// saying `need` at the token).
template <class Ok>
std::optional<std::vector<long long>> integers(Resolver& r, const ast::Property& prop,
                                               std::size_t min, std::size_t max, const char* what,
                                               Ok ok, const char* need) {
  auto args = r.flat_args(prop);
  if (!args || !r.expect_count(prop, *args, min, max, what)) return std::nullopt;
  std::vector<long long> out;
  for (const ast::Token& t : *args) {
    auto v = r.integer(t);
    if (!v) return std::nullopt;
    if (!ok(out.size(), *v)) {
      r.error(t.pos, "'" + prop.name.text + "': " + need + ", got " + t.text);
      return std::nullopt;
    }
    out.push_back(*v);
  }
  return out;
}

const auto kAnyInteger = [](std::size_t, long long) { return true; };

void adjacency_rule(Resolver& r, const ast::Property& prop, const Exempt& ex) {
  const std::string& n = prop.name.text;
  const model::Puzzle& p = r.puzzle();
  auto modulus_ok = [](std::size_t, long long v) { return v >= 1; };
  auto kimo_ok = [](std::size_t i, long long v) { return i == 0 || v >= 1; };  // (r, m)
  const char* modulus_need = "the modulus must be at least 1";
  if (n == "non_consecutive") r.add(model::NoDiff{1, adjacent_but(p)}, prop);
  if (n == "different_adjacent") r.add(model::DifferentPairs{adjacent_but(p), {}}, prop);
  if (n == "nodiff_adjacent")
    if (auto d = integers(r, prop, 1, 1, "difference", kAnyInteger, ""))
      r.add(model::NoDiff{d->front(), adjacent_but(p)}, prop);
  if (n == "no_kropki") {
    r.add(model::NoDiff{1, adjacent_but(p, ex.dots)}, prop);
    r.add(model::NoRatio{2, adjacent_but(p, ex.dots)}, prop);
  }
  if (n == "no_kropki_sum")
    if (auto sums = integers(r, prop, 1, kMany, "sums", kAnyInteger, ""))
      r.add(model::NoSum{std::move(*sums), adjacent_but(p, ex.sum_dots)}, prop);
  if (n == "no_kimo_sum")
    if (auto rm = integers(r, prop, 2, 2, "remainder, modulus", kimo_ok, modulus_need))
      r.add(model::NoSumModulo{(*rm)[0], (*rm)[1], adjacent_but(p, ex.kimo)}, prop);
  if (n == "no_modulo")
    if (auto m = integers(r, prop, 1, 1, "modulus", modulus_ok, modulus_need)) {
      std::set<model::CellPair> same_modulus;
      for (const auto& [modulus, pr] : ex.modulo)
        if (modulus == m->front()) same_modulus.insert(pr);
      r.add(model::NoSameRemainder{m->front(), adjacent_but(p, same_modulus)}, prop);
    }
}

void ripple_rule(Resolver& r, const ast::Property& prop) {
  const model::Geometry& g = r.puzzle().geometry;
  if (prop.name.text == "ripple_cages") {
    for (const std::vector<int>& cells : r.region_groups()) r.add(model::RippleCage{cells}, prop);
    return;
  }
  std::vector<std::vector<int>> lines = g.is_hexagon() ? g.hexagon_lines() : g.row_lines();
  for (auto& l : g.column_lines()) lines.push_back(std::move(l));
  for (std::vector<int>& cells : lines)
    if (cells.size() >= 2) r.add(model::RippleLine{std::move(cells)}, prop);
}

void chess_rule(Resolver& r, const ast::Property& prop) {
  const std::string& n = prop.name.text;
  const model::Geometry& g = r.puzzle().geometry;
  if (!r.rectangular(prop)) return;
  std::vector<model::CellPair> pairs;
  if (n == "anti_knight") pairs = move_pairs(g, {{1, 2}, {1, -2}, {2, 1}, {2, -1}}, false);
  if (n == "anti_king") pairs = move_pairs(g, {{0, 1}, {1, -1}, {1, 0}, {1, 1}}, false);
  if (n == "anti_bishop") pairs = move_pairs(g, {{1, -1}, {1, 1}}, true);
  if (n == "anti_queen") pairs = move_pairs(g, {{0, 1}, {1, -1}, {1, 0}, {1, 1}}, true);
  std::vector<int> only;
  if (prop.shape == ast::Shape::call) {  // anti_queen(s1, ...): only these symbols
    auto args = r.flat_args(prop);
    if (!args || !r.expect_count(prop, *args, 1, kMany, "symbols")) return;
    auto symbols = r.symbols(*args);
    if (!symbols) return;
    only = std::move(*symbols);
  }
  r.add(model::DifferentPairs{std::move(pairs), std::move(only)}, prop);
}

}  // namespace

bool resolve_pair_rule(Resolver& r, const ast::Property& prop) { return pair_rule(r, prop); }

bool is_deferred_rule(const std::string& name) { return kDeferred.count(name) > 0; }

void finish_pair_rules(Resolver& r, const std::vector<const ast::Property*>& deferred) {
  const Exempt ex = exempt_pairs(r.puzzle());
  for (const ast::Property* prop : deferred)
    if (prop->name.text == "kropki_sum2") pair_rule(r, *prop);
  for (const ast::Property* prop : deferred) {
    const std::string& n = prop->name.text;
    if (n.rfind("anti_", 0) == 0)
      chess_rule(r, *prop);
    else if (n.rfind("ripple_", 0) == 0)
      ripple_rule(r, *prop);
    else if (n != "kropki_sum2")
      adjacency_rule(r, *prop, ex);
  }
}

}  // namespace rfsat::sema
