// WebSocketSession (websocket_session.hpp). Everything but send() runs on
// the I/O thread; send() posts to it, so the outbox needs no lock.
#include "websocket_session.hpp"

#include <boost/asio/post.hpp>

#include "protocol.hpp"

namespace rfsat::serve {

namespace beast = boost::beast;
namespace websocket = beast::websocket;

WebSocketSession::WebSocketSession(boost::asio::ip::tcp::socket socket,
                                   const ServerContext& context)
    : ws_(std::move(socket)), context_(context) {}

WebSocketSession::~WebSocketSession() { cancel_running(); }

void WebSocketSession::run(beast::http::request<beast::http::string_body> upgrade) {
  beast::get_lowest_layer(ws_).expires_never();
  ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  ws_.read_message_max(context_.max_message_bytes);
  ws_.async_accept(upgrade, [self = shared_from_this()](beast::error_code ec) {
    if (!ec) self->read();
  });
}

void WebSocketSession::read() {
  ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
    self->on_read(ec);
  });
}

// A read error is the end of the session (the client left, or sent a
// message over the bound, which Beast answers with close code 1009): its
// work is canceled, and the last reference to the session goes with the
// running job's.
void WebSocketSession::on_read(beast::error_code ec) {
  if (ec) {
    cancel_running();
    return;
  }
  const std::string text = beast::buffers_to_string(buffer_.data());
  buffer_.consume(buffer_.size());
  handle(text);
  read();
}

void WebSocketSession::cancel_running() {
  if (running_) *running_ = true;
  running_.reset();
}

void WebSocketSession::handle(const std::string& text) {
  cancel_running();  // a new request ends the one running (Rangsk's listener does so too)
  const ParsedMessage parsed = parse_message(text);
  if (!parsed.message) return send(invalid_response(parsed.nonce, parsed.error));
  if (parsed.message->command == "cancel") return send(canceled_response(parsed.nonce));
  running_ = std::make_shared<std::atomic<bool>>(false);
  std::weak_ptr<WebSocketSession> weak = weak_from_this();
  context_.pool->post(running_,
                      [weak, flag = running_, m = *parsed.message, this_limits = context_.limits] {
                        answer(m, this_limits, *flag, [&weak](const std::string& json) {
                          if (auto self = weak.lock()) self->send(json);
                        });
                      });
}

void WebSocketSession::send(std::string json) {
  boost::asio::post(ws_.get_executor(),
                    [self = shared_from_this(), json = std::move(json)]() mutable {
                      self->outbox_.push_back(std::move(json));
                      if (self->outbox_.size() == 1) self->write_next();
                    });
}

void WebSocketSession::write_next() {
  ws_.text(true);
  ws_.async_write(boost::asio::buffer(outbox_.front()),
                  [self = shared_from_this()](beast::error_code ec, std::size_t) {
                    if (ec) return self->outbox_.clear();
                    self->outbox_.pop_front();
                    if (!self->outbox_.empty()) self->write_next();
                  });
}

}  // namespace rfsat::serve
