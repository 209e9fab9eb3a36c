// f-puzzles handlers of the keys on cells and cell sets (keys.cpp): killer
// cages, extra regions and indexers, single-cell marks, dots and XV,
// clones and quadruples. Each item is one `.rf` line with its key path.
#include "reader.hpp"

namespace rfsat::formats::fpuzzles::keys {
namespace {

// The member `name` of `item` as cells (at least `min`).
std::optional<std::vector<Cell>> item_cells(Reader& rd, const Json& item, const std::string& where,
                                            std::string_view name, std::size_t min) {
  const Json* v = rd.member(item, name, where, true);
  if (!v) return std::nullopt;
  return rd.cells(*v, where + "." + std::string(name), min);
}

}  // namespace

// {cells, value}: a killer cage; without a value (or "") only distinct.
void killer_cages(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    auto cells = item_cells(rd, item, where, "cells", 1);
    if (!cells) return;
    const Json* value = item.is_object() ? rd.member(item, "value", where, false) : nullptr;
    const bool total = value && !value->is_null() && !(value->is_string() && value->get<std::string>().empty());
    if (!total) {
      const char* rule = Reader::has_rule("cage") ? "cage" : "extra_region";
      return rd.emit(std::string(rule) + "(" + rd.list(*cells) + ")", where);
    }
    if (auto s = rd.number(value, where + ".value"))
      rd.emit("sum(" + std::to_string(*s) + ", " + rd.list(*cells) + ")", where);
  });
}

// {cells}: keyword(cells).
void cell_sets(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    if (auto cells = item_cells(rd, item, where, "cells", 1))
      rd.emit_rule(row.keyword, std::string(row.keyword) + "(" + rd.list(*cells) + ")", where, row.key);
  });
}

// {cell}: keyword(cell), one line per item.
void single_cells(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    const Json* c = rd.member(item, "cell", where, true);
    if (!c) return;
    if (auto cell = rd.cell(*c, where + ".cell"))
      rd.emit_rule(row.keyword, std::string(row.keyword) + "(" + rd.list({*cell}) + ")", where, row.key);
  });
}

// {cell}: one keyword(c1, c2, ...) line for every item (minimum, maximum:
// marked cells next to each other are compared among all of them).
void all_cells(Reader& rd, const Json& v, const KeyRow& row) {
  std::vector<Cell> all;
  const bool ok = rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    const Json* c = rd.member(item, "cell", where, true);
    if (!c) return;
    if (auto cell = rd.cell(*c, where + ".cell")) all.push_back(*cell);
  });
  if (ok && !all.empty())
    rd.emit_rule(row.keyword, std::string(row.keyword) + "(" + rd.list(all) + ")", key_of(row), row.key);
}

// {cells: [a, b], value}: difference (white, default 1) or ratio (black,
// default 2).
void dots(Reader& rd, const Json& v, const KeyRow& row) {
  const long long fallback = row.key == "ratio" ? 2 : 1;
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    auto cells = item_cells(rd, item, where, "cells", 2);
    if (!cells) return;
    if (cells->size() != 2) return rd.error(where + ".cells", "expected the two cells of a dot");
    const Json* value = item.is_object() ? rd.member(item, "value", where, false) : nullptr;
    auto d = rd.number(value, where + ".value", fallback);
    if (!d) return;
    rd.dots = true;
    if (row.key == "ratio") rd.ratios.insert(*d);
    rd.emit(std::string(row.keyword) + "(" + std::to_string(*d) + ", " + rd.list(*cells) + ")", where);
  });
}

// {cells: [a, b], value: "X" | "V"}.
void xv(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    auto cells = item_cells(rd, item, where, "cells", 2);
    const Json* value = rd.member(item, "value", where, true);
    if (!cells || !value) return;
    if (cells->size() != 2) return rd.error(where + ".cells", "expected the two cells of an X or V");
    const std::string s = value->is_string() ? value->get<std::string>() : "";
    if (s != "X" && s != "x" && s != "V" && s != "v")
      return rd.error(where + ".value", "expected \"X\" or \"V\"");
    const int sum = (s == "X" || s == "x") ? 10 : 5;
    rd.emit("kropki_sum(" + std::to_string(sum) + ", " + rd.list(*cells) + ")", where);
  });
}

// {cells, cloneCells}: equally long, position by position.
void clones(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    auto a = item_cells(rd, item, where, "cells", 1), b = item_cells(rd, item, where, "cloneCells", 1);
    if (!a || !b) return;
    if (a->size() != b->size())
      return rd.error(where, "cells and cloneCells differ in length (" + std::to_string(a->size()) + " and " +
                                 std::to_string(b->size()) + ")");
    rd.emit_rule(row.keyword, "clone(" + rd.list(*a) + "; " + rd.list(*b) + ")", where, row.key);
  });
}

// {cells: 4 cells, values: [v, ...]}: the values appear in the block.
void quadruples(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    auto cells = item_cells(rd, item, where, "cells", 4);
    const Json* values = rd.member(item, "values", where, true);
    if (!cells || !values) return;
    if (!values->is_array() || values->empty())
      return rd.error(where + ".values", "expected an array of the digits in the circle");
    std::string digits;
    for (std::size_t i = 0; i < values->size(); ++i) {
      auto d = rd.number(&(*values)[i], where + ".values[" + std::to_string(i) + "]");
      if (!d) return;
      if (*d < 1 || *d > rd.size())
        return rd.error(where + ".values[" + std::to_string(i) + "]",
                        "a quadruple digit must be 1.." + std::to_string(rd.size()));
      digits += (digits.empty() ? "" : ", ") + std::string(1, import::value_symbol(static_cast<int>(*d)));
    }
    rd.emit_rule(row.keyword, "quadruple(" + digits + "; " + rd.list(*cells) + ")", where, row.key);
  });
}

}  // namespace rfsat::formats::fpuzzles::keys
