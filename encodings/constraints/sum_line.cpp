// Sum line encoder (model::SumLine): the line splits into consecutive
// segments that each sum to the target; a loop splits its cycle into arcs.
// Encoding: one automaton (automaton/automaton.hpp; the regular constraint,
// Quimper & Walsh CP 2006, GAC by unit propagation as in Bacchus CP 2007)
// whose state is the set of (open sum, segment empty, cut seen) the line may
// be in: a segment reaching the target may end there or go on (zeros and
// negative numbers make both possible), so the set is the subset
// construction of that small nondeterministic reader, pruned with the
// bounds of the cells still to come and minimized. A line accepts when a
// segment ends at its last cell. A loop first reads a guess t, the sum of
// the cells after its last cut (letters: fresh literals, at most one true),
// starts with the open sum t and accepts when it ends on an open sum t after
// some cut. Size on a row of 9 cells over 1..9, sum 10: 398 variables and
// 1,883 clauses; as a loop: 4,180 variables and 15,386 clauses (states are
// pairs of the guess and the open sum).
// Entry point: encode(const model::SumLine&, Context&).
// Example: sum_line(5; a, b, c) over 1..5 allows 5,1,4 (5 | 1+4) and 2,3,5
// (2+3 | 5), not 1,2,3.
#include <algorithm>
#include <set>
#include <tuple>

#include "automaton/automaton.hpp"
#include "card/cardinality.hpp"
#include "encoders.hpp"
#include "sum/linear.hpp"
#include "table/cells.hpp"

namespace rfsat::enc {
namespace {

using Reader = std::tuple<long long, bool, bool>;         // open sum, segment empty, cut seen
using State = std::pair<long long, std::vector<Reader>>;  // guess t (loops), readers
constexpr long long kUnread = -(1LL << 62);               // a loop before its guess

// Bounds of what the cells from position i on can add: `run_*` over non-empty
// prefixes (a segment closing later), `all_*` over the whole rest.
struct Rest {
  std::vector<long long> run_lo, run_hi, all_lo, all_hi;
};
Rest rest_bounds(const std::vector<table::Column>& cols) {
  const std::size_t k = cols.size();
  Rest r{std::vector<long long>(k + 1, 0), std::vector<long long>(k + 1, 0),
         std::vector<long long>(k + 1, 0), std::vector<long long>(k + 1, 0)};
  r.run_lo[k] = 1, r.run_hi[k] = 0;  // empty interval: nothing can close
  for (std::size_t i = k; i-- > 0;) {
    long long lo = 0, hi = 0;
    if (!cols[i].empty()) {
      lo = hi = cols[i][0].value;
      for (const table::Option& o : cols[i]) lo = std::min(lo, o.value), hi = std::max(hi, o.value);
    }
    r.all_lo[i] = r.all_lo[i + 1] + lo, r.all_hi[i] = r.all_hi[i + 1] + hi;
    r.run_lo[i] = i + 1 == k ? lo : std::min(lo, lo + r.run_lo[i + 1]);
    r.run_hi[i] = i + 1 == k ? hi : std::max(hi, hi + r.run_hi[i + 1]);
  }
  return r;
}

struct Line {
  const std::vector<table::Column>& cols;  // the cells (a loop's guess not included)
  long long target;
  bool loop;
  Rest rest;

  // Can a reader after `i` cells still end well?
  bool alive(std::size_t i, long long t, const Reader& x) const {
    const auto [sum, empty, seen] = x;
    const bool closes = rest.run_lo[i] <= target - sum && target - sum <= rest.run_hi[i];
    if (!loop) return closes || (i == cols.size() && empty && seen);
    const bool tail = seen && rest.all_lo[i] <= t - sum && t - sum <= rest.all_hi[i];
    return closes || tail;
  }
  // The readers after one more cell of value v.
  std::optional<State> step(std::size_t i, const State& s, long long v) const {
    std::set<Reader> next;
    for (const auto& [sum, empty, seen] : s.second) {
      const Reader on{sum + v, false, seen}, cut{0, true, true};
      if (alive(i + 1, s.first, on)) next.insert(on);
      if (sum + v == target && alive(i + 1, s.first, cut)) next.insert(cut);
    }
    if (next.empty()) return std::nullopt;
    return State{s.first, std::vector<Reader>(next.begin(), next.end())};
  }
  bool accept(const State& s) const {
    for (const auto& [sum, empty, seen] : s.second)
      if (loop ? seen && sum == s.first : empty && seen) return true;
    return false;
  }
};

// The tail sums a loop may guess: every sum of a suffix of its cells.
std::vector<long long> tail_sums(const std::vector<table::Column>& cols) {
  std::set<long long> now{0}, all{0};
  for (std::size_t i = cols.size(); i-- > 0;) {
    std::set<long long> next;
    for (long long s : now)
      for (const table::Option& o : cols[i]) next.insert(s + o.value);
    if (next.size() > automaton::kMaxStates) throw cnf::too_large("sum_line: too many sums");
    now = std::move(next);
    all.insert(now.begin(), now.end());
  }
  return {all.begin(), all.end()};
}

// A loop: the guess position first. Guesses no transition reads get no
// literal (their letters are dropped and the arcs renumbered).
void encode_loop(const Line& line, Context& ctx) {
  std::vector<table::Column> cols{{}};
  for (long long t : tail_sums(line.cols)) cols[0].push_back({0, 0, t});
  cols.insert(cols.end(), line.cols.begin(), line.cols.end());
  auto step = [&line](std::size_t i, const State& s,
                      const table::Option& o) -> std::optional<State> {
    if (i == 0) {
      const Reader start{o.value, false, false};
      if (!line.alive(0, o.value, start)) return std::nullopt;
      return State{o.value, {start}};
    }
    return line.step(i - 1, s, o.value);
  };
  const cnf::Formula* clock = &ctx.formula;
  automaton::Unrolled<State> u = automaton::unroll(cols, State{kUnread, {}}, step, clock);
  std::vector<char> ok;
  for (const State& s : u.finals) ok.push_back(line.accept(s));
  automaton::Graph g =
      automaton::minimize(automaton::prune(u.graph, ok, nullptr, clock), false, nullptr, clock);
  std::vector<int> index(cols[0].size(), -1);
  table::Column live;
  std::vector<int> guesses;
  for (automaton::Arc& a : g.arcs[0]) {
    if (index[a.letter] < 0) {
      index[a.letter] = static_cast<int>(live.size());
      guesses.push_back(ctx.formula.new_var());
      live.push_back({guesses.back(), 0, cols[0][a.letter].value});
    }
    a.letter = index[a.letter];
  }
  cols[0] = std::move(live);
  card::at_most_one(ctx.formula, guesses, ctx.options.card_method);
  automaton::encode(ctx.formula, cols, g);
}

}  // namespace

void encode(const model::SumLine& c, Context& ctx) {
  const std::vector<table::Column> cols = table::columns(ctx, c.cells);
  sum::check_magnitudes(cols, c.target);
  const Line line{cols, c.target, c.loop, rest_bounds(cols)};
  if (cols.empty()) {
    ctx.formula.add_clause({});
    return;
  }
  if (c.loop) {
    encode_loop(line, ctx);
    return;
  }
  auto step = [&line](std::size_t i, const State& s, const table::Option& o) {
    return line.step(i, s, o.value);
  };
  automaton::accepts(ctx.formula, cols, State{0, {Reader{0, true, false}}}, step,
                     [&line](const State& s) { return line.accept(s); });
}

}  // namespace rfsat::enc
