// Unit propagation over a cnf::Formula, for tests of propagation strength
// (what an encoding lets a SAT solver deduce without search). A naive
// fixpoint over the clause list, independent of the SAT backend: fine for
// the few hundred clauses of a test formula.
//
//   auto fixed = test::propagate(f, {-x1, -x2});   // nullopt: a conflict
//   if (fixed && fixed->count(-y)) { /* y is false by UP */ }
#pragma once

#include <cstddef>
#include <optional>
#include <set>
#include <vector>

#include "cnf.hpp"

namespace rfsat::test {

// The literals true after unit propagation from `assumed`, or nullopt when
// propagation falsifies a clause.
inline std::optional<std::set<int>> propagate(const cnf::Formula& f,
                                              const std::vector<int>& assumed) {
  std::set<int> fixed;
  for (int lit : assumed) {
    if (fixed.count(-lit)) return std::nullopt;
    fixed.insert(lit);
  }
  const std::vector<int>& lits = f.literals();
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t begin = 0; begin < lits.size();) {
      std::size_t end = begin;
      while (lits[end] != 0) ++end;
      int open = 0, open_count = 0;
      bool satisfied = false;
      for (std::size_t i = begin; i < end && !satisfied; ++i) {
        if (fixed.count(lits[i])) satisfied = true;
        else if (!fixed.count(-lits[i])) open = lits[i], ++open_count;
      }
      begin = end + 1;
      if (satisfied || open_count > 1) continue;
      if (open_count == 0) return std::nullopt;
      fixed.insert(open);
      changed = true;
    }
  }
  return fixed;
}

}  // namespace rfsat::test
