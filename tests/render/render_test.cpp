// The SVG renderer (src/render/): golden pictures of a few fixtures (numbers
// normalised to two decimals, so a change of number formatting alone does
// not break them; RFSAT_UPDATE_GOLDEN=1 rewrites them), the registry walk
// (every implemented rule's example draws its constraints on the grid,
// unless the rule is in legend_only_rules(), which must then name it in the
// legend), and the conventions' key elements.
#include "render.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>

#include "cli/cli_helper.hpp"
#include "load.hpp"
#include "rule_registry.hpp"
#include "solve.hpp"
#include "support/source_tree.hpp"
#include "xml_escape.hpp"

namespace rfsat {
namespace {

namespace fs = std::filesystem;

model::Puzzle load(const fs::path& path) {
  std::ostringstream err;
  std::optional<formats::Input> in = formats::open_input(path.string(), "", err);
  EXPECT_TRUE(in) << err.str();
  std::optional<model::Puzzle> p = formats::puzzle_of(*in, path.string(), err);
  EXPECT_TRUE(p) << err.str();
  return p ? *p : model::Puzzle{};
}

// Every decimal number rounded to two decimals.
std::string normalised(const std::string& svg) {
  static const std::regex number(R"(-?\d+\.\d+)");
  std::string out;
  auto it = std::sregex_iterator(svg.begin(), svg.end(), number);
  std::size_t at = 0;
  for (; it != std::sregex_iterator(); ++it) {
    out.append(svg, at, static_cast<std::size_t>(it->position()) - at);
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", std::stod(it->str()));
    out += std::string(buf) == "-0.00" ? "0.00" : buf;
    at = static_cast<std::size_t>(it->position() + it->length());
  }
  return out + svg.substr(at);
}

struct GoldenCase {
  const char* path;  // relative to the source tree
  bool solution;
};

class Golden : public ::testing::TestWithParam<GoldenCase> {};

TEST_P(Golden, MatchesItsPicture) {
  const fs::path src = test::source_dir() / GetParam().path;
  const model::Puzzle p = load(src);
  render::Options o{.title = fs::path(GetParam().path).filename().string()};
  solve::Result r;
  if (GetParam().solution) {
    r = solve::solve(p, {.count = 2});
    ASSERT_EQ(solve::verdict_of(r), solve::Verdict::unique);
    o.solution = &r.enumeration.solutions.front();
  }
  const std::string svg = normalised(render::render_svg(p, o).svg);
  const fs::path golden = test::source_dir() / "tests/render/golden" /
                          (fs::path(GetParam().path).stem().string() + ".svg");
  if (const char* u = std::getenv("RFSAT_UPDATE_GOLDEN"); u && std::string(u) == "1") {
    test::write_file(golden, svg);
    GTEST_SKIP() << "rewrote " << golden;
  }
  ASSERT_TRUE(fs::exists(golden)) << golden << " is missing: run with RFSAT_UPDATE_GOLDEN=1";
  EXPECT_EQ(svg, test::read_file(golden))
      << "the picture of " << GetParam().path << " changed: look at it, then RFSAT_UPDATE_GOLDEN=1";
}

INSTANTIATE_TEST_SUITE_P(
    Render, Golden,
    ::testing::Values(GoldenCase{"tests/render/fixtures/zoo_9x9.rf", false},
                      GoldenCase{"tests/render/fixtures/killer_4x4.rf", true},
                      GoldenCase{"tests/render/fixtures/outside_9x9.rf", false},
                      GoldenCase{"puzzles/variants/calcudoku_6x6.rf", true},
                      GoldenCase{"puzzles/variants/jigsaw_5x5.rf", false},
                      GoldenCase{"puzzles/geometry/samurai_6x6.rf", false},
                      GoldenCase{"puzzles/geometry/hanidoku_minimal.rf", false}),
    [](const ::testing::TestParamInfo<GoldenCase>& info) {
      return fs::path(info.param.path).stem().string();
    });

bool legend_only(std::string_view keyword) {
  const auto& l = render::legend_only_rules();
  return std::find(l.begin(), l.end(), keyword) != l.end();
}

// Every implemented rule's example: its constraints are drawn, or (legend-only
// rules) the legend names the rule. Each picture is also well-formed XML
// when xmllint is there.
// The one XML escaper of pictures and JUnit reports: entities for the five
// characters, tab/LF/CR kept, other control characters dropped or marked.
TEST(XmlEscape, EntitiesAndControlCharacters) {
  const std::string in = std::string("a<b>&\"'\t\n\r") + '\x01' + "z\xc3\xa9";
  EXPECT_EQ(text::xml_escape(in, text::XmlControl::drop),
            "a&lt;b&gt;&amp;&quot;&apos;\t\n\rz\xc3\xa9");
  EXPECT_EQ(text::xml_escape(in, text::XmlControl::mark),
            "a&lt;b&gt;&amp;&quot;&apos;\t\n\r?z\xc3\xa9");
  EXPECT_EQ(text::xml_escape("", text::XmlControl::mark), "");
}

TEST(RegistryWalk, EveryRuleIsDrawnOrInTheLegend) {
  test::ScratchDir dir;
  int drawn_rules = 0, legend_rules = 0;
  for (const sema::Rule& rule : sema::rules()) {
    if (rule.support != sema::Support::implemented) continue;
    std::ostringstream err;
    std::optional<model::Puzzle> p =
        formats::load_puzzle_text(std::string(rule.keyword), sema::example_file(rule), err);
    ASSERT_TRUE(p) << rule.keyword << ": " << err.str();
    const render::Picture pic = render::render_svg(*p);
    test::write_file(dir / (std::string(rule.keyword) + ".svg"), pic.svg);
    const bool in_legend = std::any_of(
        pic.legend.begin(), pic.legend.end(),
        [&](const std::string& l) { return l.rfind(std::string(rule.keyword) + ":", 0) == 0; });
    if (legend_only(rule.keyword)) {
      EXPECT_TRUE(in_legend) << rule.keyword << " is legend-only but its example's legend lacks it";
      ++legend_rules;
      continue;
    }
    bool made = false;
    for (const render::Drawn& d : pic.constraints) {
      if (d.rule != rule.keyword) continue;
      made = true;
      EXPECT_TRUE(d.drawn) << rule.keyword << " (" << d.kind << ") is only a legend entry: draw it "
                           << "(src/render/draw.hpp) or list it in legend_only_rules()";
    }
    if (made) ++drawn_rules;
  }
  EXPECT_GT(drawn_rules, 40);
  EXPECT_GE(legend_rules, 10);
  if (test::have_tool("xmllint")) {
    const test::Output o = test::run_shell("xmllint --noout *.svg", dir.path());
    EXPECT_EQ(o.code, 0) << test::describe(o);
  }
}

TEST(RegistryWalk, LegendOnlyRulesAreRules) {
  for (std::string_view k : render::legend_only_rules())
    EXPECT_NE(sema::find_rule(k), nullptr) << k;
}

render::Picture render_text(const std::string& rf) {
  std::ostringstream err;
  std::optional<model::Puzzle> p = formats::load_puzzle_text("t.rf", rf, err);
  EXPECT_TRUE(p) << err.str();
  return p ? render::render_svg(*p) : render::Picture{};
}

std::size_t count(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
  return n;
}

TEST(Conventions, KropkiDotsXvAndGivens) {
  const render::Picture pic = render_text(
      "values = 1234\nrow_groups\ncolumn_groups\nkropki_factor(1, 2)\nkropki_diff(3, 4)\n"
      "kropki_sum(10, 5, 6)\nkropki_sum(5, 9, 10)\nset_cell(16, 4)\n");
  // The black dot on the edge between cells 1 and 2 (x = 1.5 with the 0.5 margin).
  EXPECT_NE(pic.svg.find("<circle cx=\"1.5\" cy=\"1\" r=\"0.12\" fill=\"#000000\""),
            std::string::npos)
      << pic.svg;
  EXPECT_NE(pic.svg.find("<circle cx=\"3.5\" cy=\"1\" r=\"0.12\" fill=\"#ffffff\""),
            std::string::npos);
  EXPECT_NE(pic.svg.find(">X</text>"), std::string::npos);
  EXPECT_NE(pic.svg.find(">V</text>"), std::string::npos);
  EXPECT_NE(pic.svg.find("font-weight=\"bold\">4</text>"), std::string::npos);
  EXPECT_TRUE(pic.legend.empty());
}

TEST(Conventions, KillerCageIsDashedWithItsTotal) {
  const render::Picture pic = render_text("values = 1234\nrow_groups\nsum(3, 1, 2)\n");
  EXPECT_EQ(count(pic.svg, "stroke-dasharray"), 1u);  // one closed path around both cells
  EXPECT_EQ(count(pic.svg, "<polygon"), 1u);
  EXPECT_NE(pic.svg.find(">3</text>"), std::string::npos);
}

TEST(Conventions, WholeGridRulesAreLegendEntries) {
  const render::Picture pic =
      render_text("values = 1234\nrow_groups\ncolumn_groups\nanti_king\nnon_consecutive\n");
  ASSERT_EQ(pic.legend.size(), 2u);
  EXPECT_EQ(pic.legend[0].rfind("anti_king:", 0), 0u);
  EXPECT_EQ(pic.legend[1].rfind("non_consecutive:", 0), 0u);
  EXPECT_NE(pic.svg.find("anti_king: cells a chess"), std::string::npos);
}

TEST(Conventions, NotesFollowTheRulesInTheLegend) {
  std::ostringstream err;
  std::optional<model::Puzzle> p =
      formats::load_puzzle_text("t.rf", "values = 1234\nrow_groups\nanti_king\n", err);
  ASSERT_TRUE(p) << err.str();
  const render::Picture pic =
      render::render_svg(*p, {.notes = {"not drawn (no rule): line (2 items)"}});
  ASSERT_EQ(pic.legend.size(), 2u);
  EXPECT_EQ(pic.legend[1], "not drawn (no rule): line (2 items)");
  EXPECT_NE(pic.svg.find(">not drawn (no rule):"), std::string::npos);  // wrapped to the width
}

TEST(Conventions, TextIsEscaped) {
  const render::Picture pic = render_text(
      "values = <&>'\ncolumns = 4\nrows = 1\nrow_groups\nset_cell(1, <)\nset_cell(2, &)\n");
  EXPECT_NE(pic.svg.find(">&lt;</text>"), std::string::npos);
  EXPECT_NE(pic.svg.find(">&amp;</text>"), std::string::npos);
}

// Render times of the largest layouts (printed, recorded in docs/tuning.md;
// asserted only loosely: a picture takes well under a second).
TEST(Timing, LargestLayouts) {
  for (const char* rel : {"puzzles/geometry/samurai.rf", "puzzles/geometry/hanidoku.rf",
                          "puzzles/calcudoku/large_16x16.puz", "docs/pictures/killer.rf"}) {
    const model::Puzzle p = load(test::source_dir() / rel);
    const int runs = 20;
    const auto t0 = std::chrono::steady_clock::now();
    std::size_t bytes = 0;
    for (int i = 0; i < runs; ++i) bytes = render::render_svg(p).svg.size();
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count() /
        runs;
    std::printf("render %s: %.2f ms, %zu bytes\n", rel, ms, bytes);
    EXPECT_LT(ms, 1000);
  }
}

// The command line: one picture to a file, a collection into a directory,
// solve --format svg, and the errors.
TEST(RenderCli, FileCollectionAndSolveFormat) {
  test::ScratchDir dir;
  const std::string rf = (test::source_dir() / "puzzles/variants/thermo_6x6.rf").string();
  test::Output o = test::rfsat("render " + test::quote(rf) + " --solution -o t.svg", dir.path());
  ASSERT_EQ(o.code, 0) << test::describe(o);
  EXPECT_NE(test::read_file(dir / "t.svg")
                .find("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""),
            std::string::npos);
  const std::string line = std::string(80, '.') + "1";
  dir.file("two.sdm", line + "\n\n" + line + "\n");
  o = test::rfsat("render two.sdm -o pics", dir.path());
  ASSERT_EQ(o.code, 0) << test::describe(o);
  EXPECT_TRUE(fs::exists(dir / "pics/two-1.svg"));
  EXPECT_TRUE(fs::exists(dir / "pics/two-3.svg"));
  o = test::rfsat("render two.sdm", dir.path());
  EXPECT_EQ(o.code, 2) << test::describe(o);
  o = test::rfsat("render two.sdm -o two.svg", dir.path());
  EXPECT_EQ(o.code, 2) << test::describe(o);
  EXPECT_NE(o.err.find("-o DIR"), std::string::npos);
  o = test::rfsat("solve " + test::quote(rf) + " --format svg", dir.path());
  ASSERT_EQ(o.code, 0) << test::describe(o);
  EXPECT_NE(o.out.find("</svg>"), std::string::npos);
  EXPECT_NE(o.err.find("unique"), std::string::npos);
  o = test::rfsat("solve two.sdm --format svg", dir.path());
  EXPECT_EQ(o.code, 2) << test::describe(o);
  // True candidates: five solutions differ in 8 cells of rows 2-9.
  const std::string five = (test::source_dir() / "puzzles/classic/five_solutions_9x9.rf").string();
  o = test::rfsat("render " + test::quote(five) + " --candidates", dir.path());
  ASSERT_EQ(o.code, 0) << test::describe(o);
  EXPECT_GT(count(o.out, "fill=\"#6a6a6a\">"), 16u);  // candidates, small and grey
  o = test::rfsat("render " + test::quote(five) + " --candidates --solution", dir.path());
  EXPECT_EQ(o.code, 2) << test::describe(o);
  o = test::rfsat("render missing.rf", dir.path());
  EXPECT_EQ(o.code, 2) << test::describe(o);
}

}  // namespace
}  // namespace rfsat
