// The abstract syntax tree of a `.rf` rule file, as the grammar produces it.
// Every node records where it starts in the source (line and column, 1-based),
// so the semantic pass can point at the exact argument that is wrong.
// This header is Spirit-free on purpose: the semantic pass includes it, and only
// grammar/ may include Boost.Spirit (the attribute glue is in ast_adapted.hpp).
#pragma once

#include <string>
#include <vector>

#include "source_pos.hpp"

namespace rfsat::ast {

// A place in the source text (src/text/source_pos.hpp): 1-based line and
// column, 0 for unknown.
using SourcePos = rfsat::SourcePos;

// Base of every positioned node. Token positions come from the grammar's
// on_success handler; a Property takes the position of its name.
struct Tagged {
  SourcePos pos;
};

// One argument of a call, or the token after `=`, with all whitespace removed
// (`1 2` is the token "12"). Its meaning (integer, symbol) is decided later.
struct Token : Tagged {
  std::string text;
};

// Arguments separated by `,`. A call's argument list is one or more groups
// separated by `;`: `wheel(1,2,10,11; 1,2,3,4)` has two groups of four.
using ArgGroup = std::vector<Token>;

enum class Shape {
  flag,    // name
  assign,  // name = token
  call,    // name(arg, ...; arg, ...)
};

// One line of the file: a property.
struct Property : Tagged {
  Token name;                   // pos of the property == pos of its name
  Shape shape = Shape::flag;
  Token value;                  // shape == assign
  std::vector<ArgGroup> groups;  // shape == call; `f()` gives one empty group
};

struct RuleFile {
  std::vector<Property> properties;  // in source order
};

}  // namespace rfsat::ast
