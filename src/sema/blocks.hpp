// Composite rules: `or` and `and` open a block of rule lines and `end`
// closes it. plan_blocks finds which block each line stands in (reporting
// unmatched markers); wrap_blocks, after every phase, turns what the lines
// of each block made (Resolver::nested) into model::Or constraints, the
// innermost blocks first. An `or` holds if one of its items holds: a rule
// line (every constraint it made) or an `and` block inside it (all of its
// items). An `and` outside any `or` only groups lines. The composite rules
// of ISS (Or, And), written as its `.Or ... .End`.
//
//   or
//     set_cell(1, 1)
//     and
//       set_cell(1, 2)
//       kropki_diff(1, 5)
//     end
//   end
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "ast.hpp"
#include "constraint.hpp"
#include "rule_registry.hpp"

namespace rfsat::sema {

class Resolver;

struct Block {
  bool is_or = false;
  int parent = -1;       // the enclosing block, -1 at top level
  std::size_t line = 0;  // the index of its `or` / `and` line
  ast::SourcePos pos;
};

struct BlockPlan {
  std::vector<int> block_of;  // per line: the innermost block it stands in, -1 for none
  std::vector<Block> blocks;  // in the order they open
};

// The markers of `rules` (one registry row per line, in source order).
// Reports `end` without a block and a block without `end`; nullopt then.
std::optional<BlockPlan> plan_blocks(const std::vector<const Rule*>& rules,
                                     const std::vector<const ast::Property*>& props, Resolver& r);

// Whether the row may stand inside a block: rules read line by line
// (Phase::ordinary, Phase::late_dot) only.
bool may_stand_in_block(const Rule& rule);

// Appends one constraint per top-level `or` (and the lines of top-level
// `and` blocks) to the puzzle, from Resolver::nested.
void wrap_blocks(const BlockPlan& plan, Resolver& r, std::vector<model::Constraint>& out);

}  // namespace rfsat::sema
