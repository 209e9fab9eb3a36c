// The state an f-puzzles key handler works on (keys.cpp rows, keys_*.cpp
// handlers): the grid size, typed access to JSON values that reports the
// key path of anything malformed, the `.rf` output and the facts that whole-
// puzzle rules need at the end (nonconsecutive, negative, dots seen).
// Internal to fpuzzles/.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "diagnostics.hpp"
#include "import/imported.hpp"

namespace rfsat::formats::fpuzzles {

using Json = nlohmann::ordered_json;

struct Cell {
  int row = 0, col = 0;  // 1-based; outside clues use 0 or size + 1
};

class Reader;
struct KeyRow;
// A handler reads the value of its key; `row` names the key and the `.rf`
// keyword it writes (so one handler serves every key of one shape).
using KeyHandler = void (*)(Reader&, const Json& value, const KeyRow& row);

struct KeyRow {
  std::string_view key;      // the f-puzzles key
  KeyHandler handler;
  std::string_view keyword;  // the .rf rule it writes (docs; generic handlers use it)
  std::string_view reading;  // one line for docs/formats.md
};

// The key as the path prefix of its items' error messages.
inline std::string key_of(const KeyRow& row) { return std::string(row.key); }

// Every key with a meaning, in the order they are documented (keys.cpp).
std::span<const KeyRow> key_rows();
// Keys that carry no rule: skipped, and listed as ignored (keys.cpp).
std::span<const std::string_view> cosmetic_keys();

class Reader {
 public:
  Reader(Diagnostics& diags, int size) : diags_(diags), size_(size) {}

  int size() const { return size_; }
  void error(const std::string& where, const std::string& message) { diags_.error_at(where, {}, message); }
  bool failed() const { return diags_.has_errors(); }

  // --- typed access; each reports `where` and returns nullopt/false ---
  // Items of an array value, each with its path `key[i]`.
  bool for_each_item(const Json& v, const std::string& key,
                     const std::function<void(const Json&, const std::string&)>& f);
  const Json* member(const Json& object, std::string_view name, const std::string& where, bool required);
  std::optional<bool> boolean(const Json& v, const std::string& where);
  // An integer, or a string holding one ("20"); `fallback` for null, "" or a
  // missing member when it is set.
  std::optional<long long> number(const Json* v, const std::string& where,
                                  std::optional<long long> fallback = std::nullopt);
  // "R1C2" (case-insensitive), inside the grid; `outside` allows row or
  // column 0 or size + 1 (one of them, not both) instead.
  std::optional<Cell> cell(const Json& v, const std::string& where, bool outside = false);
  std::optional<std::vector<Cell>> cells(const Json& v, const std::string& where, std::size_t min);
  // `item.lines`: lists of cells, each with its path.
  bool for_each_line(const Json& item, const std::string& where, std::size_t min,
                     const std::function<void(const std::vector<Cell>&, const std::string&)>& f);

  // --- output ---
  int number_of(Cell c) const { return import::cell_number(c.row, c.col, size_); }
  std::string list(const std::vector<Cell>& cells) const;  // "12, 13, 14"
  void emit(const std::string& line, const std::string& where) { out.rf.add(line, where); }
  // Whether this build implements `.rf` keyword `k` (the row needs it).
  static bool has_rule(std::string_view k);
  // Emits `line` if `keyword` is implemented, else an error naming both.
  void emit_rule(std::string_view keyword, const std::string& line, const std::string& where,
                 std::string_view key);
  void ignore(std::string what) { out.ignored.push_back(std::move(what)); }

  import::Imported out;
  // Whole-puzzle facts, applied by finish_negatives (keys_global.cpp).
  bool nonconsecutive = false;
  std::set<std::string> negative;  // "ratio", "xv"
  bool dots = false;               // any difference or ratio dot
  std::set<long long> ratios;      // the values of the ratio (black) dots
  bool standard_boxes = true;      // the regions are the default boxes
  int box_w = 0, box_h = 0;        // the default box shape (0: none)

 private:
  Diagnostics& diags_;
  int size_;
  std::set<std::string> missing_;  // keys already reported for a missing rule
};

// After every key: the negative constraints (nonconsecutive, negative).
void finish_negatives(Reader& rd);

// The handlers the table rows name (keys_*.cpp).
namespace keys {
void flag(Reader&, const Json&, const KeyRow&);            // true -> the keyword
void diagonal(Reader&, const Json&, const KeyRow&);        // diagonal+ / diagonal-
void disjoint_groups(Reader&, const Json&, const KeyRow&);
void nonconsecutive(Reader&, const Json&, const KeyRow&);
void negative(Reader&, const Json&, const KeyRow&);
void killer_cages(Reader&, const Json&, const KeyRow&);
void cell_sets(Reader&, const Json&, const KeyRow&);       // {cells} -> keyword(cells)
void single_cells(Reader&, const Json&, const KeyRow&);    // {cell} -> keyword(cell), one per item
void all_cells(Reader&, const Json&, const KeyRow&);       // {cell} -> keyword(all cells), one line
void dots(Reader&, const Json&, const KeyRow&);            // difference (1), ratio (2)
void xv(Reader&, const Json&, const KeyRow&);
void clones(Reader&, const Json&, const KeyRow&);
void quadruples(Reader&, const Json&, const KeyRow&);
void plain_lines(Reader&, const Json&, const KeyRow&);     // {lines} -> keyword(line), one per line
void whispers(Reader&, const Json&, const KeyRow&);
void lockouts(Reader&, const Json&, const KeyRow&);
void arrows(Reader&, const Json&, const KeyRow&);
void little_killers(Reader&, const Json&, const KeyRow&);
void sandwiches(Reader&, const Json&, const KeyRow&);
void directed_clues(Reader&, const Json&,
                    const KeyRow&);  // {cell, value} -> keyword(value, near, far)
// A key whose rule the .rf language does not have yet: an error naming the
// keyword it will map to (issue 27 adds them; its row then gets a handler).
void not_yet(Reader&, const Json&, const KeyRow&);
}  // namespace keys

}  // namespace rfsat::formats::fpuzzles
