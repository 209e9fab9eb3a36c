// The special members of model::Constraint, out of line: see constraint.hpp.
#include "constraint.hpp"

namespace rfsat::model {

Constraint::Constraint(ConstraintKind k, SourcePos o, std::string_view r)
    : kind(std::move(k)), origin(o), rule(r) {}
Constraint::Constraint(const Constraint&) = default;
Constraint::Constraint(Constraint&&) noexcept = default;
Constraint& Constraint::operator=(const Constraint&) = default;
Constraint& Constraint::operator=(Constraint&&) noexcept = default;
Constraint::~Constraint() = default;

}  // namespace rfsat::model
