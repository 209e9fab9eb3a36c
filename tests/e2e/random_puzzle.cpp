// Random puzzle generation for the differential tests: the grid, symbols,
// holes, groups, renban and single-cell rules, the solution cap, and the
// description printed with every failure (random_puzzle.hpp).
#include "random_puzzle.hpp"

#include <algorithm>
#include <sstream>
#include <variant>

#include "../support/backtrack.hpp"
#include "../support/named_cells.hpp"
#include "../support/brute_force.hpp"

namespace rfsat::test::random {

using model::Constraint;
using model::ConstraintKind;

int uniform(Rng& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
bool chance(Rng& rng, double p) { return std::bernoulli_distribution(p)(rng); }

void add(Puzzle& p, ConstraintKind k) { p.constraints.push_back(Constraint{std::move(k), {}}); }

std::vector<int> active_cells(const Puzzle& p) {
  std::vector<int> cells;
  for (int c = 0; c < p.geometry.cell_count(); ++c)
    if (!p.geometry.is_hole(c)) cells.push_back(c);
  return cells;
}

std::vector<int> some_cells(Rng& rng, const Puzzle& p, int lo, int hi) {
  std::vector<int> all = active_cells(p);
  std::shuffle(all.begin(), all.end(), rng);
  all.resize(std::min<std::size_t>(uniform(rng, lo, hi), all.size()));
  return all;
}

namespace {

// `count` distinct random symbols of p.
std::vector<int> random_symbols(Rng& rng, const Puzzle& p, int count) {
  std::vector<int> all;
  for (int s = 0; s < p.symbols.size(); ++s) all.push_back(s);
  std::shuffle(all.begin(), all.end(), rng);
  all.resize(std::min<std::size_t>(count, all.size()));
  return all;
}

// ---- describing a puzzle (for failure messages) -----------------------------------

std::string cells_text(const std::vector<int>& cells) {
  std::string s;
  for (int c : cells) s += (s.empty() ? "" : ",") + std::to_string(c);
  return s;
}

struct KindText {
  static std::string with(const std::string& name, long long number,
                          const std::vector<int>& cells) {
    return name + "(" + std::to_string(number) + ";" + cells_text(cells) + ")";
  }
  static std::string pairs_text(const std::vector<model::CellPair>& pairs) {
    std::string s;
    for (const auto& [a, b] : pairs)
      s += (s.empty() ? "" : " ") + std::to_string(a) + "-" + std::to_string(b);
    return s;
  }
  std::string operator()(const model::Sum& k) {
    return with(k.distinct ? "sum" : "sum_rep", k.target, k.cells);
  }
  std::string operator()(const model::Product& k) {
    return with(k.distinct ? "product" : "product_rep", k.target, k.cells);
  }
  std::string operator()(const model::Diff& k) {
    return with(k.distinct ? "diff" : "diff_rep", k.target, k.cells);
  }
  std::string operator()(const model::Ratio& k) {
    return with(k.distinct ? "ratio" : "ratio_rep", k.target, k.cells);
  }
  std::string operator()(const model::KimoSum& k) {
    return with("kimo_sum mod " + std::to_string(k.modulus), k.remainder, k.cells);
  }
  std::string operator()(const model::Modulo& k) {
    return with("modulo", k.modulus, k.cells);
  }
  std::string operator()(const model::Whisper& k) { return with("whisper", k.d, k.cells); }
  std::string operator()(const model::Sandwich& k) {
    if (!k.given_crusts) return with("sandwich", k.target, k.cells);
    return with("sandwich crusts " + std::to_string(k.crust_a) + " " + std::to_string(k.crust_b),
                k.target, k.cells);
  }
  std::string operator()(const model::Thermo& k) {
    return std::string(k.strict ? "thermo(" : "slow_thermo(") + cells_text(k.cells) + ")";
  }
  std::string operator()(const model::Arrow& k) {
    return "arrow(" + cells_text(k.bulb) + ";" + cells_text(k.line) + ")";
  }
  std::string operator()(const model::Wheel& k) {
    return "wheel(" + cells_text({k.cells.begin(), k.cells.end()}) + ";" +
           cells_text({k.symbols.begin(), k.symbols.end()}) + ")";
  }
  std::string operator()(const model::MinDiff& k) { return with("mindiff", k.d, {k.a, k.b}); }
  std::string operator()(const model::KropkiDiff& k) { return with("kropki_diff", k.d, {k.a, k.b}); }
  std::string operator()(const model::KropkiFactor& k) {
    return with("kropki_factor", k.f, {k.a, k.b});
  }
  std::string operator()(const model::KropkiSum& k) { return with("kropki_sum", k.s, {k.a, k.b}); }
  std::string operator()(const model::KropkiAny& k) {
    return "kropki_any(" + cells_text({k.a, k.b}) + ")";
  }
  std::string operator()(const model::DifferentPairs& k) {
    return "neq(" + pairs_text(k.pairs) + ";only " + cells_text(k.only_symbols) + ")";
  }
  std::string operator()(const model::NoDiff& k) {
    return "nodiff(" + std::to_string(k.d) + ";" + pairs_text(k.pairs) + ")";
  }
  std::string operator()(const model::NoKropkiSum& k) {
    std::vector<int> sums(k.sums.begin(), k.sums.end());
    return "no_sum(" + cells_text(sums) + ";" + pairs_text(k.pairs) + ")";
  }
  std::string operator()(const model::NoKimoSum& k) {
    return "no_kimo_sum(" + std::to_string(k.remainder) + " mod " + std::to_string(k.modulus) +
           ";" + pairs_text(k.pairs) + ")";
  }
  std::string operator()(const model::NoModulo& k) {
    return "no_modulo(" + std::to_string(k.modulus) + ";" + pairs_text(k.pairs) + ")";
  }
  std::string operator()(const rfsat::model::Group& k) {
    return "group(" + cells_text(k.cells) + ")";
  }
  std::string operator()(const rfsat::model::Renban& k) {
    return "renban(" + cells_text(k.cells) + ")";
  }
  std::string operator()(const rfsat::model::Given& k) {
    return "given(" + std::to_string(k.cell) + "," + std::to_string(k.symbol) + ")";
  }
  std::string operator()(const rfsat::model::SetValues& k) {
    return "allowed(" + std::to_string(k.cell) + ";" + cells_text(k.symbols) + ")";
  }
  std::string operator()(const rfsat::model::DelValues& k) {
    return "forbidden(" + std::to_string(k.cell) + ";" + cells_text(k.symbols) + ")";
  }
  std::string operator()(const rfsat::model::Parity& k) {
    return std::string(k.even ? "even(" : "odd(") + cells_text(k.cells) + ")";
  }
  std::string operator()(const model::SumLine& k) {
    return with(k.loop ? "sum_line loop" : "sum_line", k.target, k.cells);
  }
  std::string operator()(const model::XSum& k) { return with("x_sum", k.target, k.cells); }
  std::string operator()(const model::Skyscraper& k) {
    return with("skyscraper", k.count, k.cells);
  }
  std::string operator()(const model::HiddenSkyscraper& k) {
    return with("hidden_skyscraper", k.value, k.cells);
  }
  std::string operator()(const model::NumberedRoom& k) {
    return with("numbered_room", k.value, k.cells);
  }
  std::string operator()(const model::Lunchbox& k) { return with("lunchbox", k.target, k.cells); }
  // Cage and set rules (random_set_rules.cpp): the numbers they carry.
  static std::string numbers_text(const std::vector<long long>& v) {
    std::string s;
    for (long long x : v) s += (s.empty() ? "" : ",") + std::to_string(x);
    return s;
  }
  std::string operator()(const model::RellikCage& k) {
    return with("rellik_cage", k.target, k.cells);
  }
  std::string operator()(const model::EqualSum& k) {
    return "equal_sum(lengths " + cells_text(k.lengths) + ";" + cells_text(k.cells) + ")";
  }
  std::string operator()(const model::ContainAtLeast& k) {
    return std::string(k.exact ? "contain_exact(" : "contain_at_least(") + numbers_text(k.values) +
           ";" + cells_text(k.cells) + ")";
  }
  std::string operator()(const model::Quadruple& k) {
    return "quadruple(" + numbers_text(k.values) + ";" + cells_text(k.cells) + ")";
  }
  std::string operator()(const model::LookAndSay& k) {
    std::string s;
    for (const auto& [count, value] : k.counts)
      s += (s.empty() ? "" : " ") + std::to_string(count) + "x" + std::to_string(value);
    return "look_and_say(" + s + ";" + cells_text(k.cells) + ")";
  }
  std::string operator()(const model::SameValues& k) {
    return "same_values(size " + std::to_string(k.size) + ";" + cells_text(k.cells) + ")";
  }
  std::string operator()(const model::Clone& k) { return "clone(" + pairs_text(k.pairs) + ")"; }
  std::string operator()(const model::LockoutLine& k) {
    return "lockout_line(" + std::to_string(k.d) + ";" + cells_text(k.cells) + ")";
  }
  std::string operator()(const model::RegionSumLine& k) {
    std::string text = "region_sum_line(" + cells_text(k.cells) + "; regions";
    for (const std::vector<int>& r : k.regions) text += " {" + cells_text(r) + "}";
    return text + ")";
  }
  template <class Kind>  // kinds this generator never makes
  std::string operator()(const Kind& k) {
    return std::string(kind_name(k)) + "(" + cells_text(rfsat::test::named_cells(k)) + ")";
  }
};

}  // namespace

std::string describe(const Puzzle& p) {
  std::ostringstream out;
  out << p.geometry.rows << "x" << p.geometry.cols << " capacity " << p.symbols.capacity
      << " symbols";
  for (const auto& s : p.symbols.symbols)
    out << " " << s.glyph << "(m" << s.multiplicity << ",c" << s.calc << ")";
  if (p.symbols.empty_symbol) out << " empty=" << *p.symbols.empty_symbol;
  std::vector<int> holes;
  for (int c = 0; c < p.geometry.cell_count(); ++c)
    if (p.geometry.is_hole(c)) holes.push_back(c);
  if (!holes.empty()) out << " holes=" << cells_text(holes);
  for (const Constraint& c : p.constraints) out << "\n  " << std::visit(KindText{}, c.kind);
  return out.str();
}

// ---- the generator ------------------------------------------------------------------

// Symbols from a `values` string as in spec §2, then maybe an empty symbol
// (calc 0) and symvalue-like overrides (may be negative or repeat).
void random_symbols_table(Rng& rng, Puzzle& p, const Shape& shape) {
  if (chance(rng, shape.empty_symbol)) {
    const int e = uniform(rng, 0, p.symbols.size() - 1);
    p.symbols.empty_symbol = e;
    p.symbols.symbols[e].calc = 0;
  }
  if (!chance(rng, 0.35)) return;
  for (int s = 0; s < p.symbols.size(); ++s)
    if (!p.symbols.is_empty(s) && chance(rng, 0.5)) p.symbols.symbols[s].calc = uniform(rng, -3, 7);
}

void random_holes(Rng& rng, Puzzle& p, const Shape& shape) {
  if (!chance(rng, shape.holes)) return;
  const int n = uniform(rng, 1, 3);
  for (int i = 0; i < n; ++i) p.geometry.hole[uniform(rng, 0, p.geometry.cell_count() - 1)] = true;
}

namespace {

// The non-hole cells among `cells`.
std::vector<int> without_holes(const Puzzle& p, const std::vector<int>& cells) {
  std::vector<int> kept;
  for (int c : cells)
    if (!p.geometry.is_hole(c)) kept.push_back(c);
  return kept;
}

// Rows, columns, boxes, diagonals and random extra regions, holes removed.
std::vector<std::vector<int>> random_houses(Rng& rng, const Puzzle& p) {
  const auto& g = p.geometry;
  const int cap = p.symbols.capacity;
  std::vector<std::vector<int>> houses;
  const bool rows = chance(rng, 0.85), cols = chance(rng, 0.85);
  for (int r = 0; rows && r < g.rows; ++r) {
    houses.emplace_back();
    for (int c = 0; c < g.cols; ++c) houses.back().push_back(g.cell_at(r, c));
  }
  for (int c = 0; cols && c < g.cols; ++c) {
    houses.emplace_back();
    for (int r = 0; r < g.rows; ++r) houses.back().push_back(g.cell_at(r, c));
  }
  for (int h = 2; h <= g.rows && chance(rng, 0.5); ++h) {
    const int w = cap / h;
    if (w * h != cap || w > g.cols || w < 2) continue;
    for (int top = 0; top + h <= g.rows; top += h)
      for (int left = 0; left + w <= g.cols; left += w) {
        houses.emplace_back();
        for (int r = top; r < top + h; ++r)
          for (int c = left; c < left + w; ++c) houses.back().push_back(g.cell_at(r, c));
      }
    break;
  }
  if (g.rows == g.cols && g.rows <= cap && chance(rng, 0.3)) {
    houses.emplace_back();
    houses.emplace_back();
    for (int i = 0; i < g.rows; ++i) {
      houses[houses.size() - 2].push_back(g.cell_at(i, i));
      houses.back().push_back(g.cell_at(i, g.cols - 1 - i));
    }
  }
  for (int n = uniform(rng, 0, 2); n > 0; --n) {
    std::vector<int> all = active_cells(p);
    std::shuffle(all.begin(), all.end(), rng);
    all.resize(std::min<std::size_t>(uniform(rng, 2, cap), all.size()));
    houses.push_back(all);
  }
  for (auto& h : houses) h = without_holes(p, h);
  return houses;
}

}  // namespace

// Groups on the houses; renban on some of them (and maybe on a short line).
void random_groups(Rng& rng, Puzzle& p, const Shape& shape) {
  const bool renban = chance(rng, shape.renban);
  for (const auto& h : random_houses(rng, p)) {
    if (h.empty()) continue;
    add(p, rfsat::model::Group{h});
    if (renban && chance(rng, 0.3)) add(p, rfsat::model::Renban{h});
  }
  if (renban && chance(rng, 0.5)) {
    std::vector<int> all = active_cells(p);
    std::shuffle(all.begin(), all.end(), rng);
    all.resize(std::min<std::size_t>(uniform(rng, 2, 4), all.size()));
    add(p, rfsat::model::Renban{all});
  }
}

namespace {

// A symbol for a cell: random, or (planted) the one `ref` holds there.
int symbol_for(Rng& rng, const Puzzle& p, const Assignment* ref, int cell) {
  return ref ? (*ref)[cell] : uniform(rng, 0, p.symbols.size() - 1);
}

}  // namespace

// Given / set_values / del_values / parity on random cells. With a reference
// solution `ref` every rule is chosen to keep `ref` a solution.
void random_cell_rules(Rng& rng, Puzzle& p, const Assignment* ref) {
  const std::vector<int> cells = active_cells(p);
  const int n = p.symbols.size();
  for (int i = uniform(rng, 0, 2); i > 0; --i) {
    const int cell = pick(rng, cells);
    add(p, rfsat::model::Given{cell, symbol_for(rng, p, ref, cell)});
  }
  for (int i = uniform(rng, 0, 2); i > 0; --i) {
    const int cell = pick(rng, cells);
    std::vector<int> some = random_symbols(rng, p, uniform(rng, 1, n));
    if (ref && std::find(some.begin(), some.end(), (*ref)[cell]) == some.end())
      some.push_back((*ref)[cell]);
    add(p, rfsat::model::SetValues{cell, some});
  }
  for (int i = uniform(rng, 0, 2); i > 0; --i) {
    const int cell = pick(rng, cells);
    std::vector<int> some = random_symbols(rng, p, uniform(rng, 1, n - 1));
    if (ref) std::erase(some, (*ref)[cell]);
    if (!some.empty()) add(p, rfsat::model::DelValues{cell, some});
  }
  for (int i = uniform(rng, 0, 2); i > 0; --i) {
    const int cell = pick(rng, cells);
    const bool even = ref ? p.symbols.calc((*ref)[cell]) % 2 == 0 : chance(rng, 0.5);
    add(p, rfsat::model::Parity{{cell}, even});
  }
}

std::optional<std::vector<Assignment>> oracle(const Puzzle& p, long long limit) {
  std::vector<Assignment> found;
  if (!rfsat::test::count_solutions_within(p, limit, kMaxNodes, &found)) return std::nullopt;
  return found;
}

namespace {

// While p has more than `target` solutions, fix a cell where two of them
// differ to its value in one of them. False if the oracle gave up.
bool limit_solutions(Rng& rng, Puzzle& p, long long target) {
  while (true) {
    const std::optional<std::vector<Assignment>> found = oracle(p, target + 1);
    if (!found) return false;
    if (static_cast<long long>(found->size()) <= target) return true;
    std::vector<int> open;
    for (int cell : active_cells(p))
      if (found->front()[cell] != found->back()[cell]) open.push_back(cell);
    const int cell = pick(rng, open);
    add(p, rfsat::model::Given{cell, pick(rng, *found)[cell]});
  }
}

// Cell rules, planted on a solution of the groups alone 60% of the time, then
// a random cap on the number of solutions. False if the oracle gave up.
bool cell_rules(Rng& rng, Puzzle& p) {
  std::optional<std::vector<Assignment>> found;
  if (chance(rng, 0.6)) found = oracle(p, 40);
  const bool planted = found && !found->empty();
  random_cell_rules(rng, p, planted ? &pick(rng, *found) : nullptr);
  return limit_solutions(rng, p, pick(rng, std::vector<long long>{1, 3, 20, 100, kLimit}));
}

const std::vector<std::string> kValues = {"123",   "112",    "1234",   "1123",   "1122",   "12345",
                                          "11233", "123456", "122333", "112233", "111222", "12"};

}  // namespace

std::optional<Puzzle> random_puzzle(std::uint64_t seed, const Shape& shape) {
  Rng rng(seed);
  std::string values;
  do values = pick(rng, kValues);
  while (static_cast<int>(values.size()) < shape.min_side);
  const int side_max = std::min<int>(shape.max_side, static_cast<int>(values.size()));
  const int rows = uniform(rng, shape.min_side, side_max);
  const int cols = chance(rng, 0.6) ? side_max : uniform(rng, shape.min_side, side_max);
  Puzzle p = rfsat::test::tiny_puzzle(rows, cols, values);
  random_symbols_table(rng, p, shape);
  random_holes(rng, p, shape);
  random_groups(rng, p, shape);
  if (!cell_rules(rng, p)) return std::nullopt;
  const bool variants = shape.variants > 0 && chance(rng, shape.variants);
  const bool global = shape.global_rules > 0 && chance(rng, shape.global_rules);
  if (variants || global) {
    // The backtracker checks variant rules once their cells are set, so they
    // only cut its search, which just finished within the node budget.
    const std::optional<std::vector<Assignment>> found = oracle(p, kLimit + 1);
    if (!found) return std::nullopt;
    const bool planted = !found->empty() && chance(rng, 0.8);
    const Assignment* ref = planted ? &pick(rng, *found) : nullptr;
    if (variants) {
      if (shape.outside_clues > 0)
        for (int i = uniform(rng, 1, shape.outside_clues); i > 0; --i)
          outside_clue_rule(rng, p, ref);
      else if (shape.only_set_rules)
        for (int i = uniform(rng, 1, 4); i > 0; --i) random_set_rule(rng, p, ref);
      else if (shape.modern_lines > 0)
        for (int i = uniform(rng, 1, shape.modern_lines); i > 0; --i) modern_line_rule(rng, p, ref);
      else
        random_variant_rules(rng, p, ref);
    }
    if (global) random_global_rules(rng, p, ref);  // last: no_kropki reads the dots
  }
  return p;
}

}  // namespace rfsat::test::random
