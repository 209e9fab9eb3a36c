// read_scl (scl.hpp). THE SudokuPad feature table: one row per top-level
// key of SudokuPad's puzzle object, saying whether rfsat reads it, refuses
// it, reads it as drawings (drawings.hpp: the rules SudokuPad's f-puzzles
// converter drew) or skips it (no rule,
// listed as not read). A key in no row is an error. Then the readers:
// cells (givens), regions (boxes or jigsaws; none given: no boxes), cages
// (with a total: sum; without: distinct digits; `key: value` cages without
// cells: metadata), the globals, and metadata (title, author, rules,
// solution). Cells are [row, col] 0-based or "r1c1".
#include "sudokupad/scl.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "fpuzzles/read.hpp"
#include "import/json.hpp"
#include "integer_text.hpp"
#include "rule_registry.hpp"
#include "sudokupad/drawings.hpp"

namespace rfsat::formats::sudokupad {
namespace {

using Json = nlohmann::ordered_json;

enum class Role { read, drawing, skipped };
struct Feature {
  std::string_view key;
  Role role;
};
constexpr Feature kFeatures[] = {
    {"cells", Role::read},
    {"regions", Role::read},
    {"cages", Role::read},
    {"global", Role::read},
    {"metadata", Role::read},
    {"lines", Role::drawing},
    {"arrows", Role::drawing},
    {"overlays", Role::drawing},
    {"underlays", Role::drawing},
    {"id", Role::skipped},
    {"cellSize", Role::skipped},
    {"foglight", Role::skipped},
    {"triggereffect", Role::skipped},
    {"settings", Role::skipped},
    {"videos", Role::skipped},
};

// The globals with a rule.
constexpr std::pair<std::string_view, std::string_view> kGlobals[] = {{"antiknight", "anti_knight"},
                                                                      {"antiking", "anti_king"}};
// The globals that exempt what is drawn (a white dot's pair is not bound by
// nonconsecutive; antixv and antiratio: every X, V and black dot is given):
// read with the drawings as f-puzzles' nonconsecutive and negative keys,
// whose handlers know the dots (drawings()).
constexpr std::pair<std::string_view, std::string_view> kNegatives[] = {
    {"nonconsecutive", ""}, {"antixv", "xv"}, {"antiratio", "ratio"}};

struct Cell {
  int row = 0, col = 0;  // 1-based
};

class Scl {
 public:
  Scl(Diagnostics& diags) : diags_(diags) {}

  std::optional<import::Imported> read(const Json& p);

 private:
  void error(const std::string& where, const std::string& m) { diags_.error_at(where, {}, m); }
  std::optional<Cell> cell(const Json& v, const std::string& where);
  std::optional<std::vector<Cell>> cells(const Json& v, const std::string& where);
  std::string list(const std::vector<Cell>& cs) const {
    std::string s;
    for (Cell c : cs)
      s += (s.empty() ? "" : ", ") + std::to_string(import::cell_number(c.row, c.col, n_));
    return s;
  }
  std::optional<long long> integer(const Json& v, std::string& why) const;
  bool size_of(const Json& p);
  void givens(const Json& rows);
  void regions(const Json* v);
  void cages(const Json& v);
  void cage(const Json& c, const std::string& where);
  void globals(const Json& v);
  void metadata(const Json& v);
  void drawings(const Json& p);
  void meta_value(const std::string& key, const Json& v, const std::string& where);
  void emit(const std::string& line, const std::string& where) { out_.rf.add(line, where); }
  bool has_rule(std::string_view k) const {
    const sema::Rule* r = sema::find_rule(k);
    return r && r->support == sema::Support::implemented;
  }

  Diagnostics& diags_;
  int n_ = 0;
  import::Imported out_;
  std::set<std::string> rules_;  // globals (and metadata flags) emitted once
  std::string solution_text_;
  Json negatives_ = Json::object();  // f-puzzles' nonconsecutive and negative keys
  int disjoint_cages_ = 0;
  bool disjoint_global_ = false;
};

std::optional<long long> Scl::integer(const Json& v, std::string& why) const {
  return import::json_integer(v, text::kRuleInteger, "a whole number", why);
}

// [row, column] from 0, or "r1c1": each number exact (text::read_integer).
std::optional<Cell> Scl::cell(const Json& v, const std::string& where) {
  std::string why;
  if (v.is_array() && v.size() == 2 && v[0].is_number_integer() && v[1].is_number_integer()) {
    const auto r = import::json_integer(v[0], {0, n_ - 1}, "a row", why);
    const auto k = import::json_integer(v[1], {0, n_ - 1}, "a column", why);
    if (r && k) return Cell{static_cast<int>(*r) + 1, static_cast<int>(*k) + 1};
  } else if (v.is_string()) {
    const std::string& s = v.get_ref<const std::string&>();
    const std::size_t c = s.find_first_of("cC");
    const bool digits = s.size() >= 4 && (s[0] == 'r' || s[0] == 'R') && c != std::string::npos &&
                        s.find_first_not_of("0123456789", 1) == c &&
                        s.find_first_not_of("0123456789", c + 1) == std::string::npos;
    const auto r =
        digits ? text::read_integer(s.substr(1, c - 1), {1, n_}, "a row", why) : std::nullopt;
    const auto k = r ? text::read_integer(s.substr(c + 1), {1, n_}, "a column", why) : std::nullopt;
    if (r && k) return Cell{static_cast<int>(*r), static_cast<int>(*k)};
  }
  error(where, "expected a cell of the " + std::to_string(n_) + "x" + std::to_string(n_) +
                   " grid, [row, column] from 0 or \"r1c1\"");
  return std::nullopt;
}

std::optional<std::vector<Cell>> Scl::cells(const Json& v, const std::string& where) {
  if (!v.is_array()) {
    error(where, "expected a list of cells");
    return std::nullopt;
  }
  std::vector<Cell> out;
  for (std::size_t i = 0; i < v.size(); ++i) {
    auto c = cell(v[i], where + "[" + std::to_string(i) + "]");
    if (!c) return std::nullopt;
    out.push_back(*c);
  }
  return out;
}

bool Scl::size_of(const Json& p) {
  auto it = p.find("cells");
  if (it == p.end() || !it->is_array() || it->empty()) {
    error("cells", "expected the grid: a list of rows of cells");
    return false;
  }
  n_ = static_cast<int>(it->size());
  for (std::size_t r = 0; r < it->size(); ++r)
    if (!(*it)[r].is_array() || static_cast<int>((*it)[r].size()) != n_) {
      error("cells[" + std::to_string(r) + "]", "expected " + std::to_string(n_) +
                                                    " cells: rfsat reads square "
                                                    "SudokuPad grids");
      return false;
    }
  if (n_ > 35) {
    error("cells",
          "grids up to 35x35 are read, not " + std::to_string(n_) + "x" + std::to_string(n_));
    return false;
  }
  return true;
}

void Scl::givens(const Json& rows) {
  std::map<std::string, int> noted;
  for (int r = 0; r < n_; ++r)
    for (int c = 0; c < n_; ++c) {
      const Json& cell = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      const std::string where = "cells[" + std::to_string(r) + "][" + std::to_string(c) + "]";
      if (cell.is_null()) continue;
      if (!cell.is_object()) {
        error(where, "expected a cell object");
        continue;
      }
      for (auto it = cell.begin(); it != cell.end(); ++it)
        if (it.key() != "value" && it.key() != "given") ++noted[it.key()];
      auto v = cell.find("value");
      if (v == cell.end() || v->is_null() || (v->is_string() && v->get<std::string>().empty()))
        continue;
      auto g = cell.find("given");
      if (g != cell.end() && g->is_boolean() && !g->get<bool>()) continue;  // a solver's digit
      std::string why;
      auto d = integer(*v, why);
      if (!d || *d < 1 || *d > n_) {
        error(where + ".value", "a given is a digit 1.." + std::to_string(n_));
        continue;
      }
      emit("set_cell(" + list({{r + 1, c + 1}}) + ", " +
               import::value_symbol(static_cast<int>(*d)) + ")",
           where);
    }
  for (const auto& [key, count] : noted) {
    const std::string what =
        "cells: " + key + " in " + std::to_string(count) + (count == 1 ? " cell" : " cells");
    out_.ignored.push_back(what);
    // Pencil marks are the solver's notes; anything else a cell shows
    // (colours, highlights) is drawn.
    if (key != "pencilMarks" && key != "candidates") out_.decorations.push_back(what);
  }
}

// Regions equal to the default boxes (h the largest divisor of n not above
// its square root) are box_groups; other regions jigsaws; none: no boxes.
void Scl::regions(const Json* v) {
  if (!v) return;
  if (!v->is_array()) return error("regions", "expected a list of regions");
  int h = 1;
  for (int k = 1; k * k <= n_; ++k)
    if (n_ % k == 0) h = k;
  const int w = n_ / h;
  std::vector<std::vector<int>> got, boxes(static_cast<std::size_t>(n_));
  for (std::size_t i = 0; i < v->size(); ++i) {
    auto cs = cells((*v)[i], "regions[" + std::to_string(i) + "]");
    if (!cs) return;
    std::vector<int> numbers;
    for (Cell c : *cs) numbers.push_back(import::cell_number(c.row, c.col, n_));
    std::sort(numbers.begin(), numbers.end());
    got.push_back(numbers);
  }
  for (int r = 0; r < n_; ++r)
    for (int c = 0; c < n_; ++c)
      boxes[static_cast<std::size_t>(r / h * h + c / w)].push_back(
          import::cell_number(r + 1, c + 1, n_));
  std::vector<std::vector<int>> sorted = got;
  std::sort(sorted.begin(), sorted.end());
  std::sort(boxes.begin(), boxes.end());
  if (sorted == boxes) {
    if (h > 1) emit("box_groups(" + std::to_string(w) + ", " + std::to_string(h) + ")", "regions");
    return;
  }
  for (std::size_t i = 0; i < got.size(); ++i) {
    std::string line;
    for (int x : got[i]) line += (line.empty() ? "" : ", ") + std::to_string(x);
    if (!got[i].empty()) emit("jigsaw(" + line + ")", "regions[" + std::to_string(i) + "]");
  }
}

void Scl::cages(const Json& v) {
  if (!v.is_array()) return error("cages", "expected a list of cages");
  for (std::size_t i = 0; i < v.size(); ++i) {
    diags_.poll();  // --time-limit while loading
    cage(v[i], "cages[" + std::to_string(i) + "]");
  }
}

void Scl::cage(const Json& c, const std::string& where) {
  if (!c.is_object()) return error(where, "expected a cage object");
  const Json* value = c.contains("value") ? &c["value"] : nullptr;
  const bool has_cells = c.contains("cells") && c["cells"].is_array() && !c["cells"].empty();
  if (!has_cells) {  // a label, or `key: value` metadata
    if (value && value->is_string()) {
      const std::string s = value->get<std::string>();
      const std::size_t colon = s.find(':');
      if (colon != std::string::npos && colon > 0 && s.find(' ') > colon) {
        std::size_t rest = colon + 1;
        while (rest < s.size() && std::isspace(static_cast<unsigned char>(s[rest]))) ++rest;
        return meta_value(s.substr(0, colon), Json(s.substr(rest)), where);
      }
    }
    return out_.ignored.push_back(where + " (a cage without cells)");
  }
  auto cs = cells(c["cells"], where + ".cells");
  if (!cs) return;
  const bool hidden = c.value("hidden", false) == true;
  const bool unique = !(c.contains("unique") && c["unique"] == false);
  const std::string type =
      c.contains("type") && c["type"].is_string() ? c["type"].get<std::string>() : "";
  const std::string style =
      c.contains("style") && c["style"].is_string() ? c["style"].get<std::string>() : "";
  if (type == "rowcol" || (hidden && !unique))
    return out_.ignored.push_back(where + " (a hidden cage: rows, columns or cells in no region)");
  if (type == "disjoint" || style == "extraregion") {
    if (type == "disjoint") ++disjoint_cages_;
    return emit("extra_region(" + list(*cs) + ")", where);
  }
  std::optional<long long> total;
  std::string why;
  if (c.contains("sum")) {
    total = integer(c["sum"], why);
    if (!total) return error(where + ".sum", why);
  } else if (value && !value->is_null() &&
             !(value->is_string() && value->get<std::string>().empty())) {
    total = integer(*value, why);
    if (!total && why.rfind("expected", 0) != 0)
      return error(where + ".value", why);  // a number out of range
    if (!total)
      return error(where + ".value",
                   "the cage's clue '" + value->dump().substr(0, 30) +
                       "' is not a total: its rule lives in the puzzle's rules text, which rfsat "
                       "does not read");
  }
  if (!unique)
    return error(where, "a cage whose digits may repeat (unique: false) has no .rf rule yet");
  if (total) return emit("sum(" + std::to_string(*total) + ", " + list(*cs) + ")", where);
  emit(std::string(has_rule("cage") ? "cage" : "extra_region") + "(" + list(*cs) + ")", where);
}

void Scl::globals(const Json& v) {
  if (!v.is_array()) return error("global", "expected a list of names");
  for (std::size_t i = 0; i < v.size(); ++i) {
    const std::string where = "global[" + std::to_string(i) + "]";
    const std::string name = v[i].is_string() ? v[i].get<std::string>() : "";
    bool known = false;
    for (auto [g, rule] : kGlobals)
      if (name == g) {
        known = true;
        if (rules_.insert(std::string(rule)).second) emit(std::string(rule), where);
      }
    for (auto [g, negative] : kNegatives)
      if (name == g) {
        known = true;
        if (negative.empty()) {
          negatives_["nonconsecutive"] = true;
        } else {
          if (!negatives_.contains("negative")) negatives_["negative"] = Json::array();
          negatives_["negative"].push_back(negative);
        }
      }
    if (name == "disjoint") known = disjoint_global_ = true;
    if (!known)
      error(where, "the global '" + name.substr(0, 30) +
                       "' is not read by rfsat (read: antiknight, antiking, "
                       "nonconsecutive, antixv, antiratio, disjoint)");
  }
}

void Scl::meta_value(const std::string& key, const Json& v, const std::string& where) {
  const std::string text = v.is_string() ? v.get<std::string>() : "";
  if (key == "title")
    out_.title = text;
  else if (key == "author")
    out_.author = text;
  else if (key == "rules")
    out_.rules = text;
  else if (key == "solution")
    solution_text_ = text;
  else if ((key == "antiknight" || key == "antiking") && v.is_boolean()) {
    if (v.get<bool>() && rules_.insert(key == "antiknight" ? "anti_knight" : "anti_king").second)
      emit(key == "antiknight" ? "anti_knight" : "anti_king", where);
  }
}

// The drawings SudokuPad's f-puzzles converter made, read back as the
// f-puzzles rules they draw (drawings.hpp); the rest is refused there.
void Scl::drawings(const Json& p) {
  if (diags_.has_errors()) return;
  std::optional<Undrawn> u = undraw(p, n_, diags_);
  if (!u) return;
  for (const std::string& d : u->decoration) {
    out_.ignored.push_back(d);
    out_.decorations.push_back(d);  // drawn, no rule: warned of by every command
  }
  for (auto it = negatives_.begin(); it != negatives_.end(); ++it) {
    u->keys[it.key()] = it.value();
    u->origins[it.key()] = "global";
  }
  if (!u->keys.empty()) fpuzzles::read_fpuzzles_keys(u->keys, n_, diags_, out_.rf, u->origins);
}

void Scl::metadata(const Json& v) {
  if (!v.is_object()) return error("metadata", "expected an object");
  for (auto it = v.begin(); it != v.end(); ++it)
    meta_value(it.key(), it.value(), "metadata." + it.key());
}

std::optional<import::Imported> Scl::read(const Json& p) {
  out_.format = "SudokuPad";
  if (!p.is_object()) {
    error("(top level)", "expected SudokuPad's puzzle object {\"cells\": ..., ...}");
    return std::nullopt;
  }
  for (auto it = p.begin(); it != p.end(); ++it) {
    const Feature* f = nullptr;
    for (const Feature& x : kFeatures)
      if (x.key == it.key()) f = &x;
    if (!f)
      error(it.key(), "unknown SudokuPad key '" + it.key().substr(0, 30) +
                          "': rfsat cannot tell whether it carries a "
                          "rule, so it refuses the puzzle rather than drop it");
    else if (f->role == Role::skipped)
      out_.ignored.push_back(it.key());
  }
  if (!size_of(p) || diags_.has_errors()) return std::nullopt;
  out_.rf.add("values = " + import::value_symbols(n_), "cells");
  out_.rf.add("row_groups", "");
  out_.rf.add("column_groups", "");
  regions(p.contains("regions") ? &p["regions"] : nullptr);
  givens(p["cells"]);
  if (p.contains("metadata")) metadata(p["metadata"]);
  if (p.contains("global")) globals(p["global"]);
  if (p.contains("cages")) cages(p["cages"]);
  drawings(p);
  if (disjoint_global_ && disjoint_cages_ == 0)
    error("global", "'disjoint' without its disjoint cages: rfsat reads the groups from the cages");
  if (!solution_text_.empty()) {
    if (static_cast<int>(solution_text_.size()) != n_ * n_) {
      error("metadata.solution",
            "expected " + std::to_string(n_ * n_) + " characters, one per cell");
    } else {
      for (char c : solution_text_) {
        const int v = c >= '1' && c <= '9' ? c - '0' : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : 0;
        out_.solution += v >= 1 && v <= n_ ? import::value_symbol(v) : '.';
      }
      if (out_.solution.find_first_not_of('.') == std::string::npos) out_.solution.clear();
    }
  }
  if (diags_.has_errors()) return std::nullopt;
  import::Imported done = std::move(out_);
  import::RfText head;
  std::string title = "SudokuPad";
  if (!done.title.empty()) title += ": " + done.title;
  if (!done.author.empty()) title += " by " + done.author;
  head.comment(title);
  if (!done.rules.empty()) head.comment("rules: " + done.rules);
  done.rf.prepend(head);
  if (!done.ignored.empty()) {
    std::string l;
    for (const std::string& s : done.ignored) l += (l.empty() ? "" : "; ") + s;
    done.rf.comment("not read (no rule): " + l);
  }
  return done;
}

}  // namespace

std::optional<import::Imported> read_scl(const nlohmann::ordered_json& puzzle, Diagnostics& diags) {
  return Scl(diags).read(puzzle);
}

}  // namespace rfsat::formats::sudokupad
