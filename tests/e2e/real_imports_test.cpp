// The real published puzzles of ../shared/variant-puzzles read directly in
// every form they come in: the f-puzzles JSON (`decoded`), the f-puzzles
// link and the SudokuPad `fpuzzles` link of their payload (`original`), the
// ISS constraint strings (the original of 14-19, and the derived string of
// the others), and SudoCue's short killer form (20). Each must read, have
// exactly one solution, and that solution must be the file's `solution`.
// The writers too: the first form (JSON, or the ISS or SudoCue original)
// read, written as f-puzzles JSON, as an f-puzzles link and as ISS text,
// and that read back must give the same. One test per puzzle and form, so a failure names both.
// Skips cleanly without ../shared; a puzzle whose rule the registry lacks yet (10, 11: issue 27)
// skips with the rule named.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "../formats/import_support.hpp"
#include "../support/source_tree.hpp"
#include "fpuzzles/write.hpp"
#include "iss/write.hpp"
#include "load.hpp"

namespace rfsat::test {
namespace {

namespace fs = std::filesystem;

struct Case {
  std::string id, form;  // "01-clipped", "json" | "fpuzzles-link" | "sudokupad-link" | "iss" | "sudocue"
  std::string text;
  formats::ClassicFormat format = formats::ClassicFormat::fpuzzles;
  std::string solution;
  std::vector<std::string> needs;  // .rf rules the puzzle needs beyond the base language
  std::optional<formats::ClassicFormat> write_as{};  // read, write in this format, read back
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.id << " (" << c.form << ")"; }

fs::path shared_puzzles() { return source_dir() / ".." / "shared" / "variant-puzzles"; }

// The forms whose readers exist.
const std::set<std::string> kForms = {"json",
                                      "fpuzzles-link",
                                      "sudokupad-link",
                                      "iss",
                                      "sudocue",
                                      "json-written-fpuzzles",
                                      "json-written-fpuzzles-link",
                                      "json-written-iss",
                                      "iss-written-fpuzzles",
                                      "iss-written-fpuzzles-link",
                                      "iss-written-iss",
                                      "sudocue-written-fpuzzles",
                                      "sudocue-written-fpuzzles-link",
                                      "sudocue-written-iss"};

std::vector<Case> cases() {
  using F = formats::ClassicFormat;
  std::vector<Case> out;
  if (fs::exists(shared_puzzles()))
    for (const auto& e : fs::directory_iterator(shared_puzzles())) {
      if (e.path().extension() != ".json") continue;
      std::ifstream in(e.path());
      const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
      if (j.is_discarded() || !j.contains("solution")) continue;
      Case base{j.value("id", ""), "", "", F::fpuzzles, j["solution"].get<std::string>(), {}};
      if (base.id == "10-dotween") base.needs = {"between_line"};
      if (base.id == "11-equal-sums") base.needs = {"region_sum_line"};
      const std::string format = j.value("format", "");
      const std::string original = j.value("original", "");
      auto add = [&](std::string form, std::string text, F f,
                     std::optional<F> write_as = std::nullopt) {
        if (!kForms.count(form)) return;
        Case c = base;
        c.form = std::move(form), c.text = std::move(text), c.format = f, c.write_as = write_as;
        out.push_back(std::move(c));
      };
      // The first form read, then written as f-puzzles JSON, link and ISS.
      auto add_written = [&](const std::string& form, const std::string& text, F f) {
        add(form + "-written-fpuzzles", text, f, F::fpuzzles);
        add(form + "-written-fpuzzles-link", text, f, F::fpuzzles_url);
        add(form + "-written-iss", text, f, F::iss);
      };
      if (j.contains("decoded")) {
        add("json", j["decoded"].dump(), F::fpuzzles);
        add_written("json", j["decoded"].dump(), F::fpuzzles);
        add("fpuzzles-link", "https://f-puzzles.com/?load=" + original, F::fpuzzles_url);
        add("sudokupad-link", "https://sudokupad.app/fpuzzles" + original, F::sudokupad);
        if (j.contains("derived_iss_constraint_string"))
          add("iss", j["derived_iss_constraint_string"].get<std::string>(), F::iss);
      } else if (format.rfind("ISS", 0) == 0) {
        add("iss", original, F::iss);
        add_written("iss", original, F::iss);
      } else if (format.rfind("sudocue", 0) == 0) {
        add("sudocue", original, F::sudocue);
        add_written("sudocue", original, F::sudocue);
      }
    }
  std::sort(out.begin(), out.end(), [](const Case& a, const Case& b) { return a.id + a.form < b.id + b.form; });
  if (out.empty()) out.push_back({});  // one test that skips
  return out;
}

class RealImports : public ::testing::TestWithParam<Case> {};

TEST_P(RealImports, ReadDirectlyUniqueAndEqualToTheKnownSolution) {
  const Case& c = GetParam();
  if (c.id.empty()) GTEST_SKIP() << "../shared/variant-puzzles is absent";
  for (const std::string& rule : c.needs)
    if (!registry_has(rule)) GTEST_SKIP() << c.id << " needs the .rf rule " << rule << " (issue 27)";
  std::ostringstream err;
  std::optional<formats::import::Imported> in = formats::read_imported(c.id, c.text, c.format, err);
  ASSERT_TRUE(in) << err.str();
  if (c.write_as) {
    std::optional<model::Puzzle> p = formats::import::load_imported(*in, c.id, err);
    ASSERT_TRUE(p) << err.str();
    const formats::import::Metadata meta = formats::import::metadata_of(*in);
    const std::string carried = in->solution;
    std::string why;
    const std::optional<std::string> text =
        *c.write_as == formats::ClassicFormat::iss ? formats::iss::write_iss(*p, &why, meta)
        : *c.write_as == formats::ClassicFormat::fpuzzles_url
            ? formats::fpuzzles::write_fpuzzles_url(*p, &why, meta)
            : formats::fpuzzles::write_fpuzzles(*p, &why, meta);
    ASSERT_TRUE(text) << why;
    in = formats::read_imported(c.id + " (written)", *text, *c.write_as, err);
    ASSERT_TRUE(in) << *text << "\n" << err.str();
    if (*c.write_as != formats::ClassicFormat::iss) {
      EXPECT_EQ(in->solution, carried) << "the solution it carries";
    }
  }
  EXPECT_EQ(solve_imported(*in), "unique " + c.solution) << in->rf.text();
}

std::string test_name(const ::testing::TestParamInfo<Case>& info) {
  std::string n = info.param.id.empty() ? "absent" : info.param.id + "_" + info.param.form;
  for (char& ch : n)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return n;
}

INSTANTIATE_TEST_SUITE_P(Shared, RealImports, ::testing::ValuesIn(cases()), test_name);

}  // namespace
}  // namespace rfsat::test
