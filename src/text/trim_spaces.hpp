// Whitespace trimming for the readers that take a pasted link, payload or
// server answer as one piece of text (import/links.cpp, short_links.cpp,
// sudokupad/read.cpp): what std::isspace calls space, at both ends.
#pragma once

#include <cctype>
#include <string_view>

namespace rfsat::text {

inline std::string_view trim_spaces(std::string_view t) {
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
  return t;
}

}  // namespace rfsat::text
