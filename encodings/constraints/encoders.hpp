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

// Variant rules (spec §6-§9).
void encode(const model::Sum& c, Context& ctx);
void encode(const model::Product& c, Context& ctx);
void encode(const model::Difference& c, Context& ctx);
void encode(const model::Ratio& c, Context& ctx);
void encode(const model::SumModulo& c, Context& ctx);
void encode(const model::SameRemainder& c, Context& ctx);
void encode(const model::Wheel& c, Context& ctx);
void encode(const model::Equal& c, Context& ctx);
void encode(const model::MinDiff& c, Context& ctx);
void encode(const model::DiffDot& c, Context& ctx);
void encode(const model::RatioDot& c, Context& ctx);
void encode(const model::SumDot& c, Context& ctx);
void encode(const model::CircleDiff& c, Context& ctx);
void encode(const model::CirclePower& c, Context& ctx);
void encode(const model::Greater& c, Context& ctx);
void encode(const model::DifferentPairs& c, Context& ctx);
void encode(const model::NoDiff& c, Context& ctx);
void encode(const model::NoRatio& c, Context& ctx);
void encode(const model::NoSum& c, Context& ctx);
void encode(const model::NoSumModulo& c, Context& ctx);
void encode(const model::NoSameRemainder& c, Context& ctx);
void encode(const model::RippleLine& c, Context& ctx);
void encode(const model::RippleCage& c, Context& ctx);
void encode(const model::Thermo& c, Context& ctx);
void encode(const model::Arrow& c, Context& ctx);
void encode(const model::Palindrome& c, Context& ctx);
void encode(const model::Whisper& c, Context& ctx);
void encode(const model::Sandwich& c, Context& ctx);
void encode(const model::DistinctDigits& c, Context& ctx);  // digits.cpp (Nylimb)

}  // namespace rfsat::enc
