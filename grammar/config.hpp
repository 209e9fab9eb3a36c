// The one place that fixes the types the `.rf` grammar is compiled for: the
// iterator (over a std::string_view), the skipper (space, tab, CR and `//`
// comments; never LF, which ends a property) and the full parse context
// (skipper + error handler). rule_file.cpp instantiates the grammar for exactly
// these types and parse.cpp calls it with them.
#pragma once

#include <boost/spirit/home/x3.hpp>

#include <string_view>
#include <type_traits>

#include "error_handler.hpp"

namespace rfsat::parser {

namespace x3 = boost::spirit::x3;

using iterator_type = std::string_view::const_iterator;

// Whitespace is ignored everywhere (spec §1); a comment runs to the LF.
inline const auto skipper =
    x3::lit(' ') | x3::lit('\t') | x3::lit('\r') | (x3::lit("//") >> *(x3::char_ - '\n'));
using skipper_type = std::remove_cv_t<decltype(skipper)>;

using phrase_context_type = x3::phrase_parse_context<skipper_type>::type;
using error_handler_type = error_handler<iterator_type>;
using context_type = x3::context<error_handler_tag, error_handler_type, phrase_context_type>;

}  // namespace rfsat::parser
