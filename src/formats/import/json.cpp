// parse_json (json.hpp): a depth scan outside strings, then nlohmann's
// parser; its exception becomes a diagnostic at the byte it names.
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

}  // namespace

std::optional<nlohmann::ordered_json> parse_json(std::string_view text, Diagnostics& diags) {
  if (std::size_t at = too_deep(text); at != std::string_view::npos) {
    diags.error(diags.position_of(at), "JSON nested more than " + std::to_string(kMaxJsonDepth) +
                                           " levels deep: not a puzzle");
    return std::nullopt;
  }
  try {
    return nlohmann::ordered_json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    const std::size_t at = e.byte > 0 ? e.byte - 1 : 0;
    diags.error(diags.position_of(at), "invalid JSON: " + plain_message(e.what()));
  } catch (const nlohmann::json::exception& e) {
    diags.error(diags.position_of(0), std::string("invalid JSON: ") + e.what());
  }
  return std::nullopt;
}

}  // namespace rfsat::formats::import
