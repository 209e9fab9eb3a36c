// Independent checkers of the outside clues and sum lines (outside_kinds.hpp,
// docs/rf-language.md): sum_line, x_sum, skyscraper, hidden_skyscraper,
// numbered_room, lunchbox. Plain loops from the rule text; no code shared
// with encodings/. Sums in 128 bits. A sum line tries every split (and, for
// a loop, every starting point) rather than reading the line once.
#include <vector>

#include "evaluate.hpp"
#include "variant_helpers.hpp"

namespace rfsat::check {

using detail::calc_at;
using detail::empty_at;
using detail::numbers;

namespace {

// Can n (at least one number) be cut into consecutive non-empty segments
// that each sum to s? ok[j]: the first j numbers can.
bool splits(const std::vector<long long>& n, long long s) {
  if (n.empty()) return false;
  std::vector<char> ok(n.size() + 1, 0);
  ok[0] = 1;
  for (std::size_t j = 1; j <= n.size(); ++j)
    for (std::size_t i = 0; i < j && !ok[j]; ++i) {
      __int128 sum = 0;
      for (std::size_t t = i; t < j; ++t) sum += n[t];
      ok[j] = ok[i] && sum == s;
    }
  return ok[n.size()];
}

}  // namespace

// sum_line: a line splits into segments of sum `target`; a loop does so
// when cut open before some position.
bool evaluate(const model::SumLine& c, const Puzzle& p, const Assignment& a) {
  const std::vector<long long> n = numbers(c.cells, p, a);
  if (!c.loop) return splits(n, c.target);
  for (std::size_t start = 0; start < n.size(); ++start) {
    std::vector<long long> turned(n.begin() + static_cast<long>(start), n.end());
    turned.insert(turned.end(), n.begin(), n.begin() + static_cast<long>(start));
    if (splits(turned, c.target)) return true;
  }
  return false;
}

// x_sum: X = n(c_0), 1 <= X <= k, and the first X numbers sum to the clue.
bool evaluate(const model::XSum& c, const Puzzle& p, const Assignment& a) {
  if (c.cells.empty()) return false;
  const long long x = calc_at(p, a, c.cells[0]);
  if (x < 1 || x > static_cast<long long>(c.cells.size())) return false;
  __int128 sum = 0;
  for (long long i = 0; i < x; ++i) sum += calc_at(p, a, c.cells[static_cast<std::size_t>(i)]);
  return sum == c.target;
}

// skyscraper: count the buildings (non-empty cells) higher than every
// building before them and than 0.
bool evaluate(const model::Skyscraper& c, const Puzzle& p, const Assignment& a) {
  long long seen = 0, highest = 0;  // a building of 0 or less is never seen
  for (int cell : c.cells) {
    if (empty_at(p, a, cell)) continue;
    const long long h = calc_at(p, a, cell);
    if (h > highest) ++seen, highest = h;
  }
  return seen == c.count;
}

// hidden_skyscraper: the first building not higher than every building
// before it has the clue's number.
bool evaluate(const model::HiddenSkyscraper& c, const Puzzle& p, const Assignment& a) {
  long long highest = 0;
  bool any = false;
  for (int cell : c.cells) {
    if (empty_at(p, a, cell)) continue;
    const long long h = calc_at(p, a, cell);
    if (any && h <= highest) return h == c.value;
    highest = h;
    any = true;
  }
  return false;
}

// numbered_room: N = n(c_0), 1 <= N <= k, and n(c_{N-1}) is the clue.
bool evaluate(const model::NumberedRoom& c, const Puzzle& p, const Assignment& a) {
  if (c.cells.empty()) return false;
  const long long room = calc_at(p, a, c.cells[0]);
  if (room < 1 || room > static_cast<long long>(c.cells.size())) return false;
  return calc_at(p, a, c.cells[static_cast<std::size_t>(room - 1)]) == c.value;
}

// lunchbox: pairwise different numbers; those strictly between the smallest
// and the largest sum to the clue.
bool evaluate(const model::Lunchbox& c, const Puzzle& p, const Assignment& a) {
  const std::vector<long long> n = numbers(c.cells, p, a);
  if (n.size() < 2) return false;
  std::size_t lo = 0, hi = 0;
  for (std::size_t i = 0; i < n.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j)
      if (n[i] == n[j]) return false;
    if (n[i] < n[lo]) lo = i;
    if (n[i] > n[hi]) hi = i;
  }
  __int128 between = 0;
  for (std::size_t i = (lo < hi ? lo : hi) + 1; i < (lo < hi ? hi : lo); ++i) between += n[i];
  return between == c.target;
}

}  // namespace rfsat::check
