// The semantic pass: AST -> puzzle model. Resolves `values` first, then the
// grid, then every rule in source order (whole-grid rules last: the phases
// and handlers are the rule registry's, rule_registry.hpp), reporting each
// problem (unknown rule with the closest known name, wrong argument count or
// type, cell out of range or a hole, symbol not in `values`, bad diagonal,
// oversized group) at its exact source position.
// Spec: ../shared/spec/rf-format.md §1-§9.
#pragma once

#include <optional>

#include "ast.hpp"
#include "diagnostics.hpp"
#include "puzzle.hpp"

namespace rfsat::sema {

// Returns the puzzle, or nullopt after adding at least one error to `diags`.
std::optional<model::Puzzle> resolve(const ast::RuleFile& file, Diagnostics& diags);

}  // namespace rfsat::sema
