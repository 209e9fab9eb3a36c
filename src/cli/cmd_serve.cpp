// `rfsat serve` (cmd_serve.hpp): options only; the server is src/serve/.
// Loopback by default: another address only when asked, with a warning,
// since anyone who reaches the port may make the machine solve.
#include "cmd_serve.hpp"

#include <exception>

#include "exit_codes.hpp"
#include "option_checks.hpp"
#include "server.hpp"
#include "shared_options.hpp"

namespace rfsat::cli {

CLI::App* declare_serve(CLI::App& app, ServeOptions& o) {
  CLI::App* s = app.add_subcommand(
      "serve", "serve f-puzzles' solver protocol (WebSocket) and a page at http://HOST:PORT/");
  s->add_option("--host", o.host,
                "the address to listen on (default 127.0.0.1: this machine only)");
  s->add_option("--port,-p", o.port, "the port (default 4545, the userscript's; 0: any free one)")
      ->check(integer_in(0, 65535));
  s->add_option("--jobs,-j", o.jobs, "requests solved at once, one thread each (default 1)")
      ->check(integer_in(1, 256));
  add_time_limit(s, o.time_limit, "give up on a request after S seconds (default 60)");
  s->add_option("--max-count", o.max_count,
                "count stops at N solutions and answers \"at least N\" (default 100000)")
      ->check(integer_in(2, 10000000));
  add_memory_limit(s, o.memory_limit_mb, true,
                   "refuse a request whose input, formula or solver would take more memory than "
                   "that, in MiB (default 4096)");
  return s;
}

namespace {

bool loopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

}  // namespace

int cmd_serve(const ServeOptions& o, std::ostream& out, std::ostream& err) {
  serve::ServerOptions so{.host = o.host,
                          .port = static_cast<unsigned short>(o.port),
                          .jobs = o.jobs,
                          .limits = {.time_limit = o.time_limit,
                                     .memory_limit_mb = o.memory_limit_mb,
                                     .max_count = o.max_count},
                          .handle_signals = true};
  try {
    serve::Server server(so);
    if (!loopback(o.host))
      err << "rfsat serve: warning: listening on " << o.host
          << ": other machines can reach the server and make this one solve\n";
    out << "rfsat serve: http://"
        << (o.host.find(':') != std::string::npos ? "[" + o.host + "]" : o.host) << ':'
        << server.port() << "/ (f-puzzles: connect the userscript; Ctrl-C stops)" << std::endl;
    server.run();
  } catch (const std::exception& e) {
    err << "rfsat serve: error: " << e.what() << '\n';
    return kExitInputError;
  }
  return kExitOk;
}

}  // namespace rfsat::cli
