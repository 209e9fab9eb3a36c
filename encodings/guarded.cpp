// GuardedEncoding (guarded.hpp): the fixed part through encode_domains, then
// a ladder for every cell, then each item's constraints through the one
// dispatch with its activation literal added to every clause they make.
#include "guarded.hpp"

#include "context.hpp"
#include "dispatch.hpp"

namespace rfsat::enc {

GuardedEncoding::GuardedEncoding(const model::Puzzle& p, const std::vector<int>& item_of, int items,
                                 Domains domains, const Options& options)
    : p_(p), options_(options) {
  model::Puzzle fixed = p;
  fixed.constraints.clear();
  for (std::size_t k = 0; k < p.constraints.size(); ++k)
    if (item_of[k] == -1) fixed.constraints.push_back(p.constraints[k]);
  e_ = encode_domains(fixed, std::move(domains), options_);
  ctx_ = std::make_unique<Context>(Context{p_, options_, e_.vars, e_.formula});
  // Ladders are cached per cell and reused by later constraints: built under
  // a guard, they would vanish with the item that happened to build them.
  for (int c = 0; c < p.geometry.cell_count(); ++c)
    if (!p.geometry.is_hole(c)) order::of_cell(*ctx_, c);
  activation_.resize(items);
  for (int i = 0; i < items; ++i) activation_[i] = e_.formula.new_var();
  std::vector<std::vector<const model::Constraint*>> by_item(items);
  for (std::size_t k = 0; k < p.constraints.size(); ++k)
    if (item_of[k] >= 0) by_item[item_of[k]].push_back(&p.constraints[k]);
  for (int i = 0; i < items; ++i) {
    const std::size_t offset = e_.formula.literals().size();
    for (const model::Constraint* c : by_item[i]) encode_constraint(*c, *ctx_);
    e_.formula.guard_since(offset, -activation_[i]);
  }
}

GuardedEncoding::~GuardedEncoding() = default;

int GuardedEncoding::add_guarded(std::span<const model::Constraint> constraints,
                                 std::size_t* offset) {
  const int a = e_.formula.new_var();
  *offset = e_.formula.literals().size();
  for (const model::Constraint& c : constraints) encode_constraint(c, *ctx_);
  e_.formula.guard_since(*offset, -a);
  return a;
}

}  // namespace rfsat::enc
