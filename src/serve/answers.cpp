// answer (answers.hpp): the request's puzzle read, then one function per
// command. Every answer says what it knows and no more: a count stopped by
// a limit or the count cap is `invalid` with the verdict ("at least 2
// solutions", "time limit reached after 3 solutions"), never a count the
// userscript would print as exact.
#include "answers.hpp"

#include <chrono>
#include <mutex>

#include "answer_context.hpp"
#include "candidates.hpp"
#include "cnf.hpp"
#include "deadline.hpp"
#include "domains.hpp"
#include "estimate.hpp"
#include "solve.hpp"

namespace rfsat::serve {
namespace {

using Clock = std::chrono::steady_clock;

// Probes of a served estimate: more than a request's time allows, so that
// it ends at the time limit or a cancel.
constexpr int kEstimateProbes = 100000000;

// A verdict that is not the answer asked for, as an `invalid` message.
std::string stopped_message(const solve::Result& r) {
  if (r.refused) return *r.refused;
  return solve::verdict_text(r);
}

void answer_solve(const AnswerContext& c) {
  const solve::Result r = solve::solve(
      c.puzzle.puzzle,
      {.count = 1, .time_limit = c.time_left, .memory_limit_mb = c.limits.memory_limit_mb});
  const long long nonce = c.message.nonce;
  if (r.violation) return c.send(invalid_response(nonce, "internal error: " + *r.violation));
  if (r.enumeration.solutions.empty())
    return c.send(invalid_response(
        nonce, r.enumeration.limit_hit ? stopped_message(r) : "No solutions found."));
  std::vector<int> digits;
  for (int s : r.enumeration.solutions.front()) digits.push_back(s + 1);
  c.send(solved_response(nonce, digits));
}

// check (up to 2 solutions) and count (up to the cap), with progress.
void answer_count(const AnswerContext& c, int cap, bool progress) {
  std::mutex mu;
  Clock::time_point last = Clock::now();
  const auto interval = std::chrono::duration<double>(c.limits.progress_seconds);
  solve::Request request{
      .count = cap, .time_limit = c.time_left, .memory_limit_mb = c.limits.memory_limit_mb};
  if (progress)
    request.on_solution = [&](int found) {
      const std::lock_guard<std::mutex> lock(mu);
      if (Clock::now() - last < interval) return;
      last = Clock::now();
      c.send(count_response(c.message.nonce, found, true));
    };
  const solve::Result r = solve::solve(c.puzzle.puzzle, request);
  const long long nonce = c.message.nonce;
  if (r.violation) return c.send(invalid_response(nonce, "internal error: " + *r.violation));
  const long long n = static_cast<long long>(r.enumeration.solutions.size());
  if (solve::verdict_of(r) == solve::Verdict::limit)
    return c.send(invalid_response(nonce, stopped_message(r)));
  if (!r.enumeration.complete && cap > 2)  // check's 2 means "several"
    return c.send(invalid_response(
        nonce, solve::verdict_text(r) + " (rfsat serve counts up to " + std::to_string(cap) + ")"));
  c.send(count_response(nonce, n, false));
}

void answer_truecandidates(const AnswerContext& c) {
  const int cap = c.puzzle.candidates_cap;
  const solve::Candidates tc =
      solve::true_candidates(c.puzzle.puzzle, {.count_per_candidate = cap >= 2 ? cap : 0,
                                               .time_limit = c.time_left,
                                               .memory_limit_mb = c.limits.memory_limit_mb});
  const long long nonce = c.message.nonce;
  if (tc.violation) return c.send(invalid_response(nonce, "internal error: " + *tc.violation));
  if (tc.limit_hit)
    return c.send(invalid_response(
        nonce, tc.refused.value_or("time limit reached: the true candidates are not complete")));
  if (tc.no_solution) return c.send(invalid_response(nonce, "No solutions found."));
  const int symbols = c.puzzle.puzzle.symbols.size();
  std::vector<long long> per(tc.mask.size() * symbols, 0);
  for (std::size_t cell = 0; cell < tc.mask.size(); ++cell)
    for (int s = 0; s < symbols; ++s)
      if (tc.mask[cell] >> s & 1)
        per[cell * symbols + s] = tc.count_limit > 0 ? tc.counts[cell][s] : 1;
  c.send(truecandidates_response(nonce, per));
}

std::string estimate_message(long long nonce, const solve::Estimate& e) {
  return estimate_response(nonce, e.count, e.standard_error, e.probes, e.low, e.high);
}

// estimate: probes until the request's time limit or a cancel (as Rangsk's
// estimate runs until canceled), the estimate so far sent as it improves.
void answer_estimate(const AnswerContext& c) {
  std::mutex mu;
  Clock::time_point last = Clock::now();
  const auto interval = std::chrono::duration<double>(c.limits.progress_seconds);
  const long long nonce = c.message.nonce;
  solve::EstimateRequest request{.probes = kEstimateProbes,
                                 .time_limit = c.time_left,
                                 .memory_limit_mb = c.limits.memory_limit_mb};
  request.on_progress = [&](const solve::Estimate& e) {
    const std::lock_guard<std::mutex> lock(mu);
    if (Clock::now() - last < interval) return;
    last = Clock::now();
    c.send(estimate_message(nonce, e));
  };
  const solve::Estimate e = solve::estimate_count(c.puzzle.puzzle, request);
  if (e.stopped && e.probes < 2) return c.send(invalid_response(nonce, *e.stopped));
  c.send(estimate_message(nonce, e));
}

void dispatch(const AnswerContext& c) {
  const std::string& command = c.message.command;
  if (command == "solve") return answer_solve(c);
  if (command == "check") return answer_count(c, 2, false);
  if (command == "count") return answer_count(c, c.limits.max_count, true);
  if (command == "truecandidates") return answer_truecandidates(c);
  if (command == "estimate") return answer_estimate(c);
  answer_logical(c);  // step, solvepath
}

// The puzzle of the request, checked to fit the protocol's answers; nullopt
// after sending `invalid`.
std::optional<FpuzzlesPuzzle> puzzle_of(const Message& m, const LoadLimits& limits,
                                        const Send& send) {
  std::string why;
  const bool state = m.command == "step" || m.command == "solvepath";
  std::optional<FpuzzlesPuzzle> fp = read_payload(m.data, state, limits, why);
  if (!fp) {
    send(invalid_response(m.nonce, why));
  } else if (fp->puzzle.symbols.size() > presolve::kMaxSymbols ||
             fp->puzzle.geometry.cell_count() != fp->size * fp->size) {
    send(invalid_response(m.nonce, "rfsat serve answers square f-puzzles grids of at most " +
                                       std::to_string(presolve::kMaxSymbols) + " digits"));
    fp.reset();
  }
  return fp;
}

}  // namespace

void answer(const Message& m, const AnswerLimits& limits, const std::atomic<bool>& cancel,
            const Send& send) {
  if (m.command == "cancel") return send(canceled_response(m.nonce));
  const CancelScope scope(cancel);
  const auto start = Clock::now();
  // Answers are held back once canceled: the one answer then is `canceled`.
  // A cancel that comes after the last answer went out (the client's next
  // request, sent on reading it) cancels nothing.
  bool delivered = false;
  const Send guarded = [&](const std::string& json) {
    delivered = !cancel.load();
    if (delivered) send(json);
  };
  try {
    const Deadline deadline = deadline_after(limits.time_limit, start);
    std::optional<FpuzzlesPuzzle> fp =
        puzzle_of(m, load_limits(deadline, limits.memory_limit_mb), guarded);
    if (fp) dispatch({m, *fp, limits, solve::time_left(limits.time_limit, start), guarded});
  } catch (const LoadLimitReached& e) {
    guarded(invalid_response(m.nonce, e.what()));
  } catch (const cnf::LimitExceeded& e) {
    guarded(invalid_response(m.nonce, e.what()));
  } catch (const std::exception& e) {
    guarded(invalid_response(m.nonce, std::string("internal error: ") + e.what()));
  }
  if (cancel.load() && !delivered) send(canceled_response(m.nonce));
}

}  // namespace rfsat::serve
