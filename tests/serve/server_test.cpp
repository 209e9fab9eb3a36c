// `rfsat serve` in process (src/serve/server.hpp) on an ephemeral port,
// driven by Boost.Beast clients: the WebSocket protocol as the f-puzzles
// userscript speaks it, and the page's HTTP API.
#include "server.hpp"

#include <gtest/gtest.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <set>
#include <thread>

#include "serve_puzzles.hpp"

namespace rfsat::serve {
namespace {

namespace beast = boost::beast;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using nlohmann::json;

// A server on 127.0.0.1, any free port, running on its own thread.
struct Running {
  explicit Running(ServerOptions o)
      : server([&] {
          o.port = 0;
          return o;
        }()) {
    thread = std::thread([this] { server.run(); });
  }
  ~Running() {
    server.stop();
    thread.join();
  }
  Server server;
  std::thread thread;
};

ServerOptions options(int jobs = 1) {
  ServerOptions o;
  o.jobs = jobs;
  o.limits.time_limit = 30;
  o.limits.max_count = 10000000;
  o.limits.progress_seconds = 0.02;
  return o;
}

// A WebSocket client as the userscript is one.
struct Client {
  explicit Client(unsigned short port) : ws(io) {
    tcp::resolver resolver(io);
    asio::connect(beast::get_lowest_layer(ws), resolver.resolve("127.0.0.1", std::to_string(port)));
    ws.handshake("localhost:" + std::to_string(port), "/");
  }
  void send(const std::string& text) { ws.write(asio::buffer(text)); }
  json receive() {
    beast::flat_buffer buffer;
    ws.read(buffer);
    return json::parse(beast::buffers_to_string(buffer.data()));
  }
  // Answers until one that is not count's progress.
  json final_answer() {
    for (;;) {
      json a = receive();
      if (a["type"] != "count" || !a["inProgress"].get<bool>()) return a;
    }
  }
  asio::io_context io;
  beast::websocket::stream<tcp::socket> ws;
};

TEST(ServeWebSocket, CheckAndTrueCandidatesOfAUniquePuzzle) {
  Running r(options());
  Client c(r.server.port());
  c.send(test::request(1, "check", test::unique_4x4()));
  EXPECT_EQ(c.final_answer(),
            (json{{"nonce", 1}, {"type", "count"}, {"count", 1}, {"inProgress", false}}));
  c.send(test::request(2, "truecandidates", test::unique_4x4()));
  const json tc = c.final_answer();
  EXPECT_EQ(tc["type"], "truecandidates");
  EXPECT_EQ(tc["nonce"], 2);
  EXPECT_EQ(tc["solutionsPerCandidate"][0 * 4 + 0], 1);  // r1c1 = 1
  EXPECT_EQ(tc["solutionsPerCandidate"][0 * 4 + 1], 0);
}

TEST(ServeWebSocket, BadJsonIsInvalidAndTheSessionGoesOn) {
  Running r(options());
  Client c(r.server.port());
  c.send("{\"nonce\": 1, \"command\":");
  const json bad = c.receive();
  EXPECT_EQ(bad["type"], "invalid");
  EXPECT_EQ(bad["message"], "the request is not a JSON object");
  c.send(test::request(2, "count", test::fpuzzles_grid(4, {})));
  EXPECT_EQ(c.final_answer()["count"], 288);
}

TEST(ServeWebSocket, AnOversizedMessageEndsOnlyItsConnection) {
  ServerOptions o = options();
  o.max_message_bytes = 64 * 1024;
  Running r(o);
  {
    Client c(r.server.port());
    c.send(test::request(1, "check", test::unique_4x4()) + std::string(70 * 1024, ' '));
    beast::flat_buffer buffer;
    beast::error_code ec;
    c.ws.read(buffer, ec);
    EXPECT_TRUE(ec) << "the connection should be closed";
    EXPECT_EQ(c.ws.reason().code, beast::websocket::close_code::too_big);
  }
  Client other(r.server.port());
  other.send(test::request(2, "check", test::unique_4x4()));
  EXPECT_EQ(other.final_answer()["count"], 1);
}

// A client that leaves mid-count frees the only worker for the next one.
TEST(ServeWebSocket, DisconnectMidCountFreesTheWorker) {
  Running r(options(1));
  {
    Client leaving(r.server.port());
    leaving.send(test::request(1, "count", test::fpuzzles_grid(9, {})));
    EXPECT_TRUE(leaving.receive()["inProgress"]);
    beast::get_lowest_layer(leaving.ws).close();
  }
  Client next(r.server.port());
  const auto start = std::chrono::steady_clock::now();
  next.send(test::request(2, "check", test::unique_4x4()));
  EXPECT_EQ(next.final_answer()["count"], 1);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
}

TEST(ServeWebSocket, CancelEndsTheRunningCount) {
  Running r(options(1));
  Client c(r.server.port());
  c.send(test::request(1, "count", test::fpuzzles_grid(9, {})));
  EXPECT_TRUE(c.receive()["inProgress"]);
  c.send(R"({"nonce":2,"command":"cancel"})");
  std::set<long long> canceled;
  while (canceled.size() < 2) {
    const json a = c.receive();
    if (a["type"] == "canceled")
      canceled.insert(a["nonce"].get<long long>());
    else
      EXPECT_TRUE(a["inProgress"]) << a;
  }
  EXPECT_EQ(canceled, (std::set<long long>{1, 2}));
}

TEST(ServeWebSocket, TwoClientsAtOnce) {
  Running r(options(2));
  Client a(r.server.port()), b(r.server.port());
  a.send(test::request(1, "count", test::fpuzzles_grid(4, {})));
  b.send(test::request(1, "solve", test::unique_4x4()));
  EXPECT_EQ(a.final_answer()["count"], 288);
  EXPECT_EQ(b.final_answer()["solution"].get<std::vector<int>>(), test::kUnique4x4Solution);
}

// What the server cannot do is said, as rfsat serve prints it (exit 2).
std::string construction_error(const ServerOptions& o) {
  try {
    Server s(o);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

TEST(ServeListen, AnAddressInUseOrNoAddressIsAClearError) {
  Running r(options());
  ServerOptions same = options();
  same.port = r.server.port();
  EXPECT_NE(
      construction_error(same).find("cannot listen on 127.0.0.1:" + std::to_string(same.port)),
      std::string::npos);
  ServerOptions bad = options();
  bad.host = "nohost";
  EXPECT_NE(construction_error(bad).find("--host 'nohost': expected an IP address"),
            std::string::npos);
  ServerOptions local = options();
  local.host = "localhost";
  local.port = 0;
  EXPECT_EQ(construction_error(local), "");
}

// One HTTP request on a fresh connection; the response.
beast::http::response<beast::http::string_body> http_request(unsigned short port,
                                                             beast::http::verb verb,
                                                             const std::string& target,
                                                             const std::string& body = "") {
  asio::io_context io;
  beast::tcp_stream stream(io);
  tcp::resolver resolver(io);
  stream.connect(resolver.resolve("127.0.0.1", std::to_string(port)));
  beast::http::request<beast::http::string_body> req(verb, target, 11);
  req.set(beast::http::field::host, "localhost");
  req.body() = body;
  req.prepare_payload();
  beast::http::write(stream, req);
  beast::flat_buffer buffer;
  beast::http::response<beast::http::string_body> res;
  beast::http::read(stream, buffer, res);
  return res;
}

TEST(ServeHttp, ThePageAndItsApi) {
  Running r(options());
  const auto page = http_request(r.server.port(), beast::http::verb::get, "/");
  EXPECT_EQ(page.result(), beast::http::status::ok);
  EXPECT_NE(page.body().find("<title>rfsat</title>"), std::string::npos);
  EXPECT_EQ(http_request(r.server.port(), beast::http::verb::get, "/nothing").result(),
            beast::http::status::not_found);
  const std::string rf =
      "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\n"
      "set_cell(1, 1)\nset_cell(2, 2)\nset_cell(3, 3)\nset_cell(4, 4)\n"
      "set_cell(5, 3)\nset_cell(7, 1)\nset_cell(9, 2)\nset_cell(10, 1)\nset_cell(16, 1)\n";
  const auto solved = http_request(r.server.port(), beast::http::verb::post, "/api/solve",
                                   json{{"text", rf}}.dump());
  ASSERT_EQ(solved.result(), beast::http::status::ok) << solved.body();
  const json s = json::parse(solved.body());
  EXPECT_EQ(s["verdict"], "unique");
  EXPECT_NE(s["svg"].get<std::string>().find("<svg"), std::string::npos);
  const auto bad = http_request(r.server.port(), beast::http::verb::post, "/api/solve",
                                json{{"text", "values = 12\nfly(1)\n"}}.dump());
  EXPECT_EQ(bad.result(), beast::http::status::bad_request);
  EXPECT_NE(json::parse(bad.body())["error"].get<std::string>().find("fly"), std::string::npos);
}

}  // namespace
}  // namespace rfsat::serve
