// Text from hostile input in rfsat's diagnostics and reports: no line break,
// ESC or invalid byte of a puzzle or a file name reaches stderr, a text
// record, a GitHub workflow command or a JUnit report raw (a cage value
// "5\n::warning ..." printed a workflow command of its own); two different
// invalid bytes stay different ("\xff", "\xfe").
#include <gtest/gtest.h>

#include <string>

#include "cli_fixture.hpp"

namespace {

using rfsat::test::Cli;
using rfsat::test::describe;
using rfsat::test::lines_of;
using rfsat::test::Output;
using rfsat::test::quote;

const std::string kGrid4 = "[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]";

// Every byte below 0x20 other than '\n' and '\t', DEL, and every byte that
// is not part of valid UTF-8 (the test inputs use only ASCII otherwise).
bool has_raw_control(const std::string& s) {
  for (char c : s) {
    const unsigned char u = static_cast<unsigned char>(c);
    if ((u < 0x20 && c != '\n' && c != '\t') || u == 0x7f || u >= 0x80) return true;
  }
  return false;
}

class Hostile : public Cli {};

TEST_F(Hostile, ACageValueCannotPrintAWorkflowCommand) {
  const std::string json = "{\"size\": 4, \"grid\": " + kGrid4 +
                           ", \"killercage\": [{\"cells\": [\"R1C1\"], \"value\": "
                           "\"5\\n::warning file=evil::INJECTED\\u001b[2J\"}]}";
  const std::string path = file("evil.json", json);
  for (const char* format : {"text", "github"}) {
    const Output o = rfsat(std::string("check --format ") + format + " " + path);
    EXPECT_EQ(o.code, 2) << describe(o);
    for (const std::string& line : lines_of(o.err + o.out))
      EXPECT_NE(line.rfind("::warning", 0), 0u) << format << '\n' << describe(o);
    EXPECT_NE(o.err.find("5\\n::warning file=evil::INJECTED\\x1b[2J"), std::string::npos)
        << describe(o);
    EXPECT_FALSE(has_raw_control(o.err + o.out)) << describe(o);
  }
}

TEST_F(Hostile, EscapesInARuleFileDoNotReachTheTerminal) {
  const Output o =
      rfsat("solve " + file("esc.rf", "values = 1234\n\x1b]0;owned\x07thermo(1, 2)\n"));
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_FALSE(has_raw_control(o.err)) << describe(o);
  EXPECT_NE(o.err.find("\\x1b]0;owned\\x07"), std::string::npos) << describe(o);
}

TEST_F(Hostile, AFileNameWithALineBreakKeepsItsRecordOnOneLine) {
  dir.file("a\nb.rf", rfsat::test::kUnique4);
  const Output o = rfsat("check " + quote("a\nb.rf"));
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, "a\\nb.rf: unique\n") << describe(o);
}

TEST_F(Hostile, InvalidBytesInAFileNameKeepTheReportsWellFormed) {
  dir.file("bad\xff.rf", "values = 1234\nrow_groupz\n");
  dir.file("bad\xfe.rf", "values = 1234\nrow_groupz\n");
  const Output junit = rfsat("check --format junit bad*.rf");
  EXPECT_EQ(junit.code, 2) << describe(junit);
  EXPECT_FALSE(has_raw_control(junit.out)) << describe(junit);
  EXPECT_NE(junit.out.find("name=\"bad\\xff.rf\""), std::string::npos) << describe(junit);
  const Output json = rfsat("check --format json bad*.rf");
  EXPECT_NE(json.out.find("\"file\":\"bad\\\\xfe.rf\""), std::string::npos) << describe(json);
  EXPECT_NE(json.out.find("\"file\":\"bad\\\\xff.rf\""), std::string::npos) << describe(json);
  EXPECT_FALSE(has_raw_control(json.err)) << describe(json);
}

}  // namespace
