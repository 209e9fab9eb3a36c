// SatSolver over CaDiCaL 1.5.3 (Debian libcadical-dev). Only calls the 1.5.3
// surface (add/assume/solve/val/set/limit/connect_terminator/connect_learner);
// see ../shared/notes/cadical.md. `val` returns +-lit, so we test its sign.
#include <cadical.hpp>

#include <cstdlib>
#include <string>

#include "clause_set.hpp"
#include "solver.hpp"

namespace rfsat::backend {

namespace {

// CaDiCaL options rfsat sets, in one table. Measured on the tdoku sets and on
// empty 9x9..25x25 grids (scripts/bench_tdoku.sh): the "lucky" phases and local
// search cost more than they find on puzzle CNFs of a few thousand clauses
// (about +30% puzzles/s without them, and 2x faster enumeration of 10,000
// empty-9x9 solutions).
struct CadicalOption {
  const char* name;
  int value;
};
constexpr CadicalOption kCadicalOptions[] = {
    {"quiet", 1},  // never print to stdout
    {"lucky", 0},  // no lucky-phase probing before search
    {"walk", 0},   // no local search
    {"chrono", 0}, // no chronological backtracking: +1..7% puzzles/s on tdoku sets;
                   // killer proofs (16 formulas, one worker) +2% with it, se 7%
    {"eagersubsume", 0},  // -2.6% instructions on forum_hardest_1106, neutral on killers
    {"shrinkreap", 0},    // the few literals shrinking handles sort faster than they go
                          // through a radix heap: -1.9% instructions on forum_hardest,
                          // -3% user time on MATHEMAGIC and LITTLE_KILLER
};
// Each profile adds options to the table above; they were chosen on the
// collections of scripts/bench_tdoku.sh and scripts/bench_variants.sh. SAT
// search times move by 10-20% with any option change on single puzzles, so
// an option joins a profile only when it wins on its collections as a whole.
//
// Profile::classic (houses and candidates only): search is short, so
// learned-clause minimization costs more than it saves, and keeping the
// initial (true) phase finds sudoku solutions sooner. Callgrind on samples:
// forum_hardest_1905 -2.2%, forum_hardest_1106 -3.9%, top1465 and 17-clue
// within 1%; HARD_PENCILMARKS -5% user time. Not for killers: minimization
// pays off on their long searches.
constexpr CadicalOption kClassicOptions[] = {
    {"forcephase", 1},
    {"minimize", 0},
    {"reducetarget", 90},  // see kSumOptions: HARD_PENCILMARKS -7% user time
};
// Profile::sums (puzzles with sum cages or little killers): drop 90% (not
// 75%) of the learned clauses at each reduction. User time on iss-hard-rf:
// MATHEMAGIC -13%, LITTLE_KILLER -21%, TAREK and EXTREME neutral. Not for
// the rest: HARD_RENBAN takes 15% longer with it. No vivification (of any
// clause; 1.5.3 has one switch): JOBS=2, interleaved A/B, MATHEMAGIC
// 14.5 -> 13.8 s and 13.7 -> 13.5 s (#12 2.02 -> 1.87 s, then equal), its
// hardest five -2..-4% in two more batches; TAREK, EXTREME, HS,
// LITTLE_KILLER and one thread within 3%. Within the noise (+-8%) at JOBS=2
// on the hardest five MATHEMAGIC and two copies of each: elim, probe,
// subsume, ternary or decompose off, scorefactor 850 or 900.
constexpr CadicalOption kSumOptions[] = {
    {"reducetarget", 90},
    {"vivify", 0},
};
// Profile::general (every other puzzle): the forced true phase, as for
// classic puzzles. HARD_RENBAN -12% user time; variants-rf neutral.
// (On MATHEMAGIC it costs 10%, so the sums profile goes without it.)
constexpr CadicalOption kGeneralOptions[] = {
    {"forcephase", 1},
};
// Parallel enumeration (parallel_enumerate.cpp) numbers its cooperating workers
// from 1; worker k adds row (k - 1) % 3, so that they explore different parts
// of the search and their shared clauses help each other, and seed k - 1 (which
// 500-conflict chunks leave unused: see kSumWorkerOptions). Stable mode only
// for the first two: CaDiCaL 1.5.3 begins every solve() call in focused mode
// and reaches stable mode only after `stabilizeint` (1000) conflicts, so a
// worker in the default alternating mode, solving in chunks of 500 conflicts,
// never searches in stable mode, which killers need (focused mode only:
// MATHEMAGIC #12 11 s instead of 4 s on one thread). JOBS=2 bench_variants.sh,
// against a first worker in the default mode: MATHEMAGIC 20.9 -> 14.9-16.0 s,
// HARD_RENBAN 2.6 -> 1.7-2.0 s, variants-rf 2.5 -> 1.9 s, the other collections
// within their spread.
constexpr CadicalOption kWorkerOptions[][4] = {
    {{"stabilizeonly", 1}},                               // stable mode only
    {{"stabilizeonly", 1}, {"phase", 0}, {"target", 0}},  // and other phases
    {{"stabilize", 0}, {"phase", 1}},                     // focused mode only
};
// The workers of the sums profile, which also serve one thread (after the solo
// worker, enumerate.cpp): stable mode, false initial phases and no target
// phases. One thread, one seed, against the sums profile alone:
// MATHEMAGIC 40.8 -> 26.4 s, TAREK 2.4 -> 2.1 s, EXTREME 1.08 -> 0.80 s,
// LITTLE_KILLER (12 solved) 4.0 -> 3.5 s; each of the three options alone is
// slower.
// The two stable workers differ by their seed only, and the seed goes unused:
// solving in chunks of 500 conflicts, CaDiCaL 1.5.3 never reaches a rephase
// (each call resets its limit to 1,000 conflicts), so it never walks or
// shuffles (MATHEMAGIC #5, one thread: seeds 0, 5, 9 within 2%). The two drift
// apart only through the clauses they import at different times. That is the
// best pair measured: making worker 2 differ cost, at JOBS=2 on the five
// hardest MATHEMAGIC, +17% (target=1), +19% (phase=1), +26% (alternating or
// focused mode), -0.2%, +1.5% and +24% (three permuted variable orders).
// The two stable workers bump the reasons of the learned clause's literals two
// levels deep, not one (bumpreasondepth=2). One worker in chunks of 500
// conflicts on MATHEMAGIC #5, #9, #12, #13 and three copies of each (16
// formulas): conflicts to the first solution -18% (geometric mean), to the
// proof of uniqueness -5%, time per conflict unchanged. --jobs 2 on all 14 and
// two copies of each, interleaved: 58.3 -> 56.3 s (with the solo worker too,
// two runs: 64.9 -> 62.0 s, 63.4 -> 59.4 s); LITTLE_KILLER (12 solved) 2.97 ->
// 2.90 s. Not for the solo worker: HS #8, which it settles alone, takes 229 ms
// instead of 40 with it. No better (16 formulas, one worker): depth 3; shrink=2
// (proof -8%, first solution +4%; with depth 2, --jobs 2 gave the gain back);
// reducetier2glue 4 or 8; reduceint 200 or 500; on top of depth 2, reluctant
// 128 or 256 (restarts within a chunk), reverse, probehbr=0 (+7% / +18%),
// reducetier1glue 3, scorefactor 900 or 975, reducetarget 80 or 95, chunks of
// 350 or 700. probereleff 100 or 400 and minimizedepth 100 do not change the
// search at all; nor do compact=0, instantiate=1 or flush=1. Also worse: elim=0
// (+6%), probe=0 (+4%), subsume=0 (+4%), block=1 (+1%) on the proofs of #5,
// #9, #12, #13 and three copies of #12. Not taken either: initial phase true
// for the auxiliary variables (selectors, "cage holds s"), proofs -5% (se 4%)
// but first solutions +35% (se 26%).
constexpr CadicalOption kSumWorkerOptions[][4] = {
    {{"stabilizeonly", 1}, {"phase", 0}, {"target", 0}, {"bumpreasondepth", 2}},
    {{"stabilizeonly", 1}, {"phase", 0}, {"target", 0}, {"bumpreasondepth", 2}},
    {{"stabilize", 0}, {"phase", 1}},
};

// Extra settings from RFSAT_CADICAL_OPTS="name=value name=value" (for
// experiments); unknown names are ignored by CaDiCaL's set().
void apply_environment_options(CaDiCaL::Solver& s) {
  const char* env = std::getenv("RFSAT_CADICAL_OPTS");
  if (!env) return;
  std::string text(env);
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find(' ', pos);
    if (end == std::string::npos) end = text.size();
    std::string kv = text.substr(pos, end - pos);
    std::size_t eq = kv.find('=');
    if (eq != std::string::npos && s.is_valid_option(kv.substr(0, eq).c_str()))
      s.set(kv.substr(0, eq).c_str(), std::atoi(kv.c_str() + eq + 1));
    pos = end + 1;
  }
}
// Stops the search at a deadline or when another thread raises `stop`;
// CaDiCaL polls it regularly.
class LimitTerminator : public CaDiCaL::Terminator {
 public:
  explicit LimitTerminator(const SolveLimits& l) : limits_(l) {}
  bool terminate() override {
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) return true;
    return limits_.deadline && std::chrono::steady_clock::now() >= *limits_.deadline;
  }

 private:
  const SolveLimits& limits_;
};

// Collects the learned clauses of at most max_size literals, 0-terminated.
class ClauseExporter : public CaDiCaL::Learner {
 public:
  explicit ClauseExporter(int max_size) : max_size_(max_size) {}
  bool learning(int size) override { return size <= max_size_; }
  void learn(int lit) override { clauses.push_back(lit); }
  std::vector<int> clauses;

 private:
  int max_size_;
};
}  // namespace

struct SatSolver::Impl {
  std::unique_ptr<ClauseExporter> exporter;  // outlives the solver that calls it
  CaDiCaL::Solver solver;
};

SatSolver::SatSolver() : SatSolver(SolverSettings{}) {}

SatSolver::SatSolver(const SolverSettings& settings) : impl_(std::make_unique<Impl>()) {
  for (const CadicalOption& o : kCadicalOptions) impl_->solver.set(o.name, o.value);
  if (settings.profile == Profile::classic)
    for (const CadicalOption& o : kClassicOptions) impl_->solver.set(o.name, o.value);
  if (settings.profile == Profile::sums)
    for (const CadicalOption& o : kSumOptions) impl_->solver.set(o.name, o.value);
  if (settings.profile == Profile::general)
    for (const CadicalOption& o : kGeneralOptions) impl_->solver.set(o.name, o.value);
  if (settings.worker > 0) {
    const auto& rows = settings.profile == Profile::sums ? kSumWorkerOptions : kWorkerOptions;
    for (const CadicalOption& o : rows[(settings.worker - 1) % 3])
      if (o.name) impl_->solver.set(o.name, o.value);
    impl_->solver.set("seed", settings.worker - 1);
  }
  if (settings.seed != 0) impl_->solver.set("seed", settings.seed);
  apply_environment_options(impl_->solver);
}

SatSolver::~SatSolver() = default;

// Each unit and binary clause once (cnf/clause_set.hpp).
void SatSolver::add_formula(const cnf::Formula& f) {
  if (f.num_vars() > impl_->solver.vars()) impl_->solver.reserve(f.num_vars());  // grow the tables once
  const std::vector<int>& lits = f.literals();
  cnf::ShortClauseSet seen(f.num_clauses());
  for (std::size_t start = 0, end = 0; end < lits.size(); start = ++end) {
    while (lits[end] != 0) ++end;
    const std::size_t size = end - start;
    if (size == 1 && !seen.insert(lits[start])) continue;
    if (size == 2 && !seen.insert(lits[start], lits[start + 1])) continue;
    for (std::size_t k = start; k <= end; ++k) impl_->solver.add(lits[k]);
  }
}

void SatSolver::add_clause(std::span<const int> lits) {
  for (int lit : lits) impl_->solver.add(lit);
  impl_->solver.add(0);
}

void SatSolver::assume(int lit) { impl_->solver.assume(lit); }

void SatSolver::phase(int lit) { impl_->solver.phase(lit); }

Status SatSolver::solve(std::optional<std::chrono::steady_clock::time_point> deadline) {
  return solve(SolveLimits{.deadline = deadline});
}

Status SatSolver::solve(const SolveLimits& limits) {
  if (limits.conflicts >= 0) impl_->solver.limit("conflicts", limits.conflicts);  // this call only
  int r = 0;
  if (limits.deadline || limits.stop) {
    LimitTerminator t(limits);
    impl_->solver.connect_terminator(&t);
    r = impl_->solver.solve();
    impl_->solver.disconnect_terminator();
  } else {
    r = impl_->solver.solve();
  }
  return r == 10 ? Status::satisfiable : r == 20 ? Status::unsatisfiable : Status::unknown;
}

void SatSolver::export_learned(int max_size) {
  impl_->exporter = std::make_unique<ClauseExporter>(max_size);
  impl_->solver.connect_learner(impl_->exporter.get());
}

std::vector<int> SatSolver::take_learned() {
  std::vector<int> out;
  if (impl_->exporter) out.swap(impl_->exporter->clauses);
  return out;
}

bool SatSolver::value(int var) const { return impl_->solver.val(var) > 0; }

}  // namespace rfsat::backend
