// SatSolver over CaDiCaL 1.5.3 (Debian libcadical-dev): the option table
// (kOptions), formula loading with repeated short clauses dropped, solving
// under limits, and the learned-clause export of parallel_enumerate.cpp.
// Only calls the 1.5.3 surface (add/assume/solve/val/set/limit/
// connect_terminator/connect_learner, trace_proof); see ../shared/notes/cadical.md.
// `val` returns +-lit, so we test its sign.
#include <fcntl.h>
#include <unistd.h>

#include <cadical.hpp>
#include <cstdlib>
#include <string>

#include "clause_set.hpp"
#include "integer_text.hpp"
#include "solver.hpp"

namespace rfsat::backend {

namespace {

// CaDiCaL's options, as rfsat sets them: one table of rows {profile, worker,
// option, value}, applied top to bottom to every new solver wherever the row
// matches (applies() below). A row serves a set of profiles (Profile bits)
// and either every solver (worker 0) or the cooperating workers w of
// parallel_enumerate.cpp in slot k = 1..3, (w - 1) % 3 == k - 1, which
// differ so that they search apart. An option joins the table only when it
// wins on its collections as a whole; the measurements, and what else was
// tried, are in docs/tuning.md (one entry per row or group of rows).
struct OptionRow {
  unsigned profiles;  // Profile bits: kAll, kClassic, kSums, kGeneral, kNotSums
  int worker;         // 0: every solver; 1..3: the cooperating workers of that slot
  const char* option;
  int value;
};

constexpr unsigned bit(Profile p) { return 1u << static_cast<unsigned>(p); }
constexpr unsigned kClassic = bit(Profile::classic), kSums = bit(Profile::sums),
                   kGeneral = bit(Profile::general);
constexpr unsigned kAll = kClassic | kSums | kGeneral, kNotSums = kClassic | kGeneral;

constexpr OptionRow kOptions[] = {
    // Every puzzle: no lucky phases, local search or chronological
    // backtracking, which cost more than they find on CNFs of a few thousand
    // clauses; no eager subsumption; shrunk literals sorted, not reaped
    // (docs/tuning.md#lucky-walk, #chrono, #eagersubsume, #shrinkreap).
    {kAll, 0, "quiet", 1},  // never print to stdout
    {kAll, 0, "lucky", 0},
    {kAll, 0, "walk", 0},
    {kAll, 0, "chrono", 0},
    {kAll, 0, "eagersubsume", 0},
    {kAll, 0, "shrinkreap", 0},
    // Classic puzzles (houses and candidates only): searches are short, so no
    // learned-clause minimization, and the true phase finds solutions sooner
    // (docs/tuning.md#classic-profile).
    {kClassic, 0, "forcephase", 1},
    {kClassic, 0, "minimize", 0},
    {kClassic, 0, "reducetarget", 90},
    // Puzzles with sums (or products: docs/tuning.md#product-profile): long
    // searches that keep few learned clauses and skip vivification
    // (docs/tuning.md#sums-reducetarget, #sums-vivify).
    {kSums, 0, "reducetarget", 90},
    {kSums, 0, "vivify", 0},
    // Every other puzzle: the true phase, as for classic ones
    // (docs/tuning.md#general-forcephase).
    {kGeneral, 0, "forcephase", 1},
    // Cooperating workers of classic and general puzzles: slots 1 and 2 in
    // stable mode only (chunks of 500 conflicts never leave CaDiCaL 1.5.3's
    // initial focused mode otherwise), slot 2 with other phases, slot 3 in
    // focused mode only (docs/tuning.md#worker-stable-mode). Slot 1 is also
    // the one-thread worker after the solo one for general puzzles
    // (docs/tuning.md#general-staged).
    {kNotSums, 1, "stabilizeonly", 1},
    {kNotSums, 2, "stabilizeonly", 1},
    {kNotSums, 2, "phase", 0},
    {kNotSums, 2, "target", 0},
    {kNotSums, 3, "stabilize", 0},
    {kNotSums, 3, "phase", 1},
    // Workers of puzzles with sums, also the one-thread worker after the solo
    // one (enumerate.cpp): stable mode, false phases, no target phases, and
    // reasons bumped two levels deep, in slots 1 and 2 alike
    // (docs/tuning.md#sums-workers, #sums-workers-alike, #bumpreasondepth).
    {kSums, 1, "stabilizeonly", 1},
    {kSums, 1, "phase", 0},
    {kSums, 1, "target", 0},
    {kSums, 1, "bumpreasondepth", 2},
    {kSums, 2, "stabilizeonly", 1},
    {kSums, 2, "phase", 0},
    {kSums, 2, "target", 0},
    {kSums, 2, "bumpreasondepth", 2},
    {kSums, 3, "stabilize", 0},
    {kSums, 3, "phase", 1},
};

bool applies(const OptionRow& row, const SolverSettings& s) {
  if ((row.profiles & bit(s.profile)) == 0) return false;
  return row.worker == 0 || (s.worker > 0 && (s.worker - 1) % 3 == row.worker - 1);
}

// Extra settings from RFSAT_CADICAL_OPTS="name=value name=value" (for
// experiments); unknown names, and values that are no int, are ignored.
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
    std::string why;  // a value that is no int is ignored too, not wrapped
    const auto value = eq == std::string::npos
                           ? std::nullopt
                           : text::read_integer(kv.substr(eq + 1), text::kIntRange, "a value", why);
    if (value && s.is_valid_option(kv.substr(0, eq).c_str()))
      s.set(kv.substr(0, eq).c_str(), static_cast<int>(*value));
    pos = end + 1;
  }
}

// Stops the search at a deadline or a cancel (past()), when another thread
// raises `stop`, or when the process outgrows limits.max_resident_mb; CaDiCaL polls it before
// every decision. Resident memory is read on the first poll and every
// kMemoryPollInterval polls after (a read of /proc/self/statm, a few
// microseconds: well under 1% of the decisions' time).
constexpr unsigned kMemoryPollInterval = 1024;

class LimitTerminator : public CaDiCaL::Terminator {
 public:
  explicit LimitTerminator(const SolveLimits& l) : limits_(l) {}
  bool terminate() override {
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) return true;
    if (limits_.max_resident_mb > 0 && polls_++ % kMemoryPollInterval == 0 &&
        resident_megabytes() > limits_.max_resident_mb)
      return outgrew = true;
    return past(limits_.deadline);
  }
  bool outgrew = false;

 private:
  const SolveLimits& limits_;
  unsigned polls_ = 0;
};

}  // namespace

struct SatSolver::Impl {
  // Counts every learned clause (CaDiCaL 1.5.3 has no conflict counter to
  // read: nearly every conflict learns one clause, so the count stands in
  // for the conflicts) and, once export_learned() set `max_size`, collects
  // those of at most max_size literals, 0-terminated. (A member type: Impl's
  // members may not have types of the anonymous namespace, which a unity
  // build would flag.)
  class LearnedClauses : public CaDiCaL::Learner {
   public:
    bool learning(int size) override {
      ++count;
      return max_size > 0 && size <= max_size;
    }
    void learn(int lit) override { clauses.push_back(lit); }
    std::int64_t count = 0;
    int max_size = 0;  // 0: none exported
    std::vector<int> clauses;
  };

  Impl() { solver.connect_learner(&learned); }

  LearnedClauses learned;  // declared first: outlives the solver that calls it
  CaDiCaL::Solver solver;
  bool outgrew_memory = false;  // of the last solve call
  bool loaded_in_part = false;  // add_formula stopped at its deadline
};

// statm's second field: resident pages.
std::size_t resident_megabytes() {
  const int fd = ::open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  char buf[128];
  const ssize_t n = ::read(fd, buf, sizeof buf - 1);
  ::close(fd);
  if (n <= 0) return 0;
  buf[n] = '\0';
  unsigned long size = 0, resident = 0;
  if (std::sscanf(buf, "%lu %lu", &size, &resident) != 2) return 0;
  return static_cast<std::size_t>(resident) * static_cast<std::size_t>(::sysconf(_SC_PAGESIZE)) >>
         20;
}

SatSolver::SatSolver() : SatSolver(SolverSettings{}) {}

SatSolver::SatSolver(const SolverSettings& settings) : impl_(std::make_unique<Impl>()) {
  for (const OptionRow& row : kOptions)
    if (applies(row, settings)) impl_->solver.set(row.option, row.value);
  if (settings.phase_hints) impl_->solver.set("forcephase", 0);
  if (settings.unguessed_grid && settings.worker == 0) {
    impl_->solver.set("stabilizeonly", 1);
    if (settings.racer != 1) impl_->solver.set("minimize", 1);  // docs/tuning.md#giant-race
  }
  if (settings.racer > 1) {
    impl_->solver.set("shuffle", 1);
    impl_->solver.set("shufflerandom", 1);
    impl_->solver.set("seed", settings.racer);
  }
  // Worker w's seed is w - 1, though chunks of 500 conflicts leave it unused
  // (docs/tuning.md#sums-workers-alike).
  if (settings.worker > 0) impl_->solver.set("seed", settings.worker - 1);
  if (settings.seed != 0) impl_->solver.set("seed", settings.seed);
  apply_environment_options(impl_->solver);
}

SatSolver::~SatSolver() = default;

// Each unit and binary clause once (cnf/clause_set.hpp).
void SatSolver::add_formula(const cnf::Formula& f, Deadline deadline) {
  if (f.num_vars() > impl_->solver.vars()) impl_->solver.reserve(f.num_vars());  // grow the tables once
  const std::vector<int>& lits = f.literals();
  cnf::ShortClauseSet seen(f.num_clauses());
  std::size_t clauses = 0;
  for (std::size_t start = 0, end = 0; end < lits.size(); start = ++end) {
    if (deadline && ++clauses % 65536 == 0 && past(deadline)) {
      impl_->loaded_in_part = true;
      return;
    }
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

Status SatSolver::solve(Deadline deadline) { return solve(SolveLimits{.deadline = deadline}); }

Status SatSolver::solve(const SolveLimits& limits) {
  if (impl_->loaded_in_part) return Status::unknown;
  if (limits.conflicts >= 0) impl_->solver.limit("conflicts", limits.conflicts);  // this call only
  int r = 0;
  impl_->outgrew_memory = false;
  if (limits.deadline || limits.stop || limits.max_resident_mb > 0 || cancel_flag()) {
    LimitTerminator t(limits);
    impl_->solver.connect_terminator(&t);
    r = impl_->solver.solve();
    impl_->solver.disconnect_terminator();
    impl_->outgrew_memory = r == 0 && t.outgrew;
  } else {
    r = impl_->solver.solve();
  }
  return r == 10 ? Status::satisfiable : r == 20 ? Status::unsatisfiable : Status::unknown;
}

bool SatSolver::outgrew_memory() const { return impl_->outgrew_memory; }

void SatSolver::export_learned(int max_size) { impl_->learned.max_size = max_size; }

std::vector<int> SatSolver::take_learned() {
  std::vector<int> out;
  out.swap(impl_->learned.clauses);
  return out;
}

std::int64_t SatSolver::learned_clauses() const { return impl_->learned.count; }

bool SatSolver::value(int var) const { return impl_->solver.val(var) > 0; }

bool SatSolver::failed(int lit) { return impl_->solver.failed(lit); }

// CaDiCaL writes through `file` and leaves it open (File::write with an
// external FILE*): the caller owns it.
bool SatSolver::trace_proof(std::FILE* file) {
  if (impl_->solver.state() != CaDiCaL::CONFIGURING) return false;
  impl_->solver.set("binary", 1);
  return impl_->solver.trace_proof(file, "<certificate proof>");
}

void SatSolver::close_proof() { impl_->solver.close_proof_trace(); }

}  // namespace rfsat::backend
