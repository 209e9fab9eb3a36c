// The error both readers of the certificate checker throw on malformed input
// (dimacs_reader.hpp, proof_reader.hpp), and the small text scanner they
// share: whitespace, comments and decimal integers with overflow checks.
// Entry points: InputError, TextScanner. Standard library only; check_drat()
// turns an InputError into a Result, so no exception leaves the library.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace rfsat::proof {

// A malformed CNF or proof. The message already names the place
// ("cnf line 12: ..." or "proof byte 345 (line 7): ...").
struct InputError : std::runtime_error {
  std::uint64_t offset;  // byte offset of the error in its input
  InputError(const std::string& message, std::uint64_t at)
      : std::runtime_error(message), offset(at) {}
};

// A cursor over a text with line counting, for the two text formats.
class TextScanner {
 public:
  explicit TextScanner(std::string_view text) : text_(text) {}

  bool at_end() const { return pos_ >= text_.size(); }
  char peek() const { return at_end() ? '\0' : text_[pos_]; }
  std::uint64_t offset() const { return pos_; }
  std::uint64_t size() const { return text_.size(); }
  std::uint64_t line() const { return line_; }

  // Skips spaces, tabs, carriage returns and newlines (counting lines).
  void skip_space() {
    while (!at_end()) {
      char c = text_[pos_];
      if (c == '\n') ++line_;
      else if (c != ' ' && c != '\t' && c != '\r' && c != '\f' && c != '\v') return;
      ++pos_;
    }
  }
  // Skips the rest of the current line, newline included.
  void skip_line() {
    while (!at_end() && text_[pos_] != '\n') ++pos_;
    if (!at_end()) ++pos_, ++line_;
  }
  // Skips spaces and tabs only (stays on the line).
  void skip_blanks() {
    while (!at_end() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\r')) ++pos_;
  }
  void advance() { ++pos_; }
  // Consumes `word` if the text at the cursor starts with it.
  bool match(std::string_view word) {
    if (text_.substr(pos_, word.size()) != word) return false;
    pos_ += word.size();
    return true;
  }
  // True at the end or on whitespace: what must follow a number or a word.
  bool at_separator() const {
    char c = peek();
    return at_end() || c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
  }

  // Reads an optionally negative decimal integer at the cursor. Returns false
  // (cursor unchanged) if there is no digit; sets `overflow` when the
  // magnitude exceeds `limit`.
  bool read_int(std::int64_t limit, std::int64_t& value, bool& overflow) {
    std::size_t p = pos_;
    bool negative = p < text_.size() && text_[p] == '-';
    if (negative) ++p;
    if (p >= text_.size() || text_[p] < '0' || text_[p] > '9') return false;
    std::int64_t v = 0;
    overflow = false;
    for (; p < text_.size() && text_[p] >= '0' && text_[p] <= '9'; ++p) {
      if (!overflow) {
        v = v * 10 + (text_[p] - '0');
        if (v > limit) overflow = true;
      }
    }
    pos_ = p;
    value = negative ? -v : v;
    return true;
  }

  // A short, printable excerpt of the text at the cursor, for messages.
  std::string excerpt() const {
    std::string out;
    for (std::size_t p = pos_; p < text_.size() && out.size() < 12; ++p) {
      char c = text_[p];
      if (c == '\n' || c == '\r') break;
      unsigned char u = static_cast<unsigned char>(c);
      if (u < 32 || u >= 127) {
        static const char* hex = "0123456789abcdef";
        out += "\\x";
        out += hex[u >> 4];
        out += hex[u & 15];
      } else {
        out += c;
      }
    }
    return out.empty() ? std::string("end of line") : "'" + out + "'";
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  std::uint64_t line_ = 1;
};

}  // namespace rfsat::proof
