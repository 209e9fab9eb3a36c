// Cage propagation (cage_prune.hpp).
#include "cage_prune.hpp"

#include <algorithm>
#include <bit>
#include <limits>
#include <variant>

#include "derived_sums.hpp"
#include "linear_system.hpp"

namespace rfsat::presolve {
namespace {

enum class Op { sum, product, difference, ratio };

struct Cage {
  Op op;
  long long target;
  const std::vector<int>* cells;
  bool distinct;
  const std::vector<int>* signs = nullptr;  // a derived equation's +1 / -1 per cell
};

// Enumerate a cage whose candidate tuples number at most this many, and
// whose cells are at most kEnumerateCells: the enumeration keeps a matrix
// of the pairs of cells that must differ and checks each choice against
// the cells before it, both quadratic in the cells (a fully given 500x500
// grid in one cage: 62 GB). Larger cages take the DP below.
constexpr long long kEnumerateBudget = 4096;
constexpr std::size_t kEnumerateCells = 64;
// A sum or product cage with more tuples uses the DP if its state sets stay
// below this size.
constexpr std::size_t kMaxStates = 4096;
// Derived equations of more cells are pruned only when half their cells
// are in no cage (docs/tuning.md#presolve-derived).
constexpr std::size_t kDerivedAlways = 5;
// Sums whose least and greatest totals differ by less take the dense DP
// while its tables (a flag per partial sum and cell) stay within kDenseTable.
constexpr long long kDenseRange = 4096;
constexpr std::size_t kDenseTable = std::size_t{1} << 22;
// Calculation numbers are ints, targets long longs: a product clamped at
// +-2^64 never overflows when multiplied by one more value, and a clamped
// product equals no target.
constexpr __int128 kClamp = static_cast<__int128>(1) << 64;
constexpr __int128 kLongMax = std::numeric_limits<long long>::max();
constexpr __int128 kLongMin = std::numeric_limits<long long>::min();

__int128 clamp(__int128 x) { return x > kClamp ? kClamp : x < -kClamp ? -kClamp : x; }

// Does x (a long long, or out of range) divide `target` (non-zero)?
bool divides(__int128 x, long long target) {
  return x != 0 && x <= kLongMax && x >= kLongMin && static_cast<__int128>(target) % x == 0;
}

bool holds(Op op, long long target, const std::vector<long long>& v) {
  __int128 total = 0;
  for (long long x : v) total += x;
  switch (op) {
    case Op::sum: return total == target;
    case Op::product: {
      __int128 p = 1;
      for (long long x : v) p = clamp(p * x);
      return p == target;
    }
    case Op::difference:
      for (long long x : v)
        if (2 * static_cast<__int128>(x) - total == target) return true;
      return false;
    case Op::ratio:
      for (std::size_t i = 0; i < v.size(); ++i) {
        __int128 others = 1;
        for (std::size_t j = 0; j < v.size(); ++j)
          if (j != i) others = clamp(others * v[j]);
        if (others == 0) continue;
        if (others > kLongMax || others < -kLongMax) {  // |target * others| > |v[i]| unless target is 0
          if (target == 0 && v[i] == 0) return true;
          continue;
        }
        if (static_cast<__int128>(target) * others == v[i]) return true;
      }
      return false;
  }
  return false;
}

class CagePruner {
 public:
  CagePruner(const model::Puzzle& p, Domains& d, Deadline deadline = std::nullopt,
             std::size_t derived_cells = 0)
      : p_(p), d_(d), deadline_(deadline) {
    for (const model::Constraint& c : p.constraints) {
      if (const auto* k = std::get_if<model::Sum>(&c.kind)) cages_.push_back({Op::sum, k->target, &k->cells, k->distinct});
      else if (const auto* k = std::get_if<model::Product>(&c.kind)) cages_.push_back({Op::product, k->target, &k->cells, k->distinct});
      else if (const auto* k = std::get_if<model::Diff>(&c.kind)) cages_.push_back({Op::difference, k->target, &k->cells, k->distinct});
      else if (const auto* k = std::get_if<model::Ratio>(&c.kind)) cages_.push_back({Op::ratio, k->target, &k->cells, k->distinct});
    }
    if (derived_cells > 0 && !cages_.empty()) add_derived(derived_cells);
    seen_.resize(cages_.size());
    if (cages_.empty()) return;  // nothing to prune: skip the group index
    groups_of_.resize(p.geometry.total_cells());
    for (const model::Constraint& c : p.constraints)
      if (const auto* grp = std::get_if<model::Group>(&c.kind)) {
        for (int cell : grp->cells) groups_of_[cell].push_back(static_cast<int>(groups_.size()));
        groups_.push_back(&grp->cells);
      }
  }

  bool empty() const { return cages_.empty(); }
  bool timed_out() const { return timed_out_; }

  // One pass over the cages whose cells changed since their last pass.
  // Past the deadline it stops (the domains so far are sound) and says so.
  bool pass() {
    bool changed = false;
    for (std::size_t i = 0; i < cages_.size(); ++i) {
      std::vector<Mask> now;
      for (int c : *cages_[i].cells) now.push_back(d_[c]);
      if (now == seen_[i]) continue;
      if (past(deadline_)) {
        timed_out_ = true;
        return false;
      }
      changed = run(cages_[i]) || changed;
      if (timed_out_) return false;
      seen_[i].clear();
      for (int c : *cages_[i].cells) seen_[i].push_back(d_[c]);
    }
    return changed;
  }

  // Prunes one cage; true if a domain changed.
  bool run(const Cage& cage) {
    cells_ = cage.cells;
    signs_ = cage.signs;
    const std::size_t k = cells_->size();
    if (k == 0) return false;
    candidates_.assign(k, {});
    long long tuples = 1;
    for (std::size_t i = 0; i < k; ++i) {
      const Mask m = d_[(*cells_)[i]];
      if (m == 0) return false;  // no solution anyway
      for (Mask r = m; r; r &= r - 1) candidates_[i].push_back(std::countr_zero(r));
      tuples = std::min<long long>(tuples * static_cast<long long>(candidates_[i].size()), kEnumerateBudget + 1);
    }
    support_.assign(k, 0);
    bool complete = false, enumerated = false;
    touched_.clear();
    if (tuples <= kEnumerateBudget && k <= kEnumerateCells) {
      setup_differ(cage);
      complete = enumerated = enumerate(cage);
    } else if (cage.op == Op::sum) {
      complete = sum_dp(cage.target);
    } else if (cage.op == Op::product) {
      complete = product_dp(cage.target);
    }
    if (!complete) return false;
    bool changed = false;
    for (std::size_t i = 0; i < k; ++i) {
      Mask& m = d_[(*cells_)[i]];
      if ((m & support_[i]) != m) m &= support_[i], changed = true;
    }
    if (enumerated) {
      bool none = false;  // no valid tuple: leave the empty domains to the caller
      for (std::size_t i = 0; i < k; ++i) none = none || support_[i] == 0;
      if (!none) changed = exclude_required() || changed;
    }
    return changed;
  }

 private:
  long long value(int symbol) const { return p_.symbols.calc(symbol); }
  // Symbol s at position i of the current cage: its value, negated for a
  // derived equation's subtracted cell.
  long long value(std::size_t i, int symbol) const {
    return signs_ ? (*signs_)[i] * value(symbol) : value(symbol);
  }

  // The innie/outie equations (derived_sums.hpp) of up to `most` cells, each
  // a sum whose subtracted cells count negated: pruned like a cage.
  void add_derived(std::size_t most) {
    std::vector<Derived> all = derive(p_, most);
    derived_cells_.reserve(all.size());  // the cages point into these
    derived_signs_.reserve(all.size());
    for (const Derived& e : all) {
      const std::size_t n = e.plus.size() + e.minus.size();
      if (n > kDerivedAlways && 2 * e.uncaged < n) continue;  // loose on fully caged grids
      std::vector<int> cells = e.plus, signs(e.plus.size(), 1);
      cells.insert(cells.end(), e.minus.begin(), e.minus.end());
      signs.resize(cells.size(), -1);
      derived_cells_.push_back(std::move(cells));
      derived_signs_.push_back(std::move(signs));
      cages_.push_back({Op::sum, e.total, &derived_cells_.back(), false, &derived_signs_.back()});
    }
  }

  bool share_group(int a, int b) const {
    for (int g : groups_of_[a])
      if (std::find(groups_of_[b].begin(), groups_of_[b].end(), g) != groups_of_[b].end()) return true;
    return false;
  }

  void setup_differ(const Cage& cage) {
    const std::size_t k = cells_->size();
    differ_.assign(k * k, 0);
    distinct_ = cage.distinct;
    for (std::size_t i = 0; i < k; ++i)
      for (std::size_t j = 0; j < i; ++j)
        differ_[i * k + j] = cage.distinct || share_group((*cells_)[i], (*cells_)[j]);
  }

  // May cell i hold `symbol` next to the choices of cells 0..i-1?
  bool compatible(std::size_t i, int symbol) const {
    const std::size_t k = cells_->size();
    for (std::size_t j = 0; j < i; ++j)
      if (differ_[i * k + j] && chosen_[j] == symbol &&
          (distinct_ || p_.symbols.symbols[symbol].multiplicity == 1))
        return false;
    return true;
  }

  bool enumerate(const Cage& cage) {
    const std::size_t k = cells_->size();
    chosen_.assign(k, -1);
    values_.assign(k, 0);
    min_rest_.assign(k + 1, 0);
    max_rest_.assign(k + 1, 0);
    for (std::size_t i = k; i-- > 0;) {
      long long lo = value(i, candidates_[i][0]), hi = lo;
      for (int s : candidates_[i]) lo = std::min(lo, value(i, s)), hi = std::max(hi, value(i, s));
      min_rest_[i] = min_rest_[i + 1] + lo;
      max_rest_[i] = max_rest_[i + 1] + hi;
    }
    unsupported_ = 0;
    for (const auto& c : candidates_) unsupported_ += static_cast<int>(c.size());
    // The groups the cage touches, and which of its positions lie in each.
    touched_.clear();
    for (std::size_t i = 0; i < k; ++i)
      for (int g : groups_of_[(*cells_)[i]]) {
        auto it = std::find_if(touched_.begin(), touched_.end(), [g](const Touch& t) { return t.group == g; });
        if (it == touched_.end()) touched_.push_back({g, {}, ~Mask{0}}), it = touched_.end() - 1;
        it->positions.push_back(i);
      }
    requiring_ = static_cast<int>(touched_.size());
    dfs(cage, 0, 0, 1);
    return true;
  }

  // Symbols every valid tuple places in group g's part of the cage cannot
  // stand elsewhere in g (multiplicity 1). True if a domain changed.
  bool exclude_required() {
    bool changed = false;
    for (const Touch& t : touched_) {
      Mask req = 0;
      for (Mask r = t.required; r; r &= r - 1)
        if (p_.symbols.symbols[std::countr_zero(r)].multiplicity == 1) req |= r & -r;
      if (!req) continue;
      for (int c : *groups_[t.group]) {
        if (std::find(cells_->begin(), cells_->end(), c) != cells_->end()) continue;
        if (d_[c] & req) d_[c] &= ~req, changed = true;
      }
    }
    return changed;
  }

  // Returns false to stop (every candidate is supported).
  bool dfs(const Cage& cage, std::size_t i, long long sum, long long product) {
    const std::size_t k = cells_->size();
    if (i == k) {
      if (!holds(cage.op, cage.target, values_)) return true;
      for (std::size_t j = 0; j < k; ++j) {
        const Mask b = bit(chosen_[j]);
        if (!(support_[j] & b)) support_[j] |= b, --unsupported_;
      }
      for (Touch& t : touched_) {
        if (!t.required) continue;
        Mask here = 0;
        for (std::size_t j : t.positions) here |= bit(chosen_[j]);
        t.required &= here;
        if (!t.required) --requiring_;
      }
      return unsupported_ > 0 || requiring_ > 0;
    }
    for (int s : candidates_[i]) {
      const long long v = value(i, s);
      if (cage.op == Op::sum) {
        const long long partial = sum + v;
        if (partial + min_rest_[i + 1] > cage.target || partial + max_rest_[i + 1] < cage.target) continue;
      }
      long long next_product = product;
      if (cage.op == Op::product && cage.target != 0) {
        // Partial products of non-zero integers divide a non-zero target.
        if (v == 0) continue;
        const __int128 q = static_cast<__int128>(product) * v;
        if (!divides(q, cage.target)) continue;
        next_product = static_cast<long long>(q);
      }
      if (!compatible(i, s)) continue;
      chosen_[i] = s;
      values_[i] = v;
      if (!dfs(cage, i + 1, sum + v, next_product)) return false;
    }
    return true;
  }

  // The DPs read the clock per cell: a cage of a whole 500x500 grid has
  // 250,000 layers (timed_out_ then ends the pass).
  bool out_of_time() { return timed_out_ = timed_out_ || past(deadline_); }

  // Repeats allowed: v at i is supported iff some prefix sum s and suffix
  // sum t have s + v + t == target. Sums that span under kDenseRange
  // values take dense reachability tables (the derived equations make many
  // small DPs: sorted state sets cost TAREK 0.9 G instructions).
  bool sum_dp(long long target) {
    const std::size_t k = cells_->size();
    std::vector<std::vector<long long>> vals(k);
    long long lo = 0, hi = 0;
    for (std::size_t i = 0; i < k; ++i) {
      for (int s : candidates_[i]) vals[i].push_back(value(i, s));
      lo += *std::min_element(vals[i].begin(), vals[i].end());
      hi += *std::max_element(vals[i].begin(), vals[i].end());
    }
    if (target < lo || target > hi) return true;  // nothing supported
    if (hi - lo < kDenseRange && static_cast<std::size_t>(hi - lo + 1) * (k + 1) <= kDenseTable)
      return dense_sum_dp(vals, target, lo, hi);
    return sparse_sum_dp(vals, target);
  }

  // fwd[i][x]: some choice for cells 0..i-1 sums to x + least[i], their
  // least sum plus x; bwd[i][x] likewise for cells i..k-1.
  bool dense_sum_dp(const std::vector<std::vector<long long>>& vals, long long target, long long lo,
                    long long hi) {
    const std::size_t k = vals.size();
    const std::size_t width = static_cast<std::size_t>(hi - lo) + 1;
    std::vector<std::vector<char>> fwd(k + 1, std::vector<char>(width, 0)), bwd = fwd;
    fwd[0][0] = 1;
    std::vector<long long> least(k + 1, 0);  // least sum of cells 0..i-1
    for (std::size_t i = 0; i < k; ++i)
      least[i + 1] = least[i] + *std::min_element(vals[i].begin(), vals[i].end());
    for (std::size_t i = 0; i < k; ++i) {
      if (out_of_time()) return false;
      for (std::size_t x = 0; x < width; ++x)
        if (fwd[i][x])
          for (long long v : vals[i]) {
            const long long y = static_cast<long long>(x) + least[i] + v - least[i + 1];
            if (y < static_cast<long long>(width)) fwd[i + 1][y] = 1;
          }
    }
    // bwd[i][x]: cells i..k-1 can sum to x + (lo - least[i]).
    bwd[k][0] = 1;
    for (std::size_t i = k; i-- > 0;) {
      if (out_of_time()) return false;
      const long long base_next = lo - least[i + 1], base = lo - least[i];
      for (std::size_t x = 0; x < width; ++x)
        if (bwd[i + 1][x])
          for (long long v : vals[i]) {
            const long long y = static_cast<long long>(x) + base_next + v - base;
            if (y >= 0 && y < static_cast<long long>(width)) bwd[i][y] = 1;
          }
    }
    for (std::size_t i = 0; i < k; ++i)
      for (std::size_t j = 0; j < vals[i].size(); ++j) {
        const long long rest = target - vals[i][j];  // prefix + suffix
        const long long base_next = lo - least[i + 1];
        for (std::size_t x = 0; x < width; ++x) {
          if (!fwd[i][x]) continue;
          const long long y = rest - (static_cast<long long>(x) + least[i]) - base_next;
          if (y >= 0 && y < static_cast<long long>(width) && bwd[i + 1][y]) {
            support_[i] |= bit(candidates_[i][j]);
            break;
          }
        }
      }
    return true;
  }

  bool sparse_sum_dp(const std::vector<std::vector<long long>>& vals, long long target) {
    const std::size_t k = cells_->size();
    std::vector<std::vector<long long>> fwd(k + 1), bwd(k + 1);
    fwd[0] = {0};
    bwd[k] = {0};
    auto step = [](const std::vector<long long>& from, const std::vector<long long>& values) {
      std::vector<long long> out;
      for (long long s : from)
        for (long long v : values) out.push_back(s + v);
      std::sort(out.begin(), out.end());
      out.erase(std::unique(out.begin(), out.end()), out.end());
      return out;
    };
    for (std::size_t i = 0; i < k; ++i)
      if (out_of_time() || (fwd[i + 1] = step(fwd[i], vals[i])).size() > kMaxStates) return false;
    for (std::size_t i = k; i-- > 0;)
      if (out_of_time() || (bwd[i] = step(bwd[i + 1], vals[i])).size() > kMaxStates) return false;
    for (std::size_t i = 0; i < k; ++i)
      for (std::size_t j = 0; j < vals[i].size(); ++j)
        for (long long a : fwd[i])
          if (std::binary_search(bwd[i + 1].begin(), bwd[i + 1].end(), target - a - vals[i][j])) {
            support_[i] |= bit(candidates_[i][j]);
            break;
          }
    return true;
  }

  // Non-zero target: every factor is a non-zero divisor; v at i is supported
  // iff some prefix product a and suffix product b have a * v * b == target.
  bool product_dp(long long target) {
    if (target == 0) return false;
    const std::size_t k = cells_->size();
    std::vector<std::vector<long long>> fwd(k + 1), bwd(k + 1);
    fwd[0] = {1};
    bwd[k] = {1};
    auto step = [&](const std::vector<long long>& from, std::size_t i) {
      std::vector<long long> out;
      for (long long s : from)
        for (int sym : candidates_[i])
          if (const __int128 q = static_cast<__int128>(s) * value(sym); divides(q, target))
            out.push_back(static_cast<long long>(q));
      std::sort(out.begin(), out.end());
      out.erase(std::unique(out.begin(), out.end()), out.end());
      return out;
    };
    for (std::size_t i = 0; i < k; ++i)
      if (out_of_time() || (fwd[i + 1] = step(fwd[i], i)).size() > kMaxStates) return false;
    for (std::size_t i = k; i-- > 0;)
      if (out_of_time() || (bwd[i] = step(bwd[i + 1], i)).size() > kMaxStates) return false;
    for (std::size_t i = 0; i < k; ++i)
      for (int s : candidates_[i]) {
        const long long v = value(s);
        for (long long a : fwd[i]) {
          const __int128 q = static_cast<__int128>(a) * v;
          if (divides(q, target) &&
              std::binary_search(bwd[i + 1].begin(), bwd[i + 1].end(),
                                 static_cast<long long>(static_cast<__int128>(target) / q))) {
            support_[i] |= bit(s);
            break;
          }
        }
      }
    return true;
  }

  struct Touch {
    int group;
    std::vector<std::size_t> positions;
    Mask required;  // symbols in this group's part of every valid tuple so far
  };

  const model::Puzzle& p_;
  Domains& d_;
  Deadline deadline_;
  bool timed_out_ = false;
  std::vector<std::vector<int>> groups_of_;
  std::vector<const std::vector<int>*> groups_;
  std::vector<Cage> cages_;
  std::vector<std::vector<Mask>> seen_;
  std::vector<Touch> touched_;
  int requiring_ = 0;
  const std::vector<int>* cells_ = nullptr;
  const std::vector<int>* signs_ = nullptr;
  std::vector<std::vector<int>> derived_cells_, derived_signs_;
  std::vector<std::vector<int>> candidates_;
  std::vector<Mask> support_;
  std::vector<char> differ_;
  bool distinct_ = false;
  std::vector<int> chosen_;
  std::vector<long long> values_, min_rest_, max_rest_;
  int unsupported_ = 0;
};

}  // namespace

bool prune_cages(const model::Puzzle& puzzle, Domains& domains) {
  CagePruner pruner(puzzle, domains);
  return pruner.pass();
}

bool prune_with_cages(const model::Puzzle& puzzle, Domains& domains, Deadline deadline,
                      std::size_t derived_cells) {
  prune(puzzle, domains);
  CagePruner pruner(puzzle, domains, deadline, derived_cells);
  if (pruner.empty()) return !past(deadline);
  while (pruner.pass()) prune(puzzle, domains);
  return !pruner.timed_out();
}

Domains pruned_domains(const model::Puzzle& puzzle, Deadline deadline) {
  Domains d = full_domains(puzzle);
  if (prune_with_cages(puzzle, d, deadline, kPruneDerivedCells) &&
      !linear_sums_consistent(puzzle, d))
    std::fill(d.begin(), d.end(), Mask{0});
  return d;
}

}  // namespace rfsat::presolve
