// ISS handlers of issue 27's outside clues, sum lines and set rules
// (types.cpp). Forms, as ISS writes them (js/sudoku_constraint.js):
// X-sums, skyscrapers, hidden skyscrapers and numbered rooms are "double
// line" clues `~R3~left~right` (`~C3~top~bottom`): the clue read from each
// end of the row or column, either empty; `.SumLine~sum~cells[~LOOP]`
// (LOOP: the line closes back to its first cell, a `.rf` loop);
// `.Lunchbox~sum~cells`; `.LookAndSay~clue~cells`, the clue (count, value)
// digit pairs; `.SameValues~sets~cells`, the cells cut into that many equal
// sets in order; `.EqualSum~cells-cells-...`, segments separated by `-`.
#include <algorithm>

#include "iss/reader.hpp"

namespace rfsat::formats::iss::types {
namespace {

std::string segments_text(const Reader& rd, const std::vector<std::vector<Cell>>& segs) {
  std::string s;
  for (const auto& seg : segs) s += (s.empty() ? "" : "; ") + rd.list(seg);
  return s;
}

// `it` without its last argument (a trailing marker such as LOOP).
Item without_last(const Item& it) {
  Item out = it;
  out.args.pop_back();
  return out;
}

// Whether a cell stands in two segments (or twice in one).
bool shares_cells(const Reader& rd, const std::vector<std::vector<Cell>>& segs) {
  std::vector<int> all;
  for (const auto& seg : segs)
    for (Cell c : seg) all.push_back(rd.number_of(c));
  std::sort(all.begin(), all.end());
  return std::adjacent_find(all.begin(), all.end()) != all.end();
}

// a and b without the cells they share (each shared cell once from each).
std::pair<std::vector<Cell>, std::vector<Cell>> without_common(const Reader& rd,
                                                               std::vector<Cell> a,
                                                               std::vector<Cell> b) {
  for (std::size_t i = 0; i < a.size();) {
    auto same = [&](Cell c) { return rd.number_of(c) == rd.number_of(a[i]); };
    if (auto j = std::find_if(b.begin(), b.end(), same); j != b.end())
      b.erase(j), a.erase(a.begin() + static_cast<std::ptrdiff_t>(i));
    else
      ++i;
  }
  return {a, b};
}

}  // namespace

void double_line_clues(Reader& rd, const Item& it, const TypeRow& row) {
  if (it.args.size() < 2 || it.args.size() > 3 || it.args[0].size() < 2 ||
      (it.args[0][0] != 'R' && it.args[0][0] != 'C'))
    return rd.error(it, "expected ~R<row> or ~C<column>, then the clue from each end");
  auto k = rd.integer(it, it.args[0].substr(1), "a row or column number");
  if (!k) return;
  const bool is_row = it.args[0][0] == 'R';
  if (*k < 1 || *k > (is_row ? rd.rows : rd.cols)) return rd.error(it, "no such row or column");
  const int x = static_cast<int>(*k);
  const Cell first = is_row ? Cell{x, 1} : Cell{1, x};
  const Cell last = is_row ? Cell{x, rd.cols} : Cell{rd.rows, x};
  for (std::size_t i = 1; i < it.args.size(); ++i) {
    if (it.args[i].empty()) continue;
    auto v = rd.integer(it, it.args[i], "a clue");
    if (!v) return;
    const std::vector<Cell> ends =
        i == 1 ? std::vector<Cell>{first, last} : std::vector<Cell>{last, first};
    rd.emit_rule(row.keyword,
                 std::string(row.keyword) + "(" + std::to_string(*v) + ", " + rd.list(ends) + ")",
                 it);
  }
}

void sum_line(Reader& rd, const Item& it, const TypeRow& row) {
  if (it.args.size() < 2) return rd.error(it, "expected ~sum~cells");
  const bool loop = it.args.back() == "LOOP";
  const Item cells_only = loop ? without_last(it) : it;
  auto s = rd.integer(it, it.args[0], "the sum");
  auto cs = s ? rd.cells(cells_only, 1, 1) : std::nullopt;
  if (!cs) return;
  if (loop) cs->push_back(cs->front());
  rd.emit_rule(row.keyword, "sum_line(" + std::to_string(*s) + "; " + rd.list(*cs) + ")", it);
}

void look_and_say(Reader& rd, const Item& it, const TypeRow& row) {
  if (it.args.size() < 2) return rd.error(it, "expected ~clue~cells");
  const std::string& clue = it.args[0];
  const bool digits =
      std::all_of(clue.begin(), clue.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (clue.empty() || clue.size() % 2 != 0 || !digits)
    return rd.error(it,
                    "the look-and-say clue must be (count, value) digit pairs, not '" + clue + "'");
  std::string pairs;
  for (std::size_t i = 0; i < clue.size(); i += 2)
    pairs +=
        (pairs.empty() ? "" : ", ") + std::string(1, clue[i]) + ", " + std::string(1, clue[i + 1]);
  if (auto cs = rd.cells(it, 1, 1))
    rd.emit_rule(row.keyword, "look_and_say(" + pairs + "; " + rd.list(*cs) + ")", it);
}

void same_values(Reader& rd, const Item& it, const TypeRow& row) {
  if (it.args.size() < 2) return rd.error(it, "expected ~number of sets~cells");
  auto n = rd.integer(it, it.args[0], "the number of sets");
  auto cs = n ? rd.cells(it, 1, 1) : std::nullopt;
  if (!cs) return;
  if (*n < 1 || cs->size() % static_cast<std::size_t>(*n) != 0)
    return rd.error(it, std::to_string(cs->size()) + " cells do not make " + std::to_string(*n) +
                            " equal sets");
  const std::size_t size = cs->size() / static_cast<std::size_t>(*n);
  std::vector<std::vector<Cell>> sets;
  for (std::size_t i = 0; i < cs->size(); i += size)
    sets.emplace_back(cs->begin() + i, cs->begin() + i + size);
  rd.emit_rule(row.keyword, "same_values(" + segments_text(rd, sets) + ")", it);
}

void equal_sum(Reader& rd, const Item& it, const TypeRow& row) {
  std::vector<std::vector<Cell>> segs(1);
  for (const std::string& a : it.args) {
    if (a == "-") {
      segs.emplace_back();
      continue;
    }
    auto c = rd.cell(it, a);
    if (!c) return;
    segs.back().push_back(*c);
  }
  if (std::any_of(segs.begin(), segs.end(), [](const auto& s) { return s.empty(); }))
    return rd.error(it, "expected segments of cells separated by '-', none empty");
  if (!shares_cells(rd, segs))
    return rd.emit_rule(row.keyword, "equal_sum(" + segments_text(rd, segs) + ")", it);
  // Segments sharing cells (a magic square's lines): the first segment's sum
  // equals each other's, and a cell in both counts on both sides, so it
  // leaves both. A segment that is all but equal to another says its other
  // cells sum to 0.
  for (std::size_t k = 1; k < segs.size(); ++k) {
    auto [a, b] = without_common(rd, segs[0], segs[k]);
    if (a.empty() && b.empty()) continue;
    if (a.empty() || b.empty())
      return rd.error(it, "segment " + std::to_string(k + 1) +
                              " and the first differ by cells that must sum to 0; .rf has no "
                              "such rule");
    rd.emit_rule(row.keyword, "equal_sum(" + segments_text(rd, {a, b}) + ")", it);
  }
}

}  // namespace rfsat::formats::iss::types
