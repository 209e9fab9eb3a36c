// Lowers one constraint of any kind to clauses (see dispatch.cpp).
#pragma once

#include "context.hpp"

namespace rfsat::enc {

void encode_constraint(const model::Constraint& c, Context& ctx);

}  // namespace rfsat::enc
