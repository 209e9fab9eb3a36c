// Propagation strength of the encoders (support/propagation_strength.hpp),
// on the exhaustive-test instances plus a few with realistic 1..9 domains,
// for a fixed sample of removed-candidate sets: unit propagation on the CNF
// (encode_puzzle without compile-time pruning) must reach GAC for each
// constraint of the kinds in kGacKinds, i.e. make every deletion that
// constraint alone makes in the UP domains, and find a conflict whenever it
// has no tuple left (lines that revisit a cell excepted: a cycle). Order-encoded repeat sums (little killer, `sum` with
// repetition) only have to be bounds consistent: UP removes every candidate
// of a cell below the least or above the greatest calculation number a tuple
// gives that cell when the other cells range over the intervals of their
// domains. Mid-domain holes are allowed, and so are bounds that only holes
// in the other cells refute (12 = a+b+c+d+e with a in 1..7 and b..e in
// {1,3,4,5} keeps a=7). A miss prints the smallest example found.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "support/exhaustive.hpp"
#include "support/propagation_strength.hpp"

namespace rfsat::test {

namespace {

// The kinds whose clauses reach GAC by unit propagation (kind_label names).
const std::set<std::string> kGacKinds = {
    "thermo", "slow thermo", "whisper", "palindrome", "kropki_diff", "kropki_factor", "kropki_sum",
    "greater", "equal", "mindiff", "circlediff", "circlepower", "modulo", "wheel", "parity",
    "given", "set_values", "del_values", "sandwich", "kimo_sum", "arrow", "sum_line", "x_sum",
    "skyscraper", "hidden_skyscraper", "numbered_room", "clone", "equal_sum",
    // global and cell rules (issue 27): one square, cell or arrow each
    "global_entropy", "global_mod", "dutch_flatmates", "row_indexer", "column_indexer",
    "box_indexer", "value_indexing", "minimum", "maximum", "no_indexer", "kropki_any",
    // modern lines (issue 27) without revisits
    "region_sum_line", "zipper_line", "double_arrow", "entropic_line", "modular_line",
    "parity_line", "regex_line",
    // one pair of a relation (the support encoding's arc consistency); the
    // weighted sum without a repeated cell
    "relation pair", "weighted_sum"};
// The kind that only has to be bounds consistent.
const std::string kBoundsKind = "sum repeat";

constexpr int kRandomStates = 200;              // random removal sets per instance
constexpr std::size_t kMaxPairCandidates = 60;  // all pairs of removals up to this
constexpr double kMaxAssignments = 1e6;         // larger instances are skipped
constexpr std::uint32_t kSeed = 20240611;

const std::string kDigits = "123456789";

// Instances with 1..9 domains, where propagation has room to fall short
// (and set_values on a satisfiable puzzle: the exhaustive one has no model).
std::vector<Instance> realistic_instances() {
  std::vector<Instance> v;
  auto add = [&](std::string name, int n, std::vector<model::ConstraintKind> kinds) {
    v.push_back({"R: " + std::move(name), with(tiny_puzzle(1, n, kDigits), std::move(kinds))});
  };
  using Th = model::Thermo;
  using S = model::Sum;
  const std::vector<int> c3 = first_cells(3), c4 = first_cells(4), c5 = first_cells(5);
  add("thermo 5", 5, {Th{c5, true}});
  add("thermo slow 4", 4, {Th{c4, false}});
  add("thermo branching", 5, {Th{{0, 1, 2}, true}, Th{{0, 3, 4}, true}});
  add("thermo in group", 5, {Th{{0, 1, 2}, true}, G{c5}});
  add("whisper german 4", 4, {model::Whisper{5, c4}});
  add("whisper dutch 4", 4, {model::Whisper{4, c4}});
  add("palindrome 5 + groups", 5, {model::Palindrome{c5}, G{{0, 1}}, G{{3, 4}}});
  add("kropki_diff white chain", 4, {model::KropkiDiff{1, 0, 1}, model::KropkiDiff{1, 1, 2},
                                model::KropkiDiff{1, 2, 3}, G{c4}});
  add("kropki_factor black chain", 3, {model::KropkiFactor{2, 0, 1}, model::KropkiFactor{2, 1, 2}, G{c3}});
  add("kropki_sum XV pair", 3, {model::KropkiSum{10, 0, 1}, model::KropkiSum{5, 1, 2}});
  add("greater chain", 3, {model::Greater{0, 1}, model::Greater{1, 2}});
  add("modulo 3 over 4 cells", 4, {model::Modulo{3, c4}});
  add("set_values + group", 3,
      {model::SetValues{0, {1, 4, 7}}, model::SetValues{1, {0, 1}}, G{c3}});
  add("del_values + group", 3, {model::DelValues{0, {0, 2, 4, 6, 8}}, G{c3}});
  add("sum little killer 3 = 15", 3, {S{15, c3, false}});
  add("sum little killer 4 = 20", 4, {S{20, c4, false}});
  add("sum little killer 4 = 9", 4, {S{9, c4, false}});
  add("sum little killer 5 = 12 + groups", 5, {S{12, c5, false}, G{{0, 1}}, G{{2, 3, 4}}});
  add("sandwich 5 cells = 7", 5, {model::Sandwich{7, c5}});
  add("sandwich 4 cells = 0", 4, {model::Sandwich{0, c4}});
  add("arrow 1 bulb 3 line", 4, {model::Arrow{{0}, {1, 2, 3}}});
  add("arrow pill 2 bulb 2 line", 4, {model::Arrow{{0, 1}, {2, 3}}});
  add("kimo_sum 4 cells mod 4", 4, {model::KimoSum{1, 4, c4}});
  add("sum_line 5 cells = 10", 5, {model::SumLine{10, c5}});
  add("sum_line 4 cells = 6 + group", 4, {model::SumLine{6, c4}, G{c4}});
  add("sum_line loop 4 cells = 10", 4, {model::SumLine{10, c4, true}});
  add("x_sum 5 cells = 14", 5, {model::XSum{14, c5}});
  add("x_sum 4 cells = 9 + group", 4, {model::XSum{9, c4}, G{c4}});
  add("skyscraper 5 cells 3", 5, {model::Skyscraper{3, c5}});
  add("skyscraper 4 cells 2 + group", 4, {model::Skyscraper{2, c4}, G{c4}});
  add("hidden_skyscraper 5 cells 4", 5, {model::HiddenSkyscraper{4, c5}});
  add("numbered_room 5 cells 7", 5, {model::NumberedRoom{7, c5}});
  add("numbered_room 4 cells 2 + group", 4, {model::NumberedRoom{2, c4}, G{c4}});
  add("clone 2 pairs + groups", 4, {model::Clone{{{0, 2}, {1, 3}}}, G{{0, 1}}, model::Given{3, 4}});
  add("equal_sum 2 vs 3", 5, {model::EqualSum{c5, {2, 3}}});
  add("equal_sum 1 vs 2 vs 2 + group", 5,
      {model::EqualSum{{4, 0, 1, 2, 3}, {1, 2, 2}}, G{{0, 1, 2}}});
  add("value_indexing 5", 5, {model::ValueIndexing{c5}});
  add("column_indexer 4", 4, {model::ColumnIndexer{1, c4, {1, 2, 3, 4}}});
  auto add_grid = [&](std::string name, int rows, int cols, std::vector<int> holes,
                      std::vector<model::ConstraintKind> kinds) {
    Puzzle p = with(tiny_puzzle(rows, cols, kDigits), std::move(kinds));
    for (int h : holes) p.geometry.hole[h] = true;
    v.push_back({"R: " + std::move(name), std::move(p)});
  };
  add_grid("global_entropy square", 2, 2, {}, {model::GlobalEntropy{{0, 1, 2, 3}}});
  add_grid("global_mod square + group", 2, 2, {}, {model::GlobalMod{{0, 1, 2, 3}}, G{{0, 1}}});
  add_grid("minimum plus", 3, 3, {0, 2, 6, 8}, {model::Minimum{4, {1, 3, 5, 7}}});
  add_grid("maximum plus", 3, 3, {0, 2, 6, 8}, {model::Maximum{4, {1, 3, 5, 7}}});
  add_grid("dutch_flatmates column", 3, 1, {}, {model::DutchFlatmates{1, 0, 2}});
  add("region_sum_line 3 runs", 5, {model::RegionSumLine{c5, {{0, 1}, {2}, {3, 4}}}});
  add("region_sum_line in groups", 5,
      {model::RegionSumLine{{0, 1, 2, 3, 4}, {{0, 1, 2}, {3, 4}}}, G{{0, 1, 2}}});
  add("zipper_line 5", 5, {model::ZipperLine{c5}});
  add("zipper_line 4 + group", 4, {model::ZipperLine{c4}, G{{0, 1}}});
  add("double_arrow 4", 4, {model::DoubleArrow{c4}});
  add("double_arrow 5 + group", 5, {model::DoubleArrow{c5}, G{{1, 2, 3}}});
  add("entropic_line 5", 5, {model::EntropicLine{c5}});
  add("entropic_line 4 + group", 4, {model::EntropicLine{c4}, G{{0, 1}}});
  add("modular_line 3 over 5", 5, {model::ModularLine{3, c5}});
  add("modular_line 4 over 5", 5, {model::ModularLine{4, c5}});
  add("parity_line 5 + group", 5, {model::ParityLine{c5}, G{{2, 3, 4}}});
  return v;
}

std::vector<Instance> all_instances() {
  std::vector<Instance> all;
  for (auto list :
       {base_instances, cage_instances, pair_instances, line_instances, calcudoku_instances,
        outside_instances, set_instances, global_instances, modern_line_instances,
        automaton_line_instances, composite_instances, relation_instances, chaos_instances,
        doppelganger_instances, realistic_instances})
    for (Instance& in : list()) all.push_back(std::move(in));
  return all;
}

// The smallest removal set (found) that made a kind miss something.
struct Example {
  std::size_t size = SIZE_MAX;
  std::string text;
};

// What one kind's checks found.
struct KindReport {
  long long checks = 0, missed_deletions = 0, missed_conflicts = 0;
  Example deletion, conflict;
};
using Report = std::map<std::string, KindReport>;

// One instance, encoded, with the scopes of its checked constraints.
struct Subject {
  const Instance* instance = nullptr;
  std::vector<int> cells;
  enc::Encoded encoded;
  Domains candidates;  // those with a variable
  std::vector<ConstraintScope> scopes;
};

std::string name_of(const Subject& s, Candidate c) {
  const int cell = s.cells[c.position], cols = s.instance->puzzle.geometry.cols;
  return "r" + std::to_string(cell / cols + 1) + "c" + std::to_string(cell % cols + 1) + "=" +
         s.instance->puzzle.symbols.symbols[c.symbol].glyph;
}

std::string describe_state(const Subject& s, const std::vector<Candidate>& removed,
                           const ConstraintScope& scope, const Domains& d) {
  std::string text = s.instance->name + ", " + scope.kind + "; removed:";
  for (Candidate c : removed) text += " " + name_of(s, c);
  text += "; UP domains:";
  for (int i : scope.positions) {
    text += " {";
    for (int v = 0; v < static_cast<int>(d[i].size()); ++v)
      if (d[i][v]) text += " " + name_of(s, {i, v});
    text += " }";
  }
  return text;
}

// The candidates of `d` at the scope's positions outside the calculation
// range [least, greatest] that `support` gives their position.
std::vector<Candidate> outside_support_range(const Subject& s, const ConstraintScope& scope,
                                             const Domains& d, const Domains& support) {
  const model::SymbolTable& symbols = s.instance->puzzle.symbols;
  std::vector<Candidate> missed;
  for (std::size_t j = 0; j < scope.positions.size(); ++j) {
    const auto range = calc_range(support[j], symbols);  // set: every position is in a tuple
    for (int v = 0; v < symbols.size(); ++v)
      if (d[scope.positions[j]][v] &&
          (symbols.calc(v) < range->first || symbols.calc(v) > range->second))
        missed.push_back({scope.positions[j], v});
  }
  return missed;
}

// The candidates of `d` that the scope's check would delete, nullopt when
// it finds no tuple. GAC: those no tuple inside `d` supports. kBoundsKind
// (bounds consistency): those outside the range of calculation numbers that
// tuples inside the interval hull of `d` give their cell.
std::optional<std::vector<Candidate>> deletions(const Subject& s, const ConstraintScope& scope,
                                                const Domains& d) {
  const bool bounds = scope.kind == kBoundsKind;
  const std::optional<Domains> support =
      supported_candidates(scope, bounds ? interval_hull(d, s.instance->puzzle.symbols) : d);
  if (!support) return std::nullopt;
  if (bounds) return outside_support_range(s, scope, d, *support);
  std::vector<Candidate> unsupported;
  for (std::size_t j = 0; j < scope.positions.size(); ++j)
    for (std::size_t v = 0; v < d[0].size(); ++v)
      if (d[scope.positions[j]][v] && !(*support)[j][v])
        unsupported.push_back({scope.positions[j], static_cast<int>(v)});
  return unsupported;
}

// Checks every scope of s in the UP domains after `removed`.
void check_state(const Subject& s, const std::vector<Candidate>& removed, Report& report) {
  const std::optional<Domains> d = up_domains(s.encoded, s.cells, s.candidates, removed);
  if (!d) return;  // UP found a conflict: nothing to miss
  for (const ConstraintScope& scope : s.scopes) {
    KindReport& r = report[scope.kind];
    ++r.checks;
    const std::optional<std::vector<Candidate>> missed = deletions(s, scope, *d);
    if (missed && missed->empty()) continue;
    ++(missed ? r.missed_deletions : r.missed_conflicts);
    Example& example = missed ? r.deletion : r.conflict;
    if (removed.size() < example.size) {
      example.size = removed.size();
      const std::string what =
          missed ? "UP kept " + name_of(s, missed->front()) : "no tuple left, no UP conflict";
      example.text = describe_state(s, removed, scope, *d) + ": " + what;
    }
  }
}

// The removal sets tried: none, each single candidate, each pair when there
// are at most kMaxPairCandidates candidates, and kRandomStates random subsets
// with a removal rate between 5% and 65%.
std::vector<std::vector<Candidate>> sample_states(const Domains& candidates, std::mt19937& rng) {
  std::vector<Candidate> all;
  for (std::size_t i = 0; i < candidates.size(); ++i)
    for (std::size_t v = 0; v < candidates[i].size(); ++v)
      if (candidates[i][v]) all.push_back({static_cast<int>(i), static_cast<int>(v)});
  std::vector<std::vector<Candidate>> states{{}};
  for (std::size_t a = 0; a < all.size(); ++a) {
    states.push_back({all[a]});
    for (std::size_t b = a + 1; b < all.size() && all.size() <= kMaxPairCandidates; ++b)
      states.push_back({all[a], all[b]});
  }
  for (int k = 0; k < kRandomStates; ++k) {
    const std::uint32_t percent = 5 + rng() % 61;
    std::vector<Candidate> removed;
    for (Candidate c : all)
      if (rng() % 100 < percent) removed.push_back(c);
    states.push_back(std::move(removed));
  }
  return states;
}

bool checked_kind(const std::string& kind) { return kGacKinds.count(kind) || kind == kBoundsKind; }

// A line that revisits a cell (issue 26) closes a cycle of binary
// relations, where arc consistency is not GAC: not claimed for those.
bool revisits(const model::Constraint& c) {
  return std::visit(
      [](const auto& k) {
        if constexpr (requires { k.cells; }) {
          std::vector<int> sorted(k.cells.begin(), k.cells.end());
          std::sort(sorted.begin(), sorted.end());
          return std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end();
        } else {
          return false;
        }
      },
      c.kind);
}

bool small_enough(const Instance& in, const std::vector<int>& cells) {
  double assignments = 1;
  for (std::size_t i = 0; i < cells.size(); ++i) assignments *= in.puzzle.symbols.size();
  return !cells.empty() && assignments <= kMaxAssignments;
}

void check_instance(const Instance& in, std::mt19937& rng, Report& report) {
  Subject s{&in, active_cells(in.puzzle), {}, {}, {}};
  if (!small_enough(in, s.cells)) return;
  for (std::size_t ci = 0; ci < in.puzzle.constraints.size(); ++ci)
    if (checked_kind(kind_label(in.puzzle.constraints[ci])) && !revisits(in.puzzle.constraints[ci]))
      s.scopes.push_back(constraint_scope(in.puzzle, ci, s.cells));
  if (s.scopes.empty()) return;
  s.encoded = enc::encode_puzzle(in.puzzle, {.prune = false});
  s.candidates = encoded_candidates(s.encoded, s.cells, in.puzzle.symbols.size());
  for (const std::vector<Candidate>& removed : sample_states(s.candidates, rng))
    check_state(s, removed, report);
}

// The report over all instances, computed once for the tests below.
const Report& propagation_report() {
  static const Report report = [] {
    Report r;
    std::mt19937 rng(kSeed);
    for (const Instance& in : all_instances()) check_instance(in, rng, r);
    return r;
  }();
  return report;
}

void expect_no_misses(const std::string& kind) {
  const auto it = propagation_report().find(kind);
  ASSERT_NE(it, propagation_report().end()) << kind << ": no instance checked it";
  const KindReport& r = it->second;
  EXPECT_GT(r.checks, 0) << kind;
  const std::string where = kind + ", of " + std::to_string(r.checks) + " checks\n  ";
  EXPECT_EQ(r.missed_deletions, 0) << where << r.deletion.text;
  EXPECT_EQ(r.missed_conflicts, 0) << where << r.conflict.text;
}

}  // namespace

TEST(PropagationStrength, UnitPropagationReachesGac) {
  for (const std::string& kind : kGacKinds) expect_no_misses(kind);
}

TEST(PropagationStrength, RepeatSumsAreBoundsConsistent) { expect_no_misses(kBoundsKind); }

// A virtual cage (sum/derived.hpp): on a 2x4 of 1..4, rows full and columns
// of two, a repeat cage of 6 over cells 0, 1, 4, 5 leaves cells 2, 3, 6, 7,
// in no cage, adding up to 20 - 6 = 14, so each is at least 14 - 3 * 4 = 2.
// Unit propagation finds it from that derived sum alone (without it, from
// the cage, rows and columns, it does not).
TEST(PropagationStrength, VirtualCagesBoundUncagedCells) {
  const model::Puzzle p =
      with(tiny_puzzle(2, 4, "1234"), {G{{0, 1, 2, 3}}, G{{4, 5, 6, 7}}, G{{0, 4}}, G{{1, 5}},
                                       G{{2, 6}}, G{{3, 7}}, model::Sum{6, {0, 1, 4, 5}, false}});
  const enc::Encoded e = enc::encode_puzzle(p, {.prune = false});
  const std::optional<std::set<int>> fixed = propagate(e.formula, {});
  ASSERT_TRUE(fixed);
  for (int cell : {2, 3, 6, 7}) EXPECT_TRUE(fixed->count(-e.vars.at(cell, 0))) << "cell " << cell;
}

// One kind, one name: every instance (exhaustive and realistic) is named
// after a kind it holds, its first word being that kind's kind_name.
TEST(PropagationStrength, InstancesCarryTheirKindsName) {
  for (const Instance& in : all_instances()) {
    std::string name = in.name.rfind("R: ", 0) == 0 ? in.name.substr(3) : in.name;
    name = name.substr(0, name.find(' '));
    bool named = false;
    for (const model::Constraint& c : in.puzzle.constraints) named = named || model::kind_name(c) == name;
    EXPECT_TRUE(named) << "instance '" << in.name << "' does not start with the kind_name of its constraints";
  }
}

}  // namespace rfsat::test
