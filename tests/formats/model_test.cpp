// The model side: to_model builds the vanilla rules, givens and set_values;
// it equals what the semantic pass makes of write_rf's file (checked for
// every side, candidates and user marks); from_model brings that file back to
// the same grid, keeps .sdk metadata through rf_metadata, folds del_values,
// and refuses every rule file that is not a plain sudoku, with its reason.
#include "classic/from_model.hpp"
#include "classic/to_model.hpp"
#include "formats_support.hpp"
#include "parse.hpp"
#include "resolve.hpp"
#include "rf/write.hpp"

namespace {

using namespace rfsat::test;
using rfsat::formats::classic::from_model;
using rfsat::formats::classic::to_model;
using rfsat::formats::rf::write_rf;
namespace model = rfsat::model;

std::optional<model::Puzzle> resolve(const std::string& rf) {
  rfsat::Diagnostics diags("t.rf", rf);
  auto file = rfsat::parser::parse_rule_file(rf, diags);
  std::optional<model::Puzzle> p;
  if (file) p = rfsat::sema::resolve(*file, diags);
  for (const auto& d : diags.errors()) ADD_FAILURE() << diags.format(d) << rf;
  return p;
}

std::string why_refused(const std::string& rf) {
  auto p = resolve(rf);
  if (!p) return "does not resolve";
  std::string why;
  EXPECT_FALSE(from_model(*p, &why).has_value()) << rf;
  return why;
}

bool same_kind(const model::ConstraintKind& a, const model::ConstraintKind& b) {
  if (a.index() != b.index()) return false;
  if (auto* x = std::get_if<model::Group>(&a)) return x->cells == std::get<model::Group>(b).cells;
  if (auto* x = std::get_if<model::Given>(&a)) {
    const auto& y = std::get<model::Given>(b);
    return x->cell == y.cell && x->symbol == y.symbol;
  }
  if (auto* x = std::get_if<model::SetValues>(&a)) {
    const auto& y = std::get<model::SetValues>(b);
    return x->cell == y.cell && x->symbols == y.symbols;
  }
  return false;
}

void expect_same_model(const model::Puzzle& a, const model::Puzzle& b) {
  EXPECT_EQ(a.geometry.rows, b.geometry.rows);
  EXPECT_EQ(a.geometry.cols, b.geometry.cols);
  EXPECT_EQ(a.geometry.hole, b.geometry.hole);
  EXPECT_EQ(a.geometry.box_width, b.geometry.box_width);
  EXPECT_EQ(a.geometry.box_height, b.geometry.box_height);
  ASSERT_EQ(a.symbols.size(), b.symbols.size());
  for (int s = 0; s < a.symbols.size(); ++s) {
    EXPECT_EQ(a.symbols.symbols[s].glyph, b.symbols.symbols[s].glyph);
    EXPECT_EQ(a.symbols.symbols[s].multiplicity, b.symbols.symbols[s].multiplicity);
    EXPECT_EQ(a.symbols.symbols[s].calc, b.symbols.symbols[s].calc);
  }
  EXPECT_EQ(a.symbols.capacity, b.symbols.capacity);
  EXPECT_EQ(a.symbols.empty_symbol, b.symbols.empty_symbol);
  ASSERT_EQ(a.constraints.size(), b.constraints.size());
  for (std::size_t i = 0; i < a.constraints.size(); ++i)
    EXPECT_TRUE(same_kind(a.constraints[i].kind, b.constraints[i].kind)) << "constraint " << i;
}

std::vector<Grid> sample_grids() {
  std::vector<Grid> out{read_one(fixture("sudocue_example.sdk"), ClassicFormat::sdk),
                        read_one(fixture("sudocue_progress.sdx"), ClassicFormat::sdx),
                        read_one(fixture("simple_sudoku_candidates.txt"), ClassicFormat::candidates_print),
                        read_one(fixture("vbforums.msk"), ClassicFormat::msk)};
  std::string s16(256, '.'), s25(625, '.');
  s16[0] = '0', s16[20] = 'F', s25[0] = 'Y';
  for (const std::string& line : {std::string("1..4.4....3.2..."), "123456" + std::string(30, '.'), s16, s25})
    out.push_back(read_one(line, ClassicFormat::line));
  return out;
}

TEST(ToModel, VanillaRulesGivensAndCandidates) {
  Grid g = read_one(fixture("sudocue_progress.sdx"), ClassicFormat::sdx);
  model::Puzzle p = to_model(g);
  EXPECT_EQ(p.geometry.rows, 9);
  EXPECT_EQ(p.geometry.box_width, 3);
  EXPECT_EQ(p.symbols.capacity, 9);
  EXPECT_EQ(p.symbols.symbols[8].calc, 9);
  int groups = 0, givens = 0, allowed = 0;
  for (const model::Constraint& c : p.constraints) {
    groups += std::holds_alternative<model::Group>(c.kind);
    givens += std::holds_alternative<model::Given>(c.kind);
    if (auto* a = std::get_if<model::SetValues>(&c.kind)) {
      ++allowed;
      if (a->cell == 1) {
        EXPECT_EQ(a->symbols, (std::vector<int>{5, 6, 8}));
      }
      if (a->cell == 31) {
        EXPECT_EQ(a->symbols, (std::vector<int>{0}));  // u1
      }
    }
  }
  EXPECT_EQ(groups, 27);
  int single = 0, multi = 0;
  for (int c = 0; c < 81; ++c) (g.given[c] >= 0 && !g.is_user_placed(c) ? single : multi)++;
  EXPECT_EQ(givens, single);
  EXPECT_EQ(allowed, multi);
}

TEST(ToModel, EqualsTheSemanticPassOfWriteRf) {
  for (const Grid& g : sample_grids()) {
    SCOPED_TRACE(std::to_string(g.size) + " " + g.symbols);
    auto p = resolve(write_rf(g));
    ASSERT_TRUE(p.has_value());
    expect_same_model(to_model(g), *p);
    std::string why;
    auto back = from_model(*p, &why);
    ASSERT_TRUE(back.has_value()) << why;
    back->metadata = rfsat::formats::rf::rf_metadata(write_rf(g));
    expect_same(g, *back);
  }
}

TEST(FromModel, FoldsCellRules) {
  const std::string head =
      "values = 1234\ncolumns = 4\nrows = 4\nrow_groups\ncolumn_groups\nbox_groups(2,2)\n";
  auto p = resolve(head + "set_values(1,1,2)\ndel_values(1,2)\nset_values(2,3)\n"
                          "set_values(3,1,2,3)\ndel_values(3,3)\nset_cell(16,4)\n");
  ASSERT_TRUE(p);
  std::string why;
  auto g = from_model(*p, &why);
  ASSERT_TRUE(g) << why;
  EXPECT_EQ(g->given[0], 0);  // narrowed to one symbol: a given
  EXPECT_FALSE(g->is_user_placed(0));
  EXPECT_EQ(g->given[1], 2);  // set_values with one symbol: user-placed
  EXPECT_TRUE(g->is_user_placed(1));
  EXPECT_EQ(g->mask_of(2), 3u);
  EXPECT_EQ(g->given[15], 3);
}

TEST(FromModel, RefusesWhatIsNotAPlainSudoku) {
  const std::string head =
      "values = 123456789\ncolumns = 9\nrows = 9\nrow_groups\ncolumn_groups\nbox_groups(3,3)\n";
  EXPECT_EQ(why_refused(head + "diagonal(1,81)\n").substr(0, 46),
            "it has a group that is not a row, column or bo");
  EXPECT_EQ(why_refused("values = 123456789\nrow_groups\nbox_groups(3,3)\n").substr(0, 36),
            "it lacks row, column or box groups (");
  EXPECT_EQ(why_refused("values = ABCDEFGHI\nrow_groups\ncolumn_groups\nbox_groups(3,3)\n"),
            "values must be 123456789 for a 9x9 grid");
  EXPECT_EQ(why_refused(head + "restrict_grid(5)\n"), "it has restrict_grid holes");
  EXPECT_EQ(why_refused("values=123456\nrow_groups\ncolumn_groups\nbox_groups(2,3)\n"),
            "it needs box_groups(3,2)");
  EXPECT_EQ(why_refused("values=123456\ncolumns=4\nrow_groups\n"),
            "the grid is 4x6; classic formats hold 4x4, 6x6, 9x9, 16x16 or 25x25");
  EXPECT_EQ(why_refused(head + "even(1)\n"), "it has parity rules");
  EXPECT_EQ(why_refused(head + "renban\n"), "it has renban rules");
  EXPECT_EQ(why_refused(head + "set_cell(1,1)\nset_cell(1,2)\n"), "cell 1 has two different givens");
  EXPECT_EQ(why_refused(head + "set_values(5,1)\ndel_values(5,1)\n"), "cell 5 has no allowed symbol");
  EXPECT_EQ(why_refused("values = 1223\nrow_groups\n"), "values must be 1234 for a 4x4 grid");
}

TEST(FromModel, MetadataComments) {
  const auto meta = rfsat::formats::rf::rf_metadata("// #ARuud\r\n// plain comment\n//#Bx\n// #LEasy");
  ASSERT_EQ(meta.size(), 2u);
  EXPECT_EQ(meta[0], (std::pair<std::string, std::string>{"A", "Ruud"}));
  EXPECT_EQ(meta[1], (std::pair<std::string, std::string>{"L", "Easy"}));
}

}  // namespace
