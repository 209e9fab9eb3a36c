// ISS handlers of cages, sets, givens and pair marks (types.cpp). Readings:
// a Cage with an empty or 0 sum only has distinct digits (ISS: "any sum"),
// one listing a cell twice is the distinct cells' cage and a weighted_sum;
// a Sum lets digits repeat, which `.rf` says exactly on a diagonal
// (little_killer), inside one house (where they differ anyway: sum) and
// elsewhere as the sum modulo a number no total reaches (kimo_sum); a Sum
// with coefficients or listing a cell twice is a weighted_sum (types_relations.cpp);
// dots and XV over several cells mark each adjacent pair, in ISS's order.
#include <algorithm>

#include "iss/reader.hpp"

namespace rfsat::formats::iss::types {
namespace {

// `cells` without the copies of a cell listed again, in order.
std::vector<Cell> distinct_cells(const Reader& rd, const std::vector<Cell>& cells) {
  std::vector<Cell> distinct;
  for (Cell c : cells)
    if (std::none_of(distinct.begin(), distinct.end(),
                     [&](Cell d) { return rd.number_of(d) == rd.number_of(c); }))
      distinct.push_back(c);
  return distinct;
}

std::string symbol_list(const std::vector<int>& values) {
  std::string s;
  for (int v : values) s += (s.empty() ? "" : ", ") + std::string(1, Reader::symbol(v));
  return s;
}

// The values of "1_3_5" (ISS value lists), each one of the grid's.
std::optional<std::vector<int>> digits(Reader& rd, const Item& it, const std::string& s) {
  std::vector<int> out;
  std::size_t start = 0;
  while (start <= s.size()) {
    std::size_t end = s.find('_', start);
    if (end == std::string::npos) end = s.size();
    auto v = rd.integer(it, s.substr(start, end - start), "a value");
    if (!v) return std::nullopt;
    if (*v < rd.min_value || *v > rd.max_value()) {
      rd.error(it, "the value " + std::to_string(*v) + " is not " + std::to_string(rd.min_value) +
                       ".." + std::to_string(rd.max_value()));
      return std::nullopt;
    }
    out.push_back(static_cast<int>(*v));
    start = end + 1;
  }
  return out;
}

// Cells all in one row, one column or one box: digits differ there anyway.
bool one_house(const Reader& rd, const std::vector<Cell>& cs) {
  auto same = [&](auto key) {
    return std::all_of(cs.begin(), cs.end(), [&](Cell c) { return key(c) == key(cs.front()); });
  };
  if (same([](Cell c) { return c.row; }) || same([](Cell c) { return c.col; })) return true;
  return rd.boxes && rd.box_w > 1 && !rd.jigsaw &&
         same([&](Cell c) { return (c.row - 1) / rd.box_h * 1000 + (c.col - 1) / rd.box_w; });
}

// Cells in order along one 45-degree diagonal (either way).
bool diagonal_line(const std::vector<Cell>& cs) {
  if (cs.size() < 2) return cs.size() == 1;
  const int dr = cs[1].row - cs[0].row, dc = cs[1].col - cs[0].col;
  if (std::abs(dr) != 1 || std::abs(dc) != 1) return false;
  for (std::size_t i = 1; i < cs.size(); ++i)
    if (cs[i].row - cs[i - 1].row != dr || cs[i].col - cs[i - 1].col != dc) return false;
  return true;
}

}  // namespace

// .~R1C1_5~R2C2_1_3: one item, several cells.
void givens(Reader& rd, const Item& it, const TypeRow&) {
  for (const std::string& a : it.args) {
    const std::size_t us = a.find('_');
    if (us == std::string::npos)
      return rd.error(it, "expected a given like R1C1_5, found '" + a.substr(0, 20) + "'");
    auto c = rd.cell(it, a.substr(0, us));
    auto vs = c ? digits(rd, it, a.substr(us + 1)) : std::nullopt;
    if (!vs) return;
    const std::string at = rd.list({*c});
    if (vs->size() == 1)
      rd.emit("set_cell(" + at + ", " + Reader::symbol(vs->front()) + ")", it);
    else
      rd.emit("set_values(" + at + ", " + symbol_list(*vs) + ")", it);
  }
}

void cage(Reader& rd, const Item& it, const TypeRow&) {
  auto cs = rd.cells(it, 1, 1);
  if (!cs) return;
  // A cell listed twice counts twice in the sum (ISS's Sum turns it into a
  // coefficient) and once among the distinct digits (its AllDifferent
  // drops the copy): the distinct cells' cage, then a weighted_sum.
  const std::vector<Cell> distinct = distinct_cells(rd, *cs);
  const bool any_sum = it.args[0].empty() || it.args[0] == "0";
  if (any_sum || distinct.size() < cs->size()) {
    rd.emit(std::string(Reader::has_rule("cage") ? "cage" : "extra_region") + "(" +
                rd.list(distinct) + ")",
            it);
    if (any_sum) return;
    if (it.args[0].find('_') == std::string::npos) return weighted_sum(rd, it, *cs);
  }
  if (auto s = rd.integer(it, it.args[0], "the cage's sum"))
    rd.emit("sum(" + std::to_string(*s) + ", " + rd.list(*cs) + ")", it);
}

void sum(Reader& rd, const Item& it, const TypeRow&) {
  if (it.args.empty()) return rd.error(it, "expected ~sum~cells");
  auto cs = rd.cells(it, 1, 1);
  if (!cs) return;
  if (it.args[0].find('_') != std::string::npos) return weighted_sum(rd, it, *cs);
  if (distinct_cells(rd, *cs).size() < cs->size()) return weighted_sum(rd, it, *cs);
  auto s = rd.integer(it, it.args[0], "the sum");
  if (!s) return;
  if (diagonal_line(*cs))
    return rd.emit(
        "little_killer(" + std::to_string(*s) + ", " + rd.list({cs->front(), cs->back()}) + ")",
        it);
  if (one_house(rd, *cs))
    return rd.emit("sum(" + std::to_string(*s) + ", " + rd.list(*cs) + ")", it);
  // Scattered cells whose digits may repeat: the sum modulo a number above
  // any total the cells can reach (and above s) is the sum itself.
  if (*s < 0) return rd.error(it, "a Sum of " + std::to_string(*s) + " cannot be reached");
  const long long modulus =
      std::max<long long>(*s, static_cast<long long>(rd.max_value()) * cs->size()) + 1;
  rd.emit_rule(
      "kimo_sum",
      "kimo_sum(" + std::to_string(*s) + ", " + std::to_string(modulus) + ", " + rd.list(*cs) + ")",
      it);
}

void rellik(Reader& rd, const Item& it, const TypeRow& row) {
  auto cs = rd.cells(it, 1, 1);
  auto s = cs ? rd.integer(it, it.args[0], "the sum") : std::nullopt;
  if (s)
    rd.emit_rule(row.keyword,
                 std::string(row.keyword) + "(" + std::to_string(*s) + ", " + rd.list(*cs) + ")",
                 it);
}

void set(Reader& rd, const Item& it, const TypeRow& row) {
  if (auto cs = rd.cells(it, 0, 1))
    rd.emit_rule(row.keyword, std::string(row.keyword) + "(" + rd.list(*cs) + ")", it);
}

void quad(Reader& rd, const Item& it, const TypeRow& row) {
  if (it.args.size() < 2) return rd.error(it, "expected ~top-left cell~value~value...");
  auto tl = rd.cell(it, it.args[0]);
  if (!tl) return;
  if (tl->row >= rd.rows || tl->col >= rd.cols)
    return rd.error(it, "the 2x2 block leaves the grid");
  std::vector<int> vs;
  for (std::size_t i = 1; i < it.args.size(); ++i) {
    auto v = digits(rd, it, it.args[i]);
    if (!v) return;
    vs.insert(vs.end(), v->begin(), v->end());
  }
  const Cell c = *tl;
  const std::vector<Cell> block{c, {c.row, c.col + 1}, {c.row + 1, c.col}, {c.row + 1, c.col + 1}};
  rd.emit_rule(row.keyword, "quadruple(" + symbol_list(vs) + "; " + rd.list(block) + ")", it);
}

void contain(Reader& rd, const Item& it, const TypeRow& row) {
  if (it.args.empty()) return rd.error(it, "expected ~values~cells");
  auto vs = digits(rd, it, it.args[0]);
  auto cs = vs ? rd.cells(it, 1, 1) : std::nullopt;
  if (cs)
    rd.emit_rule(row.keyword,
                 std::string(row.keyword) + "(" + symbol_list(*vs) + "; " + rd.list(*cs) + ")", it);
}

void parity(Reader& rd, const Item& it, const TypeRow& row) {
  if (auto cs = rd.cells(it, 0, 1))
    rd.emit(std::string(row.keyword) + "(" + rd.list(*cs) + ")", it);
}

// WhiteDot, BlackDot, X, V, GreaterThan: every adjacent pair of the cells.
void pair_marks(Reader& rd, const Item& it, const TypeRow& row) {
  auto cs = rd.cells(it, 0, 2);
  if (!cs) return;
  const auto pairs = rd.adjacent_pairs(*cs);
  if (pairs.empty())
    return rd.error(it, "no two of these cells are adjacent: the mark says nothing");
  const std::string prefix = row.keyword == "kropki_diff"     ? "kropki_diff(1, "
                             : row.keyword == "kropki_factor" ? "kropki_factor(2, "
                             : row.keyword == "greater"       ? "greater("
                             : it.type == "X"                 ? "kropki_sum(10, "
                                                              : "kropki_sum(5, ";
  for (const auto& [a, b] : pairs) rd.emit(prefix + rd.list({a, b}) + ")", it);
}

// ~C~cells: column indexing; ~R~cells: row indexing.
void indexing(Reader& rd, const Item& it, const TypeRow&) {
  if (it.args.empty() || (it.args[0] != "C" && it.args[0] != "R"))
    return rd.error(it, "expected ~C (column indexing) or ~R (row indexing), then cells");
  const std::string rule = it.args[0] == "C" ? "column_indexer" : "row_indexer";
  if (auto cs = rd.cells(it, 1, 1)) rd.emit_rule(rule, rule + "(" + rd.list(*cs) + ")", it);
}

}  // namespace rfsat::formats::iss::types
