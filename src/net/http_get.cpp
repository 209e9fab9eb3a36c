// http_get (http_get.hpp) on libcurl's easy interface: one handle per call
// (no connection reuse: a command fetches one puzzle), the body collected
// by a write callback that stops the transfer past max_bytes (a server may
// send no Content-Length, so CURLOPT_MAXFILESIZE alone does not bound it).
#include "http_get.hpp"

#include <curl/curl.h>

#include <cstdio>
#include <memory>
#include <mutex>

namespace rfsat::net {
namespace {

struct Body {
  std::string text;
  std::size_t max_bytes = 0;
  bool too_large = false;
};

std::size_t collect(char* data, std::size_t size, std::size_t count, void* user) {
  Body& body = *static_cast<Body*>(user);
  const std::size_t n = size * count;
  if (body.text.size() + n > body.max_bytes) {
    body.too_large = true;
    return 0;  // libcurl stops the transfer with CURLE_WRITE_ERROR
  }
  body.text.append(data, n);
  return n;
}

void global_init() {
  static std::once_flag once;
  std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

std::string size_text(std::size_t bytes) {
  return bytes >= (std::size_t{1} << 20) ? std::to_string(bytes >> 20) + " MiB"
                                         : std::to_string(bytes) + " bytes";
}

}  // namespace

HttpResult http_get(const std::string& url, const HttpLimits& limits) {
  global_init();
  std::unique_ptr<CURL, void (*)(CURL*)> curl(curl_easy_init(), curl_easy_cleanup);
  if (!curl) return {std::nullopt, "cannot start an HTTP client (libcurl)", false};
  Body body;
  body.max_bytes = limits.max_bytes;
  char message[CURL_ERROR_SIZE] = {};
  CURL* c = curl.get();
  curl_easy_setopt(c, CURLOPT_URL, url.c_str());
  curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, static_cast<long>(limits.timeout.count()));
  curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);  // threads: no SIGALRM for the DNS timeout
  curl_easy_setopt(c, CURLOPT_MAXFILESIZE_LARGE, static_cast<curl_off_t>(limits.max_bytes));
  curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, collect);
  curl_easy_setopt(c, CURLOPT_WRITEDATA, &body);
  curl_easy_setopt(c, CURLOPT_ERRORBUFFER, message);
  curl_easy_setopt(c, CURLOPT_USERAGENT, "rfsat");
  curl_easy_setopt(c, CURLOPT_ACCEPT_ENCODING, "");  // whatever libcurl can decode
  const CURLcode code = curl_easy_perform(c);
  if (body.too_large || code == CURLE_FILESIZE_EXCEEDED)
    return {std::nullopt, "the answer is larger than " + size_text(limits.max_bytes), false};
  if (code == CURLE_OPERATION_TIMEDOUT)
  {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.1f", static_cast<double>(limits.timeout.count()) / 1000);
    return {std::nullopt, std::string("no answer within ") + seconds + " s", true};
  }
  if (code != CURLE_OK)
    return {std::nullopt, message[0] ? std::string(message) : curl_easy_strerror(code), false};
  long status = 0;
  curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
  if (status != 200) return {std::nullopt, "the server answered HTTP " + std::to_string(status), false};
  return {std::move(body.text), {}, false};
}

}  // namespace rfsat::net
