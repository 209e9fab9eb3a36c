// allow_fetching_short_links (fetch_links.hpp): the formats' fetch hook
// bound to net::http_get.
#include "fetch_links.hpp"

#include <cstdlib>

#include "http_get.hpp"
#include "import/short_links.hpp"

namespace rfsat::cli {

void allow_fetching_short_links() {
  const char* base = std::getenv("RFSAT_SUDOKUPAD_API");
  formats::import::allow_short_link_fetch(
      {base && *base ? base : "https://sudokupad.app/api/puzzle/",
       [](const std::string& url, std::chrono::milliseconds timeout, std::size_t max_bytes) {
         net::HttpResult r = net::http_get(url, {timeout, max_bytes});
         return formats::import::FetchAnswer{std::move(r.body), std::move(r.error), r.timed_out};
       }});
}

}  // namespace rfsat::cli
