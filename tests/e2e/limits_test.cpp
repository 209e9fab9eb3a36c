// Resource limits (issue 30): the formula's budget (cnf::Formula::set_budget)
// throws while an encoder writes; solve() refuses a puzzle over
// --memory-limit before encoding (estimate) or while encoding (budget), and
// stops encoding at the time limit; the CLI exits 3 with the estimate in
// the message; -o never writes through a symbolic link or over the input.
// Loading polls --time-limit's deadline (Diagnostics::poll): every reader
// stops with LoadTimeLimit past it, and the commands exit 3. A rule that
// builds pairs over the whole grid reserves them under --memory-limit first
// (Diagnostics::reserve): LoadMemoryLimit, exit 3.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "../cli/cli_helper.hpp"
#include "encode.hpp"
#include "format.hpp"
#include "import/load_imported.hpp"
#include "limits_puzzles.hpp"
#include "load.hpp"
#include "solve.hpp"

namespace {

using namespace rfsat;

using limits_test::empty_sudoku;
using limits_test::load;

TEST(FormulaBudget, ThrowsWhenTheStoreOutgrowsIt) {
  cnf::Formula f;
  f.set_budget(100, std::nullopt);
  const int a = f.new_var(), b = f.new_var();
  for (int i = 0; i < 33; ++i) f.add_clause({a, -b});  // 99 literals with their zeros
  EXPECT_THROW(f.add_clause({a, b}), cnf::LimitExceeded);
}

TEST(FormulaBudget, ThrowsAfterTheDeadline) {
  cnf::Formula f;
  f.set_budget(SIZE_MAX, std::chrono::steady_clock::now() - std::chrono::seconds(1));
  const int a = f.new_var();
  try {
    for (int i = 0; i < 20000; ++i) f.add_clause({a});
    FAIL() << "no exception";
  } catch (const cnf::LimitExceeded& e) {
    EXPECT_EQ(e.kind, cnf::LimitExceeded::Kind::time);
  }
}

TEST(FormulaBudget, EncodingAPuzzleStopsAtTheBudget) {
  const model::Puzzle p = load(empty_sudoku(3));
  EXPECT_THROW(enc::encode_puzzle(p, {.max_literals = 1000}), cnf::LimitExceeded);
  const enc::Encoded e = enc::encode_puzzle(p, {});
  EXPECT_GT(e.formula.literals().size(), 1000u);
  // The estimate is a lower bound of the part it counts, within a factor 3.
  const std::size_t estimate = presolve::estimate_literals(p, presolve::full_domains(p));
  EXPECT_LE(estimate, 3 * e.formula.literals().size());
}

TEST(SolveLimits, AnEstimateOverTheLimitIsRefusedBeforeEncoding) {
  const model::Puzzle p = load(empty_sudoku(6));  // 36x36
  const solve::Result r = solve::solve(p, {.count = 2, .memory_limit_mb = 1});
  ASSERT_TRUE(r.refused);
  EXPECT_EQ(solve::verdict_of(r), solve::Verdict::limit);
  EXPECT_NE(r.refused->find("memory limit: the formula would take about"), std::string::npos)
      << *r.refused;
  EXPECT_EQ(r.variables, 0);
}

TEST(SolveLimits, TheTimeLimitStopsEncoding) {
  const model::Puzzle p = load(empty_sudoku(7));  // 49x49: ~ 10^6 clauses
  const solve::Result r = solve::solve(p, {.count = 2, .time_limit = 1e-6});
  EXPECT_EQ(solve::verdict_of(r), solve::Verdict::limit);
  ASSERT_TRUE(r.refused);
  EXPECT_EQ(*r.refused, "time limit reached while encoding");
}

// Any process is larger than 1 MB, so the first poll of the terminator
// stops the search; the formula of a 6x6 fits the 1 MB budget. Both
// enumerations: the lone solver, and the workers of the sums profile.
TEST(SolveLimits, TheSolverStopsWhenTheProcessOutgrowsTheLimit) {
  const std::string six = "values = 123456\nrow_groups\ncolumn_groups\nbox_groups(2, 3)\n";
  for (const std::string& text : {six, six + "cage(1, 2, 7)\n"}) {
    const solve::Result r = solve::solve(load(text), {.count = 2, .memory_limit_mb = 1});
    EXPECT_EQ(solve::verdict_of(r), solve::Verdict::limit) << text;
    EXPECT_TRUE(r.enumeration.memory_hit) << text;
    EXPECT_EQ(solve::verdict_text(r),
              "memory limit: the solver outgrew 1 MB while searching (--memory-limit)");
  }
}

TEST(SolveLimits, TheDefaultLimitLeavesOrdinaryPuzzlesAlone) {
  const model::Puzzle p = load(empty_sudoku(3) + "set_cell(1, 1)\n");
  const solve::Result r = solve::solve(p, {.count = 2, .memory_limit_mb = 4096});
  EXPECT_FALSE(r.refused);
  EXPECT_EQ(r.enumeration.solutions.size(), 2u);
}

// Inputs of `n` items in each reader's format: rule-file cages, f-puzzles
// JSON lines, ISS thermos, SudokuPad cages.
std::string rule_file_of_cages(int n) {
  std::string text = empty_sudoku(3);
  for (int i = 0; i < n; ++i) text += "cage(1, 2, 5)\n";
  return text;
}
std::string fpuzzles_of_lines(int n) {
  std::string json =
      R"({"size": 4, "grid": [[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]], "line": [)";
  for (int i = 0; i < n; ++i)
    json += std::string(i ? ", " : "") + R"({"lines": [["R1C1", "R2C2"]], "outlineC": "#000000"})";
  return json + "]}\n";
}
std::string iss_of_thermos(int n) {
  std::string text = ".Shape~9x9";
  for (int i = 0; i < n; ++i) text += ".Thermo~R1C1~R1C2~R1C3";
  return text + "\n";
}
std::string sudokupad_of_cages(int n) {
  std::string json =
      R"({"cells": [[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]], "cages": [)";
  for (int i = 0; i < n; ++i) json += std::string(i ? ", " : "") + R"({"cells": [[0, 0], [0, 1]]})";
  return json + "]}\n";
}

const LoadLimits kPast{std::chrono::steady_clock::now() - std::chrono::seconds(1)};

TEST(LoadDeadline, EveryReaderStopsPastTheDeadline) {
  std::ostringstream err;
  EXPECT_THROW(formats::load_puzzle_text("c.rf", rule_file_of_cages(10), err, kPast),
               LoadTimeLimit);
  using formats::ClassicFormat;
  const std::pair<ClassicFormat, std::string> inputs[] = {
      {ClassicFormat::fpuzzles, fpuzzles_of_lines(10)},
      {ClassicFormat::iss, iss_of_thermos(10)},
      {ClassicFormat::sudokupad, sudokupad_of_cages(10)}};
  for (const auto& [format, text] : inputs) {
    EXPECT_THROW(formats::read_imported("in", text, format, err, kPast), LoadTimeLimit)
        << formats::format_name(format);
    // Read without a deadline, then resolved past one.
    const std::optional<formats::import::Imported> in =
        formats::read_imported("in", text, format, err);
    ASSERT_TRUE(in) << err.str();
    EXPECT_THROW(formats::import::load_imported(*in, "in", err, kPast), LoadTimeLimit);
    EXPECT_TRUE(formats::import::load_imported(
        *in, "in", err, LoadLimits{std::chrono::steady_clock::now() + std::chrono::hours(1)}))
        << err.str();
  }
}

// anti_taxicab on a 400 x 400 grid with numbers 1..9: 14.4 million pairs
// (115 MB) from 57 bytes of text, which the loading estimate (bytes per
// input byte) cannot see. Each distance reserves its pairs first.
std::string taxicab_grid(int side) {
  return "values = 123456789\nrows = " + std::to_string(side) +
         "\ncolumns = " + std::to_string(side) + "\nanti_taxicab\n";
}

TEST(LoadMemory, RulesReserveWhatTheyBuild) {
  std::ostringstream err;
  try {
    (void)formats::load_puzzle_text("t.rf", taxicab_grid(400), err, load_limits(std::nullopt, 64));
    ADD_FAILURE() << "loaded under 64 MB";
  } catch (const LoadMemoryLimit& e) {
    // Distances 1..7 reserve 8.8 million pairs of 8 bytes: 67.5 MB, over 64.
    EXPECT_STREQ(
        e.what(),
        "memory limit: the rules would take about 68 MB while loading (--memory-limit 64)");
  }
  EXPECT_TRUE(
      formats::load_puzzle_text("t.rf", taxicab_grid(20), err, load_limits(std::nullopt, 1)))
      << err.str();
  // The limit reaches the semantic pass of imported puzzles too: an ISS
  // anti-taxicab 9x9 reserves 2,820 pairs (22,560 bytes), over 16 KB.
  const auto iss =
      formats::read_imported("in", ".Shape~9x9.AntiTaxicab\n", formats::ClassicFormat::iss, err);
  ASSERT_TRUE(iss) << err.str();
  EXPECT_THROW(formats::import::load_imported(*iss, "in", err, LoadLimits{std::nullopt, 16384}),
               LoadMemoryLimit);
  EXPECT_TRUE(formats::import::load_imported(*iss, "in", err, LoadLimits{std::nullopt, 65536}));
}

// The chess rules reserve exactly the pairs they build on a whole rectangle:
// a limit of that many bytes loads, one byte less is refused.
TEST(LoadMemory, ChessRulesReserveTheirPairs) {
  for (const char* rule : {"anti_knight", "anti_king", "anti_bishop", "anti_queen"})
    for (const auto& [rows, cols] : {std::pair{1, 7}, {6, 1}, {4, 9}, {8, 5}}) {
      const std::string text = "values = 123456789\nrows = " + std::to_string(rows) +
                               "\ncolumns = " + std::to_string(cols) + "\n" + rule + "\n";
      std::ostringstream err;
      const std::optional<model::Puzzle> p = formats::load_puzzle_text("t.rf", text, err);
      ASSERT_TRUE(p) << err.str();
      std::size_t pairs = 0;
      for (const model::Constraint& c : p->constraints)
        if (const auto* k = std::get_if<model::DifferentPairs>(&c.kind)) pairs += k->pairs.size();
      const std::size_t bytes = pairs * sizeof(model::CellPair);
      EXPECT_TRUE(formats::load_puzzle_text("t.rf", text, err, LoadLimits{std::nullopt, bytes}))
          << rule << " " << rows << "x" << cols << " " << err.str();
      if (bytes > 0) {
        EXPECT_THROW(
            formats::load_puzzle_text("t.rf", text, err, LoadLimits{std::nullopt, bytes - 1}),
            LoadMemoryLimit)
            << rule << " " << rows << "x" << cols;
      }
    }
}

class LimitsCli : public ::testing::Test {
 protected:
  void SetUp() override {
    if (test::rfsat_exe().empty()) GTEST_SKIP() << "RFSAT_EXE not set";
  }
  test::ScratchDir dir_;
};

TEST_F(LimitsCli, MemoryLimitExitsThreeWithTheEstimate) {
  dir_.file("big.rf", empty_sudoku(6));
  const test::Output o = test::rfsat("solve big.rf --memory-limit 1", dir_.path());
  EXPECT_EQ(o.code, 3) << test::describe(o);
  EXPECT_NE(o.out.find("memory limit: the formula would take about"), std::string::npos)
      << test::describe(o);
  const test::Output c = test::rfsat("check big.rf --memory-limit 1", dir_.path());
  EXPECT_EQ(c.code, 3) << test::describe(c);
  // dimacs bounds its formula the same way, and writes nothing.
  const test::Output d = test::rfsat("dimacs big.rf --memory-limit 1 -o big.cnf", dir_.path());
  EXPECT_EQ(d.code, 3) << test::describe(d);
  EXPECT_NE(d.err.find("big.rf: memory limit: the formula would take about"), std::string::npos)
      << test::describe(d);
  EXPECT_FALSE(std::filesystem::exists(dir_ / "big.cnf"));
}

// A rule that would build more than the limit while loading: exit 3 with
// the estimate, for solve and for check (a limit record), in a moment.
TEST_F(LimitsCli, RulesOverTheLimitWhileLoadingExitThree) {
  dir_.file("taxicab.rf", taxicab_grid(400));
  for (const char* command : {"solve", "check"}) {
    const test::Output o =
        test::rfsat(std::string(command) + " taxicab.rf --memory-limit 64", dir_.path());
    EXPECT_EQ(o.code, 3) << test::describe(o);
    EXPECT_NE((o.out + o.err).find("memory limit: the rules would take about 68 MB while loading"),
              std::string::npos)
        << test::describe(o);
  }
}

// A rule too large for its encoding (a ratio over 20,000 cells: its
// automaton passes the bound on states) is a limit, exit 3, naming the rule
// and its line; it was an uncaught std::length_error (abort, exit 134).
TEST_F(LimitsCli, ARuleTooLargeToEncodeIsALimit) {
  std::string cells;
  for (int c = 1; c <= 20000; ++c) cells += (c > 1 ? "," : "") + std::to_string(c);
  dir_.file("ratio.rf", "values = 123456789\nrows = 200\ncolumns = 200\nratio(" + cells + ")\n");
  for (const char* command : {"solve", "check", "dimacs"}) {
    const test::Output o = test::rfsat(std::string(command) + " ratio.rf", dir_.path());
    EXPECT_EQ(o.code, 3) << command << test::describe(o);
    EXPECT_NE((o.out + o.err).find("ratio (line 4): automaton: too many states"), std::string::npos)
        << command << test::describe(o);
  }
}

// 120,000 bytes of f-puzzles JSON: about 1 MB for nlohmann's document
// (9 bytes per byte), refused under 1 MB before it is read; read under 2
// (then the search outgrows 2 MB: any process does).
TEST_F(LimitsCli, LoadingOverTheLimitIsRefusedBeforeReading) {
  std::string json =
      R"({"size": 4, "grid": [[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]], "line": [)";
  for (int i = 0; json.size() < 120000; ++i)
    json += std::string(i ? ", " : "") + R"({"lines": [["R1C1", "R2C2"]], "outlineC": "#000000"})";
  dir_.file("big.json", json + "]}\n");
  for (const char* command : {"solve", "check"}) {
    const test::Output o =
        test::rfsat(std::string(command) + " big.json --memory-limit 1", dir_.path());
    EXPECT_EQ(o.code, 3) << test::describe(o);
    EXPECT_NE((o.out + o.err).find("memory limit: reading this input would take about 2 MB"),
              std::string::npos)
        << test::describe(o);
  }
  const test::Output fits = test::rfsat("solve big.json --memory-limit 2 --count 1", dir_.path());
  EXPECT_NE(fits.out.find("the solver outgrew 2 MB"), std::string::npos) << test::describe(fits);
}

TEST_F(LimitsCli, TheSearchStopsWhenTheProcessOutgrowsTheLimit) {
  dir_.file("six.rf", "values = 123456\nrow_groups\ncolumn_groups\nbox_groups(2, 3)\n");
  const test::Output o = test::rfsat("solve six.rf --memory-limit 1", dir_.path());
  EXPECT_EQ(o.code, 3) << test::describe(o);
  EXPECT_NE(o.out.find("memory limit: the solver outgrew 1 MB while searching"), std::string::npos)
      << test::describe(o);
}

// 20,000 rule-file lines and 8,000 f-puzzles items take well over a
// millisecond to load: a limit of 0.001 s stops them while loading.
TEST_F(LimitsCli, TheTimeLimitStopsLoading) {
  dir_.file("cages.rf", rule_file_of_cages(20000));
  dir_.file("lines.json", fpuzzles_of_lines(8000));
  for (const std::string file : {"cages.rf", "lines.json"}) {
    const test::Output o = test::rfsat("solve " + file + " --time-limit 0.001", dir_.path());
    EXPECT_EQ(o.code, 3) << test::describe(o);
    EXPECT_EQ(o.err, file + ": time limit reached while loading\n") << test::describe(o);
    EXPECT_EQ(o.out, "") << test::describe(o);
    const test::Output c =
        test::rfsat("check " + file + " --time-limit 0.001 --format json", dir_.path());
    EXPECT_EQ(c.code, 3) << test::describe(c);
    EXPECT_NE(c.out.find(R"("verdict":"time limit reached while loading")"), std::string::npos)
        << test::describe(c);
  }
}

// Every command that searches, under a memory limit any process exceeds:
// the search stops at the terminator's first poll (the formulas fit), exit
// 3 with solve's message, nothing written to -o.
TEST_F(LimitsCli, EveryCommandThatSearchesStopsPastTheMemoryLimit) {
  dir_.file("six.rf", "values = 123456\nrow_groups\ncolumn_groups\nbox_groups(2, 3)\n");
  const char* commands[] = {"candidates six.rf", "minimize six.rf -o out.rf",
                            "generate --rules six.rf -o out.rf", "generate -s 5 -o out.rf",
                            "render six.rf --solution -o out.svg"};
  for (const std::string command : commands) {
    const test::Output o = test::rfsat(command + " --memory-limit 1", dir_.path());
    EXPECT_EQ(o.code, 3) << command << test::describe(o);
    EXPECT_NE((o.out + o.err).find("memory limit: the solver outgrew 1 MB while searching"),
              std::string::npos)
        << command << test::describe(o);
    EXPECT_FALSE(std::filesystem::exists(dir_ / "out.rf")) << command;
  }
  // render draws the puzzle without its solution, as on a time limit.
  EXPECT_NE(test::read_file(dir_ / "out.svg").find("</svg>"), std::string::npos);
}

// 120,000 bytes of f-puzzles JSON (about 1 MB for nlohmann's document):
// every command that loads a file refuses it unread under 1 MB.
TEST_F(LimitsCli, EveryCommandThatLoadsRefusesOverTheLimit) {
  dir_.file("big.json", fpuzzles_of_lines(2300));
  dir_.file("model.txt", "s SATISFIABLE\n");
  const char* commands[] = {"candidates big.json",
                            "minimize big.json -o out.rf",
                            "dimacs big.json -o out.rf",
                            "decode big.json model.txt",
                            "convert big.json --to rf -o out.rf",
                            "render big.json -o out.rf",
                            "generate --rules big.json -o out.rf"};
  for (const std::string command : commands) {
    const test::Output o = test::rfsat(command + " --memory-limit 1", dir_.path());
    EXPECT_EQ(o.code, 3) << command << test::describe(o);
    EXPECT_NE(o.err.find("big.json: memory limit: reading this input would take about 2 MB"),
              std::string::npos)
        << command << test::describe(o);
    EXPECT_FALSE(std::filesystem::exists(dir_ / "out.rf")) << command;
  }
}

TEST_F(LimitsCli, TheTimeLimitStopsLoadingForCandidatesAndMinimize) {
  dir_.file("cages.rf", rule_file_of_cages(20000));
  for (const std::string command : {"candidates cages.rf", "minimize cages.rf -o out.rf"}) {
    const test::Output o = test::rfsat(command + " --time-limit 0.001", dir_.path());
    EXPECT_EQ(o.code, 3) << command << test::describe(o);
    EXPECT_EQ(o.err, "cages.rf: time limit reached while loading\n")
        << command << test::describe(o);
    EXPECT_FALSE(std::filesystem::exists(dir_ / "out.rf")) << command;
  }
}

TEST_F(LimitsCli, OutputNeverFollowsALinkNorOverwritesTheInput) {
  namespace fs = std::filesystem;
  const std::string input = empty_sudoku(2) + "set_cell(1, 1)\n";
  dir_.file("p.rf", input);
  dir_.file("elsewhere.txt", "keep me\n");
  fs::create_symlink(dir_ / "p.rf", dir_ / "to-input.cnf");
  fs::create_symlink(dir_ / "elsewhere.txt", dir_ / "to-elsewhere.cnf");
  test::Output o = test::rfsat("dimacs p.rf -o to-input.cnf", dir_.path());
  EXPECT_EQ(o.code, 2) << test::describe(o);
  EXPECT_NE(o.err.find("refusing to overwrite the input file"), std::string::npos) << o.err;
  EXPECT_EQ(test::read_file(dir_ / "p.rf"), input);
  o = test::rfsat("dimacs p.rf -o to-elsewhere.cnf", dir_.path());
  EXPECT_EQ(o.code, 0) << test::describe(o);
  EXPECT_EQ(test::read_file(dir_ / "elsewhere.txt"), "keep me\n");
  EXPECT_FALSE(fs::is_symlink(dir_ / "to-elsewhere.cnf"));
  EXPECT_NE(test::read_file(dir_ / "to-elsewhere.cnf").find("p cnf"), std::string::npos);
  for (const auto& e : fs::directory_iterator(dir_.path()))
    EXPECT_EQ(e.path().filename().string().find(".rfsat-tmp"), std::string::npos) << e.path();
}

}  // namespace
