// Puzzle generation (generate.hpp).
#include "generate.hpp"

#include <algorithm>
#include <bit>
#include <map>
#include <set>
#include <sstream>

#include "cage_prune.hpp"
#include "calcudoku.hpp"
#include "encode.hpp"
#include "evaluate.hpp"
#include "run.hpp"
#include "solver.hpp"
#include "wide.hpp"

namespace rfsat::gen {

std::uint64_t Rng::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

int Rng::below(int n) {
  const std::uint64_t bound = static_cast<std::uint64_t>(n);
  const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
  std::uint64_t x;
  do x = next();
  while (x >= limit);
  return static_cast<int>(x % bound);
}

namespace {

// Branch points of a depth-first search over the domains, propagating with
// groups and cages at every node; stops counting at `budget`.
int branches(const model::Puzzle& p, enc::Domains d, int& budget) {
  enc::prune_with_cages(p, d);
  int best = -1;
  for (int c = 0; c < p.geometry.cell_count(); ++c) {
    if (p.geometry.is_hole(c)) continue;
    const int k = std::popcount(d[c]);
    if (k == 0) return 0;  // dead end
    if (k > 1 && (best < 0 || k < std::popcount(d[best]))) best = c;
  }
  if (best < 0 || budget <= 0) return 0;
  --budget;
  int n = 1;
  for (enc::Mask m = d[best]; m; m &= m - 1) {
    enc::Domains e = d;
    e[best] = m & (~m + 1);
    n += branches(p, std::move(e), budget);
  }
  return n;
}

}  // namespace

int difficulty(const model::Puzzle& p) {
  if (p.symbols.size() > enc::kMaxSymbols) return -1;
  int budget = kDifficultyCap;
  return std::min(branches(p, enc::full_domains(p), budget), kDifficultyCap);
}

std::optional<model::Assignment> random_solution(const model::Puzzle& p, std::uint64_t seed,
                                                 double time_limit_seconds) {
  enc::Encoded e;
  if (p.symbols.size() > enc::kMaxSymbols) {
    e = enc::encode_wide(p, {});
  } else {
    enc::Domains d = enc::full_domains(p);
    enc::prune_with_cages(p, d);
    for (int c = 0; c < p.geometry.cell_count(); ++c)
      if (!p.geometry.is_hole(c) && d[c] == 0) return std::nullopt;
    e = enc::encode_domains(p, std::move(d), {});
  }
  Rng rng(seed ^ 0x5EEDF00DULL);
  backend::EnumerateOptions o;
  o.max_solutions = 1;
  o.time_limit_seconds = time_limit_seconds;
  o.settings.seed = static_cast<int>(seed % 1000003) + 1;
  for (int c = 0; c < p.geometry.cell_count(); ++c) {
    std::vector<int> lits;
    for (int s = 0; s < e.vars.num_symbols; ++s)
      if (int x = e.vars.at(c, s)) lits.push_back(x);
    if (lits.size() < 2) continue;
    const int pick = rng.below(static_cast<int>(lits.size()));
    for (int i = 0; i < static_cast<int>(lits.size()); ++i) o.phases.push_back(i == pick ? lits[i] : -lits[i]);
  }
  backend::Enumeration r = backend::enumerate(p, e, o);
  if (r.solutions.empty() || check::find_violation(p, r.solutions[0])) return std::nullopt;
  return r.solutions[0];
}

namespace {

// ---- calcudoku ----------------------------------------------------------

struct Cage {
  std::vector<int> cells;  // empty: dissolved
  char op = '+';
  long long target = 0;
};

struct State {
  int n = 0;
  std::vector<int> solution;
  std::vector<int> cage_of;  // -1: a given
  std::vector<Cage> cages;

  int live_cages() const {
    int k = 0;
    for (const Cage& g : cages) k += g.cells.empty() ? 0 : 1;
    return k;
  }
  int givens() const { return static_cast<int>(std::count(cage_of.begin(), cage_of.end(), -1)); }
};

std::vector<int> neighbours(int c, int n) {
  std::vector<int> out;
  const int r = c / n, k = c % n;
  if (r > 0) out.push_back(c - n);
  if (r + 1 < n) out.push_back(c + n);
  if (k > 0) out.push_back(c - 1);
  if (k + 1 < n) out.push_back(c + 1);
  return out;
}

// The target of `op` over `v`, or nullopt when the operator does not fit
// (a difference below 0, a ratio that is not whole, -T limits).
std::optional<long long> target_of(char op, const std::vector<long long>& v, bool two_cell) {
  long long sum = 0, product = 1, top = 0;
  for (long long x : v) sum += x, product *= x, top = std::max(top, x);
  switch (op) {
    case '+': return sum;
    case '*': return product;
    case '-':
      if ((two_cell && v.size() != 2) || 2 * top - sum < 0) return std::nullopt;
      return 2 * top - sum;
    default:
      if ((two_cell && v.size() != 2) || (top * top) % product != 0) return std::nullopt;
      return top * top / product;
  }
}

// Sets a valid operator and target: keeps the current operator if it still
// fits, else draws one (weights + 3, * 3, - 2, / 2 among those that fit).
void settle(State& s, Cage& g, Rng& rng, bool two_cell, bool redraw) {
  std::vector<long long> v;
  for (int c : g.cells) v.push_back(s.solution[c]);
  if (!redraw)
    if (auto t = target_of(g.op, v, two_cell)) {
      g.target = *t;
      return;
    }
  std::vector<char> bag;
  for (char op : {'+', '+', '+', '*', '*', '*', '-', '-', '/', '/'})
    if (target_of(op, v, two_cell)) bag.push_back(op);
  g.op = bag[rng.below(static_cast<int>(bag.size()))];  // '+' always fits
  g.target = *target_of(g.op, v, two_cell);
}

// The connected parts of `cells`.
std::vector<std::vector<int>> components(const std::vector<int>& cells, int n) {
  std::set<int> left(cells.begin(), cells.end());
  std::vector<std::vector<int>> out;
  while (!left.empty()) {
    std::vector<int> part{*left.begin()}, stack{*left.begin()};
    left.erase(left.begin());
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      for (int m : neighbours(c, n))
        if (left.erase(m)) part.push_back(m), stack.push_back(m);
    }
    std::sort(part.begin(), part.end());
    out.push_back(std::move(part));
  }
  return out;
}

// Replaces cage `i` by the connected parts of `cells`: parts of one cell
// become givens.
void reshape(State& s, int i, const std::vector<int>& cells, Rng& rng, bool two_cell) {
  for (int c : s.cages[i].cells) s.cage_of[c] = -1;
  const char op = s.cages[i].op;
  s.cages[i].cells.clear();
  bool first = true;
  for (std::vector<int>& part : components(cells, s.n)) {
    if (part.size() < 2) continue;
    int idx = i;
    if (!first) {
      idx = static_cast<int>(s.cages.size());
      s.cages.emplace_back();
    }
    first = false;
    Cage& g = s.cages[idx];
    g.cells = std::move(part);
    g.op = op;
    for (int c : g.cells) s.cage_of[c] = idx;
    settle(s, g, rng, two_cell, false);
  }
}

// Dissolves the smallest cages into givens while there are more than
// `max_cages` (more givens never make a unique puzzle ambiguous).
void cap_cages(State& s, int max_cages) {
  while (s.live_cages() > max_cages) {
    int smallest = -1;
    for (int i = 0; i < static_cast<int>(s.cages.size()); ++i)
      if (!s.cages[i].cells.empty() &&
          (smallest < 0 || s.cages[i].cells.size() < s.cages[smallest].cells.size()))
        smallest = i;
    for (int c : s.cages[smallest].cells) s.cage_of[c] = -1;
    s.cages[smallest].cells.clear();
  }
}

void make_given(State& s, int cell, Rng& rng, bool two_cell, int max_cages) {
  const int i = s.cage_of[cell];
  if (i < 0) return;
  std::vector<int> rest;
  for (int c : s.cages[i].cells)
    if (c != cell) rest.push_back(c);
  reshape(s, i, rest, rng, two_cell);
  cap_cages(s, max_cages);
}

ast::CdokPuzzle spec_of(const State& s) {
  ast::CdokPuzzle p;
  p.size = s.n;
  p.given.assign(s.solution.size(), -1);
  for (std::size_t c = 0; c < s.solution.size(); ++c)
    if (s.cage_of[c] < 0) p.given[c] = s.solution[c];
  std::vector<const Cage*> live;
  for (const Cage& g : s.cages)
    if (!g.cells.empty()) live.push_back(&g);
  std::sort(live.begin(), live.end(), [](const Cage* a, const Cage* b) { return a->cells[0] < b->cells[0]; });
  const std::string letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  for (std::size_t i = 0; i < live.size(); ++i) {
    ast::CdokCage g;
    g.letter = i < letters.size() ? letters[i] : '?';
    g.op = live[i]->op;
    g.target = live[i]->target;
    g.cells = live[i]->cells;
    p.cages.push_back(std::move(g));
  }
  return p;
}

class CalcudokuGenerator {
 public:
  CalcudokuGenerator(const CalcudokuOptions& o) : o_(o), rng_(o.seed) {}

  std::optional<Generated> run(std::string* why) {
    const int n = o_.size;
    s_.n = n;
    // 1. A random latin square.
    ast::CdokPuzzle empty;
    empty.size = n;
    empty.given.assign(static_cast<std::size_t>(n) * n, -1);
    const model::Puzzle latin = formats::calcudoku_model(empty);
    std::optional<model::Assignment> a = random_solution(latin, rng_.next(), o_.time_limit);
    if (!a) return fail(why, "no latin square found (time limit)");
    // Rows, columns and values permuted at random (still a latin square).
    const std::vector<int> sat = formats::calcudoku_values(latin, *a);
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
    // 2. Cages.
    partition();
    // 3. Unique: the whole partition if the solver proves it unique within a
    // second; else cage by cage from a grid of givens (below).
    if (!check(s_, std::min(1.0, o_.time_limit)).unique) grow();
    // 4. Within the difficulty bound.
    int d = o_.max_difficulty ? difficulty(model()) : 0;
    while (o_.max_difficulty && d > *o_.max_difficulty) {
      std::vector<int> open = open_caged_cells();
      if (open.empty()) break;
      make_given(s_, open[rng_.below(static_cast<int>(open.size()))], rng_, o_.two_cell, o_.max_cages);
      d = difficulty(model());
    }
    // 5. Fewer givens, bigger cages, while unique and within the bound.
    harden();
    d = difficulty(model());
    if (o_.min_difficulty && d < *o_.min_difficulty) {
      deepen(d);
      d = difficulty(model());
      if (d < *o_.min_difficulty)
        return fail(why, "reached difficulty " + std::to_string(d) + ", not " + std::to_string(*o_.min_difficulty) +
                             " (try another seed, larger cages or a lower --min-difficulty)");
    }
    Generated g;
    g.puzzle = spec_of(s_);
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

  static std::optional<Generated> fail(std::string* why, std::string m) {
    if (why) *why = std::move(m);
    return std::nullopt;
  }

  model::Puzzle model() const { return formats::calcudoku_model(spec_of(s_)); }

  Check check(const State& s, std::optional<double> limit = std::nullopt) {
    ++proofs_;
    const model::Puzzle p = formats::calcudoku_model(spec_of(s));
    cli::RunResult r = cli::run_puzzle(p, 2, limit.value_or(o_.time_limit));
    Check c;
    c.unique = cli::verdict_of(r) == cli::Verdict::unique;
    for (const model::Assignment& a : r.enumeration.solutions) {
      std::vector<int> v = formats::calcudoku_values(p, a);
      if (v != s.solution) c.other = std::move(v);
    }
    return c;
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
        make_given(s_, pick[rng_.below(static_cast<int>(pick.size()))], rng_, o_.two_cell, o_.max_cages);
      }
    }
  }

  static constexpr double kHardenProof = 2.0;

  bool acceptable(const State& s, double limit) {
    if (s.live_cages() > o_.max_cages || !check(s, std::min(limit, o_.time_limit)).unique) return false;
    return !o_.max_difficulty || difficulty(formats::calcudoku_model(spec_of(s))) <= *o_.max_difficulty;
  }

  std::vector<int> open_caged_cells() {
    const model::Puzzle p = model();
    enc::Domains d = enc::full_domains(p);
    enc::prune_with_cages(p, d);
    std::vector<int> out;
    for (int c = 0; c < s_.n * s_.n; ++c)
      if (s_.cage_of[c] >= 0 && std::popcount(d[c]) > 1) out.push_back(c);
    return out;
  }

  // Random connected cages of min..max cells; pieces left smaller than the
  // minimum join a neighbouring cage when that stays within the maximum
  // (else another partition is drawn; after 200 draws they stay). Then at
  // most max_cages cages: the smallest become givens.
  void partition() {
    const int n = s_.n, cells = n * n;
    for (int attempt = 0; attempt < 200; ++attempt) {
      s_.cage_of.assign(cells, -1);
      s_.cages.clear();
      std::vector<int> order(cells);
      for (int i = 0; i < cells; ++i) order[i] = i;
      rng_.shuffle(order);
      for (int start : order) {
        if (s_.cage_of[start] >= 0) continue;
        const int want = o_.min_cage + rng_.below(o_.max_cage - o_.min_cage + 1);
        const int idx = static_cast<int>(s_.cages.size());
        s_.cages.push_back({{start}, '+', 0});
        s_.cage_of[start] = idx;
        while (static_cast<int>(s_.cages[idx].cells.size()) < want) {
          std::vector<int> frontier;
          for (int c : s_.cages[idx].cells)
            for (int m : neighbours(c, n))
              if (s_.cage_of[m] < 0) frontier.push_back(m);
          if (frontier.empty()) break;
          const int m = frontier[rng_.below(static_cast<int>(frontier.size()))];
          s_.cage_of[m] = idx;
          s_.cages[idx].cells.push_back(m);
        }
      }
      bool ok = true;
      for (int i = 0; i < static_cast<int>(s_.cages.size()); ++i) {
        if (s_.cages[i].cells.empty() || static_cast<int>(s_.cages[i].cells.size()) >= o_.min_cage) continue;
        std::vector<int> joinable;
        for (int c : s_.cages[i].cells)
          for (int m : neighbours(c, n)) {
            const int j = s_.cage_of[m];
            if (j != i && static_cast<int>(s_.cages[j].cells.size() + s_.cages[i].cells.size()) <= o_.max_cage)
              joinable.push_back(j);
          }
        if (joinable.empty()) {
          ok = false;
          continue;
        }
        const int j = joinable[rng_.below(static_cast<int>(joinable.size()))];
        for (int c : s_.cages[i].cells) s_.cage_of[c] = j, s_.cages[j].cells.push_back(c);
        s_.cages[i].cells.clear();
      }
      if (ok || attempt == 199) break;
    }
    for (Cage& g : s_.cages) std::sort(g.cells.begin(), g.cells.end());
    cap_cages(s_, o_.max_cages);
    for (Cage& g : s_.cages) {
      if (g.cells.empty()) continue;
      if (g.cells.size() == 1) {
        s_.cage_of[g.cells[0]] = -1;
        g.cells.clear();
        continue;
      }
      settle(s_, g, rng_, o_.two_cell, true);
    }
  }

  // Each given, in random order, tries to join an adjacent cage (or to pair
  // with an adjacent given as a new cage); the first change the solver
  // proves unique (within the difficulty bound) stays. Repeated while a
  // pass changes something.
  // Each proof here gets at most kHardenProof seconds (a change not proven
  // in time is dropped), each given tries at most two partners per pass.
  void harden() {
    const int n = s_.n;
    for (int pass = 0; pass < 3; ++pass) {
      bool changed = false;
      std::vector<int> givens;
      for (int c = 0; c < n * n; ++c)
        if (s_.cage_of[c] < 0) givens.push_back(c);
      rng_.shuffle(givens);
      for (int g : givens) {
        if (s_.cage_of[g] >= 0) continue;
        std::vector<int> partners = neighbours(g, n);
        rng_.shuffle(partners);
        if (partners.size() > 2) partners.resize(2);
        for (int m : partners) {
          State t = s_;
          const int j = t.cage_of[m];
          if (j >= 0) {
            if (static_cast<int>(t.cages[j].cells.size()) >= o_.max_cage) continue;
            t.cages[j].cells.push_back(g);
            std::sort(t.cages[j].cells.begin(), t.cages[j].cells.end());
            t.cage_of[g] = j;
            settle(t, t.cages[j], rng_, o_.two_cell, rng_.below(3) == 0);
          } else {
            if (o_.min_cage > 2 || t.live_cages() >= o_.max_cages) continue;
            const int idx = static_cast<int>(t.cages.size());
            t.cages.push_back({{std::min(g, m), std::max(g, m)}, '+', 0});
            t.cage_of[g] = t.cage_of[m] = idx;
            settle(t, t.cages[idx], rng_, o_.two_cell, true);
          }
          if (acceptable(t, kHardenProof)) {
            s_ = std::move(t);
            changed = true;
            break;
          }
        }
      }
      if (!changed) break;
    }
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
      if (rng_.below(2) == 0) {
        settle(t, t.cages[i], rng_, o_.two_cell, true);
      } else {
        std::vector<int> others;
        for (int c : t.cages[i].cells)
          for (int m : neighbours(c, n))
            if (t.cage_of[m] >= 0 && t.cage_of[m] != i &&
                static_cast<int>(t.cages[i].cells.size() + t.cages[t.cage_of[m]].cells.size()) <= o_.max_cage)
              others.push_back(t.cage_of[m]);
        if (others.empty()) continue;
        const int j = others[rng_.below(static_cast<int>(others.size()))];
        for (int c : t.cages[j].cells) t.cage_of[c] = i, t.cages[i].cells.push_back(c);
        t.cages[j].cells.clear();
        std::sort(t.cages[i].cells.begin(), t.cages[i].cells.end());
        settle(t, t.cages[i], rng_, o_.two_cell, true);
      }
      if (t.live_cages() > o_.max_cages || !check(t).unique) continue;
      const int e = difficulty(formats::calcudoku_model(spec_of(t)));
      if (e > d && (!o_.max_difficulty || e <= *o_.max_difficulty)) {
        s_ = std::move(t);
        d = e;
      }
    }
  }

  CalcudokuOptions o_;
  Rng rng_;
  State s_;
  int proofs_ = 0;
};

// ---- any rule file --------------------------------------------------------

bool is_clue(const model::ConstraintKind& k) {
  return std::visit(
      [](const auto& x) {
        using K = std::decay_t<decltype(x)>;
        return std::is_same_v<K, model::Sum> || std::is_same_v<K, model::Product> ||
               std::is_same_v<K, model::Difference> || std::is_same_v<K, model::Ratio> ||
               std::is_same_v<K, model::SumModulo> || std::is_same_v<K, model::SameRemainder> ||
               std::is_same_v<K, model::Wheel> || std::is_same_v<K, model::Equal> ||
               std::is_same_v<K, model::MinDiff> || std::is_same_v<K, model::DiffDot> ||
               std::is_same_v<K, model::RatioDot> || std::is_same_v<K, model::SumDot> ||
               std::is_same_v<K, model::CircleDiff> || std::is_same_v<K, model::CirclePower> ||
               std::is_same_v<K, model::Greater> || std::is_same_v<K, model::Thermo> ||
               std::is_same_v<K, model::Arrow> || std::is_same_v<K, model::Palindrome> ||
               std::is_same_v<K, model::Whisper> || std::is_same_v<K, model::Sandwich> ||
               std::is_same_v<K, model::Parity> || std::is_same_v<K, model::AllowedSymbols> ||
               std::is_same_v<K, model::ForbiddenSymbols>;
      },
      k);
}

}  // namespace

std::optional<Generated> generate_calcudoku(const CalcudokuOptions& o, std::string* why) {
  if (o.size < 1 || o.size > parser::kCdokMaxSize) {
    if (why) *why = "--size must be 1..64";
    return std::nullopt;
  }
  if (o.min_cage < 2 || o.max_cage < o.min_cage) {
    if (why) *why = "cage sizes need 2 <= --min-cage <= --max-cage";
    return std::nullopt;
  }
  return CalcudokuGenerator(o).run(why);
}

std::optional<RulesResult> generate_from_rules(const std::string& text, const model::Puzzle& p,
                                               const RulesOptions& o, std::string* why) {
  auto fail = [why](std::string m) -> std::optional<RulesResult> {
    if (why) *why = std::move(m);
    return std::nullopt;
  };
  Rng rng(o.seed);
  std::optional<model::Assignment> solution = random_solution(p, rng.next(), o.time_limit);
  if (!solution) return fail("the rules have no solution (or none was found within the time limit)");
  // Units that may go: each line of the file holding only givens (or, with
  // `clues`, clue rules), and one generated given per other cell.
  struct Unit {
    int line = 0;     // > 0: a line of the file
    int cell = -1;    // >= 0: a generated given
    bool clue = false;
  };
  std::map<int, bool> line_ok;  // line -> every constraint on it may go
  std::map<int, bool> line_clue;
  std::vector<char> fixed(p.geometry.cell_count(), 0);
  for (const model::Constraint& c : p.constraints) {
    const int line = c.origin.line;
    const bool given = std::holds_alternative<model::Given>(c.kind);
    const bool ok = line > 0 && (given || (o.clues && is_clue(c.kind)));
    auto it = line_ok.find(line);
    line_ok[line] = (it == line_ok.end() ? true : it->second) && ok;
    line_clue[line] = line_clue[line] || !given;
    if (const auto* g = std::get_if<model::Given>(&c.kind)) fixed[g->cell] = 1;
  }
  std::vector<Unit> units;
  for (const auto& [line, ok] : line_ok)
    if (ok) units.push_back({line, -1, line_clue[line]});
  for (int c = 0; c < p.geometry.cell_count(); ++c)
    if (!p.geometry.is_hole(c) && !fixed[c]) units.push_back({0, c, false});
  std::vector<char> active(units.size(), 1);
  auto build = [&]() {
    model::Puzzle q = p;
    std::set<int> dropped;
    for (std::size_t i = 0; i < units.size(); ++i)
      if (!active[i] && units[i].line > 0) dropped.insert(units[i].line);
    q.constraints.clear();
    for (const model::Constraint& c : p.constraints)
      if (!dropped.count(c.origin.line) || !line_ok.count(c.origin.line) || !line_ok.at(c.origin.line))
        q.constraints.push_back(c);
    for (std::size_t i = 0; i < units.size(); ++i)
      if (active[i] && units[i].cell >= 0)
        q.constraints.push_back({model::Given{units[i].cell, (*solution)[units[i].cell]}, {}});
    return q;
  };
  RulesResult out;
  std::vector<std::size_t> order(units.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  rng.shuffle(order);
  for (std::size_t i : order) {
    active[i] = 0;
    ++out.proofs;
    cli::RunResult r = cli::run_puzzle(build(), 2, o.time_limit);
    if (cli::verdict_of(r) != cli::Verdict::unique) active[i] = 1;
  }
  // The text: the file without the dropped lines, then the kept givens.
  std::set<int> dropped;
  for (std::size_t i = 0; i < units.size(); ++i)
    if (!active[i] && units[i].line > 0) {
      dropped.insert(units[i].line);
      if (units[i].clue) ++out.removed_clues;
    }
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (!dropped.count(number)) out.text += line + "\n";
  }
  out.text += "// givens chosen by rfsat generate --rules (seed " + std::to_string(o.seed) + "): unique\n";
  for (std::size_t i = 0; i < units.size(); ++i) {
    if (active[i] && units[i].cell >= 0) {
      out.text += "set_cell(" + std::to_string(units[i].cell + 1) + "," +
                  p.symbols.symbols[(*solution)[units[i].cell]].glyph + ")\n";
      ++out.givens;
    }
  }
  for (const model::Constraint& c : p.constraints)
    if (std::holds_alternative<model::Given>(c.kind) && !dropped.count(c.origin.line)) ++out.givens;
  return out;
}

}  // namespace rfsat::gen
