// The commands of the f-puzzles solver protocol (protocol.hpp) answered
// with rfsat's services: solve and check and count with the solve service
// (src/solve/solve.hpp), truecandidates with solve/candidates.hpp, step and
// solvepath with the explain engine (src/explain/). One request in, its
// answers out through `send` (count's progress first), on the calling
// thread (a worker of worker_pool.hpp); no sockets, so the tests call it
// directly. `cancel` raised stops the work (CancelScope: every deadline of
// the thread counts as reached) and the answer is `canceled`.
//
//   std::atomic<bool> cancel{false};
//   answer(message, {}, cancel, [&](const std::string& json) { ws.write(json); });
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>

#include "protocol.hpp"

namespace rfsat::serve {

struct AnswerLimits {
  double time_limit = 60;              // seconds per request, loading included
  std::size_t memory_limit_mb = 4096;  // as every command's --memory-limit
  int max_count = 100000;              // count stops here (answered as "at least N")
  double progress_seconds = 0.25;      // count's inProgress answers at most this often
};

using Send = std::function<void(const std::string& json)>;

void answer(const Message& m, const AnswerLimits& limits, const std::atomic<bool>& cancel,
            const Send& send);

}  // namespace rfsat::serve
