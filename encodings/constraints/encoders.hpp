// One encoder per constraint kind (OR-tools "expand" style), all with the
// same signature; dispatch.cpp reaches them through one std::visit, so a kind
// of model/constraint.hpp without an overload here fails to compile.
#pragma once

#include "context.hpp"

namespace rfsat::enc {

void encode(const model::Group& c, Context& ctx);             // group.cpp
void encode(const model::Renban& c, Context& ctx);            // renban.cpp
void encode(const model::Given& c, Context& ctx);             // cell_rules.cpp
void encode(const model::AllowedSymbols& c, Context& ctx);    // cell_rules.cpp
void encode(const model::ForbiddenSymbols& c, Context& ctx);  // cell_rules.cpp
void encode(const model::Parity& c, Context& ctx);            // cell_rules.cpp

}  // namespace rfsat::enc
