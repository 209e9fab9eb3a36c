// Contradiction steps (engine.hpp): "if r4c5 were 7 then ... so r4c5 is
// not 7". A hypothesis is placed on a copy of the grid (with its cleanup),
// and the direct steps (and contradictions one level shallower) run on it
// until the grid breaks; the shortest such nested path over the first
// hypotheses tried (cells with fewest candidates first) becomes the step.
// Its reasons are every rule the nested path used, its uses the outer
// steps the nested steps rested on; it is rated by its depth and length
// (grade.hpp).
#include <algorithm>

#include "engine.hpp"

namespace rfsat::explain {
namespace {

// The nested path of one hypothesis, or nullopt if it does not break the
// grid within `max_steps` steps.
struct Nested {
  std::vector<Step> steps;
  std::vector<int> reasons, uses;
  int depth = 0;
};

void merge(std::vector<int>& into, const std::vector<int>& from) {
  into.insert(into.end(), from.begin(), from.end());
  std::sort(into.begin(), into.end());
  into.erase(std::unique(into.begin(), into.end()), into.end());
}

}  // namespace

std::optional<Step> Engine::contradiction_step(const GridState& s, int level, int depth) {
  const int base = kNestedBase * (level + 1);
  std::vector<int> cells;
  for (int c = 0; c < s.cells(); ++c)
    if (s.open(c)) cells.push_back(c);
  std::stable_sort(cells.begin(), cells.end(),
                   [&](int a, int b) { return popcount(s.mask(a)) < popcount(s.mask(b)); });
  std::optional<Nested> best;
  Placement best_hyp;
  int tried = 0;
  // Each hypothesis of a deeper step runs shallower contradictions of its
  // own: fewer of them (SE 10 puzzles: 4.7 s of 10 went to depth 2).
  const int max_tried = std::max(1, o_.max_hypotheses / (depth * depth * depth));
  for (int c : cells)
    for (Mask m = s.mask(c); m && tried < max_tried; m &= m - 1) {
      const int v = lowest(m);
      // On the path, the solution's candidates are skipped; inside a
      // hypothesis every candidate is tried (asking the solver per
      // candidate cost more than the nested runs that stall).
      if (level == 0 && !excluded(s, c, v, true)) continue;
      ++tried;
      GridState t = s;
      Step hyp;
      hyp.placements.push_back({c, v});
      add_cleanup(p_, groups_of_cell_, t, hyp);
      t.apply(hyp, base - 1);
      Nested n;
      const std::size_t max_steps = best ? best->steps.size() : 200;
      bool broke = false;
      while (n.steps.size() < max_steps && !rs_.timed_out()) {
        Found f = next(t, level + 1, depth - 1);
        if (f.contradiction) {
          merge(n.reasons, f.contradiction_reasons);
          broke = true;
          break;
        }
        if (!f.step) break;
        merge(n.reasons, f.step->reasons);
        merge(n.uses, f.step->uses);
        n.depth = std::max(n.depth, f.step->depth);
        t.apply(*f.step, base + static_cast<int>(n.steps.size()));
        n.steps.push_back(std::move(*f.step));
      }
      if (broke && (!best || n.steps.size() < best->steps.size()))
        best = std::move(n), best_hyp = {c, v};
      if (best && best->steps.size() <= 2) break;
    }
  if (!best) return std::nullopt;
  Step step;
  step.technique = "contradiction";
  step.key = "contradiction";
  step.hypothesis = best_hyp;
  step.eliminations.push_back({best_hyp.cell, presolve::bit(best_hyp.symbol)});
  step.reasons = best->reasons;
  std::erase_if(best->uses, [&](int u) { return u >= base - 1; });
  step.uses = best->uses;
  step.depth = best->depth + 1;
  step.nested = std::move(best->steps);
  double hardest = 0;
  for (const Step& n : step.nested) hardest = std::max(hardest, n.rating);
  // Nishio-like with singles (SE 7.x), deeper nesting towards SE's 9-11.
  step.rating = 6.6 + 1.6 * (step.depth - 1) + std::min(1.0, 0.05 * step.nested.size()) +
                std::max(0.0, hardest - 2.8) * 0.2;
  return step;
}

}  // namespace rfsat::explain
