// The options of `rfsat explain` and `rfsat grade` (CLI11), kept beside
// main.cpp's other declare_* functions: each declares its command's
// options in the order `--help` shows them; finish_* sets what parsing
// leaves (limits, formats).
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "commands.hpp"

namespace rfsat::cli {

struct ExplainParsed {
  double limit = 0;
  std::string format = "text";
};

struct GradeParsed {
  double limit = 0;
};

CLI::App* declare_grade(CLI::App& app, GradeOptions& o, GradeParsed& p);
void finish_grade(const GradeParsed& p, GradeOptions& o);

CLI::App* declare_explain(CLI::App& app, ExplainOptions& o, ExplainParsed& p);
void finish_explain(const ExplainParsed& p, ExplainOptions& o);

}  // namespace rfsat::cli
