// Exhaustive instances of the global and cell rules of issue 27 and of the
// strict dots (model/global_kinds.hpp). The cells of each item come from the
// geometry through sema/global_cells.hpp, as the semantic pass builds them
// (the checker recomputes them and would reject the item otherwise). Edge
// cases: empty_value, duplicate and negative calculation numbers
// (symvalue), holes, multiplicity 2, groups over the same cells (the
// encoders' dedup), overlapping squares, adjacent extremes, indexers whose
// own position is no number, negative indexers (marked cells, holes,
// partial boxes), value_indexing of every length 3..5. Domain
// sizes: up to 9 cells x 2..7 symbols (at most 19,683 assignments).
#include "global_cells.hpp"
#include "support/exhaustive.hpp"

namespace rfsat::test {
namespace {

namespace sema = rfsat::sema;
using Add = std::function<void(std::string, Puzzle)>;

Puzzle holes(Puzzle p, std::vector<int> cells) {
  for (int c : cells) p.geometry.hole[c] = true;
  return p;
}

// Every disjoint set of a w x h box shape.
Puzzle with_sets(Puzzle p, int w, int h) {
  for (const auto& set : sema::disjoint_sets(p.geometry, w, h))
    p = with(std::move(p), {model::DisjointSets{w, h, set}});
  return p;
}

// Every taxicab pair at each distance of `ds`.
Puzzle with_taxicab(Puzzle p, std::vector<int> ds) {
  for (int d : ds) {
    // The pairs first: `with` takes p by value, and an argument may be
    // moved from before the next is evaluated (clang does so).
    auto pairs = sema::taxicab_pairs(p.geometry, d);
    p = with(std::move(p), {model::AntiTaxicab{d, std::move(pairs)}});
  }
  return p;
}

// Every 2x2 square.
template <class Kind>
Puzzle with_squares(Puzzle p) {
  for (const auto& sq : sema::squares(p.geometry)) p = with(std::move(p), {Kind{sq}});
  return p;
}

// Every cell's Dutch flatmates.
Puzzle with_flatmates(Puzzle p) {
  const model::Geometry g = p.geometry;
  for (int c : active_cells(p))
    p = with(std::move(p), {model::DutchFlatmates{c, sema::vertical_neighbour(g, c, -1),
                                                  sema::vertical_neighbour(g, c, 1)}});
  return p;
}

template <class Kind>
Puzzle with_indexer(Puzzle p, int cell, sema::IndexedLine line) {
  Kind k;
  k.cell = cell, k.cells = line.cells, k.index = line.index;
  return with(std::move(p), {k});
}

Puzzle with_box_indexer(Puzzle p, int cell, int w, int h) {
  const sema::IndexedLine line = sema::box_of(p.geometry, cell, w, h);
  return with(std::move(p), {model::BoxIndexer{cell, w, h, line.cells, line.index}});
}

// Extremes of one kind on `cells`, each compared with its other neighbours.
template <class Kind>
Puzzle with_extremes(Puzzle p, std::vector<int> cells) {
  const std::vector<std::vector<int>> neighbours = sema::neighbour_lists(p.geometry);
  for (int c : cells) {
    std::vector<int> compared;
    for (int n : neighbours[static_cast<std::size_t>(c)])
      if (std::find(cells.begin(), cells.end(), n) == cells.end()) compared.push_back(n);
    p = with(std::move(p), {Kind{c, compared}});
  }
  return p;
}

void sets_and_taxicab(const Add& add) {
  add("disjoint_sets 2x4 1122 boxes 2x1", with_sets(tiny_puzzle(2, 4, "1122"), 2, 1));
  add("disjoint_sets 3x3 boxes 1x3", with_sets(tiny_puzzle(3, 3, "123"), 1, 3));
  // Partial boxes hold no set: every assignment is accepted (two symbols
  // keep that enumeration to 512).
  add("disjoint_sets 3x3 partial boxes 2x2", with_sets(tiny_puzzle(3, 3, "12"), 2, 2));
  add("disjoint_sets hole", with_sets(holes(tiny_puzzle(2, 4, "1234"), {5}), 2, 2));
  add("disjoint_sets empty + group",
      with(with_sets(with_empty(tiny_puzzle(2, 2, "0123"), 0), 1, 1), {G{{0, 1}}}));
  add("anti_taxicab 2x3 123", with_taxicab(tiny_puzzle(2, 3, "123"), {1, 2, 3}));
  add("anti_taxicab rows dedup",
      with(with_taxicab(tiny_puzzle(2, 3, "123"), {2, 3}), {G{{0, 1, 2}}, G{{3, 4, 5}}}));
  add("anti_taxicab multiplicity 2 in group",
      with(with_taxicab(tiny_puzzle(2, 3, "1122"), {1, 2}), {G{{0, 1, 2}}}));
  add("anti_taxicab same calc",
      with_calc(with_taxicab(tiny_puzzle(2, 3, "abc"), {1, 2}), {1, 1, 2}));
  add("anti_taxicab empty hole",
      with_empty(with_taxicab(holes(tiny_puzzle(3, 3, "0123"), {4, 8}), {1, 2, 3}), 0));
}

void squares_and_flatmates(const Add& add) {
  using E = model::GlobalEntropy;
  using M = model::GlobalMod;
  add("global_entropy 2x2 123", with_squares<E>(tiny_puzzle(2, 2, "123")));
  add("global_entropy 2x2 123456", with_squares<E>(tiny_puzzle(2, 2, "123456")));
  add("global_entropy 2x3 overlapping", with_squares<E>(tiny_puzzle(2, 3, "123")));
  add("global_entropy empty", with_empty(with_squares<E>(tiny_puzzle(2, 2, "0123")), 0));
  add("global_entropy same calc",
      with_calc(with_squares<E>(tiny_puzzle(2, 2, "abcd")), {5, 5, 2, 9}));
  add("global_entropy hole", with_squares<E>(holes(tiny_puzzle(3, 3, "123"), {7})));
  add("global_mod 2x2 1234", with_squares<M>(tiny_puzzle(2, 2, "1234")));
  add("global_mod 2x3 overlapping", with_squares<M>(tiny_puzzle(2, 3, "123")));
  add("global_mod empty", with_empty(with_squares<M>(tiny_puzzle(2, 2, "0123456")), 0));
  add("global_mod negative calc",
      with_calc(with_squares<M>(tiny_puzzle(2, 2, "abcd")), {-1, 0, 1, 2}));
  add("dutch_flatmates 3x2 123", with_flatmates(tiny_puzzle(3, 2, "123")));
  add("dutch_flatmates 4x1 1234", with_flatmates(tiny_puzzle(4, 1, "1234")));
  add("dutch_flatmates 1x3 no neighbours", with_flatmates(tiny_puzzle(1, 3, "123")));
  add("dutch_flatmates empty same calc",
      with_calc(with_empty(with_flatmates(tiny_puzzle(3, 2, "0abc")), 0), {0, 1, 1, 2}));
  add("dutch_flatmates hole", with_flatmates(holes(tiny_puzzle(3, 3, "12345"), {1, 3, 5, 7})));
  // Three numbers: the flatmates' classes are the entropy's thirds, which
  // ask for one class more (none); the class cache once returned 3 literals.
  add("global_entropy after dutch_flatmates",
      with_squares<E>(with_flatmates(tiny_puzzle(3, 2, "123"))));
}

void indexing(const Add& add) {
  const Puzzle p32 = tiny_puzzle(3, 2, "123"), p23 = tiny_puzzle(2, 3, "123");
  add("row_indexer 3x2", with_indexer<model::RowIndexer>(p32, 2, sema::column_of(p32.geometry, 2)));
  add("row_indexer two in a column + group",
      with(with_indexer<model::RowIndexer>(
               with_indexer<model::RowIndexer>(p32, 0, sema::column_of(p32.geometry, 0)), 4,
               sema::column_of(p32.geometry, 4)),
           {G{{0, 1}}}));
  add("column_indexer 2x3",
      with_indexer<model::ColumnIndexer>(p23, 1, sema::row_of(p23.geometry, 1)));
  const Puzzle hole = holes(tiny_puzzle(2, 4, "1234"), {2});
  add("column_indexer hole",
      with_indexer<model::ColumnIndexer>(hole, 1, sema::row_of(hole.geometry, 1)));
  const Puzzle same = with_calc(tiny_puzzle(1, 4, "abcd"), {1, 2, 2, 4});
  add("column_indexer same calc",
      with_indexer<model::ColumnIndexer>(same, 1, sema::row_of(same.geometry, 1)));
  const Puzzle empty = with_empty(tiny_puzzle(1, 4, "0123"), 0);
  add("column_indexer empty",
      with_indexer<model::ColumnIndexer>(empty, 2, sema::row_of(empty.geometry, 2)));
  const Puzzle short_values = tiny_puzzle(1, 5, "12");
  add("column_indexer own position no number",
      with_indexer<model::ColumnIndexer>(short_values, 3, sema::row_of(short_values.geometry, 3)));
  add("box_indexer 2x2", with_box_indexer(tiny_puzzle(2, 2, "1234"), 1, 2, 2));
  add("box_indexer 2x3 boxes 3x1", with_box_indexer(tiny_puzzle(2, 3, "123"), 4, 3, 1));
  using V = model::ValueIndexing;
  add("value_indexing 3 cells", with(tiny_puzzle(1, 3, "123"), {V{{0, 1, 2}}}));
  add("value_indexing 4 cells", with(tiny_puzzle(1, 4, "123"), {V{{0, 1, 2, 3}}}));
  add("value_indexing 5 cells shuffled", with(tiny_puzzle(1, 5, "123"), {V{{4, 2, 0, 3, 1}}}));
  add("value_indexing same calc",
      with_calc(with(tiny_puzzle(1, 4, "abcd"), {V{{0, 1, 2, 3}}}), {1, 2, 2, 0}));
  add("value_indexing empty", with_empty(with(tiny_puzzle(1, 4, "0123"), {V{{0, 1, 2, 3}}}), 0));
  add("value_indexing + group",
      with(tiny_puzzle(1, 4, "1234"), {V{{0, 1, 2, 3}}, G{{0, 1, 2, 3}}}));
}

// The negative indexers of `axis` on every active cell but `marked` (each
// of those a positive indexer of the same axis), as no_*_indexer makes them.
Puzzle with_negative(Puzzle p, model::IndexAxis axis, std::vector<int> marked = {}, int w = 0,
                     int h = 0) {
  const model::Geometry g = p.geometry;
  for (int c : active_cells(p)) {
    const sema::IndexedLine line = axis == model::IndexAxis::row      ? sema::column_of(g, c)
                                   : axis == model::IndexAxis::column ? sema::row_of(g, c)
                                                                      : sema::box_of(g, c, w, h);
    const bool is_marked = std::find(marked.begin(), marked.end(), c) != marked.end();
    if (is_marked && axis == model::IndexAxis::row)
      p = with(std::move(p), {model::RowIndexer{c, line.cells, line.index}});
    else if (is_marked && axis == model::IndexAxis::column)
      p = with(std::move(p), {model::ColumnIndexer{c, line.cells, line.index}});
    else if (is_marked)
      p = with(std::move(p), {model::BoxIndexer{c, w, h, line.cells, line.index}});
    else if (!line.cells.empty())
      p = with(std::move(p), {model::NoIndexer{axis, c, w, h, line.cells, line.index}});
  }
  return p;
}

void negative_indexing(const Add& add) {
  using A = model::IndexAxis;
  add("no_indexer column 1x4 1234", with_negative(tiny_puzzle(1, 4, "1234"), A::column));
  add("no_indexer column 1x4 + group",
      with(with_negative(tiny_puzzle(1, 4, "1234"), A::column), {G{{0, 1, 2, 3}}}));
  add("no_indexer row 3x2 one marked", with_negative(tiny_puzzle(3, 2, "123"), A::row, {2}));
  add("no_indexer column 2x3 one marked + groups",
      with(with_negative(tiny_puzzle(2, 3, "123"), A::column, {1}), {G{{0, 1, 2}}, G{{3, 4, 5}}}));
  add("no_indexer row and column 3x3 123",
      with_negative(with_negative(tiny_puzzle(3, 3, "123"), A::row, {4}), A::column, {0}));
  add("no_indexer column hole",
      with_negative(holes(tiny_puzzle(2, 4, "1234"), {2}), A::column, {5}));
  add("no_indexer same calc",
      with_calc(with_negative(tiny_puzzle(1, 4, "abcd"), A::column), {1, 2, 2, 4}));
  add("no_indexer empty", with_empty(with_negative(tiny_puzzle(1, 4, "0123"), A::column), 0));
  add("no_indexer positions past the numbers", with_negative(tiny_puzzle(1, 5, "12"), A::column));
  add("no_indexer negative calc",
      with_calc(with_negative(tiny_puzzle(1, 3, "abcd"), A::column), {-1, 0, 2, 3}));
  add("no_indexer box 2x2", with_negative(tiny_puzzle(2, 2, "1234"), A::box, {}, 2, 2));
  add("no_indexer box 2x2 one marked", with_negative(tiny_puzzle(2, 2, "1234"), A::box, {3}, 2, 2));
  add("no_indexer box 3x2 on 3x3, partial boxes",
      with_negative(tiny_puzzle(3, 3, "123"), A::box, {4}, 3, 2));
}

void extremes_and_dots(const Add& add) {
  using Mn = model::Minimum;
  using Mx = model::Maximum;
  add("minimum 2x2 corner", with_extremes<Mn>(tiny_puzzle(2, 2, "1234"), {0}));
  add("minimum adjacent pair", with_extremes<Mn>(tiny_puzzle(2, 2, "1234"), {0, 1}));
  add("minimum empty same calc",
      with_calc(with_empty(with_extremes<Mn>(tiny_puzzle(2, 3, "0ab"), {1}), 0), {0, 1, 1}));
  add("maximum 2x3 middle", with_extremes<Mx>(tiny_puzzle(2, 3, "123"), {1}));
  Puzzle hexagon = tiny_puzzle(1, 1, "123");
  hexagon.geometry = model::Geometry::hexagon(2, 3);  // 7 cells, the centre has 6 neighbours
  add("minimum hexagon centre", with_extremes<Mn>(hexagon, {3}));
  add("maximum hexagon edge pair", with_extremes<Mx>(hexagon, {0, 1}));
  add("maximum with minimum",
      with_extremes<Mn>(with_extremes<Mx>(tiny_puzzle(2, 3, "1234"), {1, 5}), {4}));
  add("maximum negative calc hole",
      with_calc(with_extremes<Mx>(holes(tiny_puzzle(3, 3, "abc"), {0, 2, 6}), {4}), {-2, 0, 3}));
  using K = model::NoKropki;
  using Pairs = std::vector<model::CellPair>;
  const Pairs dotless = {{0, 2}, {1, 3}, {2, 3}};  // a 2x2 whose 0-1 pair has a dot
  add("no_kropki white and black",
      with(tiny_puzzle(2, 2, "1234"), {model::KropkiDiff{1, 0, 1}, K{{1}, {2}, dotless}}));
  add("no_kropki diff only, black dot",
      with(tiny_puzzle(2, 2, "1234"), {model::KropkiFactor{2, 0, 1}, K{{1}, {}, dotless}}));
  add("no_kropki factors 2 3, d-2 dot",
      with(tiny_puzzle(2, 2, "123456"), {model::KropkiDiff{2, 0, 1}, K{{}, {2, 3}, dotless}}));
  add("no_kropki empty calc 0",
      with_empty(with(tiny_puzzle(1, 3, "01234"), {K{{1}, {2}, {{0, 1}, {1, 2}}}}), 0));
  Puzzle hex4 = tiny_puzzle(1, 1, "1234");
  hex4.geometry = model::Geometry::hexagon(2, 3);
  add("no_kropki hexagon",
      with(hex4, {model::KropkiDiff{1, 0, 1}, K{{1}, {}, [&] {
                                                  Pairs pairs = hex4.geometry.adjacent_pairs();
                                                  std::erase(pairs, model::CellPair{0, 1});
                                                  return pairs;
                                                }()}}));
  add("no_kropki grey dot exempts",
      with(tiny_puzzle(2, 2, "1234"), {model::KropkiAny{0, 1}, K{{1}, {2}, dotless}}));
  add("no_kropki X dot exempts nothing",
      with(tiny_puzzle(1, 3, "1234"), {model::KropkiSum{5, 0, 1}, K{{1}, {2}, {{0, 1}, {1, 2}}}}));
}

}  // namespace

std::vector<Instance> global_instances() {
  std::vector<Instance> v;
  const Add add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  sets_and_taxicab(add);
  squares_and_flatmates(add);
  indexing(add);
  negative_indexing(add);
  extremes_and_dots(add);
  return v;
}

TEST(EncoderExhaustive, GlobalKinds) {
  for (const Instance& in : global_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
