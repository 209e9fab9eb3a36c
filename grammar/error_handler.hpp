// Error handling and position tagging of the `.rf` grammar (rexpr_full style).
// `error_handler` sits in the parse context under `error_handler_tag`; it turns
// iterators into 1-based line:column positions and records the first syntax
// error as a Diagnostic ("expected ')', ',' or ';'"). Rule ids derive from
// `annotate_position` (fills ast::Tagged::pos on success) and the top rule from
// `error_handler_base` (converts x3::expectation_failure into that Diagnostic).
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "ast.hpp"
#include "diagnostics.hpp"
#include "line_index.hpp"

namespace rfsat::parser {

namespace x3 = boost::spirit::x3;

struct error_handler_tag;

// What the user reads after "expected " for the id (x3 rule name) of a rule
// whose expectation failed. Unknown ids (e.g. literals like "')'") pass through.
inline std::string_view human_name(std::string_view rule_id) {
  struct Entry {
    std::string_view id, human;
  };
  static constexpr Entry table[] = {
      {"property", "a rule name"},
      {"after_name", "'=', '(' or end of line"},
      {"value", "a token after '='"},
      {"call_body", "an argument or ')'"},
      {"group", "an argument"},
      {"argument", "an argument"},
      {"close", "')', ',' or ';'"},
      {"end_of_line", "end of line"},
  };
  for (const Entry& e : table) {
    if (e.id == rule_id) return e.human;
  }
  return rule_id;
}

template <typename Iterator>
class error_handler {
 public:
  error_handler(Iterator first, Iterator last, Diagnostics& diags)
      : first_(first),
        last_(last),
        diags_(diags),
        lines_(std::string_view(std::to_address(first), static_cast<std::size_t>(last - first))) {}

  // 1-based line and column of `it` (the same LineIndex as Diagnostics').
  ast::SourcePos position_of(Iterator it) const { return lines_.position_of(offset(it)); }

  // Records "expected <what>" at the first non-blank character at or after
  // `where` (x3 reports failures before skipping; a CR before LF stays put, so
  // the caret lands just past the visible end of the line).
  void expected(Iterator where, std::string_view rule_id) {
    while (where != last_ && is_blank(where)) ++where;
    report(where, "expected " + std::string(human_name(rule_id)));
  }

  // Records `message` at `where`, unless an error was already reported:
  // only the first syntax error counts.
  void report(Iterator where, std::string message) {
    if (reported_) return;
    reported_ = true;
    diags_.error(position_of(where), std::move(message));
  }

  bool reported() const { return reported_; }

  // Once per line (push_property): throws LoadTimeLimit past the load's
  // deadline (Diagnostics::poll), which X3 lets through (it catches only
  // expectation failures).
  void poll() { diags_.poll(); }

 private:
  std::size_t offset(Iterator it) const { return static_cast<std::size_t>(it - first_); }

  bool is_blank(Iterator it) const {
    if (*it == ' ' || *it == '\t') return true;
    Iterator next = it + 1;
    return *it == '\r' && (next == last_ || *next != '\n');
  }

  Iterator first_;
  Iterator last_;
  Diagnostics& diags_;
  LineIndex lines_;
  bool reported_ = false;
};

// Base of the top rule's id: catches every expectation failure below it.
struct error_handler_base {
  template <typename Iterator, typename Exception, typename Context>
  x3::error_handler_result on_error(Iterator& /*first*/, Iterator const& /*last*/,
                                    Exception const& x, Context const& context) {
    x3::get<error_handler_tag>(context).expected(x.where(), x.which());
    return x3::error_handler_result::fail;
  }
};

// Base of the ids of positioned rules: `first` is already past the skipper,
// so the position is that of the node's first non-blank character. X3 only
// passes the attribute (rather than unused) to rules without semantic actions.
struct annotate_position {
  template <typename T, typename Iterator, typename Context>
  void on_success(Iterator const& first, Iterator const& /*last*/, T& node,
                  Context const& context) {
    if constexpr (std::is_base_of_v<ast::Tagged, T>) {
      node.pos = x3::get<error_handler_tag>(context).position_of(first);
    }
  }
};

}  // namespace rfsat::parser
