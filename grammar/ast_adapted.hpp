// Adaptation of the AST to X3's attribute machinery (ast.hpp stays Spirit-free).
// No BOOST_FUSION_ADAPT_STRUCT is needed: Property and RuleFile are filled by
// small semantic actions (rule_file_def.hpp) and ArgGroup is a std::vector.
// The one hook: a rule producing std::string (the whitespace-free characters
// of a name or token) may fill an ast::Token, setting its text. This keeps the
// Token rules free of semantic actions, so X3 hands their ast::Token to the
// on_success handler that records its position.
#pragma once

#include <boost/spirit/home/x3.hpp>

#include <string>
#include <utility>

#include "ast.hpp"

namespace boost::spirit::x3 {

template <>
struct transform_attribute<rfsat::ast::Token, std::string> {
  using type = std::string;
  static std::string pre(rfsat::ast::Token&) { return {}; }
  static void post(rfsat::ast::Token& token, std::string&& text) { token.text = std::move(text); }
};

}  // namespace boost::spirit::x3
