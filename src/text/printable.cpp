// printable() and PrintableStreambuf: see printable.hpp. UTF-8 validity as
// RFC 3629 defines it (no overlong forms, no surrogates, at most U+10FFFF).
#include "printable.hpp"

#include <cstdio>

namespace rfsat::text {
namespace {

enum class Utf8 { valid, invalid, incomplete };

// The UTF-8 sequence at s[i]: valid (its length in `length`), invalid
// (s[i] starts no sequence, or one that breaks before its end) or a valid
// start cut off by the end of s.
Utf8 sequence_at(std::string_view s, std::size_t i, std::size_t& length) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const unsigned char c = b(0);
  unsigned char lo = 0x80, hi = 0xBF;  // the allowed range of the second byte
  if (c < 0x80) return length = 1, Utf8::valid;
  if (c >= 0xC2 && c <= 0xDF)
    length = 2;
  else if (c >= 0xE0 && c <= 0xEF)
    length = 3, lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
  else if (c >= 0xF0 && c <= 0xF4)
    length = 4, lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
  else
    return Utf8::invalid;
  for (std::size_t k = 1; k < length; ++k) {
    if (i + k >= s.size()) return Utf8::incomplete;
    const unsigned char x = b(k);
    if (k == 1 ? (x < lo || x > hi) : (x < 0x80 || x > 0xBF)) return Utf8::invalid;
  }
  return Utf8::valid;
}

std::string hex_escape(const char* form, unsigned value) {
  char buf[12];
  std::snprintf(buf, sizeof buf, form, value);
  return buf;
}

// One piece of `text` from s[i]: appended to `out` escaped, returning the
// bytes it took. `pass_newline`: a line feed is copied (the stream form).
std::size_t escape_one(std::string_view s, std::size_t i, std::string& out, bool pass_newline) {
  const unsigned char c = static_cast<unsigned char>(s[i]);
  std::size_t length = 1;
  if (sequence_at(s, i, length) != Utf8::valid) return out += hex_escape("\\x%02x", c), 1;
  if (c == '\n') return out += pass_newline ? "\n" : "\\n", 1;
  if (c == '\r') return out += "\\r", 1;
  if ((c < 0x20 && c != '\t') || c == 0x7F) return out += hex_escape("\\x%02x", c), 1;
  if (c == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0)  // a C1 control, U+0080..U+009F
    return out += hex_escape("\\u%04x", static_cast<unsigned char>(s[i + 1])), 2;
  out.append(s.substr(i, length));
  return length;
}

}  // namespace

std::string printable(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) i += escape_one(text, i, out, false);
  return out;
}

PrintableStreambuf::int_type PrintableStreambuf::overflow(int_type c) {
  if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
  std::lock_guard<std::mutex> lock(mutex_);
  pending_ += traits_type::to_char_type(c);
  flush_pending(false);
  return c;
}

std::streamsize PrintableStreambuf::xsputn(const char* s, std::streamsize n) {
  std::lock_guard<std::mutex> lock(mutex_);
  pending_.append(s, static_cast<std::size_t>(n));
  flush_pending(false);
  return n;
}

// Writes what of pending_ is decided; an incomplete UTF-8 start waits for
// its next bytes unless `complete` (the stream ends).
void PrintableStreambuf::flush_pending(bool complete) {
  std::string out;
  std::size_t i = 0, length = 0;
  while (i < pending_.size()) {
    if (!complete && sequence_at(pending_, i, length) == Utf8::incomplete) break;
    i += escape_one(pending_, i, out, true);
  }
  pending_.erase(0, i);
  target_->sputn(out.data(), static_cast<std::streamsize>(out.size()));
}

int PrintableStreambuf::sync() { return target_->pubsync(); }

}  // namespace rfsat::text
