// The rule registry's rows written out for readers: one row in full for
// `rfsat rules KEYWORD` (signature, meaning, example file), and the
// reference of docs/rf-language.md in Markdown (every row: signature,
// meaning, example, picture), which a test compares with the page and
// scripts/rule_pictures.sh regenerates. Both print only registry fields, so
// the page and the command cannot disagree.
//
//   write_rule(*find_rule("sum"), std::cout);
#pragma once

#include <iosfwd>
#include <string>

#include "rule_registry.hpp"

namespace rfsat::sema {

// `rfsat rules KEYWORD`: the signature, section and shape, the meaning,
// the names it is also known by, and the example file indented.
void write_rule(const Rule& rule, std::ostream& out);

// The reference section of docs/rf-language.md, between its markers.
std::string reference_markdown();

// Where a row's picture is, from docs/: "pictures/rules/sum.svg".
std::string picture_path(const Rule& rule);

}  // namespace rfsat::sema
