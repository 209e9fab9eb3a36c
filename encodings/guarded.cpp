// GuardedEncoding (guarded.hpp): the fixed part through encode_domains, then
// a ladder for every cell, then each item's constraints through the one
// dispatch with its activation literal added to every clause they make.
#include "guarded.hpp"

#include "context.hpp"
#include "dispatch.hpp"

namespace rfsat::enc {

GuardedEncoding::GuardedEncoding(const model::Puzzle& p, const std::vector<int>& item_of, int items,
                                 Domains domains, const Options& options)
    : view_(p), options_(options) {
  view_.constraints.clear();
  for (std::size_t k = 0; k < p.constraints.size(); ++k)
    if (item_of[k] == -1) view_.constraints.push_back(p.constraints[k]);
  fixed_ = view_.constraints.size();
  e_ = encode_domains(view_, std::move(domains), options_);
  ctx_ = std::make_unique<Context>(Context{view_, options_, e_.vars, e_.formula});
  // Ladders are cached per cell and reused by later constraints: built under
  // a guard, they would vanish with the item that happened to build them.
  for (int c = 0; c < p.geometry.total_cells(); ++c)
    if (!p.geometry.is_hole(c)) order::of_cell(*ctx_, c);
  activation_.resize(items);
  for (int i = 0; i < items; ++i) activation_[i] = e_.formula.new_var();
  std::vector<std::vector<model::Constraint>> by_item(items);
  for (std::size_t k = 0; k < p.constraints.size(); ++k)
    if (item_of[k] >= 0) by_item[item_of[k]].push_back(p.constraints[k]);
  for (int i = 0; i < items; ++i) {
    std::size_t offset = 0;
    encode_alone(by_item[i], -activation_[i], &offset);
  }
}

GuardedEncoding::~GuardedEncoding() = default;

// Encoders look at the puzzle around a constraint (a cage's cells that share
// a group may not repeat a digit): an item sees the fixed constraints and
// its own only, so that it never holds what another item's rule implies
// while that item is off. Class literals defined under one guard are not
// reused under another.
void GuardedEncoding::encode_alone(std::span<const model::Constraint> constraints, int guard,
                                   std::size_t* offset) {
  view_.constraints.insert(view_.constraints.end(), constraints.begin(), constraints.end());
  ctx_->class_cache.clear();
  *offset = e_.formula.literals().size();
  for (std::size_t k = fixed_; k < view_.constraints.size(); ++k)
    encode_constraint(view_.constraints[k], *ctx_);
  e_.formula.guard_since(*offset, guard);
  ctx_->class_cache.clear();
  view_.constraints.erase(view_.constraints.begin() + static_cast<std::ptrdiff_t>(fixed_),
                          view_.constraints.end());
}

int GuardedEncoding::add_guarded(std::span<const model::Constraint> constraints,
                                 std::size_t* offset) {
  const int a = e_.formula.new_var();
  encode_alone(constraints, -a, offset);
  return a;
}

}  // namespace rfsat::enc
