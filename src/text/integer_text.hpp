// Checked reading of the integers that puzzle files and options hold. Every
// reader (the .rf semantic pass, ISS, f-puzzles, SudokuPad, SudoCue, cdok)
// and every integer option reads its numbers through read_integer(), so a
// number is either read exactly or refused with the range it must be in:
// nothing is truncated or wrapped, as std::atoi, a static_cast<int> of a
// long long or nlohmann's get<long long>() of 2^63 would. Ranges print short
// ("1..16", "-2^31..2^31-1"), never as 19-digit bounds.
//
//   std::string why;
//   auto n = text::read_integer("4294967297", {1, 16}, "a side", why);
//   // nullopt; why == "a side must be 1..16, got 4294967297"
#pragma once

#include <climits>
#include <optional>
#include <string>
#include <string_view>

namespace rfsat::text {

struct IntegerRange {
  long long lo = LLONG_MIN, hi = LLONG_MAX;
};

// Every long long.
inline constexpr IntegerRange kAnyInteger{};
// The integers of puzzle rules (sums, targets, clues, counts, in every
// format): at most 2^53 in size. A larger one can be no sum of a grid's
// cells (calculation numbers are below 2^31 and grids at most 250,000
// cells: every sum is below 2^49); f-puzzles and SudokuPad, JavaScript
// programs, hold integers exactly only up to 2^53; and the encoders add and
// subtract targets in 64 bits with room to spare.
inline constexpr IntegerRange kRuleInteger{-(1LL << 53), 1LL << 53};
// What an int holds: calculation numbers, sizes and the like.
inline constexpr IntegerRange kIntRange{INT_MIN, INT_MAX};

// A bound as people read it: "16", "2^31-1", "-2^63" (powers of two from
// 2^16 on, and one less, are written as powers).
std::string bound_text(long long v);
// "1..16", "-2^63..2^63-1", "0..2^63-1".
std::string range_text(IntegerRange r);

// `text` as a decimal integer: an optional '-', then digits and
// nothing else. Out of `range` (or of long long) or not an integer: nullopt
// and `error` says why: "expected WHAT, got 'x'" or "WHAT must be RANGE,
// got N". A long text is shortened in the message.
std::optional<long long> read_integer(std::string_view text, IntegerRange range,
                                      std::string_view what, std::string& error);

// `text` shortened to at most 24 characters for a message ("12345...").
std::string shortened(std::string_view text);

}  // namespace rfsat::text
