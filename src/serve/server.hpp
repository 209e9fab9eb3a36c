// `rfsat serve`: an HTTP and WebSocket server on one port. WebSocket
// clients speak the f-puzzles solver protocol (protocol.hpp; the
// userscript of Rangsk's SudokuSolver connects to ws://localhost:4545),
// browsers get the page (page/) and its JSON API (page_api.hpp). One I/O
// thread; the solving runs on a pool of `jobs` workers. Built on
// Boost.Beast and Boost.Asio (Debian's libboost-dev, header-only).
//
//   Server server({.port = 0});          // 0: any free port
//   std::thread t([&] { server.run(); });
//   ... server.port() ...; server.stop(); t.join();
#pragma once

#include <memory>
#include <string>

#include "answers.hpp"

namespace rfsat::serve {

struct ServerOptions {
  std::string host = "127.0.0.1";  // an IP address, or localhost (127.0.0.1)
  unsigned short port = 4545;
  int jobs = 1;
  AnswerLimits limits{};
  std::size_t max_message_bytes = std::size_t{1} << 20;
  bool handle_signals = false;  // SIGINT and SIGTERM stop run()
};

class Server {
 public:
  // Binds and listens; throws std::runtime_error saying what failed
  // ("cannot listen on 127.0.0.1:4545: Address already in use").
  explicit Server(const ServerOptions& options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  unsigned short port() const;
  // Serves until stop() (or a signal, with handle_signals); running work is
  // canceled then.
  void run();
  // From any thread.
  void stop();
  // Requests being solved now (tests).
  int running() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace rfsat::serve
