// The importers through the rfsat executable: check compares the unique
// solution with the one the input carries (exit 0 / 1), reader errors name
// the key path and exit 2, convert --to rf writes the translation with each
// line's origin, solve --stats lists what was not read, and dimacs and
// standard input take variant puzzles too; convert --to fpuzzles,
// fpuzzles-url and iss write what reads back the same. The fixture is a 4x4 f-puzzles
// puzzle of our own (unique: 1234 3412 2143 4321).
#include <gtest/gtest.h>

#include <algorithm>

#include "../cli/cli_helper.hpp"
#include "lz_string.hpp"

namespace rfsat::test {
namespace {

std::string fixture(const std::string& extra = "") {
  auto cell = [](int v) { return v ? "{\"value\": " + std::to_string(v) + ", \"given\": true}" : std::string("{}"); };
  const int givens[4][4] = {{1, 0, 3, 0}, {0, 4, 0, 0}, {0, 0, 4, 0}, {0, 0, 0, 1}};
  std::string grid = "[";
  for (int r = 0; r < 4; ++r) {
    grid += r ? ",[" : "[";
    for (int c = 0; c < 4; ++c) grid += (c ? "," : "") + cell(givens[r][c]);
    grid += "]";
  }
  return "{\"size\": 4, \"title\": \"Tiny\", \"grid\": " + grid +
         "], \"difference\": [{\"cells\": [\"R4C1\", \"R4C2\"]}], \"line\": [{\"lines\": [[\"R1C1\"]]}]" + extra + "}";
}

const std::string kSolution = "[1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,1]";

TEST(ImportCli, CheckComparesTheCarriedSolution) {
  ScratchDir dir;
  dir.file("ok.json", fixture(", \"solution\": " + kSolution));
  dir.file("wrong.json", fixture(", \"solution\": [1,2,3,4,3,4,1,2,2,1,4,3,4,3,1,2]"));
  dir.file("none.json", fixture());
  Output o = rfsat("check ok.json none.json", dir.path());
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, "ok.json: unique, and equal to the solution in the input\nnone.json: unique\n");
  o = rfsat("check ok.json wrong.json", dir.path());
  EXPECT_EQ(o.code, 1) << describe(o);
  EXPECT_NE(o.out.find("wrong.json: unique, solution differs (2 cells differ from the input's "
                       "solution; first r4c3: 2, the input says 1)"),
            std::string::npos)
      << describe(o);
}

// Unique but not the carried solution is its own verdict: counted on its
// own, typed so in JUnit and GitHub, "unique" with matches_input_solution
// false in JSON.
TEST(ImportCli, SolutionDiffersIsItsOwnVerdictInEveryReport) {
  ScratchDir dir;
  dir.file("ok.json", fixture(", \"solution\": " + kSolution));
  dir.file("wrong.json", fixture(", \"solution\": [1,2,3,4,3,4,1,2,2,1,4,3,4,3,1,2]"));
  Output o = rfsat("check ok.json wrong.json", dir.path());
  EXPECT_NE(o.err.find("2 puzzles: 1 unique, 1 solution differs, 0 multiple, 0 no solution, 0 "
                       "stopped by the time limit, 0 errors;"),
            std::string::npos)
      << describe(o);
  o = rfsat("check ok.json wrong.json -f json", dir.path());
  EXPECT_NE(o.out.find("\"file\":\"ok.json\",\"matches_input_solution\":true,\"status\":\"pass\""),
            std::string::npos)
      << o.out;
  EXPECT_NE(o.out.find("\"file\":\"wrong.json\",\"matches_input_solution\":false,\"message\":\"2 "
                       "cells differ from the input's solution; first r4c3: 2, the input says "
                       "1\",\"status\":\"fail\",\"time\":"),
            std::string::npos)
      << o.out;
  // Both records' verdict is "unique".
  std::size_t uniques = 0;
  for (std::size_t at = o.out.find("\"verdict\":\"unique\""); at != std::string::npos;
       at = o.out.find("\"verdict\":\"unique\"", at + 1))
    ++uniques;
  EXPECT_EQ(uniques, 2u) << o.out;
  o = rfsat("check ok.json wrong.json -f junit", dir.path());
  EXPECT_NE(o.out.find("failures=\"1\""), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("<failure message=\"unique, solution differs (2 cells differ from the "
                       "input&apos;s solution; first r4c3: 2, the input says 1)\" type=\"solution "
                       "differs\">"),
            std::string::npos)
      << o.out;
  o = rfsat("check ok.json wrong.json -f github", dir.path());
  // After the decoration warnings of both files, wrong.json's one error.
  const std::string error =
      "::error file=wrong.json,line=1,title=rfsat check%3A solution differs::unique, solution "
      "differs (2 cells differ from the input's solution; first r4c3: 2, the input says 1)\n";
  EXPECT_EQ(o.out.size() >= error.size() ? o.out.substr(o.out.size() - error.size()) : o.out,
            error);
  EXPECT_EQ(std::count(o.out.begin(), o.out.end(), '\n'), 3) << o.out;
}

TEST(ImportCli, ReaderErrorsNameTheKeyAndExit2) {
  ScratchDir dir;
  dir.file("bad.json", fixture(", \"magic\": 1"));
  Output o = rfsat("solve bad.json", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("bad.json: magic: error: unknown f-puzzles key 'magic'"), std::string::npos) << describe(o);
  dir.file("syntax.json", "{\"size\": 4,\n  \"grid\": ]");
  o = rfsat("check syntax.json", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("syntax.json:2:11: error: invalid JSON"), std::string::npos) << describe(o);
}

TEST(ImportCli, ConvertToRfShowsTheTranslation) {
  ScratchDir dir;
  dir.file("p.json", fixture());
  Output o = rfsat("convert p.json --to rf", dir.path());
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.out.find("// f-puzzles: Tiny\n"), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("set_cell(1, 1)  // grid[0][0]\n"), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("kropki_diff(1, 13, 14)  // difference[0]\n"), std::string::npos) << o.out;
  EXPECT_NE(o.out.find("// not read (no rule): line (1 item)\n"), std::string::npos) << o.out;
  // The translation is a rule file with the same solution.
  dir.file("p.rf", o.out);
  o = rfsat("solve p.rf --format line", dir.path());
  EXPECT_EQ(o.out, "1234341221434321\nunique\n") << describe(o);
  // To a classic format: refused with the reason (it has a kropki dot).
  o = rfsat("convert p.json --to sdk", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
}

TEST(ImportCli, StatsStdinAndDimacs) {
  ScratchDir dir;
  dir.file("p.json", fixture());
  Output o = rfsat("solve p.json --stats --format line", dir.path());
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.err.find("p.json: not read (no rule): line (1 item)"), std::string::npos) << describe(o);
  o = rfsat("solve - --format line < p.json", dir.path());
  EXPECT_EQ(o.out, "1234341221434321\nunique\n") << describe(o);
  o = rfsat("dimacs p.json -o p.cnf", dir.path());
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(read_file(dir / "p.cnf").find("p cnf"), std::string::npos);
  // --from forces the format, for dimacs and decode too
  dir.file("p.txt", fixture());
  EXPECT_EQ(rfsat("dimacs p.txt --from fpuzzles -o q.cnf", dir.path()).code, 0);
  EXPECT_EQ(read_file(dir / "q.cnf").substr(read_file(dir / "q.cnf").find("p cnf")),
            read_file(dir / "p.cnf").substr(read_file(dir / "p.cnf").find("p cnf")));
  o = rfsat("dimacs p.txt --from iss", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
  o = rfsat("decode p.txt p.cnf --from sudocue", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
  // generate --rules takes a variant puzzle: its .rf form made unique
  dir.file("empty.json",
           "{\"size\": 4, \"grid\": [[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]], "
           "\"difference\": [{\"cells\": [\"R4C1\", \"R4C2\"]}]}");
  o = rfsat("generate --rules empty.json --seed 3 -o gen.rf", dir.path());
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(read_file(dir / "gen.rf").find("kropki_diff(1, 13, 14)"), std::string::npos)
      << read_file(dir / "gen.rf");
  EXPECT_EQ(rfsat("check gen.rf", dir.path()).code, 0);
}

TEST(ImportCli, LinksAsArgumentsAndInFiles) {
  ScratchDir dir;
  const std::string link = "https://f-puzzles.com/?load=" +
                           formats::lz_compress_base64(fixture(", \"solution\": " + kSolution));
  Output o = rfsat("check " + quote(link), dir.path());
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, link.substr(0, 57) + "...: unique, and equal to the solution in the input\n");
  dir.file("link.txt", link + "\n");
  o = rfsat("solve link.txt --format line", dir.path());
  EXPECT_EQ(o.out, "1234341221434321\nunique\n") << describe(o);
  o = rfsat("convert " + quote(link) + " --to rf", dir.path());
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.out.find("kropki_diff(1, 13, 14)  // difference[0]"), std::string::npos) << o.out;
  // The payload alone and the link percent-encoded whole, as arguments (the
  // encoded link is one path component longer than a file name may be).
  const std::string bare = link.substr(link.find("load=") + 5);
  o = rfsat("solve " + quote(bare) + " --format line", dir.path());
  EXPECT_EQ(o.out, "1234341221434321\nunique\n") << describe(o);
  std::string encoded = "https%3A%2F%2Ff-puzzles.com%2F%3Fload%3D";
  for (char c : bare) encoded += c == '+' ? "%2B" : c == '/' ? "%2F" : std::string(1, c);
  while (encoded.size() < 300) encoded += "%26x%3D1";  // longer than NAME_MAX
  o = rfsat("solve " + quote(encoded) + " --format line", dir.path());
  EXPECT_EQ(o.out, "1234341221434321\nunique\n") << describe(o);
  o = rfsat("check https://sudokupad.app/fTbNFPQ44g", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("Pass --fetch"), std::string::npos) << describe(o);
  dir.file("p.iss", ".Shape~4x4.~R1C1_1~R1C3_3~R2C2_4~R3C3_4~R4C4_1.WhiteDot~R4C1~R4C2\n");
  o = rfsat("solve p.iss --format line", dir.path());
  EXPECT_EQ(o.out, "1234341221434321\nunique\n") << describe(o);
  o = rfsat("solve p.txt --from iss --format line", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
}

// Drawn items read as decoration (the fixture's `line`, a cosmetic cage)
// are named by every command that solves, one line per kind with its
// count, and in each of check's reports as a warning.
TEST(ImportCli, DecorationsAreNamedByEveryCommandAndReport) {
  ScratchDir dir;
  dir.file("d.json",
           fixture(R"(, "cage": [{"cells": ["R2C2"], "value": "A"}, {"cells": ["R3C3"]}])"));
  const std::string line = "d.json: warning: read as decoration (no rule): line (1 item)\n";
  const std::string cage = "d.json: warning: read as decoration (no rule): cage (2 items)\n";
  for (const char* command :
       {"solve d.json", "check d.json", "candidates d.json", "minimize d.json"}) {
    Output o = rfsat(command, dir.path());
    EXPECT_EQ(o.code, 0) << command << describe(o);
    EXPECT_NE(o.err.find(line + cage), std::string::npos) << command << describe(o);
  }
  Output o = rfsat("check d.json --format json", dir.path());
  EXPECT_NE(
      o.out.find(
          R"x("warnings":["read as decoration (no rule): line (1 item)","read as decoration (no rule): cage (2 items)"])x"),
      std::string::npos)
      << describe(o);
  o = rfsat("check d.json --format github", dir.path());
  EXPECT_NE(o.out.find("::warning file=d.json,line=1,title=rfsat check::read as decoration (no "
                       "rule): cage (2 items)\n"),
            std::string::npos)
      << describe(o);
  o = rfsat("check d.json --format junit", dir.path());
  EXPECT_NE(o.out.find("<system-err>" + line + cage + "</system-err>"), std::string::npos)
      << describe(o);
}

// A cosmetic cage showing a rule's shorthand (X10: the rules text says
// what it means) is refused by name, never checked as a drawing; DRn is a
// digital-root cage.
TEST(ImportCli, CosmeticCagesShowingARuleAreRefused) {
  ScratchDir dir;
  dir.file(
      "d.json",
      fixture(
          R"(, "cage": [{"cells": ["R2C2"], "value": "A"}, {"cells": ["R3C3", "R3C4"], "value": "X10"}])"));
  Output o = rfsat("check d.json", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("d.json: cage[1]: error: a cosmetic cage showing 'X10'"), std::string::npos)
      << describe(o);
  // DR3 on r3c3, r3c4: distinct, summing to 3 or 12 (not 21: at most 17).
  dir.file("r.json", fixture(R"(, "cage": [{"cells": ["R3C3", "R3C4"], "value": "DR3"}])"));
  o = rfsat("convert r.json --to rf", dir.path());
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.out.find("cage(11, 12)  // cage[0]\nkimo_sum(3, 9, 11, 12)  // cage[0]\n"),
            std::string::npos)
      << describe(o);
  EXPECT_EQ(o.out.find("cage (1 item)"), std::string::npos) << describe(o);
  dir.file("t.json", fixture(R"(, "cage": [{"cells": ["R3C3", "R3C4"], "value": "15"}])"));
  EXPECT_EQ(rfsat("check t.json", dir.path()).code, 2);
}

// The kinds the readers gained keep their verdict and solution through
// convert --to fpuzzles, fpuzzles-url and iss and back, where the format
// holds them, and are refused by name where it does not.
TEST(ImportCli, RoundTripsOfTheNewKinds) {
  ScratchDir dir;
  // A lockout line (difference floor(4 / 2) = 2: r1c1 3, r1c4 1 differ by 2,
  // r1c2 2 lies between them: the line must not be this) and parity.
  const std::string lockout = R"(, "lockout": [{"lines": [["R3C1", "R3C2", "R3C3"]]}])";
  dir.file("l.json", fixture(lockout));
  dir.file(
      "p.json",
      R"({"size": 4, "grid": [[{"parity": "Odd"}, {"parity": "Even"}, {"value": 3, "given": true}, {}],
      [{}, {"value": 4, "given": true}, {}, {}], [{}, {}, {"value": 4, "given": true}, {}], [{}, {}, {}, {"value": 1, "given": true}]]})");
  dir.file("s.iss",
           ".Shape~4x4.Sum~7~R1C1~R2C3.~R1C1_1~R1C3_3~R2C2_4~R3C3_4~R4C4_1.WhiteDot~R4C1~R4C2\n");
  for (const char* f : {"l.json", "p.json", "s.iss"}) {
    const Output before = rfsat(std::string("solve ") + f + " --format line", dir.path());
    EXPECT_EQ(before.code, 0) << f << describe(before);
    for (const char* to : {"fpuzzles", "fpuzzles-url", "iss"}) {
      const Output written =
          rfsat(std::string("convert ") + f + " --to " + to + " -o back.txt", dir.path());
      if (std::string(f) == "s.iss" &&
          std::string(to) != "iss") {  // f-puzzles has no scattered sum
        EXPECT_EQ(written.code, 2) << describe(written);
        EXPECT_NE(written.err.find("cannot hold the rule 'kimo_sum'"), std::string::npos)
            << describe(written);
        continue;
      }
      ASSERT_EQ(written.code, 0) << f << " " << to << describe(written);
      const Output after = rfsat("solve back.txt --format line", dir.path());
      EXPECT_EQ(after.out, before.out) << f << " via " << to << describe(after);
    }
  }
  // A 0-indexed ISS grid has symbols no other format's digits hold.
  dir.file("z.iss", ".Shape~4x4~0-3.~R1C1_0\n");
  const Output z = rfsat("convert z.iss --to fpuzzles", dir.path());
  EXPECT_EQ(z.code, 2) << describe(z);
}

TEST(ImportCli, ConvertToFpuzzlesAndIss) {
  ScratchDir dir;
  dir.file("p.json", fixture(", \"author\": \"Me\", \"solution\": " + kSolution));
  Output o = rfsat("convert p.json --to fpuzzles -o back.json", dir.path());
  ASSERT_EQ(o.code, 0) << describe(o);
  const std::string json = read_file(dir / "back.json");
  for (const char* part :
       {R"("title":"Tiny")", R"("author":"Me")", R"("difference":[{"cells":["R4C1","R4C2"]}])",
        R"("solution":[1,2,3,4,)"})
    EXPECT_NE(json.find(part), std::string::npos) << part << "\n" << json;
  o = rfsat("check back.json", dir.path());
  EXPECT_EQ(o.out, "back.json: unique, and equal to the solution in the input\n") << describe(o);
  // .rf -> link -> check; .rf -> ISS -> solve
  dir.file("p.rf", rfsat("convert p.json --to rf", dir.path()).out);
  o = rfsat("convert p.rf --to fpuzzles-url", dir.path());
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out.rfind("https://f-puzzles.com/?load=", 0), 0u) << o.out;
  o.out.pop_back();
  EXPECT_EQ(rfsat("check " + quote(o.out), dir.path()).code, 0);
  o = rfsat("convert p.rf --to iss", dir.path());
  EXPECT_EQ(o.out, ".Shape~4x4.~R1C1_1~R1C3_3~R2C2_4~R3C3_4~R4C4_1.WhiteDot~R4C1~R4C2\n")
      << describe(o);
  dir.file("p.iss", o.out);
  EXPECT_EQ(rfsat("solve p.iss --format line", dir.path()).out, "1234341221434321\nunique\n");
  // What the target cannot hold: exit 2, the rule named (the input item for
  // an imported puzzle, the line for a rule file).
  dir.file("slow.json", fixture(", \"slowthermometer\": [{\"lines\": [[\"R2C1\", \"R3C1\"]]}]"));
  o = rfsat("convert slow.json --to iss", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_EQ(
      o.err,
      "slow.json: warning: read as decoration (no rule): line (1 item)\n"  // the fixture's line
      "slow.json: error: ISS cannot hold the rule 'slow_thermo' (slowthermometer[0].lines[0]): "
      "ISS has no slow thermometer\n");
  dir.file("calc.rf", "values = 1234\nrow_groups\ncolumn_groups\nproduct(12, 1, 2, 3)\n");
  o = rfsat("convert calc.rf --to fpuzzles", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_EQ(
      o.err,
      "calc.rf: error: f-puzzles cannot hold the rule 'product' (line 4): f-puzzles has no such "
      "constraint\n");
  o = rfsat("convert p.json --to sudokupad", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
}

}  // namespace
}  // namespace rfsat::test
