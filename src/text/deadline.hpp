// The one clock test of --time-limit: a Deadline is a steady-clock time point
// or none (no limit), and past(d) says whether it has been reached. Loading
// (Diagnostics::poll), encoding (cnf::Formula), the guessed grid
// (presolve::fill_hint), handing clauses to CaDiCaL and the search all ask it, so
// "reached" means the same everywhere (now >= deadline). In src/text/ because
// rfsat_text is the library every stage links (namespace rfsat).
#pragma once

#include <chrono>
#include <optional>

namespace rfsat {

using Deadline = std::optional<std::chrono::steady_clock::time_point>;

// Whether the deadline has been reached; never without one.
inline bool past(const Deadline& deadline) {
  return deadline && std::chrono::steady_clock::now() >= *deadline;
}

// The time point `seconds` after `from`; no deadline without seconds.
inline Deadline deadline_after(
    std::optional<double> seconds,
    std::chrono::steady_clock::time_point from = std::chrono::steady_clock::now()) {
  if (!seconds) return std::nullopt;
  return from + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                    std::chrono::duration<double>(*seconds));
}

}  // namespace rfsat
