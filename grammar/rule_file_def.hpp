// Definition of the `.rf` line grammar (spec §1) in Spirit X3, rexpr_full style.
// The skipper (config.hpp) drops space, tab, CR and `//` comments everywhere,
// also between the characters of a name or token, so `1 2` is the token "12".
// Tokens get their text through ast_adapted.hpp and their position from
// annotate_position; the rest of the AST is built by small semantic actions.
// Every point where a wrong character is a syntax error is an expectation
// (`>`) on a named rule; error_handler.hpp maps its id to the text after
// "expected ". Include only from rule_file.cpp (it defines rule_file()).
#pragma once

#include <boost/spirit/home/x3.hpp>

#include <string>
#include <utility>
#include <vector>

#include "ast.hpp"
#include "ast_adapted.hpp"
#include "error_handler.hpp"
#include "rule_file.hpp"

namespace rfsat::parser {
namespace grammar {

using x3::lit;

// ---- Rule ids: Token rules annotate positions, the top rule reports errors.
struct name_text_class;
struct name_rest_class;
struct token_text_class;
struct token_rest_class;
struct string_text_class;
struct name_class : annotate_position {};
struct argument_class : annotate_position {};
struct value_class : annotate_position {};
struct property_class;
struct after_name_class;
struct group_class;
struct groups_class;
struct call_body_class;
struct close_class;
struct end_of_line_class;
struct rule_file_class : error_handler_base {};

// ---- Rules. The names are ids for human_name() in error_handler.hpp.
x3::rule<name_text_class, std::string> const name_text = "name_text";
x3::rule<name_rest_class, char> const name_rest = "name_rest";
x3::rule<token_text_class, std::string> const token_text = "token_text";
x3::rule<token_rest_class, char> const token_rest = "token_rest";
x3::rule<string_text_class, std::string> const string_text = "string_text";
x3::rule<name_class, ast::Token> const name = "name";
x3::rule<argument_class, ast::Token> const argument = "argument";
x3::rule<value_class, ast::Token> const value = "value";
x3::rule<property_class, ast::Property> const property = "property";
x3::rule<after_name_class> const after_name = "after_name";
x3::rule<group_class, ast::ArgGroup> const group = "group";
x3::rule<groups_class, std::vector<ast::ArgGroup>> const groups = "groups";
x3::rule<call_body_class, std::vector<ast::ArgGroup>> const call_body = "call_body";
x3::rule<close_class> const close = "close";
x3::rule<end_of_line_class> const end_of_line = "end_of_line";
rule_file_type const rule_file = "rule_file";

// ---- Characters. Explicit ranges, not x3's alpha/alnum: those assert on
// bytes >= 0x80, which must simply be a syntax error here.
const auto name_start = x3::char_('a', 'z') | x3::char_('A', 'Z') | x3::char_('_');
const auto name_char = name_start | x3::char_('0', '9');
const auto token_char = x3::char_('!', '~') - x3::char_("(),;=/");

// ---- Semantic actions (each writes into the enclosing rule's attribute).
const auto set_name = [](auto& ctx) {
  ast::Property& p = x3::_val(ctx);
  p.name = std::move(x3::_attr(ctx));
  p.pos = p.name.pos;  // a property is where its name is
};
const auto set_value = [](auto& ctx) {
  ast::Property& p = x3::_val(ctx);
  p.shape = ast::Shape::assign;
  p.value = std::move(x3::_attr(ctx));
};
const auto set_groups = [](auto& ctx) {
  ast::Property& p = x3::_val(ctx);
  p.shape = ast::Shape::call;
  p.groups = std::move(x3::_attr(ctx));
  if (p.groups.empty()) p.groups.emplace_back();  // `f()`: one empty group
};
const auto push_property = [](auto& ctx) {
  x3::_val(ctx).properties.push_back(std::move(x3::_attr(ctx)));
  x3::get<error_handler_tag>(ctx).poll();  // --time-limit while loading
};

// ---- Definitions.
// Whitespace between the characters of a name or token is skipped. Each later
// character is its own rule because a failing rule rolls its skip back: no
// trailing whitespace or comment is eaten, so an error after a token points
// right behind it.
const auto name_rest_def = name_char;
const auto token_rest_def = token_char;
const auto name_text_def = name_start >> *name_rest;
const auto token_text_def = token_char >> *token_rest;
const auto name_def = name_text;
// A quoted argument (a regex_line pattern) is one token kept as written,
// quotes included: no whitespace or comment is skipped inside, `\c` keeps c
// (a quote) inside, and it ends on its line. An argument that starts with a
// quote but does not close on the line is read as an ordinary token.
const auto string_text_def = x3::raw[x3::lexeme[lit('"') >> *((lit('\\') >> (x3::char_ - '\n')) |
                                                              (x3::char_ - x3::char_("\"\n"))) >>
                                                lit('"')]];
const auto argument_def = string_text | token_text;
const auto value_def = token_text;

const auto end_of_line_def = lit('\n') | x3::eoi;
const auto after_name_def = &(lit('=') | lit('(') | end_of_line);

const auto group_def = argument >> *(lit(',') > argument);
const auto groups_def = group >> *(lit(';') > group);
const auto close_def = lit(')');
const auto call_body_def = lit(')') | (groups > close);

const auto property_def = (name[set_name] > after_name) >>
                          -((lit('=') > value)[set_value] | (lit('(') > call_body)[set_groups]);

const auto rule_file_def =
    *(!x3::eoi >> (end_of_line | (x3::expect[property][push_property] > end_of_line)));

BOOST_SPIRIT_DEFINE(name_text, name_rest, token_text, token_rest, string_text, name, argument,
                    value, end_of_line, after_name, group, groups, close, call_body, property,
                    rule_file)

}  // namespace grammar

grammar::rule_file_type const& rule_file() { return grammar::rule_file; }

}  // namespace rfsat::parser
