// Declaration of the `.rf` grammar's top rule (rexpr_full style): the rule
// object's type, BOOST_SPIRIT_DECLARE for it, and `rule_file()`, the accessor
// parse.cpp uses. The definition is in rule_file_def.hpp and is instantiated
// once, for the types of config.hpp, in rule_file.cpp.
#pragma once

#include <boost/spirit/home/x3.hpp>

#include "ast.hpp"

namespace rfsat::parser {

namespace x3 = boost::spirit::x3;

namespace grammar {
struct rule_file_class;
using rule_file_type = x3::rule<rule_file_class, ast::RuleFile>;
BOOST_SPIRIT_DECLARE(rule_file_type)
}  // namespace grammar

// The whole-file rule: zero or more lines, each blank/comment or a property.
grammar::rule_file_type const& rule_file();

}  // namespace rfsat::parser
