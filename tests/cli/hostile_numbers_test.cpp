// Numbers from hostile input, through the rfsat executable: every number a
// reader or an option takes is read exactly or refused (exit 2) with where
// it is and the range it must be in; never wrapped into another puzzle
// (2^32 + 1 read as 1 made a 4x4 "unique" and its certificate verify).
#include <gtest/gtest.h>

#include <string>

#include "cli_fixture.hpp"

namespace {

using rfsat::test::Cli;
using rfsat::test::describe;
using rfsat::test::Output;
using rfsat::test::quote;

class Numbers : public Cli {
 protected:
  // Exit 2 and `message` on stderr (a substring).
  void expect_refused(const std::string& args, const std::string& message) {
    const Output o = rfsat(args);
    EXPECT_EQ(o.code, 2) << args << '\n' << describe(o);
    EXPECT_NE(o.err.find(message), std::string::npos) << args << '\n' << describe(o);
  }
};

// R1C1 = 4 and r1c1 + r1c2 = 2: no solution unless symbol 4 counts as 1.
const std::string kSymvalue4 =
    "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\nsymvalue(4, N)\nsum(2, 1, 2)\n"
    "set_cell(1, 4)\n";

std::string with(std::string text, const std::string& n) {
  return text.replace(text.find('N'), 1, n);
}

TEST_F(Numbers, ASymvalueBeyondAnIntIsRefusedNotWrapped) {
  const std::string path = dir.file("wrap.rf", with(kSymvalue4, "4294967297"));
  expect_refused("solve " + quote(path),
                 path + ":5:13: error: a calculation number must be -2^31..2^31-1, got 4294967297");
  const Output exact = rfsat("solve " + file("one.rf", with(kSymvalue4, "1")));
  EXPECT_EQ(exact.code, 0) << describe(exact);  // the reading 2^32 + 1 wrapped into
}

TEST_F(Numbers, SumsBeyondAnIntAreExact) {
  // 9 counts 2^31-1, so 9 and 1 make 2^31: reachable, as rfsat reads it.
  const Output o = rfsat("solve -n 1 --format line " +
                         file("big.rf",
                              "values = 123456789\nrow_groups\ncolumn_groups\nbox_groups(3, 3)\n"
                              "symvalue(9, 2147483647)\nsum(2147483648, 1, 2)\n"));
  EXPECT_EQ(o.code, 0) << describe(o);
  ASSERT_GE(o.out.size(), 2u) << describe(o);
  const std::string pair = o.out.substr(0, 2);
  EXPECT_TRUE(pair == "91" || pair == "19") << describe(o);
}

// Rule integers are at most 2^53 in size (no sum of cells comes near), so
// no sum or extent of them can wrap in 64 bits.
TEST_F(Numbers, RuleIntegersBeyondTwoToThe53AreRefused) {
  const std::string las = dir.file(
      "las.rf", "values = 1234\nrow_groups\nlook_and_say(1, 1, 9223372036854775807, 2; 1, 2)\n");
  expect_refused("solve " + quote(las),
                 las + ":3:20: error: an integer must be -2^53..2^53, got 9223372036854775807");
  expect_refused(
      "solve " + file("las2.rf",
                      "values = 1234\nrow_groups\nlook_and_say(1, 1, 9007199254740992, 2; 1, 2)\n"),
      "the counts add up to 9007199254740993, more than its 2 cells");
  expect_refused("solve " + file("sub.rf", "values = 1234\nsub_grid(5, 9223372036854775807, 1)\n"),
                 "an integer must be -2^53..2^53, got 9223372036854775807");
  expect_refused(
      "solve " + file("sum.rf", "values = 1234\nsymvalue(1, -5)\nsum(9223372036854775807, 1, 2)\n"),
      "an integer must be -2^53..2^53, got 9223372036854775807");
}

TEST_F(Numbers, AnIssShapeBeyondSixteenIsRefusedNotWrapped) {
  expect_refused(
      "solve " + file("shape.txt", ".Shape~4294967302x4294967302\n"),
      ".Shape~4294967302x4294967302 (1:1): error: the rows of .Shape~RxC must be 1..16, got "
      "4294967302");
}

TEST_F(Numbers, AnFpuzzlesNumberPastTwoToThe63IsRefusedNotWrapped) {
  const std::string grid = "[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]";
  expect_refused(
      "solve " + file("cage.json", "{\"size\": 4, \"grid\": " + grid +
                                       ", \"killercage\": [{\"cells\": [\"R1C1\", \"R1C2\"], "
                                       "\"value\": 18446744073709551615}]}"),
      "killercage[0].value: error: a whole number must be -2^53..2^53, got 18446744073709551615");
  expect_refused("solve " + file("size.json", "{\"size\": 18446744073709551620, \"grid\": []}"),
                 "size: error: expected a whole number, found the number 1.8446744073709552e+19");
}

TEST_F(Numbers, OptionsAreExactOrRefusedWithAShortRange) {
  const std::string p = file("p.rf", rfsat::test::kUnique4);
  for (const char* bad : {"nan", "inf", "-1", "0", "1e309", "5x"})
    expect_refused(
        "solve " + p + " --time-limit " + bad,
        "--time-limit: expected a number of seconds above 0, got '" + std::string(bad) + "'");
  expect_refused("solve " + p + " --jobs 4294967297",
                 "--jobs: expected an integer in 1..256, got '4294967297'");
  expect_refused("solve " + p + " --memory-limit 18446744073709551617",
                 "--memory-limit: expected an integer in 1..2^30, got '18446744073709551617'");
  expect_refused("generate -s 3 --seed -1", "--seed: expected an integer in 0..2^63-1, got '-1'");
  expect_refused("minimize " + p + " --seed 18446744073709551616",
                 "--seed: expected an integer in 0..2^63-1");
  const Output o = rfsat("solve " + p + " --time-limit inf");
  EXPECT_EQ(o.err.find("17976931348623157"), std::string::npos) << describe(o);  // DBL_MAX in full
}

TEST_F(Numbers, AHugeTimeLimitIsNoLimit) {
  const std::string p = file("p.rf", rfsat::test::kUnique4);
  for (const char* huge : {"1e10", "1e308"}) {
    const Output o = rfsat("solve " + p + " --time-limit " + huge);
    EXPECT_EQ(o.code, 0) << huge << '\n' << describe(o);
    EXPECT_NE(o.out.find("unique"), std::string::npos) << describe(o);
  }
}

// The certificate of the puzzle that the wrapped number read as, with the
// wrapped text as its puzzle copy: verify-proof re-reads the copy with every
// range check and refuses it, where it used to verify the false claim.
TEST_F(Numbers, VerifyProofRefusesACopyWithAWrappedNumber) {
  const std::string unique = std::string(rfsat::test::kUnique4) + "symvalue(4, N)\n";
  dir.file("p.rf", with(unique, "1"));
  const Output made = rfsat("check --proof certs p.rf");
  ASSERT_EQ(made.code, 0) << describe(made);
  ASSERT_EQ(rfsat("verify-proof certs").code, 0);
  dir.file("certs/p.puzzle.rf", with(unique, "4294967297"));
  const Output o = rfsat("verify-proof certs");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE((o.out + o.err).find("a calculation number must be -2^31..2^31-1, got 4294967297"),
            std::string::npos)
      << describe(o);
}

}  // namespace
