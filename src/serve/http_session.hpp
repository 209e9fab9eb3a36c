// One HTTP connection to `rfsat serve`: the page (page_assets.hpp) on GET,
// the page's JSON API (page_api.hpp) on POST /api/NAME, run on the worker
// pool, and the WebSocket upgrade handed to a WebSocketSession. Request
// bodies are bounded like WebSocket messages (413 past the bound).
//
//   std::make_shared<HttpSession>(std::move(socket), context)->run();
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <memory>
#include <optional>
#include <string>

#include "server_context.hpp"

namespace rfsat::serve {

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(boost::asio::ip::tcp::socket socket, const ServerContext& context);
  void run() { read(); }

 private:
  using Request = boost::beast::http::request<boost::beast::http::string_body>;
  void read();
  void on_read(boost::beast::error_code ec);
  void route(Request request);
  void reply(boost::beast::http::status status, std::string_view content_type, std::string body,
             bool keep_alive);

  boost::beast::tcp_stream stream_;
  boost::beast::flat_buffer buffer_;
  std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
  const ServerContext& context_;
};

}  // namespace rfsat::serve
