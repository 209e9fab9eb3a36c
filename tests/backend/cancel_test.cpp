// Cancellation (text/deadline.hpp's CancelScope, which the Python module's
// Ctrl-C raises): a search that would not end by itself (counting the
// solutions of an empty 9x9) stops soon after another thread raises the
// flag, with one solver and with cooperating workers (which take the
// caller's flag), and reads as a limit reached. A flag never raised
// changes nothing: the empty 4x4 still has its 288 grids.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "deadline.hpp"
#include "solve.hpp"
#include "support/sema_support.hpp"

namespace rfsat {
namespace {

const char* kEmpty9x9 = "values = 123456789\nrow_groups\ncolumn_groups\nbox_groups(3,3)\n";

// Solves `threads`-wide under a flag raised after 200 ms; the seconds taken.
double cancelled_after_a_while(int threads, solve::Result& r) {
  const model::Puzzle p = test::resolved(kEmpty9x9);
  std::atomic<bool> cancel{false};
  std::thread raiser([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    cancel = true;
  });
  const auto start = std::chrono::steady_clock::now();
  {
    const CancelScope scope(&cancel);
    r = solve::solve(p, {.count = 1'000'000, .threads = threads});
  }
  raiser.join();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

TEST(Cancel, StopsALoneSearch) {
  solve::Result r;
  EXPECT_LT(cancelled_after_a_while(1, r), 10.0);
  EXPECT_EQ(solve::verdict_of(r), solve::Verdict::limit);
  EXPECT_GT(r.enumeration.solutions.size(), 0u);
  EXPECT_FALSE(cancelled());  // the scope ended with the call
}

TEST(Cancel, StopsCooperatingWorkers) {
  solve::Result r;
  EXPECT_LT(cancelled_after_a_while(2, r), 10.0);
  EXPECT_EQ(solve::verdict_of(r), solve::Verdict::limit);
}

TEST(Cancel, AFlagNeverRaisedChangesNothing) {
  const model::Puzzle p =
      test::resolved("values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n");
  std::atomic<bool> cancel{false};
  const CancelScope scope(&cancel);
  const solve::Result r = solve::solve(p, {.count = 1000});
  EXPECT_TRUE(r.enumeration.complete);
  EXPECT_EQ(r.enumeration.solutions.size(), 288u);
}

}  // namespace
}  // namespace rfsat
