// Diagnostics (src/text/diagnostics.hpp) as a user reads them: an error in a
// line of 100,000 characters quotes a window of it around the column, with
// the caret under the offending character, and a file with thousands of bad
// tokens prints twenty errors and a count, not gigabytes; puzzle text in a
// message is printable (no line break or ESC of its own), warnings print.
#include "diagnostics.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

namespace rfsat {
namespace {

TEST(Diagnostics, ALongLineIsQuotedAroundTheColumn) {
  std::string line(100000, 'x');
  line[60000] = '!';
  const std::string text = "values = 123\n" + line + "\n";
  Diagnostics d("f.rf", text);
  d.error({2, 60001}, "unexpected '!'");
  const std::string out = d.format(d.errors()[0]);
  EXPECT_LT(out.size(), 300u) << out;
  const std::size_t quote = out.find('\n') + 1, caret = out.find('\n', quote) + 1;
  const std::string quoted = out.substr(quote, caret - quote - 1);
  const std::string under = out.substr(caret, out.find('\n', caret) - caret);
  EXPECT_EQ(quoted.substr(0, 5), "  ...");
  EXPECT_EQ(quoted.substr(quoted.size() - 3), "...");
  ASSERT_EQ(under.back(), '^');
  EXPECT_EQ(quoted[under.size() - 1], '!') << quoted << '\n' << under;
}

TEST(Diagnostics, AShortLineIsQuotedWhole) {
  Diagnostics d("f.rf", "values = 123\nthermo(1,\t2, x)\n");
  d.error({2, 14}, "expected a cell");  // the x, after a tab: the caret line copies the tab
  EXPECT_EQ(d.format(d.errors()[0]), "f.rf:2:14: error: expected a cell\n  thermo(1,\t2, x)\n  " +
                                         std::string(9, ' ') + "\t" + std::string(3, ' ') + "^\n");
}

TEST(Diagnostics, TwentyErrorsAreShownThenACount) {
  Diagnostics d("f.rf", "values = 123\n");
  for (int i = 0; i < 25000; ++i) d.error({1, 1}, "bad");
  std::ostringstream out;
  d.print(out);
  const std::string s = out.str();
  EXPECT_LT(s.size(), 2000u);
  EXPECT_NE(s.find("f.rf: 24980 more errors not shown\n"), std::string::npos) << s;
}

TEST(Diagnostics, PuzzleTextCannotStartALogLine) {
  const std::string text = "values = 123\nsum(5\x1b[2J, 1)\n";
  Diagnostics d("evil\n::warning file=x::name.rf", text);
  d.error_at("killercage[0].value\n::error::", {2, 5},
             "expected a number, got '5\n::warning::INJECTED'");
  const std::string out = d.format(d.errors()[0]);
  EXPECT_EQ(
      out,
      "evil\\n::warning file=x::name.rf:2:5: killercage[0].value\\n::error::: error: expected a "
      "number, got '5\\n::warning::INJECTED'\n"
      "  sum(5\\x1b[2J, 1)\n"
      "      ^\n");
}

TEST(Diagnostics, WarningsArePrintedBeforeErrors) {
  Diagnostics d("p.json", "{}");
  d.warning_at("title", {}, "the key 'title' appears twice in one object; the last one is read");
  std::ostringstream out;
  d.print(out);
  EXPECT_EQ(out.str(),
            "p.json: title: warning: the key 'title' appears twice in one object; the last one is "
            "read\n");
  EXPECT_FALSE(d.has_errors());
}

TEST(Diagnostics, AByteOrderMarkIsNotQuoted) {
  Diagnostics d("f.rf", "\xEF\xBB\xBFvalues = 12\nx\n");
  d.error({1, 8}, "expected a value");
  EXPECT_EQ(d.format(d.errors()[0]),
            "f.rf:1:8: error: expected a value\n  values = 12\n         ^\n");
}

}  // namespace
}  // namespace rfsat
