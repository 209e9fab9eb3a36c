// Contradiction steps (engine.hpp): "if r4c5 were 7 then ... so r4c5 is
// not 7". A hypothesis is placed on a copy of the grid (with its cleanup),
// and the direct steps (and contradictions one level shallower) run on it
// until the grid breaks; the shortest such nested path over the first
// hypotheses (cells with fewest candidates first; ties: the first) becomes
// the step, and a nested path of at most 2 steps ends the search. Its
// reasons are every rule the nested path used, its uses the outer steps the
// nested steps rested on; it is rated by its depth and length (grade.hpp).
// On the path itself (level 0), the hypotheses run on worker engines, each
// with its own solver, on Options::jobs threads: a nested path does not
// depend on the solver's history (explain.hpp), so the step is the same
// for any number of threads.
#include <algorithm>
#include <mutex>
#include <thread>

#include "engine.hpp"

namespace rfsat::explain {
namespace {

void merge(std::vector<int>& into, const std::vector<int>& from) {
  into.insert(into.end(), from.begin(), from.end());
  std::sort(into.begin(), into.end());
  into.erase(std::unique(into.begin(), into.end()), into.end());
}

// Longer nested paths than this are not contradiction steps.
constexpr std::size_t kMaxNestedSteps = 200;

}  // namespace

// The hypotheses' nested paths, shared by the threads that run them: the
// next to run, and the bound each may take (a path as long as the best of
// an earlier hypothesis, or longer than a later one's, cannot win; one of
// at most 2 steps is always found, as it ends the search).
struct Trials {
  std::vector<Placement> hyps;
  std::vector<std::optional<Nested>> found;
  std::vector<char> done;
  std::size_t next = 0, stop;
  bool first_wins = false;  // the first nested path found ends the search
  std::mutex mu;

  explicit Trials(std::vector<Placement> h)
      : hyps(std::move(h)), found(hyps.size()), done(hyps.size(), 0), stop(hyps.size()) {}

  // The next hypothesis and its bound, or false when none is left.
  bool take(std::size_t& i, std::size_t& bound) {
    std::lock_guard<std::mutex> lock(mu);
    if (next >= stop) return false;
    i = next++;
    bound = kMaxNestedSteps;
    for (std::size_t j = 0; j < hyps.size(); ++j)
      if (done[j] && found[j])
        bound = std::min(bound, j < i ? found[j]->steps.size()
                                      : std::max<std::size_t>(found[j]->steps.size() + 1, 3));
    return true;
  }
  void put(std::size_t i, std::optional<Nested> n) {
    std::lock_guard<std::mutex> lock(mu);
    if (n && (n->steps.size() <= 2 || first_wins)) stop = std::min(stop, i + 1);
    found[i] = std::move(n);
    done[i] = 1;
  }
  // The shortest nested path, the first of equals.
  std::optional<std::size_t> best() const {
    std::optional<std::size_t> b;
    for (std::size_t i = 0; i < stop; ++i)
      if (found[i] && (!b || found[i]->steps.size() < found[*b]->steps.size())) b = i;
    return b;
  }
};

std::vector<Placement> Engine::hypotheses(const GridState& s, int level, int depth) {
  std::vector<int> cells;
  for (int c = 0; c < s.cells(); ++c)
    if (s.open(c)) cells.push_back(c);
  std::stable_sort(cells.begin(), cells.end(),
                   [&](int a, int b) { return popcount(s.mask(a)) < popcount(s.mask(b)); });
  // Each hypothesis of a deeper step runs shallower contradictions of its
  // own: fewer of them (SE 10 puzzles: 4.7 s of 10 went to depth 2).
  const std::size_t max_tried =
      static_cast<std::size_t>(std::max(1, o_.max_hypotheses / (depth * depth * depth)));
  std::vector<Placement> out;
  for (int c : cells)
    for (Mask m = s.mask(c); m && out.size() < max_tried; m &= m - 1) {
      // On the path, the solution's candidates are skipped; inside a
      // hypothesis every candidate is tried (asking the solver per
      // candidate cost more than the nested runs that stall).
      if (level == 0 && !excluded(s, c, lowest(m), true)) continue;
      out.push_back({c, lowest(m)});
    }
  return out;
}

std::optional<Nested> Engine::nested_path(const GridState& s, Placement hyp, int level, int depth,
                                          std::size_t bound, const Quiet& quiet) {
  Quiet q = quiet;
  const int base = kNestedBase * (level + 1);
  GridState t = s;
  Step h;
  h.placements.push_back(hyp);
  add_cleanup(p_, groups_of_cell_, t, h);
  t.apply(h, base - 1);
  Nested n;
  // Steps from rule tables ask no solver, so the deadline is watched here too.
  while (n.steps.size() < bound && !rs_.timed_out() && !past(deadline_)) {
    Found f = next(t, level + 1, depth - 1, q);
    if (f.contradiction) {
      merge(n.reasons, f.contradiction_reasons);
      return n;
    }
    if (!f.step) break;
    merge(n.reasons, f.step->reasons);
    merge(n.uses, f.step->uses);
    n.depth = std::max(n.depth, f.step->depth);
    t.apply(*f.step, base + static_cast<int>(n.steps.size()));
    n.steps.push_back(std::move(*f.step));
  }
  return std::nullopt;
}

Engine& Engine::worker(std::size_t i) {
  while (workers_.size() <= i) {
    Options o = o_;
    // A collection's thread keeps the first worker's solver too.
    o.cache = workers_.empty() && o_.cache ? o_.cache->worker() : nullptr;
    workers_.push_back(std::make_unique<Engine>(p_, o, deadline_));
  }
  return *workers_[i];
}

// Runs the trials on `engines` (one thread each; the caller's for one).
void Engine::run_trials(Trials& trials, const GridState& s, int level, int depth, int engines,
                        const Quiet& quiet) {
  auto run = [&](Engine& e) {
    std::size_t i = 0, bound = 0;
    while (trials.take(i, bound))
      trials.put(i, e.nested_path(s, trials.hyps[i], level, depth, bound, quiet));
  };
  // Inside a hypothesis: this engine, one thread.
  if (level > 0) return run(*this);
  for (int w = 0; w < engines; ++w) worker(static_cast<std::size_t>(w));
  if (engines == 1) return run(*workers_[0]);
  std::vector<std::thread> threads;
  for (int w = 0; w < engines; ++w) threads.emplace_back([&, w] { run(*workers_[w]); });
  for (std::thread& t : threads) t.join();
}

std::optional<Step> Engine::contradiction_step(const GridState& s, int level, int depth,
                                               const Quiet& quiet) {
  const int base = kNestedBase * (level + 1);
  Trials trials(hypotheses(s, level, depth));
  if (trials.hyps.empty()) return std::nullopt;
  // Inside a hypothesis of a variant puzzle, any contradiction will do:
  // the shortest of 40 cost 07-bird-in-a-storm's first step 8 s
  // (docs/tuning.md#explain-variants); grids of houses keep the shortest.
  trials.first_wins = level > 0 && rs_.variant();
  const int jobs = std::clamp(o_.jobs, 1, static_cast<int>(trials.hyps.size()));
  run_trials(trials, s, level, depth, jobs, quiet);
  const std::optional<std::size_t> b = trials.best();
  if (!b) return std::nullopt;
  Nested& best = *trials.found[*b];
  const Placement best_hyp = trials.hyps[*b];
  Step step;
  step.technique = "contradiction";
  step.key = "contradiction";
  step.hypothesis = best_hyp;
  step.eliminations.push_back({best_hyp.cell, presolve::bit(best_hyp.symbol)});
  step.reasons = best.reasons;
  std::erase_if(best.uses, [&](int u) { return u >= base - 1; });
  step.uses = best.uses;
  step.depth = best.depth + 1;
  step.nested = std::move(best.steps);
  double hardest = 0;
  for (const Step& n : step.nested) hardest = std::max(hardest, n.rating);
  // Nishio-like with singles (SE 7.x), deeper nesting towards SE's 9-11.
  step.rating = 6.6 + 1.6 * (step.depth - 1) + std::min(1.0, 0.05 * step.nested.size()) +
                std::max(0.0, hardest - 2.8) * 0.2;
  return step;
}

}  // namespace rfsat::explain
