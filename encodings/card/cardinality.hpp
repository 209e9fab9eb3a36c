// Cardinality encodings shared by every constraint encoder: at-most / at-least
// / exactly k of a set of literals. One uniform signature (PySAT style): the
// formula (variable pool + clause sink), the literals, the bound, the method.
// Trivial bounds are handled here, centrally: k >= n emits nothing for
// at-most, k > n emits the empty clause for at-least, and so on.
//
//   card::exactly_k(f, lits, 2);                       // automatic choice
//   card::at_most_k(f, lits, 3, card::Method::sequential);
//
// Methods (all propagation-complete, i.e. unit propagation achieves GAC):
//   pairwise    at-most-one only: n(n-1)/2 binary clauses, no auxiliaries.
//   ladder      at-most-one: the sequential (ladder) encoding, 3n-4 clauses,
//               n-1 auxiliaries (Sinz CP 2005; Gent & Nightingale 2004).
//   binomial    at-most-k: one clause per (k+1)-subset, no auxiliaries.
//   sequential  at-most-k: Sinz's sequential counter, 2nk+n-3k-1 clauses,
//               k(n-1) auxiliaries.
//   automatic   pairwise/ladder for k = 1 by size, binomial when small,
//               sequential otherwise.
// At-least-k is at-most-(n-k) over the negated literals.
#pragma once

#include <span>

#include "cnf.hpp"

namespace rfsat::enc::card {

enum class Method { automatic, pairwise, ladder, binomial, sequential };

// Every method, for tests that run each one.
inline constexpr Method kAllMethods[] = {Method::automatic, Method::pairwise, Method::ladder,
                                         Method::binomial, Method::sequential};

// Largest at-most-one done pairwise under Method::automatic.
inline constexpr int kPairwiseLimit = 16;

void at_most_one(cnf::Formula& f, std::span<const int> lits, Method m = Method::automatic);
void at_least_one(cnf::Formula& f, std::span<const int> lits);
void exactly_one(cnf::Formula& f, std::span<const int> lits, Method m = Method::automatic);

// `pairwise` and `ladder` are at-most-one methods: used with k > 1 they fall
// back to `sequential`.
void at_most_k(cnf::Formula& f, std::span<const int> lits, int k, Method m = Method::automatic);
void at_least_k(cnf::Formula& f, std::span<const int> lits, int k, Method m = Method::automatic);
void exactly_k(cnf::Formula& f, std::span<const int> lits, int k, Method m = Method::automatic);

}  // namespace rfsat::enc::card
