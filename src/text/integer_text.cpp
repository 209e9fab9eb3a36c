// read_integer() and the range texts: see integer_text.hpp.
#include "integer_text.hpp"

#include <charconv>
#include <string>

namespace rfsat::text {
namespace {

// k when m == 2^k (m > 0), else -1.
int power_of_two(unsigned long long m) {
  if (m == 0 || (m & (m - 1)) != 0) return -1;
  int k = 0;
  while (m > 1) m >>= 1, ++k;
  return k;
}

constexpr int kFirstPower = 16;  // below 2^16, bounds print as decimals

}  // namespace

std::string bound_text(long long v) {
  // |v| as unsigned, exact for LLONG_MIN too.
  const unsigned long long m =
      v < 0 ? 0ULL - static_cast<unsigned long long>(v) : static_cast<unsigned long long>(v);
  if (const int k = power_of_two(m); k >= kFirstPower)
    return (v < 0 ? "-2^" : "2^") + std::to_string(k);
  if (const int k = power_of_two(m + 1); v > 0 && k >= kFirstPower)
    return "2^" + std::to_string(k) + "-1";
  return std::to_string(v);
}

std::string range_text(IntegerRange r) { return bound_text(r.lo) + ".." + bound_text(r.hi); }

std::string shortened(std::string_view text) {
  constexpr std::size_t kShown = 24;
  return text.size() <= kShown ? std::string(text)
                               : std::string(text.substr(0, kShown - 3)) + "...";
}

std::optional<long long> read_integer(std::string_view text, IntegerRange range,
                                      std::string_view what, std::string& error) {
  long long v = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, v);
  if (text.empty() || ptr != end || (ec != std::errc() && ec != std::errc::result_out_of_range)) {
    error = "expected " + std::string(what) + ", got '" + shortened(text) + "'";
    return std::nullopt;
  }
  if (ec == std::errc::result_out_of_range || v < range.lo || v > range.hi) {
    error = std::string(what) + " must be " + range_text(range) + ", got " + shortened(text);
    return std::nullopt;
  }
  return v;
}

}  // namespace rfsat::text
