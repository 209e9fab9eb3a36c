// Product DP of product.hpp. A state is a non-zero partial product p that
// divides some final product; p * v is computed in 128 bits, so no target
// overflows. Example: product 12 over three cells of 1..4: layer states
// {1,2,3,4} -> {1,2,3,4,6,12} -> {12}.
#include "product.hpp"

#include "automaton/automaton.hpp"

namespace rfsat::enc::sum {

std::map<long long, int> product_in(cnf::Formula& f, const std::vector<table::Column>& cols,
                                    const std::set<long long>& finals) {
  std::set<long long> targets;
  for (long long t : finals)
    if (t != 0) targets.insert(t);
  auto step = [&targets](std::size_t, long long p, const table::Option& o) -> std::optional<long long> {
    const __int128 next = static_cast<__int128>(p) * o.value;
    if (next == 0) return std::nullopt;
    for (long long t : targets)
      if (static_cast<__int128>(t) % next == 0) return static_cast<long long>(next);
    return std::nullopt;  // divides no final product (also: out of range)
  };
  auto accept = [&targets](long long p) { return targets.count(p) > 0; };
  return automaton::finals(f, cols, 1LL, step, accept);
}

void product_equals(cnf::Formula& f, const std::vector<table::Column>& cols, long long target) {
  if (target != 0) {
    product_in(f, cols, {target});
    return;
  }
  std::vector<int> zero;  // some factor is 0 (no column: 1 != 0, the empty clause)
  for (const table::Column& col : cols)
    for (const table::Option& o : col)
      if (o.value == 0) zero.push_back(o.lit);
  f.add_clause(zero);
}

}  // namespace rfsat::enc::sum
