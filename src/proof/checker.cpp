// The DRAT checker's set-up and forward pass (see checker.hpp). Entry point:
// Checker::run(). The forward pass keeps the top level at the unit
// propagation fixpoint while it adds lemmas and applies deletions, and stops
// at the first conflict; deletions of unit and reason clauses are ignored as
// drat-trim ignores them by default (Wetzler, Heule, Hunt, SAT 2014).
#include "checker.hpp"

#include <algorithm>
#include <string>

namespace rfsat::proof {
namespace {

std::uint32_t max_variable(const Formula& cnf, const Proof& proof) {
  return std::max(cnf.variables, proof.max_variable);
}

}  // namespace

Checker::Checker(const Formula& cnf, const Proof& proof, std::string_view proof_text,
                 const Options& options, Stats& stats)
    : cnf_(cnf), proof_(proof), proof_text_(proof_text), options_(options), stats_(stats),
      prop_(db_, max_variable(cnf, proof), options.core_first) {}

void Checker::check_time() {
  if (has_deadline_ && std::chrono::steady_clock::now() > deadline_) throw TimeUp{};
}

void Checker::self_check(const char* where, std::size_t s) {
  if (options_.self_check && !prop_.is_fixpoint())
    throw Inconsistent{std::string("the top level is not the propagation fixpoint ") + where + " step " +
                       std::to_string(s + 1)};
}

// Adds the CNF's clauses. True if they conflict by unit propagation alone.
bool Checker::load_cnf() {
  const std::int32_t* p = cnf_.literals.data();
  input_begin_.reserve(cnf_.clauses);
  for (std::uint64_t i = 0; i < cnf_.clauses; ++i) {
    std::uint32_t n = 0;
    while (p[n] != 0) ++n;
    input_begin_.push_back(static_cast<std::uint64_t>(p - cnf_.literals.data()));
    std::uint32_t id = db_.add(p, n, false);
    p += n + 1;
    db_.set(id, kActive);
    db_.index(id);
    conflict_ = prop_.attach(id);
    if (conflict_ != kNoRef) return true;
  }
  first_lemma_ = db_.count();
  conflict_ = prop_.propagate();
  return conflict_ != kNoRef;
}

void Checker::forward_delete(std::size_t s, const std::int32_t* lits, std::uint32_t n) {
  std::uint32_t id = db_.find(lits, n);
  if (id == kNoClause) {
    ++stats_.missing_deletions;
    return;
  }
  if (db_.size(db_.ref(id)) <= 1 || prop_.reason_position(id) != SIZE_MAX) {
    ++stats_.ignored_deletions;
    return;
  }
  db_.unindex(id);
  db_.clear(id, kActive);
  prop_.detach(id);
  done_[s] = {id, Kind::del};
}

// Applies the proof until the clauses conflict. True if they do (at step
// last_, whose lemma brought the conflict).
bool Checker::forward() {
  done_.assign(proof_.steps.size(), Done{});
  for (std::size_t s = 0; s < proof_.steps.size(); ++s) {
    if ((s & 255) == 0) check_time();
    const ProofStep& step = proof_.steps[s];
    const std::int32_t* lits = proof_.literals.data() + step.begin;
    if (step.deletion) {
      forward_delete(s, lits, step.size);
      continue;
    }
    ++stats_.lemmas_used;
    std::uint32_t id = db_.add(lits, step.size, true);
    lemma_step_.push_back(static_cast<std::uint32_t>(s));
    db_.set(id, kActive);
    db_.index(id);
    done_[s] = {id, Kind::add};
    conflict_ = prop_.attach(id);
    if (conflict_ == kNoRef) conflict_ = prop_.propagate();
    if (conflict_ != kNoRef) {
      last_ = s;
      return true;
    }
    self_check("after", s);
  }
  return false;
}

Outcome Checker::run() {
  std::uint64_t added = 0;
  for (const ProofStep& step : proof_.steps) added += !step.deletion;
  stats_.lemmas = added;
  stats_.deletions = proof_.steps.size() - added;
  // A limit beyond the clock's range (1e10 s is past 2^63 ns) is no limit:
  // converting it would wrap to a time already past.
  const auto now = std::chrono::steady_clock::now();
  const double room =
      std::chrono::duration<double>(std::chrono::steady_clock::time_point::max() - now).count();
  if (options_.time_limit > 0 && options_.time_limit < room - 1) {
    has_deadline_ = true;
    deadline_ = now + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                          std::chrono::duration<double>(options_.time_limit));
  }
  if (options_.deadline && (!has_deadline_ || *options_.deadline < deadline_)) {
    has_deadline_ = true;
    deadline_ = *options_.deadline;
  }
  db_.reserve(cnf_.clauses + added, cnf_.literals.size() + proof_.literals.size(),
              max_variable(cnf_, proof_));
  Outcome out;
  auto t0 = std::chrono::steady_clock::now();
  try {
    if (load_cnf()) {
      prop_.analyze(conflict_);
      out.verdict = Verdict::verified;
    } else if (!forward()) {
      out.reason = "the proof does not derive the empty clause: its " + std::to_string(added) + " lemmas and " +
                   std::to_string(stats_.deletions) + " deletions leave no conflict by unit propagation";
    } else {
      stats_.forward_seconds = seconds_since(t0);
      auto t1 = std::chrono::steady_clock::now();
      out = backward();
      stats_.backward_seconds = seconds_since(t1);
    }
  } catch (const TimeUp&) {
    out.verdict = Verdict::time_limit;
    out.reason = "time limit of " + std::to_string(options_.time_limit) + " s reached";
  } catch (const Inconsistent& e) {
    out.verdict = Verdict::not_verified;
    out.reason = "internal error: " + e.what;
  }
  if (stats_.forward_seconds == 0) stats_.forward_seconds = seconds_since(t0);
  stats_.core_lemmas = prop_.core_lemmas();
  stats_.core_clauses = prop_.core_clauses();
  stats_.propagations = prop_.propagations();
  return out;
}

}  // namespace rfsat::proof
