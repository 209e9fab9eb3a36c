// Links and the SudokuPad and SudoCue readers: f-puzzles links repaired
// after the damage links suffer (percent-encoding, '+' as a blank, "//"
// collapsed), SudokuPad's link forms (fpuzzles, ctc, scl; ?puzzleid=, the
// legacy host) and its JSON, strict and zipped, with the refusals that
// name why (short ids, drawings); SudoCue's two killer forms; detection.
// Payloads are made here with our lz-string encoder from puzzles of our own.
#include "import/links.hpp"

#include <gtest/gtest.h>

#include "format.hpp"
#include "import/short_links.hpp"
#include "import_support.hpp"
#include "load.hpp"
#include "lz_string.hpp"
#include "sudocue/read.hpp"
#include "sudokupad/read.hpp"

namespace rfsat::test {
namespace {

using F = formats::ClassicFormat;
using Lines = std::vector<std::string>;

// Our 4x4 puzzle (unique: 1234 3412 2143 4321) as f-puzzles JSON.
std::string tiny_fpuzzles(const std::string& title = "Tiny", const std::string& rules = "") {
  return "{\"size\": 4, \"ruleset\": \"" + rules + "\", \"title\": \"" + title +
         "\", \"grid\": [[{\"value\": 1, \"given\": true}, {}, {\"value\": 3, \"given\": true}, "
         "{}], "
         "[{}, {\"value\": 4, \"given\": true}, {}, {}], [{}, {}, {\"value\": 4, \"given\": true}, "
         "{}], "
         "[{}, {}, {}, {\"value\": 1, \"given\": true}]], \"difference\": [{\"cells\": [\"R4C1\", "
         "\"R4C2\"]}]}";
}
const std::string kTinySolution = "unique 1234341221434321";

ImportResult read_as(F f, const std::string& text) {
  std::ostringstream err;
  ImportResult r;
  r.imported = formats::read_imported("t", text, f, err);
  r.errors = err.str();
  return r;
}

std::string solve_as(F f, const std::string& text) {
  ImportResult r = read_as(f, text);
  return r.imported ? solve_imported(*r.imported) : "error: " + r.errors;
}

std::string payload(const std::string& json) { return formats::lz_compress_base64(json); }

TEST(Links, FpuzzlesLinks) {
  const std::string p = payload(tiny_fpuzzles());
  EXPECT_EQ(solve_as(F::fpuzzles_url, "https://f-puzzles.com/?load=" + p), kTinySolution);
  EXPECT_EQ(solve_as(F::fpuzzles_url, "  www.f-puzzles.com/?load=" + p + "&x=1\n"), kTinySolution);
  EXPECT_NE(read_as(F::fpuzzles_url, "https://f-puzzles.com/?id=abc")
                .errors.find("needs a network fetch"),
            std::string::npos);
  EXPECT_NE(read_as(F::fpuzzles_url, "https://f-puzzles.com/")
                .errors.find("expected an f-puzzles link with ?load="),
            std::string::npos);
}

// The text after ?load= alone, as Rangsk's solvers store puzzles, and a
// link percent-encoded as a whole (passed inside another URL).
TEST(Links, BarePayloadsAndLinksEncodedWhole) {
  const std::string p = payload(tiny_fpuzzles());
  EXPECT_EQ(formats::detect_format(p, ""), F::fpuzzles_url);
  EXPECT_EQ(solve_as(F::fpuzzles_url, p + "\n"), kTinySolution);
  std::string encoded = "https%3A%2F%2Ff-puzzles.com%2F%3Fload%3D";
  for (char c : p)
    encoded += c == '+' ? std::string("%2B") : c == '/' ? std::string("%2F") : std::string(1, c);
  EXPECT_EQ(formats::detect_format(encoded, ""), F::fpuzzles_url);
  EXPECT_EQ(solve_as(F::fpuzzles_url, encoded), kTinySolution);
  // A word that only starts like a payload is no puzzle: its error says so.
  EXPECT_NE(
      read_as(F::fpuzzles_url, "N4IgAAAAAAAAAAAAAAAA").errors.find("cannot decode the puzzle data"),
      std::string::npos);
}

TEST(Links, RepairsDamagedPayloads) {
  // A payload with '+' and "//" in it (titles tried until one has both).
  std::string p;
  // ('/' is 63, six one bits: rare in lz-string's output of ASCII; '~' and
  // the non-ASCII title bring it.)
  std::string title;
  for (int i = 0;
       i < 5000 && (p.find("//") == std::string::npos || p.find('+') == std::string::npos); ++i) {
    title = std::string(static_cast<std::size_t>(i % 13), '~');
    for (int k = 0; k < i % 7; ++k) title += "\u00ff\u07ff";
    p = payload(tiny_fpuzzles(
        title + std::to_string(i),
        std::to_string(i * 7919) + std::string(static_cast<std::size_t>(i % 5), '~')));
  }
  ASSERT_NE(p.find("//"), std::string::npos);
  std::string spaced = p, percent, collapsed = p;
  for (char& c : spaced)
    if (c == '+') c = ' ';
  for (char c : p)
    percent += c == '+' ? "%2B" : c == '/' ? "%2F" : c == '=' ? "%3D" : std::string(1, c);
  while (collapsed.find("//") != std::string::npos) collapsed.replace(collapsed.find("//"), 2, "/");
  for (const std::string& q : {spaced, percent, collapsed})
    EXPECT_EQ(solve_as(F::fpuzzles_url, "https://f-puzzles.com/?load=" + q), kTinySolution) << q;
  const std::string cut = p.substr(0, p.size() / 2);
  EXPECT_NE(read_as(F::fpuzzles_url, "https://f-puzzles.com/?load=" + cut)
                .errors.find("link payload: error: cannot decode the puzzle data at character"),
            std::string::npos);
  EXPECT_NE(read_as(F::fpuzzles_url, "https://f-puzzles.com/?load=" + payload("not json"))
                .errors.find("not to puzzle JSON"),
            std::string::npos);
}

// The short ids --fetch asks SudokuPad's API for (short_links.hpp), and the
// links that carry their puzzle, which it never fetches.
TEST(Links, ShortPuzzleIds) {
  using formats::import::short_puzzle_id;
  EXPECT_EQ(short_puzzle_id("https://sudokupad.app/fTbNFPQ44g"), "fTbNFPQ44g");
  EXPECT_EQ(short_puzzle_id("  HTTPS://SudokuPad.app/sudoku/abc123?setting-nogrid=1\n"), "abc123");
  EXPECT_EQ(short_puzzle_id("https://sudokupad.app/?puzzleid=x%2Dy&z=1"), "x-y");
  EXPECT_EQ(short_puzzle_id("https://app.crackingthecryptic.com/sudoku/q7"), "q7");
  EXPECT_EQ(short_puzzle_id("sudokupad://puzzle/q7"), "q7");
  for (const char* not_short :
       {"https://sudokupad.app/fpuzzlesN4Ig", "https://sudokupad.app/sclN4Ig",
        "https://sudokupad.app/ctcN4Ig", "https://sudokupad.app/scfN4Ig", "https://sudokupad.app/",
        "https://f-puzzles.com/?id=abc", "https://example.com/abc", "a\nhttps://sudokupad.app/q7"})
    EXPECT_EQ(short_puzzle_id(not_short), std::nullopt) << not_short;
  EXPECT_EQ(formats::import::percent_encode("a b/c~d"), "a%20b%2Fc~d");
}

TEST(Links, SudokuPadLinkForms) {
  const std::string p = payload(tiny_fpuzzles());
  for (const std::string& link :
       {"https://sudokupad.app/fpuzzles" + p, "https://beta.sudokupad.app/sudoku/fpuzzles" + p,
        "https://sudokupad.app/?puzzleid=fpuzzles" + p,
        "https://app.crackingthecryptic.com/sudoku/fpuzzles" + p, "sudokupad://puzzle/fpuz" + p,
        "https://alpha.sudokupad.app/fpuzzles" + p + "?setting-nogrid=1"})
    EXPECT_EQ(solve_as(F::sudokupad, link), kTinySolution) << link;
  EXPECT_NE(read_as(F::sudokupad, "https://sudokupad.app/fTbNFPQ44g")
                .errors.find("'fTbNFPQ44g' is a short SudokuPad puzzle id: the puzzle is stored on "
                             "SudokuPad's server. Pass --fetch"),
            std::string::npos);
  EXPECT_NE(
      read_as(F::sudokupad, "https://sudokupad.app/scfABC").errors.find("'scf' form is not read"),
      std::string::npos);
}

// SudokuPad's own JSON for the tiny puzzle: givens, the default boxes, a
// killer cage, metadata as cages and as an object, a global.
const std::string kScl =
    R"({"id": "x", "cellSize": 50, "cells": [[{"value": 1}, {}, {"value": "3"}, {}], [{}, {"value": 4}, {}, {}],
       [{}, {}, {"value": 4, "pencilMarks": [1]}, {}], [{}, {}, {}, {"value": 1}]],
       "regions": [[[0,0],[0,1],[1,0],[1,1]], [[0,2],[0,3],[1,2],[1,3]], [[2,0],[2,1],[3,0],[3,1]], [[2,2],[2,3],[3,2],[3,3]]],
       "cages": [{"cells": [[3,0],[3,1]], "value": "7", "unique": true}, {"value": "title: Tiny"},
                 {"value": "solution: 1234341221434321"}],
       "metadata": {"author": "Us"}})";

// The same zipped as SudokuPad's links carry it.
const std::string kSclZipped =
    "{id:'x',cs:50,ce:[[{v:1},,{v:3},],[,{v:4},,],[,,{v:4,pencilMarks:[1]},],[,,,{v:1}]],"
    "re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3]"
    ",[3,2],[3,3]]],"
    "ca:[{ce:[[3,0],[3,1]],v:7,unique:t},{v:'title: Tiny'},{v:'solution: "
    "1234341221434321'}],metadata:{author:'Us'}}";

TEST(SudokuPad, JsonStrictAndZipped) {
  for (const std::string& text : {kScl, "https://sudokupad.app/scl" + payload(kScl),
                                  "https://sudokupad.app/ctc" + payload(kSclZipped)}) {
    ImportResult r = read_as(F::sudokupad, text);
    ASSERT_TRUE(r.imported) << r.errors << text;
    EXPECT_EQ(rule_lines(*r.imported),
              (Lines{"set_cell(1, 1)", "set_cell(3, 3)", "set_cell(6, 4)", "set_cell(11, 4)",
                     "set_cell(16, 1)", "sum(7, 13, 14)"}));
    EXPECT_NE(r.imported->rf.text().find("box_groups(2, 2)"), std::string::npos);
    EXPECT_NE(r.imported->rf.text().find("// SudokuPad: Tiny by Us\n"), std::string::npos)
        << r.imported->rf.text();
    EXPECT_NE(r.imported->rf.text().find("cells: pencilMarks in 1 cell"), std::string::npos);
    EXPECT_EQ(r.imported->solution, "1234341221434321");
    EXPECT_EQ(solve_imported(*r.imported), kTinySolution);
  }
}

// antixv and antiratio: no X/V sum, no 1:2 ratio, on any pair (SudokuPad's
// marks are drawings rfsat refuses, so a puzzle it reads has none).
TEST(SudokuPad, AntiXvAndAntiRatioGlobals) {
  std::string text = kScl;
  text.insert(text.rfind('}'), R"(, "global": ["antiratio", "antixv"])");
  ImportResult r = read_as(F::sudokupad, text);
  ASSERT_TRUE(r.imported) << r.errors;
  const Lines lines = rule_lines(*r.imported);
  for (const char* rule : {"no_kropki_factor", "no_kropki_sum(5, 10)"})
    EXPECT_EQ(std::count(lines.begin(), lines.end(), rule), 1) << rule;
  // The tiny puzzle's only solution has 1 beside 4 (sum 5) and 1 beside 2.
  EXPECT_EQ(solve_imported(*r.imported), "none");
}

TEST(SudokuPad, WhatIsReadAndWhatIsRefused) {
  auto with = [](const std::string& extra) {
    return R"({"cells": [[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]])" + extra + "}";
  };
  ImportResult r =
      read_as(F::sudokupad, with(R"(, "global": ["antiknight", "antiking", "nonconsecutive"])"));
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_EQ(rule_lines(*r.imported), (Lines{"anti_knight", "anti_king", "non_consecutive"}));
  EXPECT_EQ(r.imported->rf.text().find("box_groups"), std::string::npos);  // no regions: no boxes
  r = read_as(F::sudokupad,
              with(R"(, "regions": [[[0,0],[1,0],[2,0],[3,0]], [[0,1],[1,1],[2,1],[3,1]],
                                   [[0,2],[1,2],[2,2],[3,2]], [[0,3],[1,3],[2,3],[3,3]]])"));
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_EQ(rule_lines(*r.imported)[0], "jigsaw(1, 5, 9, 13)");
  const std::string blank = registry_has("cage") ? "cage(1, 2)" : "extra_region(1, 2)";
  r = read_as(F::sudokupad,
              with(R"(, "cages": [{"cells": ["r1c1", "r1c2"]}, {"cells": [[0,0]], "sum": 3},
                                   {"cells": [[1,1]], "hidden": true, "unique": false}])"));
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_EQ(rule_lines(*r.imported), (Lines{blank, "sum(3, 1)"}));
  // A drawing in none of the converter's styles (drawings_test.sh reads
  // those in a style).
  for (const char* key : {"lines", "arrows", "overlays", "underlays"})
    EXPECT_NE(read_as(F::sudokupad,
                      with(std::string(", \"") + key + "\": [{\"wayPoints\": [[0.5, 0.5]]}]"))
                  .errors.find(std::string(key) + "[0]: error: a drawing in none of the styles"),
              std::string::npos)
        << key;
  EXPECT_NE(read_as(F::sudokupad, with(R"(, "cages": [{"cells": [[0,0]], "value": "x2"}])"))
                .errors.find("is not a total: its rule lives in the puzzle's rules text"),
            std::string::npos);
  r = read_as(F::sudokupad, with(R"(, "global": ["antiratio", "antixv"])"));
  ASSERT_TRUE(r.imported) << r.errors;
  EXPECT_EQ(rule_lines(*r.imported), (Lines{"no_kropki_factor", "no_kropki_sum(5, 10)"}));
  EXPECT_NE(read_as(F::sudokupad, with(R"(, "global": ["antisomething"])"))
                .errors.find("'antisomething' is not read"),
            std::string::npos);
  EXPECT_NE(
      read_as(F::sudokupad, with(R"(, "magic": 1)")).errors.find("unknown SudokuPad key 'magic'"),
      std::string::npos);
  EXPECT_NE(read_as(F::sudokupad, R"({"cells": [[{}, {}], [{}]]})").errors.find("square"),
            std::string::npos);
  EXPECT_NE(read_as(F::sudokupad, "https://sudokupad.app/scl" + payload("{ce:[[{v:1}],"))
                .errors.find("cannot decode the puzzle data"),
            std::string::npos);
}

TEST(SudoCue, ShortForm) {
  // Cages of two cells along each row: root (the total) on the left, '<'
  // pointing back to it; 9x9, totals chosen so the grid 123456789 ... fits.
  std::string shortform;
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) shortform += c % 2 == 0 && c < 8 ? '9' : '<';
  ImportResult r = read_as(F::sudocue, shortform);
  ASSERT_TRUE(r.imported) << r.errors;
  const Lines lines = rule_lines(*r.imported);
  ASSERT_EQ(lines.size(), 36u);
  EXPECT_EQ(lines[0], "sum(9, 1, 2)");
  EXPECT_EQ(lines[3], "sum(9, 7, 8, 9)");  // the last '<' points to the 3-cell cage's second cell
  EXPECT_NE(r.imported->rf.text().find("// the cage of r1c1"), std::string::npos);
  std::string out = shortform;
  out[9] = '<';  // r2c1 points out of the grid
  EXPECT_NE(
      read_as(F::sudocue, out).errors.find("r2c1: error: the arrow '<' points out of the grid"),
      std::string::npos);
  std::string loop = shortform;
  loop[0] = '>';  // r1c1 <-> r1c2
  EXPECT_NE(read_as(F::sudocue, loop).errors.find("go round in a loop"), std::string::npos);
}

TEST(SudoCue, LongForm) {
  // Rows as cages: total 45, root the row's first cell; with diagonals.
  std::string text = "3x3:d:k:";
  for (int i = 0; i < 81; ++i) text += std::to_string(45 * 256 + i / 9 * 9) + ":";
  ImportResult r = read_as(F::sudocue, text);
  ASSERT_TRUE(r.imported) << r.errors;
  Lines lines = rule_lines(*r.imported);
  ASSERT_EQ(lines.size(), 11u);
  EXPECT_EQ(lines[0], "diagonal(73, 9)");
  EXPECT_EQ(lines[2], "sum(45, 1, 2, 3, 4, 5, 6, 7, 8, 9)");
  // The bytes the other way round (root * 256 + sum), no final colon.
  std::string swapped = "3x3::k:";
  for (int i = 0; i < 81; ++i) swapped += (i ? ":" : "") + std::to_string(i / 9 * 9 * 256 + 45);
  r = read_as(F::sudocue, swapped);
  ASSERT_TRUE(r.imported) << r.errors;
  lines = rule_lines(*r.imported);
  ASSERT_EQ(lines.size(), 9u);
  EXPECT_EQ(lines[8], "sum(45, 73, 74, 75, 76, 77, 78, 79, 80, 81)");
  EXPECT_NE(read_as(F::sudocue, "3x3::k:1:2").errors.find("expected 3x3:d:k:"), std::string::npos);
}

TEST(Detection, VariantFormatsByContent) {
  EXPECT_EQ(formats::detect_format(tiny_fpuzzles(), ""), F::fpuzzles);
  EXPECT_EQ(formats::detect_format(kScl, ""), F::sudokupad);
  EXPECT_EQ(formats::detect_format(" https://f-puzzles.com/?load=abc\n", ""), F::fpuzzles_url);
  EXPECT_EQ(formats::detect_format("https://sudokupad.app/abc", ""), F::sudokupad);
  EXPECT_EQ(formats::detect_format("# c\n.Cage~3~R1C1~R1C2\n.~R1C1_2", ""), F::iss);
  EXPECT_EQ(formats::detect_format("3x3::k:1:2", ""), F::sudocue);
  std::string shortform(81, '<');
  shortform[0] = '9';
  EXPECT_EQ(formats::detect_format(shortform, ""), F::sudocue);
  std::string marks;
  for (int i = 0; i < 81; ++i) marks += "123456789";
  EXPECT_EQ(formats::detect_format(marks, ""), F::iss);  // ISS pencil marks
  EXPECT_EQ(formats::detect_format(std::string(16, '.') + "0011001122332233", ""),
            F::iss);  // grid + layout
  // Classic lines stay classic, also with ISS-like starts.
  EXPECT_EQ(
      formats::detect_format(
          "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..", ""),
      F::line);
  std::string big(625, '.');
  big.replace(0, 4, ".X.V");
  EXPECT_NE(formats::detect_format(big, ""), F::iss);
}

}  // namespace
}  // namespace rfsat::test
