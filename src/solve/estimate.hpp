// `rfsat solve --estimate`: the number of solutions of a puzzle with more
// than enumeration reaches, as an estimate with a confidence interval.
// Method: Knuth's search-tree estimator (D. E. Knuth, "Estimating the
// efficiency of backtrack programs", Math. Comp. 29, 1975) on the SAT
// formula. A probe walks down the cells in a fixed order; at each cell the
// solver tells which of its candidates still have a solution under the
// values chosen so far (k of them), one is chosen uniformly at random, and
// the product of the k's is the probe's estimate: an unbiased estimate of
// the count. The mean of n probes is the estimate; the interval is the
// mean times or divided by exp(2.576 relative standard errors), stated as
// 95% confidence (the products are skewed: coverage measured on 9x9 puzzles
// of 10^2..10^6 solutions, estimate.cpp). A puzzle with fewer
// than `exact_below` solutions is counted exactly by enumeration. Random XOR hashing (ApproxMC) was
// tried first: without Gaussian elimination CaDiCaL needs minutes to prove a hash cell empty on a
// 6x6 grid (docs/tuning.md#estimate).
//
//   rfsat::solve::Estimate e = rfsat::solve::estimate_count(puzzle, {.seed = 1});
//   if (e.exact) ... e.count ...; else ... e.low, e.count, e.high ...
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "puzzle.hpp"

namespace rfsat::solve {

struct Estimate;

struct EstimateRequest {
  int probes = 600;      // random walks down the search tree (200 held too few)
  int exact_below = 64;  // fewer solutions than this: counted exactly
  std::uint64_t seed = 1;
  std::optional<double> time_limit{};
  std::size_t memory_limit_mb = 0;
  // Called every `progress_every` probes with the estimate so far
  // (`rfsat serve` sends it as the userscript's running estimate).
  std::function<void(const Estimate&)> on_progress{};
  int progress_every = 20;
};

struct Estimate {
  bool exact = false;  // fewer solutions than the threshold: counted
  double count = 0;    // the estimate (or the exact count)
  double low = 0, high = 0;
  double confidence = 0;  // 1 - delta (1 when exact)
  int probes = 0;         // random walks done
  double standard_error = 0;
  long long solver_calls = 0;
  double seconds = 0;
  // A limit stopped it (time, memory, or a formula too large): why. The
  // estimate of the probes done by then is filled in when there were two.
  std::optional<std::string> stopped;
};

Estimate estimate_count(const model::Puzzle& puzzle, const EstimateRequest& request);

// "about 1.2e5 solutions (6.9e4 to 2.2e5 with 95% confidence)", or
// "exactly 288 solutions".
std::string estimate_text(const Estimate& e);

}  // namespace rfsat::solve
