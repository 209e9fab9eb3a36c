// The straight line between two cells of a rectangular grid, for the rules
// read along one (little_killer, sandwich and the outside clues): one
// 45-degree diagonal, or also one row or column. Errors name the cells.
//
//   auto cells = straight_line(r, prop, args[1], args[2], true);  // a row, column or diagonal
#pragma once

#include <optional>
#include <vector>

#include "ast.hpp"
#include "resolver.hpp"

namespace rfsat::sema {

// The cells from token `ta` to `tb`, both included, in that order; nullopt
// after an error when the grid is not rectangular, a token is no cell, the
// two are not on one diagonal (or, if `orthogonal`, row or column), or the
// line crosses a hole.
std::optional<std::vector<int>> straight_line(Resolver& r, const ast::Property& prop,
                                              const ast::Token& ta, const ast::Token& tb,
                                              bool orthogonal);

}  // namespace rfsat::sema
