// The one clock test of --time-limit: a Deadline is a steady-clock time point
// or none (no limit), and past(d) says whether it has been reached. Loading
// (Diagnostics::poll), encoding (cnf::Formula), the guessed grid
// (presolve::fill_hint), handing clauses to CaDiCaL and the search all ask it, so
// "reached" means the same everywhere (now >= deadline). In src/text/ because
// rfsat_text is the library every stage links (namespace rfsat).
#pragma once

#include <atomic>
#include <chrono>
#include <cmath>
#include <optional>

namespace rfsat {

using Deadline = std::optional<std::chrono::steady_clock::time_point>;

// Cancellation: a flag that another thread raises to end this thread's work
// as if its deadline had passed (the Python module's Ctrl-C,
// python/interruptible.hpp; `rfsat serve` when a client cancels or leaves). It is per thread: a
// CancelScope sets it for the work done on its thread, and a thread started to help (the workers of
// parallel_enumerate.cpp) takes its caller's cancel_flag() into a scope of
// its own. past() reads it, so every loop that ends at the deadline ends at
// a cancel too, and the result reads as a limit reached.
namespace detail {
inline thread_local const std::atomic<bool>* cancel_flag = nullptr;
}
inline const std::atomic<bool>* cancel_flag() { return detail::cancel_flag; }
inline bool cancelled() {
  const std::atomic<bool>* f = detail::cancel_flag;
  return f && f->load(std::memory_order_relaxed);
}
class CancelScope {
 public:
  explicit CancelScope(const std::atomic<bool>* flag) : outer_(detail::cancel_flag) {
    detail::cancel_flag = flag;
  }
  explicit CancelScope(const std::atomic<bool>& flag) : CancelScope(&flag) {}
  ~CancelScope() { detail::cancel_flag = outer_; }
  CancelScope(const CancelScope&) = delete;
  CancelScope& operator=(const CancelScope&) = delete;

 private:
  const std::atomic<bool>* outer_;
};

// Whether the deadline has been reached (never without one), or this
// thread's work was cancelled.
inline bool past(const Deadline& deadline) {
  return cancelled() || (deadline && std::chrono::steady_clock::now() >= *deadline);
}

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
