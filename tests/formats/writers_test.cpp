// The f-puzzles and ISS writers (src/formats/fpuzzles/write.cpp,
// src/formats/iss/write.cpp): every fixture of puzzles/ (and the real
// puzzles of ../shared/data/variants-rf when present) that a format can
// hold is written, read back by that format's reader, and must give the
// same verdict and the same solutions (up to 3); the others are refused
// with the rule that does not fit named; what was read back writes the same
// text again. Each original is solved once for all formats; the f-puzzles
// link is read back through the link reader and must give what its JSON
// gives. Issue 27's rules also one by one, with the exact text.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>

#include "evaluate.hpp"
#include "fpuzzles/write.hpp"
#include "import_support.hpp"
#include "iss/read.hpp"
#include "iss/write.hpp"
#include "load.hpp"
#include "support/source_tree.hpp"

namespace rfsat::test {
namespace {

namespace fs = std::filesystem;
using F = formats::ClassicFormat;

// A solve of up to 3 solutions, each as its digits (calculation numbers):
// the writers keep digits, not symbol names.
struct Outcome {
  std::string verdict;
  bool complete = false;
  std::vector<model::Assignment> solutions;
  std::vector<std::string> digits;  // sorted
};

Outcome outcome(const model::Puzzle& p) {
  solve::Result r = solve::solve(p, {.count = 3, .time_limit = 60.0});
  Outcome o;
  o.verdict = r.violation ? "violation: " + *r.violation : solve::verdict_text(r);
  o.complete = solve::verdict_of(r) == solve::Verdict::unique ||
               solve::verdict_of(r) == solve::Verdict::none ||
               solve::verdict_of(r) == solve::Verdict::multiple;
  o.solutions = r.enumeration.solutions;
  for (const model::Assignment& a : o.solutions) {
    std::string d;
    for (int s : a)
      d +=
          (s < 0 ? "." : std::to_string(p.symbols.symbols[static_cast<std::size_t>(s)].calc)) + " ";
    o.digits.push_back(d);
  }
  std::sort(o.digits.begin(), o.digits.end());
  return o;
}

// `a` (a solution of `from`) in the symbols of `to`, matched by digit.
model::Assignment translate(const model::Assignment& a, const model::Puzzle& from,
                            const model::Puzzle& to) {
  model::Assignment out;
  for (int s : a) {
    int t = -1;
    for (std::size_t k = 0; s >= 0 && k < to.symbols.symbols.size(); ++k)
      if (to.symbols.symbols[k].calc == from.symbols.symbols[static_cast<std::size_t>(s)].calc)
        t = static_cast<int>(k);
    out.push_back(t);
  }
  return out;
}

// The same verdict; the same solutions when both enumerations are complete;
// and always: every solution of each side satisfies the other side's rules
// (the independent checker), so an incomplete enumeration is compared too.
// `oa`: outcome(a), solved once per fixture for every format.
void expect_same(const model::Puzzle& a, const Outcome& oa, const model::Puzzle& b,
                 const std::string& what) {
  const Outcome ob = outcome(b);
  EXPECT_EQ(ob.verdict, oa.verdict) << what;
  if (oa.complete && ob.complete) {
    EXPECT_EQ(ob.digits, oa.digits) << what;
  }
  for (const model::Assignment& s : ob.solutions)
    EXPECT_EQ(check::find_violation(a, translate(s, b, a)), std::nullopt)
        << what << "\nwritten form's solution " << solve::format_line(b, s);
  for (const model::Assignment& s : oa.solutions)
    EXPECT_EQ(check::find_violation(b, translate(s, a, b)), std::nullopt)
        << what << "\noriginal's solution " << solve::format_line(a, s);
}

std::vector<fs::path> rule_files() {
  std::vector<fs::path> out;
  for (const std::string& rel : puzzle_files()) out.push_back(puzzles_dir() / rel);
  const fs::path shared = shared_data_dir() / "variants-rf";
  if (fs::exists(shared))
    for (const auto& e : fs::directory_iterator(shared))
      if (e.path().extension() == ".rf") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

struct Tally {
  int written = 0, refused = 0;
};

// The outcomes of the originals, each solved once for both formats.
using Solved = std::map<std::string, Outcome>;
const Outcome& original_outcome(Solved& solved, const fs::path& file, const model::Puzzle& p) {
  auto it = solved.find(file.string());
  if (it == solved.end()) it = solved.emplace(file.string(), outcome(p)).first;
  return it->second;
}

// Writes every rule file with `write`, reads it back as `format`, compares.
using Write = std::optional<std::string> (*)(const model::Puzzle&, std::string*,
                                             const formats::import::Metadata&);

Tally round_trip(const char* name, Write write, F format, Solved& solved) {
  Tally t;
  for (const fs::path& file : rule_files()) {
    std::ostringstream err;
    std::optional<model::Puzzle> p = formats::load_puzzle(file.string(), err);
    if (!p) continue;  // fixtures of errors
    std::string why;
    std::optional<std::string> text = write(*p, &why, {});
    if (!text) {
      ++t.refused;
      EXPECT_NE(why.find("cannot hold"), std::string::npos) << file << ": " << why;
      continue;
    }
    ++t.written;
    std::optional<formats::import::Imported> back =
        formats::read_imported("back", *text, format, err);
    if (!back) {
      ADD_FAILURE() << file << " as " << name << ":\n" << *text << "\n" << err.str();
      continue;
    }
    std::optional<model::Puzzle> q = formats::import::load_imported(*back, "back", err);
    const std::string what = file.string() + " as " + name + ":\n" + *text + "\n" + back->rf.text();
    if (!q) {
      ADD_FAILURE() << what << err.str();
      continue;
    }
    // The text is a fixpoint: what was read back writes the same text.
    std::string again_why;
    std::optional<std::string> again = write(*q, &again_why, {});
    EXPECT_EQ(again.value_or(again_why), *text) << what;
    expect_same(*p, original_outcome(solved, file, *p), *q, what);
  }
  std::cout << name << ": " << t.written << " fixtures written and read back, " << t.refused
            << " refused\n";
  return t;
}

// One test for both formats (ctest runs each test in its own process), so
// that each original is solved once.
TEST(Writers, RoundTripEveryFixtureEachFormatCanHold) {
  Solved solved;
  Tally f = round_trip("fpuzzles", formats::fpuzzles::write_fpuzzles, F::fpuzzles, solved);
  EXPECT_GE(f.written, 10);
  Tally i = round_trip("iss", formats::iss::write_iss, F::iss, solved);
  EXPECT_GE(i.written, 10);
}

// The link carries the JSON: read back, it gives the `.rf` text the JSON
// gives (whose round trip the test above checks), without solving again.
TEST(Writers, FpuzzlesLinksCarryTheJson) {
  int links = 0;
  for (const fs::path& file : rule_files()) {
    std::ostringstream err;
    std::optional<model::Puzzle> p = formats::load_puzzle(file.string(), err);
    if (!p) continue;
    std::string why;
    const auto json = formats::fpuzzles::write_fpuzzles(*p, &why, {});
    const auto url = formats::fpuzzles::write_fpuzzles_url(*p, &why, {});
    ASSERT_EQ(json.has_value(), url.has_value()) << file << ": " << why;
    if (!json) continue;
    ++links;
    const auto a = formats::read_imported("back", *json, F::fpuzzles, err);
    const auto b = formats::read_imported("back", *url, F::fpuzzles_url, err);
    ASSERT_TRUE(a && b) << file << "\n" << err.str();
    EXPECT_EQ(b->rf.text(), a->rf.text()) << file;
  }
  std::cout << "fpuzzles-url: " << links << " links read back as their JSON\n";
  EXPECT_GE(links, 10);
}

const std::string k4 = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\n";

TEST(Writers, RefusalsNameTheRule) {
  std::string why;
  EXPECT_FALSE(formats::fpuzzles::write_fpuzzles(puzzle_of(k4 + "product(6, 1, 2, 3)\n"), &why));
  EXPECT_EQ(why,
            "f-puzzles cannot hold the rule 'product' (line 5): f-puzzles has no such constraint");
  EXPECT_FALSE(formats::iss::write_iss(puzzle_of(k4 + "slow_thermo(1, 2)\n"), &why));
  EXPECT_EQ(why, "ISS cannot hold the rule 'slow_thermo' (line 5): ISS has no slow thermometer");
  EXPECT_FALSE(formats::fpuzzles::write_fpuzzles(
      puzzle_of("values = 12345\nhexagonal_grid(3, 5)\nrow_groups\n"), &why));
  EXPECT_NE(why.find("hexagonal"), std::string::npos) << why;
  EXPECT_FALSE(formats::fpuzzles::write_fpuzzles(puzzle_of(k4 + "kropki_diff(1, 6)\n"), &why));
  EXPECT_NE(why.find("between neighbouring cells only"), std::string::npos) << why;
  EXPECT_FALSE(formats::fpuzzles::write_fpuzzles(
      puzzle_of(k4 + "non_consecutive\nkropki_diff(1, 2)\n"), &why));
  EXPECT_NE(why.find("frees every dotted pair"), std::string::npos) << why;
  EXPECT_FALSE(formats::iss::write_iss(puzzle_of("values = 1234\nrow_groups\n"), &why));
  EXPECT_NE(why.find("lacks row_groups or column_groups"), std::string::npos) << why;
}

TEST(Writers, WhatTheyWrite) {
  const model::Puzzle p =
      puzzle_of(k4 +
                "set_cell(1, 2)\nodd(6)\nsum(5, 3, 4)\nthermo(9, 13)\ngreater(16, 15)\n"
                "kropki_sum(5, 11, 12)\nno_kropki_sum(10, 5)\nanti_king\n");
  std::string why;
  auto fp = formats::fpuzzles::write_fpuzzles(p, &why);
  ASSERT_TRUE(fp) << why;
  for (const char* part :
       {R"("size":4)", R"({"value":2,"given":true})", R"("odd":[{"cell":"R2C2"}])",
        R"("killercage":[{"cells":["R1C3","R1C4"],"value":"5"}])",
        R"("thermometer":[{"lines":[["R3C1","R4C1"]]},{"lines":[["R4C3","R4C4"]]}])",
        R"("xv":[{"cells":["R3C3","R3C4"],"value":"V"}])", R"("negative":["xv"])",
        R"("antiking":true)"})
    EXPECT_NE(fp->find(part), std::string::npos) << part << "\n" << *fp;
  auto iss = formats::iss::write_iss(p, &why);
  ASSERT_TRUE(iss) << why;
  EXPECT_EQ(*iss,
            ".Shape~4x4.~R1C1_2~R2C2_1_3.Cage~5~R1C3~R1C4.Thermo~R3C1~R4C1.GreaterThan~R4C4~R4C3.V~"
            "R3C3~R3C4"
            ".StrictXV.AntiKing\n");
}

// Written, read back and written again: the same text (the fixtures check
// the solutions).
std::string written(Write write, F format, const model::Puzzle& p) {
  std::string why;
  std::optional<std::string> text = write(p, &why, {});
  if (!text) return "refused: " + why;
  std::ostringstream err;
  auto back = formats::read_imported("back", *text, format, err);
  auto q = back ? formats::import::load_imported(*back, "back", err) : std::nullopt;
  EXPECT_TRUE(q) << *text << "\n" << err.str();
  if (q) {
    EXPECT_EQ(write(*q, &why, {}).value_or(why), *text);
  }
  return *text;
}

// Issue 51: or blocks (an alternative of several rules in .And), var cells
// (one .Var, named VV1..), candidates inside a block as given items; and
// what neither writer holds, refused by name.
TEST(Writers, IssOrBlocksAndVarCells) {
  const model::Puzzle p =
      puzzle_of(k4 +
                "var_cells = 2\n"
                "or\n  sum(5, 1, 2)\n  and\n    thermo(3, 4)\n    set_cell(5, 1)\n"
                "  end\nend\n"
                "sum(4, 16, v1)\nextra_region(v1, v2)\n");
  EXPECT_EQ(
      written(formats::iss::write_iss, F::iss, p),
      ".Shape~4x4.AllDifferent~VV1~VV2.Var~V~~2.Cage~4~R4C4~VV1.Or.Cage~5~R1C1~R1C2.And.Thermo~"
      "R1C3~R1C4.~R2C1_1.End.End\n");
  const model::Puzzle one = puzzle_of(k4 + "var_cells = 1\nsum(3, 1, v1)\n");
  EXPECT_EQ(written(formats::iss::write_iss, F::iss, one), ".Shape~4x4.Var~V.Cage~3~R1C1~VV\n");
  std::string why;
  for (const char* rule :
       {"kropki_any(1, 2)\n", "no_column_indexer\n", "no_row_indexer\n", "no_box_indexer\n"}) {
    EXPECT_FALSE(formats::iss::write_iss(puzzle_of(k4 + rule), &why)) << rule;
    EXPECT_NE(why.find("has no such constraint"), std::string::npos) << why;
    EXPECT_FALSE(formats::fpuzzles::write_fpuzzles(puzzle_of(k4 + rule), &why)) << rule;
    EXPECT_NE(why.find("has no such constraint"), std::string::npos) << why;
  }
  EXPECT_FALSE(
      formats::iss::write_iss(puzzle_of(k4 + "or\n  even(1, 2)\n  set_cell(3, 1)\nend\n"), &why));
  EXPECT_EQ(
      why,
      "ISS cannot hold the rule 'even' (line 6): inside an or block rfsat writes even and odd "
      "of one cell only");
  EXPECT_FALSE(formats::iss::write_iss(
      puzzle_of(k4 + "or\n  slow_thermo(1, 2)\n  set_cell(3, 1)\nend\n"), &why));
  EXPECT_NE(why.find("'slow_thermo'"), std::string::npos) << why;
  EXPECT_FALSE(formats::fpuzzles::write_fpuzzles(one, &why));
  EXPECT_NE(why.find("var cells"), std::string::npos) << why;
}

// Issue 27's rules, one item each.
TEST(Writers, WhatTheyWriteOfTheModernRules) {
  const model::Puzzle fp = puzzle_of(
      k4 +
      "x_sum(3, 4, 1)\nskyscraper(2, 13, 1)\nclone(1, 2; 15, 16)\nquadruple(1, 2; 1, 2, 5, 6)\n"
      "minimum(6)\nmaximum(11)\nrow_indexer(3)\ncolumn_indexer(8)\nbox_indexer(16)\n"
      "disjoint_sets\nmodular_line(3; 9, 10, 11)\n");
  const std::string json = written(formats::fpuzzles::write_fpuzzles, F::fpuzzles, fp);
  for (const char* part :
       {R"("disjointgroups":true)", R"("xsum":[{"cell":"R1C5","value":"3"}])",
        R"("skyscraper":[{"cell":"R5C1","value":"2"}])",
        R"("clone":[{"cells":["R1C1","R1C2"],"cloneCells":["R4C3","R4C4"]}])",
        R"("quadruple":[{"cells":["R1C1","R1C2","R2C1","R2C2"],"values":[1,2]}])",
        R"("minimum":[{"cell":"R2C2"}],"maximum":[{"cell":"R3C3"}])",
        R"("rowindexer":[{"cells":["R1C3"]}],"columnindexer":[{"cells":["R2C4"]}])",
        R"("boxindexer":[{"cells":["R4C4"]}])",
        R"("modularline":[{"lines":[["R3C1","R3C2","R3C3"]]}])"})
    EXPECT_NE(json.find(part), std::string::npos) << part << "\n" << json;
  const std::pair<const char*, const char*> negatives[] = {
      {"kropki_factor(3, 1, 2)\nno_kropki_factor(3)\n", R"("negative":["ratio"])"},
      {"kropki_diff(1, 1, 2)\nno_kropki_diff\n", R"("nonconsecutive":true)"}};
  for (const auto& [rules, part] : negatives) {
    const std::string strict =
        written(formats::fpuzzles::write_fpuzzles, F::fpuzzles, puzzle_of(k4 + rules));
    EXPECT_NE(strict.find(part), std::string::npos) << strict;
  }
  const model::Puzzle iss = puzzle_of(
      k4 +
      "x_sum(3, 4, 1)\nskyscraper(2, 13, 1)\nhidden_skyscraper(3, 1, 4)\nnumbered_room(4, 1, 13)\n"
      "sum_line(5; 1, 2, 6, 5, 1)\nlunchbox(0; 1, 2, 3)\nmodular_line(2; 13, 14, 15)\n"
      "lockout_line(2; 9, 10, 11)\nrellik_cage(5, 7, 8)\ncontain_exact(1, 1; 3, 8)\n"
      "contain_at_least(2; 3, 4)\nquadruple(1, 2; 11, 12, 15, 16)\nlook_and_say(1, 3; 9, 13)\n"
      "same_values(1, 2; 15, 16)\nequal_sum(1; 2, 3)\nrow_indexer(3)\ncolumn_indexer(8)\n"
      "count_distinct(1, 2, 3)\ncounting_circles(4, 8)\nequality_cage(5, 6)\n"
      "value_indexing(1, 2, 3)\ndisjoint_sets\nanti_taxicab\n");
  EXPECT_EQ(written(formats::iss::write_iss, F::iss, iss),
            ".Shape~4x4.XSum~R1~~3.Skyscraper~C1~~2.HiddenSkyscraper~R1~3~.NumberedRoom~C1~4~"
            ".SumLine~5~R1C1~R1C2~R2C2~R2C1~LOOP.Lunchbox~0~R1C1~R1C2~R1C3.Modular~2~R4C1~R4C2~R4C3"
            ".Lockout~2~R3C1~R3C2~R3C3.RellikCage~5~R2C3~R2C4.ContainExact~1_1~R1C3~R2C4"
            ".ContainAtLeast~2~R1C3~R1C4.Quad~R3C3~1~2.LookAndSay~13~R3C1~R4C1"
            ".SameValues~2~R1C1~R1C2~R4C3~R4C4.EqualSum~R1C1~-~R1C2~R1C3.Indexing~R~R1C3"
            ".Indexing~C~R2C4.CountDistinct~R1C1~R1C2~R1C3.CountingCircles~R1C4~R2C4"
            ".EqualityCage~R2C1~R2C2.ValueIndexing~R1C1~R1C2~R1C3.DisjointSets.AntiTaxicab\n");
}

// What a format cannot hold of issue 27's rules, named.
TEST(Writers, RefusalsOfTheModernRules) {
  const std::pair<const char*, const char*> fpuzzles[] = {
      {"modular_line(2; 1, 2, 3)", "f-puzzles' modular lines have modulus 3, this one 2"},
      {"x_sum(3, 1, 3)", "f-puzzles' outside clues read a whole row or column from its edge"},
      {"disjoint_sets(4, 1)", "f-puzzles' disjoint groups are those of the default boxes"},
      {"hidden_skyscraper(1, 1, 4)", "f-puzzles has no such constraint"},
      {"sum_line(5; 1, 2)", "f-puzzles has no such constraint"},
      {"no_kropki_diff(2)", "f-puzzles' nonconsecutive bans the difference 1 only"},
      {"kropki_factor(3, 1, 2)\nno_kropki",
       "its negative ratio bans the ratios of the black dots drawn (3), not 2"},
  };
  for (const auto& [rule, reason] : fpuzzles) {
    std::string why;
    EXPECT_FALSE(formats::fpuzzles::write_fpuzzles(puzzle_of(k4 + rule + "\n"), &why)) << rule;
    EXPECT_NE(why.find(reason), std::string::npos) << rule << ": " << why;
  }
  const std::pair<const char*, const char*> iss[] = {
      {"x_sum(0, 1, 4)", "ISS's XSum clues are not 0"},
      {"skyscraper(2, 1, 6)", "ISS's outside clues read a whole row or column from its edge"},
      {"global_mod", "ISS's GlobalMod is for 9x9 grids only"},
      {"disjoint_sets(4, 1)", "ISS's disjoint sets are those of the default boxes"},
      {"clone(1; 2)", "ISS has no such constraint that rfsat writes"},
      {"minimum(6)", "ISS has no such constraint that rfsat writes"},
  };
  for (const auto& [rule, reason] : iss) {
    std::string why;
    EXPECT_FALSE(formats::iss::write_iss(puzzle_of(k4 + rule + "\n"), &why)) << rule;
    EXPECT_NE(why.find(reason), std::string::npos) << rule << ": " << why;
  }
}

TEST(Writers, MetadataGoesIntoTheJsonAndComesBack) {
  const std::string rf =
      "// f-puzzles: A Title by Some One\n// rules: Normal rules.\n//\n// Cages sum.\n" + k4 +
      "sum(3, 1, 2)\n";
  const formats::import::Metadata m = formats::import::rf_metadata(rf);
  EXPECT_EQ(m.title, "A Title");
  EXPECT_EQ(m.author, "Some One");
  EXPECT_EQ(m.rules, "Normal rules.\n\nCages sum.");
  EXPECT_EQ(formats::import::rf_metadata("// SudokuPad by X\nvalues = 1234\n").author, "X");
  EXPECT_EQ(formats::import::rf_metadata("// Argyle Sudoku: 8 diagonals\n").title, "");
  formats::import::Metadata with_solution = m;
  with_solution.solution = "1234341221434321";
  std::string why;
  auto json = formats::fpuzzles::write_fpuzzles(puzzle_of(rf), &why, with_solution);
  ASSERT_TRUE(json) << why;
  std::ostringstream err;
  auto back = formats::read_imported("back", *json, F::fpuzzles, err);
  ASSERT_TRUE(back) << err.str();
  EXPECT_EQ(back->title, "A Title");
  EXPECT_EQ(back->author, "Some One");
  EXPECT_EQ(back->rules, "Normal rules.\n\nCages sum.");
  EXPECT_EQ(back->solution, "1234341221434321");
  EXPECT_EQ(formats::import::rf_metadata(back->rf.text()).title, "A Title");
}

TEST(Writers, RefusalsOfAnImportedPuzzleNameTheInputItem) {
  std::ostringstream err;
  auto in = formats::read_imported(
      "t.json", fp_grid(4, R"("slowthermometer": [{"lines": [["R1C1", "R1C2"]]}])"), F::fpuzzles,
      err);
  ASSERT_TRUE(in) << err.str();
  auto p = formats::import::load_imported(*in, "t.json", err);
  ASSERT_TRUE(p) << err.str();
  std::string why;
  EXPECT_FALSE(formats::iss::write_iss(*p, &why, formats::import::metadata_of(*in)));
  EXPECT_EQ(why,
            "ISS cannot hold the rule 'slow_thermo' (slowthermometer[0].lines[0]): ISS has no slow "
            "thermometer");
}

}  // namespace
}  // namespace rfsat::test
