// DRAT proof reader (see proof_reader.hpp): format detection as drat-trim
// does it, a text parser on TextScanner and a binary parser of CaDiCaL's
// variable-length literals. Entry point: read_proof(). Both parsers append
// the literals to one flat array and record each step's byte offset, so a
// failing lemma can be named by its place in the file.
#include "proof_reader.hpp"

#include <string>

namespace rfsat::proof {
namespace {

bool text_byte(unsigned char c) {
  return c == '\n' || c == '\r' || c == '\t' || c == ' ' || c == '-' || (c >= '0' && c <= '9') ||
         c == 'c' || c == 'd';
}

std::string hex_byte(unsigned char c) {
  static const char* hex = "0123456789abcdef";
  return std::string("0x") + hex[c >> 4] + hex[c & 15];
}

// ---- text DRAT ----

[[noreturn]] void text_fail(const TextScanner& s, const std::string& what) {
  throw InputError("proof byte " + std::to_string(s.offset()) + " (line " + std::to_string(s.line()) +
                       "): " + what,
                   s.offset());
}

// Reads the literals of one clause up to its 0; the cursor is on the first.
void read_text_clause(TextScanner& s, ProofStep& step, std::uint64_t step_line, Proof& p,
                      std::uint32_t max_variable) {
  auto truncated = [&] {
    text_fail(s, "truncated proof: the clause at byte " + std::to_string(step.offset) + " (line " +
                     std::to_string(step_line) + ") is not terminated by 0");
  };
  for (;;) {
    s.skip_space();
    if (s.at_end()) truncated();
    std::int64_t lit = 0;
    bool overflow = false;
    if (!s.read_int(max_variable, lit, overflow)) {
      if (s.peek() == '-' && s.offset() + 1 == s.size()) truncated();  // the file ends in "-"
      text_fail(s, "unexpected " + s.excerpt() + ", expected a literal");
    }
    if (overflow || lit > max_variable || -lit > max_variable)
      text_fail(s, "variable out of range (the limit is " + std::to_string(max_variable) + ")");
    if (!s.at_separator()) text_fail(s, "unexpected " + s.excerpt() + " after a literal");
    if (lit == 0) return;
    p.literals.push_back(static_cast<std::int32_t>(lit));
    ++step.size;
  }
}

void read_text(std::string_view bytes, Proof& p, std::uint32_t max_variable) {
  TextScanner s(bytes);
  for (;;) {
    s.skip_space();
    if (s.at_end()) return;
    if (s.peek() == 'c') { s.skip_line(); continue; }
    ProofStep step;
    step.offset = s.offset();
    step.begin = p.literals.size();
    std::uint64_t line = s.line();
    if (s.peek() == 'd') {
      s.advance();
      if (!s.at_separator()) text_fail(s, "unexpected " + s.excerpt() + " after 'd'");
      step.deletion = true;
    }
    read_text_clause(s, step, line, p, max_variable);
    p.steps.push_back(step);
  }
}

// ---- binary DRAT ----

[[noreturn]] void binary_fail(std::uint64_t at, const std::string& what) {
  throw InputError("proof byte " + std::to_string(at) + ": " + what, at);
}

// Reads one literal code at `pos` (advanced); 0 ends the clause.
std::uint64_t read_code(std::string_view bytes, std::size_t& pos, const ProofStep& step) {
  std::uint64_t code = 0;
  unsigned shift = 0;
  std::size_t start = pos;
  for (;;) {
    if (pos >= bytes.size())
      binary_fail(pos, "truncated proof: the clause at byte " + std::to_string(step.offset) +
                           (pos > start ? " ends inside a literal" : " is not terminated by 0"));
    unsigned char c = static_cast<unsigned char>(bytes[pos++]);
    if (shift > 28) binary_fail(start, "literal encoding longer than 5 bytes");
    code |= std::uint64_t{c & 127u} << shift;
    shift += 7;
    if (!(c & 128u)) return code;
  }
}

void read_binary(std::string_view bytes, Proof& p, std::uint32_t max_variable) {
  std::size_t pos = 0;
  while (pos < bytes.size()) {
    unsigned char c = static_cast<unsigned char>(bytes[pos]);
    if (c != 'a' && c != 'd')
      binary_fail(pos, "expected 'a' or 'd' to start a clause, found " + hex_byte(c));
    ProofStep step;
    step.offset = pos++;
    step.begin = p.literals.size();
    step.deletion = c == 'd';
    for (;;) {
      std::size_t at = pos;
      std::uint64_t code = read_code(bytes, pos, step);
      if (code == 0) break;
      if (code == 1) binary_fail(at, "invalid literal code 1 (variable 0)");
      if ((code >> 1) > max_variable)
        binary_fail(at, "variable " + std::to_string(code >> 1) + " out of range (the limit is " +
                            std::to_string(max_variable) + ")");
      std::int32_t var = static_cast<std::int32_t>(code >> 1);
      p.literals.push_back((code & 1) ? -var : var);
      ++step.size;
    }
    p.steps.push_back(step);
  }
}

void note_max_variable(Proof& p) {
  for (std::int32_t lit : p.literals) {
    std::uint32_t var = static_cast<std::uint32_t>(lit < 0 ? -lit : lit);
    if (var > p.max_variable) p.max_variable = var;
  }
}

}  // namespace

ProofFormat detect_proof_format(std::string_view bytes) {
  bool comment = bytes.size() >= 2 && bytes[0] == 'c' && bytes[1] == ' ';
  for (std::size_t i = 0; i < bytes.size() && i < 12; ++i) {
    unsigned char c = static_cast<unsigned char>(bytes[i]);
    if (text_byte(c)) continue;
    if (comment && c >= 'A' && c <= 'z') continue;
    return ProofFormat::binary;
  }
  return ProofFormat::text;
}

Proof read_proof(std::string_view bytes, ProofFormat format, std::uint32_t max_variable) {
  Proof p;
  if (format == ProofFormat::detect) format = detect_proof_format(bytes);
  p.binary = format == ProofFormat::binary;
  p.literals.reserve(bytes.size() / (p.binary ? 2 : 4));
  if (p.binary) read_binary(bytes, p, max_variable);
  else read_text(bytes, p, max_variable);
  note_max_variable(p);
  return p;
}

}  // namespace rfsat::proof
