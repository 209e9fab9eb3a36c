// Reader (reader.hpp): ISS cell ids and numbers, ISS's adjacent pairs, and
// the output helpers.
#include "iss/reader.hpp"

#include <algorithm>
#include <cctype>
#include <set>

#include "rule_registry.hpp"

namespace rfsat::formats::iss {
namespace {

// ISS writes rows and columns in base 17 with one character: 1-9, a-g.
int base17(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  const char l = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (l >= 'a' && l <= 'g') return l - 'a' + 10;
  return -1;
}

}  // namespace

std::optional<Cell> Reader::cell(const Item& it, const std::string& id) {
  if (id.size() > 2 && id[0] == 'C' && id[1] == 'C') {  // a region cell (types_chaos.cpp)
    if (replicating) {
      error(it,
            "region cell '" + id.substr(0, 20) + "': rfsat reads no CC cells inside a .Replicate");
      return std::nullopt;
    }
    if (!chaos || (it.type != "SameValues" && it.type != "CountDistinct")) {
      error(it, "region cell '" + id.substr(0, 20) +
                    "': rfsat reads CC cells in ChaosCount, ChaosArrow, SameValues and "
                    "CountDistinct items of a ChaosConstruction grid");
      return std::nullopt;
    }
    const auto k = integer(it, id.substr(2), "a region cell CCk", {1, rows * cols});
    if (!k) return std::nullopt;
    return Cell{0, static_cast<int>(*k)};
  }
  if (!id.empty() && (id[0] == 'V' || var_names.count(id))) {  // a Var cell (vars.cpp)
    const auto at = var_names.find(id);
    if (at == var_names.end()) {
      error(it, "'" + id.substr(0, 20) + "' names no var cell" +
                    (var_names.empty() ? std::string(": the text has no .Var item")
                                       : ": the .Var items name " + var_names.begin()->first +
                                             " .. " + var_names.rbegin()->first));
      return std::nullopt;
    }
    if (replicating) {
      error(it, "var cell '" + id + "': rfsat reads no var cells inside a .Replicate");
      return std::nullopt;
    }
    return Cell{0, at->second};
  }
  if (id.size() == 4 && (id[0] == 'R' || id[0] == 'r') && (id[2] == 'C' || id[2] == 'c')) {
    const int r = base17(id[1]), c = base17(id[3]);
    const Cell moved{r + shift_rows, c + shift_cols};
    const auto inside = [&](Cell x) {
      return x.row >= 1 && x.row <= rows && x.col >= 1 && x.col <= cols;
    };
    if (inside(Cell{r, c}) && inside(moved)) return moved;
    if (inside(Cell{r, c})) {
      error(it, "'" + id + "' copied by the .Replicate lands on R" + std::to_string(moved.row) +
                    "C" + std::to_string(moved.col) + ", outside the grid");
      return std::nullopt;
    }
  }
  error(it, "'" + id.substr(0, 20) + "' is not a cell of this " + std::to_string(rows) + "x" +
                std::to_string(cols) +
                " grid (ISS cells are R1C1 .. R9C9, rows and columns 10-16 written a-g)");
  return std::nullopt;
}

std::optional<std::vector<Cell>> Reader::cells(const Item& it, std::size_t first, std::size_t min) {
  if (it.args.size() < first + min) {
    error(it, "expected at least " + std::to_string(min) + " cell" + (min == 1 ? "" : "s"));
    return std::nullopt;
  }
  std::vector<Cell> out;
  for (std::size_t i = first; i < it.args.size(); ++i) {
    auto c = cell(it, it.args[i]);
    if (!c) return std::nullopt;
    out.push_back(*c);
  }
  return out;
}

std::optional<long long> Reader::integer(const Item& it, const std::string& s, const char* what,
                                         text::IntegerRange range) {
  std::string why;
  std::optional<long long> v = text::read_integer(s, range, what, why);
  if (!v) error(it, why);
  return v;
}

// The neighbours of a DGB var cell, left, right, up, down, as ISS lays the
// n of them out (box_w columns); none for any other var cell.
std::vector<Cell> Reader::dgb_neighbours(Cell c) const {
  const int n = rows, j = c.col - dgb_first, w = box_w;
  if (dgb_first == 0 || j < 0 || j >= n || w < 1) return {};
  std::vector<Cell> out;
  if (j % w > 0) out.push_back({0, c.col - 1});
  if (j % w < w - 1 && j + 1 < n) out.push_back({0, c.col + 1});
  if (j - w >= 0) out.push_back({0, c.col - w});
  if (j + w < n) out.push_back({0, c.col + w});
  return out;
}

std::vector<std::pair<Cell, Cell>> Reader::adjacent_pairs(const std::vector<Cell>& cells) const {
  std::set<int> left;  // cells not visited yet
  for (Cell c : cells) left.insert(number_of(c));
  std::vector<std::pair<Cell, Cell>> out;
  for (Cell c : cells) {
    left.erase(number_of(c));
    if (c.row == 0) {  // a var cell has no neighbour, but for the DGB cells
      for (Cell n : dgb_neighbours(c))
        if (left.count(number_of(n))) out.emplace_back(c, n);
      continue;
    }
    for (Cell n : {Cell{c.row, c.col - 1}, Cell{c.row, c.col + 1}, Cell{c.row - 1, c.col},
                   Cell{c.row + 1, c.col}})
      if (n.row >= 1 && n.row <= rows && n.col >= 1 && n.col <= cols && left.count(number_of(n)))
        out.emplace_back(c, n);
  }
  return out;
}

std::string Reader::list(const std::vector<Cell>& cells) const {
  std::string s;
  for (Cell c : cells)
    s += (s.empty() ? "" : ", ") +
         (c.row == 0 ? "v" + std::to_string(c.col) : std::to_string(number_of(c)));
  return s;
}

bool Reader::has_rule(std::string_view keyword) {
  const sema::Rule* r = sema::find_rule(keyword);
  return r && r->support == sema::Support::implemented;
}

void Reader::emit_rule(std::string_view keyword, const std::string& line, const Item& it) {
  if (has_rule(keyword)) return emit(line, it);
  error(it, "ISS type '" + it.type + "' needs the .rf rule '" + std::string(keyword) +
                "', which this build of rfsat does not have yet");
}

}  // namespace rfsat::formats::iss
