// integer_in and seconds_above_zero (option_checks.hpp).
#include "option_checks.hpp"

#include <cmath>
#include <cstdlib>

#include "integer_text.hpp"

namespace rfsat::cli {

CLI::Validator integer_in(long long lo, long long hi) {
  const std::string range = text::range_text({lo, hi});
  return CLI::Validator(
      [lo, hi, range](std::string& s) -> std::string {
        std::string why;
        if (text::read_integer(s, {lo, hi}, "an integer", why)) return "";
        return "expected an integer in " + range + ", got '" + text::shortened(s) + "'";
      },
      "INT in " + range);
}

CLI::Validator seconds_above_zero() {
  return CLI::Validator(
      [](std::string& s) -> std::string {
        char* end = nullptr;
        const double v = std::strtod(s.c_str(), &end);
        if (s.empty() || end != s.c_str() + s.size() || !std::isfinite(v) || v <= 0)
          return "expected a number of seconds above 0, got '" + text::shortened(s) + "'";
        return "";
      },
      "SECONDS > 0");
}

}  // namespace rfsat::cli
