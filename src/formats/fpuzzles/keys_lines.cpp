// f-puzzles handlers of the line keys and outside clues (keys.cpp). Every
// entry of an item's `lines` is one line (as f-puzzles and its solvers read
// them: three thermometers drawn from one bulb are three thermos, two
// arrows from one circle two sums). Arrows: `cells` is the bulb, several
// cells a pill read in reading order; bulb cells are dropped from the line.
// Little killers: the outside `cell` and `direction` give the diagonal.
// Sandwiches, X-sums and skyscrapers: the outside cell gives the row or
// column, read from the clue's side.
#include <algorithm>

#include "reader.hpp"

namespace rfsat::formats::fpuzzles::keys {
namespace {

// A member that may be absent, null or "" (a clue drawn without a value).
bool blank(const Json* v) {
  return !v || v->is_null() || (v->is_string() && v->get_ref<const std::string&>().empty());
}

const Json* optional_member(Reader& rd, const Json& item, std::string_view name, const std::string& where) {
  return item.is_object() ? rd.member(item, name, where, false) : nullptr;
}

}  // namespace

void plain_lines(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    rd.for_each_line(item, where, 1, [&](const std::vector<Cell>& line, const std::string& path) {
      rd.emit_rule(row.keyword, std::string(row.keyword) + "(" + rd.list(line) + ")", path, row.key);
    });
  });
}

// {lines, value}: value = the minimum difference, default 5.
void whispers(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    auto d = rd.number(optional_member(rd, item, "value", where), where + ".value", 5);
    if (!d) return;
    rd.for_each_line(item, where, 2, [&](const std::vector<Cell>& line, const std::string& path) {
      rd.emit("whisper(" + std::to_string(*d) + ", " + rd.list(line) + ")", path);
    });
  });
}

// Lockout lines: the ends differ by at least `value`, f-puzzles' default
// floor(size / 2) (4 on a 9x9; Rangsk's solvers read the same).
void lockouts(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    auto d = rd.number(optional_member(rd, item, "value", where), where + ".value", rd.size() / 2);
    if (!d) return;
    rd.for_each_line(item, where, 2, [&](const std::vector<Cell>& line, const std::string& path) {
      rd.emit_rule(row.keyword, "lockout_line(" + std::to_string(*d) + "; " + rd.list(line) + ")",
                   path, row.key);
    });
  });
}

void arrows(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    const Json* c = rd.member(item, "cells", where, true);
    if (!c) return;
    auto bulb = rd.cells(*c, where + ".cells", 1);
    if (!bulb) return;
    std::sort(bulb->begin(), bulb->end(),
              [](Cell a, Cell b) { return a.row != b.row ? a.row < b.row : a.col < b.col; });
    auto in_bulb = [&](Cell x) {
      return std::any_of(bulb->begin(), bulb->end(), [x](Cell y) { return x.row == y.row && x.col == y.col; });
    };
    rd.for_each_line(item, where, 1, [&](const std::vector<Cell>& line, const std::string& path) {
      std::vector<Cell> shaft;
      for (Cell x : line)
        if (!in_bulb(x)) shaft.push_back(x);
      if (shaft.empty()) return rd.error(path, "the arrow has no cells outside its bulb");
      rd.emit("arrow(" + rd.list(*bulb) + "; " + rd.list(shaft) + ")", path);
    });
  });
}

// {cell: outside, direction: UR | UL | DR | DL, value}.
void little_killers(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    const Json* c = rd.member(item, "cell", where, true);
    const Json* dir = rd.member(item, "direction", where, true);
    if (!c || !dir) return;
    const Json* value = optional_member(rd, item, "value", where);
    if (blank(value)) return rd.ignore(where + " (a little killer arrow without a total)");
    auto start = rd.cell(*c, where + ".cell", true);
    auto total = rd.number(value, where + ".value");
    if (!start || !total) return;
    const std::string d = dir->is_string() ? dir->get<std::string>() : "";
    if (d != "UR" && d != "UL" && d != "DR" && d != "DL")
      return rd.error(where + ".direction", "expected \"UR\", \"UL\", \"DR\" or \"DL\"");
    const int dr = d[0] == 'U' ? -1 : 1, dc = d[1] == 'L' ? -1 : 1, n = rd.size();
    std::vector<Cell> diagonal;
    for (Cell x{start->row + dr, start->col + dc}; x.row >= 1 && x.row <= n && x.col >= 1 && x.col <= n;
         x.row += dr, x.col += dc)
      diagonal.push_back(x);
    const bool outside = start->row < 1 || start->row > n || start->col < 1 || start->col > n;
    if (!outside || diagonal.empty())
      return rd.error(where, "the clue at " + c->get<std::string>() + " does not point " + d + " into the grid");
    rd.emit("little_killer(" + std::to_string(*total) + ", " + rd.list({diagonal.front(), diagonal.back()}) + ")",
            where);
  });
}

namespace {

// The row or column the outside clue of `item` reads, from the cell next to
// the clue to the far end, with the clue's number; nullopt after an error or
// for a clue drawn without a number (listed as not read).
struct OutsideClue {
  long long value;
  Cell near, far;
};
std::optional<OutsideClue> outside_clue(Reader& rd, const Json& item, const std::string& where) {
  const Json* c = rd.member(item, "cell", where, true);
  if (!c) return std::nullopt;
  const Json* value = optional_member(rd, item, "value", where);
  if (blank(value)) {
    rd.ignore(where + " (an outside clue without a number)");
    return std::nullopt;
  }
  auto at = rd.cell(*c, where + ".cell", true);
  auto total = rd.number(value, where + ".value");
  if (!at || !total) return std::nullopt;
  const int n = rd.size();
  const bool row_clue = at->col < 1 || at->col > n, col_clue = at->row < 1 || at->row > n;
  if (row_clue == col_clue) {
    rd.error(where + ".cell",
             "an outside clue stands beside a row or a column, not at a corner or inside");
    return std::nullopt;
  }
  if (row_clue) {
    const bool left = at->col < 1;
    return OutsideClue{*total, {at->row, left ? 1 : n}, {at->row, left ? n : 1}};
  }
  const bool top = at->row < 1;
  return OutsideClue{*total, {top ? 1 : n, at->col}, {top ? n : 1, at->col}};
}

}  // namespace

// {cell: outside a row or column, value}: the clue is symmetric, written
// from the first cell of the row or column to its last.
void sandwiches(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    auto clue = outside_clue(rd, item, where);
    if (!clue) return;
    const bool forward = clue->near.row <= clue->far.row && clue->near.col <= clue->far.col;
    const Cell a = forward ? clue->near : clue->far, b = forward ? clue->far : clue->near;
    rd.emit("sandwich(" + std::to_string(clue->value) + ", " + rd.list({a, b}) + ")", where);
  });
}

// {cell: outside a row or column, value}: keyword(value, near, far), read
// from the clue's side (x_sum, skyscraper).
void directed_clues(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, key_of(row), [&](const Json& item, const std::string& where) {
    auto clue = outside_clue(rd, item, where);
    if (!clue) return;
    rd.emit_rule(row.keyword,
                 std::string(row.keyword) + "(" + std::to_string(clue->value) + ", " +
                     rd.list({clue->near, clue->far}) + ")",
                 where, row.key);
  });
}

}  // namespace rfsat::formats::fpuzzles::keys
