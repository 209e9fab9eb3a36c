// `rfsat convert` end to end through the executable (RFSAT_EXE): every
// target from a seed fixture, stdin/stdout, rule files both ways (metadata
// kept, the result solves), collections, warnings, errors with line:col and
// exit code 2, and that the input file is never changed or overwritten.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "formats_support.hpp"

namespace {

namespace fs = std::filesystem;
using rfsat::test::data_path;
using rfsat::test::fixture;
using rfsat::test::to_crlf;

struct Outcome {
  int exit = -1;
  std::string out, err;
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

class Convert : public ::testing::Test {
 protected:
  void SetUp() override {
    const char* exe = std::getenv("RFSAT_EXE");
#ifdef RFSAT_EXE_PATH
    if (!exe) exe = RFSAT_EXE_PATH;
#endif
    if (!exe) GTEST_SKIP() << "RFSAT_EXE not set";
    exe_ = exe;
    dir_ = fs::temp_directory_path() /
           ("rfsat-convert-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    if (!dir_.empty()) fs::remove_all(dir_);
  }
  Outcome rfsat(const std::string& args, const std::string& stdin_file = "") {
    const fs::path out = dir_ / "stdout", err = dir_ / "stderr";
    std::string cmd = "'" + exe_ + "' " + args + " >'" + out.string() + "' 2>'" + err.string() + "'";
    if (!stdin_file.empty()) cmd += " <'" + stdin_file + "'";
    const int status = std::system(cmd.c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(out), slurp(err)};
  }
  Outcome convert(const std::string& args, const std::string& stdin_file = "") {
    return rfsat("convert " + args, stdin_file);
  }
  fs::path copy(const std::string& fixture_name) {
    const fs::path p = dir_ / fixture_name;
    fs::copy_file(data_path(fixture_name), p);
    return p;
  }
  std::string exe_;
  fs::path dir_;
};

TEST_F(Convert, EveryTargetFromTheSdkExample) {
  const fs::path in = copy("sudocue_example.sdk");
  const std::string before = slurp(in);
  for (const char* to : {"line", "txt", "sdm", "sdk", "ss", "ss-spaced", "ss-old", "spf", "msk",
                         "sol", "sdx", "candidates", "rf"}) {
    const fs::path out = dir_ / (std::string("out.") + to);
    Outcome r = convert(in.string() + " --to " + to + " -o " + out.string());
    EXPECT_EQ(r.exit, 0) << to << r.err;
    EXPECT_TRUE(fs::exists(out)) << to;
    EXPECT_FALSE(fs::exists(out.string() + ".rfsat-tmp"));
    // and back: every output converts to the same line
    Outcome back = convert(out.string() + " --to line");
    EXPECT_EQ(back.exit, 0) << to << back.err;
    EXPECT_EQ(back.out,
              "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1\n")
        << to;
  }
  EXPECT_EQ(slurp(in), before);
  EXPECT_EQ(slurp(dir_ / "out.sdk"), to_crlf(fixture("sudocue_example.sdk")));
}

TEST_F(Convert, InputFileIsNeverOverwritten) {
  const fs::path in = copy("simple_sudoku.ss");
  const std::string before = slurp(in);
  Outcome r = convert(in.string() + " --to ss -o " + in.string());
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("refusing to overwrite the input file"), std::string::npos) << r.err;
  r = convert(in.string() + " --to line -o " + (dir_ / "." / in.filename()).string());
  EXPECT_EQ(r.exit, 2);
  EXPECT_EQ(slurp(in), before);
  r = convert(in.string() + " --to line -o " + (dir_ / "line.txt").string());
  EXPECT_EQ(r.exit, 0);
  EXPECT_EQ(slurp(in), before);
}

TEST_F(Convert, StdinToStdout) {
  Outcome r = convert("- --to msk", data_path("sudocue_example.ss"));
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, 22), "1.....7..\r\n.2....5..\r\n");
  r = convert("- --to line -o -", data_path("sudocue_collection.sdm"));
  EXPECT_EQ(r.exit, 0);
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 8);
}

TEST_F(Convert, RuleFilesBothWaysKeepMetadataAndSolve) {
  const fs::path rf = dir_ / "p.rf", sdk = dir_ / "p.sdk";
  Outcome r = convert(data_path("sudocue_example.sdk") + " --to rf -o " + rf.string());
  ASSERT_EQ(r.exit, 0) << r.err;
  EXPECT_EQ(slurp(rf).rfind("// #ARuud\n// #DA random", 0), 0u);
  EXPECT_NE(slurp(rf).find("// #Uhttp://www.sudocue.net/\nvalues = 123456789\n"), std::string::npos);
  r = convert(rf.string() + " --to sdk -o " + sdk.string());
  EXPECT_EQ(r.exit, 0) << r.err;
  EXPECT_EQ(slurp(sdk), to_crlf(fixture("sudocue_example.sdk")));
  r = rfsat("solve " + rf.string() + " --count 2");
  EXPECT_NE(r.out.find("unique"), std::string::npos) << r.out << r.err;
  r = convert((rfsat::test::puzzles_dir() / "sudoku-x.rf").string() + " --to ss");
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("error: only plain sudoku rule files convert to ss: it has a group"),
            std::string::npos)
      << r.err;
}

TEST_F(Convert, CollectionsAndSinglePuzzleTargets) {
  Outcome r = convert(data_path("sudocue_collection.sdm") + " --to sdm");
  EXPECT_EQ(r.exit, 0);
  EXPECT_EQ(r.out, to_crlf(fixture("sudocue_collection.sdm")));
  r = convert(data_path("sudocue_collection.sdm") + " --to rf");
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("error: rf holds one puzzle; this input has 8"), std::string::npos) << r.err;
  r = convert(data_path("sudocue_collection.sdm") + " --to ss");
  EXPECT_EQ(r.exit, 2);
}

TEST_F(Convert, WarningsErrorsAndForcedFormats) {
  Outcome r = convert(data_path("sudocue_progress.sdx") + " --to ss");
  EXPECT_EQ(r.exit, 0);
  EXPECT_NE(r.err.find("warning: ss cannot hold candidates"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("warning: ss cannot hold user-placed digits"), std::string::npos) << r.err;
  r = convert(data_path("sudocue_progress.sdx") + " --to sdx");
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out, to_crlf(fixture("sudocue_progress.sdx")));

  std::string bad = fixture("sudocue_example.sdk");
  bad.replace(bad.find("6.28.73.4"), 9, "6.28.73.");
  const fs::path in = dir_ / "bad.sdk";
  std::ofstream(in, std::ios::binary) << bad;
  r = convert(in.string() + " --to ss -o " + (dir_ / "never.ss").string());
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("bad.sdk:11:9: error: row 4 has 8 cells, expected 9"), std::string::npos)
      << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "never.ss"));

  r = convert(data_path("vbforums.msk") + " --from sdx --to ss");
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("row 1 has 1 cells, expected 9"), std::string::npos) << r.err;
  r = convert(data_path("simple_sudoku_candidates.txt") + " --from candidates --to line");
  EXPECT_EQ(r.exit, 0) << r.err;
  r = convert(data_path("vbforums.msk") + " --to bogus");
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("unknown format 'bogus' for --to"), std::string::npos);
  r = convert(data_path("vbforums.msk") + " --from bogus --to ss");
  EXPECT_EQ(r.exit, 2);
  const fs::path junk = dir_ / "junk";
  std::ofstream(junk) << "hello\n";
  r = convert(junk.string() + " --to ss");
  EXPECT_EQ(r.exit, 2);
  EXPECT_NE(r.err.find("cannot tell the format of this input; name it with --from"),
            std::string::npos);
  r = convert((dir_ / "missing.ss").string() + " --to ss");
  EXPECT_EQ(r.exit, 2);
  r = convert(data_path("vbforums.msk"));  // --to is required
  EXPECT_EQ(r.exit, 2);
}

}  // namespace
