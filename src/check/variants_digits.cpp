// Independent checker of Nylimb lines (model::DistinctDigits, cdok -N):
// written straight from the rule text with strings, sharing no code with
// encodings/ or the cdok reader.
#include <string>

#include "evaluate.hpp"
#include "variant_helpers.hpp"

namespace rfsat::check {

// No decimal digit written twice in the line; at most one number of two or
// more digits.
bool evaluate(const model::DistinctDigits& c, const Puzzle& p, const Assignment& a) {
  int count[10] = {0};
  int long_numbers = 0;
  for (int cell : c.cells) {
    long long n = detail::calc_at(p, a, cell);
    if (n < 0) n = -n;
    const std::string written = std::to_string(n);
    if (written.size() >= 2) ++long_numbers;
    for (char d : written) ++count[d - '0'];
  }
  if (long_numbers > 1) return false;
  for (int n : count)
    if (n > 1) return false;
  return true;
}

}  // namespace rfsat::check
