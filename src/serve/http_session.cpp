// HttpSession (http_session.hpp). One request at a time per connection;
// an API call's answer is written from the I/O thread (posted back).
#include "http_session.hpp"

#include <boost/asio/post.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>

#include "page_api.hpp"
#include "page_assets.hpp"
#include "websocket_session.hpp"

namespace rfsat::serve {

namespace beast = boost::beast;
namespace http = beast::http;

HttpSession::HttpSession(boost::asio::ip::tcp::socket socket, const ServerContext& context)
    : stream_(std::move(socket)), context_(context) {}

void HttpSession::read() {
  parser_.emplace();
  parser_->body_limit(context_.max_message_bytes);
  parser_->header_limit(16 * 1024);
  stream_.expires_after(std::chrono::seconds(60));
  http::async_read(
      stream_, buffer_, *parser_,
      [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
}

void HttpSession::on_read(beast::error_code ec) {
  if (ec == http::error::body_limit)
    return reply(http::status::payload_too_large, "text/plain",
                 "the request is over " + std::to_string(context_.max_message_bytes) + " bytes\n",
                 false);
  if (ec) {
    beast::error_code ignored;
    stream_.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_send, ignored);
    return;
  }
  Request request = parser_->release();
  if (beast::websocket::is_upgrade(request)) {
    std::make_shared<WebSocketSession>(stream_.release_socket(), context_)->run(std::move(request));
    return;
  }
  route(std::move(request));
}

void HttpSession::route(Request request) {
  const std::string target(request.target());
  const bool keep_alive = request.keep_alive();
  if (request.method() == http::verb::get) {
    if (const std::optional<PageAsset> asset = page_asset(target))
      return reply(http::status::ok, asset->content_type, std::string(asset->body), keep_alive);
    return reply(http::status::not_found, "text/plain", "not found\n", keep_alive);
  }
  if (request.method() != http::verb::post || target.rfind("/api/", 0) != 0)
    return reply(http::status::method_not_allowed, "text/plain", "GET the page or POST /api/NAME\n",
                 keep_alive);
  auto flag = std::make_shared<std::atomic<bool>>(false);
  stream_.expires_never();  // the work has its own time limit
  context_.pool->post(flag, [self = shared_from_this(), flag, name = target.substr(5),
                             body = std::move(request.body()), keep_alive] {
    ApiReply r = api_answer(name, body, self->context_.limits, *flag);
    boost::asio::post(self->stream_.get_executor(), [self, r = std::move(r), keep_alive]() mutable {
      self->reply(static_cast<http::status>(r.status), "application/json", std::move(r.json),
                  keep_alive);
    });
  });
}

void HttpSession::reply(http::status status, std::string_view content_type, std::string body,
                        bool keep_alive) {
  auto res = std::make_shared<http::response<http::string_body>>(status, 11);
  res->set(http::field::server, "rfsat");
  res->set(http::field::content_type, std::string(content_type));
  res->set(http::field::cache_control, "no-store");
  res->keep_alive(keep_alive);
  res->body() = std::move(body);
  res->prepare_payload();
  stream_.expires_after(std::chrono::seconds(60));
  http::async_write(
      stream_, *res, [self = shared_from_this(), res](beast::error_code ec, std::size_t) {
        if (ec || !res->keep_alive()) {
          beast::error_code ignored;
          self->stream_.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_send, ignored);
          return;
        }
        self->read();
      });
}

}  // namespace rfsat::serve
