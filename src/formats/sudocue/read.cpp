// parse_killer and read_sudocue (read.hpp).
#include "sudocue/read.hpp"

#include <algorithm>
#include <cctype>
#include <climits>
#include <map>

#include "integer_text.hpp"

namespace rfsat::formats::sudocue {
namespace {

constexpr int kSide = 9, kCells = 81;

std::string cell_name(int i) {
  return "r" + std::to_string(i / kSide + 1) + "c" + std::to_string(i % kSide + 1);
}

int total_of(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  if (c >= 'a' && c <= 'j') return c - 'a' + 36;
  return -1;
}

// The neighbour an arrow points to: (row step, column step), or none.
bool arrow_step(char c, int& dr, int& dc) {
  switch (c) {
    case '<':
      dr = 0, dc = -1;
      return true;
    case '>':
      dr = 0, dc = 1;
      return true;
    case '^':
      dr = -1, dc = 0;
      return true;
    case 'v':
      dr = 1, dc = 0;
      return true;
    case '`':
      dr = -1, dc = -1;
      return true;
    case '\'':
      dr = -1, dc = 1;
      return true;
    case ',':
      dr = 1, dc = -1;
      return true;
    case '.':
      dr = 1, dc = 1;
      return true;
    default:
      return false;
  }
}

bool short_shape(std::string_view t) {
  if (t.size() != kCells) return false;
  int dr, dc;
  bool arrow = false;
  for (char c : t) {
    const bool a = arrow_step(c, dr, dc);
    if (!a && total_of(c) < 0) return false;
    arrow = arrow || (a && c != '.' && c != ',') || c == '<';
  }
  return arrow;
}

std::optional<Killer> parse_short(std::string_view t, Diagnostics& diags) {
  std::vector<int> next(kCells);
  for (int i = 0; i < kCells; ++i) {
    int dr = 0, dc = 0;
    if (!arrow_step(t[static_cast<std::size_t>(i)], dr, dc)) {
      next[static_cast<std::size_t>(i)] = i;
      continue;
    }
    const int r = i / kSide + dr, c = i % kSide + dc;
    if (r < 0 || r >= kSide || c < 0 || c >= kSide) {
      diags.error_at(
          cell_name(i), {},
          std::string("the arrow '") + t[static_cast<std::size_t>(i)] + "' points out of the grid");
      return std::nullopt;
    }
    next[static_cast<std::size_t>(i)] = r * kSide + c;
  }
  std::map<int, Cage> cages;  // by root
  for (int i = 0; i < kCells; ++i) {
    int root = i, steps = 0;
    while (next[static_cast<std::size_t>(root)] != root) {
      root = next[static_cast<std::size_t>(root)];
      if (++steps > kCells) {
        diags.error_at(cell_name(i), {},
                       "the arrows from this cell go round in a loop and reach no cage total");
        return std::nullopt;
      }
    }
    Cage& cage = cages[root];
    cage.total = total_of(t[static_cast<std::size_t>(root)]);
    cage.cells.push_back(i);
  }
  Killer k;
  for (auto& [root, cage] : cages) {
    std::stable_partition(cage.cells.begin(), cage.cells.end(),
                          [r = root](int c) { return c == r; });
    k.cages.push_back(std::move(cage));
  }
  return k;
}

// The long form's fields read one way: id = v % 256, sum = v / 256 (ISS),
// or the other. A field whose sum is 0 is a cell in no cage (ISS). Valid
// when one id has one sum and, with `roots`, every id is the index of a cell
// of its own cage (SudoCue's top-left cell); ISS takes any id.
std::optional<Killer> read_fields(const std::vector<long long>& v, bool sum_high, bool roots) {
  std::map<long long, Cage> cages;
  for (int i = 0; i < kCells; ++i) {
    const long long x = v[static_cast<std::size_t>(i)];
    const long long id = sum_high ? x % 256 : x / 256, sum = sum_high ? x / 256 : x % 256;
    if (sum == 0) continue;
    if (roots && id >= kCells) return std::nullopt;
    auto [it, fresh] = cages.try_emplace(id);
    if (!fresh && it->second.total != sum) return std::nullopt;
    it->second.total = static_cast<int>(sum);
    it->second.cells.push_back(i);
  }
  Killer k;
  for (auto& [id, cage] : cages) {
    const int root = static_cast<int>(id);
    if (roots && std::find(cage.cells.begin(), cage.cells.end(), root) == cage.cells.end())
      return std::nullopt;
    if (roots)
      std::stable_partition(cage.cells.begin(), cage.cells.end(),
                            [root](int c) { return c == root; });
    k.cages.push_back(std::move(cage));
  }
  return k;
}

std::optional<Killer> parse_long(std::string_view t, Diagnostics& diags) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= t.size()) {
    std::size_t end = t.find(':', start);
    if (end == std::string_view::npos) end = t.size();
    parts.emplace_back(t.substr(start, end - start));
    start = end + 1;
  }
  if (!parts.empty() && parts.back().empty() && parts.size() == kCells + 4) parts.pop_back();
  if (parts.size() != kCells + 3 || parts[0] != "3x3" || (parts[1] != "" && parts[1] != "d") ||
      parts[2] != "k") {
    diags.error_at("(SudoCue killer)", {},
                   "expected 3x3:d:k: or 3x3::k: followed by 81 fields separated by ':'");
    return std::nullopt;
  }
  std::vector<long long> v;
  for (int i = 0; i < kCells; ++i) {
    const std::string& f = parts[static_cast<std::size_t>(i + 3)];
    std::string why;
    const auto x =
        f.empty() || f[0] == '-'
            ? std::nullopt
            : text::read_integer(f, {0, INT_MAX}, "a number (sum * 256 + root cell)", why);
    if (!x) {
      diags.error_at("field " + std::to_string(i + 1) + " (" + cell_name(i) + ")", {},
                     why.empty() ? "expected a number (sum * 256 + root cell), found '" +
                                       text::shortened(f) + "'"
                                 : why);
      return std::nullopt;
    }
    v.push_back(*x);
  }
  // SudoCue's roots either way round first, so a file with the bytes
  // swapped is not taken for ISS's cages of any id.
  std::optional<Killer> k = read_fields(v, true, true);
  if (!k) k = read_fields(v, false, true);
  if (!k) k = read_fields(v, true, false);
  if (!k) {
    diags.error_at("(SudoCue killer)", {},
                   "the fields name no consistent cages: each is sum * 256 + the cage's id "
                   "(SudoCue: the index of its top-left cell), one sum per id");
    return std::nullopt;
  }
  k->diagonals = parts[1] == "d";
  return k;
}

}  // namespace

std::optional<Killer> parse_killer(std::string_view compact, Diagnostics& diags, bool* recognised) {
  const bool is_long = compact.substr(0, 4) == "3x3:", is_short = !is_long && short_shape(compact);
  if (recognised) *recognised = is_long || is_short;
  if (is_long) return parse_long(compact, diags);
  if (is_short) return parse_short(compact, diags);
  return std::nullopt;
}

std::optional<import::Imported> read_sudocue(std::string_view text, Diagnostics& diags) {
  std::string compact;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) compact += c;
  bool recognised = false;
  std::optional<Killer> k = parse_killer(compact, diags, &recognised);
  if (!recognised)
    diags.error_at("(SudoCue killer)", {},
                   "expected SudoCue's killer: 81 cage totals and arrows, or 3x3:d:k:...");
  if (!k) return std::nullopt;
  import::Imported out;
  out.format = "SudoCue";
  out.rf.comment("SudoCue killer");
  out.rf.add("values = 123456789", "");
  out.rf.add("row_groups", "");
  out.rf.add("column_groups", "");
  out.rf.add("box_groups(3, 3)", "");
  if (k->diagonals) {
    out.rf.add("diagonal(73, 9)", "d (diagonals)");
    out.rf.add("diagonal(1, 81)", "d (diagonals)");
  }
  for (const Cage& c : k->cages) {
    std::string cells;
    for (int i : c.cells) cells += (cells.empty() ? "" : ", ") + std::to_string(i + 1);
    const std::string where = "the cage of " + cell_name(c.cells.front());
    if (c.total == 0)
      out.rf.add(std::string(import::distinct_cage()) + "(" + cells + ")", where);
    else
      out.rf.add("sum(" + std::to_string(c.total) + ", " + cells + ")", where);
  }
  return out;
}

}  // namespace rfsat::formats::sudocue
