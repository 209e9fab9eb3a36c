// ISS's Var items (issue 51): `.Var~PREFIX~label~size` declares `size` cells
// outside the grid (a count, or RxC: R*C cells), named `V{PREFIX}` when it
// is one cell and `V{PREFIX}1`..`V{PREFIX}{n}` otherwise (ISS's
// sudoku_constraint.js Var, read for its naming only). Entry points:
// read_vars, after the layout pass, and var_header. They become `.rf`'s
// `var_cells = N` (docs/rf-language.md, "Var cells"), numbered after chaos
// construction's labels, in ISS's order (prefixes sorted).
#include <algorithm>
#include <regex>
#include <string>

#include "iss/reader.hpp"

namespace rfsat::formats::iss {
namespace {

// The cells of one Var's size: "" -> 1, "N" or "RxC" with positive numbers.
std::optional<long long> var_size(Reader& rd, const Item& it, const std::string& size) {
  if (size.empty()) return 1;
  static const std::regex kSize("(?:([1-9][0-9]{0,3})x)?([1-9][0-9]{0,3})");
  std::smatch m;
  if (!std::regex_match(size, m, kSize)) {
    rd.error(it, "expected the size of .Var~PREFIX~label~size: a count or RxC, not '" +
                     size.substr(0, 20) + "'");
    return std::nullopt;
  }
  return (m[1].matched ? std::stoll(m[1].str()) : 1) * std::stoll(m[2].str());
}

// A .Doppelganger's var cells, first after the chaos labels: DGC k (what
// row k lacks) is `.rf`'s k-th, DGR k (column k) the (n + k)-th, DGB k (box
// k) the (2n + k)-th (docs/rf-language.md "Doppelganger"); ISS's DGZ, its
// fixed 0, is none. The number of the last var cell so far.
int doppelganger_vars(Reader& rd, const std::vector<Item>& items) {
  const int first = rd.chaos ? rd.rows * rd.cols : 0;  // the labels come first
  rd.doppelganger = std::any_of(items.begin(), items.end(),
                                [](const Item& it) { return it.type == "Doppelganger"; });
  if (!rd.doppelganger || rd.rows != rd.cols) return first;
  const int n = rd.rows;
  for (int k = 1; k <= n; ++k) {
    rd.var_names["DGC" + std::to_string(k)] = first + k;
    rd.var_names["DGR" + std::to_string(k)] = first + n + k;
    rd.var_names["DGB" + std::to_string(k)] = first + 2 * n + k;
  }
  rd.dgb_first = first + 2 * n + 1;
  return first + 3 * n;
}

}  // namespace

bool read_vars(Reader& rd, const std::vector<Item>& items) {
  std::map<std::string, std::pair<const Item*, long long>> groups;  // sorted by prefix, as ISS
  for (const Item& it : items) {
    if (it.type != "Var") continue;
    if (it.args.empty() || it.args.size() > 3 ||
        !std::regex_match(it.args[0], std::regex("[A-Z]{1,8}"))) {
      rd.error(it, "expected .Var~PREFIX~label~size with PREFIX upper-case letters A-Z");
      return false;
    }
    const auto n = var_size(rd, it, it.args.size() > 2 ? it.args[2] : "");
    if (!n) return false;
    if (!groups.emplace(it.args[0], std::pair{&it, *n}).second) {
      rd.error(it, "the Var prefix '" + it.args[0] + "' is declared twice");
      return false;
    }
  }
  const int first = doppelganger_vars(rd, items);  // after chaos labels, doppelganger's
  for (const auto& [prefix, group] : groups) {
    if (rd.var_count + group.second > 4096) {
      rd.error(*group.first, "more than 4096 var cells");
      return false;
    }
    for (long long k = 1; k <= group.second; ++k)
      rd.var_names["V" + prefix + (group.second == 1 ? "" : std::to_string(k))] =
          first + ++rd.var_count;
  }
  return true;
}

void var_header(Reader& rd) {
  if (rd.doppelganger) {
    const std::string n = std::to_string(rd.rows), two = std::to_string(2 * rd.rows);
    rd.out.rf.comment("ISS's doppelganger var cells: DGCk = vk (what row k lacks), DGRk = v(" + n +
                      "+k) (column k), DGBk = v(" + two + "+k) (box k)");
  }
  if (rd.var_count == 0) return;
  rd.out.rf.add("var_cells = " + std::to_string(rd.var_count), "");
  std::map<int, std::string> by_cell;
  for (const auto& [name, k] : rd.var_names) by_cell[k] = name;
  std::string names;
  for (const auto& [k, name] : by_cell)
    names += (names.empty() ? "" : ", ") + name + " = v" + std::to_string(k);
  rd.out.rf.comment("ISS's var cells: " + names);
}

}  // namespace rfsat::formats::iss
