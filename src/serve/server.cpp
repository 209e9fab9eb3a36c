// Server (server.hpp): the acceptor hands every connection to an
// HttpSession, which upgrades WebSocket clients; stop() ends the I/O loop
// and the worker pool cancels and joins its work.
#include "server.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <csignal>
#include <stdexcept>

#include "http_session.hpp"
#include "server_context.hpp"
#include "worker_pool.hpp"

namespace rfsat::serve {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

struct Server::Impl {
  explicit Impl(const ServerOptions& o) : pool(o.jobs), acceptor(io), signals(io) {
    context = {o.limits, o.max_message_bytes, &pool};
  }
  void accept() {
    acceptor.async_accept([this](boost::system::error_code ec, tcp::socket socket) {
      if (ec) return;  // closed by stop()
      std::make_shared<HttpSession>(std::move(socket), context)->run();
      accept();
    });
  }

  asio::io_context io{1};
  WorkerPool pool;
  ServerContext context;
  tcp::acceptor acceptor;
  asio::signal_set signals;
};

namespace {

tcp::endpoint endpoint_of(const ServerOptions& o) {
  boost::system::error_code ec;
  const asio::ip::address address = o.host == "localhost"
                                        ? asio::ip::address(asio::ip::address_v4::loopback())
                                        : asio::ip::make_address(o.host, ec);
  if (ec)
    throw std::runtime_error("--host '" + o.host + "': expected an IP address (" + ec.message() +
                             ")");
  return {address, o.port};
}

}  // namespace

Server::Server(const ServerOptions& o) : impl_(std::make_unique<Impl>(o)) {
  const tcp::endpoint at = endpoint_of(o);
  boost::system::error_code ec;
  const auto fail = [&](const char* what) {
    throw std::runtime_error(std::string("cannot ") + what + " " + o.host + ":" +
                             std::to_string(o.port) + ": " + ec.message());
  };
  if (impl_->acceptor.open(at.protocol(), ec); ec) fail("open a socket for");
  impl_->acceptor.set_option(asio::socket_base::reuse_address(true), ec);
  if (impl_->acceptor.bind(at, ec); ec) fail("listen on");
  if (impl_->acceptor.listen(asio::socket_base::max_listen_connections, ec); ec) fail("listen on");
  if (o.handle_signals) {
    impl_->signals.add(SIGINT);
    impl_->signals.add(SIGTERM);
    impl_->signals.async_wait([this](boost::system::error_code e, int) {
      if (!e) stop();
    });
  }
  impl_->accept();
}

Server::~Server() {
  stop();
  impl_->pool.stop();
}

unsigned short Server::port() const { return impl_->acceptor.local_endpoint().port(); }

void Server::run() {
  impl_->io.run();
  impl_->pool.stop();
}

void Server::stop() { impl_->io.stop(); }

int Server::running() const { return impl_->pool.running(); }

}  // namespace rfsat::serve
