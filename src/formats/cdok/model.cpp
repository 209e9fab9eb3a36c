// A calcudoku and its puzzle model, both ways (model.hpp): calcudoku_model
// builds the lines, givens and cages; calcudoku_of checks that a model has
// exactly that shape (square, values 1..n or 0..99, row and column lines,
// connected disjoint cages covering the grid with the givens) and names the
// first thing that does not fit.
#include "cdok/model.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <type_traits>
#include <variant>

namespace rfsat::formats::cdok {
namespace {

constexpr std::string_view kLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

std::vector<std::vector<int>> lines_of(int n) {
  std::vector<std::vector<int>> out;
  for (int r = 0; r < n; ++r) {
    out.emplace_back();
    for (int c = 0; c < n; ++c) out.back().push_back(r * n + c);
  }
  for (int c = 0; c < n; ++c) {
    out.emplace_back();
    for (int r = 0; r < n; ++r) out.back().push_back(r * n + c);
  }
  return out;
}

bool connected(const std::vector<int>& cells, int n) {
  std::set<int> in(cells.begin(), cells.end()), seen{cells[0]};
  std::vector<int> stack{cells[0]};
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    const int r = c / n, k = c % n;
    const int next[4] = {k > 0 ? c - 1 : -1, k + 1 < n ? c + 1 : -1, r > 0 ? c - n : -1, r + 1 < n ? c + n : -1};
    for (int m : next)
      if (m >= 0 && in.count(m) && seen.insert(m).second) stack.push_back(m);
  }
  return seen.size() == in.size();
}

bool in_one_line(const std::vector<int>& cells, int n) {
  bool row = true, col = true;
  for (int c : cells) {
    row = row && c / n == cells[0] / n;
    col = col && c % n == cells[0] % n;
  }
  return row || col;
}

std::string cell_name(int cell, int n) {
  return "r" + std::to_string(cell / n + 1) + "c" + std::to_string(cell % n + 1);
}

// One cage of the model, whatever its kind.
struct ModelCage {
  char op;
  long long target;
  const std::vector<int>* cells;
  bool distinct;
};

}  // namespace

model::Puzzle calcudoku_model(const CdokPuzzle& spec) {
  const int n = spec.size;
  model::Puzzle p;
  p.geometry = model::Geometry::rectangle(n, n);
  p.repetition = true;
  const int lo = spec.min_value(), hi = spec.max_value();
  for (int v = lo; v <= hi; ++v) {
    char glyph = '?';
    if (spec.nylimb) glyph = v < 10 ? static_cast<char>('0' + v) : '?';
    else glyph = kValueGlyphs[v - 1];
    p.symbols.symbols.push_back({glyph, 1, v});
  }
  p.symbols.capacity = spec.nylimb ? p.symbols.size() : n;
  for (std::vector<int>& line : lines_of(n)) {
    if (spec.nylimb) p.constraints.push_back({model::DistinctDigits{std::move(line)}, spec.pos});
    else p.constraints.push_back({model::Group{std::move(line)}, spec.pos});
  }
  for (int c = 0; c < n * n; ++c)
    if (spec.given[c] >= 0) p.constraints.push_back({model::Given{c, spec.given[c] - lo}, spec.pos});
  for (const CdokCage& g : spec.cages) {
    model::ConstraintKind k;
    switch (g.op) {
      case '+': k = model::Sum{g.target, g.cells, false}; break;
      case '-': k = model::Diff{g.target, g.cells, false}; break;
      case '*': k = model::Product{g.target, g.cells, false}; break;
      default: k = model::Ratio{g.target, g.cells, false}; break;
    }
    p.constraints.push_back({std::move(k), g.pos});
  }
  return p;
}

std::optional<CdokPuzzle> calcudoku_of(const model::Puzzle& p, std::string* why) {
  auto fail = [why](std::string m) -> std::optional<CdokPuzzle> {
    if (why) *why = std::move(m);
    return std::nullopt;
  };
  const model::Geometry& geo = p.geometry;
  const int n = geo.rows;
  if (geo.is_hexagon() || !geo.sub_grids.empty() || geo.rows != geo.cols || n == 0)
    return fail("a calcudoku grid is one square (no hexagons or multi-grid layouts)");
  if (geo.active_count() != geo.cell_count()) return fail("a calcudoku grid has no holes");
  if (n > kCdokMaxSize) return fail("the grid is larger than 64x64");
  CdokPuzzle out;
  out.size = n;
  for (const model::Constraint& c : p.constraints)
    if (std::holds_alternative<model::DistinctDigits>(c.kind)) out.nylimb = true;
  const int lo = out.min_value(), hi = out.max_value();
  // Values: the symbols' calculation numbers are exactly lo..hi.
  std::set<long long> calcs;
  for (const model::Symbol& s : p.symbols.symbols) {
    if (s.multiplicity != 1) return fail("a calcudoku has each value once per row and column");
    calcs.insert(s.calc);
  }
  if (static_cast<int>(calcs.size()) != p.symbols.size() || p.symbols.size() != hi - lo + 1 ||
      *calcs.begin() != lo || *calcs.rbegin() != hi || p.symbols.empty_symbol)
    return fail(out.nylimb ? "a Nylimb calcudoku has the values 0..99"
                           : "the values of a calcudoku number 1.." + std::to_string(n));
  // Lines, givens, cages; nothing else.
  std::set<std::vector<int>> lines;
  for (std::vector<int>& l : lines_of(n)) {
    std::sort(l.begin(), l.end());
    lines.insert(l);
  }
  std::set<std::vector<int>> seen_lines;
  out.given.assign(static_cast<std::size_t>(n) * n, -1);
  std::vector<ModelCage> cages;
  for (const model::Constraint& c : p.constraints) {
    std::optional<std::string> problem;
    std::visit(
        [&](const auto& k) {
          using K = std::decay_t<decltype(k)>;
          if constexpr (std::is_same_v<K, model::Group> || std::is_same_v<K, model::DistinctDigits>) {
            std::vector<int> cells = k.cells;
            std::sort(cells.begin(), cells.end());
            if (std::is_same_v<K, model::Group> == out.nylimb || !lines.count(cells))
              problem = out.nylimb ? "a Nylimb calcudoku has only its row and column lines"
                                   : "a calcudoku has only row and column groups (no boxes, regions or diagonals)";
            else if (!std::is_same_v<K, model::Group> || static_cast<int>(cells.size()) == p.symbols.capacity)
              seen_lines.insert(cells);
          } else if constexpr (std::is_same_v<K, model::Given>) {
            const int v = static_cast<int>(p.symbols.calc(k.symbol));
            if (out.given[k.cell] >= 0 && out.given[k.cell] != v)
              problem = "two different givens in " + cell_name(k.cell, n);
            out.given[k.cell] = v;
          } else if constexpr (std::is_same_v<K, model::Sum>) {
            cages.push_back({'+', k.target, &k.cells, k.distinct});
          } else if constexpr (std::is_same_v<K, model::Diff>) {
            cages.push_back({'-', k.target, &k.cells, k.distinct});
          } else if constexpr (std::is_same_v<K, model::Product>) {
            cages.push_back({'*', k.target, &k.cells, k.distinct});
          } else if constexpr (std::is_same_v<K, model::Ratio>) {
            cages.push_back({'/', k.target, &k.cells, k.distinct});
          } else {
            problem = "rule '" + std::string(model::kind_name(k)) + "' has no cdok form";
          }
        },
        c.kind);
    if (problem) return fail(*problem);
  }
  if (seen_lines.size() != lines.size())
    return fail(out.nylimb ? "every row and column must be a Nylimb line"
                           : "every row and column must be a group (row_groups, column_groups)");
  std::vector<int> cage_of(static_cast<std::size_t>(n) * n, -1);
  std::vector<std::pair<int, CdokCage>> sorted;
  for (std::size_t i = 0; i < cages.size(); ++i) {
    const ModelCage& m = cages[i];
    std::vector<int> cells = *m.cells;
    std::sort(cells.begin(), cells.end());
    if (cells.empty()) return fail("a cage without cells has no cdok form");
    for (int c : cells) {
      if (cage_of[c] >= 0) return fail("cages overlap at " + cell_name(c, n));
      if (out.given[c] >= 0) return fail("a given inside a cage at " + cell_name(c, n));
      cage_of[c] = static_cast<int>(i);
    }
    if (!connected(cells, n)) return fail("the cage at " + cell_name(cells[0], n) + " is not connected");
    if (m.distinct && !in_one_line(cells, n))
      return fail("the cage at " + cell_name(cells[0], n) +
                  " forbids repeats across rows (cdok cages allow them: add `repetition`)");
    if (m.target < 0 || ((m.op == '*' || m.op == '/') && m.target == 0))
      return fail("the cage at " + cell_name(cells[0], n) + " has target " + std::to_string(m.target) +
                  ", which cdok cannot write");
    if (cells.size() == 1) {  // a one-cell cage is a given
      const long long v = m.target;
      if (v < lo || v > hi) return fail("the one-cell cage at " + cell_name(cells[0], n) + " has no valid value");
      cage_of[cells[0]] = -1;
      out.given[cells[0]] = static_cast<int>(v);
      continue;
    }
    CdokCage g;
    g.op = m.op;
    g.target = m.target;
    g.cells = cells;
    sorted.emplace_back(cells[0], std::move(g));
  }
  for (int c = 0; c < n * n; ++c)
    if (cage_of[c] < 0 && out.given[c] < 0)
      return fail(cell_name(c, n) + " is in no cage and not given (every cdok cell is one or the other)");
  if (sorted.size() > kLetters.size())
    return fail(std::to_string(sorted.size()) + " cages: cdok names at most 52 (A-Z, a-z)");
  std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (std::size_t i = 0; i < sorted.size(); ++i) {
    sorted[i].second.letter = kLetters[i];
    out.cages.push_back(std::move(sorted[i].second));
  }
  return out;
}

std::vector<int> calcudoku_values(const model::Puzzle& p, const model::Assignment& a) {
  std::vector<int> v(a.size(), -1);
  for (std::size_t c = 0; c < a.size(); ++c)
    if (a[c] >= 0) v[c] = static_cast<int>(p.symbols.calc(a[c]));
  return v;
}

}  // namespace rfsat::formats::cdok
