// Independent checkers of the §6 cell-set rules (spec rf-format.md §6 and the
// model structs in variant_kinds.hpp): sum, product, diff, ratio, kimo_sum,
// modulo and wheel. Plain loops straight from the rule text, sharing no code
// with encodings/. Arithmetic that could overflow is done in 128 bits, with
// exact magnitude arguments where even that could overflow.
#include <cstdlib>
#include <vector>

#include "evaluate.hpp"
#include "variant_helpers.hpp"

namespace rfsat::check {

using detail::abs128;
using detail::calc_at;
using detail::mod_floor;

namespace {

// `distinct`: the cells hold pairwise different symbols.
bool symbols_pairwise_different(const std::vector<int>& cells, const Assignment& a) {
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = i + 1; j < cells.size(); ++j)
      if (a[cells[i]] == a[cells[j]]) return false;
  return true;
}

// Beyond this magnitude a product cannot equal any target or calc number.
constexpr __int128 kHuge = static_cast<__int128>(1) << 64;

// The product of n over `cells` except position `skip` (-1: none), or
// `huge` = true when its magnitude exceeds kHuge. Factors are non-zero
// integers when `huge` can be set (a zero factor ends the loop with 0).
__int128 product_except(const std::vector<int>& cells, int skip, const Puzzle& p,
                        const Assignment& a, bool& huge) {
  huge = false;
  for (std::size_t i = 0; i < cells.size(); ++i)
    if (static_cast<int>(i) != skip && calc_at(p, a, cells[i]) == 0) return 0;
  __int128 product = 1;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (static_cast<int>(i) == skip) continue;
    product *= calc_at(p, a, cells[i]);  // |product| <= 2^64 * 2^31 here
    if (abs128(product) > kHuge) {
      huge = true;  // no zero factor left, so the magnitude never shrinks again
      return product;
    }
  }
  return product;
}

}  // namespace

// n(c1)+...+n(ck) = target.
bool evaluate(const model::Sum& c, const Puzzle& p, const Assignment& a) {
  if (c.distinct && !symbols_pairwise_different(c.cells, a)) return false;
  long long sum = 0;
  for (int cell : c.cells) sum += calc_at(p, a, cell);
  return sum == c.target;
}

// n(c1)*...*n(ck) = target.
bool evaluate(const model::Product& c, const Puzzle& p, const Assignment& a) {
  if (c.distinct && !symbols_pairwise_different(c.cells, a)) return false;
  bool huge = false;
  const __int128 product = product_except(c.cells, -1, p, a, huge);
  return !huge && product == c.target;
}

// Some cell minus the sum of all the others = target.
bool evaluate(const model::Diff& c, const Puzzle& p, const Assignment& a) {
  if (c.distinct && !symbols_pairwise_different(c.cells, a)) return false;
  long long total = 0;
  for (int cell : c.cells) total += calc_at(p, a, cell);
  for (int cell : c.cells) {
    const long long self = calc_at(p, a, cell);
    const long long others = total - self;
    if (self - others == c.target) return true;
  }
  return false;
}

// Some cell = target * (product of all the others), that product != 0.
bool evaluate(const model::Ratio& c, const Puzzle& p, const Assignment& a) {
  if (c.distinct && !symbols_pairwise_different(c.cells, a)) return false;
  for (std::size_t i = 0; i < c.cells.size(); ++i) {
    const long long self = calc_at(p, a, c.cells[i]);
    bool huge = false;
    const __int128 others = product_except(c.cells, static_cast<int>(i), p, a, huge);
    if (others == 0) continue;
    if (huge) {  // |target * others| > 2^64 > |self| unless target == 0
      if (c.target == 0 && self == 0) return true;
      continue;
    }
    // self == target * others, tested by exact division (no overflow).
    if (self % others == 0 && self / others == c.target) return true;
  }
  return false;
}

// kimo_sum: (sum of n) mod modulus == remainder mod modulus.
bool evaluate(const model::KimoSum& c, const Puzzle& p, const Assignment& a) {
  long long sum = 0;
  for (int cell : c.cells) sum += calc_at(p, a, cell);
  return mod_floor(sum, c.modulus) == mod_floor(c.remainder, c.modulus);
}

// modulo / modulo3: every n(c) has the same remainder modulo `modulus`.
bool evaluate(const model::Modulo& c, const Puzzle& p, const Assignment& a) {
  for (std::size_t i = 1; i < c.cells.size(); ++i)
    if (mod_floor(calc_at(p, a, c.cells[i]), c.modulus) !=
        mod_floor(calc_at(p, a, c.cells[0]), c.modulus))
      return false;
  return true;
}

// wheel: for some rotation r, cell i holds symbol (i + r) mod 4; never mirrored.
bool evaluate(const model::Wheel& c, const Puzzle&, const Assignment& a) {
  for (int r = 0; r < 4; ++r) {
    bool all = true;
    for (int i = 0; i < 4; ++i)
      if (a[c.cells[i]] != c.symbols[(i + r) % 4]) all = false;
    if (all) return true;
  }
  return false;
}

}  // namespace rfsat::check
