// Every classic reader on seeded random mutations of every seed fixture
// (bytes replaced, inserted, deleted; lines dropped or duplicated): no crash,
// and every outcome is either grids of a supported side with consistent
// masks or at least one diagnostic with a line inside the text. Seed logged.
#include <random>

#include "formats_support.hpp"

namespace {

using namespace rfsat::test;

const char* kFiles[] = {"sudocue_example.sdk",   "sadman_v1.sdk",       "sudocue_progress.sdx",
                        "sudocue_collection.sdm", "sudocue_example.ss",  "sudocue_older.ss",
                        "simple_sudoku.ss",      "simple_sudoku_spaced.ss",
                        "simple_sudoku_candidates.txt", "sudoku_solver.spf", "vbforums.msk"};
const ClassicFormat kFormats[] = {ClassicFormat::line, ClassicFormat::sdk, ClassicFormat::ss,
                                  ClassicFormat::msk, ClassicFormat::sdx,
                                  ClassicFormat::candidates_print};

std::string mutate(std::string s, std::mt19937& rng) {
  const std::string alphabet = "0123456789.X*_ |-+#u\n\r\tGAa";
  const int edits = 1 + static_cast<int>(rng() % 4);
  for (int e = 0; e < edits && !s.empty(); ++e) {
    const std::size_t at = rng() % s.size();
    const char c = alphabet[rng() % alphabet.size()];
    switch (rng() % 4) {
      case 0: s[at] = c; break;
      case 1: s.insert(s.begin() + static_cast<long>(at), c); break;
      case 2: s.erase(at, 1); break;
      default: {
        const std::size_t end = s.find('\n', at);
        const std::string line = s.substr(at, end == std::string::npos ? end : end - at + 1);
        if (rng() % 2) s.erase(at, line.size()); else s.insert(at, line);
      }
    }
  }
  return s;
}

TEST(Robustness, ReadersSurviveMutatedFixtures) {
  const unsigned seed = 20240601;
  std::mt19937 rng(seed);
  SCOPED_TRACE("seed " + std::to_string(seed));
  int accepted = 0, rejected = 0;
  for (const char* file : kFiles) {
    const std::string original = fixture(file);
    for (int i = 0; i < 300; ++i) {
      const std::string text = mutate(original, rng);
      (void)rfsat::formats::detect_format(text, "");
      for (ClassicFormat f : kFormats) {
        rfsat::Diagnostics diags("t", text);
        auto grids = rfsat::formats::classic::read_classic(text, f, diags);
        if (!grids) {
          ++rejected;
          ASSERT_FALSE(diags.errors().empty()) << text;
          EXPECT_GE(diags.errors().front().pos.line, 1) << text;
          (void)diags.format(diags.errors().front());
          continue;
        }
        ++accepted;
        for (const Grid& g : *grids) {
          ASSERT_EQ(static_cast<int>(g.given.size()), g.cell_count()) << text;
          for (int c = 0; c < g.cell_count(); ++c) ASSERT_NE(g.mask_of(c), 0u) << text;
        }
      }
    }
  }
  EXPECT_GT(accepted, 0);
  EXPECT_GT(rejected, 0);
}

}  // namespace
