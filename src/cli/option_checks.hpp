// The checks of rfsat's numeric options (main.cpp declares the options):
// an integer option is exact or refused with its range, as every reader's
// numbers are (text::read_integer), and a time limit is a finite number of
// seconds above 0. CLI11's own Range and PositiveNumber let "nan" through
// (every comparison with it is false) and print their bounds in full
// ("1797693134862315708145274237317043567980..." for DBL_MAX); these print
// "--jobs: expected an integer in 1..256, got 4294967297" (exit 2).
//
//   app->add_option("--jobs", jobs)->check(integer_in(1, 256));
#pragma once

#include <CLI/CLI.hpp>
#include <optional>

namespace rfsat::cli {

// An integer in lo..hi, written in decimal (no '1e3', no '0x10', no sign
// for a count that cannot be negative): "--seed -1" is refused, not wrapped.
CLI::Validator integer_in(long long lo, long long hi);

// Seconds: a finite number above 0 ("nan", "inf", 0 and negatives refused).
CLI::Validator seconds_above_zero();

// A time limit this long or longer is no limit: a deadline that far off
// (1e10 s, 1e308 s) would overflow the clock's arithmetic; 10^9 s is over
// 31 years.
inline constexpr double kNoLimitSeconds = 1e9;

// A given --time-limit (0: not given) as the commands take it: nullopt for
// none, and for one of kNoLimitSeconds or more.
inline std::optional<double> time_limit_of(double seconds) {
  if (seconds > 0 && seconds < kNoLimitSeconds) return seconds;
  return std::nullopt;
}

}  // namespace rfsat::cli
