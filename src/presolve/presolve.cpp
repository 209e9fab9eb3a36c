// presolve (presolve.hpp): prune, decide by propagation, estimate, guess.
#include "presolve.hpp"

#include <bit>

#include "cage_prune.hpp"
#include "domain_sets.hpp"
#include "evaluate.hpp"
#include "fill_hint.hpp"

namespace rfsat::presolve {

Presolved presolve(const model::Puzzle& puzzle, const Limits& limits) {
  Presolved out;
  out.large_classic = model::is_classic(puzzle) && puzzle.geometry.cell_count() >= kHintMinCells;
  if (puzzle.symbols.size() > kMaxSymbols) return out;  // no masks: nothing to prune
  out.domains = limits.prune ? pruned_domains(puzzle, limits.deadline) : full_domains(puzzle);
  out.decided = decided(puzzle, *out.domains);
  if (out.decided) return out;
  out.estimated_literals = estimate_literals(puzzle, *out.domains);
  out.too_large = out.estimated_literals > limits.max_literals;
  if (out.large_classic && limits.hint && !out.too_large)
    out.hint = fill_hint(puzzle, *out.domains, kHintMaxSteps, limits.deadline);
  return out;
}

std::optional<std::vector<model::Assignment>> decided(const model::Puzzle& p, const Domains& d) {
  std::vector<model::Assignment> solutions;
  if (has_empty_cell(p, d)) return solutions;
  model::Assignment a(p.geometry.total_cells(), -1);
  for (int c = 0; c < p.geometry.total_cells(); ++c) {
    if (p.geometry.is_hole(c)) continue;
    if (!is_single(d[c])) return std::nullopt;
    a[c] = std::countr_zero(d[c]);
  }
  if (!check::find_violation(p, a)) solutions.push_back(std::move(a));
  return solutions;
}

std::size_t estimate_literals(const model::Puzzle& puzzle, const Domains& domains) {
  // At-most-one plus at-least-one: about 6 literals per candidate with
  // their zeros, per cell and per group (empty 64x64: 6.3 million estimated,
  // 10.3 million stored; 9x9: 17,496 and 38,232): below the stored size, so
  // that no puzzle that fits is refused; the budget catches the rest.
  std::size_t lits = 0;
  for (int c = 0; c < puzzle.geometry.cell_count(); ++c)
    if (!puzzle.geometry.is_hole(c))
      lits += 6 * static_cast<std::size_t>(std::popcount(domains[c]));
  const std::size_t symbols = puzzle.symbols.size();
  for (const model::Constraint& c : puzzle.constraints)
    if (const auto* g = std::get_if<model::Group>(&c.kind)) lits += 6 * g->cells.size() * symbols;
  return lits;
}

std::size_t pairwise_clauses(const model::Puzzle& puzzle, const Domains& domains) {
  const auto pairs = [](std::size_t k) { return k < 2 ? 0 : k * (k - 1) / 2; };
  std::size_t n = 0;
  for (Mask m : domains) n += pairs(static_cast<std::size_t>(std::popcount(m)));
  for (const std::vector<int>& g : layout_of(puzzle).groups)
    for (int s = 0; s < puzzle.symbols.size(); ++s) {
      std::size_t places = 0;
      for (int c : g) places += (domains[c] >> s) & 1;
      n += pairs(places);
    }
  return n;
}

}  // namespace rfsat::presolve
