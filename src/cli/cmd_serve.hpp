// `rfsat serve [--host H] [--port P] [--jobs N] [--time-limit S]`: the
// options of the server of src/serve/ (server.hpp), declared like main.cpp's
// other commands.
#pragma once

#include <CLI/CLI.hpp>
#include <ostream>
#include <string>

#include "commands.hpp"

namespace rfsat::cli {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 4545;
  int jobs = 1;
  double time_limit = 60;  // per request
  std::size_t memory_limit_mb = kDefaultMemoryLimitMb;
  int max_count = 100000;
};

CLI::App* declare_serve(CLI::App& app, ServeOptions& o);
// Serves until SIGINT or SIGTERM (exit 0); 2 when it cannot listen.
int cmd_serve(const ServeOptions& o, std::ostream& out, std::ostream& err);

}  // namespace rfsat::cli
