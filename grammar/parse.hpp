// The non-template facade of the grammar: the only entry points other stages
// call. Spirit stays behind this header.
//
//   std::string text = read_file("killer.rf");
//   rfsat::Diagnostics diags("killer.rf", text);
//   std::optional<rfsat::ast::RuleFile> rf = rfsat::parser::parse_rule_file(text, diags);
//   if (!rf) { diags.print(std::cerr); return 2; }
#pragma once

#include <optional>
#include <string_view>

#include "ast.hpp"
#include "diagnostics.hpp"

namespace rfsat::parser {

// Parses the complete `.rf` line syntax (spec §1): one property per line, the
// three shapes, `;` groups, `//` comments, whitespace ignored everywhere.
// On a syntax error adds one diagnostic (position + what was expected) to
// `diags` and returns nullopt. Rule names are not checked here.
std::optional<ast::RuleFile> parse_rule_file(std::string_view text, Diagnostics& diags);

}  // namespace rfsat::parser
