// Limits that bound (the hostile-input issue, finding 2): a deadline far
// beyond the clock's range saturates instead of wrapping into the past;
// the sum encodings read the clock between clauses; an unknown rule name of
// megabytes is neither compared letter by letter with every keyword nor
// echoed; inputs without a size (a device, standard input, a long
// collection line, a certificate file) are read within --memory-limit;
// verify-proof's limits cover loading and re-encoding the puzzle copy; the
// memory messages say the formula's size is projected, and dimacs, which
// runs no solver, projects 8 bytes a literal. scripts/hostile/
// limits_files.sh replays the same as a user would.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "../cli/cli_helper.hpp"
#include "limits_puzzles.hpp"
#include "load.hpp"
#include "rule_registry.hpp"
#include "solve.hpp"
#include "sum/linear.hpp"

namespace {

using namespace rfsat;
using limits_test::empty_sudoku;

TEST(DeadlineAfter, SaturatesBeyondTheClock) {
  for (const double seconds : {1e10, 1e19, 1e308})
    EXPECT_FALSE(past(deadline_after(seconds))) << seconds;
  const auto now = std::chrono::steady_clock::now();
  const Deadline half = deadline_after(0.5, now);
  ASSERT_TRUE(half);
  EXPECT_EQ(*half - now, std::chrono::milliseconds(500));
  EXPECT_TRUE(past(deadline_after(0.0, now)));
}

// The partial-sum automaton of one sum over 10,000 cells: past the deadline
// it stops before its first clause, by the clock, not by its size bound.
TEST(SumClock, TheSumAutomatonReadsTheDeadline) {
  cnf::Formula f;
  std::vector<enc::table::Column> cols(10000);
  for (enc::table::Column& col : cols)
    for (int v = 1; v <= 9; ++v) col.push_back({f.new_var(), v - 1, v});
  f.set_budget(SIZE_MAX, std::chrono::steady_clock::now() - std::chrono::seconds(1));
  try {
    enc::sum::sum_equals(f, cols, 50000);
    FAIL() << "no exception";
  } catch (const cnf::LimitExceeded& e) {
    EXPECT_EQ(e.kind, cnf::LimitExceeded::Kind::time) << e.what();
    EXPECT_EQ(f.num_clauses(), 0u);
  }
}

TEST(UnknownRule, AHugeNameIsNeitherComparedNorEchoed) {
  const std::string name(100000, 'a');
  std::ostringstream err;
  EXPECT_FALSE(formats::load_puzzle_text("n.rf", "values = 1234\n" + name + "\n", err));
  EXPECT_NE(err.str().find("unknown rule 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...' (100000 "
                           "characters; no rule has a name that long)"),
            std::string::npos)
      << err.str().substr(0, 300);
  EXPECT_LT(err.str().size(), 1000u);
  EXPECT_EQ(sema::unknown_rule_message("row_group"),
            "unknown rule 'row_group'; did you mean 'row_groups'?");
}

TEST(ProjectedMemory, TheMessagesSaySo) {
  const cnf::LimitExceeded stopped(cnf::LimitExceeded::Kind::memory, 1000, "");
  EXPECT_EQ(solve::encoding_stopped(stopped, 4096),
            "memory limit: the formula's projected memory outgrew 4096 MB while encoding (1000 "
            "literals at 64 bytes per literal, the solver's copy included; --memory-limit)");
  EXPECT_EQ(solve::encoding_stopped(stopped, 20, solve::kDimacsBytesPerLiteral),
            "memory limit: the formula's projected memory outgrew 20 MB while encoding (1000 "
            "literals at 8 bytes per literal; --memory-limit)");
}

class HostileLimits : public ::testing::Test {
 protected:
  void SetUp() override {
    if (test::rfsat_exe().empty()) GTEST_SKIP() << "RFSAT_EXE not set";
    dir_.file("p.rf",
              "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\nset_cell(1,1)\n"
              "set_cell(3,3)\nset_cell(6,3)\nset_cell(7,4)\nset_cell(9,4)\nset_cell(10,1)\n");
  }
  // `rfsat ARGS` under a 20 s watchdog: an unbounded read fails the test, never hangs it.
  test::Output rfsat(const std::string& args) {
    return test::run_shell("timeout 20 " + test::quote(test::rfsat_exe()) + " " + args,
                           dir_.path());
  }
  void expect_read_limit(const std::string& args) {
    const test::Output o = rfsat(args);
    EXPECT_EQ(o.code, 3) << args << test::describe(o);
    EXPECT_NE((o.out + o.err).find("memory limit: reading this input would take more than"),
              std::string::npos)
        << args << test::describe(o);
  }
  test::ScratchDir dir_;
};

TEST_F(HostileLimits, AHugeTimeLimitIsNoLimit) {
  const test::Output o = rfsat("solve p.rf --time-limit 1e10");
  EXPECT_EQ(o.code, 0) << test::describe(o);
  EXPECT_NE(o.out.find("unique"), std::string::npos) << test::describe(o);
  ASSERT_EQ(rfsat("solve p.rf --proof cert").code, 0);
  EXPECT_EQ(rfsat("verify-proof cert --time-limit 1e10").code, 0);
}

// Devices, standard input and a collection's line have no size to refuse
// by beforehand: reading stops at what the memory limit lets the reader
// take (a rule file: 1 MB / 64 bytes a byte = 16 KB).
TEST_F(HostileLimits, InputsWithoutASizeAreReadWithinTheMemoryLimit) {
  std::string comments = "values = 1234\n";
  while (comments.size() < (1 << 20)) comments += "// a comment line of the rule file\n";
  dir_.file("comments.rf", comments);
  dir_.file("long-line.txt", std::string(100000, '1') + "\n");
  expect_read_limit("solve /dev/zero --memory-limit 20");
  expect_read_limit("check /dev/zero --memory-limit 20");
  expect_read_limit("dimacs /dev/zero --memory-limit 20");
  expect_read_limit("decode p.rf /dev/zero --memory-limit 20");
  expect_read_limit("convert - --to iss --memory-limit 1 < comments.rf");
  expect_read_limit("solve - --from rf --memory-limit 1 < comments.rf");
  expect_read_limit("check - --memory-limit 1 < long-line.txt");
}

TEST_F(HostileLimits, VerifyProofLimitsCoverEveryStep) {
  // A proof longer than 1 MB / 8 bytes a byte is refused while read.
  ASSERT_EQ(rfsat("solve p.rf --proof cert").code, 0);
  dir_.file("cert/p.drat", std::string(200000, 'd'));
  test::Output o = rfsat("verify-proof cert --memory-limit 1");
  EXPECT_EQ(o.code, 3) << test::describe(o);
  EXPECT_NE(o.out.find("memory limit: reading this input would take more than 1 MB"),
            std::string::npos)
      << test::describe(o);
  // A certificate's file that is no regular file is never read (/dev/zero
  // would never end, a FIFO wait for a writer).
  std::filesystem::remove(dir_ / "cert/p.drat");
  std::filesystem::create_symlink("/dev/zero", dir_ / "cert/p.drat");
  o = rfsat("verify-proof cert");
  EXPECT_EQ(o.code, 2) << test::describe(o);
  EXPECT_NE(o.out.find("p.drat: error: not a regular file"), std::string::npos)
      << test::describe(o);
  // A copy that takes long to load (the pairs of anti_queen on 300 x 300):
  // the time limit counts loading.
  ASSERT_EQ(rfsat("solve p.rf --proof slow").code, 0);
  dir_.file("slow/p.puzzle.rf", "values = 123456789\nrows = 300\ncolumns = 300\nanti_queen\n");
  o = rfsat("verify-proof slow --time-limit 0.05 --memory-limit 4096");
  EXPECT_EQ(o.code, 3) << test::describe(o);
  EXPECT_NE(o.out.find("time limit reached while loading"), std::string::npos) << test::describe(o);
}

// A sum cage over a whole grid (`repetition`): "x1" .. "xN" as rule text.
std::string whole_grid_sum(int side, long long target, const std::string& more = "") {
  std::string cells;
  for (int c = 1; c <= side * side; ++c) cells += ", " + std::to_string(c);
  return "values = 123456789\nrows = " + std::to_string(side) +
         "\ncolumns = " + std::to_string(side) + "\nrepetition\n" + more + "sum(" +
         std::to_string(target) + cells + ")\n";
}

// One sum cage over a 99x99 grid of 1,089 boxes: its small-table test
// compared every pair of its 9,801 cells with every group (5 x 10^10
// steps: minutes, without a clause, so no time limit could stop it, and
// --time-limit 10 then reported the time limit). Now the cage is known at
// once to be too large for its automaton.
TEST_F(HostileLimits, AHugeSumCageIsJudgedWithoutQuadraticWork) {
  dir_.file("boxes99.rf", whole_grid_sum(99, 45 * 99 * 99 / 9, "box_groups(3, 3)\n"));
  const test::Output o = rfsat("solve boxes99.rf --time-limit 10 --count 1");
  EXPECT_EQ(o.code, 3) << test::describe(o);
  EXPECT_NE(o.out.find("a rule is too large to encode: sum (line 6): automaton: too many states"),
            std::string::npos)
      << test::describe(o);
}

// A cage of 90,000 cells, every one given: cage pruning enumerated its one
// tuple through a matrix of every pair of cells (8.1 GB), and the rule
// file's warnings (lint) checked every given against every rule.
TEST_F(HostileLimits, AHugeGivenCageIsPrunedWithoutAPairMatrix) {
  std::string givens;
  long long total = 0;
  for (int c = 1; c <= 90000; ++c) {
    givens += "set_cell(" + std::to_string(c) + ", " + std::to_string(1 + c % 9) + ")\n";
    total += 1 + c % 9;
  }
  dir_.file("given300.rf", whole_grid_sum(300, total, givens));
  const test::Output o = rfsat("solve given300.rf --time-limit 10");
  EXPECT_EQ(o.code, 0) << test::describe(o);
  EXPECT_NE(o.out.find("unique"), std::string::npos) << test::describe(o);
}

// An empty 25 x 25 sudoku: refused by the solver's projection (64 bytes a
// literal) under 5 MB, written by dimacs (8 bytes a literal).
TEST_F(HostileLimits, DimacsProjectsItsOwnStoreOnly) {
  dir_.file("e25.rf", empty_sudoku(5));
  const test::Output solve = rfsat("solve e25.rf --memory-limit 5");
  EXPECT_EQ(solve.code, 3) << test::describe(solve);
  EXPECT_NE(solve.out.find("projected"), std::string::npos) << test::describe(solve);
  const test::Output d = rfsat("dimacs e25.rf --memory-limit 5 -o e25.cnf");
  EXPECT_EQ(d.code, 0) << test::describe(d);
  EXPECT_NE(test::read_file(dir_ / "e25.cnf").find("p cnf "), std::string::npos);
}

}  // namespace
