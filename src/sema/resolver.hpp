// Internal state of the semantic pass and the argument helpers every rule
// handler uses. Each helper reports its own error at the token's position and
// returns nullopt, so handlers read as "get args, build constraint".
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ast.hpp"
#include "diagnostics.hpp"
#include "layouts.hpp"
#include "puzzle.hpp"

namespace rfsat::sema {

class Resolver {
 public:
  Resolver(Diagnostics& diags, model::Puzzle& puzzle) : diags_(diags), p_(puzzle) {}

  // Phases (resolve.cpp runs them in this order).
  bool resolve_values(const std::vector<const ast::Property*>& props);  // values.cpp
  void resolve_grid(const std::vector<const ast::Property*>& props);    // grid.cpp
  void resolve_rule(const ast::Property& prop);                         // rules.cpp
  void finish();                                                         // rules.cpp

  // --- argument helpers (args.cpp) ---
  void error(ast::SourcePos pos, std::string msg) { diags_.error(pos, std::move(msg)); }
  // All arguments of a call as one list; errors if there is more than one group.
  std::optional<std::vector<ast::Token>> flat_args(const ast::Property& p);
  bool expect_count(const ast::Property& p, const std::vector<ast::Token>& args, std::size_t min,
                    std::size_t max, const char* what);
  std::optional<long long> integer(const ast::Token& t);
  std::optional<int> cell(const ast::Token& t);  // 1-based in, 0-based out, never a hole
  std::optional<int> symbol(const ast::Token& t);
  std::optional<std::vector<int>> cells(const std::vector<ast::Token>& ts);
  std::optional<std::vector<int>> symbols(const std::vector<ast::Token>& ts);
  std::string cell_name(int cell) const;
  // Why a hole is one: "restrict_grid" or "outside every sub_grid".
  std::string hole_reason(int cell) const;
  // False (after an error at the rule) when `prop` needs a rectangular grid
  // and the grid is a hexagon.
  bool rectangular(const ast::Property& prop);

  // Adds a group after checking its size and that no cell repeats.
  void add_group(std::vector<int> cells, const ast::Property& origin, bool renban_eligible);
  // add_group for the lines and boxes of the grid itself (rows, columns,
  // boxes, hexagon lines, layouts): a cell set made twice is added once.
  void add_grid_group(std::vector<int> cells, const ast::Property& origin, bool renban_eligible);
  void add(model::ConstraintKind kind, const ast::Property& origin) {
    p_.constraints.push_back({std::move(kind), origin.pos});
  }
  // The puzzle being built (geometry and symbols are final in phase 3).
  model::Puzzle& puzzle() { return p_; }
  // Cells of each extra_region / jigsaw group so far, in source order (ripple_cages).
  const std::vector<std::vector<int>>& region_groups() const { return region_groups_; }
  bool has_errors() const { return diags_.has_errors(); }

 private:
  bool layout_and_box(const std::vector<const ast::Property*>& props);  // grid.cpp
  bool hexagon(const ast::Property& prop);                                 // grid.cpp
  void sub_grid(const ast::Property& prop);                                // grid.cpp
  void rows_and_columns(const ast::Property& prop);
  void lines(const std::vector<std::vector<int>>& lines, const ast::Property& prop, bool renban_eligible);
  void box_groups(const ast::Property& prop);
  void boxes(int w, int h, const ast::Property& prop);
  void layout_groups(const ast::Property& prop);
  void diagonal(const ast::Property& prop);
  void cell_list_rule(const ast::Property& prop, const std::string& name);
  void single_cell_rule(const ast::Property& prop, const std::string& name);

  Diagnostics& diags_;
  model::Puzzle& p_;
  std::vector<std::vector<int>> renban_groups_;
  std::vector<std::vector<int>> region_groups_;  // extra_region, jigsaw
  std::optional<ast::SourcePos> renban_flag_;
  std::vector<const ast::Property*> deferred_;  // §8 rules, see variant_rules.hpp
  std::set<std::vector<int>> grid_groups_;       // sorted cells of add_grid_group's groups
  std::optional<LayoutName> layout_;             // the named layout, if any
  const ast::Property* layout_prop_ = nullptr;   // where it was first chosen
  int layout_w_ = 0, layout_h_ = 0;              // its box shape (0: none needed)
};

}  // namespace rfsat::sema
