// The one clock test of --time-limit: a Deadline is a steady-clock time point
// or none (no limit), and past(d) says whether it has been reached. Loading
// (Diagnostics::poll), encoding (cnf::Formula), the guessed grid
// (presolve::fill_hint), handing clauses to CaDiCaL and the search all ask it, so
// "reached" means the same everywhere (now >= deadline). In src/text/ because
// rfsat_text is the library every stage links (namespace rfsat).
// A thread may also carry a cancel flag (CancelScope: `rfsat serve`, when a
// client cancels or leaves): once it is raised, every deadline of that
// thread counts as reached, so whatever stops at --time-limit stops there.
#pragma once

#include <atomic>
#include <chrono>
#include <cmath>
#include <optional>

namespace rfsat {

using Deadline = std::optional<std::chrono::steady_clock::time_point>;

// The calling thread's cancel flag (CancelScope), or none.
inline thread_local const std::atomic<bool>* thread_cancel_flag = nullptr;

// Whether the deadline has been reached, or the thread's cancel flag
// raised; never without a deadline.
inline bool past(const Deadline& deadline) {
  if (!deadline) return false;
  if (thread_cancel_flag && thread_cancel_flag->load(std::memory_order_relaxed)) return true;
  return std::chrono::steady_clock::now() >= *deadline;
}

// While it lives, `flag` raised ends every deadline of this thread (the
// work must run with a deadline: `rfsat serve` always sets one).
class CancelScope {
 public:
  explicit CancelScope(const std::atomic<bool>& flag) : saved_(thread_cancel_flag) {
    thread_cancel_flag = &flag;
  }
  ~CancelScope() { thread_cancel_flag = saved_; }
  CancelScope(const CancelScope&) = delete;
  CancelScope& operator=(const CancelScope&) = delete;

 private:
  const std::atomic<bool>* saved_;
};

// The time point `seconds` after `from`; no deadline without seconds.
// Saturating: a limit beyond the clock's range (1e10 s is past 2^63 ns)
// is the clock's last time point, never reached, where converting it
// would wrap to a time already past (a second of margin for the double's
// rounding there). Not a number is no limit either.
inline Deadline deadline_after(
    std::optional<double> seconds,
    std::chrono::steady_clock::time_point from = std::chrono::steady_clock::now()) {
  using Clock = std::chrono::steady_clock;
  if (!seconds) return std::nullopt;
  if (*seconds <= 0) return from;
  const double room = std::chrono::duration<double>(Clock::time_point::max() - from).count();
  if (std::isnan(*seconds) || *seconds >= room - 1) return Clock::time_point::max();
  return from +
         std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(*seconds));
}

}  // namespace rfsat
