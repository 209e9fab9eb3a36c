// The DRAT checker's backward pass (see checker.hpp): from the conflict back
// to the first step, undo each step (remove a lemma, restore a deleted
// clause) and verify each lemma marked core: RUP, else RAT on its first
// literal against every active clause that contains the negated pivot
// (drat-trim only tries clauses already marked; trying all is sound however
// the marking continues). Each successful check marks the clauses it used,
// so earlier lemmas become core only if a checked derivation needs them.
// Entry point: Checker::backward(). Sources: Heule, Hunt, Wetzler, FMCAD
// 2013; Wetzler, Heule, Hunt, SAT 2014.
#include <algorithm>
#include <string>

#include "checker.hpp"

namespace rfsat::proof {

Outcome Checker::backward() {
  prop_.analyze(conflict_);
  for (std::size_t s = last_ + 1; s-- > 0;) {
    if ((s & 63) == 0) check_time();
    Done d = done_[s];
    if (d.kind == Kind::del) restore(d.id, s);
    if (d.kind != Kind::add) continue;
    remove_lemma(d.id, s);
    if (!db_.has(d.id, kCore)) continue;
    std::string why;
    if (verify(d.id, why)) continue;
    Outcome out;
    out.failed_step = s + 1;
    out.failed_offset = proof_.steps[s].offset;
    out.reason = where(s) + ": " + why;
    return out;
  }
  Outcome out;
  out.verdict = Verdict::verified;
  return out;
}

// Takes the lemma out of the clause set. If it was the reason of a unit,
// another clause that implies the unit from earlier literals takes its place
// (the usual case: a removed lemma's unit mostly follows from the formula
// too); only without one is the top level unwound to there and propagated
// again. At the conflict step it is rebuilt from scratch (the trail then
// holds a conflict). Lunchbox 9x9: 51M propagations and 9.7 s before the
// replacement, 0.41M and 0.2 s with it (docs/tuning.md#drat-reasons).
void Checker::remove_lemma(std::uint32_t id, std::size_t s) {
  bool first = s == last_;
  std::size_t pos = first ? SIZE_MAX : prop_.reason_position(id);
  db_.clear(id, kActive);
  prop_.detach(id);
  if (first) prop_.reset_top();
  else if (pos != SIZE_MAX && !prop_.replace_reason(pos))
    prop_.unwind_to(pos);
  else return;
  if (prop_.propagate() != kNoRef)
    throw Inconsistent{"a conflict without the lemma of step " + std::to_string(s + 1) +
                       ", which the forward pass did not see"};
  self_check("before", s);
}

// Puts back a clause that step s deleted.
void Checker::restore(std::uint32_t id, std::size_t s) {
  db_.set(id, kActive);
  Ref conflict = prop_.attach(id);
  if (conflict == kNoRef) conflict = prop_.propagate();
  if (conflict != kNoRef)
    throw Inconsistent{"a conflict when restoring the clause deleted at step " + std::to_string(s + 1)};
  self_check("before", s);
}

bool Checker::verify(std::uint32_t id, std::string& why) {
  std::size_t top = prop_.trail_size();
  if (rup(id)) {
    prop_.backtrack(top);
    ++stats_.rup_lemmas;
    return true;
  }
  bool ok = false;
  if (db_.size(db_.ref(id)) == 0) why = "the empty clause does not follow by unit propagation";
  else if (!options_.allow_rat) why = "lemma '" + describe(id) + "' is not RUP (RAT checks are off)";
  else ok = rat(id, why);
  prop_.backtrack(top);
  stats_.rat_lemmas += ok;
  return ok;
}

// Assumes the negation of the lemma and propagates. A literal already true
// (at the top level, or the lemma being a tautology) settles it at once.
bool Checker::rup(std::uint32_t id) { return resolvent_rup(id, kNoDrop); }

// Called with the negated lemma assumed and propagated (no conflict): each
// active clause with the negated pivot must give a conflict once its other
// literals are assumed false too.
bool Checker::rat(std::uint32_t id, std::string& why) {
  Lit pivot = db_.pivot(id), negated = pivot ^ 1u;
  std::size_t level = prop_.trail_size();
  for (std::uint32_t cand = 0; cand < id; ++cand) {
    if (!db_.has(cand, kActive)) continue;
    Ref r = db_.ref(cand);
    const Lit* c = db_.lits(r);
    if (std::find(c, c + db_.size(r), negated) == c + db_.size(r)) continue;
    ++stats_.rat_candidates;
    bool ok = resolvent_rup(cand, negated);
    prop_.backtrack(level);
    if (ok) continue;
    why = "lemma '" + describe(id) + "' is not RUP, and not RAT on its first literal " +
          std::to_string(dimacs_of(pivot)) + ": the resolvent with " +
          (cand < first_lemma_ ? "input clause " + std::to_string(cand + 1)
                               : "the lemma of step " + std::to_string(lemma_step_[cand - first_lemma_] + 1)) +
          " '" + describe(cand) + "' is not RUP";
    return false;
  }
  return true;
}

// RUP of `candidate` without the literal `drop` (the resolvent with the
// assumed lemma on its pivot), or of the whole clause with kNoDrop.
bool Checker::resolvent_rup(std::uint32_t candidate, Lit drop) {
  Ref r = db_.ref(candidate);
  const Lit* c = db_.lits(r);
  for (std::uint32_t k = 0, n = db_.size(r); k < n; ++k) {
    if (c[k] == drop) continue;
    int v = prop_.value(c[k]);
    if (v > 0) {
      prop_.analyze_true(c[k]);
      return true;
    }
    if (v == 0) prop_.assume(c[k] ^ 1u);
  }
  Ref conflict = prop_.propagate();
  if (conflict == kNoRef) return false;
  prop_.analyze(conflict);
  return true;
}

// "proof step 12 (byte 345, line 12)"; the line only for text proofs.
std::string Checker::where(std::size_t s) const {
  std::uint64_t offset = proof_.steps[s].offset;
  std::string out = "proof step " + std::to_string(s + 1) + " (byte " + std::to_string(offset);
  if (!proof_text_.empty() && offset <= proof_text_.size()) {
    auto head = proof_text_.substr(0, offset);
    out += ", line " + std::to_string(1 + std::count(head.begin(), head.end(), '\n'));
  }
  return out + ")";
}

// The clause as its file wrote it (watching reorders the arena), cut after
// 12 literals.
std::string Checker::describe(std::uint32_t id) const {
  const std::int32_t* lits = nullptr;
  std::size_t n = 0;
  if (id >= first_lemma_) {
    const ProofStep& step = proof_.steps[lemma_step_[id - first_lemma_]];
    lits = proof_.literals.data() + step.begin;
    n = step.size;
  } else {
    lits = cnf_.literals.data() + input_begin_[id];
    while (lits[n] != 0) ++n;
  }
  std::string out;
  for (std::size_t k = 0; k < n && k < 12; ++k) out += std::to_string(lits[k]) + ' ';
  if (n > 12) out += "... (" + std::to_string(n) + " literals) ";
  return out + '0';
}

}  // namespace rfsat::proof
