// Internal state of the semantic pass and the helpers every rule handler
// (handlers.hpp) uses. Each argument helper reports its own error at the
// token's position and returns nullopt, so handlers read as "get args, build
// constraint"; every constraint made is tagged with the keyword of the rule
// being resolved (model::Constraint::rule).
#pragma once

#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "ast.hpp"
#include "diagnostics.hpp"
#include "integer_text.hpp"
#include "layouts.hpp"
#include "puzzle.hpp"
#include "rule_registry.hpp"

namespace rfsat::sema {

class Resolver {
 public:
  Resolver(Diagnostics& diags, model::Puzzle& puzzle) : diags_(diags), p_(puzzle) {}

  // The phases read whole (resolve.cpp runs them as Phase lists them).
  bool resolve_values(const std::vector<const ast::Property*>& props);  // values.cpp
  void resolve_grid(const std::vector<const ast::Property*>& props);    // grid.cpp
  // Runs the row's handler on `prop`; what it makes is tagged with the row.
  // Polls the load's deadline (--time-limit; Diagnostics::poll).
  void dispatch(const Rule& rule, const ast::Property& prop) {
    diags_.poll();
    rule_ = rule.keyword;
    rule.resolve.fn(*this, prop);
  }
  // The load's diagnostics, for helpers that poll its deadline in long loops.
  Diagnostics& diagnostics() { return diags_; }
  // A rule about to build more than its text (pairs over the whole grid)
  // reserves the bytes first: past --memory-limit, LoadMemoryLimit.
  void reserve(std::size_t bytes) {
    diags_.poll();
    diags_.reserve(bytes);
  }
  // After the ordinary phase: the constraints made so far are the ones
  // whose pairs the whole-grid rules exempt.
  void end_ordinary_phase() { ordinary_end_ = p_.constraints.size(); }
  void finish();  // rules.cpp: the renban flag

  // --- argument helpers (args.cpp) ---
  void error(ast::SourcePos pos, std::string msg) { diags_.error(pos, std::move(msg)); }
  // All arguments of a call as one list; errors if there is more than one group.
  std::optional<std::vector<ast::Token>> flat_args(const ast::Property& p);
  bool expect_count(const ast::Property& p, const std::vector<ast::Token>& args, std::size_t min,
                    std::size_t max, const char* what);
  // An integer in `range` (text::read_integer: exact, or an error at the
  // token naming the range).
  std::optional<long long> integer(const ast::Token& t,
                                   text::IntegerRange range = text::kRuleInteger,
                                   const char* what = "an integer");
  // A number 1-based, or a name `r1c1` (cell_names.hpp), or a var cell `v3`
  // (rules_chaos.cpp); 0-based out, never a hole.
  std::optional<int> cell(const ast::Token& t);
  std::optional<int> var_cell(const ast::Token& t);
  // Replaces each run `r1c1-r1c4` of `p`'s arguments by the names of its
  // cells, in order (straight_line); false after an error at a run.
  bool expand_runs(ast::Property& p);
  std::optional<int> symbol(const ast::Token& t);
  std::optional<std::vector<int>> cells(const std::vector<ast::Token>& ts);
  // The cells of `ts`, each listed once: a repeat is an error at its token
  // ("'cage' lists cell 12 (r2c3) twice"). Linear in the list (a rule may
  // list every cell of a 250,000-cell grid).
  std::optional<std::vector<int>> cells_once(const ast::Property& p,
                                             std::span<const ast::Token> ts);
  std::optional<std::vector<int>> symbols(const std::vector<ast::Token>& ts);
  std::string cell_name(int cell) const;
  // Why a hole is one: "restrict_grid" or "outside every sub_grid".
  std::string hole_reason(int cell) const;
  // False (after an error at the rule) when `prop` needs a rectangular grid
  // and the grid is a hexagon.
  bool rectangular(const ast::Property& prop);

  // Adds a group after checking its size and that no cell repeats; false
  // (after an error) if it did not.
  bool add_group(std::vector<int> cells, const ast::Property& origin, bool renban_eligible);
  // add_group for the lines and boxes of the grid itself (rows, columns,
  // boxes, hexagon lines, layouts): a cell set made twice is added once.
  void add_grid_group(std::vector<int> cells, const ast::Property& origin, bool renban_eligible);
  // add_grid_group for each line, stopping at the first error.
  void add_lines(const std::vector<std::vector<int>>& lines, const ast::Property& origin,
                 bool renban_eligible);
  // The w x h boxes of every grid; the first box shape is the geometry's.
  void add_boxes(int w, int h, const ast::Property& origin);
  // add_group for extra_region / jigsaw, remembered for ripple_cages.
  void add_region(std::vector<int> cells, const ast::Property& origin, bool renban_eligible);
  // add_region for a jigsaw region, also remembered as one (region_sum_line).
  void add_jigsaw(std::vector<int> cells, const ast::Property& origin);
  void add(model::ConstraintKind kind, const ast::Property& origin) {
    model::Constraint c{std::move(kind), origin.pos, rule_};
    if (block_ >= 0)
      nested_[{block_, line_}].push_back(std::move(c));
    else
      p_.constraints.push_back(std::move(c));
  }
  // Rules inside `or` / `and` blocks (blocks.cpp): while line `line` of
  // block `block` (-1: none) is resolved, add() keeps what it makes apart,
  // keyed by (block, line), for the block to wrap.
  void enter_line(int block, std::size_t line) { block_ = block, line_ = line; }
  std::map<std::pair<int, std::size_t>, std::vector<model::Constraint>>& nested() {
    return nested_;
  }
  // How many groups, regions, boxes and flags the rules have set up so far:
  // a rule inside a block may make constraints, nothing else.
  std::size_t structure_count() const {
    return renban_groups_.size() + region_groups_.size() + boxes_.size() + jigsaws_.size() +
           grid_groups_.size() + (renban_flag_ ? 1 : 0);
  }
  // The `renban` flag (the last one's position is the origin of its renbans).
  void set_renban_flag(ast::SourcePos pos) { renban_flag_ = pos, renban_rule_ = rule_; }
  // The `chaos_construction` flag: its region labels become var cells once
  // the grid is known (add_chaos, rules_chaos.cpp, right after resolve_grid).
  void set_chaos_flag(ast::SourcePos pos) { chaos_flag_ = pos, chaos_rule_ = rule_; }
  void add_chaos();
  // `var_cells = N`: N more var cells, after chaos_construction's labels
  // (add_declared_var_cells, rules_var_cells.cpp, right after add_chaos).
  void set_var_cells(ast::SourcePos pos, int n);
  void add_declared_var_cells();
  // The `doppelganger` flag: its 3n var cells come before `var_cells = N`'s
  // (add_doppelganger_var_cells, called by add_declared_var_cells); its
  // constraint is made after the whole-grid phase, once the boxes are known
  // (add_doppelganger; rules_doppelganger.cpp).
  void set_doppelganger_flag(ast::SourcePos pos) {
    doppelganger_flag_ = pos, doppelganger_rule_ = rule_;
  }
  void add_doppelganger_var_cells();
  void add_doppelganger();
  // The `toroidal` flag (toroidal.cpp): the whole-grid rules add their seam
  // pairs under the keyword `toroidal` (add_as); check_toroidal, after the
  // whole-grid phase, refuses a grid or rules it has no reading for.
  void set_toroidal(ast::SourcePos pos) { toroidal_ = pos; }
  bool toroidal() const { return toroidal_.has_value(); }
  const model::Puzzle& puzzle_view() const { return p_; }
  void check_toroidal();
  void add_as(model::ConstraintKind kind, const ast::Property& origin, std::string_view rule) {
    const std::string_view own = rule_;
    // The registry's own keyword: tests compare a constraint's rule by address.
    const Rule* row = find_rule(rule);
    rule_ = row ? row->keyword : rule;
    add(std::move(kind), origin);
    rule_ = own;
  }
  // The `full_rank_any_ties` flag: full_rank clues made after it (all of
  // them: it is read up front) may tie with other entries.
  void set_full_rank_ties() { full_rank_ties_ = true; }
  bool full_rank_ties() const { return full_rank_ties_; }
  // The puzzle being built (geometry and symbols are final in phase 3).
  model::Puzzle& puzzle() { return p_; }
  // The constraints of the ordinary phase (see end_ordinary_phase).
  std::span<const model::Constraint> ordinary_constraints() const {
    return std::span(p_.constraints).first(ordinary_end_);
  }
  // Cells of each extra_region / jigsaw group so far, in source order (ripple_cages).
  const std::vector<std::vector<int>>& region_groups() const { return region_groups_; }
  // The boxes made so far (box_groups, layouts), each once, and the jigsaw
  // regions, in source order (region_sum_line).
  const std::vector<std::vector<int>>& boxes() const { return boxes_; }
  const std::vector<std::vector<int>>& jigsaws() const { return jigsaws_; }
  // The box shape of the named layout (grid.cpp; 0 x 0 when none is needed).
  int layout_box_width() const { return layout_w_; }
  int layout_box_height() const { return layout_h_; }
  bool has_errors() const { return diags_.has_errors(); }

 private:
  // grid.cpp: the steps of resolve_grid.
  struct GridLines {
    const ast::Property* seen[2];  // the `columns` and `rows` lines, if any
    const ast::Property* hex;      // the `hexagonal_grid` line, if any
    int side[2];                   // columns, rows
  };
  GridLines grid_lines(const std::vector<const ast::Property*>& props);
  bool layout_and_box(const std::vector<const ast::Property*>& props);
  bool hexagon_grid(const std::vector<const ast::Property*>& props, const GridLines& lines);
  bool hexagon(const ast::Property& prop);
  bool rectangle_grid(const std::vector<const ast::Property*>& props, GridLines& lines);
  bool layout_sides(GridLines& lines);
  void sub_grid(const ast::Property& prop);

  Diagnostics& diags_;
  model::Puzzle& p_;
  std::vector<std::vector<int>> renban_groups_;
  std::vector<std::vector<int>> region_groups_;  // extra_region, jigsaw
  std::vector<std::vector<int>> boxes_;          // see boxes()
  std::set<std::vector<int>> box_keys_;          // sorted cells of boxes_
  std::vector<std::vector<int>> jigsaws_;        // see jigsaws()
  std::optional<ast::SourcePos> renban_flag_;
  std::string_view renban_rule_;                 // the keyword of renban_flag_
  std::optional<ast::SourcePos> chaos_flag_;     // see set_chaos_flag
  std::string_view chaos_rule_;
  std::optional<ast::SourcePos> var_cells_at_;  // see set_var_cells
  int declared_var_cells_ = 0;
  std::optional<ast::SourcePos> doppelganger_flag_;  // see set_doppelganger_flag
  std::string_view doppelganger_rule_;
  int doppelganger_first_ = -1;                  // its first var cell
  std::optional<ast::SourcePos> toroidal_;       // see set_toroidal
  bool full_rank_ties_ = false;                  // see set_full_rank_ties
  std::string_view rule_;                        // the keyword being resolved
  int block_ = -1;                               // see enter_line
  std::size_t line_ = 0;
  std::map<std::pair<int, std::size_t>, std::vector<model::Constraint>> nested_;
  std::size_t ordinary_end_ = 0;                 // see end_ordinary_phase
  std::set<std::vector<int>> grid_groups_;       // sorted cells of add_grid_group's groups
  std::optional<LayoutName> layout_;             // the named layout, if any
  const ast::Property* layout_prop_ = nullptr;   // where it was first chosen
  int layout_w_ = 0, layout_h_ = 0;              // its box shape (0: none needed)
};

}  // namespace rfsat::sema
