// docs/ci.md's examples, run as written: the `rfsat` command lines of the
// GitHub Actions workflow (`run: rfsat ...`) and the GitLab job (`- rfsat
// ...`), and the whole pre-commit hook, are extracted from the document and
// run by /bin/sh in a small repository with `rfsat` on PATH. All must pass
// while every puzzle is unique and fail once a puzzle has two solutions, so
// the examples cannot drift from the program. (The build steps of the
// examples are not run.)
#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>

#include "cli_fixture.hpp"
#include "support/source_tree.hpp"

namespace rfsat::test {
namespace {

struct Example {
  std::string section;  // the "## ..." heading it is under
  std::string script;   // /bin/sh text
};

// The rfsat lines of the yaml blocks, and each sh block, under their heading.
std::vector<Example> examples_of(const std::string& doc) {
  std::vector<Example> out;
  std::istringstream in(doc);
  std::string line, section, fence, block;
  while (std::getline(in, line)) {
    if (fence.empty() && line.rfind("## ", 0) == 0) section = line.substr(3);
    if (line.rfind("```", 0) == 0) {
      if (fence.empty()) {
        fence = line.substr(3);
        block.clear();
        continue;
      }
      if (fence == "sh") out.push_back({section, block});
      fence.clear();
      continue;
    }
    if (fence.empty()) continue;
    block += line + "\n";
    if (fence != "yaml") continue;
    const std::size_t at = line.find_first_not_of(' ');
    if (at == std::string::npos) continue;
    for (const std::string prefix : {"run: rfsat ", "- rfsat "})
      if (line.compare(at, prefix.size(), prefix) == 0)
        out.push_back({section, line.substr(at + prefix.size() - 6) + "\n"});
  }
  return out;
}

class CiDoc : public Cli {
 protected:
  void SetUp() override {
    Cli::SetUp();
    const fs::path doc = source_dir() / "docs" / "ci.md";
    ASSERT_TRUE(fs::exists(doc)) << doc;
    examples = examples_of(read_file(doc));
    fs::create_directories(dir / "bin");
    fs::create_symlink(rfsat_exe(), dir / "bin" / "rfsat");
    fs::create_directories(dir / "repo" / "puzzles" / "more");
    fs::create_directories(dir / "repo" / ".git");
    dir.file("repo/README.md", "# my puzzles\n");
    dir.file("repo/puzzles/mini.rf", kUnique4);
    dir.file("repo/puzzles/more/set.txt",
             ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...\n");
    dir.file("repo/puzzles/more/notes.txt", "Ideas for the next puzzles.\n");
  }
  Output run(const Example& e) {
    const std::string path = (dir / "bin").string() + ":" + std::getenv("PATH");
    dir.file("script.sh", e.script);
    return run_shell("PATH=" + quote(path) + " /bin/sh " + quote((dir / "script.sh").string()),
                     dir / "repo");
  }
  std::vector<Example> examples;
};

TEST_F(CiDoc, HasTheThreeExamples) {
  std::vector<std::string> sections;
  for (const Example& e : examples) sections.push_back(e.section);
  EXPECT_EQ(sections, (std::vector<std::string>{"GitHub Actions", "GitLab CI", "Pre-commit hook"}));
}

TEST_F(CiDoc, ExamplesPassOnUniquePuzzles) {
  for (const Example& e : examples) {
    Output o = run(e);
    EXPECT_EQ(o.code, 0) << e.section << ": " << e.script << describe(o);
    if (e.section == "GitHub Actions") {
      EXPECT_EQ(o.out, "") << o.out;
    }
    EXPECT_NE(o.err.find("skipped"), std::string::npos) << e.section << ": " << o.err;
  }
  const std::string report = read_file(dir / "repo" / "rfsat-report.xml");
  EXPECT_NE(report.find("<testsuites name=\"rfsat check\" tests=\"2\" failures=\"0\" errors=\"0\""),
            std::string::npos)
      << report;
}

TEST_F(CiDoc, ExamplesFailOnAPuzzleWithTwoSolutions) {
  dir.file("repo/puzzles/more/open.rf", kEmpty4);
  for (const Example& e : examples) {
    Output o = run(e);
    EXPECT_NE(o.code, 0) << e.section << ": " << e.script << describe(o);
    if (e.section == "GitHub Actions") {
      EXPECT_NE(o.out.find("::error file=puzzles/more/open.rf,line=1"), std::string::npos) << o.out;
    }
  }
  const std::string report = read_file(dir / "repo" / "rfsat-report.xml");
  EXPECT_NE(report.find("<failure message=\"at least 2 solutions\""), std::string::npos) << report;
}

}  // namespace
}  // namespace rfsat::test
