// text::read_integer (src/text/integer_text.hpp), the one reading of the
// integers in puzzle files and options: a number is read exactly, or
// refused with the range it must be in; nothing wraps (2^32 + 1 is not 1,
// 2^63 is not -2^63) and the range prints short.
#include "integer_text.hpp"

#include <gtest/gtest.h>

#include <string>

namespace rfsat::text {
namespace {

std::string refusal(std::string_view s, IntegerRange r = kAnyInteger,
                    std::string_view what = "an integer") {
  std::string why;
  const auto v = read_integer(s, r, what, why);
  EXPECT_FALSE(v.has_value()) << s << " read as " << *v;
  return why;
}

long long reading(std::string_view s, IntegerRange r = kAnyInteger) {
  std::string why;
  const auto v = read_integer(s, r, "an integer", why);
  EXPECT_TRUE(v.has_value()) << s << ": " << why;
  return v.value_or(0);
}

TEST(ReadInteger, ReadsEveryLongLongExactly) {
  EXPECT_EQ(reading("4294967297"), 4294967297LL);
  EXPECT_EQ(reading("2147483648"), 2147483648LL);
  EXPECT_EQ(reading("-1"), -1);
  EXPECT_EQ(reading("0"), 0);
  EXPECT_EQ(reading("9223372036854775807"), LLONG_MAX);
  EXPECT_EQ(reading("-9223372036854775808"), LLONG_MIN);
}

TEST(ReadInteger, RefusesWhatDoesNotFitWithItsRange) {
  EXPECT_EQ(refusal("9223372036854775808"),
            "an integer must be -2^63..2^63-1, got 9223372036854775808");
  EXPECT_EQ(refusal("-9223372036854775809"),
            "an integer must be -2^63..2^63-1, got -9223372036854775809");
  EXPECT_EQ(refusal("4294967297", kIntRange, "a calculation number"),
            "a calculation number must be -2^31..2^31-1, got 4294967297");
  EXPECT_EQ(refusal("4294967302", {1, 16}, "the rows"), "the rows must be 1..16, got 4294967302");
  EXPECT_EQ(refusal("-1", {0, LLONG_MAX}, "a seed"), "a seed must be 0..2^63-1, got -1");
}

TEST(ReadInteger, RefusesWhatIsNoInteger) {
  for (const char* s : {"1e308", "", "-", "+5", "12x", " 1", "0x10", "nan", "1.0"})
    EXPECT_EQ(refusal(s), "expected an integer, got '" + std::string(s) + "'") << s;
}

TEST(ReadInteger, ShortensALongNumberInItsMessage) {
  const std::string huge(10000, '9');
  const std::string why = refusal(huge);
  EXPECT_LT(why.size(), 80u) << why;
  EXPECT_NE(why.find("99999..."), std::string::npos) << why;
}

TEST(RangeText, PowersOfTwoPrintAsPowers) {
  EXPECT_EQ(range_text({1, 256}), "1..256");
  EXPECT_EQ(range_text({1, 1LL << 53}), "1..2^53");
  EXPECT_EQ(range_text({1, 1LL << 30}), "1..2^30");
  EXPECT_EQ(range_text(kIntRange), "-2^31..2^31-1");
  EXPECT_EQ(range_text({0, LLONG_MAX}), "0..2^63-1");
  EXPECT_EQ(range_text({LLONG_MIN, 0}), "-2^63..0");
  EXPECT_EQ(range_text({1, 1000000}), "1..1000000");
}

}  // namespace
}  // namespace rfsat::text
