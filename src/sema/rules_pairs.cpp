// Resolve handlers (handlers.hpp) of the §7 pair and triple rules. Readings:
// `neq` and `nodiff` are one-pair bans (DifferentPairs, NoDiff); a kropki dot
// without its number is a difference of 1 or a factor of 2; `kropki_sum2`
// makes the same kind as `kropki_sum` but resolves later (Phase::late_dot),
// so that no_kropki_sum never counts it as an exemption.
#include <algorithm>
#include <span>

#include "handlers.hpp"
#include "resolver.hpp"

namespace rfsat::sema::handle {
namespace {

// The cells of `ts`, none repeated (the error points at the repeat).
std::optional<std::vector<int>> distinct_cells(Resolver& r, const Property& prop,
                                               std::span<const ast::Token> ts) {
  return r.cells_once(prop, ts);
}

// The arguments of a §7 rule: a number (required, optional with a default,
// or none), then `count` distinct cells.
enum class Number { none, required, optional };
struct PairArgs {
  long long number = 0;
  std::vector<int> cells;
};

std::optional<PairArgs> pair_args(Resolver& r, const Property& prop, std::size_t count,
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

// The argument forms of §7.
std::optional<PairArgs> two_cells(Resolver& r, const Property& prop) {
  return pair_args(r, prop, 2, Number::none, 0, "cell, cell");
}
std::optional<PairArgs> number_and_pair(Resolver& r, const Property& prop) {
  return pair_args(r, prop, 2, Number::required, 0, "number, cell, cell");
}
std::optional<PairArgs> dot(Resolver& r, const Property& prop, long long fallback) {
  return pair_args(r, prop, 2, Number::optional, fallback, "optional number, cell, cell");
}
std::optional<PairArgs> triple(Resolver& r, const Property& prop) {
  return pair_args(r, prop, 3, Number::none, 0, "circle cell, cell, cell");
}

void sum_dot(Resolver& r, const Property& prop) {
  if (auto a = number_and_pair(r, prop)) r.add(model::KropkiSum{a->number, a->cells[0], a->cells[1]}, prop);
}

}  // namespace

void equal(Resolver& r, const Property& prop) {
  if (auto a = two_cells(r, prop)) r.add(model::Equal{a->cells[0], a->cells[1]}, prop);
}

void neq(Resolver& r, const Property& prop) {
  if (auto a = two_cells(r, prop))
    r.add(model::DifferentPairs{{model::ordered(a->cells[0], a->cells[1])}, {}}, prop);
}

void greater(Resolver& r, const Property& prop) {
  if (auto a = two_cells(r, prop)) r.add(model::Greater{a->cells[0], a->cells[1]}, prop);
}

void nodiff(Resolver& r, const Property& prop) {
  if (auto a = number_and_pair(r, prop))
    r.add(model::NoDiff{a->number, {model::ordered(a->cells[0], a->cells[1])}}, prop);
}

void mindiff(Resolver& r, const Property& prop) {
  if (auto a = number_and_pair(r, prop)) r.add(model::MinDiff{a->number, a->cells[0], a->cells[1]}, prop);
}

void kropki_sum(Resolver& r, const Property& prop) { sum_dot(r, prop); }

void kropki_sum2(Resolver& r, const Property& prop) { sum_dot(r, prop); }

void kropki_diff(Resolver& r, const Property& prop) {
  if (auto a = dot(r, prop, 1)) r.add(model::KropkiDiff{a->number, a->cells[0], a->cells[1]}, prop);
}

void kropki_factor(Resolver& r, const Property& prop) {
  if (auto a = dot(r, prop, 2)) r.add(model::KropkiFactor{a->number, a->cells[0], a->cells[1]}, prop);
}

// kropki_any(a, b): the grey dot, consecutive or 1:2; no number.
void kropki_any(Resolver& r, const Property& prop) {
  if (auto a = two_cells(r, prop)) r.add(model::KropkiAny{a->cells[0], a->cells[1]}, prop);
}

void circlediff(Resolver& r, const Property& prop) {
  if (auto a = triple(r, prop)) r.add(model::CircleDiff{a->cells[0], a->cells[1], a->cells[2]}, prop);
}

void circlepower(Resolver& r, const Property& prop) {
  if (auto a = triple(r, prop)) r.add(model::CirclePower{a->cells[0], a->cells[1], a->cells[2]}, prop);
}

}  // namespace rfsat::sema::handle
