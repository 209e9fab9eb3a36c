// Unit propagation of the certificate checker (src/proof/): values, one
// trail for the top level and the RUP/RAT assumptions above it, two watched
// literals (blocking literals on binary clauses only), and core-first propagation as in
// drat-trim (Wetzler, Heule, Hunt, SAT 2014): each literal's watches are
// split into core and other clauses; the core ones are visited first, and
// after each unit found through a non-core clause the core ones again.
// Conflict analysis marks the clauses a conflict depends on as core.
// Entry point: Propagator. Standard library only.
#pragma once

#include <cstdint>
#include <vector>

#include "clause_db.hpp"

namespace rfsat::proof {

class Propagator {
 public:
  Propagator(ClauseDb& db, std::uint32_t max_variable, bool core_first);

  // -1 false, 0 unassigned, 1 true.
  int value(Lit l) const { return val_[l]; }
  std::size_t trail_size() const { return trail_.size(); }
  std::uint64_t propagations() const { return propagations_; }
  std::uint64_t core_lemmas() const { return core_lemmas_; }
  std::uint64_t core_clauses() const { return core_clauses_; }

  // Watches an active clause (units are kept in a list instead) and, under
  // the current assignment, assigns its unit literal. Returns the clause's
  // Ref if it is falsified (a conflict), else kNoRef.
  Ref attach(std::uint32_t id);
  // Stops watching the clause. Its reason role, if any, is the caller's
  // business (see reason_position).
  void detach(std::uint32_t id);
  // The trail position of the literal this clause is the reason of, or
  // SIZE_MAX.
  std::size_t reason_position(std::uint32_t id) const;

  // Propagates the trail to a fixpoint; returns a falsified clause or kNoRef.
  Ref propagate();

  // Top level: another active clause that implies the literal at position
  // p from literals false before p becomes its reason (core clauses
  // first); false if there is none. The assignment stays as it is.
  bool replace_reason(std::size_t p);
  // Top level: unassigns positions >= p and arranges for every clause whose
  // state depended on them to be visited again by the next propagate().
  void unwind_to(std::size_t p);
  // Unassigns everything and re-enqueues the unit clauses (after a conflict).
  void reset_top();
  // Levels above the top: assume a literal; drop back to `size` literals.
  void assume(Lit l) { assign(l, kNoRef); }
  void backtrack(std::size_t size);

  // Marks as core the conflict clause and every reason it depends on.
  void analyze(Ref conflict);
  // The same for a literal that is true (its reasons).
  void analyze_true(Lit l);
  void mark_core(std::uint32_t id);

  // For tests (Options::self_check): is the top level exactly the unit
  // propagation fixpoint of the active clauses, without conflict?
  bool is_fixpoint() const;

 private:
  struct Watch {
    Lit blocker;       // binary clauses: the other literal (if true the clause is skipped)
    std::uint32_t rb;  // Ref << 1 | (binary clause)
  };
  std::vector<Watch>& list(bool core, Lit l) { return lists_[2 * std::size_t{l} + core]; }
  bool watched_core(std::uint32_t id) const { return core_first_ && db_.has(id, kCore); }
  void assign(Lit l, Ref reason);
  void unassign(Lit l);
  void watch(Ref r, bool core);
  void unwatch(Lit l, bool core, Ref r);
  void choose_watches(Ref r);
  Ref scan(bool core, Lit f, std::size_t& i, bool stop_on_unit, bool& stopped);
  void collect_repairs(Lit u, std::size_t p);
  void repair(Ref r);
  void requeue_units();
  void see(std::uint32_t var);
  void walk_reasons();

  ClauseDb& db_;
  bool core_first_;
  std::vector<std::int8_t> val_;       // by literal
  std::vector<Ref> reason_;            // by variable; kNoRef: assumed
  std::vector<std::uint32_t> pos_;     // by variable: trail position
  std::vector<Lit> trail_;
  std::vector<Ref> repairs_;        // unwind_to(): clauses to watch again
  Ref repaired_conflict_ = kNoRef;  // a clause repair() found falsified
  std::vector<std::vector<Watch>> lists_;
  std::vector<std::uint32_t> units_;   // active unit clauses
  std::size_t head_core_ = 0, head_rest_ = 0, rest_index_ = 0;
  std::vector<std::uint8_t> seen_;     // by variable, analysis only
  std::size_t pending_ = 0;
  std::uint64_t propagations_ = 0, core_lemmas_ = 0, core_clauses_ = 0;
};

}  // namespace rfsat::proof
