// The encoding `rfsat minimize` asks many questions of on one solver: the
// puzzle's fixed constraints encoded as usual (encode_domains), and each
// removable item's clauses C made (-a v C) with the item's activation
// literal a: assuming a switches the item on, leaving a unassumed lets the
// solver drop it. Order-encoding ladders (order/order.hpp) are shared
// between constraints, so every cell's ladder is built unguarded first; no
// other clause is shared. An item's encoders see the fixed constraints and
// the item's own, never another item (a cage inside a row encodes distinct
// digits only when the row is fixed). Redundant derived sums (sum/derived.hpp) come from
// the fixed constraints only. Activation literals: Eén & Sörensson,
// "Temporal induction by incremental SAT solving", BMC 2003.
//
//   enc::GuardedEncoding g(puzzle, item_of, items, domains);  // item_of[k]: item of constraint k,
//   or -1 solver.add_formula(g.encoded().formula); solver.assume(g.activation(3));   // item 3 on
#pragma once

#include <cstddef>
#include <memory>
#include <span>
#include <vector>

#include "encode.hpp"

namespace rfsat::enc {

struct Context;

class GuardedEncoding {
 public:
  // item_of[k] for every constraint k of p: its item (0..items-1), -1 for a
  // fixed constraint, -2 for one left out (the caller may add it later with
  // add_guarded). `domains` must hold every solution of the fixed
  // constraints alone (e.g. pruned_domains of the puzzle without the items).
  // `options` bound the formula here and in add_guarded (max_literals,
  // deadline: cnf::LimitExceeded past them).
  GuardedEncoding(const model::Puzzle& p, const std::vector<int>& item_of, int items,
                  Domains domains, const Options& options = {});
  ~GuardedEncoding();
  GuardedEncoding(const GuardedEncoding&) = delete;  // the context refers to members
  GuardedEncoding& operator=(const GuardedEncoding&) = delete;

  const Encoded& encoded() const { return e_; }
  int activation(int item) const { return activation_[item]; }
  // A fresh variable for the caller's own clauses over the cell variables.
  int new_var() { return e_.formula.new_var(); }
  // Encodes `constraints` (over the same cells and symbols) under a fresh
  // activation literal, which it returns; their clauses are the formula's
  // literals from `*offset` on (set here), for the caller to hand over.
  int add_guarded(std::span<const model::Constraint> constraints, std::size_t* offset);

 private:
  void encode_alone(std::span<const model::Constraint> constraints, int guard, std::size_t* offset);

  model::Puzzle view_;  // the fixed constraints, and the item being encoded
  std::size_t fixed_ = 0;
  Options options_{};
  Encoded e_;
  std::vector<int> activation_;
  std::unique_ptr<Context> ctx_;
};

}  // namespace rfsat::enc
