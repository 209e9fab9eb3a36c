// The checker's clause store (see clause_db.hpp): the arena, repeated-literal
// removal on insertion, and the deletion hash. Entry point: ClauseDb. The
// hash is a sum of mixed literal codes, so it does not depend on literal
// order (it equals a hash of the sorted clause) and survives the literal
// swaps that watching makes in the arena.
#include "clause_db.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace rfsat::proof {
namespace {

std::uint64_t mix(std::uint64_t x) {  // splitmix64's finalizer
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

}  // namespace

void ClauseDb::reserve(std::uint64_t clauses, std::uint64_t literals, std::uint32_t max_variable) {
  if (clauses >= UINT32_MAX / 2 || literals + 2 * clauses + 2 >= (std::uint64_t{1} << 31))
    throw std::length_error("the CNF and proof together are too large for this checker");
  arena_.reserve(literals + 2 * clauses + 2);
  arena_.assign(2, 0);  // so that every Ref is >= 2 and kNoRef (0) names nothing
  ref_.reserve(clauses);
  flags_.reserve(clauses);
  pivot_.reserve(clauses);
  hash_.reserve(clauses);
  next_.reserve(clauses);
  std::size_t buckets = 1024;
  while (buckets < 2 * clauses) buckets *= 2;
  bucket_.assign(buckets, kNoClause);
  stamp_.assign(2 * (std::size_t{max_variable} + 1), 0);
}

std::uint32_t ClauseDb::next_stamp() {
  if (++stamp_now_ == 0) {  // wrapped: forget every old mark
    std::fill(stamp_.begin(), stamp_.end(), 0);
    stamp_now_ = 1;
  }
  return stamp_now_;
}

std::uint32_t ClauseDb::add(const std::int32_t* lits, std::uint32_t n, bool lemma) {
  std::uint32_t id = count();
  std::uint32_t s = next_stamp();
  arena_.push_back(id);
  arena_.push_back(0);
  std::size_t size_at = arena_.size() - 1;
  ref_.push_back(static_cast<Ref>(arena_.size()));
  for (std::uint32_t i = 0; i < n; ++i) {
    Lit l = lit_of(lits[i]);
    if (stamp_[l] == s) continue;
    stamp_[l] = s;
    arena_.push_back(l);
  }
  arena_[size_at] = static_cast<Lit>(arena_.size() - size_at - 1);
  flags_.push_back(lemma ? kLemma : 0);
  pivot_.push_back(n > 0 ? lit_of(lits[0]) : 0);
  hash_.push_back(0);
  next_.push_back(kNoClause);
  return id;
}

std::uint64_t ClauseDb::hash_of(const Lit* lits, std::uint32_t n) const {
  std::uint64_t h = mix(n);
  for (std::uint32_t i = 0; i < n; ++i) h += mix(lits[i]);
  return h;
}

void ClauseDb::index(std::uint32_t id) {
  Ref r = ref_[id];
  hash_[id] = hash_of(lits(r), size(r));
  std::uint32_t& head = bucket_[hash_[id] & (bucket_.size() - 1)];
  next_[id] = head;
  head = id;
}

void ClauseDb::unindex(std::uint32_t id) {
  std::uint32_t* link = &bucket_[hash_[id] & (bucket_.size() - 1)];
  while (*link != kNoClause && *link != id) link = &next_[*link];
  if (*link == id) *link = next_[id];
  next_[id] = kNoClause;
}

std::uint32_t ClauseDb::find(const std::int32_t* lits, std::uint32_t n) {
  std::uint32_t s = next_stamp();
  scratch_.clear();
  for (std::uint32_t i = 0; i < n; ++i) {
    Lit l = lit_of(lits[i]);
    if (stamp_[l] != s) stamp_[l] = s, scratch_.push_back(l);
  }
  std::uint32_t m = static_cast<std::uint32_t>(scratch_.size());
  std::uint64_t h = hash_of(scratch_.data(), m);
  for (std::uint32_t id = bucket_[h & (bucket_.size() - 1)]; id != kNoClause; id = next_[id]) {
    Ref r = ref_[id];
    if (hash_[id] != h || size(r) != m) continue;
    const Lit* c = this->lits(r);
    std::uint32_t i = 0;
    while (i < m && stamp_[c[i]] == s) ++i;
    if (i == m) return id;
  }
  return kNoClause;
}

std::string ClauseDb::to_string(std::uint32_t id) const {
  std::string out;
  Ref r = ref_[id];
  for (std::uint32_t i = 0; i < size(r); ++i) out += std::to_string(dimacs_of(lits(r)[i])) + ' ';
  return out + '0';
}

}  // namespace rfsat::proof
