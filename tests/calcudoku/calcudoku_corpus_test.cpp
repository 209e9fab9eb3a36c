// cdok's corpus (../shared/data/calcudoku, skipped when absent): rfsat's
// solution count of every puzzle must equal `true_solutions` of manifest.tsv
// (not cdok's own verdict, which is wrong on 20 of them), and a unique
// puzzle's solution must equal the independent counter's (`.truth`). ctest
// runs a spread sample (every size and mode, and every puzzle where cdok is
// wrong); RFSAT_CALCUDOKU_ALL=1 runs all 520 (scripts/bench_calcudoku.sh does
// too). Sizes 4 and 5 are also counted by the brute-force counter of
// calcudoku_support.hpp. Nylimb: GC7WQR5.puz solves uniquely to its .sol.
// Fixtures of our own (puzzles/calcudoku/*.puz with a .expect) are checked
// the same way.
#include <map>

#include "calcudoku_support.hpp"
#include "cdok/model.hpp"
#include "cdok/write.hpp"
#include "solve.hpp"

namespace rfsat::test {
namespace {

struct Entry {
  std::string puz;
  int size = 0;
  std::string mode;
  int seed = 0;
  std::string cdok_result;
  int truth = -1;
};

std::vector<Entry> manifest() {
  std::vector<Entry> out;
  std::ifstream in(calcudoku_data() / "manifest.tsv");
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::vector<std::string> f;
    std::stringstream ss(line);
    std::string field;
    while (std::getline(ss, field, '\t')) f.push_back(field);
    if (f.size() < 14) continue;
    Entry e;
    e.size = std::stoi(f[1]);
    e.mode = f[2];
    e.seed = std::stoi(f[3]);
    e.puz = f[4];
    e.cdok_result = f[10];
    e.truth = std::stoi(f[13]);
    out.push_back(e);
  }
  return out;
}

bool run_all() {
  const char* all = std::getenv("RFSAT_CALCUDOKU_ALL");
  return all && std::string(all) == "1";
}

// The sample: seeds 1, 7 and 14 of every size and mode, every puzzle whose
// true count is not 1 (where cdok says "unique" wrongly), all of it with
// RFSAT_CALCUDOKU_ALL=1.
std::vector<std::string> selected() {
  std::vector<std::string> out;
  for (const Entry& e : manifest())
    if (run_all() || e.seed == 1 || e.seed == 7 || e.seed == 14 || e.truth != 1) out.push_back(e.puz);
  if (out.empty()) out.push_back("");  // one test that skips
  return out;
}

// The grids of a .truth file, in order (after "solutions: K" and stats).
std::vector<std::vector<int>> truth_grids(const fs::path& path, int n) {
  std::vector<std::vector<int>> grids;
  std::ifstream in(path);
  std::string line;
  std::vector<int> cur;
  while (std::getline(in, line)) {
    std::stringstream ss(line);
    std::vector<int> row;
    int v;
    while (ss >> v) row.push_back(v);
    if (static_cast<int>(row.size()) != n || line.find(':') != std::string::npos) continue;
    cur.insert(cur.end(), row.begin(), row.end());
    if (static_cast<int>(cur.size()) == n * n) grids.push_back(std::move(cur)), cur.clear();
  }
  return grids;
}

class Corpus : public ::testing::TestWithParam<std::string> {};

TEST_P(Corpus, CountEqualsTheTrueCount) {
  if (GetParam().empty()) GTEST_SKIP() << calcudoku_data() << " is absent";
  static const std::map<std::string, Entry> entries = [] {
    std::map<std::string, Entry> m;
    for (const Entry& e : manifest()) m[e.puz] = e;
    return m;
  }();
  const Entry& e = entries.at(GetParam());
  const fs::path path = calcudoku_data() / e.puz;
  const Read r = read_spec(slurp(path), false, e.puz);
  ASSERT_TRUE(r.puzzle) << r.printed;
  const model::Puzzle p = formats::cdok::calcudoku_model(*r.puzzle);
  solve::Result run = solve::solve(p, {.count = e.truth + 1, .time_limit = 120.0});
  ASSERT_FALSE(run.violation) << *run.violation;
  ASSERT_TRUE(run.enumeration.complete) << solve::verdict_text(run);
  EXPECT_EQ(static_cast<int>(run.enumeration.solutions.size()), e.truth)
      << e.puz << " (cdok said " << e.cdok_result << ")";
  std::vector<std::vector<int>> ours;
  for (const model::Assignment& a : run.enumeration.solutions) ours.push_back(formats::cdok::calcudoku_values(p, a));
  std::sort(ours.begin(), ours.end());
  std::vector<std::vector<int>> theirs = truth_grids(fs::path(path).replace_extension(".truth"), e.size);
  std::sort(theirs.begin(), theirs.end());
  if (e.truth <= 5) {
    EXPECT_EQ(ours, theirs) << e.puz;
  }
  if (e.size <= 5) {  // the brute-force counter agrees
    BruteForce brute(*r.puzzle);
    EXPECT_EQ(brute.count(e.truth + 1), e.truth) << e.puz;
  }
}

std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string n = info.param.empty() ? "absent" : info.param;
  for (char& c : n)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return n;
}

INSTANTIATE_TEST_SUITE_P(Shared, Corpus, ::testing::ValuesIn(selected()), test_name);

// Sizes up to 5: the brute-force counter, rfsat and the manifest agree on
// every puzzle (all 80 of sizes 4 and 5; fast).
TEST(CalcudokuCorpus, BruteForceConfirmsSmallSizes) {
  if (!fs::exists(calcudoku_data() / "manifest.tsv")) GTEST_SKIP() << "../shared is absent";
  int checked = 0;
  for (const Entry& e : manifest()) {
    if (e.size > 5) continue;
    const Read r = read_spec(slurp(calcudoku_data() / e.puz), false, e.puz);
    ASSERT_TRUE(r.puzzle) << r.printed;
    BruteForce brute(*r.puzzle);
    const long long brute_count = brute.count(100);
    EXPECT_EQ(brute_count, e.truth) << e.puz;
    const model::Puzzle p = formats::cdok::calcudoku_model(*r.puzzle);
    solve::Result run = solve::solve(p, {.count = 101});
    EXPECT_EQ(static_cast<long long>(run.enumeration.solutions.size()), brute_count) << e.puz;
    ++checked;
  }
  EXPECT_EQ(checked, 80);
}

TEST(CalcudokuCorpus, NylimbGeocacheSolvesUniquelyToItsSolution) {
  const fs::path dir = calcudoku_data() / "nylimb";
  if (!fs::exists(dir / "GC7WQR5.puz")) GTEST_SKIP() << dir << " is absent";
  const Read r = read_spec(slurp(dir / "GC7WQR5.puz"), true, "GC7WQR5.puz");
  ASSERT_TRUE(r.puzzle) << r.printed;
  const model::Puzzle p = formats::cdok::calcudoku_model(*r.puzzle);
  solve::Result run = solve::solve(p, {.count = 2, .time_limit = 120.0});
  ASSERT_FALSE(run.violation) << *run.violation;
  ASSERT_EQ(solve::verdict_of(run), solve::Verdict::unique) << solve::verdict_text(run);
  const std::vector<int> v = formats::cdok::calcudoku_values(p, run.enumeration.solutions[0]);
  EXPECT_EQ(formats::cdok::write_cdok_values(9, v), slurp(dir / "GC7WQR5.sol"));
  // cdok's README example, read in normal mode, next to it.
  const Read readme = read_spec(slurp(dir / "sample_readme_6x6.puz"));
  ASSERT_TRUE(readme.puzzle) << readme.printed;
  const model::Puzzle q = formats::cdok::calcudoku_model(*readme.puzzle);
  solve::Result run6 = solve::solve(q, {.count = 2, .time_limit = 60.0});
  ASSERT_EQ(solve::verdict_of(run6), solve::Verdict::unique);
  EXPECT_EQ(formats::cdok::write_cdok_values(6, formats::cdok::calcudoku_values(q, run6.enumeration.solutions[0])),
            slurp(dir / "sample_readme_6x6.sol"));
}

// Our own fixtures: puzzles/calcudoku/NAME.puz with NAME.truth in the
// corpus' form ("solutions: K", optionally "mode: nylimb", then the solution
// grid after a blank line when K is 1).
TEST(CalcudokuCorpus, OwnFixtures) {
  const fs::path dir = source_dir() / "puzzles" / "calcudoku";
  if (!fs::is_directory(dir)) GTEST_SKIP() << dir << " is absent";
  int seen = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().extension() != ".puz") continue;
    ++seen;
    const fs::path truth = fs::path(entry.path()).replace_extension(".truth");
    ASSERT_TRUE(fs::exists(truth)) << "missing " << truth;
    const std::string x = slurp(truth);
    const bool nylimb = x.find("mode: nylimb") != std::string::npos;
    const int count = std::stoi(x.substr(x.find("solutions:") + 10));
    const Read r = read_spec(slurp(entry.path()), nylimb, entry.path().filename().string());
    ASSERT_TRUE(r.puzzle) << r.printed;
    const model::Puzzle p = formats::cdok::calcudoku_model(*r.puzzle);
    solve::Result run = solve::solve(p, {.count = count + 1, .time_limit = 120.0});
    ASSERT_FALSE(run.violation) << *run.violation;
    ASSERT_TRUE(run.enumeration.complete) << entry.path();
    ASSERT_EQ(static_cast<int>(run.enumeration.solutions.size()), count) << entry.path();
    const std::vector<std::vector<int>> grids = truth_grids(truth, r.puzzle->size);
    if (count == 1) {
      ASSERT_EQ(grids.size(), 1u) << truth;
      EXPECT_EQ(formats::cdok::calcudoku_values(p, run.enumeration.solutions[0]), grids[0]) << entry.path();
    }
  }
  EXPECT_GT(seen, 0);
}

}  // namespace
}  // namespace rfsat::test
