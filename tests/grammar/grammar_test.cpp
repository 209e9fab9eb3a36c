// Tests of the `.rf` line grammar (grammar/parse.hpp, spec §1): the three
// shapes, `;` groups, comments, whitespace ignored everywhere, CRLF, missing
// final newline, empty files, line:column positions of properties and tokens,
// and the first syntax error with its exact position and message.
#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <string>
#include <vector>

#include "diagnostics.hpp"
#include "line_index.hpp"
#include "parse.hpp"

namespace {

using rfsat::Diagnostic;
using rfsat::Diagnostics;
using rfsat::ast::ArgGroup;
using rfsat::ast::Property;
using rfsat::ast::RuleFile;
using rfsat::ast::Shape;
using rfsat::ast::SourcePos;

std::vector<std::string> texts(const ArgGroup& group) {
  std::vector<std::string> out;
  for (const auto& t : group) out.push_back(t.text);
  return out;
}

using Strings = std::vector<std::string>;

void expect_pos(SourcePos pos, int line, int column) {
  EXPECT_EQ(pos.line, line);
  EXPECT_EQ(pos.column, column);
}

class Grammar : public ::testing::Test {
 protected:
  std::optional<RuleFile> parse(std::string text) {
    text_ = std::move(text);
    diags_.emplace("t.rf", text_);
    return rfsat::parser::parse_rule_file(text_, *diags_);
  }

  // Parses text that must be accepted without diagnostics.
  RuleFile ok(std::string text) {
    std::optional<RuleFile> rf = parse(std::move(text));
    EXPECT_TRUE(rf.has_value()) << "rejected: " << text_;
    EXPECT_FALSE(diags_->has_errors());
    for (const Diagnostic& d : diags_->errors()) ADD_FAILURE() << diags_->format(d);
    return rf.value_or(RuleFile{});
  }

  // Parses text that must be rejected with exactly one diagnostic.
  Diagnostic fail(std::string text) {
    std::optional<RuleFile> rf = parse(std::move(text));
    EXPECT_FALSE(rf.has_value()) << "accepted: " << text_;
    EXPECT_EQ(diags_->errors().size(), 1u);
    return diags_->errors().empty() ? Diagnostic{} : diags_->errors().front();
  }

  std::string text_;
  std::optional<Diagnostics> diags_;
};

TEST_F(Grammar, EmptyFileHasNoProperties) {
  EXPECT_TRUE(ok("").properties.empty());
}

TEST_F(Grammar, BlankAndCommentLinesAreIgnored) {
  EXPECT_TRUE(ok("\n   \n\t\r\n// only a comment\n  // indented\n").properties.empty());
}

TEST_F(Grammar, FlagShape) {
  RuleFile rf = ok("row_groups\n");
  ASSERT_EQ(rf.properties.size(), 1u);
  const Property& p = rf.properties[0];
  EXPECT_EQ(p.name.text, "row_groups");
  EXPECT_EQ(p.shape, Shape::flag);
  EXPECT_EQ(p.value.text, "");
  EXPECT_TRUE(p.groups.empty());
}

TEST_F(Grammar, AssignShape) {
  RuleFile rf = ok("values = 123456789\nempty_value=.\n");
  ASSERT_EQ(rf.properties.size(), 2u);
  EXPECT_EQ(rf.properties[0].name.text, "values");
  EXPECT_EQ(rf.properties[0].shape, Shape::assign);
  EXPECT_EQ(rf.properties[0].value.text, "123456789");
  EXPECT_TRUE(rf.properties[0].groups.empty());
  EXPECT_EQ(rf.properties[1].value.text, ".");
}

TEST_F(Grammar, CallShape) {
  RuleFile rf = ok("set_cell(12, 1)\n");
  ASSERT_EQ(rf.properties.size(), 1u);
  const Property& p = rf.properties[0];
  EXPECT_EQ(p.name.text, "set_cell");
  EXPECT_EQ(p.shape, Shape::call);
  ASSERT_EQ(p.groups.size(), 1u);
  EXPECT_EQ(texts(p.groups[0]), (Strings{"12", "1"}));
}

TEST_F(Grammar, SemicolonSeparatesGroups) {
  RuleFile rf = ok("wheel(1,2,10,11; 1,2,3,4)\narrow(5; 6,7,8)\narrow(1,2;3;4)\n");
  ASSERT_EQ(rf.properties.size(), 3u);
  const auto& wheel = rf.properties[0].groups;
  ASSERT_EQ(wheel.size(), 2u);
  EXPECT_EQ(texts(wheel[0]), (Strings{"1", "2", "10", "11"}));
  EXPECT_EQ(texts(wheel[1]), (Strings{"1", "2", "3", "4"}));
  const auto& arrow = rf.properties[1].groups;
  ASSERT_EQ(arrow.size(), 2u);
  EXPECT_EQ(texts(arrow[0]), (Strings{"5"}));
  EXPECT_EQ(texts(arrow[1]), (Strings{"6", "7", "8"}));
  EXPECT_EQ(rf.properties[2].groups.size(), 3u);
}

TEST_F(Grammar, EmptyCallGivesOneEmptyGroup) {
  RuleFile rf = ok("f()\ng ( )\n");
  ASSERT_EQ(rf.properties.size(), 2u);
  for (const Property& p : rf.properties) {
    EXPECT_EQ(p.shape, Shape::call);
    ASSERT_EQ(p.groups.size(), 1u);
    EXPECT_TRUE(p.groups[0].empty());
  }
}

TEST_F(Grammar, CommentsRunToEndOfLine) {
  RuleFile rf = ok("row_groups // rows\n// whole line\nvalues=12//c\nsum(3,1,2)// cage");
  ASSERT_EQ(rf.properties.size(), 3u);
  EXPECT_EQ(rf.properties[0].shape, Shape::flag);
  EXPECT_EQ(rf.properties[1].value.text, "12");
  EXPECT_EQ(texts(rf.properties[2].groups[0]), (Strings{"3", "1", "2"}));
}

TEST_F(Grammar, WhitespaceIsIgnoredEverywhere) {
  RuleFile rf = ok(
      "values = 1 2 3\n"
      "set_cell(1 2, 1)\n"
      "row _groups\n"
      "\t box\t_groups ( 3 ,\t3 )\t\n"
      "row_groups x\n");
  ASSERT_EQ(rf.properties.size(), 5u);
  EXPECT_EQ(rf.properties[0].value.text, "123");
  EXPECT_EQ(texts(rf.properties[1].groups[0]), (Strings{"12", "1"}));
  EXPECT_EQ(rf.properties[2].name.text, "row_groups");
  EXPECT_EQ(rf.properties[3].name.text, "box_groups");
  EXPECT_EQ(texts(rf.properties[3].groups[0]), (Strings{"3", "3"}));
  // Names are not checked here: this is the (unknown) flag "row_groupsx".
  EXPECT_EQ(rf.properties[4].name.text, "row_groupsx");
  EXPECT_EQ(rf.properties[4].shape, Shape::flag);
}

TEST_F(Grammar, TokensArePrintableAsciiExceptPunctuation) {
  RuleFile rf = ok("f(-1, a, *, ., A, 123456789, #!, _x)\nvalues = adbbbccb\n");
  ASSERT_EQ(rf.properties.size(), 2u);
  EXPECT_EQ(texts(rf.properties[0].groups[0]),
            (Strings{"-1", "a", "*", ".", "A", "123456789", "#!", "_x"}));
  EXPECT_EQ(rf.properties[1].value.text, "adbbbccb");
}

TEST_F(Grammar, AliasesAreJustNames) {
  RuleFile rf = ok("hexangular_grid(4,6)\nreptition\ndel_value(1,2)\nhexagonal_lines\n");
  ASSERT_EQ(rf.properties.size(), 4u);
  EXPECT_EQ(rf.properties[0].name.text, "hexangular_grid");
  EXPECT_EQ(rf.properties[1].name.text, "reptition");
  EXPECT_EQ(rf.properties[2].name.text, "del_value");
  EXPECT_EQ(rf.properties[3].name.text, "hexagonal_lines");
}

TEST_F(Grammar, NamesMayStartWithUnderscoreAndHoldDigits) {
  RuleFile rf = ok("_x1\nmodulo3(1,2)\nkropki_sum2(5,1,2)\n");
  ASSERT_EQ(rf.properties.size(), 3u);
  EXPECT_EQ(rf.properties[0].name.text, "_x1");
  EXPECT_EQ(rf.properties[1].name.text, "modulo3");
  EXPECT_EQ(rf.properties[2].name.text, "kropki_sum2");
}

TEST_F(Grammar, CrlfLineEnds) {
  RuleFile rf = ok("values = 12\r\nrow_groups\r\n\r\nsum(3, 1, 2)\r\n");
  ASSERT_EQ(rf.properties.size(), 3u);
  EXPECT_EQ(rf.properties[0].value.text, "12");
  EXPECT_EQ(rf.properties[1].name.text, "row_groups");
  expect_pos(rf.properties[1].pos, 2, 1);
  EXPECT_EQ(texts(rf.properties[2].groups[0]), (Strings{"3", "1", "2"}));
  expect_pos(rf.properties[2].pos, 4, 1);
}

TEST_F(Grammar, NoFinalNewline) {
  RuleFile rf = ok("row_groups\ncolumn_groups");
  ASSERT_EQ(rf.properties.size(), 2u);
  EXPECT_EQ(rf.properties[1].name.text, "column_groups");
  EXPECT_EQ(ok("values=12  ").properties.at(0).value.text, "12");
  EXPECT_EQ(ok("f(1)//c").properties.size(), 1u);
}

TEST_F(Grammar, PositionsOfPropertiesAndTokens) {
  RuleFile rf = ok(
      "values = 123\n"
      "\n"
      "  sum( 10 , 1,\t2 )\n"
      "   x_y\n"
      "arrow(5;6)\n");
  ASSERT_EQ(rf.properties.size(), 4u);
  const Property& values = rf.properties[0];
  expect_pos(values.pos, 1, 1);
  expect_pos(values.name.pos, 1, 1);
  expect_pos(values.value.pos, 1, 10);
  const Property& sum = rf.properties[1];
  expect_pos(sum.pos, 3, 3);
  expect_pos(sum.name.pos, 3, 3);
  ASSERT_EQ(sum.groups.at(0).size(), 3u);
  expect_pos(sum.groups[0][0].pos, 3, 8);
  expect_pos(sum.groups[0][1].pos, 3, 13);
  expect_pos(sum.groups[0][2].pos, 3, 16);
  expect_pos(rf.properties[2].pos, 4, 4);
  const Property& arrow = rf.properties[3];
  ASSERT_EQ(arrow.groups.size(), 2u);
  expect_pos(arrow.groups[1].at(0).pos, 5, 9);
}

TEST_F(Grammar, TokenPositionIsItsFirstNonBlankCharacter) {
  RuleFile rf = ok("values =   1 2 3\nf( 4 5 )\n");
  ASSERT_EQ(rf.properties.size(), 2u);
  expect_pos(rf.properties[0].value.pos, 1, 12);
  expect_pos(rf.properties[1].groups.at(0).at(0).pos, 2, 4);
  EXPECT_EQ(rf.properties[1].groups[0][0].text, "45");
}

TEST_F(Grammar, PositionsAgreeWithDiagnostics) {
  RuleFile rf = ok("a\r\n  b(1,\t\t2)\r\n\r\n c = 7");
  ASSERT_EQ(rf.properties.size(), 3u);
  std::vector<SourcePos> got;
  for (const Property& p : rf.properties) got.push_back(p.pos);
  for (const auto& t : rf.properties[1].groups.at(0)) got.push_back(t.pos);
  got.push_back(rf.properties[2].value.pos);
  const std::vector<std::size_t> offsets = {0, 5, 18, 7, 11, 22};
  ASSERT_EQ(got.size(), offsets.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    SourcePos want = diags_->position_of(offsets[i]);
    EXPECT_EQ(got[i].line, want.line) << "item " << i;
    EXPECT_EQ(got[i].column, want.column) << "item " << i;
  }
}

// LineIndex against counting every byte from the start (what Diagnostics
// did before it had an index), on random texts of '\n', '\r', tabs and
// letters, for every offset and every line.
TEST(LineIndex, AgreesWithCountingFromTheStart) {
  std::mt19937 rng(7);
  for (int round = 0; round < 200; ++round) {
    std::string text(std::uniform_int_distribution<int>(0, 40)(rng), 'a');
    for (char& c : text) c = "ab\t\r\n\n"[std::uniform_int_distribution<int>(0, 5)(rng)];
    const rfsat::LineIndex index(text);
    SourcePos p{1, 1};
    for (std::size_t off = 0; off <= text.size() + 2; ++off) {
      const SourcePos got = index.position_of(off);
      EXPECT_EQ(got.line, p.line) << "offset " << off << " of '" << text << "'";
      EXPECT_EQ(got.column, p.column) << "offset " << off << " of '" << text << "'";
      if (off < text.size())
        p = text[off] == '\n' ? SourcePos{p.line + 1, 1} : SourcePos{p.line, p.column + 1};
    }
    std::vector<std::string> lines(1);
    for (char c : text) {
      if (c == '\n')
        lines.emplace_back();
      else
        lines.back().push_back(c);
    }
    for (std::string& l : lines)
      if (!l.empty() && l.back() == '\r') l.pop_back();
    EXPECT_EQ(index.line_text(0), "");
    for (std::size_t l = 0; l < lines.size(); ++l)
      EXPECT_EQ(index.line_text(static_cast<int>(l) + 1), lines[l]) << "line " << l + 1;
    EXPECT_EQ(index.line_text(static_cast<int>(lines.size()) + 1), "");
  }
}

// ---- Syntax errors: exactly one diagnostic at the offending character.

struct ErrorCase {
  const char* text;
  int line;
  int column;
  const char* message;  // exact message
};

void PrintTo(const ErrorCase& c, std::ostream* os) { *os << '"' << c.text << '"'; }

class GrammarError : public Grammar, public ::testing::WithParamInterface<ErrorCase> {};

TEST_P(GrammarError, ReportsFirstErrorAtItsPosition) {
  const ErrorCase& c = GetParam();
  Diagnostic d = fail(c.text);
  EXPECT_EQ(d.pos.line, c.line);
  EXPECT_EQ(d.pos.column, c.column);
  EXPECT_EQ(d.message, c.message);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, GrammarError,
    ::testing::Values(
        ErrorCase{"set_cell(12,1", 1, 14, "expected ')', ',' or ';'"},
        ErrorCase{"set_cell(12,1\nrow_groups\n", 1, 14, "expected ')', ',' or ';'"},
        ErrorCase{"set_cell(12,1\r\nrow_groups\r\n", 1, 14, "expected ')', ',' or ';'"},
        ErrorCase{"row_groups\nsum(3,1,2 // cage\n", 2, 11, "expected ')', ',' or ';'"},
        ErrorCase{"values = ", 1, 10, "expected a token after '='"},
        ErrorCase{"values =\n1\n", 1, 9, "expected a token after '='"},
        ErrorCase{"values = (1)", 1, 10, "expected a token after '='"},
        ErrorCase{"= 5", 1, 1, "expected a rule name"},
        ErrorCase{"row_groups\n  = 5\n", 2, 3, "expected a rule name"},
        ErrorCase{"!", 1, 1, "expected a rule name"},
        ErrorCase{"row_groups\n!oops\n", 2, 1, "expected a rule name"},
        ErrorCase{"3x\n", 1, 1, "expected a rule name"},
        ErrorCase{"/ not a comment", 1, 1, "expected a rule name"},
        ErrorCase{"sum(3,1,2) extra", 1, 12, "expected end of line"},
        ErrorCase{"f(1)(2)", 1, 5, "expected end of line"},
        ErrorCase{"values = 1 = 2", 1, 12, "expected end of line"},
        ErrorCase{"values = 1\xc3\xa9", 1, 11, "expected end of line"},
        ErrorCase{"foo(1,(2))", 1, 7, "expected an argument"},
        ErrorCase{"f(1,,2)", 1, 5, "expected an argument"},
        ErrorCase{"f(1;)", 1, 5, "expected an argument"},
        ErrorCase{"f(1, )", 1, 6, "expected an argument"},
        ErrorCase{"f(,1)", 1, 3, "expected an argument or ')'"},
        ErrorCase{"f(", 1, 3, "expected an argument or ')'"},
        ErrorCase{"foo-bar", 1, 4, "expected '=', '(' or end of line"},
        ErrorCase{"row_groups\ncolumn_groups\nf(1,,2)\ng(,)\n", 3, 5,
                  "expected an argument"}));

TEST_F(Grammar, FormatsTheFirstErrorWithACaret) {
  Diagnostic d = fail("row_groups\nsum(3,1,2) extra\nf(,)\n");
  EXPECT_EQ(diags_->format(d),
            "t.rf:2:12: error: expected end of line\n"
            "  sum(3,1,2) extra\n"
            "             ^\n");
}

TEST_F(Grammar, CaretAtEndOfCrlfLine) {
  Diagnostic d = fail("set_cell(12,1\r\n");
  EXPECT_EQ(diags_->format(d),
            "t.rf:1:14: error: expected ')', ',' or ';'\n"
            "  set_cell(12,1\n"
            "               ^\n");
}

}  // namespace

namespace {

// A quoted argument is one token as written, quotes included: no skipping
// inside, `\"` inside, its position at the opening quote; one that does not
// close on its line is an ordinary token.
TEST_F(Grammar, QuotedArguments) {
  RuleFile rf = ok("regex_line( \"1(2|3)* , ;//\\\"\" , 1)\nf(\")\n");
  ASSERT_EQ(rf.properties.size(), 2u);
  const auto& groups = rf.properties[0].groups;
  ASSERT_EQ(groups.size(), 1u);
  EXPECT_EQ(texts(groups[0]), (Strings{"\"1(2|3)* , ;//\\\"\"", "1"}));
  EXPECT_EQ(groups[0][0].pos.column, 13);
  EXPECT_EQ(texts(rf.properties[1].groups[0]), Strings{"\""});
}

}  // namespace
