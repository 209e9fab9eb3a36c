// Guarded order comparisons (compare.hpp). Example: x in {1,2,4}, y in
// {2,3,5}, gap 1, guard g: clauses (-g | y>=2) (constant x>=1 dropped),
// (-g | -[x>=2] | [y>=3]), (-g | -[x>=4] | [y>=5]).
#include "compare.hpp"

#include <limits>

namespace rfsat::enc::order {
namespace {

// v + gap, saturated to the range of long long (a huge gap is simply unmet).
long long add_saturated(long long v, long long gap) {
  const __int128 t = static_cast<__int128>(v) + gap;
  if (t > std::numeric_limits<long long>::max()) return std::numeric_limits<long long>::max();
  if (t < std::numeric_limits<long long>::min()) return std::numeric_limits<long long>::min();
  return static_cast<long long>(t);
}

}  // namespace

void add_less(cnf::Formula& f, const Ladder& x, const Ladder& y, long long gap, int guard) {
  for (long long v : x.values) add_clause(f, {-guard, -x.geq(v), y.geq(add_saturated(v, gap))});
}

}  // namespace rfsat::enc::order
