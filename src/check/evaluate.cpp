// The independent checker (the oracle). Each evaluate() overload restates one
// rule of the spec (rf-format.md §2, §4, §5) as directly as possible, with
// plain loops and no cleverness, and shares no code with encodings/: every SAT
// encoding is tested against these functions, so they must be obviously right.
// find_violation() checks a whole assignment (shape, then every constraint) and
// describes the first problem it finds; the puzzle-wide facts some checkers
// read (puzzle_facts.hpp) are gathered once for its loop.
#include "evaluate.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "puzzle_facts.hpp"

namespace rfsat::check {

namespace {

// "r3c4": 1-based row and column of a cell; "v2" for the second var cell.
std::string cell_name(const Puzzle& p, int cell) {
  const model::Geometry& g = p.geometry;
  if (cell >= g.cell_count()) return "v" + std::to_string(cell - g.cell_count() + 1);
  std::string name = "r";  // built with += : GCC 12 warns (-Wrestrict) on "r" + string
  name += std::to_string(g.row_of(cell) + 1);
  name += 'c';
  name += std::to_string(g.col_of(cell) + 1);
  return name;
}

// How many of `cells` hold `symbol`.
bool contains(const std::vector<int>& symbols, int symbol) {
  return std::find(symbols.begin(), symbols.end(), symbol) != symbols.end();
}

// Every cell a constraint names (one cell for the single-cell kinds).
template <class Kind>
std::vector<int> cells_of(const Kind& k) {
  if constexpr (requires {
                  k.cell;
                  k.cells;
                }) {  // a clue cell and the cells it reads
    std::vector<int> cells = {k.cell};
    cells.insert(cells.end(), k.cells.begin(), k.cells.end());
    return cells;
  } else if constexpr (requires {
                         k.above;
                         k.below;
                       }) {  // dutch_flatmates (-1: no cell)
    std::vector<int> cells = {k.cell};
    for (int x : {k.above, k.below})
      if (x != -1) cells.push_back(x);
    return cells;
  } else if constexpr (requires { k.cells; })
    return std::vector<int>(k.cells.begin(), k.cells.end());  // Wheel: std::array
  else if constexpr (requires { k.pairs; }) {  // pair bans
    std::vector<int> cells;
    for (const auto& [x, y] : k.pairs) cells.insert(cells.end(), {x, y});
    return cells;
  } else if constexpr (requires { k.bulb; }) {  // arrow: bulb, then line
    std::vector<int> cells = k.bulb;
    cells.insert(cells.end(), k.line.begin(), k.line.end());
    return cells;
  } else if constexpr (requires { k.alternatives; }) {  // or: every alternative's cells
    std::vector<int> cells;
    for (const auto& alternative : k.alternatives)
      for (const model::Constraint& c : alternative) {
        const std::vector<int> more = constraint_cells(c);
        cells.insert(cells.end(), more.begin(), more.end());
      }
    return cells;
  } else if constexpr (requires { k.c0; })  // circle triples
    return {k.c0, k.c1, k.c2};
  else if constexpr (requires { k.a; })  // pairs
    return {k.a, k.b};
  else
    return {k.cell};
}

// Problem with the shape of the assignment itself, if any.
std::optional<std::string> shape_problem(const Puzzle& p, const Assignment& a) {
  const model::Geometry& g = p.geometry;
  if (static_cast<int>(a.size()) != g.total_cells())
    return "assignment has " + std::to_string(a.size()) + " cells, the grid has " +
           std::to_string(g.total_cells());
  const int symbols = p.symbols.size();
  for (int cell = 0; cell < g.total_cells(); ++cell) {
    const int v = a[cell];
    if (g.is_hole(cell)) {
      if (v != -1)
        return "hole " + cell_name(p, cell) + " holds " + std::to_string(v) + " (must be -1)";
    } else if (v == -1) {
      return "cell " + cell_name(p, cell) + " holds no symbol";
    } else if (v < 0 || v >= symbols) {
      return "cell " + cell_name(p, cell) + " holds " + std::to_string(v) +
             ", not a symbol index 0.." + std::to_string(symbols - 1);
    }
  }
  return std::nullopt;
}

// Problem with the cells a constraint names (outside the grid, or a hole), if any.
std::optional<std::string> reference_problem(const model::Constraint& c, const Puzzle& p) {
  const std::vector<int> cells = std::visit([](const auto& k) { return cells_of(k); }, c.kind);
  for (int cell : cells) {
    if (cell < 0 || cell >= p.geometry.total_cells())
      return std::string(model::kind_name(c)) + " constraint names cell index " +
             std::to_string(cell) + ", outside the grid";
    if (p.geometry.is_hole(cell))
      return std::string(model::kind_name(c)) + " constraint names hole " + cell_name(p, cell);
  }
  return std::nullopt;
}

// "group constraint violated (defined at line 7)".
std::string violation_text(const model::Constraint& c, std::size_t index) {
  std::string text = std::string(model::kind_name(c)) + " constraint violated";
  if (c.origin.line != 0) return text + " (defined at line " + std::to_string(c.origin.line) + ")";
  return text + " (constraint #" + std::to_string(index + 1) + ", no source line)";
}

}  // namespace

// §4: each symbol at most `multiplicity` times; exactly that often when the
// group has as many cells as `values` has characters.
// One pass counts every symbol (collections check every solution: the
// per-symbol scans cost 5% of a 17-clue puzzle's instructions).
bool evaluate(const model::Group& c, const Puzzle& p, const Assignment& a) {
  const bool full = static_cast<int>(c.cells.size()) == p.symbols.capacity;
  const int symbols = p.symbols.size();
  std::array<int, 128> small{};
  std::vector<int> large(symbols > 128 ? symbols : 0, 0);
  int* count = symbols > 128 ? large.data() : small.data();
  for (int cell : c.cells)
    if (a[cell] >= 0 && a[cell] < symbols) ++count[a[cell]];
  for (int s = 0; s < symbols; ++s) {
    const int m = p.symbols.symbols[s].multiplicity;
    if (count[s] > m) return false;
    if (full && count[s] != m) return false;
  }
  return true;
}

// §4 renban, §2 empty_value: the non-empty cells hold pairwise distinct
// calculation numbers forming a run of consecutive integers.
bool evaluate(const model::Renban& c, const Puzzle& p, const Assignment& a) {
  std::vector<int> numbers;
  for (int cell : c.cells)
    if (!p.symbols.is_empty(a[cell])) numbers.push_back(p.symbols.calc(a[cell]));
  if (numbers.empty()) return true;
  const std::set<int> distinct(numbers.begin(), numbers.end());
  if (distinct.size() != numbers.size()) return false;
  const int lowest = *distinct.begin();
  const int highest = *distinct.rbegin();
  return highest - lowest == static_cast<int>(numbers.size()) - 1;
}

// §5 set_cell.
bool evaluate(const model::Given& c, const Puzzle&, const Assignment& a) {
  return a[c.cell] == c.symbol;
}

// §5 set_values.
bool evaluate(const model::SetValues& c, const Puzzle&, const Assignment& a) {
  return contains(c.symbols, a[c.cell]);
}

// §5 del_values.
bool evaluate(const model::DelValues& c, const Puzzle&, const Assignment& a) {
  return !contains(c.symbols, a[c.cell]);
}

// §5 even / odd: the parity of each cell's calculation number. `% 2` keeps the
// sign in C++ (-3 % 2 == -1), so odd is tested as "not zero", never "== 1".
bool evaluate(const model::Parity& c, const Puzzle& p, const Assignment& a) {
  for (int cell : c.cells) {
    const bool is_even = p.symbols.calc(a[cell]) % 2 == 0;
    if (is_even != c.even) return false;
  }
  return true;
}

std::vector<int> constraint_cells(const model::Constraint& c) {
  return std::visit([](const auto& kind) { return cells_of(kind); }, c.kind);
}

bool evaluate(const model::Constraint& c, const Puzzle& p, const Assignment& a) {
  return std::visit([&](const auto& kind) { return evaluate(kind, p, a); }, c.kind);
}

std::optional<std::string> find_violation(const Puzzle& p, const Assignment& a) {
  if (auto problem = shape_problem(p, a)) return problem;
  const detail::FactsScope facts(p);  // read by the checkers of every constraint below
  for (std::size_t i = 0; i < p.constraints.size(); ++i) {
    const model::Constraint& c = p.constraints[i];
    if (auto problem = reference_problem(c, p)) return problem;
    if (!evaluate(c, p, a)) return violation_text(c, i);
  }
  return std::nullopt;
}

}  // namespace rfsat::check
