// Independent checkers of the §9 line rules (spec rf-format.md §9 and the
// model structs in variant_kinds.hpp): thermo / slow_thermo, arrow (with
// multi-cell "pill" bulbs read as a decimal number), palindrome, whisper and
// sandwich. Plain loops from the rule text; no code shared with encodings/.
// Empty cells are not special here: their calculation number (0) is used.
#include <vector>

#include "evaluate.hpp"
#include "variant_helpers.hpp"

namespace rfsat::check {

using detail::abs128;
using detail::calc_at;

// thermo: strictly increasing from the bulb c1 (non-decreasing if !strict).
bool evaluate(const model::Thermo& c, const Puzzle& p, const Assignment& a) {
  for (std::size_t i = 1; i < c.cells.size(); ++i) {
    const long long before = calc_at(p, a, c.cells[i - 1]);
    const long long after = calc_at(p, a, c.cells[i]);
    if (c.strict ? !(before < after) : !(before <= after)) return false;
  }
  return true;
}

// arrow: sum of n over the line == sum over i of n(bulb[i]) * 10^(len-1-i).
// Computed in 128 bits; a bulb of more than 25 cells would overflow even that
// (10^25 * 2^31 * 25 < 2^127) and is refused as false.
bool evaluate(const model::Arrow& c, const Puzzle& p, const Assignment& a) {
  if (c.bulb.size() > 25) return false;
  __int128 bulb = 0;
  for (int cell : c.bulb) bulb = bulb * 10 + calc_at(p, a, cell);
  __int128 line = 0;
  for (int cell : c.line) line += calc_at(p, a, cell);
  return bulb == line;
}

// palindrome: n(c_i) == n(c_{k+1-i}).
bool evaluate(const model::Palindrome& c, const Puzzle& p, const Assignment& a) {
  const std::size_t k = c.cells.size();
  for (std::size_t i = 0; i < k; ++i)
    if (calc_at(p, a, c.cells[i]) != calc_at(p, a, c.cells[k - 1 - i])) return false;
  return true;
}

// whisper: neighbours along the line differ by at least d.
bool evaluate(const model::Whisper& c, const Puzzle& p, const Assignment& a) {
  for (std::size_t i = 1; i < c.cells.size(); ++i) {
    const __int128 step = static_cast<__int128>(calc_at(p, a, c.cells[i])) -
                          calc_at(p, a, c.cells[i - 1]);
    if (abs128(step) < c.d) return false;
  }
  return true;
}

// sandwich: lo / hi = the smallest / largest calculation number over all
// symbols (sandwich_crusts: the two given numbers). Exactly one cell of the
// line holds lo and exactly one holds hi (false if lo == hi); the cells
// strictly between those two sum to target.
bool evaluate(const model::Sandwich& c, const Puzzle& p, const Assignment& a) {
  if (p.symbols.size() == 0) return false;
  long long lo = p.symbols.calc(0), hi = p.symbols.calc(0);
  for (int s = 1; s < p.symbols.size(); ++s) {
    if (p.symbols.calc(s) < lo) lo = p.symbols.calc(s);
    if (p.symbols.calc(s) > hi) hi = p.symbols.calc(s);
  }
  if (c.given_crusts) lo = c.crust_a, hi = c.crust_b;
  if (lo == hi) return false;
  int lo_count = 0, hi_count = 0;
  std::size_t lo_at = 0, hi_at = 0;
  for (std::size_t i = 0; i < c.cells.size(); ++i) {
    const long long n = calc_at(p, a, c.cells[i]);
    if (n == lo) ++lo_count, lo_at = i;
    if (n == hi) ++hi_count, hi_at = i;
  }
  if (lo_count != 1 || hi_count != 1) return false;
  const std::size_t from = lo_at < hi_at ? lo_at : hi_at;
  const std::size_t to = lo_at < hi_at ? hi_at : lo_at;
  long long between = 0;
  for (std::size_t i = from + 1; i < to; ++i) between += calc_at(p, a, c.cells[i]);
  return between == c.target;
}

}  // namespace rfsat::check
