// Unit propagation over a cnf::Formula, for tests of propagation strength
// (what an encoding lets a SAT solver deduce without search). A naive
// fixpoint over the clause list, independent of the SAT backend: fine for
// the few hundred clauses of a test formula.
//
//   auto fixed = test::propagate(f, {-x1, -x2});   // nullopt: a conflict
//   if (fixed && fixed->count(-y)) { /* y is false by UP */ }
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <optional>
#include <set>
#include <vector>

#include "cnf.hpp"

namespace rfsat::test {

// The literals true after unit propagation from `assumed`, or nullopt when
// propagation falsifies a clause.
inline std::optional<std::set<int>> propagate(const cnf::Formula& f,
                                              const std::vector<int>& assumed) {
  // value[v]: +1 true, -1 false, 0 open (a vector, not a set: the
  // propagation tests run this a few hundred thousand times, under ASan too).
  int vars = f.num_vars();
  for (int lit : assumed) vars = std::max(vars, std::abs(lit));
  std::vector<signed char> value(static_cast<std::size_t>(vars) + 1, 0);
  const auto val = [&](int lit) {
    const signed char v = value[static_cast<std::size_t>(std::abs(lit))];
    return lit > 0 ? v : static_cast<signed char>(-v);
  };
  const auto set_true = [&](int lit) {
    value[static_cast<std::size_t>(std::abs(lit))] = lit > 0 ? 1 : -1;
  };
  for (int lit : assumed) {
    if (val(lit) < 0) return std::nullopt;
    set_true(lit);
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
        const signed char v = val(lits[i]);
        if (v > 0)
          satisfied = true;
        else if (v == 0)
          open = lits[i], ++open_count;
      }
      begin = end + 1;
      if (satisfied || open_count > 1) continue;
      if (open_count == 0) return std::nullopt;
      set_true(open);
      changed = true;
    }
  }
  std::set<int> fixed;
  for (int v = 1; v <= vars; ++v)
    if (value[static_cast<std::size_t>(v)] != 0)
      fixed.insert(value[static_cast<std::size_t>(v)] > 0 ? v : -v);
  return fixed;
}

}  // namespace rfsat::test
