// The DRAT checking procedure of rfsat::proof (internal; the API is
// drat_check.hpp): a forward pass that adds lemmas, applies deletions and
// stops at the first conflict, then a backward pass that verifies only the
// lemmas marked core, by RUP or by RAT on their first literal, core first
// (Heule, Hunt, Wetzler, FMCAD 2013; Wetzler, Heule, Hunt, SAT 2014).
// Entry point: Checker::run(). Forward pass and set-up in checker.cpp, the
// backward pass and the lemma checks in checker_backward.cpp.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "clause_db.hpp"
#include "dimacs_reader.hpp"
#include "drat_check.hpp"
#include "proof_reader.hpp"
#include "propagator.hpp"

namespace rfsat::proof {

// Seconds since t (the phase timings of Stats and of drat_check).
inline double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

struct Outcome {
  Verdict verdict = Verdict::not_verified;
  std::string reason;
  std::uint64_t failed_step = 0;    // 1-based
  std::uint64_t failed_offset = 0;
};

class Checker {
 public:
  // `proof_text` is the proof file when it is text (for line numbers in
  // messages), empty otherwise.
  Checker(const Formula& cnf, const Proof& proof, std::string_view proof_text, const Options& options,
          Stats& stats);
  Outcome run();

 private:
  enum class Kind : std::uint8_t { skip, add, del };
  struct Done {
    std::uint32_t id = kNoClause;
    Kind kind = Kind::skip;
  };
  struct TimeUp {};
  struct Inconsistent {
    std::string what;
  };

  // checker.cpp
  bool load_cnf();
  bool forward();
  void forward_delete(std::size_t s, const std::int32_t* lits, std::uint32_t n);
  void check_time();
  void self_check(const char* where, std::size_t s);
  // checker_backward.cpp
  Outcome backward();
  void remove_lemma(std::uint32_t id, std::size_t s);
  void restore(std::uint32_t id, std::size_t s);
  bool verify(std::uint32_t id, std::string& why);
  bool rup(std::uint32_t id);
  bool rat(std::uint32_t id, std::string& why);
  bool resolvent_rup(std::uint32_t candidate, Lit drop);
  static constexpr Lit kNoDrop = ~Lit{0};  // resolvent_rup without a literal to drop: rup
  std::string where(std::size_t s) const;
  std::string describe(std::uint32_t id) const;

  const Formula& cnf_;
  const Proof& proof_;
  std::string_view proof_text_;
  const Options& options_;
  Stats& stats_;
  ClauseDb db_;
  Propagator prop_;
  std::vector<Done> done_;                // by proof step, up to the conflict
  std::vector<std::uint64_t> input_begin_; // by input clause id: where it starts in cnf_.literals
  std::vector<std::uint32_t> lemma_step_; // by lemma id - CNF clauses
  std::uint32_t first_lemma_ = 0;         // id of the first lemma
  Ref conflict_ = kNoRef;
  std::size_t last_ = 0;                  // the step that brought the conflict
  std::chrono::steady_clock::time_point deadline_;
  bool has_deadline_ = false;
};

}  // namespace rfsat::proof
