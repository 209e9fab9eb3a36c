// The `or` / `and` / `end` blocks (blocks.hpp): markers matched on a stack
// while the lines are listed, constraints wrapped after the phases.
#include "blocks.hpp"

#include <map>
#include <string>
#include <utility>

#include "resolver.hpp"

namespace rfsat::sema {

std::optional<BlockPlan> plan_blocks(const std::vector<const Rule*>& rules,
                                     const std::vector<const ast::Property*>& props, Resolver& r) {
  BlockPlan plan;
  plan.block_of.assign(rules.size(), -1);
  int open = -1;
  bool ok = true;
  for (std::size_t i = 0; i < rules.size(); ++i) {
    const std::string_view k = rules[i]->keyword;
    plan.block_of[i] = open;
    if (k == "or" || k == "and") {
      plan.blocks.push_back({k == "or", open, i, props[i]->pos});
      open = static_cast<int>(plan.blocks.size()) - 1;
    } else if (k == "end") {
      if (open < 0) {
        r.error(props[i]->pos, "this 'end' closes no 'or' or 'and' block");
        ok = false;
      } else {
        open = plan.blocks[static_cast<std::size_t>(open)].parent;
      }
    }
  }
  for (int b = open; b >= 0; b = plan.blocks[static_cast<std::size_t>(b)].parent) {
    const Block& blk = plan.blocks[static_cast<std::size_t>(b)];
    r.error(blk.pos,
            std::string("this '") + (blk.is_or ? "or" : "and") +
                "' block is never closed: write 'end' on a line of its own after its rules");
    ok = false;
  }
  if (!ok) return std::nullopt;
  return plan;
}

bool may_stand_in_block(const Rule& rule) {
  return rule.phase == Phase::ordinary || rule.phase == Phase::late_dot;
}

void wrap_blocks(const BlockPlan& plan, Resolver& r, std::vector<model::Constraint>& out) {
  // items[b]: what stands in block b, by line: a rule line's constraints,
  // or an inner block's wrapped result (keyed by its opening line).
  std::vector<std::map<std::size_t, std::vector<model::Constraint>>> items(plan.blocks.size());
  for (auto& [key, made] : r.nested())
    items[static_cast<std::size_t>(key.first)][key.second] = std::move(made);
  r.nested().clear();
  std::map<std::size_t, std::vector<model::Constraint>> top;  // by opening line
  for (std::size_t b = plan.blocks.size(); b-- > 0;) {
    const Block& blk = plan.blocks[b];
    std::vector<model::Constraint> result;
    if (items[b].empty()) {
      r.error(blk.pos, std::string("this '") + (blk.is_or ? "or" : "and") +
                           "' block holds no rule before its 'end'");
      continue;
    }
    if (blk.is_or) {
      model::Or o;
      for (auto& [line, made] : items[b]) o.alternatives.push_back(std::move(made));
      result.emplace_back(std::move(o), blk.pos, find_rule("or")->keyword);
    } else {
      for (auto& [line, made] : items[b])
        for (model::Constraint& c : made) result.push_back(std::move(c));
    }
    if (blk.parent >= 0)
      items[static_cast<std::size_t>(blk.parent)][blk.line] = std::move(result);
    else
      top[blk.line] = std::move(result);
  }
  // The outermost blocks in source order (the loop meets them last first),
  // so that a writer writes them back in the order it read them.
  for (auto& [line, result] : top)
    for (model::Constraint& c : result) out.push_back(std::move(c));
}

}  // namespace rfsat::sema
