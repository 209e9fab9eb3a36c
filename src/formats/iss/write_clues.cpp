// ISS writer handlers of issue 27's rules (rows of write.cpp's table), each
// writing the form ISS itself writes (js/sudoku_constraint.js) and the
// reader (types.cpp) reads back as the same constraints: outside clues as
// double-line clues `~R3~clue~` (from the left or top) or `~R3~~clue`;
// `.SumLine~sum~cells[~LOOP]`; `~number~cells` lines; cages and sets with
// their value lists (`1_2_3`), look-and-say clues as digit pairs, same-value
// sets by their count, equal-sum segments separated by `-`; indexers as
// `.Indexing~R|C~cell`; and the whole-grid types ISS defines for 9x9 only.
#include "iss/writer.hpp"

namespace rfsat::formats::iss::writing {
namespace {

// `~1_2_3`, or a refusal when a value is not a digit of the grid.
bool value_list(Writer& w, const Constraint& c, const std::vector<long long>& values,
                std::string& out) {
  for (long long v : values) {
    if (v < 1 || v > w.g.n)
      return w.refuse(c, "ISS's values are the digits 1.." + std::to_string(w.g.n));
    out += (out.empty() ? "" : "_") + std::to_string(v);
  }
  return true;
}

}  // namespace

// `.FullRankTies~mode` once: ISS keeps one tie mode for every FullRank
// clue (the .rf file refuses none with any).
static void tie_mode(Writer& w, const std::string& mode) {
  const std::string item = ".FullRankTies~" + mode;
  if (w.flags.insert(item).second) w.text += item;
}

// full_rank_no_ties.
bool full_rank_no_ties(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::FullRank>(c);
  if (!k || k->rank != 0) return w.refuse(c, "unexpected kind");
  tie_mode(w, "none");
  return true;
}

// XSum, Skyscraper, HiddenSkyscraper, NumberedRoom, FullRank: a whole row or
// column read from one edge.
bool double_line(Writer& w, const Constraint& c, const char* type) {
  long long value = 0;
  const std::vector<int>* cells = nullptr;
  bool zero_ok = true;  // ISS refuses a 0 X-sum or skyscraper clue
  if (const auto* k = as<model::XSum>(c))
    value = k->target, cells = &k->cells, zero_ok = false;
  else if (const auto* k2 = as<model::Skyscraper>(c))
    value = k2->count, cells = &k2->cells, zero_ok = false;
  else if (const auto* k3 = as<model::HiddenSkyscraper>(c))
    value = k3->value, cells = &k3->cells;
  else if (const auto* k4 = as<model::NumberedRoom>(c))
    value = k4->value, cells = &k4->cells;
  else if (const auto* k5 = as<model::FullRank>(c); k5 && k5->rank > 0) {
    value = k5->rank, cells = &k5->entries[static_cast<std::size_t>(k5->entry)];
    if (k5->ties) tie_mode(w, "any");
  } else
    return w.refuse(c, "unexpected kind");
  const std::optional<import::OutsideLine> line = import::outside_line(w.g, *cells);
  if (!line) return w.refuse(c, "ISS's outside clues read a whole row or column from its edge");
  if (value == 0 && !zero_ok) return w.refuse(c, std::string("ISS's ") + type + " clues are not 0");
  const std::string v = std::to_string(value);
  w.text += std::string(".") + type + "~" + (line->is_row ? "R" : "C") +
            std::to_string(line->index) + (line->forward ? "~" + v + "~" : "~~" + v);
  return true;
}

bool sum_line(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::SumLine>(c);
  if (!k || k->cells.empty()) return w.refuse(c, "unexpected kind");
  w.text += ".SumLine~" + std::to_string(k->target) + w.cells(k->cells) + (k->loop ? "~LOOP" : "");
  return true;
}

// `.Type~number~cells` (Lunchbox, Modular, Lockout), at least 2 cells.
bool number_line(Writer& w, const Constraint& c, const char* type) {
  long long number = 0;
  const std::vector<int>* cells = nullptr;
  if (const auto* k = as<model::Lunchbox>(c))
    number = k->target, cells = &k->cells;
  else if (const auto* k2 = as<model::ModularLine>(c))
    number = k2->m, cells = &k2->cells;
  else if (const auto* k3 = as<model::LockoutLine>(c))
    number = k3->d, cells = &k3->cells;
  else
    return w.refuse(c, "unexpected kind");
  if (cells->size() < 2) return w.refuse(c, std::string("ISS's ") + type + " has 2 cells or more");
  w.text += std::string(".") + type + "~" + std::to_string(number) + w.cells(*cells);
  return true;
}

bool rellik(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::RellikCage>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  w.text += ".RellikCage~" + std::to_string(k->target) + w.cells(k->cells);
  return true;
}

// ContainAtLeast, ContainExact: `~1_1_2~cells`.
bool contain(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::ContainAtLeast>(c);
  std::string values;
  if (!k) return w.refuse(c, "unexpected kind");
  if (!value_list(w, c, k->values, values)) return false;
  w.text +=
      std::string(k->exact ? ".ContainExact~" : ".ContainAtLeast~") + values + w.cells(k->cells);
  return true;
}

// `.Quad~top-left cell~v~v`.
bool quad(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Quadruple>(c);
  std::string values;
  if (!k || k->cells.empty()) return w.refuse(c, "unexpected kind");
  if (!value_list(w, c, k->values, values)) return false;
  std::replace(values.begin(), values.end(), '_', '~');
  w.text += ".Quad~" + w.id(*std::min_element(k->cells.begin(), k->cells.end())) + "~" + values;
  return true;
}

// `~clue~cells`, the clue (count, value) digit pairs: counts 0-9, values 1-9.
bool look_and_say(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::LookAndSay>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  std::string clue;
  for (const auto& [count, value] : k->counts) {
    if (count < 0 || count > 9 || value < 1 || value > 9 || value > w.g.n)
      return w.refuse(c, "ISS's look-and-say clues are single-digit counts (0-9) and values (1-9)");
    clue += std::to_string(count) + std::to_string(value);
  }
  w.text += ".LookAndSay~" + clue + w.cells(k->cells);
  return true;
}

// `~number of sets~cells`, the sets one after another.
bool same_values(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::SameValues>(c);
  if (!k || k->size < 1 || k->cells.empty()) return w.refuse(c, "unexpected kind");
  w.text += ".SameValues~" + std::to_string(k->cells.size() / static_cast<std::size_t>(k->size)) +
            w.cells(k->cells);
  return true;
}

// `~cells~-~cells...`.
bool equal_sum(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::EqualSum>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  w.text += ".EqualSum";
  std::size_t at = 0;
  for (std::size_t s = 0; s < k->lengths.size(); ++s) {
    if (s) w.text += "~-";
    const auto from = k->cells.begin() + static_cast<long>(at);
    w.text += w.cells({from, from + k->lengths[s]});
    at += static_cast<std::size_t>(k->lengths[s]);
  }
  return true;
}

// `.Indexing~R~cell` (row_indexer) or `~C~cell` (column_indexer).
bool indexing(Writer& w, const Constraint& c, const char*) {
  if (const auto* k = as<model::RowIndexer>(c))
    return w.text += ".Indexing~R~" + w.id(k->cell), true;
  if (const auto* k2 = as<model::ColumnIndexer>(c))
    return w.text += ".Indexing~C~" + w.id(k2->cell), true;
  return w.refuse(c, "unexpected kind");
}

// `.DisjointSets`, on the default boxes only.
bool disjoint_sets(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::DisjointSets>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  if (!w.g.default_boxes || w.g.box_w < 2 || w.g.box_h < 2 || k->width != w.g.box_w ||
      k->height != w.g.box_h)
    return w.refuse(c, "ISS's disjoint sets are those of the default boxes");
  return flag(w, c, "DisjointSets");
}

// GlobalEntropy, GlobalMod, DutchFlatmates: ISS defines them for the
// digits 1-9 only.
bool nine_by_nine(Writer& w, const Constraint& c, const char* type) {
  if (w.g.n != 9) return w.refuse(c, std::string("ISS's ") + type + " is for 9x9 grids only");
  return flag(w, c, type);
}

}  // namespace rfsat::formats::iss::writing
