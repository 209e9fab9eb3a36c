// The backtracking counter's setup (backtrack_search.hpp): reading the puzzle
// into per-cell lists of groups, renbans and late checks, the single-cell
// rules into allowed masks, and the checks that end the count at 0 before any
// search; then the two public counters of backtrack.hpp.
#include <algorithm>
#include <climits>
#include <stdexcept>
#include <type_traits>
#include <variant>

#include "backtrack.hpp"
#include "backtrack_search.hpp"
#include "named_cells.hpp"

namespace rfsat::test {
namespace backtrack_detail {

// Every other kind is checked late, when all its cells are assigned; a
// kind over `pairs` (a conjunction) is split into one check per pair.
template <class Kind>
void Search::add(const Kind& k) {
  if constexpr (requires { k.pairs; }) {
    for (const auto& pair : k.pairs) {
      Kind one = k;
      one.pairs = {pair};
      add_late(model::Constraint{one, {}}, named_cells(one));
    }
  } else {
    add_late(model::Constraint{k, {}}, names_cells<Kind> ? named_cells(k) : active_);
  }
}

// The number of solutions (up to the limit), or nullopt past max_nodes.
std::optional<long long> Search::run() {
  if (limit_ <= 0 || !references_ok()) return 0;
  if (p_.symbols.size() > 64) throw std::invalid_argument("count_solutions: at most 64 symbols");
  build();
  if (!renbans_fit_full_groups()) return 0;
  descend();
  if (nodes_ > max_nodes_) return std::nullopt;
  return found_;
}

// The checker rejects every assignment when a constraint names a hole or a
// cell outside the grid; then there is no solution.
bool Search::references_ok() const {
  const model::Geometry& g = p_.geometry;
  auto ok = [&](int cell) { return cell >= 0 && cell < g.total_cells() && !g.is_hole(cell); };
  for (const model::Constraint& c : p_.constraints) {
    const std::vector<int> cells = std::visit([](const auto& k) { return named_cells(k); }, c.kind);
    if (!std::all_of(cells.begin(), cells.end(), ok)) return false;
  }
  return true;
}

void Search::build() {
  const int n = p_.geometry.total_cells();
  const Mask all = p_.symbols.size() == 64 ? ~Mask{0} : symbol_bit(p_.symbols.size()) - 1;
  allowed_.assign(n, all);
  cell_groups_.assign(n, {});
  cell_renbans_.assign(n, {});
  cell_late_.assign(n, {});
  for (int c = 0; c < n; ++c)
    if (!p_.geometry.is_hole(c)) active_.push_back(c);
  for (const model::Constraint& c : p_.constraints)
    std::visit([&](const auto& k) { add(k); }, c.kind);
  for (const std::vector<int>& r : renbans_) min_filled_.push_back(min_filled(r));
  degree_.assign(n, 0);
  for (int c = 0; c < n; ++c)
    degree_[c] =
        static_cast<int>(cell_groups_[c].size() + cell_renbans_[c].size() + cell_late_[c].size());
}

// A full group of distinct cells that all lie in a renban puts every symbol,
// with its multiplicity, into that renban: the non-empty ones must be
// distinct numbers, and the renban's other entries can add at most that
// many more non-empty numbers to the run. Otherwise there is no solution.
bool Search::renbans_fit_full_groups() const {
  for (const std::vector<int>& r : renbans_)
    for (const GroupState& g : groups_)
      if (g.full && distinct(g.cells) && contains_all(r, g.cells) &&
          !full_group_fits(r.size() - g.cells.size()))
        return false;
  return true;
}

bool Search::distinct(std::vector<int> cells) {
  std::sort(cells.begin(), cells.end());
  return std::adjacent_find(cells.begin(), cells.end()) == cells.end();
}

bool Search::contains_all(const std::vector<int>& outer, const std::vector<int>& inner) {
  for (int cell : inner)
    if (std::find(outer.begin(), outer.end(), cell) == outer.end()) return false;
  return true;
}

bool Search::full_group_fits(std::size_t other_entries) const {
  std::vector<int> numbers;
  for (int s = 0; s < p_.symbols.size(); ++s)
    if (!p_.symbols.is_empty(s)) numbers.insert(numbers.end(), multiplicity(s), p_.symbols.calc(s));
  if (numbers.empty()) return true;
  std::sort(numbers.begin(), numbers.end());
  if (std::adjacent_find(numbers.begin(), numbers.end()) != numbers.end()) return false;
  return static_cast<long long>(numbers.back()) - numbers.front() <=
         static_cast<long long>(numbers.size() + other_entries) - 1;
}

void Search::add(const model::ChaosConstruction& c) { add_late(model::Constraint{c, {}}, active_); }

void Search::add(const model::Group& g) {
  const int index = static_cast<int>(groups_.size());
  groups_.push_back({g.cells, static_cast<int>(g.cells.size()) == p_.symbols.capacity,
                     std::vector<int>(p_.symbols.size(), 0)});
  for (int cell : g.cells) {
    auto& list = cell_groups_[cell];
    if (!list.empty() && list.back().group == index)
      ++list.back().times;
    else
      list.push_back({index, 1});
  }
}

void Search::add(const model::Renban& r) {
  const int index = static_cast<int>(renbans_.size());
  renbans_.push_back(r.cells);
  for (int cell : r.cells) {
    auto& list = cell_renbans_[cell];
    if (list.empty() || list.back() != index) list.push_back(index);
  }
}

void Search::add(const model::Given& g) {
  const bool valid = g.symbol >= 0 && g.symbol < p_.symbols.size();
  allowed_[g.cell] &= valid ? symbol_bit(g.symbol) : Mask{0};
}

void Search::add(const model::SetValues& c) {
  Mask m = 0;
  for (int s : c.symbols)
    if (s >= 0 && s < p_.symbols.size()) m |= symbol_bit(s);
  allowed_[c.cell] &= m;
}

void Search::add(const model::DelValues& c) {
  for (int s : c.symbols)
    if (s >= 0 && s < p_.symbols.size()) allowed_[c.cell] &= ~symbol_bit(s);
}

// `% 2` keeps the sign in C++: even is "== 0", odd is "!= 0".
void Search::add(const model::Parity& c) {
  Mask m = 0;
  for (int s = 0; s < p_.symbols.size(); ++s)
    if ((p_.symbols.calc(s) % 2 == 0) == c.even) m |= symbol_bit(s);
  for (int cell : c.cells) allowed_[cell] &= m;
}

void Search::add_late(model::Constraint c, std::vector<int> cells) {
  const int index = static_cast<int>(late_.size());
  for (int cell : cells)
    if (cell_late_[cell].empty() || cell_late_[cell].back() != index)
      cell_late_[cell].push_back(index);
  late_.push_back({std::move(c), std::move(cells)});
}

// A renban of distinct cells inside a group holds at most multiplicity(empty)
// empty cells, so at least (cells - that) non-empty ones. 0 if unknown.
int Search::min_filled(const std::vector<int>& r) const {
  if (!p_.symbols.empty_symbol || !distinct(r)) return 0;
  const int size = static_cast<int>(r.size());
  int most_empty = size;
  for (const GroupState& g : groups_)
    if (contains_all(g.cells, r))
      most_empty = std::min(most_empty, multiplicity(*p_.symbols.empty_symbol));
  return size - most_empty;
}

}  // namespace backtrack_detail

long long count_solutions(const model::Puzzle& p, long long limit,
                          std::vector<model::Assignment>* solutions) {
  return *backtrack_detail::Search(p, limit, LLONG_MAX, solutions).run();
}

std::optional<long long> count_solutions_within(const model::Puzzle& p, long long limit,
                                                long long max_nodes,
                                                std::vector<model::Assignment>* solutions) {
  return backtrack_detail::Search(p, limit, max_nodes, solutions).run();
}

}  // namespace rfsat::test
