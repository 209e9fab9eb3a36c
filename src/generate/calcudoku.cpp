// generate_calcudoku (generate.hpp), the calcudoku generator's search: a
// random latin square, a random partition into cages (cages.cpp),
// caged cells turned into givens until the solver proves the puzzle unique
// and it is within the difficulty bound, then givens merged into cages while
// it stays unique, and optionally cages merged or redrawn towards a minimum
// difficulty. Every change kept is proven by a full solve.
#include <algorithm>
#include <bit>
#include <set>

#include "cage_prune.hpp"
#include "cages.hpp"
#include "cdok/model.hpp"
#include "solve.hpp"

namespace rfsat::generate {
namespace {

using calc::Cage;
using calc::State;

// --memory-limit stopped a solver run: generation stops (every later run
// would too), with solve's message.
struct CalcudokuMemoryLimit {
  std::string message;
};

class CalcudokuGenerator {
 public:
  CalcudokuGenerator(const CalcudokuOptions& o) : o_(o), rng_(o.seed) {}

  std::optional<Generated> run(std::string* why) {
    s_.n = o_.size;
    // 1. A random latin square.
    if (!draw_solution()) return fail(why, "no latin square found (time limit)");
    // 2. Cages.
    calc::partition(s_, o_, rng_);
    if (o_.no_givens) return whole_partition(why);
    // 3. Unique: the whole partition if the solver proves it unique within a
    // second; else cage by cage from a grid of givens (below).
    if (!check(s_, std::min(1.0, o_.time_limit)).unique) grow();
    // 4. Within the difficulty bound.
    cap_difficulty();
    // 5. Fewer givens, bigger cages, while unique and within the bound.
    harden();
    int d = difficulty(model());
    if (o_.min_difficulty && d < *o_.min_difficulty) {
      deepen(d);
      d = difficulty(model());
      if (d < *o_.min_difficulty)
        return fail(why, "reached difficulty " + std::to_string(d) + ", not " + std::to_string(*o_.min_difficulty) +
                             " (try another seed, larger cages or a lower --min-difficulty)");
    }
    Generated g;
    g.puzzle = calc::spec_of(s_);
    g.solution = s_.solution;
    g.difficulty = d;
    g.proofs = proofs_;
    return g;
  }

 private:
  struct Check {
    bool unique = false;
    std::vector<int> other;  // a second solution's values, if one was found
  };

  // --no-givens: the partition itself, every cell caged, with the solver's
  // verdict within the time limit (stress puzzles: not necessarily unique).
  std::optional<Generated> whole_partition(std::string* why) {
    if (s_.givens() > 0)
      return fail(why, "the partition left cells outside cages (try another seed)");
    ++proofs_;
    const model::Puzzle p = model();
    Generated g;
    const solve::Result r = solve::solve(
        p, {.count = 2, .time_limit = o_.time_limit, .memory_limit_mb = o_.memory_limit_mb});
    if (solve::memory_refused(r)) throw CalcudokuMemoryLimit{*r.refused};
    g.verdict = solve::verdict_text(r);
    g.puzzle = calc::spec_of(s_);
    g.solution = s_.solution;
    g.difficulty = -1;  // not measured: its search can take minutes on these
    g.proofs = proofs_;
    return g;
  }

  static std::optional<Generated> fail(std::string* why, std::string m) {
    if (why) *why = std::move(m);
    return std::nullopt;
  }

  model::Puzzle model() const { return formats::cdok::calcudoku_model(calc::spec_of(s_)); }

  Check check(const State& s, std::optional<double> limit = std::nullopt) {
    ++proofs_;
    const model::Puzzle p = formats::cdok::calcudoku_model(calc::spec_of(s));
    const solve::Result r = solve::solve(p, {.count = 2,
                                             .time_limit = limit.value_or(o_.time_limit),
                                             .memory_limit_mb = o_.memory_limit_mb});
    if (solve::memory_refused(r)) throw CalcudokuMemoryLimit{*r.refused};
    Check c;
    c.unique = solve::verdict_of(r) == solve::Verdict::unique;
    for (const model::Assignment& a : r.enumeration.solutions) {
      std::vector<int> v = formats::cdok::calcudoku_values(p, a);
      if (v != s.solution) c.other = std::move(v);
    }
    return c;
  }

  // s_.solution: a random latin square from the solver, its rows, columns
  // and values then permuted at random (still a latin square). False when
  // the solver found none within the time limit.
  bool draw_solution() {
    const int n = o_.size;
    formats::cdok::CdokPuzzle empty;
    empty.size = n;
    empty.given.assign(static_cast<std::size_t>(n) * n, -1);
    const model::Puzzle latin = formats::cdok::calcudoku_model(empty);
    bool outgrew = false;
    std::optional<model::Assignment> a =
        random_solution(latin, rng_.next(), o_.time_limit, o_.memory_limit_mb, &outgrew);
    if (outgrew) throw CalcudokuMemoryLimit{solve::solver_outgrew(o_.memory_limit_mb)};
    if (!a) return false;
    const std::vector<int> sat = formats::cdok::calcudoku_values(latin, *a);
    std::vector<int> rows(n), cols(n), values(n + 1);
    for (int i = 0; i < n; ++i) rows[i] = cols[i] = i, values[i + 1] = i + 1;
    rng_.shuffle(rows);
    rng_.shuffle(cols);
    std::vector<int> tail(values.begin() + 1, values.end());
    rng_.shuffle(tail);
    std::copy(tail.begin(), tail.end(), values.begin() + 1);
    s_.solution.assign(static_cast<std::size_t>(n) * n, 0);
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) s_.solution[r * n + c] = values[sat[rows[r] * n + cols[c]]];
    return true;
  }

  // From the partition drawn, every cell a given; then each cage in random
  // order joins the puzzle, and while the solver finds a second solution (it
  // differs from ours in some cell of the new cage, the rest being unique
  // before) such a cell goes back to being a given, splitting the cage if
  // needed. Proofs start easy (most cells given) instead of timing out on a
  // near-empty grid of large cages.
  void grow() {
    const State full = s_;
    std::vector<int> order;
    for (int i = 0; i < static_cast<int>(full.cages.size()); ++i)
      if (!full.cages[i].cells.empty()) order.push_back(i);
    rng_.shuffle(order);
    std::fill(s_.cage_of.begin(), s_.cage_of.end(), -1);
    for (Cage& g : s_.cages) g.cells.clear();
    for (int i : order) {
      s_.cages[i] = full.cages[i];
      for (int c : s_.cages[i].cells) s_.cage_of[c] = i;
      std::set<int> cells(s_.cages[i].cells.begin(), s_.cages[i].cells.end());
      while (true) {
        Check c = check(s_);
        if (c.unique) break;
        std::vector<int> pick;
        for (int cell : cells)
          if (s_.cage_of[cell] >= 0 && (c.other.empty() || c.other[cell] != s_.solution[cell])) pick.push_back(cell);
        // Every new cell is a given again: the puzzle before this cage,
        // proven unique (here the proof only ran out of time).
        if (pick.empty()) break;
        calc::make_given(s_, pick[rng_.below(static_cast<int>(pick.size()))], rng_, o_);
      }
    }
  }

  // With a maximum difficulty: random caged cells that propagation leaves
  // open become givens until the puzzle is within it.
  void cap_difficulty() {
    int d = o_.max_difficulty ? difficulty(model()) : 0;
    while (o_.max_difficulty && d > *o_.max_difficulty) {
      std::vector<int> open = open_caged_cells();
      if (open.empty()) break;
      calc::make_given(s_, open[rng_.below(static_cast<int>(open.size()))], rng_, o_);
      d = difficulty(model());
    }
  }

  static constexpr double kHardenProof = 2.0;

  bool acceptable(const State& s, double limit) {
    if (s.live_cages() > o_.max_cages || !check(s, std::min(limit, o_.time_limit)).unique) return false;
    return !o_.max_difficulty || difficulty(formats::cdok::calcudoku_model(calc::spec_of(s))) <= *o_.max_difficulty;
  }

  std::vector<int> open_caged_cells() {
    const model::Puzzle p = model();
    const enc::Domains d = presolve::pruned_domains(p);
    std::vector<int> out;
    for (int c = 0; c < s_.n * s_.n; ++c)
      if (s_.cage_of[c] >= 0 && std::popcount(d[c]) > 1) out.push_back(c);
    return out;
  }

  // Each given, in random order, tries to join an adjacent cage (or to pair
  // with an adjacent given as a new cage); the first change the solver
  // proves unique (within the difficulty bound) stays. Repeated while a
  // pass changes something.
  // Each proof here gets at most kHardenProof seconds (a change not proven
  // in time is dropped), each given tries at most two partners per pass.
  void harden() {
    for (int pass = 0; pass < 3; ++pass)
      if (!harden_pass()) break;
  }

  // One pass of harden(): true if some given joined a cage.
  bool harden_pass() {
    const int n = s_.n;
    bool changed = false;
    std::vector<int> givens;
    for (int c = 0; c < n * n; ++c)
      if (s_.cage_of[c] < 0) givens.push_back(c);
    rng_.shuffle(givens);
    for (int g : givens) {
      if (s_.cage_of[g] >= 0) continue;
      std::vector<int> partners = calc::neighbours(g, n);
      rng_.shuffle(partners);
      if (partners.size() > 2) partners.resize(2);
      for (int m : partners)
        if (try_join(g, m)) {
          changed = true;
          break;
        }
    }
    return changed;
  }

  // Given `g` joins the cage of its neighbour `m`, or pairs with `m` when
  // that is a given too; the change stays if acceptable.
  bool try_join(int g, int m) {
    State t = s_;
    const int j = t.cage_of[m];
    if (j >= 0) {
      if (static_cast<int>(t.cages[j].cells.size()) >= o_.max_cage) return false;
      t.cages[j].cells.push_back(g);
      std::sort(t.cages[j].cells.begin(), t.cages[j].cells.end());
      t.cage_of[g] = j;
      calc::settle(t, t.cages[j], rng_, o_, rng_.below(3) == 0);
    } else {
      if (o_.min_cage > 2 || t.live_cages() >= o_.max_cages) return false;
      const int idx = static_cast<int>(t.cages.size());
      t.cages.push_back({{std::min(g, m), std::max(g, m)}, '+', 0});
      t.cage_of[g] = t.cage_of[m] = idx;
      calc::settle(t, t.cages[idx], rng_, o_, true);
    }
    if (!acceptable(t, kHardenProof)) return false;
    s_ = std::move(t);
    return true;
  }

  // Towards the minimum difficulty: merge adjacent cages (within the size
  // limit) or redraw an operator; keep a change that stays unique and makes
  // the puzzle harder.
  void deepen(int d) {
    const int n = s_.n;
    for (int tries = 0; tries < 60 * n && d < *o_.min_difficulty; ++tries) {
      State t = s_;
      const int cell = rng_.below(n * n);
      const int i = t.cage_of[cell];
      if (i < 0) continue;
      if (!vary(t, i)) continue;
      if (t.live_cages() > o_.max_cages || !check(t).unique) continue;
      const int e = difficulty(formats::cdok::calcudoku_model(calc::spec_of(t)));
      if (e > d && (!o_.max_difficulty || e <= *o_.max_difficulty)) {
        s_ = std::move(t);
        d = e;
      }
    }
  }

  // Cage `i` of `t` gets a new operator, or (at random) a random adjacent
  // cage merged into it; false when no adjacent cage fits the size limit.
  bool vary(State& t, int i) {
    if (rng_.below(2) == 0) {
      calc::settle(t, t.cages[i], rng_, o_, true);
      return true;
    }
    std::vector<int> others;
    for (int c : t.cages[i].cells)
      for (int m : calc::neighbours(c, s_.n))
        if (t.cage_of[m] >= 0 && t.cage_of[m] != i &&
            static_cast<int>(t.cages[i].cells.size() + t.cages[t.cage_of[m]].cells.size()) <= o_.max_cage)
          others.push_back(t.cage_of[m]);
    if (others.empty()) return false;
    const int j = others[rng_.below(static_cast<int>(others.size()))];
    for (int c : t.cages[j].cells) t.cage_of[c] = i, t.cages[i].cells.push_back(c);
    t.cages[j].cells.clear();
    std::sort(t.cages[i].cells.begin(), t.cages[i].cells.end());
    calc::settle(t, t.cages[i], rng_, o_, true);
    return true;
  }

  CalcudokuOptions o_;
  Rng rng_;
  State s_;
  int proofs_ = 0;
};

}  // namespace

std::optional<Generated> generate_calcudoku(const CalcudokuOptions& o, std::string* why) {
  if (o.size < 1 || o.size > formats::cdok::kCdokMaxSize) {
    if (why) *why = "--size must be 1..64";
    return std::nullopt;
  }
  if (o.min_cage < 2 || o.max_cage < o.min_cage) {
    if (why) *why = "cage sizes need 2 <= --min-cage <= --max-cage";
    return std::nullopt;
  }
  if (o.ops.empty() || o.ops.find_first_not_of("+-*/") != std::string::npos ||
      o.ops.find_first_of("+*") == std::string::npos) {
    if (why)
      *why =
          "--ops takes operators of + - * / and one of + or * (every cage fits a sum and a "
          "product)";
    return std::nullopt;
  }
  try {
    return CalcudokuGenerator(o).run(why);
  } catch (const CalcudokuMemoryLimit& e) {
    if (why) *why = e.message;
    return std::nullopt;
  }
}

}  // namespace rfsat::generate
