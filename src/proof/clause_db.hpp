// The checker's clause store (src/proof/): every clause of the CNF and of the
// proof in one flat arena of literal codes, [id][size][lit0 lit1 ...], so
// propagation reaches a clause's size and literals in one place and no clause
// is a heap object. A clause is named by its id (proof order: the CNF's
// clauses first, then the lemmas) or by its Ref, the arena offset of its
// first literal. Deletions are matched by an order-independent hash of the
// literals (equal to hashing the sorted clause), chained through flat arrays.
// Entry point: ClauseDb. Standard library only.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rfsat::proof {

// Literal code: 2*var for var, 2*var+1 for -var (var >= 1).
using Lit = std::uint32_t;
inline Lit lit_of(std::int32_t dimacs) {
  return dimacs < 0 ? (static_cast<Lit>(-dimacs) << 1) | 1u : static_cast<Lit>(dimacs) << 1;
}
inline std::int32_t dimacs_of(Lit l) {
  std::int32_t v = static_cast<std::int32_t>(l >> 1);
  return (l & 1u) ? -v : v;
}
inline std::uint32_t var_of(Lit l) { return l >> 1; }

using Ref = std::uint32_t;  // arena offset of a clause's first literal
inline constexpr Ref kNoRef = 0;
inline constexpr std::uint32_t kNoClause = UINT32_MAX;

enum ClauseFlag : std::uint8_t {
  kActive = 1,  // in the current clause set
  kCore = 2,    // a checked derivation uses it
  kLemma = 4,   // from the proof (not the CNF)
};

class ClauseDb {
 public:
  // Sizes the arena and the deletion hash once; `max_variable` bounds the
  // literals that add() and find() accept.
  void reserve(std::uint64_t clauses, std::uint64_t literals, std::uint32_t max_variable);

  // Appends a clause (DIMACS literals, repeated literals dropped, order
  // kept) and returns its id. Not active, not indexed.
  std::uint32_t add(const std::int32_t* lits, std::uint32_t n, bool lemma);

  std::uint32_t count() const { return static_cast<std::uint32_t>(ref_.size()); }
  Ref ref(std::uint32_t id) const { return ref_[id]; }
  std::uint32_t id(Ref r) const { return arena_[r - 2]; }
  std::uint32_t size(Ref r) const { return arena_[r - 1]; }
  Lit* lits(Ref r) { return arena_.data() + r; }
  const Lit* lits(Ref r) const { return arena_.data() + r; }
  // The lemma's first literal as written: the RAT pivot (0 if empty).
  Lit pivot(std::uint32_t id) const { return pivot_[id]; }

  bool has(std::uint32_t id, ClauseFlag f) const { return flags_[id] & f; }
  void set(std::uint32_t id, ClauseFlag f) { flags_[id] |= f; }
  void clear(std::uint32_t id, ClauseFlag f) { flags_[id] &= static_cast<std::uint8_t>(~f); }

  // The deletion index: clauses that a deletion step may name.
  void index(std::uint32_t id);
  void unindex(std::uint32_t id);
  // An indexed clause with the same literals (as a set), or kNoClause.
  std::uint32_t find(const std::int32_t* lits, std::uint32_t n);

  // The clause as DIMACS text ("1 -2 0"), for messages.
  std::string to_string(std::uint32_t id) const;

 private:
  std::uint64_t hash_of(const Lit* lits, std::uint32_t n) const;
  std::uint32_t next_stamp();

  std::vector<Lit> arena_;
  std::vector<Ref> ref_;               // by id
  std::vector<std::uint8_t> flags_;    // by id
  std::vector<Lit> pivot_;             // by id
  std::vector<std::uint64_t> hash_;    // by id, set by index()
  std::vector<std::uint32_t> next_;    // by id: the hash chain
  std::vector<std::uint32_t> bucket_;  // chain heads, power-of-two size
  std::vector<std::uint32_t> stamp_;   // by literal: dedup and set comparison
  std::uint32_t stamp_now_ = 0;
  std::vector<Lit> scratch_;
};

}  // namespace rfsat::proof
