// The registry's rows as text and as the Markdown reference
// (rule_reference.hpp).
#include "rule_reference.hpp"

#include <ostream>
#include <sstream>

namespace rfsat::sema {
namespace {

const char* shape_text(const Rule& r) {
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

// "killer, killer_cage" from the space-separated known_as.
std::string known_list(std::string_view known) {
  std::string out(known);
  for (std::size_t at = out.find(' '); at != std::string::npos; at = out.find(' ', at + 2))
    out.replace(at, 1, ", ");
  return out;
}

bool refused(const Rule& r) { return r.support == Support::refused; }

void write_reference_entry(const Rule& r, std::ostream& out) {
  out << "### `" << r.keyword << "`\n\n`" << r.signature << "` (" << r.section
      << (r.clue ? ", a clue" : "") << ")\n\n"
      << r.description << '\n';
  if (!r.known_as.empty()) out << "\nAlso known as: " << known_list(r.known_as) << ".\n";
  if (refused(r)) {
    out << "\nRefused: the Sudopedia page names it without a meaning.\n\n";
    return;
  }
  // Not a ```rf block: the registry walk already solves every example.
  out << "\n```rf example\n"
      << example_file(r) << "```\n\n![" << r.keyword << ": the example drawn](" << picture_path(r)
      << ")\n\n";
}

}  // namespace

void write_rule(const Rule& r, std::ostream& out) {
  out << r.signature << "  (" << r.section << ", " << shape_text(r) << (r.clue ? ", a clue" : "")
      << ")\n  " << r.description << '\n';
  if (!r.known_as.empty()) out << "  also known as: " << known_list(r.known_as) << '\n';
  if (refused(r)) {
    out << "  refused: the Sudopedia page names it without a meaning\n";
    return;
  }
  out << "example (a whole rule file; `rfsat rules " << r.keyword
      << " --example` prints it alone):\n";
  std::istringstream lines(example_file(r));
  for (std::string line; std::getline(lines, line);) out << "  " << line << '\n';
}

std::string reference_markdown() {
  std::ostringstream out;
  for (const Rule& r : rules()) write_reference_entry(r, out);
  return out.str();
}

std::string picture_path(const Rule& r) {
  return "pictures/rules/" + std::string(r.keyword) + ".svg";
}

}  // namespace rfsat::sema
