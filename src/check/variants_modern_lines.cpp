// Independent checkers of the modern line rules (issue 27; the model structs
// in line_kinds.hpp): between, lockout, region-sum, zipper, nabner, entropic,
// modular and parity lines and double arrows. Plain loops from the rule text, by positions along
// the line; no code shared with encodings/. Empty cells are not special here: their calculation
// number (0) is used.
#include <algorithm>
#include <vector>

#include "evaluate.hpp"
#include "variant_helpers.hpp"

namespace rfsat::check {

using detail::calc_at;

// between_line: each interior number strictly between the two ends.
bool evaluate(const model::BetweenLine& c, const Puzzle& p, const Assignment& a) {
  const std::size_t k = c.cells.size();
  if (k < 3) return true;
  const long long first = calc_at(p, a, c.cells[0]), last = calc_at(p, a, c.cells[k - 1]);
  const long long low = first < last ? first : last, high = first < last ? last : first;
  for (std::size_t i = 1; i + 1 < k; ++i) {
    const long long n = calc_at(p, a, c.cells[i]);
    if (!(low < n && n < high)) return false;
  }
  return true;
}

// lockout_line: the ends differ by at least d and by at least 1; each
// interior number is below the smaller end or above the larger.
bool evaluate(const model::LockoutLine& c, const Puzzle& p, const Assignment& a) {
  const std::size_t k = c.cells.size();
  if (k == 0) return true;
  const long long first = calc_at(p, a, c.cells[0]), last = calc_at(p, a, c.cells[k - 1]);
  const long long low = first < last ? first : last, high = first < last ? last : first;
  if (low == high) return false;
  if (static_cast<__int128>(high) - low < c.d) return false;
  for (std::size_t i = 1; i + 1 < k; ++i) {
    const long long n = calc_at(p, a, c.cells[i]);
    if (!(n < low || n > high)) return false;
  }
  return true;
}

// region_sum_line: cut the line where the region changes (the region of a
// cell: the first region listing it, or none); all pieces sum alike.
bool evaluate(const model::RegionSumLine& c, const Puzzle& p, const Assignment& a) {
  std::vector<long long> sums;
  int previous_region = -2;
  for (int cell : c.cells) {
    int region = -1;
    for (std::size_t r = 0; r < c.regions.size() && region == -1; ++r)
      for (int x : c.regions[r])
        if (x == cell) region = static_cast<int>(r);
    if (region != previous_region) sums.push_back(0);
    previous_region = region;
    sums.back() += calc_at(p, a, cell);
  }
  for (long long s : sums)
    if (s != sums.front()) return false;
  return true;
}

// zipper_line: position i and position k-1-i add up to the same total for
// every i before the middle; on an odd line that total is the middle number.
bool evaluate(const model::ZipperLine& c, const Puzzle& p, const Assignment& a) {
  const std::size_t k = c.cells.size();
  std::vector<long long> totals;
  if (k % 2 == 1) totals.push_back(calc_at(p, a, c.cells[k / 2]));
  for (std::size_t i = 0; i < k / 2; ++i)
    totals.push_back(calc_at(p, a, c.cells[i]) + calc_at(p, a, c.cells[k - 1 - i]));
  for (long long t : totals)
    if (t != totals.front()) return false;
  return true;
}

// nabner_line: any two positions on different cells differ by 2 or more.
bool evaluate(const model::NabnerLine& c, const Puzzle& p, const Assignment& a) {
  for (std::size_t i = 0; i < c.cells.size(); ++i)
    for (std::size_t j = i + 1; j < c.cells.size(); ++j) {
      if (c.cells[i] == c.cells[j]) continue;
      const long long gap = calc_at(p, a, c.cells[i]) - calc_at(p, a, c.cells[j]);
      if (gap > -2 && gap < 2) return false;
    }
  return true;
}

// double_arrow: first plus last number equals the sum of the numbers between.
bool evaluate(const model::DoubleArrow& c, const Puzzle& p, const Assignment& a) {
  const std::size_t k = c.cells.size();
  if (k == 0) return true;
  long long between = 0;
  for (std::size_t i = 1; i + 1 < k; ++i) between += calc_at(p, a, c.cells[i]);
  return calc_at(p, a, c.cells[0]) + calc_at(p, a, c.cells[k - 1]) == between;
}

// entropic_line: the distinct numbers of the non-empty symbols, sorted; the
// third of a number of rank r among k is 3r / k. Every position in a third
// (an empty cell is in none), positions 1 or 2 apart in different thirds.
bool evaluate(const model::EntropicLine& c, const Puzzle& p, const Assignment& a) {
  std::vector<long long> numbers;
  for (int s = 0; s < p.symbols.size(); ++s)
    if (!p.symbols.is_empty(s)) numbers.push_back(p.symbols.calc(s));
  std::sort(numbers.begin(), numbers.end());
  numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
  const long long k = static_cast<long long>(numbers.size());
  std::vector<long long> third;
  for (int cell : c.cells) {
    if (detail::empty_at(p, a, cell)) return false;
    const long long n = calc_at(p, a, cell);
    long long rank = 0;
    while (numbers[rank] != n) ++rank;
    third.push_back(3 * rank / k);
  }
  for (std::size_t i = 0; i < third.size(); ++i)
    for (std::size_t j = i + 1; j < third.size() && j < i + 3; ++j)
      if (third[i] == third[j]) return false;
  return true;
}

// modular_line: positions less than m apart have different remainders.
bool evaluate(const model::ModularLine& c, const Puzzle& p, const Assignment& a) {
  const std::size_t k = c.cells.size();
  for (std::size_t i = 0; i < k; ++i)
    for (std::size_t j = i + 1; j < k && static_cast<long long>(j - i) < c.m; ++j)
      if (detail::mod_floor(calc_at(p, a, c.cells[i]), c.m) ==
          detail::mod_floor(calc_at(p, a, c.cells[j]), c.m))
        return false;
  return true;
}

// parity_line: each number and the next along the line differ in parity.
bool evaluate(const model::ParityLine& c, const Puzzle& p, const Assignment& a) {
  for (std::size_t i = 1; i < c.cells.size(); ++i) {
    const long long x = calc_at(p, a, c.cells[i - 1]), y = calc_at(p, a, c.cells[i]);
    if (((x - y) % 2) == 0) return false;
  }
  return true;
}

}  // namespace rfsat::check
