// `rfsat explain` and `rfsat grade` through the executable: the JSON shape
// the docs promise, --hint, input errors, grade's formats, and grades in
// the order of Sudoku Explainer's ratings on a few rated puzzles (read
// from ../shared/data/se-rated when present; skipped without it),
// --verify, the .sdx starting state and the pictures of --format svg.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli/cli_helper.hpp"
#include "support/source_tree.hpp"

namespace rfsat::test {
namespace {

std::string mini() { return (source_dir() / "puzzles/classic/mini_4x4.rf").string(); }

TEST(ExplainCli, JsonHasTheDocumentedShape) {
  ScratchDir dir;
  const Output o = rfsat("explain --format json " + quote(mini()), dir.path());
  ASSERT_EQ(o.code, 0) << describe(o);
  const nlohmann::json j = nlohmann::json::parse(o.out);
  EXPECT_EQ(j["verdict"], "unique");
  EXPECT_EQ(j["complete"], true);
  EXPECT_EQ(j["grid"], "1432234141233214");
  ASSERT_FALSE(j["steps"].empty());
  const nlohmann::json& s = j["steps"][0];
  EXPECT_EQ(s["technique"], "hidden single (box)");
  EXPECT_EQ(s["placements"][0]["cell"], "r1c2");
  EXPECT_EQ(s["placements"][0]["value"], "4");
  ASSERT_FALSE(s["reasons"].empty());
  EXPECT_EQ(s["reasons"][0]["rule"], "box_groups");
  EXPECT_EQ(s["reasons"][0]["line"], 8);
  EXPECT_GT(s["reasons"][0]["column"], 0);
  EXPECT_EQ(s["reasons"][0]["cells"], nlohmann::json({"r1c1", "r1c2", "r2c1", "r2c2"}));
  for (const char* key : {"eliminations", "uses", "depth", "cost", "rating"})
    EXPECT_TRUE(s.contains(key)) << key;
  // Uses point back: every index is an earlier step.
  for (std::size_t i = 0; i < j["steps"].size(); ++i)
    for (int u : j["steps"][i]["uses"]) EXPECT_LT(u, static_cast<int>(i));
}

// --jobs N tries a contradiction step's hypotheses on N threads, each with
// its own solver: the path is the one of --jobs 1, to the byte. Fixtures
// with contradiction steps (depth 1; SE 10.5 with depth 2) and a killer.
TEST(ExplainCli, JobsGiveTheSamePath) {
  ScratchDir dir;
  const fs::path root = source_dir() / "tests" / "explain";
  for (const fs::path& f :
       {root / "golden" / "contradiction.rf", root / "golden" / "killer_cage.rf",
        root / "fixtures" / "se_10_5.txt"}) {
    SCOPED_TRACE(f.string());
    const Output one = rfsat("explain --format json --jobs 1 " + quote(f.string()), dir.path());
    const Output two = rfsat("explain --format json --jobs 2 " + quote(f.string()), dir.path());
    ASSERT_EQ(one.code, 0) << describe(one);
    ASSERT_EQ(two.code, 0) << describe(two);
    EXPECT_EQ(one.out, two.out);
    const nlohmann::json j = nlohmann::json::parse(two.out);
    EXPECT_EQ(j["complete"], true);
  }
  // The contradiction fixtures do have contradiction steps.
  for (const char* name : {"golden/contradiction.rf", "fixtures/se_10_5.txt"}) {
    const Output o =
        rfsat("explain --format json --jobs 2 " + quote((root / name).string()), dir.path());
    ASSERT_EQ(o.code, 0) << describe(o);
    const nlohmann::json j = nlohmann::json::parse(o.out);
    int deepest = 0;
    for (const nlohmann::json& s : j["steps"]) deepest = std::max(deepest, s["depth"].get<int>());
    EXPECT_GE(deepest, std::string(name).starts_with("fixtures") ? 2 : 1) << name;
  }
}

TEST(ExplainCli, HintGivesOneStep) {
  ScratchDir dir;
  const Output o = rfsat("explain --hint --format json " + quote(mini()), dir.path());
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(nlohmann::json::parse(o.out)["steps"].size(), 1u);
}

// Declared var cells (the step finder's tables know grid cells only):
// explain refuses the puzzle, grade says why it has no path; no crash.
TEST(ExplainCli, VarCellsAreRefusedNotCrashedOn) {
  ScratchDir dir;
  dir.file("v.rf",
           "values = 12\ncolumns = 2\nrows = 2\nrow_groups\ncolumn_groups\n"
           "var_cells = 1\nsum(3, r1c1, v1)\nextra_region(r1c1, v1)\nset_cell(1, 1)\n");
  Output o = rfsat("explain v.rf", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("explain does not handle var cells"), std::string::npos) << describe(o);
  o = rfsat("grade v.rf", dir.path());
  EXPECT_LT(o.code, 2) << describe(o);  // graded (0 steps), not an error or a crash
  EXPECT_NE(o.out.find("0 steps, not complete: unique; explain does not handle var cells"),
            std::string::npos)
      << describe(o);
}

// --verify re-proves each step; a sound path passes (exit 0) and prints as
// without it. (That the checker catches a wrong step: ExplainVerify.)
TEST(ExplainCli, VerifyPassesASoundPath) {
  ScratchDir dir;
  const std::string classic = (source_dir() / "puzzles/classic/vanilla_9x9.rf").string();
  const Output plain = rfsat("explain " + quote(classic), dir.path());
  const Output o = rfsat("explain --verify " + quote(classic), dir.path());
  ASSERT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(o.out, plain.out);
  EXPECT_TRUE(o.err.empty()) << o.err;
}

// An .sdx progress file is the state the path starts from: its candidate
// lists and the digit the user placed (u3 in r4c1) are not rules to be
// explained, so no step uses or places them.
TEST(ExplainCli, SdxCandidatesAreTheStartingState) {
  ScratchDir dir;
  write_file(dir.path() / "progress.sdx",  // puzzles/classic/mini_4x4.rf, half solved
             "1 24 3 24\n24 3 4 12\n4 1 23 23\nu3 24 12 1234\n");
  const Output o = rfsat("explain --verify --format json progress.sdx", dir.path());
  ASSERT_EQ(o.code, 0) << describe(o);
  const nlohmann::json j = nlohmann::json::parse(o.out);
  EXPECT_EQ(j["grid"], "1432234141233214");
  for (const nlohmann::json& s : j["steps"]) {
    EXPECT_NE(s["technique"], "set_values");
    for (const nlohmann::json& r : s["reasons"]) EXPECT_NE(r["rule"], "set_values");
    for (const nlohmann::json& pl : s["placements"]) EXPECT_NE(pl["cell"], "r4c1");
  }
}

// An f-puzzles grid (puzzles/classic/mini_4x4.rf's givens) with the
// solver's progress: r1c2 entered (without `given`), r4c4's centre marks.
std::string fpuzzles_progress(int entered_r1c2) {
  auto given = [](int v) { return R"({"value": )" + std::to_string(v) + R"(, "given": true})"; };
  return R"({"size": 4, "grid": [[)" + given(1) + R"(, {"value": )" + std::to_string(entered_r1c2) +
         "}, " + given(3) + ", {}], [{}, " + given(3) + ", " + given(4) + ", {}], [" + given(4) +
         ", " + given(1) + R"(, {}, {}], [{}, {}, {}, {"centerPencilMarks": [1, 4]}]]})";
}

// explain starts from the f-puzzles solver's entries and centre marks;
// every other command reads the puzzle from its givens.
TEST(ExplainCli, FpuzzlesSolverProgressIsTheStartingState) {
  ScratchDir dir;
  write_file(dir.path() / "progress.json", fpuzzles_progress(4));
  const Output o = rfsat("explain --verify --format json progress.json", dir.path());
  ASSERT_EQ(o.code, 0) << describe(o);
  const nlohmann::json j = nlohmann::json::parse(o.out);
  EXPECT_EQ(j["grid"], "1432234141233214");
  for (const nlohmann::json& s : j["steps"]) {
    for (const nlohmann::json& pl : s["placements"]) EXPECT_NE(pl["cell"], "r1c2");
    for (const nlohmann::json& e : s["eliminations"]) {
      if (e["cell"] == "r4c4") {
        EXPECT_EQ(e["values"], nlohmann::json({"1"}));
      }
    }
  }
  // A wrong entry: no solution from where the solver stands, while the
  // puzzle itself stays unique.
  write_file(dir.path() / "wrong.json", fpuzzles_progress(2));
  const Output wrong = rfsat("explain --format json wrong.json", dir.path());
  EXPECT_EQ(nlohmann::json::parse(wrong.out)["verdict"], "no solution") << describe(wrong);
  const Output solved = rfsat("solve wrong.json", dir.path());
  EXPECT_EQ(solved.code, 0) << describe(solved);
}

// --format svg: one picture per step in the directory -o names, each
// saying its step and striking out what the step removes; no directory:
// an input error.
TEST(ExplainCli, SvgDrawsEveryStep) {
  ScratchDir dir;
  const Output o = rfsat("explain --format svg -o steps " + quote(mini()), dir.path());
  ASSERT_EQ(o.code, 0) << describe(o);
  const std::size_t steps = 6;  // docs/explain.md's example path of mini_4x4
  ASSERT_NE(o.out.find("solved in " + std::to_string(steps) + " steps"), std::string::npos);
  for (std::size_t i = 1; i <= steps; ++i) {
    const fs::path file = dir.path() / "steps" / ("step-00" + std::to_string(i) + ".svg");
    ASSERT_TRUE(fs::exists(file)) << file;
    EXPECT_NE(read_file(file).find("</svg>"), std::string::npos) << file;
  }
  EXPECT_FALSE(fs::exists(dir.path() / "steps" / "step-007.svg"));
  const std::string first = read_file(dir.path() / "steps" / "step-001.svg");
  EXPECT_NE(first.find("1. hidden single (box): r1c2=4"), std::string::npos);
  EXPECT_NE(first.find("#d62728"), std::string::npos);  // r1c2's other candidate struck out
  const Output no_dir = rfsat("explain --format svg " + quote(mini()), dir.path());
  EXPECT_EQ(no_dir.code, 2) << describe(no_dir);
  EXPECT_NE(no_dir.err.find("-o DIR"), std::string::npos) << no_dir.err;
}

TEST(ExplainCli, BadInputIsAnInputError) {
  ScratchDir dir;
  write_file(dir.path() / "bad.rf", "values = 1234\nrow_groups\nthermo(1, 99)\n");
  const Output o = rfsat("explain bad.rf", dir.path());
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("bad.rf:3:"), std::string::npos) << o.err;
  EXPECT_TRUE(o.out.empty());
}

TEST(ExplainCli, AOneLineFileIsItsPuzzle) {
  ScratchDir dir;
  write_file(dir.path() / "one.txt", "1.3..34.41......\n");  // puzzles/classic/mini_4x4.rf
  const Output o = rfsat("explain --format json one.txt", dir.path());
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_EQ(nlohmann::json::parse(o.out)["grid"], "1432234141233214");
  write_file(dir.path() / "bad.txt", "1.34..12...3..x2\n");
  const Output bad = rfsat("explain bad.txt", dir.path());
  EXPECT_EQ(bad.code, 2) << describe(bad);
  EXPECT_NE(bad.err.find("bad.txt:1:"), std::string::npos) << bad.err;
}

TEST(GradeCli, SclHasSudoCuesLayout) {
  ScratchDir dir;
  write_file(dir.path() / "two.sdm",
             "1.3..34.41......\n"    // puzzles/classic/mini_4x4.rf
             "1.34..12...3...2\n");  // no solution: r2c4 and r4c4 are both 2
  const Output o = rfsat("grade --format scl two.sdm", dir.path());
  EXPECT_EQ(o.code, 1) << describe(o);
  std::istringstream lines(o.out);
  std::string first, second, third;
  std::getline(lines, first), std::getline(lines, second), std::getline(lines, third);
  EXPECT_EQ(first, "[SCLV120]");
  EXPECT_EQ(second.front(), '[');
  EXPECT_NE(second.find("two.sdm]"), std::string::npos);
  EXPECT_EQ(third.rfind("000001=R=", 0), 0u) << third;
  EXPECT_NE(third.find(";B=0;S="), std::string::npos) << third;
  std::string fourth;
  std::getline(lines, fourth);
  EXPECT_EQ(fourth.rfind("000002=", 0), 0u) << fourth;
  EXPECT_NE(fourth.find(";SR=1"), std::string::npos) << fourth;  // not solved
}

TEST(GradeCli, GradesFollowSudokuExplainersOrder) {
  const fs::path rated = shared_data_dir() / "se-rated" / "rated.tsv";
  if (!fs::exists(rated)) GTEST_SKIP() << "no " << rated;
  // The first puzzle of SE bands 1, 3 and 7 (each graded in well under a second).
  std::ifstream in(rated);
  std::string line, collection;
  std::set<int> bands;
  for (std::getline(in, line); std::getline(in, line);) {
    const auto tab = line.find('\t');
    const int band = std::stoi(line.substr(tab + 1));
    if ((band == 1 || band == 3 || band == 7) && bands.insert(band).second)
      collection += line.substr(0, tab) + "\n";
  }
  ASSERT_EQ(bands.size(), 3u);
  ScratchDir dir;
  write_file(dir.path() / "three.txt", collection);
  const Output o = rfsat("grade --format json three.txt", dir.path());
  ASSERT_EQ(o.code, 0) << describe(o);
  std::istringstream lines(o.out);
  std::vector<double> grades;
  for (std::string l; std::getline(lines, l);) grades.push_back(nlohmann::json::parse(l)["grade"]);
  ASSERT_EQ(grades.size(), 3u);
  EXPECT_LT(grades[0], grades[1]);
  EXPECT_LT(grades[1], grades[2]);
  EXPECT_LE(grades[0], 1.5);  // singles only
}

}  // namespace
}  // namespace rfsat::test
