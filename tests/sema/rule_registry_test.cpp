// The registry walk (src/sema/rule_registry.hpp): every implemented row's
// example, a whole rule file, parses, resolves with constraints tagged by the row, encodes and
// solves; every SAT solution is accepted by the independent checker, and the SAT count (up to kCap)
// equals the independent backtracker's (the same solutions when below the cap). Also: refused rows
// are refused, the suggestions for unknown names are unchanged, common names point to their rows,
// every kind is made by some row, every row is in the rule table and the reference of
// docs/rf-language.md (with its picture), and every clue keyword has a fixture in
// puzzles/ (docs/adding-a-rule.md lists what catches what).
#include "rule_registry.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "encode.hpp"
#include "evaluate.hpp"
#include "rule_reference.hpp"
#include "solver.hpp"
#include "support/backtrack.hpp"
#include "support/kind_names.hpp"
#include "support/sema_support.hpp"
#include "support/source_tree.hpp"

namespace rfsat {
namespace {

using sema::Rule;
using sema::Support;

constexpr int kCap = 1000;  // solutions counted per example

std::vector<const Rule*> rows_with(Support support) {
  std::vector<const Rule*> out;
  for (const Rule& r : sema::rules())
    if (r.support == support) out.push_back(&r);
  return out;
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The rule names of a rule file, aliases resolved: each line's name with
// whitespace and comments removed (spec §1).
std::set<std::string> keywords_of(const std::string& text) {
  std::set<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    line = line.substr(0, line.find("//"));
    std::erase_if(line, [](char c) { return c == ' ' || c == '\t' || c == '\r'; });
    const std::string name = line.substr(0, line.find_first_of("(="));
    if (!name.empty()) out.insert(std::string(sema::canonical_name(name)));
  }
  return out;
}

// ---- the walk -------------------------------------------------------------

class RuleExample : public testing::TestWithParam<const Rule*> {};

// Counts the example's solutions through SAT and through the backtracker.
void expect_sat_agrees(const Rule& rule, const model::Puzzle& p) {
  const backend::Enumeration sat =
      backend::enumerate(p, enc::encode_puzzle(p, {}), {.max_solutions = kCap, .time_limit_seconds = 60});
  ASSERT_TRUE(sat.complete || static_cast<int>(sat.solutions.size()) == kCap) << rule.keyword;
  for (const model::Assignment& a : sat.solutions) {
    const auto why = check::find_violation(p, a);
    ASSERT_FALSE(why) << rule.keyword << ": SAT solution rejected by the checker: " << *why;
  }
  std::vector<model::Assignment> found;
  const long long counted = test::count_solutions(p, kCap, &found);
  EXPECT_EQ(static_cast<long long>(sat.solutions.size()), counted) << rule.keyword;
  EXPECT_GE(counted, 1) << rule.keyword << ": the example has no solution";
  if (counted < kCap) {
    EXPECT_EQ(std::set<model::Assignment>(sat.solutions.begin(), sat.solutions.end()),
              std::set<model::Assignment>(found.begin(), found.end()))
        << rule.keyword;
  }
}

TEST_P(RuleExample, Walks) {
  const Rule& rule = *GetParam();
  const std::string text = sema::example_file(rule);
  ASSERT_TRUE(keywords_of(text).count(std::string(rule.keyword))) << text;
  test::Result r = test::resolve_text(text);
  ASSERT_TRUE(r.puzzle) << text << (r.errors.empty() ? "" : r.errors[0].message);
  // The handler tags what it makes with the row's own keyword; rows that
  // make no constraint: the values and grid phases, repetition,
  // full_rank_any_ties (read by the full_rank clues), var_cells (cells, not
  // constraints), and the block markers but `or` (its block becomes one
  // constraint).
  const bool makes = (rule.resolve.set && rule.keyword != "repetition" &&
                      rule.keyword != "full_rank_any_ties" && rule.keyword != "var_cells") ||
                     rule.keyword == "or";
  const bool tagged = std::any_of(r.puzzle->constraints.begin(), r.puzzle->constraints.end(),
                                  [&](const model::Constraint& c) { return c.rule.data() == rule.keyword.data(); });
  EXPECT_EQ(tagged, makes) << rule.keyword << ": constraints tagged with the row";
  expect_sat_agrees(rule, *r.puzzle);
}

INSTANTIATE_TEST_SUITE_P(Registry, RuleExample, testing::ValuesIn(rows_with(Support::implemented)),
                         [](const testing::TestParamInfo<const Rule*>& info) {
                           return std::string(info.param->keyword);
                         });

TEST(RuleRegistry, EveryRowIsComplete) {
  for (const Rule& r : sema::rules()) {
    EXPECT_FALSE(r.description.empty() || r.section.empty() || r.example.empty()) << r.keyword;
    const bool read_whole = r.phase == sema::Phase::values || r.phase == sema::Phase::grid ||
                            r.phase == sema::Phase::block;
    if (r.support == Support::implemented)
      EXPECT_NE(r.resolve.set, read_whole) << r.keyword << ": handler";
    else
      EXPECT_FALSE(r.resolve.set) << r.keyword;
    EXPECT_EQ(r.resolve.set, r.resolve.fn != nullptr) << r.keyword;
    EXPECT_EQ(sema::find_rule(r.keyword), &r);
  }
}

TEST(RuleRegistry, RefusedRowsAreRefused) {
  for (const Rule* r : rows_with(Support::refused))
    test::expect_error({sema::example_file(*r).c_str(), 4, 1, "rfsat refuses it"});
}

// The aliases of spec §1, and the closest-name suggestions (ties go to the
// first row), as rfsat gave them before the registry.
TEST(RuleRegistry, AliasesAndSuggestionsAreUnchanged) {
  EXPECT_EQ(sema::canonical_name("hexangular_grid"), "hexagonal_grid");
  EXPECT_EQ(sema::canonical_name("hexagonal_lines"), "hexagon_lines");
  EXPECT_EQ(sema::canonical_name("del_value"), "del_values");
  EXPECT_EQ(sema::canonical_name("reptition"), "repetition");
  EXPECT_EQ(sema::canonical_name("thermo"), "thermo");
  const std::pair<const char*, const char*> suggested[] = {
      {"thermometer", "thermo"}, {"killer", "values"},        {"sums", "sum"},
      {"kropki", "no_kropki"},   {"anti_night", "anti_knight"}, {"xv", "even"},
      {"box", "rows"},           {"japanese", "values"},      {"hexangular_lines", "hexagon_lines"}};
  for (const auto& [name, closest] : suggested) EXPECT_EQ(sema::closest_rule(name), closest) << name;
}

// Other puzzles' names are suggestions in the error, never the rule itself.
TEST(RuleRegistry, CommonNamesPointToTheirRows) {
  const std::string killer = sema::unknown_rule_message("killer");
  EXPECT_NE(killer.find("'sum' (sum(total, cell, cell, ...))"), std::string::npos) << killer;
  EXPECT_NE(killer.find("'cage' (cage(cell, cell, ...))"), std::string::npos) << killer;
  EXPECT_NE(sema::unknown_rule_message("killer_cage").find("'cage'"), std::string::npos);
  EXPECT_NE(sema::unknown_rule_message("thermometer").find("calls it 'thermo'"), std::string::npos);
  EXPECT_EQ(sema::canonical_name("killer"), "killer");  // not an alias
  for (const Rule& r : sema::rules()) {                 // a common name is no keyword or alias
    std::istringstream names{std::string(r.known_as)};
    for (std::string name; names >> name;)
      EXPECT_TRUE(!sema::find_rule(name) && sema::canonical_name(name) == name) << name;
  }
}

// Each example is a file on its own (`rfsat rules K --example > k.rf` reads),
// and the signature names the keyword with its arguments in the row's shape.
TEST(RuleRegistry, ExamplesAreWholeFilesAndSignaturesMatchTheShape) {
  for (const Rule& r : sema::rules()) {
    const std::set<std::string> keywords = keywords_of(std::string(r.example));
    EXPECT_TRUE(keywords.count("values")) << r.keyword << ": the example has no values line";
    EXPECT_TRUE(keywords.count(std::string(r.keyword))) << r.keyword;
    EXPECT_EQ(r.signature.substr(0, r.keyword.size()), r.keyword);
    const std::string_view rest = r.signature.substr(r.keyword.size());
    const std::string_view want = r.shape == ast::Shape::call     ? rest.substr(0, 1)
                                  : r.shape == ast::Shape::assign ? rest.substr(0, 3)
                                  : r.also_call                   ? rest.substr(0, 0)
                                                                  : rest;
    EXPECT_EQ(want, r.shape == ast::Shape::call     ? "("
                    : r.shape == ast::Shape::assign ? " = "
                                                    : "")
        << r.signature;
  }
}

// Kinds no .rf keyword makes.
const std::set<std::string> kNoKeyword = {"distinct_digits"};  // cdok's Nylimb lines

// A kind with a handler but no row would be made by no example.
TEST(RuleRegistry, EveryKindIsMadeBySomeRow) {
  std::set<std::string> made;
  for (const Rule* r : rows_with(Support::implemented)) {
    test::Result res = test::resolve_text(sema::example_file(*r));
    if (res.puzzle)
      for (const model::Constraint& c : res.puzzle->constraints) made.insert(std::string(model::kind_name(c)));
  }
  for (const std::string& kind : test::kind_names())
    EXPECT_NE(made.count(kind), kNoKeyword.count(kind))
        << kind << (kNoKeyword.count(kind) ? ": drop it from kNoKeyword" : ": no row's example makes it");
}

// docs/rf-language.md has one table row per registry row, in registry order,
// with its section and description: "| `keyword` | §N | description |".
TEST(RuleRegistry, EveryRowIsDocumented) {
  const std::string doc = read_file(test::source_dir() / "docs" / "rf-language.md");
  ASSERT_FALSE(doc.empty());
  std::vector<std::string> table;
  std::istringstream in(doc);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("| `", 0) == 0) table.push_back(line);
  std::vector<std::string> want;
  for (const Rule& r : sema::rules())
    want.push_back("| `" + std::string(r.keyword) + "` | " + std::string(r.section) + " | " +
                   std::string(r.description) + " |");
  EXPECT_EQ(table, want) << "docs/rf-language.md's rule table differs from the registry";
}

// docs/rf-language.md's reference is the registry's (scripts/rule_pictures.sh
// writes it), and every row it draws has its picture.
TEST(RuleRegistry, TheReferenceIsTheRegistrys) {
  const std::string doc = read_file(test::source_dir() / "docs" / "rf-language.md");
  const std::string begin = "<!-- rule reference: begin -->\n",
                    end = "<!-- rule reference: end -->";
  const std::size_t from = doc.find(begin), to = doc.find(end);
  ASSERT_TRUE(from != std::string::npos && to != std::string::npos && from < to);
  EXPECT_EQ(doc.substr(from + begin.size(), to - from - begin.size()),
            "\n" + sema::reference_markdown())
      << "run scripts/rule_pictures.sh build/rfsat";
  for (const Rule* r : rows_with(Support::implemented))
    EXPECT_TRUE(
        std::filesystem::is_regular_file(test::source_dir() / "docs" / sema::picture_path(*r)))
        << r->keyword << ": no picture; run scripts/rule_pictures.sh build/rfsat";
}

// Clue keywords without a fixture in puzzles/ when the registry came; the
// list may only shrink (a fixture changes the recorded outputs of
// scripts/record_outputs.py, so they come in their own change).
const std::set<std::string> kNoFixtureYet = {"sum",        "kimo_sum", "modulo",  "modulo3",
                                             "wheel",      "equal",    "mindiff", "kropki_sum2",
                                             "circlediff", "arrow",    "sandwich"};

TEST(RuleRegistry, EveryClueKeywordHasAFixture) {
  std::set<std::string> used;
  for (const std::string& rel : test::puzzle_files())
    for (const std::string& k : keywords_of(read_file(test::puzzles_dir() / rel))) used.insert(k);
  ASSERT_FALSE(used.empty()) << "no fixtures under " << test::puzzles_dir();
  for (const Rule& r : sema::rules()) {
    if (!r.clue) continue;
    const std::string k(r.keyword);
    EXPECT_NE(used.count(k), kNoFixtureYet.count(k))
        << k << (used.count(k) ? ": has a fixture now, drop it from kNoFixtureYet"
                               : ": a clue rule without a fixture in puzzles/");
  }
  for (const std::string& k : kNoFixtureYet) EXPECT_TRUE(sema::find_rule(k) && sema::find_rule(k)->clue) << k;
}

}  // namespace
}  // namespace rfsat
