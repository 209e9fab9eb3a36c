// Repeated short clauses, dropped while a formula is loaded into the solver.
// Encoders that meet the same fact from two sides each emit it: a row and a
// box sharing three cells both forbid each pair of them a symbol, and a
// fixed cell's unit comes from its exactly-one and from each of its groups'
// at-least-one. On the forum_hardest sets 16% of the clauses were repeats,
// and CaDiCaL allocates and watches every copy. Open addressing over a
// power-of-two table; no deletion.
//
//   cnf::ShortClauseSet seen(expected);
//   if (seen.insert(a, b)) solver_add({a, b});   // the first time only
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace rfsat::cnf {

class ShortClauseSet {
 public:
  explicit ShortClauseSet(std::size_t expected) : slots_(std::bit_ceil(2 * expected + 2), 0) {}

  // Adds the unit {a} (b == 0) or the binary {a, b}; false if it was there.
  bool insert(int a, int b = 0) {
    if (b != 0 && a > b) std::swap(a, b);
    const std::uint64_t key = (std::uint64_t(std::uint32_t(a)) << 32) | std::uint32_t(b);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash(key) & mask;; i = (i + 1) & mask) {
      if (slots_[i] == key) return false;
      if (slots_[i] == 0) {
        slots_[i] = key;  // never 0: a is a literal, so non-zero
        return true;
      }
    }
  }

 private:
  static std::size_t hash(std::uint64_t k) { return std::size_t((k * 0x9E3779B97F4A7C15ull) >> 29); }
  std::vector<std::uint64_t> slots_;
};

}  // namespace rfsat::cnf
