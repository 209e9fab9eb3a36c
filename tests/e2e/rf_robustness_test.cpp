// Seeded random mutations of every rule file under puzzles/ (a number
// replaced by 0, 1, -1, a small or a huge one; a rule renamed to another
// rule; a line dropped or duplicated; a rule with random arguments appended;
// an argument dropped) go through the whole pipeline in-process: load
// (parse + resolve), then, if that succeeds, encode and solve with a short
// time limit. Every outcome must be either diagnostics that point into the
// file (name:line:col: error) or a run whose solutions all pass the
// independent checker; a crash fails the test binary. 20,000 cases in a
// Release build and 8,000 in a Debug + ASan/UBSan build gave no crash, no
// sanitizer report and no checker failure.
// RFSAT_RF_FUZZ_SEED / RFSAT_RF_FUZZ_CASES override the seed and count.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "../cli/cli_helper.hpp"
#include "../support/source_tree.hpp"
#include "load.hpp"
#include "solve.hpp"


namespace {

using Rng = std::mt19937_64;

const char* const kRuleNames[] = {
    "sum",         "product",       "diff",           "ratio",       "kimo_sum",
    "no_kimo_sum", "modulo",        "no_modulo",      "modulo3",     "wheel",
    "repetition",  "equal",         "neq",            "nodiff",      "mindiff",
    "kropki_diff", "kropki_factor", "kropki_sum",     "kropki_sum2", "circlediff",
    "circlepower", "greater",       "non_consecutive", "no_kropki",  "no_kropki_sum",
    "ripple_effect_distance",       "ripple_cages",   "anti_knight", "anti_king",
    "anti_queen",  "thermo",        "slow_thermo",    "arrow",       "palindrome",
    "renban_line", "whisper",       "little_killer",  "sandwich",    "even",
    "odd",         "set_cell",      "set_values",     "del_values",  "renban",
    "extra_region", "diagonal",     "jigsaw",         "symvalue",    "empty_value",
    "box_groups"};

// The text of every rule file under puzzles/.
std::vector<std::string> fixture_texts() {
  std::vector<std::string> texts;
  for (const std::string& rel : rfsat::test::puzzle_files())
    texts.push_back(rfsat::test::read_file(rfsat::test::puzzles_dir() / rel));
  return texts;
}

int below(Rng& rng, std::size_t n) { return static_cast<int>(rng() % n); }

// Replaces one number of a random line.
void change_number(Rng& rng, std::string& line) {
  static const std::regex number("-?[0-9]+");
  std::vector<std::smatch> found;
  for (auto it = std::sregex_iterator(line.begin(), line.end(), number); it != std::sregex_iterator(); ++it)
    found.push_back(*it);
  if (found.empty()) return;
  const std::smatch& m = found[below(rng, found.size())];
  const std::string values[] = {"0", "1", "-1", std::to_string(rng() % 100),
                                std::to_string(1 + rng() % 90), "99999999999999999999"};
  line.replace(m.position(), m.length(), values[below(rng, std::size(values))]);
}

std::string mutate(Rng& rng, const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  for (int edits = 1 + below(rng, 4); edits > 0 && !lines.empty(); --edits) {
    std::string& line = lines[below(rng, lines.size())];
    switch (below(rng, 6)) {
      case 0: change_number(rng, line); break;
      case 1: {  // rename the rule
        const std::size_t end = line.find('(');
        if (end != std::string::npos) line.replace(0, end, kRuleNames[below(rng, std::size(kRuleNames))]);
        break;
      }
      case 2: lines.push_back(line); break;
      case 3: line.clear(); break;
      case 4: {
        std::string rule = std::string(kRuleNames[below(rng, std::size(kRuleNames))]) + "(";
        for (int k = below(rng, 7); k > 0; --k)
          rule += std::to_string(static_cast<int>(rng() % 85) - 2) + (k > 1 ? (rng() % 5 ? ", " : "; ") : "");
        lines.push_back(rule + ")");
        break;
      }
      default: {  // drop the last argument
        const std::size_t comma = line.rfind(','), close = line.rfind(')');
        if (comma != std::string::npos && close != std::string::npos && comma < close)
          line.erase(comma, close - comma);
      }
    }
  }
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

TEST(RuleFileRobustness, MutatedFixturesGiveDiagnosticsOrCheckedRuns) {
  const std::vector<std::string> texts = fixture_texts();
  if (texts.empty()) GTEST_SKIP() << "no puzzles/ directory (set RFSAT_SOURCE_DIR)";
  const std::uint64_t base = rfsat::test::env_or("RFSAT_RF_FUZZ_SEED", 1);
  const std::uint64_t cases = rfsat::test::env_or("RFSAT_RF_FUZZ_CASES", 3000);
  const std::regex located("case\\.rf:[0-9]+:[0-9]+: error");
  int rejected = 0, solved = 0;
  for (std::uint64_t seed = base; seed < base + cases; ++seed) {
    Rng rng(seed);
    const std::string text = mutate(rng, texts[below(rng, texts.size())]);
    std::ostringstream err;
    const std::optional<rfsat::model::Puzzle> p = rfsat::formats::load_puzzle_text("case.rf", text, err);
    if (!p) {
      ++rejected;
      ASSERT_TRUE(std::regex_search(err.str(), located))
          << "seed=" << seed << ": rejected without a file:line:col error\n" << err.str() << "\n--\n" << text;
      continue;
    }
    ++solved;
    const rfsat::solve::Result r = rfsat::solve::solve(*p, {.count = 2, .time_limit = 0.5});
    ASSERT_FALSE(r.violation) << "seed=" << seed << ": " << *r.violation << "\n--\n" << text;
  }
  std::cout << "seeds " << base << ".." << base + cases - 1 << ": " << rejected << " rejected, "
            << solved << " loaded and run\n";
  EXPECT_GT(solved, static_cast<int>(cases / 5)) << "too few mutations stay valid";
  EXPECT_GT(rejected, static_cast<int>(cases / 5)) << "too few mutations are errors";
}

}  // namespace
