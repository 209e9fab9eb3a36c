// The single dispatch from constraint kind to encoder. No default branch:
// adding a kind to model/constraint.hpp without an encoder breaks the build.
#include "dispatch.hpp"

#include <string>
#include <variant>

#include "constraints/encoders.hpp"

namespace rfsat::enc {

void encode_constraint(const model::Constraint& c, Context& ctx) {
  try {
    std::visit([&ctx](const auto& kind) { encode(kind, ctx); }, c.kind);
  } catch (const cnf::LimitExceeded& e) {
    if (e.kind != cnf::LimitExceeded::Kind::size) throw;
    // Name the rule, and its line when a rule file made it.
    std::string where = std::string(c.rule.empty() ? model::kind_name(c) : c.rule);
    if (c.origin.line > 0) where += " (line " + std::to_string(c.origin.line) + ")";
    throw cnf::too_large(where + ": " + e.what());
  }
}

}  // namespace rfsat::enc
