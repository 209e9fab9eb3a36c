// The clause sink and variable pool of rfsat: every clause of every encoding
// goes through one `cnf::Formula`, so the formula handed to CaDiCaL and the
// formula written as DIMACS are the same object. Literals are DIMACS ints:
// variable v > 0, its negation -v. Clauses are stored flat, 0-terminated.
// A budget (set_budget: --memory-limit, --time-limit) bounds the store while
// encoders write into it: outgrowing it throws LimitExceeded, so that no
// encoder needs its own checks.
//
//   cnf::Formula f;
//   int a = f.new_var(), b = f.new_var();
//   f.add_clause({a, -b});
//   f.for_each_clause([](std::span<const int> c) { ... });
#pragma once

#include <cassert>
#include <chrono>
#include <cstddef>
#include <initializer_list>
#include <iosfwd>
#include <limits>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "deadline.hpp"

namespace rfsat::cnf {

// A formula outgrew its budget: `memory` (more than max_literals), the
// deadline passed while it was being built, or `size`: an encoder's own
// structure (an automaton's states, a DP's reachable sums) passed its
// bound, so the rule is too large for its encoding. Commands report each as
// a limit (exit 3), never a crash.
struct LimitExceeded : std::runtime_error {
  enum class Kind { memory, time, size } kind;
  std::size_t literals;  // stored when it was thrown
  LimitExceeded(Kind k, std::size_t lits, const std::string& what)
      : std::runtime_error(what), kind(k), literals(lits) {}
};

// What an encoder throws when its structure passes its bound (Kind::size).
inline LimitExceeded too_large(const std::string& what) {
  return LimitExceeded(LimitExceeded::Kind::size, 0, what);
}

class Formula {
 public:
  int new_var() { return ++num_vars_; }
  int num_vars() const { return num_vars_; }
  std::size_t num_clauses() const { return num_clauses_; }

  // Adds a clause; an empty clause makes the formula unsatisfiable.
  void add_clause(std::span<const int> lits) {
    assert(valid(lits));
    lits_.insert(lits_.end(), lits.begin(), lits.end());
    lits_.push_back(0);
    ++num_clauses_;
    if (lits_.size() > max_literals_ || (num_clauses_ & kCheckEvery) == 0) check_budget();
  }
  void add_clause(std::initializer_list<int> lits) {
    add_clause(std::span<const int>(lits.begin(), lits.size()));
  }

  // From now on: at most `max_literals` stored (terminating zeros included),
  // and `deadline` checked every 16,384 clauses; add_clause throws
  // LimitExceeded beyond either.
  void set_budget(std::size_t max_literals, Deadline deadline) {
    max_literals_ = max_literals;
    deadline_ = deadline;
  }

  // For an encoder's own long loop between clauses (a DP over a long line):
  // reads the clock and throws LimitExceeded (time) past the deadline.
  void check_deadline() const;

  // Adds literal `guard` to every clause added since literals().size() was
  // `offset`, so that they bind only while -guard is false (activation
  // literals: rfsat minimize).
  void guard_since(std::size_t offset, int guard) {
    assert(offset <= lits_.size() && valid(std::span<const int>(&guard, 1)));
    std::vector<int> tail(lits_.begin() + static_cast<std::ptrdiff_t>(offset), lits_.end());
    lits_.resize(offset);
    for (int l : tail) {
      if (l == 0) lits_.push_back(guard);
      lits_.push_back(l);
    }
  }

  // Room for this many literals in all (terminating zeros included).
  void reserve(std::size_t literals) { lits_.reserve(literals); }

  // All clauses, flat, each terminated by 0.
  const std::vector<int>& literals() const { return lits_; }

  template <class F>
  void for_each_clause(F&& f) const {
    std::size_t start = 0;
    for (std::size_t i = 0; i < lits_.size(); ++i) {
      if (lits_[i] == 0) {
        f(std::span<const int>(lits_.data() + start, i - start));
        start = i + 1;
      }
    }
  }

  // True iff `value(var)` (true = positive) satisfies every clause.
  template <class Value>
  bool satisfied_by(Value&& value) const {
    bool all = true;
    for_each_clause([&](std::span<const int> c) {
      bool sat = false;
      for (int l : c) sat = sat || (value(l > 0 ? l : -l) == (l > 0));
      all = all && sat;
    });
    return all;
  }

 private:
  bool valid(std::span<const int> lits) const {
    for (int l : lits)
      if (l == 0 || (l > 0 ? l : -l) > num_vars_) return false;
    return true;
  }

  void check_budget() const;  // throws LimitExceeded (cnf.cpp)

  static constexpr std::size_t kCheckEvery = (1u << 14) - 1;
  int num_vars_ = 0;
  std::size_t num_clauses_ = 0;
  std::vector<int> lits_;
  std::size_t max_literals_ = std::numeric_limits<std::size_t>::max();
  Deadline deadline_;
};

// Writes `p cnf V C` and the clauses; `comments` lines are written first, each
// prefixed with "c ".
void write_dimacs(std::ostream& out, const Formula& f, const std::vector<std::string>& comments);

}  // namespace rfsat::cnf
