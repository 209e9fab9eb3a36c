// parse_rule_file: runs the X3 grammar over the whole text with the skipper
// and error handler of config.hpp. Returns the AST, or nullopt after adding
// exactly one diagnostic (the first syntax error) to `diags`. A byte order
// mark at the start is skipped.
#include "parse.hpp"

#include <utility>

#include "config.hpp"
#include "rule_file.hpp"

namespace rfsat::parser {

std::optional<ast::RuleFile> parse_rule_file(std::string_view text, Diagnostics& diags) {
  // A UTF-8 byte order mark (Windows editors write one) is no rule: skipped,
  // and positions count from after it, as an editor shows the line.
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  iterator_type first = text.begin();
  iterator_type const last = text.end();
  error_handler_type handler(first, last, diags);
  auto const parser = x3::with<error_handler_tag>(handler)[rule_file()];

  ast::RuleFile result;
  bool const ok = x3::phrase_parse(first, last, parser, skipper, result);
  if (ok && first == last) return result;
  // The grammar reports through expectations; this is only a safety net.
  if (!handler.reported()) handler.report(first, "syntax error");
  return std::nullopt;
}

}  // namespace rfsat::parser
