// The single dispatch from constraint kind to encoder. No default branch:
// adding a kind to model/constraint.hpp without an encoder breaks the build.
#include "dispatch.hpp"

#include <variant>

#include "constraints/encoders.hpp"

namespace rfsat::enc {

void encode_constraint(const model::Constraint& c, Context& ctx) {
  std::visit([&ctx](const auto& kind) { encode(kind, ctx); }, c.kind);
}

}  // namespace rfsat::enc
