// The f-puzzles reader key by key (src/formats/fpuzzles/keys.cpp): each key
// of the schema gives the expected `.rf` lines with their key paths, each
// malformed value an error naming its key path, unknown keys are refused,
// cosmetic ones listed as not read. Rows whose rule another helper adds to
// the registry (issue 27) expect that rule's line when the registry has it
// and the "needs the .rf rule" error when it does not.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "fpuzzles/reader.hpp"
#include "import_support.hpp"
#include "support/source_tree.hpp"

namespace rfsat::test {
namespace {

using Lines = std::vector<std::string>;

// The rule lines of an f-puzzles 4x4 (or n x n) grid with `extra` keys.
Lines lines_of(const std::string& extra, int n = 4) {
  ImportResult r = read_fp(fp_grid(n, extra));
  EXPECT_TRUE(r.imported) << r.errors;
  return r.imported ? rule_lines(*r.imported) : Lines{};
}

// The errors of reading it (and that it failed).
std::string errors_of(const std::string& extra, int n = 4) {
  ImportResult r = read_fp(fp_grid(n, extra));
  EXPECT_FALSE(r.imported) << "expected an error for " << extra;
  return r.errors;
}

// A row whose .rf rule may not exist yet: its line, or the error naming it.
void expect_row(const std::string& extra, const std::string& keyword, const Lines& lines) {
  if (registry_has(keyword)) {
    EXPECT_EQ(lines_of(extra), lines) << extra;
  } else {
    EXPECT_NE(errors_of(extra).find("needs the .rf rule '" + keyword + "'"), std::string::npos) << extra;
  }
}

TEST(FpuzzlesKeys, HeaderOfEachSize) {
  ImportResult r = read_fp(fp_grid(6));
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_NE(r.imported->rf.text().find("values = 123456"), std::string::npos);
  EXPECT_NE(r.imported->rf.text().find("box_groups(3, 2)"), std::string::npos);
  r = read_fp(fp_grid(16));
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_NE(r.imported->rf.text().find("values = 123456789ABCDEFG"), std::string::npos);
  EXPECT_NE(r.imported->rf.text().find("box_groups(4, 4)"), std::string::npos);
  r = read_fp(fp_grid(7));  // prime: the default region is the row
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_EQ(r.imported->rf.text().find("box_groups"), std::string::npos);
  EXPECT_EQ(r.imported->rf.text().find("jigsaw"), std::string::npos);
  EXPECT_NE(errors_of("", 17).find("size: error: f-puzzles grids are 1x1 to 16x16"), std::string::npos);
}

TEST(FpuzzlesKeys, GridGivensRegionsAndPencilMarks) {
  // r1c1 given 3; r1c2 a solver's digit; r2c1 candidates 1,2.
  const std::string e = "{}";
  const std::string j = "{\"size\": 4, \"grid\": [[" +
                        std::string(R"({"value": 3, "given": true, "centerPencilMarks": [1]}, {"value": 2},)") +
                        e + "," + e + "],[" + R"({"givenPencilMarks": [1, 2], "c": "#ff0000"})" + ",{},{},{}]," +
                        "[{},{},{},{}],[{},{},{},{}]]}";
  ImportResult r = read_fp(j);
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_EQ(rule_lines(*r.imported), (Lines{"set_cell(1, 3)", "set_values(5, 1, 2)"}));
  const std::string& text = r.imported->rf.text();
  EXPECT_NE(text.find("set_cell(1, 3)  // grid[0][0]"), std::string::npos);
  EXPECT_NE(text.find("1 digits entered by the solver"), std::string::npos);
  EXPECT_NE(text.find("pencil marks in 1 cells"), std::string::npos);
  EXPECT_NE(text.find("colours of 1 cells"), std::string::npos);
}

TEST(FpuzzlesKeys, JigsawRegions) {
  // Columns as regions: not the default boxes, so one jigsaw per region.
  std::string j = "{\"size\": 4, \"grid\": [";
  for (int r = 0; r < 4; ++r) {
    j += r ? ",[" : "[";
    for (int c = 0; c < 4; ++c) j += (c ? "," : "") + std::string("{\"region\": ") + std::to_string(c) + "}";
    j += "]";
  }
  j += "]}";
  ImportResult r = read_fp(j);
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_EQ(rule_lines(*r.imported),
            (Lines{"jigsaw(1, 5, 9, 13)", "jigsaw(2, 6, 10, 14)", "jigsaw(3, 7, 11, 15)", "jigsaw(4, 8, 12, 16)"}));
  EXPECT_EQ(r.imported->rf.text().find("box_groups"), std::string::npos);
  // region null: the cell is in no region.
  r = read_fp(fp_grid(4, "", "{\"region\": null}"));
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_TRUE(rule_lines(*r.imported).empty());
}

TEST(FpuzzlesKeys, LegacyParityCellKey) {
  ImportResult r = read_fp(R"({"size": 4, "grid": [[{"parity": "Odd"}, {"parity": "Even"}, {}, {}],
      [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]]})");
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_EQ(rule_lines(*r.imported), (Lines{"odd(1)", "even(2)"}));
  EXPECT_NE(r.imported->rf.text().find("odd(1)  // grid[0][0].parity"), std::string::npos);
  EXPECT_NE(read_fp(fp_grid(4, "", R"({"parity": "Oddish"})"))
                .errors.find("grid[0][0].parity: error: expected \"Odd\" or \"Even\""),
            std::string::npos);
}

TEST(FpuzzlesKeys, CellErrors) {
  EXPECT_NE(read_fp(fp_grid(4, "", "{\"value\": 7, \"given\": true}")).errors.find(
                "grid[0][0].value: error: a digit must be 1..4"),
            std::string::npos);
  EXPECT_NE(read_fp(fp_grid(4, "", "{\"frobnicate\": 1}")).errors.find("grid[0][0].frobnicate: error: unknown cell key"),
            std::string::npos);
  EXPECT_NE(read_fp(fp_grid(4, "", "{\"region\": -1}")).errors.find("grid[0][0].region"), std::string::npos);
  EXPECT_NE(read_fp("{\"size\": 4, \"grid\": [[{}]]}").errors.find("grid: error: expected an array of 4 rows"),
            std::string::npos);
}

TEST(FpuzzlesKeys, MetadataAndSolution) {
  std::string sol = "[1,2,3,4, 3,4,1,2, 2,1,4,3, 4,3,2,0]";
  ImportResult r = read_fp(fp_grid(4, "\"title\": \"T\", \"author\": \"A\", \"ruleset\": \"R1\\nR2\", \"solution\": " + sol));
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_EQ(r.imported->solution, "123434122143432.");
  EXPECT_EQ(r.imported->title, "T");
  EXPECT_NE(r.imported->rf.text().find("// f-puzzles: T by A\n// rules: R1\n// R2\n"), std::string::npos);
  EXPECT_NE(errors_of("\"solution\": [1, 2]").find("solution: error: expected 16 digits"), std::string::npos);
  // What f-puzzles shows once solved: no rule, kept as a comment.
  r = read_fp(fp_grid(4, "\"successMessage\": \"Well done\""));
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_NE(r.imported->rf.text().find("// success message: Well done\n"), std::string::npos);
}

TEST(FpuzzlesKeys, GlobalFlags) {
  EXPECT_EQ(lines_of("\"diagonal+\": true, \"diagonal-\": true"), (Lines{"diagonal(13, 4)", "diagonal(1, 16)"}));
  EXPECT_EQ(lines_of("\"antiknight\": true, \"antiking\": true"), (Lines{"anti_knight", "anti_king"}));
  EXPECT_EQ(lines_of("\"antiknight\": false, \"diagonal+\": false"), Lines{});
  EXPECT_NE(errors_of("\"antiking\": 1").find("antiking: error: expected true or false"), std::string::npos);
  expect_row("\"disjointgroups\": true", "disjoint_sets", {"disjoint_sets"});
}

TEST(FpuzzlesKeys, NegativeConstraints) {
  const std::string white = "\"difference\": [{\"cells\": [\"R1C1\", \"R1C2\"]}]";
  EXPECT_EQ(lines_of("\"nonconsecutive\": true"), Lines{"non_consecutive"});
  EXPECT_EQ(lines_of("\"nonconsecutive\": true, \"negative\": [\"ratio\"], " + white),
            (Lines{"kropki_diff(1, 1, 2)", "no_kropki"}));
  EXPECT_EQ(lines_of("\"negative\": [\"xv\"]"), Lines{"no_kropki_sum(5, 10)"});
  expect_row("\"nonconsecutive\": true, " + white, "no_kropki_diff", {"kropki_diff(1, 1, 2)", "no_kropki_diff"});
  expect_row("\"negative\": [\"ratio\"]", "no_kropki_factor", {"no_kropki_factor"});
  // The ratios the black dots show are banned, not 2 (f-puzzles' solver).
  const std::string black3 = "\"ratio\": [{\"cells\": [\"R1C1\", \"R1C2\"], \"value\": 3}]";
  expect_row("\"negative\": [\"ratio\"], " + black3, "no_kropki_factor",
             {"kropki_factor(3, 1, 2)", "no_kropki_factor(3)"});
  expect_row("\"nonconsecutive\": true, \"negative\": [\"ratio\"], " + black3, "no_kropki_factor",
             {"kropki_factor(3, 1, 2)", "no_kropki_diff", "no_kropki_factor(3)"});
  EXPECT_NE(errors_of("\"negative\": [\"sum\"]").find("negative[0]: error: expected \"ratio\" or \"xv\""),
            std::string::npos);
}

TEST(FpuzzlesKeys, Cages) {
  EXPECT_EQ(lines_of(R"("killercage": [{"cells": ["R1C1", "R1C2"], "value": "3"}, {"cells": ["R2C1"], "value": 4}])"),
            (Lines{"sum(3, 1, 2)", "sum(4, 5)"}));
  const std::string blank = registry_has("cage") ? "cage(1, 2)" : "extra_region(1, 2)";
  EXPECT_EQ(lines_of(R"("killercage": [{"cells": ["R1C1", "R1C2"]}, {"cells": ["R1C1", "R1C2"], "value": ""}])"),
            (Lines{blank, blank}));
  EXPECT_NE(errors_of(R"("killercage": [{"cells": ["R1C1"], "value": "?"}])").find("killercage[0].value: error"),
            std::string::npos);
  EXPECT_NE(errors_of(R"("killercage": [{"cells": ["R1C9"]}])").find("killercage[0].cells[0]: error: cell R1C9 is outside"),
            std::string::npos);
  EXPECT_EQ(lines_of(R"("extraregion": [{"cells": ["R1C1", "R2C2"]}])"), Lines{"extra_region(1, 6)"});
  expect_row(R"("clone": [{"cells": ["R1C1", "R1C2"], "cloneCells": ["R3C3", "R3C4"]}])", "clone",
             {"clone(1, 2; 11, 12)"});
  expect_row(R"("quadruple": [{"cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": [1, 2]}])", "quadruple",
             {"quadruple(1, 2; 1, 2, 5, 6)"});
  expect_row(R"("rowindexer": [{"cells": ["R1C1", "R2C1"]}])", "row_indexer", {"row_indexer(1, 5)"});
  expect_row(R"("columnindexer": [{"cells": ["R1C1"]}])", "column_indexer", {"column_indexer(1)"});
  expect_row(R"("boxindexer": [{"cells": ["R1C1"]}])", "box_indexer", {"box_indexer(1)"});
}

TEST(FpuzzlesKeys, SingleCells) {
  EXPECT_EQ(lines_of(R"("odd": [{"cell": "R1C1"}, {"cell": "R4C4"}], "even": [{"cell": "R2C3"}])"),
            (Lines{"odd(1)", "odd(16)", "even(7)"}));
  expect_row(R"("minimum": [{"cell": "R1C1"}, {"cell": "R2C2"}])", "minimum", {"minimum(1, 6)"});
  expect_row(R"("maximum": [{"cell": "R1C1"}])", "maximum", {"maximum(1)"});
  EXPECT_NE(errors_of(R"("odd": [{"cells": ["R1C1"]}])").find("odd[0]: error: expected a member 'cell'"),
            std::string::npos);
}

TEST(FpuzzlesKeys, DotsAndXv) {
  EXPECT_EQ(lines_of(R"("difference": [{"cells": ["R1C1", "R1C2"]}, {"cells": ["R2C1", "R2C2"], "value": "3"}])"),
            (Lines{"kropki_diff(1, 1, 2)", "kropki_diff(3, 5, 6)"}));
  EXPECT_EQ(lines_of(R"("ratio": [{"cells": ["R1C1", "R2C1"]}, {"cells": ["R2C1", "R2C2"], "value": 3}])"),
            (Lines{"kropki_factor(2, 1, 5)", "kropki_factor(3, 5, 6)"}));
  EXPECT_EQ(lines_of(R"("xv": [{"cells": ["R1C1", "R1C2"], "value": "X"}, {"cells": ["R1C1", "R2C1"], "value": "V"}])"),
            (Lines{"kropki_sum(10, 1, 2)", "kropki_sum(5, 1, 5)"}));
  EXPECT_NE(errors_of(R"("xv": [{"cells": ["R1C1", "R1C2"], "value": "Y"}])").find("xv[0].value: error"),
            std::string::npos);
  EXPECT_NE(errors_of(R"("ratio": [{"cells": ["R1C1", "R1C2", "R1C3"]}])").find("ratio[0].cells: error"),
            std::string::npos);
}

TEST(FpuzzlesKeys, Lines) {
  EXPECT_EQ(lines_of(R"("thermometer": [{"lines": [["R1C1", "R1C2", "R1C3"], ["R1C1", "R2C1"]]}])"),
            (Lines{"thermo(1, 2, 3)", "thermo(1, 5)"}));
  EXPECT_EQ(lines_of(R"("slowthermometer": [{"lines": [["R1C1", "R1C2"]]}])"), Lines{"slow_thermo(1, 2)"});
  EXPECT_EQ(lines_of(R"("palindrome": [{"lines": [["R1C1", "R1C2", "R2C2"]]}])"), Lines{"palindrome(1, 2, 6)"});
  EXPECT_EQ(lines_of(R"("renban": [{"lines": [["R1C1", "R1C2"]]}])"), Lines{"renban_line(1, 2)"});
  EXPECT_EQ(lines_of(R"("whispers": [{"lines": [["R1C1", "R1C2"]]}, {"lines": [["R2C1", "R2C2"]], "value": 2}])"),
            (Lines{"whisper(5, 1, 2)", "whisper(2, 5, 6)"}));
  // A line that revisits a cell (a real whisper: r6c7 r5c7 r6c6 r5c5 r4c6 r5c7).
  EXPECT_EQ(lines_of(R"("whispers": [{"lines": [["R6C7", "R5C7", "R6C6", "R5C5", "R4C6", "R5C7"]]}])", 9),
            Lines{"whisper(5, 52, 43, 51, 41, 33, 43)"});
  const char* line_keys[][2] = {
      {"betweenline", "between_line"},   {"regionsumline", "region_sum_line"},
      {"entropicline", "entropic_line"}, {"zipperline", "zipper_line"},
      {"doublearrow", "double_arrow"},   {"nabner", "nabner_line"},
      {"modularline", "modular_line"}};
  for (auto [key, keyword] : line_keys)
    expect_row(std::string("\"") + key + "\": [{\"lines\": [[\"R1C1\", \"R1C2\", \"R1C3\"]]}]", keyword,
               {std::string(keyword) + "(1, 2, 3)"});
  // Lockout: f-puzzles' difference floor(size / 2) unless the item gives one.
  expect_row(R"("lockout": [{"lines": [["R1C1", "R1C2", "R1C3"]]}])", "lockout_line",
             {"lockout_line(2; 1, 2, 3)"});
  EXPECT_EQ(lines_of(R"("lockout": [{"lines": [["R1C1", "R2C2", "R3C3"]], "value": "5"}])", 9),
            Lines{"lockout_line(5; 1, 11, 21)"});
  EXPECT_EQ(lines_of(R"("lockout": [{"lines": [["R1C1", "R2C2", "R3C3"]]}])", 9),
            Lines{"lockout_line(4; 1, 11, 21)"});
  EXPECT_NE(errors_of(R"("lockout": [{"lines": [["R1C1", "R1C2"]], "value": "x"}])")
                .find("lockout[0].value: error"),
            std::string::npos);
  EXPECT_NE(errors_of(R"("thermometer": [{"lines": [["R1C1", "X"]]}])").find("thermometer[0].lines[0][1]: error"),
            std::string::npos);
}

TEST(FpuzzlesKeys, Arrows) {
  EXPECT_EQ(lines_of(R"("arrow": [{"cells": ["R1C1"], "lines": [["R1C1", "R1C2", "R1C3"], ["R1C1", "R2C1"]]}])"),
            (Lines{"arrow(1; 2, 3)", "arrow(1; 5)"}));
  // A pill, listed out of order: read in reading order.
  EXPECT_EQ(lines_of(R"("arrow": [{"cells": ["R1C2", "R1C1"], "lines": [["R1C2", "R2C2", "R3C2"]]}])"),
            Lines{"arrow(1, 2; 6, 10)"});
  EXPECT_NE(errors_of(R"("arrow": [{"cells": ["R1C1"], "lines": [["R1C1"]]}])").find("no cells outside its bulb"),
            std::string::npos);
}

TEST(FpuzzlesKeys, OutsideClues) {
  // Every direction, from every side.
  EXPECT_EQ(lines_of(R"("littlekillersum": [{"cell": "R0C1", "direction": "DR", "value": "10"},
                                            {"cell": "R5C2", "direction": "UR", "value": 7},
                                            {"cell": "R2C5", "direction": "DL", "value": "5"},
                                            {"cell": "R0C5", "direction": "DL", "value": "10"},
                                            {"cell": "R3C0", "direction": "UL", "value": ""}])"),
            (Lines{"little_killer(10, 2, 12)", "little_killer(7, 15, 12)", "little_killer(5, 12, 15)",
                   "little_killer(10, 4, 13)"}));
  EXPECT_NE(errors_of(R"("littlekillersum": [{"cell": "R0C1", "direction": "UL", "value": "3"}])")
                .find("does not point UL into the grid"),
            std::string::npos);
  EXPECT_NE(errors_of(R"("littlekillersum": [{"cell": "R2C2", "direction": "UL", "value": "3"}])")
                .find("does not point"),
            std::string::npos);
  EXPECT_EQ(lines_of(R"("sandwichsum": [{"cell": "R0C2", "value": "5"}, {"cell": "R3C0", "value": 0},
                                        {"cell": "R5C1", "value": "2"}])"),
            (Lines{"sandwich(5, 2, 14)", "sandwich(0, 9, 12)", "sandwich(2, 1, 13)"}));
  EXPECT_NE(errors_of(R"("sandwichsum": [{"cell": "R0C0", "value": "5"}])").find("sandwichsum[0].cell: error"),
            std::string::npos);
  // X-sums and skyscrapers are read from the clue's side: left, top, right,
  // bottom; a clue without a number is not read.
  expect_row(R"("xsum": [{"cell": "R2C0", "value": "10"}, {"cell": "R0C3", "value": 6},
                         {"cell": "R1C5", "value": "7"}, {"cell": "R5C4", "value": "4"},
                         {"cell": "R3C0", "value": ""}])",
             "x_sum", {"x_sum(10, 5, 8)", "x_sum(6, 3, 15)", "x_sum(7, 4, 1)", "x_sum(4, 16, 4)"});
  expect_row(R"("skyscraper": [{"cell": "R0C1", "value": "4"}, {"cell": "R4C5", "value": 2}])",
             "skyscraper", {"skyscraper(4, 1, 13)", "skyscraper(2, 16, 13)"});
  EXPECT_NE(errors_of(R"("xsum": [{"cell": "R5C5", "value": "5"}])").find("xsum[0].cell: error"),
            std::string::npos);
  EXPECT_NE(errors_of(R"("skyscraper": [{"cell": "R2C2", "value": "5"}])")
                .find("skyscraper[0].cell: error"),
            std::string::npos);
}

TEST(FpuzzlesKeys, CosmeticAndUnknownKeys) {
  ImportResult r = read_fp(fp_grid(4, R"("line": [{"lines": [["R1C1"]]}], "text": [], "cage": [{"cells": ["R1C1"]}],
                                         "disabledlogic": [], "highlightConflicts": false)"));
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_TRUE(rule_lines(*r.imported).empty());
  EXPECT_NE(r.imported->rf.text().find("// not read (no rule): line (1 item); text; cage (1 item); disabledlogic; "
                                       "highlightConflicts"),
            std::string::npos);
  EXPECT_NE(errors_of("\"magic\": [1]").find("magic: error: unknown f-puzzles key 'magic'"), std::string::npos);
}

TEST(FpuzzlesKeys, JsonErrorsHaveAPosition) {
  EXPECT_NE(read_fp("{\"size\": 4,\n \"grid\": [}").errors.find("t.json:2:"), std::string::npos);
  EXPECT_NE(read_fp("[1, 2]").errors.find("expected the f-puzzles object"), std::string::npos);
  EXPECT_NE(read_fp(std::string(200, '[')).errors.find("nested more than 64 levels"), std::string::npos);
  EXPECT_NE(read_fp("{\"grid\": []}").errors.find("expected a member 'size'"), std::string::npos);
}

// A diagnostic of the generated text is reported at the key it came from.
TEST(FpuzzlesKeys, SemaErrorsNameTheirKey) {
  ImportResult r = read_fp(fp_grid(4, R"("killercage": [{"cells": ["R1C1", "R1C1"], "value": 2}])"));
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_EQ(solve_imported(*r.imported),
            "error: t: killercage[0]: error: 'sum' lists cell 1 (r1c1) twice\n"
            "  in the .rf translation: sum(2, 1, 1)\n");
}

// docs/formats.md has one row per key of the table, with its keyword.
TEST(FpuzzlesKeys, EveryRowIsDocumented) {
  std::ifstream in(source_dir() / "docs" / "formats.md");
  ASSERT_TRUE(in) << "docs/formats.md not found under " << source_dir();
  std::stringstream ss;
  ss << in.rdbuf();
  for (const formats::fpuzzles::KeyRow& row : formats::fpuzzles::key_rows())
    EXPECT_NE(ss.str().find("| `" + std::string(row.key) + "` | `" + std::string(row.keyword) + "` |"),
              std::string::npos)
        << row.key;
}

}  // namespace
}  // namespace rfsat::test
