// One WebSocket client of the f-puzzles solver protocol (protocol.hpp):
// reads requests on the I/O thread, runs each on the worker pool
// (answers.hpp) and writes the answers back in order. As Rangsk's listener
// does, a new request cancels the one running, and a client that leaves
// cancels its work. A message over the bound fails the connection (close
// code 1009, "message too big"); a request that is no request gets
// `invalid` and the session goes on.
//
//   std::make_shared<WebSocketSession>(std::move(socket), context)->run(std::move(upgrade));
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <memory>
#include <string>

#include "server_context.hpp"

namespace rfsat::serve {

class WebSocketSession : public std::enable_shared_from_this<WebSocketSession> {
 public:
  WebSocketSession(boost::asio::ip::tcp::socket socket, const ServerContext& context);
  ~WebSocketSession();
  // Accepts the upgrade request read by the HTTP session, then reads.
  void run(boost::beast::http::request<boost::beast::http::string_body> upgrade);
  // Queues an answer; from any thread.
  void send(std::string json);

 private:
  void read();
  void on_read(boost::beast::error_code ec);
  void handle(const std::string& text);
  void write_next();
  void cancel_running();

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  std::deque<std::string> outbox_;
  WorkerPool::Flag running_;  // the cancel flag of the request being answered
  const ServerContext& context_;
};

}  // namespace rfsat::serve
