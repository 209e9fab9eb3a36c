// What every session of the server shares: the limits of a request, the
// worker pool, and the bound on a message (a WebSocket message, an HTTP
// request's body).
#pragma once

#include <cstddef>

#include "answers.hpp"
#include "worker_pool.hpp"

namespace rfsat::serve {

struct ServerContext {
  AnswerLimits limits;
  std::size_t max_message_bytes = std::size_t{1} << 20;
  WorkerPool* pool = nullptr;
};

}  // namespace rfsat::serve
