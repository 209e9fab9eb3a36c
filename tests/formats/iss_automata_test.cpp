// ISS's Regex and NFA constraints (src/formats/iss/types_automata.cpp,
// write_automata.cpp, nfa_text.cpp): the texts ISS itself writes (made by
// ISS's own NFASerializer and Regex.encodePattern) read as regex_line and
// nfa_line, the refusals, and the writer's texts read back to the same
// puzzle and the same text.
#include <gtest/gtest.h>

#include <sstream>

#include "iss/nfa_text.hpp"
#include "iss/write.hpp"
#include "iss_support.hpp"
#include "load.hpp"

namespace rfsat::test {
namespace {

using Lines = std::vector<std::string>;

TEST(IssAutomata, ReadsWhatIssWrites) {
  // Regex.encodePattern("(12|34)+") and the NFA of {a -1,2-> b, b -3,4-> a},
  // accepting b, as ISS serialises it (its packed format) on 1..4.
  EXPECT_EQ(iss_lines_of(".Shape~4x4.Regex~KDEyfDM0KSs~R4C1~R4C2~~R1C1~R1C2"),
            (Lines{"regex_line(\"(12|34)+\", 13, 14)", "regex_line(\"(12|34)+\", 1, 2)"}));
  EXPECT_EQ(iss_lines_of(".Shape~4x4.NFA~QPH4AA~_alt~R1C1~R1C2~R1C3"),
            Lines{"nfa_line(s0; s1; s0>12>s1, s1>34>s0; 1, 2, 3)"});
  // ISS's compiled regex 1[34]+ (plain format after its own optimisation).
  EXPECT_EQ(iss_lines_of(".Shape~4x4.NFA~RNQ2Lig~R1C1~R1C2"),
            Lines{"nfa_line(s0; s1; s0>1>s2, s1>34>s1, s2>34>s1; 1, 2)"});
  // Old links: percent-encoded; lower-case letters are values 10 on; a
  // 0-indexed grid's 0 is the symbol 0.
  EXPECT_EQ(iss_lines_of(".Shape~4x4.Regex~1%5B34%5D%2E~R1C1~R1C2~R1C3"),
            Lines{"regex_line(\"1[34].\", 1, 2, 3)"});
  // Counts are no values: 1.{0,2}4 (MS57MCwyfTQ) on 1..4.
  EXPECT_EQ(iss_lines_of(".Shape~4x4.Regex~MS57MCwyfTQ~R1C1~R1C2"),
            Lines{"regex_line(\"1.{0,2}4\", 1, 2)"});
  EXPECT_EQ(iss_lines_of(".Shape~4x4~0-3.Regex~MCoz~R1C1~R1C2").back(),
            "regex_line(\"0*3\", 1, 2)");
  EXPECT_EQ(iss_verdict(".Shape~4x4.Regex~KDEyfDM0KSs~R4C1~R4C2.NFA~QPH4AA~R1C1~R1C2~R1C3"),
            "multiple");
}

TEST(IssAutomata, RefusesWhatHasNoRfForm) {
  EXPECT_NE(iss_errors_of(".Shape~4x4.Regex~KDEyfDM0KSs~R4C1~R4C2.Regex~NQ~R1C1")
                .find("holds '5', not a value of this grid (1-4)"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~4x4.Regex~K*~R1C1").find("not ISS's base64url"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~4x4.NFA~QPH4AA~R1C1~-~R1C2").find("several segments"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~4x4.NFA~QPH4A_~R1C1").find("trailing data"), std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~4x4.NFA~Q~R1C1").find("not ISS's serialised form"),
            std::string::npos);
}

const std::string kSudoku4 = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\n";

TEST(IssAutomata, WritesAndReadsBack) {
  const model::Puzzle p = puzzle_of(
      kSudoku4 +
      "regex_line(\"(12|34)+\", 13, 14)\nnfa_line(x, y; z; x>12>z, y>3>z, z>4>x; 1, 2, 3)\n");
  std::string why;
  const std::optional<std::string> text = formats::iss::write_iss(p, &why, {});
  ASSERT_TRUE(text) << why;
  // ISS reads BOQomacA as starts 0, 1 and accepting 2 with 0 -1,2-> 2,
  // 1 -3-> 2, 2 -4-> 0 (checked with its NFASerializer.deserialize).
  EXPECT_EQ(*text, ".Shape~4x4.Regex~KDEyfDM0KSs~R4C1~R4C2.NFA~BOQomacA~R1C1~R1C2~R1C3\n");
  const Lines back = iss_lines_of(*text);
  EXPECT_EQ(back, (Lines{"regex_line(\"(12|34)+\", 13, 14)",
                         "nfa_line(s0, s1; s2; s0>12>s2, s1>3>s2, s2>4>s0; 1, 2, 3)"}));
  EXPECT_EQ(formats::iss::write_iss(puzzle_of(kSudoku4 + back[0] + "\n" + back[1] + "\n"), &why, {})
                .value_or(why),
            *text);
  // An escape, or symbols not written as ISS writes its values: refused.
  EXPECT_FALSE(formats::iss::write_iss(
      puzzle_of(
          "values = abcd\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\nregex_line(\"a+\", 1)\n"),
      &why, {}));
  EXPECT_NE(why.find("is not written as ISS writes its value"), std::string::npos) << why;
}

TEST(IssAutomata, NfaTextRoundTrip) {
  // Every NFA the writer makes reads back as itself (states in ISS's order:
  // starts, other accepting states, the rest).
  model::Nfa n{4, {0, 1}, {1, 0, 1, 0}, {{0, 0, 2}, {0, 0, 3}, {1, 3, 1}, {2, 2, 0}, {3, 1, 1}}};
  std::string why;
  const std::optional<model::Nfa> back =
      formats::iss::decode_nfa(formats::iss::encode_nfa(n, 4), why);
  ASSERT_TRUE(back) << why;
  EXPECT_EQ(*back, n);
  EXPECT_EQ(formats::iss::encode_nfa(model::Nfa{1, {}, {1}, {}}, 4), "");
  EXPECT_EQ(formats::iss::decode_nfa("", why)->states, 0);
}

}  // namespace
}  // namespace rfsat::test
