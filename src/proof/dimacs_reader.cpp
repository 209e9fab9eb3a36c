// DIMACS CNF reader (see dimacs_reader.hpp): one pass over the text with
// TextScanner, literals appended to a flat array with 0 after each clause.
// Entry point: read_dimacs(). Every error names the line, and the header's
// clause count is not trusted for allocation (garbage may claim billions).
#include "dimacs_reader.hpp"

#include <string>

namespace rfsat::proof {
namespace {

[[noreturn]] void fail(const TextScanner& s, const std::string& what) {
  throw InputError("cnf line " + std::to_string(s.line()) + ": " + what, s.offset());
}

std::int64_t read_header_number(TextScanner& s, std::int64_t limit, const char* name) {
  s.skip_blanks();
  std::int64_t value = 0;
  bool overflow = false;
  if (s.peek() == '-' || !s.read_int(limit, value, overflow))
    fail(s, std::string("expected the number of ") + name + " in 'p cnf V C', found " + s.excerpt());
  if (overflow) fail(s, std::string("the number of ") + name + " is too large");
  if (!s.at_separator()) fail(s, std::string("unexpected ") + s.excerpt() + " in the header");
  return value;
}

// Reads "p cnf V C" (the cursor is on the 'p').
void read_header(TextScanner& s, Formula& f, std::int64_t& declared) {
  s.advance();
  s.skip_blanks();
  if (!s.match("cnf") || !s.at_separator()) fail(s, "expected 'p cnf V C', found " + s.excerpt());
  f.variables = static_cast<std::uint32_t>(read_header_number(s, kMaxVariables, "variables"));
  declared = read_header_number(s, std::int64_t{1} << 40, "clauses");
  s.skip_blanks();
  if (!s.at_end() && s.peek() != '\n') fail(s, "unexpected " + s.excerpt() + " after the header");
}

}  // namespace

Formula read_dimacs(std::string_view text) {
  TextScanner s(text);
  Formula f;
  bool header = false, open = false;
  std::int64_t declared = 0;
  std::uint64_t open_line = 0;
  for (;;) {
    s.skip_space();
    if (s.at_end()) break;
    char c = s.peek();
    if (c == 'c') { s.skip_line(); continue; }
    if (c == '%') break;
    if (c == 'p') {
      if (header) fail(s, "a second 'p' header");
      read_header(s, f, declared);
      header = true;
      continue;
    }
    std::int64_t lit = 0;
    bool overflow = false;
    if (!s.read_int(kMaxVariables, lit, overflow)) fail(s, "unexpected " + s.excerpt() + ", expected a literal");
    if (!header) fail(s, "a clause before the 'p cnf V C' header");
    if (!s.at_separator()) fail(s, "unexpected " + s.excerpt() + " after a literal");
    if (overflow || lit > f.variables || -lit > f.variables)
      fail(s, "literal " + std::string(overflow ? "out of range" : std::to_string(lit)) +
                  " exceeds the header's " + std::to_string(f.variables) + " variables");
    f.literals.push_back(static_cast<std::int32_t>(lit));
    if (lit != 0) {
      if (!open) open_line = s.line();
      open = true;
      continue;
    }
    open = false;
    if (++f.clauses > static_cast<std::uint64_t>(declared))
      fail(s, "more clauses than the header's " + std::to_string(declared));
  }
  if (!header) fail(s, "no 'p cnf V C' header");
  if (open)
    fail(s, "the last clause (line " + std::to_string(open_line) + ") is not terminated by 0: truncated file?");
  if (f.clauses != static_cast<std::uint64_t>(declared))
    fail(s, "the header declares " + std::to_string(declared) + " clauses but the file has " +
                std::to_string(f.clauses) + ": truncated file?");
  return f;
}

}  // namespace rfsat::proof
