// parse_json (json.hpp): a depth scan outside strings, then nlohmann's
// parser; its exception becomes a diagnostic at the byte it names. The
// document is built by nlohmann's own builder, polling the load's deadline
// (--time-limit) at each value.
#include "json.hpp"

#include <string>

namespace rfsat::formats::import {
namespace {

// The offset of the first bracket that nests deeper than kMaxJsonDepth, or
// npos.
std::size_t too_deep(std::string_view text) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return i;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return std::string_view::npos;
}

// nlohmann's message without its "[json.exception...] parse error at line
// L, column C: " prefix (the position is printed by the diagnostic).
std::string plain_message(const std::string& what) {
  const std::size_t column = what.find("column ");
  const std::size_t colon = column == std::string::npos ? column : what.find(": ", column);
  return colon == std::string::npos ? what : what.substr(colon + 2);
}

// nlohmann's document builder (what parse() uses), polling the deadline
// at every value. Not parse() with a callback: its builder is far slower
// (100 MB of f-puzzles JSON: over 100 s instead of 3).
using Json = nlohmann::ordered_json;
class PolledBuilder : public nlohmann::detail::json_sax_dom_parser<Json> {
 public:
  PolledBuilder(Json& root, Diagnostics& diags) : json_sax_dom_parser(root, true), diags_(diags) {}
  bool number_integer(Json::number_integer_t v) {
    diags_.poll();
    return json_sax_dom_parser::number_integer(v);
  }
  bool number_unsigned(Json::number_unsigned_t v) {
    diags_.poll();
    return json_sax_dom_parser::number_unsigned(v);
  }
  bool number_float(Json::number_float_t v, const Json::string_t& s) {
    diags_.poll();
    return json_sax_dom_parser::number_float(v, s);
  }
  bool string(Json::string_t& v) {
    diags_.poll();
    return json_sax_dom_parser::string(v);
  }
  bool start_object(std::size_t n) {
    diags_.poll();
    return json_sax_dom_parser::start_object(n);
  }
  bool start_array(std::size_t n) {
    diags_.poll();
    return json_sax_dom_parser::start_array(n);
  }

 private:
  Diagnostics& diags_;
};

}  // namespace

std::optional<nlohmann::ordered_json> parse_json(std::string_view text, Diagnostics& diags) {
  if (std::size_t at = too_deep(text); at != std::string_view::npos) {
    diags.error(diags.position_of(at), "JSON nested more than " + std::to_string(kMaxJsonDepth) +
                                           " levels deep: not a puzzle");
    return std::nullopt;
  }
  try {
    if (!diags.limits().deadline) return Json::parse(text.begin(), text.end());
    Json root;
    PolledBuilder builder(root, diags);
    Json::sax_parse(text.begin(), text.end(), &builder);
    return root;
  } catch (const nlohmann::json::parse_error& e) {
    const std::size_t at = e.byte > 0 ? e.byte - 1 : 0;
    diags.error(diags.position_of(at), "invalid JSON: " + plain_message(e.what()));
  } catch (const nlohmann::json::exception& e) {
    diags.error(diags.position_of(0), std::string("invalid JSON: ") + e.what());
  }
  return std::nullopt;
}

}  // namespace rfsat::formats::import
