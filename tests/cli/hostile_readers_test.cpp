// The readers on inputs that used to be misread or badly reported: classic
// grids convert to f-puzzles and ISS as their rule files do, a byte order
// mark starts a rule file or ISS text, an unknown ISS type is named, link hosts are
// case-insensitive, what a reader resolves on its own is a warning (a
// repeated JSON key, a one-region ISS jigsaw) that a certificate's copy may
// not have, and a directory that cannot be read is named itself.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "cli_fixture.hpp"

namespace {

using rfsat::test::Cli;
using rfsat::test::describe;
using rfsat::test::Output;

class Readers : public Cli {};

// kUnique4 as a classic grid.
const std::string kUnique4Line = "1.3..34.41......";

TEST_F(Readers, AClassicGridConvertsToFpuzzlesAndIss) {
  const std::string grid = file("p.txt", kUnique4Line + "\n");
  for (const char* to : {"fpuzzles", "iss"}) {
    const Output o = rfsat(std::string("convert ") + grid + " --to " + to + " -o out." + to);
    EXPECT_EQ(o.code, 0) << to << '\n' << describe(o);
    const Output back = rfsat(std::string("solve --format line out.") + to);
    EXPECT_EQ(back.code, 0) << describe(back);
    EXPECT_EQ(back.out.substr(0, 16), rfsat::test::kUnique4Solution) << describe(back);
  }
}

TEST_F(Readers, AByteOrderMarkStartsARuleFileOrIssText) {
  const Output o =
      rfsat("solve " + file("bom.rf", "\xEF\xBB\xBF" + std::string(rfsat::test::kUnique4)));
  EXPECT_EQ(o.code, 0) << describe(o);
  const Output iss = rfsat("solve -n 1 " + file("bom.txt", "\xEF\xBB\xBF.Shape~4x4.~R1C1_1\n"));
  EXPECT_EQ(iss.code, 0) << describe(iss);
  const Output bad = rfsat("solve " + file("bad.rf", "\xEF\xBB\xBFvalues = 1234\nrow_groupz\n"));
  EXPECT_NE(bad.err.find("bad.rf:2:1: error: unknown rule 'row_groupz'"), std::string::npos)
      << describe(bad);
}

TEST_F(Readers, AnUnknownIssTypeIsNamed) {
  const Output o = rfsat("solve " + file("u.txt", ".Shape~9x9.Cage~15~R1C1~R1C2.Foobar~5\n"));
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("unknown ISS type 'Foobar'"), std::string::npos) << describe(o);
}

TEST_F(Readers, LinkHostsAreCaseInsensitive) {
  const Output o = rfsat("solve 'HTTPS://WWW.F-PUZZLES.COM/?load=abc'");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_EQ(o.err.find("cannot open file"), std::string::npos) << describe(o);
  EXPECT_NE(o.err.find("cannot decode the puzzle data"), std::string::npos) << describe(o);
}

TEST_F(Readers, ANulInALinkIsShownEscaped) {
  const Output o = rfsat("solve 'https://sudokupad.app/ab%00cd'");
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_EQ(o.err.find('\0'), std::string::npos) << describe(o);
  EXPECT_NE(o.err.find("ab\\x00cd"), std::string::npos) << describe(o);
}

// f-puzzles JSON of kUnique4, with `extra` members.
std::string unique4_json(const std::string& extra) {
  std::string grid = "[";
  for (int r = 0; r < 4; ++r) {
    grid += r ? ",[" : "[";
    for (int c = 0; c < 4; ++c) {
      const char g = kUnique4Line[r * 4 + c];
      grid += std::string(c ? "," : "") +
              (g == '.' ? "{}" : "{\"value\": " + std::string(1, g) + ", \"given\": true}");
    }
    grid += "]";
  }
  return "{\"size\": 4, \"title\": \"t\", " + extra + "\"grid\": " + grid + "]}";
}

TEST_F(Readers, ARepeatedJsonKeyIsAWarningThatACertificateCopyMayNotHave) {
  const Output o = rfsat("solve " + file("dup.json", unique4_json("\"size\": 4, ")));
  EXPECT_EQ(o.code, 0) << describe(o);
  EXPECT_NE(o.err.find("dup.json: size: warning: the key 'size' appears twice in one object"),
            std::string::npos)
      << describe(o);
  file("p.json", unique4_json(""));
  ASSERT_EQ(rfsat("check --proof certs p.json").code, 0);
  ASSERT_EQ(rfsat("verify-proof certs").code, 0);
  file("certs/p.puzzle.json", unique4_json("\"title\": \"t\", "));
  const Output v = rfsat("verify-proof certs");
  EXPECT_EQ(v.code, 2) << describe(v);
  EXPECT_NE((v.out + v.err).find("must read without a warning"), std::string::npos) << describe(v);
}

TEST_F(Readers, AOneRegionIssJigsawIsAWarning) {
  const Output o = rfsat("solve " + file("j.txt", ".Shape~4x4.Jigsaw~AAAAAAAAAAAAAAAA\n"));
  EXPECT_NE(o.err.find("warning: the jigsaw layout has one region"), std::string::npos)
      << describe(o);
}

// As root every directory reads: the walk then runs as nobody (setpriv).
TEST_F(Readers, ADirectoryThatCannotBeReadIsNamed) {
  std::string as = "";
  if (::geteuid() == 0) {
    if (!rfsat::test::have_tool("setpriv"))
      GTEST_SKIP() << "root reads every directory, and no setpriv";
    as = "setpriv --reuid=65534 --regid=65534 --clear-groups ";
  }
  std::filesystem::create_directories(dir / "d/sub");
  file("d/sub/p.rf", rfsat::test::kUnique4);
  ::chmod((dir / "d/sub").c_str(), 0);
  const Output o = rfsat::test::run_shell(
      as + rfsat::test::quote(rfsat::test::rfsat_exe()) + " check d", dir.path());
  ::chmod((dir / "d/sub").c_str(), 0700);
  EXPECT_EQ(o.code, 2) << describe(o);
  EXPECT_NE(o.err.find("d/sub: error: cannot read directory"), std::string::npos) << describe(o);
}

}  // namespace
