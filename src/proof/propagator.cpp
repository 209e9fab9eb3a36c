// Unit propagation of the certificate checker (see propagator.hpp): watch
// lists, core-first propagation, top-level unwinding and conflict analysis.
// Entry point: Propagator. The top level changes in the middle of the trail
// when the backward pass removes a lemma that is the reason of a unit;
// unwind_to() then repairs, clause by clause, the watches that relied on an
// unassigned literal, so that the top level stays exactly the propagation
// fixpoint (Options::self_check verifies this in the tests) without
// propagating the trail below the unwound part again.
//
// The invariant that makes this exact: once a watched literal is false and
// processed, the clause's other watched literal is true (no blocking
// literals on long clauses: a blocker is any literal of the clause, and one
// that is not watched could not be found again when it is unassigned).
// Unassigning the literals from position p on can thus only break clauses
// that watch one of them beside a literal false below p: they are in the
// unassigned literals' watch lists.
#include "propagator.hpp"

#include <algorithm>
#include <cassert>
#include <utility>

namespace rfsat::proof {

Propagator::Propagator(ClauseDb& db, std::uint32_t max_variable, bool core_first)
    : db_(db), core_first_(core_first) {
  std::size_t vars = std::size_t{max_variable} + 1;
  val_.assign(2 * vars, 0);
  reason_.assign(vars, kNoRef);
  pos_.assign(vars, 0);
  seen_.assign(vars, 0);
  lists_.resize(4 * vars);
}

void Propagator::assign(Lit l, Ref reason) {
  val_[l] = 1;
  val_[l ^ 1u] = -1;
  std::uint32_t v = var_of(l);
  reason_[v] = reason;
  pos_[v] = static_cast<std::uint32_t>(trail_.size());
  trail_.push_back(l);
  ++propagations_;
}

void Propagator::unassign(Lit l) {
  val_[l] = val_[l ^ 1u] = 0;
  reason_[var_of(l)] = kNoRef;
}

void Propagator::watch(Ref r, bool core) {
  const Lit* c = db_.lits(r);
  std::uint32_t rb = r << 1 | (db_.size(r) == 2 ? 1u : 0u);
  list(core, c[0]).push_back({c[1], rb});
  list(core, c[1]).push_back({c[0], rb});
}

void Propagator::unwatch(Lit l, bool core, Ref r) {
  std::vector<Watch>& ws = list(core, l);
  for (std::size_t i = 0; i < ws.size(); ++i) {
    if ((ws[i].rb >> 1) != r) continue;
    ws[i] = ws.back();
    ws.pop_back();
    return;
  }
  assert(false && "unwatch: clause not in the watch list");
}

// Moves the two best literals to the front: true ones first (the earliest),
// then unassigned ones, then false ones assigned last. A false watch is then
// only ever paired with a true or unit literal.
void Propagator::choose_watches(Ref r) {
  Lit* c = db_.lits(r);
  std::uint32_t n = db_.size(r);
  auto rank = [&](Lit l) -> std::uint64_t {
    if (val_[l] > 0) return (std::uint64_t{3} << 32) - pos_[var_of(l)];
    if (val_[l] == 0) return std::uint64_t{2} << 32;
    return pos_[var_of(l)];
  };
  for (std::uint32_t k = 0; k < 2; ++k) {
    std::uint32_t best = k;
    for (std::uint32_t j = k + 1; j < n; ++j)
      if (rank(c[j]) > rank(c[best])) best = j;
    std::swap(c[k], c[best]);
  }
}

Ref Propagator::attach(std::uint32_t id) {
  Ref r = db_.ref(id);
  std::uint32_t n = db_.size(r);
  Lit* c = db_.lits(r);
  if (n == 0) return r;
  if (n == 1) {
    units_.push_back(id);
    if (val_[c[0]] == 0) assign(c[0], r);
    return val_[c[0]] < 0 ? r : kNoRef;
  }
  choose_watches(r);
  watch(r, watched_core(id));
  if (val_[c[0]] < 0) return r;
  if (val_[c[0]] == 0 && val_[c[1]] < 0) assign(c[0], r);
  return kNoRef;
}

void Propagator::detach(std::uint32_t id) {
  Ref r = db_.ref(id);
  std::uint32_t n = db_.size(r);
  if (n == 0) return;
  if (n == 1) {
    auto it = std::find(units_.begin(), units_.end(), id);
    assert(it != units_.end());
    if (it != units_.end()) *it = units_.back(), units_.pop_back();
    return;
  }
  const Lit* c = db_.lits(r);
  bool core = watched_core(id);
  unwatch(c[0], core, r);
  unwatch(c[1], core, r);
}

std::size_t Propagator::reason_position(std::uint32_t id) const {
  Ref r = db_.ref(id);
  std::uint32_t n = std::min<std::uint32_t>(db_.size(r), 2);
  const Lit* c = db_.lits(r);
  for (std::uint32_t k = 0; k < n; ++k)
    if (val_[c[k]] > 0 && reason_[var_of(c[k])] == r) return pos_[var_of(c[k])];
  return SIZE_MAX;
}

// Visits the clauses of one watch list (core or not) of `f`, which has just
// become false, from index i. Returns a falsified clause or kNoRef; with
// stop_on_unit, returns after the first unit (stopped = true, i at the next
// watch), so that core clauses get the new literal first.
Ref Propagator::scan(bool core, Lit f, std::size_t& i, bool stop_on_unit, bool& stopped) {
  std::vector<Watch>& ws = list(core, f);
  while (i < ws.size()) {
    Watch w = ws[i];
    Ref r = w.rb >> 1;
    Lit other = w.blocker;  // binary clauses: the other literal
    if (w.rb & 1u) {
      if (val_[other] > 0) {
        ++i;
        continue;
      }
    } else {
      Lit* c = db_.lits(r);
      if (c[0] == f) c[0] = c[1], c[1] = f;
      other = c[0];
      if (val_[other] > 0) {
        ++i;
        continue;
      }
      std::uint32_t n = db_.size(r), k = 2;
      while (k < n && val_[c[k]] < 0) ++k;
      if (k < n) {  // a new watch: move this one to c[k]'s list
        c[1] = c[k];
        c[k] = f;
        list(core, c[1]).push_back({c[0], w.rb});
        ws[i] = ws.back();
        ws.pop_back();
        continue;
      }
    }
    if (val_[other] < 0) return r;
    assign(other, r);
    ++i;
    if (stop_on_unit) { stopped = true; return kNoRef; }
  }
  return kNoRef;
}

Ref Propagator::propagate() {
  if (repaired_conflict_ != kNoRef) return std::exchange(repaired_conflict_, kNoRef);
  for (;;) {
    while (head_core_ < trail_.size()) {
      std::size_t i = 0;
      bool stopped = false;
      Ref c = scan(true, trail_[head_core_] ^ 1u, i, false, stopped);
      if (c != kNoRef) return c;
      ++head_core_;
    }
    if (head_rest_ >= trail_.size()) return kNoRef;
    bool stopped = false;
    Ref c = scan(false, trail_[head_rest_] ^ 1u, rest_index_, core_first_, stopped);
    if (c != kNoRef) return c;
    if (!stopped) ++head_rest_, rest_index_ = 0;
  }
}

// A clause implying the literal at p watches it (the other watch is false,
// so by the invariant above this one is true): its watch lists hold every
// candidate.
bool Propagator::replace_reason(std::size_t p) {
  const Lit l = trail_[p];
  for (bool core : {true, false}) {
    for (const Watch& w : list(core, l)) {
      const Ref r = w.rb >> 1;
      const Lit* c = db_.lits(r);
      bool implies = true;
      for (std::uint32_t k = 0, n = db_.size(r); k < n && implies; ++k)
        implies = c[k] == l || (val_[c[k]] < 0 && pos_[var_of(c[k])] < p);
      if (!implies) continue;
      reason_[var_of(l)] = r;
      return true;
    }
  }
  return false;
}

// Collects the clauses that watch `u` (about to be unassigned) beside a
// literal false below position p: the ones whose watches need repair.
void Propagator::collect_repairs(Lit u, std::size_t p) {
  for (bool core : {false, true}) {
    for (const Watch& w : list(core, u)) {
      Lit other = w.blocker;
      if (!(w.rb & 1u)) {
        const Lit* c = db_.lits(w.rb >> 1);
        other = c[0] == u ? c[1] : c[0];
      }
      if (val_[other] < 0 && pos_[var_of(other)] < p) repairs_.push_back(w.rb >> 1);
    }
  }
}

// Watches the clause again as attach() would: true literals first, then
// unassigned ones, then the false ones assigned last; a unit is assigned, a
// falsified clause is kept for the next propagate().
void Propagator::repair(Ref r) {
  const Lit* c = db_.lits(r);
  if (val_[c[0]] > 0 || val_[c[1]] > 0 || (val_[c[0]] == 0 && val_[c[1]] == 0)) return;
  const bool core = watched_core(db_.id(r));
  if (db_.size(r) > 2) {
    unwatch(c[0], core, r);
    unwatch(c[1], core, r);
    choose_watches(r);
    watch(r, core);
  }
  if (val_[c[0]] < 0 && val_[c[1]] < 0) {
    if (repaired_conflict_ == kNoRef) repaired_conflict_ = r;
  } else if (val_[c[0]] == 0 && val_[c[1]] < 0) {
    assign(c[0], r);
  } else if (val_[c[1]] == 0 && val_[c[0]] < 0) {
    assign(c[1], r);
  }
}

// Positions before p stay as they are: their own propagation only relied
// on the unassigned literals through the clauses repair() fixes.
void Propagator::unwind_to(std::size_t p) {
  repairs_.clear();
  for (std::size_t q = trail_.size(); q-- > p;) collect_repairs(trail_[q], p);
  for (std::size_t q = trail_.size(); q-- > p;) unassign(trail_[q]);
  trail_.resize(p);
  head_core_ = std::min(head_core_, p);
  head_rest_ = std::min(head_rest_, p);
  rest_index_ = 0;
  requeue_units();
  for (Ref r : repairs_) repair(r);
}

void Propagator::requeue_units() {
  for (std::uint32_t id : units_) {
    Ref r = db_.ref(id);
    if (val_[db_.lits(r)[0]] == 0) assign(db_.lits(r)[0], r);
  }
}

void Propagator::reset_top() {
  for (Lit l : trail_) unassign(l);
  trail_.clear();
  head_core_ = head_rest_ = rest_index_ = 0;
  repaired_conflict_ = kNoRef;
  requeue_units();
}

void Propagator::backtrack(std::size_t size) {
  for (std::size_t q = trail_.size(); q-- > size;) unassign(trail_[q]);
  trail_.resize(size);
  head_core_ = head_rest_ = size;
  rest_index_ = 0;
}

void Propagator::see(std::uint32_t var) {
  if (!seen_[var]) seen_[var] = 1, ++pending_;
}

// Walks the trail down from the top, marking the reason of every seen
// variable and seeing its other literals, until nothing is pending.
void Propagator::walk_reasons() {
  for (std::size_t q = trail_.size(); pending_ > 0 && q-- > 0;) {
    std::uint32_t v = var_of(trail_[q]);
    if (!seen_[v]) continue;
    seen_[v] = 0;
    --pending_;
    Ref r = reason_[v];
    if (r == kNoRef) continue;
    mark_core(db_.id(r));
    const Lit* c = db_.lits(r);
    for (std::uint32_t k = 0, n = db_.size(r); k < n; ++k)
      if (var_of(c[k]) != v) see(var_of(c[k]));
  }
  assert(pending_ == 0 && "analysis saw an unassigned variable");
  if (pending_ != 0) std::fill(seen_.begin(), seen_.end(), 0), pending_ = 0;
}

void Propagator::analyze(Ref conflict) {
  mark_core(db_.id(conflict));
  const Lit* c = db_.lits(conflict);
  for (std::uint32_t k = 0, n = db_.size(conflict); k < n; ++k) see(var_of(c[k]));
  walk_reasons();
}

void Propagator::analyze_true(Lit l) {
  see(var_of(l));
  walk_reasons();
}

void Propagator::mark_core(std::uint32_t id) {
  if (db_.has(id, kCore)) return;
  db_.set(id, kCore);
  ++(db_.has(id, kLemma) ? core_lemmas_ : core_clauses_);
  Ref r = db_.ref(id);
  // An active clause is watched in the non-core lists until now.
  if (!core_first_ || db_.size(r) < 2 || !db_.has(id, kActive)) return;
  const Lit* c = db_.lits(r);
  unwatch(c[0], false, r);
  unwatch(c[1], false, r);
  watch(r, true);
}

bool Propagator::is_fixpoint() const {
  if (head_core_ != trail_.size() || head_rest_ != trail_.size()) return false;
  for (Lit l : trail_) {
    Ref r = reason_[var_of(l)];
    if (val_[l] <= 0 || r == kNoRef || !db_.has(db_.id(r), kActive)) return false;
  }
  for (std::uint32_t id = 0; id < db_.count(); ++id) {
    if (!db_.has(id, kActive)) continue;
    Ref r = db_.ref(id);
    std::uint32_t open = 0, unassigned = 0;
    for (std::uint32_t k = 0; k < db_.size(r); ++k) {
      int v = val_[db_.lits(r)[k]];
      open += v >= 0;
      unassigned += v == 0;
    }
    if (open == 0 || (open == 1 && unassigned == 1)) return false;
  }
  return true;
}

}  // namespace rfsat::proof
