// Elimination behind linear_system.hpp. Columns are the cells that some
// equation holds and pruning has not fixed (a fixed cell's number moves to
// the right-hand side); each row is dense over those columns, its last entry
// the right-hand side, all reduced modulo p. Primes: 2^61 - 1 (a system
// without a rational solution almost always has none modulo it either), then
// 2 and 3 (parity and remainder arguments that rationals miss).
#include "linear_system.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <variant>
#include <vector>

#include "derived_sums.hpp"

namespace rfsat::presolve {
namespace {

using u64 = std::uint64_t;
using Row = std::vector<long long>;  // integer coefficients, then the right-hand side

constexpr u64 kBigPrime = (u64{1} << 61) - 1;
constexpr long long kMaxTotal = 1LL << 40;

// Modulo 2^61 - 1 the product folds (no division); the small primes' products fit in 64 bits.
u64 mul_mod(u64 a, u64 b, u64 p) {
  if (p != kBigPrime) return a * b % p;
  const unsigned __int128 x = static_cast<unsigned __int128>(a) * b;
  u64 r = (static_cast<u64>(x) & kBigPrime) + static_cast<u64>(x >> 61);
  r = (r & kBigPrime) + (r >> 61);
  return r >= kBigPrime ? r - kBigPrime : r;
}

u64 pow_mod(u64 a, u64 e, u64 p) {
  u64 r = 1 % p;
  for (; e; e >>= 1, a = mul_mod(a, a, p))
    if (e & 1) r = mul_mod(r, a, p);
  return r;
}

u64 reduce(long long x, u64 p) {
  const long long m = x % static_cast<long long>(p);
  return static_cast<u64>(m < 0 ? m + static_cast<long long>(p) : m);
}

// Integer rows of the system over the cells not fixed; none when eliminating
// them would take more than kLinearMaxWork steps.
std::vector<Row> integer_rows(const model::Puzzle& p, const Domains& d) {
  const long long group_total = full_group_total(p.symbols);
  std::vector<std::pair<const std::vector<int>*, long long>> equations;  // cells, total
  for (const model::Constraint& c : p.constraints) {
    // A total beyond 2^40 is left out (no puzzle has one; its right-hand
    // side could overflow), which only weakens the check.
    const auto* s = std::get_if<model::Sum>(&c.kind);
    if (s && s->target > -kMaxTotal && s->target < kMaxTotal)
      equations.emplace_back(&s->cells, s->target);
    const auto* g = std::get_if<model::Group>(&c.kind);
    if (g && is_full_group(*g, p.symbols)) equations.emplace_back(&g->cells, group_total);
  }
  std::vector<int> column_of(p.geometry.total_cells(), -1);
  int columns = 0;
  for (const auto& [cells, total] : equations)
    for (int cell : *cells)
      if (column_of[cell] < 0 && !is_single(d[cell])) column_of[cell] = columns++;
  const std::size_t n = equations.size(), m = static_cast<std::size_t>(columns);
  std::vector<Row> rows;
  if (n * m > kLinearMaxWork || n * m * std::min(n, m) > kLinearMaxWork) return rows;
  for (const auto& [cells, total] : equations) {
    Row row(columns + 1, 0);
    row[columns] = total;
    for (int cell : *cells) {
      if (column_of[cell] >= 0)
        ++row[column_of[cell]];
      else
        row[columns] -= p.symbols.symbols[std::countr_zero(d[cell])].calc;
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

// Gaussian elimination modulo p; false if some row reduces to 0 = b, b != 0.
bool consistent_mod(const std::vector<Row>& integer, u64 p) {
  const std::size_t columns = integer.front().size() - 1;
  std::vector<std::vector<u64>> rows;
  for (const Row& r : integer) {
    std::vector<u64> m(r.size());
    std::transform(r.begin(), r.end(), m.begin(), [p](long long x) { return reduce(x, p); });
    rows.push_back(std::move(m));
  }
  std::size_t rank = 0;
  for (std::size_t col = 0; col < columns && rank < rows.size(); ++col) {
    std::size_t pivot = rank;
    while (pivot < rows.size() && rows[pivot][col] == 0) ++pivot;
    if (pivot == rows.size()) continue;
    std::swap(rows[rank], rows[pivot]);
    const u64 inverse = pow_mod(rows[rank][col], p - 2, p);
    for (std::size_t k = col; k <= columns; ++k) rows[rank][k] = mul_mod(rows[rank][k], inverse, p);
    for (std::size_t i = rank + 1; i < rows.size(); ++i) {
      const u64 f = rows[i][col];
      if (f == 0) continue;
      for (std::size_t k = col; k <= columns; ++k)
        if (const u64 x = mul_mod(f, rows[rank][k], p))
          rows[i][k] = rows[i][k] >= x ? rows[i][k] - x : rows[i][k] + p - x;
    }
    ++rank;
  }
  for (std::size_t i = rank; i < rows.size(); ++i)
    if (rows[i][columns] != 0) return false;
  return true;
}

}  // namespace

bool linear_sums_consistent(const model::Puzzle& puzzle, const Domains& domains) {
  const bool sums = std::any_of(
      puzzle.constraints.begin(), puzzle.constraints.end(),
      [](const model::Constraint& c) { return std::holds_alternative<model::Sum>(c.kind); });
  if (!sums || has_empty_cell(puzzle, domains)) return true;
  const std::vector<Row> rows = integer_rows(puzzle, domains);
  if (rows.empty()) return true;
  for (u64 p : {kBigPrime, u64{2}, u64{3}})
    if (!consistent_mod(rows, p)) return false;
  return true;
}

}  // namespace rfsat::presolve
