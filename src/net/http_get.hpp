// One HTTP(S) GET with every bound a command line needs: a deadline, a
// size limit on the body, no redirects, HTTP and HTTPS only, TLS peers
// verified (libcurl's defaults kept). The result is the body of a 200
// answer or one line saying what went wrong, fit for an error message.
//
//   net::HttpResult r = net::http_get("https://sudokupad.app/api/puzzle/abc",
//                                     {.timeout = std::chrono::seconds(20), .max_bytes = 1 << 20});
//   if (r.body) use(*r.body); else report(r.error);
#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>

namespace rfsat::net {

struct HttpLimits {
  std::chrono::milliseconds timeout{20000};  // the whole request, connecting included
  std::size_t max_bytes = std::size_t{1} << 22;  // a longer body is refused
};

struct HttpResult {
  std::optional<std::string> body;  // a 200 answer's body
  std::string error;                // otherwise: what happened, in one line
  bool timed_out = false;           // the error is the timeout
};

HttpResult http_get(const std::string& url, const HttpLimits& limits);

}  // namespace rfsat::net
