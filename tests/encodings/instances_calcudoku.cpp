// Exhaustive instances of calcudoku (spec §10, cdok): Nylimb lines
// (model::DistinctDigits: digits 0..99, doubled digits, two-digit numbers,
// negative calculation numbers), and cdok's cage semantics on small latin
// squares: difference and ratio groups of three and four cells with repeats
// (one cell minus / divided by all the others), sums and products across
// rows. The same instances, and some with more symbols than a candidate mask
// holds, also go through the wide encoder (encodings/wide.hpp) that Nylimb
// puzzles use.
#include "support/exhaustive.hpp"
#include "cage_prune.hpp"
#include "wide.hpp"

namespace rfsat::test {

namespace {

using D = model::DistinctDigits;
using Df = model::Diff;
using Ra = model::Ratio;
using Pr = model::Product;
using S = model::Sum;

// A rows x cols grid whose symbols have the calculation numbers `calc`.
Puzzle numbered(int rows, int cols, const std::vector<int>& calc) {
  std::string glyphs;
  for (std::size_t i = 0; i < calc.size(); ++i) glyphs += static_cast<char>('!' + i);
  return with_calc(tiny_puzzle(rows, cols, glyphs), calc);
}

std::vector<model::ConstraintKind> latin(int n) {
  std::vector<model::ConstraintKind> out;
  for (int r = 0; r < n; ++r) {
    std::vector<int> row, col;
    for (int k = 0; k < n; ++k) row.push_back(r * n + k), col.push_back(k * n + r);
    out.push_back(G{row});
    out.push_back(G{col});
  }
  return out;
}

Puzzle calcudoku(int n, std::vector<model::ConstraintKind> cages) {
  std::vector<model::ConstraintKind> all = latin(n);
  all.insert(all.end(), cages.begin(), cages.end());
  Puzzle p = with(tiny_puzzle(n, n, std::string("123456789").substr(0, n)), all);
  p.repetition = true;
  return p;
}

}  // namespace

std::vector<Instance> calcudoku_instances() {
  std::vector<Instance> v;
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  // Nylimb lines.
  add("distinct_digits 1x3 one- and two-digit", with(numbered(1, 3, {0, 1, 2, 10, 12, 21, 11, 3}), {D{first_cells(3)}}));
  add("distinct_digits 2x2 lines", with(numbered(2, 2, {0, 1, 2, 10, 20, 12, 22}),
                               {D{{0, 1}}, D{{2, 3}}, D{{0, 2}}, D{{1, 3}}}));
  add("distinct_digits three-digit and negative", with(numbered(1, 3, {-1, -12, 5, 105, 123, 99, 7}), {D{first_cells(3)}}));
  add("distinct_digits 1 cell", with(numbered(1, 2, {11, 3, 45}), {D{{0}}}));
  add("distinct_digits no cells", with(numbered(1, 1, {1, 2}), {D{{}}}));
  add("distinct_digits + sum + product", with(numbered(1, 3, {0, 1, 2, 3, 6, 12, 21, 30}),
                                     {D{first_cells(3)}, S{24, {0, 1}, false}, Pr{6, {1, 2}, false}}));
  // cdok's difference and ratio groups of more than two cells, with repeats.
  add("diff calcudoku 3x3 L of 3", calcudoku(3, {Df{0, {0, 1, 3}, false}, Df{1, {4, 5}, false}}));
  add("ratio calcudoku 3x3 L of 3", calcudoku(3, {Ra{1, {0, 1, 3}, false}, Ra{3, {2, 5}, false}}));
  add("diff calcudoku 3x3 of 4 repeats", calcudoku(3, {Df{1, {0, 1, 3, 4}, false}}));
  add("ratio calcudoku 3x3 of 4 repeats", calcudoku(3, {Ra{3, {4, 5, 7, 8}, false}}));
  add("sum and product calcudoku 3x3 across rows",
      calcudoku(3, {S{7, {0, 1, 4}, false}, Pr{6, {2, 5, 8}, false}, Df{0, {6, 7}, false}}));
  add("diff calcudoku 4 cells in a row 0", with(tiny_puzzle(1, 4, "1234"), {Df{0, first_cells(4), false}}));
  add("ratio calcudoku 4 cells 2 repeats", with(tiny_puzzle(1, 4, "1248"), {Ra{2, first_cells(4), false}}));
  // Products with more than sum::kSmallCageTuples tuples: the multiset table
  // (the prime exponent sums, beyond it: sum_helpers_test).
  add("product primes 5 of 1..6 = 720", with(tiny_puzzle(1, 5, "123456"), {Pr{720, first_cells(5), false}}));
  add("product primes 5 of 1..6 = 32", with(tiny_puzzle(1, 5, "123456"), {Pr{32, first_cells(5), false}}));
  add("product primes 4 of 1..9 = 216 + row", with(tiny_puzzle(1, 4, "123456789"), {Pr{216, first_cells(4), false},
                                                                                   G{first_cells(4)}}));
  add("product primes symvalue", with_calc(with(tiny_puzzle(1, 5, "abcdef"), {Pr{360, first_cells(5), false}}),
                                           {1, 2, 3, 5, 6, 10}));
  return v;
}

// Instances beyond a candidate mask: 100 symbols 0..99 (Nylimb's values).
std::vector<Instance> wide_instances() {
  std::vector<int> calc;
  for (int v = 0; v <= 99; ++v) calc.push_back(v);
  std::vector<Instance> v;
  v.push_back({"distinct_digits wide pair", with(numbered(1, 2, calc), {D{first_cells(2)}})});
  v.push_back({"distinct_digits wide ratio", with(numbered(1, 2, calc), {D{first_cells(2)}, Ra{3, first_cells(2), false}})});
  v.push_back({"distinct_digits wide diff + given", with(numbered(1, 2, calc), {D{first_cells(2)}, Df{43, first_cells(2), false},
                                                                     model::Given{0, 50}})});
  v.push_back({"product wide", with(numbered(1, 2, calc), {Pr{24, first_cells(2), false}})});
  v.push_back({"sum wide", with(numbered(1, 2, calc), {S{100, first_cells(2), false}})});
  return v;
}

TEST(EncoderExhaustive, CalcudokuKinds) {
  for (const Instance& in : calcudoku_instances()) expect_cnf_matches_checker(in);
}

// The wide encoder on every calcudoku instance and on 100-symbol ones: its
// decoded models are the checker-accepted assignments.
TEST(EncoderExhaustive, WideEncoder) {
  std::vector<Instance> all = calcudoku_instances();
  for (Instance& in : wide_instances()) all.push_back(std::move(in));
  for (const Instance& in : all) {
    const std::vector<int> cells = active_cells(in.puzzle);
    const Tuples accepted = accepted_assignments(in.puzzle, cells);
    for (enc::card::Method m : enc::card::kAllMethods) {
      enc::Encoded e = enc::encode_wide(in.puzzle, {.prune = false, .card_method = m});
      EXPECT_EQ(cnf_solutions(in.puzzle, e, cells), accepted) << in.name << " method " << static_cast<int>(m);
    }
  }
}

// Cage propagation (src/presolve/cage_prune.hpp) is sound: on every cage and
// calcudoku instance, after group and cage pruning to a fixpoint (with and
// without the derived innie/outie equations pruned as cages) every
// checker-accepted assignment keeps all its candidates, and the CNF of the
// pruned domains has exactly the accepted assignments. The derived equations
// must also remove something the cages alone keep on some instance.
TEST(EncoderExhaustive, CagePruningIsSound) {
  std::vector<Instance> all = cage_instances();
  for (Instance& in : calcudoku_instances()) all.push_back(std::move(in));
  int stronger = 0;
  for (const Instance& in : all) {
    if (in.puzzle.symbols.size() > enc::kMaxSymbols) continue;
    const std::vector<int> cells = active_cells(in.puzzle);
    const Tuples accepted = accepted_assignments(in.puzzle, cells);
    std::vector<enc::Domains> pruned;
    for (std::size_t derived : {std::size_t{0}, presolve::kPruneDerivedCells, std::size_t{64}}) {
      enc::Domains d = presolve::full_domains(in.puzzle);
      presolve::prune_with_cages(in.puzzle, d, std::nullopt, derived);
      for (const auto& t : accepted)
        for (std::size_t i = 0; i < cells.size(); ++i)
          EXPECT_TRUE(d[cells[i]] & enc::bit(t[i]))
              << in.name << " derived " << derived << ": cell " << cells[i] << " lost symbol "
              << t[i];
      enc::Encoded e = enc::encode_domains(in.puzzle, d, {});
      EXPECT_EQ(cnf_solutions(in.puzzle, e, cells), accepted) << in.name << " derived " << derived;
      pruned.push_back(std::move(d));
    }
    stronger += pruned[1] != pruned[0];
  }
  EXPECT_GT(stronger, 0);
}

}  // namespace rfsat::test
