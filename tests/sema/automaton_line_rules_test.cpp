// Tests of the regular-language lines in the semantic pass
// (rules_automaton_lines.cpp, regex_pattern.cpp): a compiled pattern accepts
// exactly the words std::regex matches (every word of 0 to 4 symbols over
// 1..4, for listed and random patterns); nfa_line names its states; every
// error points at its line and column, inside the quoted pattern; the
// bounds refuse huge patterns quickly.
#include <gtest/gtest.h>

#include <random>
#include <regex>
#include <set>

#include "evaluate.hpp"
#include "regex_pattern.hpp"
#include "support/sema_support.hpp"

namespace rfsat {
namespace {

using test::ErrorCase;
using test::kinds_of;
using test::resolve_text;
using test::Result;

model::SymbolTable digits(const std::string& glyphs) {
  model::SymbolTable t;
  for (char g : glyphs) t.symbols.push_back({g, 1, static_cast<int>(t.symbols.size()) + 1});
  t.capacity = static_cast<int>(glyphs.size());
  return t;
}

bool accepts(const model::Nfa& n, const std::string& word, const model::SymbolTable& t) {
  std::set<int> now(n.starts.begin(), n.starts.end());
  for (char c : word) {
    std::set<int> next;
    for (const model::Nfa::Arc& a : n.arcs)
      if (now.count(a.from) && a.symbol == t.index_of(c)) next.insert(a.to);
    now = next;
  }
  for (int q : now)
    if (n.accepting[static_cast<std::size_t>(q)]) return true;
  return false;
}

// The pattern compiles and agrees with std::regex (ECMAScript reads these
// patterns as ISS does) on every word of up to 4 symbols of 1234.
void expect_same_language(const std::string& pattern) {
  const model::SymbolTable t = digits("1234");
  auto nfa = sema::compile_pattern(pattern, t);
  ASSERT_TRUE(std::holds_alternative<model::Nfa>(nfa))
      << pattern << ": " << std::get<sema::PatternError>(nfa).message;
  // libstdc++'s polynomial matcher: the backtracking one is exponential on
  // nested stars.
  const std::regex re(pattern, std::regex::ECMAScript | std::regex_constants::__polynomial);
  std::vector<std::string> words = {""};
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string w = words[i];
    EXPECT_EQ(accepts(std::get<model::Nfa>(nfa), w, t), std::regex_match(w, re))
        << pattern << " on '" << w << "'";
    if (w.size() < 4)
      for (char c : std::string("1234")) words.push_back(w + c);
  }
}

TEST(AutomatonLineRules, PatternsMatchWhatStdRegexMatches) {
  for (const char* p : {"", "1", "1[2-4]*", "(12|3)*4?", "[^13]+", ".{2}", ".{1,}", ".{0,2}1",
                        "((1|2)(3|4)){1,2}", "(|1)2", "()*", "1{0}", "(1*2*)*3", "[1-2][3-4]{2,3}"})
    expect_same_language(p);
}

// Random patterns from a small grammar (no stacked quantifiers, which
// ECMAScript reads as lazy).
std::string random_pattern(std::mt19937& rng, int depth) {
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  std::string atom;
  switch (depth <= 0 ? pick(3) : pick(5)) {
    case 0:
      atom = std::string(1, "1234"[pick(4)]);
      break;
    case 1:
      atom = ".";
      break;
    case 2:
      atom = std::string("[") + (pick(3) ? "" : "^") + "1234"[pick(4)] + "-4]";
      break;
    case 3:
      atom = "(" + random_pattern(rng, depth - 1) + "|" + random_pattern(rng, depth - 1) + ")";
      break;
    default:
      atom = "(" + random_pattern(rng, depth - 1) + random_pattern(rng, depth - 1) + ")";
  }
  const char* quantifiers[] = {"", "", "*", "+", "?", "{2}", "{0,2}", "{1,}"};
  return atom + quantifiers[pick(8)];
}

TEST(AutomatonLineRules, RandomPatternsMatchWhatStdRegexMatches) {
  std::mt19937 rng(51);
  for (int i = 0; i < 100; ++i)
    expect_same_language(random_pattern(rng, 2) + random_pattern(rng, 1));
}

TEST(AutomatonLineRules, StackedQuantifiersAndEscapes) {
  const model::SymbolTable t = digits("12+.");
  auto n = std::get<model::Nfa>(sema::compile_pattern("1+?\\+\\.*", t));
  EXPECT_TRUE(accepts(n, "+", t));  // (1+)? reads nothing
  EXPECT_TRUE(accepts(n, "11+..", t));
  EXPECT_FALSE(accepts(n, "1.", t));  // the \+ is needed
  EXPECT_TRUE(accepts(std::get<model::Nfa>(sema::compile_pattern(" 1 { 2 } ", t)), "11", t));
}

TEST(AutomatonLineRules, ReadsBothKeywords) {
  Result r = resolve_text(
      "values=1234\nregex_line(\"1[34]+\", r1c1-r1c3)\nnfa_line(a, b; c; a>12>c, b>3>c; 5, 6, 5)\n"
      "nfa_line(q; q; 7)\n");
  ASSERT_TRUE(r.puzzle);
  auto k = kinds_of<model::RegexLine>(*r.puzzle);
  ASSERT_EQ(k.size(), 3u);
  EXPECT_EQ(k[0].cells, (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(k[0].pattern, "1[34]+");
  EXPECT_EQ(k[1].cells, (std::vector<int>{4, 5, 4}));
  EXPECT_EQ(k[1].pattern, "");
  EXPECT_EQ(k[1].nfa.states, 3);
  EXPECT_EQ(k[1].nfa.starts, (std::vector<int>{0, 1}));
  EXPECT_EQ(k[1].nfa.accepting, (std::vector<char>{0, 0, 1}));
  EXPECT_EQ(k[1].nfa.arcs, (std::vector<model::Nfa::Arc>{{0, 0, 2}, {0, 1, 2}, {1, 2, 2}}));
  EXPECT_EQ(k[2].nfa.states, 1);
  EXPECT_TRUE(k[2].nfa.arcs.empty());
}

class AutomatonLineErrors : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(AutomatonLineErrors, PointsAtTheProblem) { test::expect_error(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Cases, AutomatonLineErrors,
    ::testing::Values(
        ErrorCase{"values=1234\nregex_line(\"1[35]\", 1)\n", 2, 16,
                  "'5' is not a symbol of values"},
        ErrorCase{"values=1234\nregex_line(\"1(2|3\", 1)\n", 2, 18, "expected ')'"},
        ErrorCase{"values=1234\nregex_line(\"1{2,1}\", 1)\n", 2, 14, "decrease"},
        ErrorCase{"values=1234\nregex_line(\"*1\", 1)\n", 2, 13, "follows nothing"},
        ErrorCase{"values=1234\nregex_line(\"1]\", 1)\n", 2, 14, "unmatched ']'"},
        ErrorCase{"values=1234\nregex_line(\"[]\", 1)\n", 2, 13, "an empty class"},
        ErrorCase{"values=1234\nregex_line(\"[4-1]\", 1)\n", 2, 14, "runs backwards"},
        ErrorCase{"values=1234\nregex_line(\"1{,2}\", 1)\n", 2, 15, "expected a count"},
        ErrorCase{"values=1234\nregex_line(\"1{1001}\", 1)\n", 2, 15, "a count above 1000"},
        ErrorCase{"values=1234\nregex_line(\"((1{100}){100}){100}\", 1)\n", 2, 15, "4096"},
        ErrorCase{"values=1234\nregex_line(1, 2)\n", 2, 12, "takes a quoted pattern first"},
        ErrorCase{"values=1234\nregex_line(\"1\")\n", 2, 1, "takes at least 1 argument"},
        ErrorCase{"values=1234\nnfa_line(a; b; a>1>b; 1; 2)\n", 2, 1,
                  "'nfa_line' takes start states"},
        ErrorCase{"values=1234\nnfa_line(a; b; a>5>b; 1)\n", 2, 18, "'5' is not in values"},
        ErrorCase{"values=1234\nnfa_line(a; b; a-1-b; 1)\n", 2, 16, "expected a transition"},
        ErrorCase{"values=1234\nnfa_line(a; b; a>1>b; 17)\n", 2, 23, "out of range"}));

TEST(AutomatonLineRules, HugePatternsAreRefusedQuickly) {
  const model::SymbolTable t = digits("1234");
  // Nested counts would need 10^9 states; refused at the bound.
  auto e = sema::compile_pattern("(((1{1000}){1000}){1000})", t);
  ASSERT_TRUE(std::holds_alternative<sema::PatternError>(e));
  EXPECT_NE(std::get<sema::PatternError>(e).message.find("4096"), std::string::npos);
  e = sema::compile_pattern(std::string(sema::kMaxPatternLength + 1, '1'), t);
  ASSERT_TRUE(std::holds_alternative<sema::PatternError>(e));
  e = sema::compile_pattern(std::string(200, '(') + "1" + std::string(200, ')'), t);
  ASSERT_TRUE(std::holds_alternative<sema::PatternError>(e));
  EXPECT_NE(std::get<sema::PatternError>(e).message.find("nested"), std::string::npos);
}

// The checker's regex matching does not backtrack: nested stars on a long
// line that fails only at its end are decided at once (a backtracking
// matcher tries 2^k ways to split the ones).
TEST(AutomatonLineRules, CheckerDecidesNestedStarsAtOnce) {
  Result r = resolve_text("values=12\ncolumns=60\nrows=1\nregex_line(\"(1*)*2\", r1c1-r1c60)\n");
  ASSERT_TRUE(r.puzzle);
  const model::RegexLine k = kinds_of<model::RegexLine>(*r.puzzle).at(0);
  model::Assignment ones(60, 0);
  EXPECT_FALSE(check::evaluate(k, *r.puzzle, ones));
  ones.back() = 1;
  EXPECT_TRUE(check::evaluate(k, *r.puzzle, ones));
}

}  // namespace
}  // namespace rfsat
