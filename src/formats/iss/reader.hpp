// The state an ISS type handler works on (types.cpp rows, types_*.cpp
// handlers): the grid (shape, boxes), cell ids `R1C1` (ISS's base-17 form:
// rows and columns 1-9 then a-g), typed access to arguments that reports
// the item, and the `.rf` output. Internal to iss/.
#pragma once

#include <algorithm>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "diagnostics.hpp"
#include "import/imported.hpp"
#include "integer_text.hpp"

namespace rfsat::formats::iss {

struct Cell {
  int row = 0, col = 0;  // 1-based; row 0: the var cell v<col> (ISS's CC<col>)
};

// One `.Type~arg~arg` item: its arguments and where it is.
struct Item {
  std::string type;  // "" for givens
  std::vector<std::string> args;
  std::string where;  // ".Cage~15~R1C1~R1C2 (1:120)", shortened
};

class Reader;
struct TypeRow;
using TypeHandler = void (*)(Reader&, const Item&, const TypeRow&);

struct TypeRow {
  std::string_view type;  // the ISS type
  TypeHandler handler;
  std::string_view keyword;  // the .rf rule it writes
  std::string_view reading;  // one line for docs/formats.md
};

// Every ISS type rfsat reads (or names as not yet read), types.cpp.
std::span<const TypeRow> type_rows();

class Reader {
 public:
  explicit Reader(Diagnostics& diags) : diags_(diags) {}

  // --- the grid: set by the layout pass (read.cpp) before any rule ---
  int rows = 9, cols = 9;
  bool boxes = true;         // false after .NoBoxes
  int box_w = 3, box_h = 3;  // 0 when the size has no boxes
  bool jigsaw = false;
  bool raw = false;    // ISS's Raw grid type: no rows, columns or boxes
  bool chaos = false;  // a .ChaosConstruction: CCk names grid cell k's region label
  // ISS's Var cells (vars.cpp, read after the layout): name (VA, VA3) -> the
  // var cell number k of `.rf`'s vk (after chaos construction's labels).
  std::map<std::string, int> var_names;
  int var_count = 0;  // the `var_cells = N` to write
  // A .Doppelganger: its var cells DGC1.. (what the rows lack), DGR1..
  // (the columns), DGB1.. (the boxes) are `.rf`'s first 3n var cells
  // (vars.cpp); ISS lays the DGB cells out as the boxes (box_w columns), and
  // a mark between two of them reads that adjacency (adjacent_pairs).
  bool doppelganger = false;
  int dgb_first = 0;  // the var cell number of DGB1 (0: none)
  // The values (value_range.cpp): `values` of them from `min_value` (1, or
  // 0 in ISS's 0-indexed grids); ISS's default is 1..max(rows, cols).
  int values = 9, min_value = 1;
  int max_value() const { return min_value + values - 1; }
  bool standard_values() const { return min_value == 1 && values == std::max(rows, cols); }
  // The `.rf` symbol of value v: 0, then 1-9, A-G.
  static char symbol(int v) { return v == 0 ? '0' : import::value_symbol(v); }

  // The move of the Replicate copy being read (read.cpp): every cell read
  // is moved by it, and must stay in the grid.
  int shift_rows = 0, shift_cols = 0;
  bool replicating = false;  // no region cells (CCk) there: they are not moved

  void error(const Item& it, const std::string& message) { diags_.error_at(it.where, {}, message); }
  void warning(const Item& it, const std::string& message) {
    diags_.warning_at(it.where, {}, message);
  }
  bool failed() const { return diags_.has_errors(); }
  void poll() { diags_.poll(); }  // --time-limit while loading

  // --- arguments ---
  std::optional<Cell> cell(const Item& it, const std::string& id);
  // Arguments from `first` on as cells (at least `min`).
  std::optional<std::vector<Cell>> cells(const Item& it, std::size_t first, std::size_t min);
  // An integer argument, exact (text::read_integer), else an error at the item.
  std::optional<long long> integer(const Item& it, const std::string& s, const char* what,
                                   text::IntegerRange range = text::kRuleInteger);
  // Adjacent pairs among `cells` as ISS forms them: for each cell in order,
  // its neighbours later in the list (a dot or X over several cells).
  std::vector<std::pair<Cell, Cell>> adjacent_pairs(const std::vector<Cell>& cells) const;
  std::vector<Cell> dgb_neighbours(Cell c) const;

  // --- output ---
  // A grid cell's 1-based number; a var cell (row 0) a key after the grid's,
  // so that comparisons never mistake one for a grid cell (written by list).
  int number_of(Cell c) const {
    return c.row == 0 ? rows * cols + c.col : import::cell_number(c.row, c.col, cols);
  }
  std::string list(const std::vector<Cell>& cells) const;
  void emit(const std::string& line, const Item& it) { out.rf.add(line, it.where); }
  static bool has_rule(std::string_view keyword);
  void emit_rule(std::string_view keyword, const std::string& line, const Item& it);

  import::Imported out;

 private:
  Diagnostics& diags_;
};

// vars.cpp: every .Var~PREFIX~label~size item, read after the layout pass
// (its cells are numbered after chaos construction's labels) into
// var_names; false after an error. var_header writes `var_cells = N` and a
// comment mapping the names.
bool read_vars(Reader& rd, const std::vector<Item>& items);
void var_header(Reader& rd);

// The handlers the rows name (types_*.cpp).
namespace types {
void givens(Reader&, const Item&, const TypeRow&);
void layout(Reader&, const Item&,
            const TypeRow&);  // Shape, NoBoxes, Jigsaw, RegionSize: read.cpp's first pass
void flag(Reader&, const Item&, const TypeRow&);            // no arguments -> the keyword
void full_rank_ties(Reader&, const Item&, const TypeRow&);  // ~none, ~only-unclued, ~any
void diagonal(Reader&, const Item&, const TypeRow&);
void windoku(Reader&, const Item&, const TypeRow&);
void disjoint_sets(Reader&, const Item&, const TypeRow&);
void region_same_values(Reader&, const Item&, const TypeRow&);
void line(Reader&, const Item&, const TypeRow&);  // cells -> keyword(cells)
void set(Reader&, const Item&, const TypeRow&);   // cells -> keyword(cells) (a group: AllDifferent)
void whisper(Reader&, const Item&, const TypeRow&);
void number_line(Reader&, const Item&, const TypeRow&);  // n~cells -> keyword(n; cells)
void arrow(Reader&, const Item&, const TypeRow&);
void pill_arrow(Reader&, const Item&, const TypeRow&);
void cage(Reader&, const Item&, const TypeRow&);
void sum(Reader&, const Item&, const TypeRow&);
// types_relations.cpp: Pair, PairX, Binary, BinaryX; and the Sum with
// coefficients or a cell listed twice (called by sum with its cells).
void pair(Reader&, const Item&, const TypeRow&);
void weighted_sum(Reader&, const Item&, const std::vector<Cell>& cells);
void rellik(Reader&, const Item&, const TypeRow&);
void little_killer(Reader&, const Item&, const TypeRow&);
void sandwich(Reader&, const Item&, const TypeRow&);
void pair_marks(Reader&, const Item&, const TypeRow&);  // WhiteDot, BlackDot, X, V, GreaterThan
void quad(Reader&, const Item&, const TypeRow&);
void contain(Reader&, const Item&, const TypeRow&);  // ContainAtLeast / ContainExact
void parity(Reader&, const Item&, const TypeRow&);   // Odd / Even
void indexing(Reader&, const Item&, const TypeRow&);
// types_zoo.cpp: issue 27's outside clues, sum lines and set rules.
void double_line_clues(Reader&, const Item&,
                       const TypeRow&);  // XSum, Skyscraper, ...: ~R3~left~right
void sum_line(Reader&, const Item&, const TypeRow&);
void look_and_say(Reader&, const Item&, const TypeRow&);
void same_values(Reader&, const Item&, const TypeRow&);
void equal_sum(Reader&, const Item&, const TypeRow&);
// types_automata.cpp: regular-language lines.
void regex(Reader&, const Item&, const TypeRow&);
void nfa(Reader&, const Item&, const TypeRow&);
// types_chaos.cpp: chaos construction's clues (CCk: grid cell k's region).
void chaos_count(Reader&, const Item&, const TypeRow&);
void chaos_arrow(Reader&, const Item&, const TypeRow&);
void not_yet(Reader&, const Item&, const TypeRow&);  // a type whose .rf rule does not exist yet
void no_rf_form(Reader&, const Item&,
                const TypeRow&);  // a type rfsat will not read (Or, Regex, ...)
// .Or / .And: read by read.cpp's rules() as block markers, never through
// their rows (which name their `.rf` keyword for the docs).
void block_marker(Reader&, const Item&, const TypeRow&);
void hint(Reader&, const Item&, const TypeRow&);  // a solver setting: no rule, listed
}  // namespace types

}  // namespace rfsat::formats::iss
