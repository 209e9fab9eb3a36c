// scan_supported (rule_scans.hpp): one forward pass of reachable states per
// cell, one backward pass of the states that can still end accepted. The
// rule's meaning is read from its kind's text (model/variant_kinds.hpp) and
// held against the solver by RuleScans.ARuleAloneExcludesWhatTheSolverFinds.
#include "rule_scans.hpp"

#include <algorithm>

namespace rfsat::explain {
namespace {

struct State {
  long long sum = 0;
  Mask bits = 0;
  bool operator<(const State& o) const { return sum != o.sum ? sum < o.sum : bits < o.bits; }
  bool operator==(const State& o) const { return sum == o.sum && bits == o.bits; }
};

constexpr std::size_t kMaxStates = 20000;  // per layer

void sort_unique(std::vector<State>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

// next(state, v, i): the state after symbol v at the i-th cell; nullopt:
// no filling goes on.
template <class Next, class Accept>
std::optional<bool> scan(const std::vector<int>& cells, const GridState& s, const Next& next,
                         const Accept& accept, std::vector<Mask>& support) {
  const std::size_t n = cells.size();
  std::vector<std::vector<State>> layer(n + 1);
  layer[0] = {State{}};
  for (std::size_t i = 0; i < n; ++i) {
    for (const State& st : layer[i])
      for (Mask m = s.mask(cells[i]); m; m &= m - 1)
        if (std::optional<State> t = next(st, lowest(m), i)) layer[i + 1].push_back(*t);
    sort_unique(layer[i + 1]);
    if (layer[i + 1].size() > kMaxStates) return std::nullopt;
  }
  std::vector<State> good;
  for (const State& st : layer[n])
    if (accept(st)) good.push_back(st);
  if (good.empty()) return false;
  for (std::size_t i = n; i-- > 0;) {
    std::vector<State> before;
    for (const State& st : layer[i]) {
      bool leads = false;
      for (Mask m = s.mask(cells[i]); m; m &= m - 1) {
        const std::optional<State> t = next(st, lowest(m), i);
        if (!t || !std::binary_search(good.begin(), good.end(), *t)) continue;
        support[cells[i]] |= presolve::bit(lowest(m));
        leads = true;
      }
      if (leads) before.push_back(st);
    }
    good = std::move(before);  // layer[i] is sorted, so `before` is too
  }
  return true;
}

bool distinct_cells(const std::vector<int>& cells) {
  std::vector<int> sorted = cells;
  std::sort(sorted.begin(), sorted.end());
  return std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
}

// Exactly one cell holds the low crust and one the high; the cells between
// them sum to the target (bits: 1 low seen, 2 high seen).
std::optional<bool> sandwich(const model::Puzzle& p, const model::Sandwich& c, const GridState& s,
                             std::vector<Mask>& support) {
  const model::SymbolTable& sym = p.symbols;
  if (sym.size() == 0) return false;
  long long lo = sym.calc(0), hi = sym.calc(0);
  for (int v = 1; v < sym.size(); ++v)
    lo = std::min<long long>(lo, sym.calc(v)), hi = std::max<long long>(hi, sym.calc(v));
  if (c.given_crusts) lo = c.crust_a, hi = c.crust_b;
  if (lo == hi) return false;
  bool overflow = false;
  const auto next = [&](const State& st, int v, std::size_t) -> std::optional<State> {
    const long long x = sym.calc(v);
    const Mask crust = x == lo ? 1 : x == hi ? 2 : 0;
    State t = st;
    if (crust) {
      if (st.bits & crust) return std::nullopt;
      if (st.bits && st.sum != c.target) return std::nullopt;  // the second crust closes
      t.bits |= crust, t.sum = 0;
    } else if (st.bits == 1 || st.bits == 2) {
      if (__builtin_add_overflow(st.sum, x, &t.sum)) overflow = true;
    }
    return t;
  };
  std::optional<bool> out = scan(
      c.cells, s, next, [](const State& st) { return st.bits == 3; }, support);
  if (overflow) return std::nullopt;
  return out;
}

// The cells' numbers sum to the target; with `distinct`, no symbol twice.
std::optional<bool> sum(const model::Puzzle& p, const model::Sum& c, const GridState& s,
                        std::vector<Mask>& support) {
  bool overflow = false;
  const auto next = [&](const State& st, int v, std::size_t) -> std::optional<State> {
    State t = st;
    if (c.distinct) {
      if (st.bits & presolve::bit(v)) return std::nullopt;
      t.bits |= presolve::bit(v);
    }
    if (__builtin_add_overflow(st.sum, p.symbols.calc(v), &t.sum)) overflow = true;
    return t;
  };
  std::optional<bool> out = scan(
      c.cells, s, next, [&](const State& st) { return st.sum == c.target; }, support);
  if (overflow) return std::nullopt;
  return out;
}

const std::vector<int>* line_of(const model::Constraint& c) {
  if (const auto* w = std::get_if<model::Sandwich>(&c.kind)) return &w->cells;
  if (const auto* w = std::get_if<model::Sum>(&c.kind)) return &w->cells;
  return nullptr;
}

}  // namespace

// Plus cells first, then the minus cells, subtracted.
std::optional<bool> scan_equation(const model::Puzzle& p, const presolve::Derived& d,
                                  const GridState& s, std::vector<Mask>& support) {
  std::vector<int> cells = d.plus;
  cells.insert(cells.end(), d.minus.begin(), d.minus.end());
  bool overflow = false;
  const auto next = [&](const State& st, int v, std::size_t i) -> std::optional<State> {
    State t = st;
    const bool plus = i < d.plus.size();
    if (d.distinct && plus) {
      if (st.bits & presolve::bit(v)) return std::nullopt;
      t.bits |= presolve::bit(v);
    }
    const long long x = p.symbols.calc(v);
    if (plus ? __builtin_add_overflow(st.sum, x, &t.sum)
             : __builtin_sub_overflow(st.sum, x, &t.sum))
      overflow = true;
    return t;
  };
  std::optional<bool> out = scan(
      cells, s, next, [&](const State& st) { return st.sum == d.total; }, support);
  if (overflow) return std::nullopt;
  return out;
}

std::optional<bool> scan_supported(const model::Puzzle& p, const model::Constraint& c,
                                   const GridState& s, std::vector<Mask>& support) {
  const std::vector<int>* cells = line_of(c);
  if (!cells || cells->empty() || !distinct_cells(*cells)) return std::nullopt;
  if (const auto* w = std::get_if<model::Sandwich>(&c.kind)) return sandwich(p, *w, s, support);
  return sum(p, std::get<model::Sum>(c.kind), s, support);
}

std::size_t RuleScans::Hash::operator()(const std::vector<Mask>& key) const {
  std::uint64_t h = 0x9e3779b97f4a7c15ULL;
  for (Mask m : key) h = (h ^ m) * 0xff51afd7ed558ccdULL, h ^= h >> 32;
  return static_cast<std::size_t>(h);
}

std::optional<bool> RuleScans::supported(int k, const GridState& s, std::vector<Mask>& support) {
  const std::vector<int>* cells = line_of(p_.constraints[k]);
  if (unscanned_.empty()) unscanned_.assign(p_.constraints.size(), 0);
  if (!cells || unscanned_[k]) return std::nullopt;
  key_.assign(1, static_cast<Mask>(k));
  for (int c : *cells) key_.push_back(s.mask(c));
  auto found = answers_.find(key_);
  if (found == answers_.end()) {
    if (answers_.size() >= kMaxRemembered) answers_.clear();
    Answer a;
    a.holds = scan_supported(p_, p_.constraints[k], s, support);
    if (!a.holds) {
      unscanned_[k] = 1;
      return std::nullopt;
    }
    for (int c : *cells) a.support.push_back(support[c]);
    found = answers_.emplace(key_, std::move(a)).first;
  }
  for (std::size_t i = 0; i < cells->size(); ++i) support[(*cells)[i]] |= found->second.support[i];
  return found->second.holds;
}

}  // namespace rfsat::explain
