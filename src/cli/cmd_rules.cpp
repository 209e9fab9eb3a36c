// `rfsat rules [KEYWORD]`: the rule registry (src/sema/rule_registry.hpp)
// as a listing: every keyword with its spec section and one-line
// description, or one keyword in full (shape, description, example). The
// registry is the one source; docs/rf-language.md's table equals it (a test
// says so).
#include <algorithm>
#include <ostream>
#include <string>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "rule_registry.hpp"

namespace rfsat::cli {
namespace {

const char* shape_text(const sema::Rule& r) {
  switch (r.shape) {
    case ast::Shape::flag:
      return r.also_call ? "flag, or name(args)" : "flag";
    case ast::Shape::assign:
      return "name = value";
    case ast::Shape::call:
      return "name(args)";
  }
  return "";
}

void write_one(const sema::Rule& r, std::ostream& out) {
  out << r.keyword << " (" << r.section << ", " << shape_text(r) << ")\n  " << r.description
      << '\n';
  if (r.support == sema::Support::refused) {
    out << "  refused: the Sudopedia page names it without a meaning\n";
    return;
  }
  out << "example:\n";
  std::string_view ex = r.example;
  while (!ex.empty()) {
    const std::size_t nl = ex.find('\n');
    out << "  " << ex.substr(0, nl) << '\n';
    ex = nl == std::string_view::npos ? std::string_view{} : ex.substr(nl + 1);
  }
}

}  // namespace

int cmd_rules(const std::string& keyword, std::ostream& out, std::ostream& err) {
  if (!keyword.empty()) {
    const sema::Rule* r = sema::find_rule(sema::canonical_name(keyword));
    if (!r) {
      err << "error: " << sema::unknown_rule_message(keyword) << '\n';
      return kExitInputError;
    }
    write_one(*r, out);
    return kExitOk;
  }
  std::size_t width = 0;
  for (const sema::Rule& r : sema::rules()) width = std::max(width, r.keyword.size());
  for (const sema::Rule& r : sema::rules()) {
    out << r.keyword << std::string(width + 2 - r.keyword.size(), ' ') << r.section << "  "
        << (r.support == sema::Support::refused ? "(refused) " : "") << r.description << '\n';
  }
  return kExitOk;
}

}  // namespace rfsat::cli
