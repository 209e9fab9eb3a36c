// Calcudoku through the rfsat executable: solve/check of cdok specs
// (detected by content or the .puz hint, --from cdok, --nylimb), cdok's
// pictures (--format cdok / cdok-utf8, convert --to cdok-picture / cdok-utf8),
// convert between cdok and .rf, generate (same seed, same puzzle; every
// output unique), and the exit code 2 with file:line:col for every
// malformed spec of ../shared/data/calcudoku/malformed (skipped when absent).
#include "calcudoku_support.hpp"
#include "cli/cli_helper.hpp"

namespace rfsat::test {
namespace {

const char* kReadmeValues =
    "6\t4\t5\t2\t1\t3\n5\t1\t4\t3\t2\t6\n1\t2\t6\t4\t3\t5\n3\t6\t2\t1\t5\t4\n4\t3\t1\t5\t6\t2\n2\t5\t3\t6\t4\t1\n";

class CalcudokuCli : public ::testing::Test {
 protected:
  void SetUp() override {
    if (rfsat_exe().empty()) GTEST_SKIP() << "RFSAT_EXE is not set";
  }
  ScratchDir dir;
};

TEST_F(CalcudokuCli, SolvePrintsValuesAndVerdict) {
  dir.file("p.puz", kReadme);
  dir.file("p.txt", kReadme);  // detected by content, whatever the extension
  for (const char* f : {"p.puz", "p.txt"}) {
    const Output o = rfsat(std::string("solve ") + f, dir.path());
    ASSERT_EQ(o.code, 0) << describe(o);
    EXPECT_EQ(o.out, std::string("solution 1:\n") + kReadmeValues + "\nunique\n") << describe(o);
  }
  const Output forced = rfsat("solve p.txt --from cdok --format line", dir.path());
  EXPECT_EQ(forced.out, "645213514326126435362154431562253641\nunique\n") << describe(forced);
}

TEST_F(CalcudokuCli, SolvedPicturesAndJson) {
  dir.file("p.puz", kReadme);
  const Output utf8 = rfsat("solve p.puz --format cdok-utf8", dir.path());
  ASSERT_EQ(utf8.code, 0) << describe(utf8);
  EXPECT_NE(utf8.out.find("║12+  ║4/   ║     ║     ║3*   ┊     ║\n║  6  ║  4  ║  5  ║"), std::string::npos) << utf8.out;
  const Output ascii = rfsat("solve p.puz -f cdok", dir.path());
  EXPECT_NE(ascii.out.find("|12+  |4/   |     |     |3*   :     |\n|  6  |  4  |  5  |"), std::string::npos)
      << ascii.out;
  const Output json = rfsat("solve p.puz -f json", dir.path());
  EXPECT_NE(json.out.find("\"values\":[[6,4,5,2,1,3,5,"), std::string::npos) << json.out;
  EXPECT_NE(json.out.find("\"verdict\":\"unique\""), std::string::npos) << json.out;
  // A rule-file calcudoku prints as a picture too; a sudoku does not.
  const Output rf = rfsat("solve " + quote((source_dir() / "puzzles/variants/calcudoku_6x6.rf").string()) +
                              " -f cdok-utf8", dir.path());
  EXPECT_EQ(rf.code, 0) << describe(rf);
  EXPECT_NE(rf.out.find("╔═"), std::string::npos);
  const Output sudoku = rfsat("solve " + quote((source_dir() / "puzzles/sudoku-x.rf").string()) + " -f cdok",
                              dir.path());
  EXPECT_EQ(sudoku.code, 2) << describe(sudoku);
  EXPECT_NE(sudoku.err.find("calcudokus only"), std::string::npos) << describe(sudoku);
}

TEST_F(CalcudokuCli, CheckExitCodes) {
  dir.file("unique.puz", kReadme);
  dir.file("three.puz", "C*12\tC\tC\t4\nC\tD*24\tB+4\tB\nA-0\tD\tD\tE-1\nA\tA\tE\tE\n");
  dir.file("bad.puz", "A+3 A 3\n3 1\n2 3 1\n");
  EXPECT_EQ(rfsat("check unique.puz", dir.path()).code, 0);
  const Output three = rfsat("check three.puz", dir.path());
  EXPECT_EQ(three.code, 1) << describe(three);
  EXPECT_EQ(three.out, "three.puz: at least 2 solutions\n");
  EXPECT_EQ(rfsat("solve three.puz --count 10 -f line", dir.path()).out.substr(0, 0), "");
  EXPECT_NE(rfsat("solve three.puz --count 10", dir.path()).out.find("exactly 3 solutions"), std::string::npos);
  const Output bad = rfsat("check bad.puz", dir.path());
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("bad.puz:2:4: error: ragged rows"), std::string::npos) << describe(bad);
}

TEST_F(CalcudokuCli, Nylimb) {
  dir.file("n.puz", "A+12 40\nA 3\n");
  const Output o = rfsat("solve n.puz --nylimb --count 100 -f line", dir.path());
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.out.find("2,40,10,3\n"), std::string::npos) << o.out;  // values, comma-separated
  const Output json = rfsat("solve n.puz --nylimb -f json", dir.path());
  EXPECT_NE(json.out.find("\"solutions\":[\"2,40,10,3\""), std::string::npos) << json.out;
  const Output rf = rfsat("solve " + quote((source_dir() / "puzzles/sudoku-x.rf").string()) + " --nylimb",
                          dir.path());
  EXPECT_EQ(rf.code, 2) << describe(rf);
  EXPECT_NE(rf.err.find("--nylimb reads cdok"), std::string::npos) << describe(rf);
  const fs::path geo = calcudoku_data() / "nylimb" / "GC7WQR5.puz";
  if (!fs::exists(geo)) GTEST_SKIP() << geo << " is absent";
  const Output g = rfsat("solve " + quote(geo.string()) + " -N", dir.path());
  ASSERT_EQ(g.code, 0) << describe(g);
  EXPECT_EQ(g.out, "solution 1:\n" + slurp(fs::path(geo).replace_extension(".sol")) + "\nunique\n");
  const Output pic = rfsat("solve " + quote(geo.string()) + " -N -f cdok", dir.path());
  EXPECT_NE(pic.out.find("|72*  :     |5/"), std::string::npos) << pic.out;
  EXPECT_NE(pic.out.find("| 40  :"), std::string::npos) << pic.out;
}

TEST_F(CalcudokuCli, ConvertBetweenCdokRuleFilesAndPictures) {
  dir.file("p.puz", kReadme);
  const Output rf = rfsat("convert p.puz --to rf -o p.rf", dir.path());
  ASSERT_EQ(rf.code, 0) << describe(rf);
  const Output solved = rfsat("solve p.rf -f line", dir.path());
  EXPECT_EQ(solved.out, "645213514326126435362154431562253641\nunique\n") << describe(solved);
  const Output back = rfsat("convert p.rf --to cdok", dir.path());
  ASSERT_EQ(back.code, 0) << describe(back);
  EXPECT_EQ(back.out,
            "A+12\tB/4\t5\t2\tC*3\tC\nA\tB\tD+7\tD\tE*60\tE\nA\tF+12\tG+28\tG\tG\tE\n"
            "3\tF\tH-1\tH\tG\tG\n4\tF\tF\tI+11\tG\tJ*2\nK+10\tK\tK\tI\t4\tJ\n");
  const Output pic = rfsat("convert p.puz --to cdok-picture", dir.path());
  ASSERT_EQ(pic.code, 0) << describe(pic);
  EXPECT_EQ(pic.out.substr(0, 38), "+===================================+\n");
  EXPECT_NE(pic.out.find("|     |     |  5  |  2  |     :     |\n"), std::string::npos) << pic.out;
  const Output utf8 = rfsat("convert - --from cdok --to cdok-utf8 < p.puz", dir.path());
  EXPECT_EQ(utf8.code, 0) << describe(utf8);
  EXPECT_EQ(utf8.out.substr(0, utf8.out.find('\n')), "╔═════╦═════╦═════╦═════╦═══════════╗");
  const Output fixture = rfsat("convert " + quote((source_dir() / "puzzles/variants/calcudoku_6x6.rf").string()) +
                                   " --to cdok", dir.path());
  EXPECT_EQ(fixture.code, 0) << describe(fixture);
  // What cannot be converted.
  const Output ss = rfsat("convert p.puz --to ss", dir.path());
  EXPECT_EQ(ss.code, 2);
  EXPECT_NE(ss.err.find("converts to cdok, cdok-picture, cdok-utf8 or rf"), std::string::npos) << describe(ss);
  const Output sudoku = rfsat("convert " + quote((source_dir() / "puzzles/sudoku-x.rf").string()) + " --to cdok",
                              dir.path());
  EXPECT_EQ(sudoku.code, 2);
  EXPECT_NE(sudoku.err.find("not a calcudoku"), std::string::npos) << describe(sudoku);
  dir.file("n.puz", "A+12 40\nA 3\n");
  const Output nylimb = rfsat("convert n.puz --nylimb --to rf", dir.path());
  EXPECT_EQ(nylimb.code, 2);
  EXPECT_NE(nylimb.err.find("100 values"), std::string::npos) << describe(nylimb);
  EXPECT_EQ(rfsat("convert n.puz --nylimb --to cdok", dir.path()).out, "A+12\t40\nA\t3\n");
}

TEST_F(CalcudokuCli, Generate) {
  const Output a = rfsat("generate --size 5 --seed 11", dir.path());
  const Output b = rfsat("generate -s 5 --seed 11", dir.path());
  ASSERT_EQ(a.code, 0) << describe(a);
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.err.find("seed 11: 5x5, "), std::string::npos) << a.err;
  EXPECT_NE(a.err.find("unique"), std::string::npos) << a.err;
  dir.file("g.puz", a.out);
  EXPECT_EQ(rfsat("check g.puz", dir.path()).code, 0);
  // Several puzzles, pictures, .rf.
  const Output many = rfsat("generate --seed 3 --count 3 -T -o many.txt", dir.path());
  EXPECT_EQ(many.code, 0) << describe(many);
  const std::string text = read_file(dir / "many.txt");
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 3 * 6 + 2) << text;
  const Output rf = rfsat("generate --seed 4 --format rf -o g.rf", dir.path());
  EXPECT_EQ(rf.code, 0) << describe(rf);
  EXPECT_EQ(rfsat("check g.rf", dir.path()).code, 0);
  const Output pic = rfsat("generate --seed 4 -f cdok-utf8 --solution", dir.path());
  EXPECT_EQ(std::count(pic.out.begin(), pic.out.end(), '\n'), 2 * 25 + 1) << pic.out;
  const Output bad = rfsat("generate --min-cage 5 --max-cage 3", dir.path());
  EXPECT_EQ(bad.code, 2) << describe(bad);
  const Output bad_ops = rfsat("generate --ops /", dir.path());
  EXPECT_EQ(bad_ops.code, 2) << describe(bad_ops);
  EXPECT_NE(bad_ops.err.find("--ops"), std::string::npos) << describe(bad_ops);
  const Output b0 =
      rfsat("generate -s 5 --seed 2 --ops '*-' --no-givens --min-cage 3 --max-cage 5", dir.path());
  EXPECT_EQ(b0.code, 0) << describe(b0);
  EXPECT_NE(b0.err.find(" 0 givens, difficulty not measured, "), std::string::npos) << describe(b0);
  const Output rules = rfsat("generate --rules " + quote((source_dir() / "puzzles/sudoku-x.rf").string()) +
                                 " --seed 2 -o x.rf",
                             dir.path());
  ASSERT_EQ(rules.code, 0) << describe(rules);
  EXPECT_EQ(rfsat("check x.rf", dir.path()).code, 0);
}

TEST_F(CalcudokuCli, SharedMalformedFilesExitTwoWithPositions) {
  const fs::path folder = calcudoku_data() / "malformed";
  if (!fs::is_directory(folder)) GTEST_SKIP() << folder << " is absent";
  const std::set<std::string> valid{"09_single_cell_group.puz", "27_token_order.puz", "29_whitespace_line.puz"};
  for (const auto& e : fs::directory_iterator(folder)) {
    const std::string name = e.path().filename().string();
    const Output o = rfsat("solve " + quote(e.path().string()), dir.path());
    if (valid.count(name)) {
      EXPECT_EQ(o.code, 0) << name << describe(o);
      EXPECT_NE(o.out.find("unique"), std::string::npos) << name << describe(o);
      continue;
    }
    EXPECT_EQ(o.code, 2) << name << describe(o);
    EXPECT_NE(o.err.find(e.path().string() + ":"), std::string::npos) << name << describe(o);
    EXPECT_NE(o.err.find(": error: "), std::string::npos) << name << describe(o);
  }
}

}  // namespace
}  // namespace rfsat::test
