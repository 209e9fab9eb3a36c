// Implementation of the presence and indicator literals (presence.hpp).
#include "presence.hpp"

#include <vector>

namespace rfsat::enc::card {

int constant(cnf::Formula& f, bool value) {
  const int u = f.new_var();
  f.add_clause({value ? u : -u});
  return u;
}

int presence(cnf::Formula& f, std::span<const int> lits) {
  if (lits.empty()) return constant(f, false);
  if (lits.size() == 1) return lits.front();
  const int u = f.new_var();
  std::vector<int> back{-u};
  for (int x : lits) {
    f.add_clause({-x, u});
    back.push_back(x);
  }
  f.add_clause(back);
  return u;
}

int indicator(cnf::Formula& f, std::span<const int> in, std::span<const int> out) {
  if (in.empty()) return constant(f, false);
  if (out.empty()) return constant(f, true);
  const int u = f.new_var();
  std::vector<int> some_in{-u}, some_out{u};
  for (int x : in) f.add_clause({-x, u}), some_in.push_back(x);
  for (int x : out) f.add_clause({-x, -u}), some_out.push_back(x);
  f.add_clause(some_in);
  f.add_clause(some_out);
  return u;
}

}  // namespace rfsat::enc::card
