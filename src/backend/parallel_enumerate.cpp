// Parallel solution enumeration: a portfolio of diversified CaDiCaL workers
// (SolverSettings::worker) on the same formula that share what they learn.
// Each worker solves in chunks of options.chunk_conflicts conflicts (even
// workers: options.even_chunk_conflicts, so they restart and swap out of
// step with the odd ones); between chunks it publishes its learned clauses
// of up to options.share_max_size literals and imports the others' and every
// blocking clause found so far. First a solo worker 0, with the options of a
// lone solver, searches alone, so easy puzzles never start a thread; if its
// first chunk (of options.solo_conflicts) ends without an answer, it stops
// and workers 1..threads take over, from its recorded solutions and short
// learned clauses. With threads > 1 they are preceded by a warm-up: two fresh
// lone solvers search one chunk of options.warmup_conflicts each, in
// parallel, one from the formula alone (the solo worker's slot), the other
// from the solo's clauses, so they search apart; the cooperating workers
// start from all their short clauses. With threads = 1 (staged puzzles,
// enumerate.cpp) worker 1 takes over alone, still in chunks: each solve()
// call restarts CaDiCaL's search and its rephase and restart schedules.
// A race (options.race: large classic grids without a guessed grid, and
// product cages) has no warm-up and no chunks: racer 0, a lone solver,
// searches alone as the solo worker, then goes on while racers
// 1..threads-1, lone solvers with their own options, search beside it; the
// first grid found is everyone's.
// Measurements and the alternatives tried: docs/tuning.md#solo-conflicts,
// #one-thread-chunks, #even-chunks, #share-size, #warm-up, #giant-race.
//
// Why the count stays exact: every clause a worker holds is the formula, a
// blocking clause of a solution already recorded, or a clause learned from
// those. So a satisfying model is a solution of the formula (recorded once,
// duplicates dropped), and "unsatisfiable" from any worker means every
// solution is blocked, i.e. recorded: the enumeration is complete.
#include <algorithm>
#include <mutex>
#include <thread>

#include "enumerator.hpp"

namespace rfsat::backend {
namespace {

// What the workers share, under `mu` (but `stop`).
struct Shared {
  std::mutex mu;
  std::atomic<bool> stop{false};
  Enumeration result;
  std::vector<std::vector<int>> blocks;   // blocking clause of each recorded solution
  std::vector<std::vector<int>> learned;  // per worker: its clauses, each ended by a 0
};

// One worker: its own solver through the enumeration loop (enumerator.hpp),
// as a sink that records solutions in `shared` and adds every blocking
// clause (its own too) and the others' learned clauses before each solve.
class Worker : public SolutionSink {
 public:
  // `lone`: the options of a lone solver, as the solo worker 0 (warm-up).
  Worker(int id, const model::Puzzle& p, const enc::Encoded& e, const EnumerateOptions& o,
         Shared& shared, bool lone = false)
      : id_(id), lone_(lone || id == 0), puzzle_(p), encoded_(e), options_(o), shared_(shared) {}
  // Adds this worker's learned clauses to the result's conflicts.
  ~Worker() override {
    if (!solver_) return;
    std::lock_guard<std::mutex> lock(shared_.mu);
    shared_.result.conflicts += solver_->learned_clauses();
  }

  // Runs until some worker ends the enumeration; `solo`: or until its first
  // chunk that ends without an answer. A second call goes on with the same
  // solver (a racer after its solo chunk).
  void run(const SolveLimits& limits, bool solo = false);

  bool done() const override { return shared_.stop.load(); }
  void before_solve(SatSolver&) override { import_shared(); }
  void after_solve(SatSolver&) override { publish_learned(); }
  // Records the solution; true when the enumeration is over.
  bool found(SatSolver&, model::Assignment a, std::vector<int> block, bool last) override;
  void exhausted() override;
  void stopped_by_limit() override;
  void stopped_by_memory() override;

 private:
  void import_shared();
  void publish_learned();

  int id_;
  bool lone_;
  const model::Puzzle& puzzle_;
  const enc::Encoded& encoded_;
  const EnumerateOptions& options_;
  Shared& shared_;
  std::unique_ptr<SatSolver> solver_;
  std::size_t blocks_seen_ = 0;
  std::vector<std::size_t> learned_seen_;  // per worker: how much of its list is imported
};

void Worker::run(const SolveLimits& limits, bool solo) {
  if (!solver_) {
    SolverSettings settings = options_.settings;
    settings.worker = lone_ ? 0 : id_;
    settings.racer = options_.race ? id_ : 0;
    solver_ = std::make_unique<SatSolver>(settings);
    solver_->add_formula(encoded_.formula, limits.deadline);
    if (id_ <= 1)  // the solo worker and the first cooperating one
      for (int lit : options_.phases) solver_->phase(lit);
    if (lone_ || options_.threads > 1)  // else nobody would import them
      solver_->export_learned(options_.share_max_size);
  }
  enumerate_cells(*solver_, cells_of(puzzle_, encoded_), {.limits = limits, .one_chunk = solo}, *this);
}

void Worker::import_shared() {
  std::vector<int> clauses;
  {
    std::lock_guard<std::mutex> lock(shared_.mu);
    for (; blocks_seen_ < shared_.blocks.size(); ++blocks_seen_)
      solver_->add_clause(shared_.blocks[blocks_seen_]);
    learned_seen_.resize(shared_.learned.size(), 0);
    for (std::size_t w = 0; w < shared_.learned.size(); ++w) {
      const std::vector<int>& theirs = shared_.learned[w];
      if (static_cast<int>(w) != id_)
        clauses.insert(clauses.end(), theirs.begin() + learned_seen_[w], theirs.end());
      learned_seen_[w] = theirs.size();
    }
  }
  for (std::size_t start = 0, end = 0; end < clauses.size(); start = ++end) {
    while (clauses[end] != 0) ++end;
    solver_->add_clause(std::span<const int>(clauses.data() + start, end - start));
  }
}

void Worker::publish_learned() {
  std::vector<int> mine = solver_->take_learned();
  if (mine.empty()) return;
  std::lock_guard<std::mutex> lock(shared_.mu);
  std::vector<int>& list = shared_.learned[id_];
  list.insert(list.end(), mine.begin(), mine.end());
}

// The blocking clause reaches this worker's solver too, through
// import_shared() before its next solve call.
bool Worker::found(SatSolver&, model::Assignment a, std::vector<int> block, bool last) {
  std::lock_guard<std::mutex> lock(shared_.mu);
  if (shared_.stop.load()) return true;
  std::vector<model::Assignment>& found = shared_.result.solutions;
  if (std::find(found.begin(), found.end(), a) == found.end()) {
    found.push_back(std::move(a));
    if (last) shared_.result.complete = true;  // every cell fixed: the only solution
    shared_.blocks.push_back(std::move(block));
    if (id_ <= 1 && options_.phases_after && !last &&  // the workers that took `phases`
        static_cast<int>(found.size()) < options_.max_solutions)
      for (int lit : options_.phases_after(found.back())) solver_->phase(lit);
  }
  if (shared_.result.complete || static_cast<int>(found.size()) >= options_.max_solutions)
    shared_.stop = true;
  return shared_.stop.load();
}

void Worker::exhausted() {
  std::lock_guard<std::mutex> lock(shared_.mu);
  shared_.result.complete = true;
  shared_.stop = true;
}

void Worker::stopped_by_limit() {
  std::lock_guard<std::mutex> lock(shared_.mu);
  if (!shared_.stop) shared_.result.limit_hit = true;  // else another worker ended it first
  shared_.stop = true;
}

void Worker::stopped_by_memory() {
  std::lock_guard<std::mutex> lock(shared_.mu);
  if (!shared_.stop) shared_.result.limit_hit = shared_.result.memory_hit = true;
  shared_.stop = true;
}

// The race (options.race): racer 0 alone first, as the solo worker (unless
// !solo_first), then on with the same solver beside racers 1..threads-1.
void race(const model::Puzzle& puzzle, const enc::Encoded& encoded, const EnumerateOptions& options,
          Shared& shared, const SolveLimits& limits, const SolveLimits& solo) {
  Worker first(0, puzzle, encoded, options, shared, true);
  if (options.solo_first) {
    first.run(solo, true);
    if (shared.stop.load()) return;
  }
  std::vector<std::thread> others;
  for (int id = 1; id < options.threads; ++id)
    others.emplace_back([&, id, cancel = cancel_flag()] {
      const CancelScope scope(cancel);
      Worker(id, puzzle, encoded, options, shared, true).run(limits);
    });
  first.run(limits);
  for (std::thread& t : others) t.join();
}

}  // namespace

Enumeration enumerate_parallel(const model::Puzzle& puzzle, const enc::Encoded& encoded,
                               const EnumerateOptions& options) {
  Shared shared;
  shared.learned.resize(options.threads + 2);  // workers 0..threads, the warm-up's second
  SolveLimits limits;
  limits.stop = &shared.stop;
  limits.deadline = deadline_after(options.time_limit_seconds);
  limits.max_resident_mb = options.memory_limit_mb;
  SolveLimits solo = limits;
  solo.conflicts = std::max(1, options.solo_conflicts);
  if (options.race && options.threads > 1) {
    race(puzzle, encoded, options, shared, limits, solo);
    return std::move(shared.result);
  }
  if (options.solo_first) {
    Worker(0, puzzle, encoded, options, shared).run(solo, true);
    if (shared.stop.load()) return std::move(shared.result);
  }
  if (options.threads > 1 && options.warmup_conflicts > 0) {
    SolveLimits warm = limits;
    warm.conflicts = options.warmup_conflicts;
    std::thread second([&, cancel = cancel_flag()] {
      const CancelScope scope(cancel);
      Worker(options.threads + 1, puzzle, encoded, options, shared, true).run(warm, true);
    });
    Worker(0, puzzle, encoded, options, shared).run(warm, true);
    second.join();
    if (shared.stop.load()) return std::move(shared.result);
  }
  SolveLimits odd = limits, even = limits;
  odd.conflicts = std::max(1, options.chunk_conflicts);
  even.conflicts = std::max(1, options.even_chunk_conflicts);
  std::vector<std::thread> helpers;
  for (int id = 2; id <= options.threads; ++id)
    helpers.emplace_back([&, id, cancel = cancel_flag()] {
      const CancelScope scope(cancel);
      Worker(id, puzzle, encoded, options, shared).run(id % 2 == 0 ? even : odd);
    });
  Worker(1, puzzle, encoded, options, shared).run(odd);
  for (std::thread& t : helpers) t.join();
  return std::move(shared.result);
}

}  // namespace rfsat::backend
