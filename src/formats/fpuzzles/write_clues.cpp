// f-puzzles writer handlers of issue 27's rules (rows of write.cpp's
// table), each writing what the reader (keys.cpp) reads back as the same
// constraints: x-sums and skyscrapers as clues outside a whole row or
// column; clones; quadruples; minimum and maximum cells; row, column and
// box indexer cells; `disjointgroups` for disjoint_sets on the default
// boxes; modular lines of modulus 3 (f-puzzles has no other).
#include "fpuzzles/writer.hpp"

namespace rfsat::formats::fpuzzles::writing {

// {cell: outside, value}: the clue stands before the first cell of a whole
// row or column (x_sum, skyscraper).
bool outside_clue(Writer& w, const Constraint& c, const char* key) {
  long long value = 0;
  const std::vector<int>* cells = nullptr;
  if (const auto* k = as<model::XSum>(c))
    value = k->target, cells = &k->cells;
  else if (const auto* k2 = as<model::Skyscraper>(c))
    value = k2->count, cells = &k2->cells;
  else
    return w.refuse(c, "unexpected kind");
  const std::optional<import::OutsideLine> line = import::outside_line(w.g, *cells);
  if (!line)
    return w.refuse(c, "f-puzzles' outside clues read a whole row or column from its edge");
  w.add(key,
        {{"cell", Writer::rc(line->clue_row, line->clue_col)}, {"value", std::to_string(value)}});
  return true;
}

bool clone(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Clone>(c);
  if (!k || k->pairs.empty()) return w.refuse(c, "unexpected kind");
  std::vector<int> a, b;
  for (const auto& [x, y] : k->pairs) a.push_back(x), b.push_back(y);
  w.add("clone", {{"cells", w.cells(a)}, {"cloneCells", w.cells(b)}});
  return true;
}

// {cells: the 2x2 block, values: digits}.
bool quadruple(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Quadruple>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  Json values = Json::array();
  for (long long v : k->values) {
    if (v < 1 || v > w.g.n)
      return w.refuse(c, "a quadruple's digits are 1.." + std::to_string(w.g.n));
    values.push_back(v);
  }
  w.add("quadruple", {{"cells", w.cells(k->cells)}, {"values", std::move(values)}});
  return true;
}

// {cell}: the reader puts every marked cell into one minimum (maximum)
// line, which compares the same neighbours as any split into lines.
bool extreme(Writer& w, const Constraint& c, const char* key) {
  int cell = 0;
  if (const auto* k = as<model::Minimum>(c))
    cell = k->cell;
  else if (const auto* k2 = as<model::Maximum>(c))
    cell = k2->cell;
  else
    return w.refuse(c, "unexpected kind");
  w.add(key, {{"cell", w.rc(cell)}});
  return true;
}

// {cells: [the indexer cell]}; box indexers index the default boxes only
// (the reader takes the header's box shape).
bool indexer(Writer& w, const Constraint& c, const char* key) {
  int cell = 0;
  if (const auto* k = as<model::RowIndexer>(c)) {
    cell = k->cell;
  } else if (const auto* k2 = as<model::ColumnIndexer>(c)) {
    cell = k2->cell;
  } else if (const auto* k3 = as<model::BoxIndexer>(c)) {
    if (!w.g.default_boxes || k3->width != w.g.box_w || k3->height != w.g.box_h)
      return w.refuse(c, "f-puzzles' box indexers index the grid's default " +
                             std::to_string(w.g.box_w) + "x" + std::to_string(w.g.box_h) +
                             " boxes only");
    cell = k3->cell;
  } else {
    return w.refuse(c, "unexpected kind");
  }
  w.add(key, {{"cells", w.cells({cell})}});
  return true;
}

// `disjointgroups: true`, on the default boxes only.
bool disjoint_groups(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::DisjointSets>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  if (!w.g.default_boxes || w.g.box_w < 2 || w.g.box_h < 2 || k->width != w.g.box_w ||
      k->height != w.g.box_h)
    return w.refuse(c, "f-puzzles' disjoint groups are those of the default boxes");
  w.j["disjointgroups"] = true;
  return true;
}

bool modular_line(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::ModularLine>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  if (k->m != 3)
    return w.refuse(c, "f-puzzles' modular lines have modulus 3, this one " + std::to_string(k->m));
  w.add("modularline", {{"lines", one_line(w, k->cells)}});
  return true;
}

// f-puzzles' lockout lines differ by floor(size / 2) (its solvers ignore a
// value), so only that difference is written.
bool lockout_line(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::LockoutLine>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  if (k->d != w.g.n / 2)
    return w.refuse(c, "f-puzzles' lockout lines differ by " + std::to_string(w.g.n / 2) +
                           " (floor(size / 2)), this one " + std::to_string(k->d));
  w.add("lockout", {{"lines", one_line(w, k->cells)}});
  return true;
}

}  // namespace rfsat::formats::fpuzzles::writing
