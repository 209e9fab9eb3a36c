// split_lines of text_lines.hpp.
#include "text_lines.hpp"

namespace rfsat {

std::vector<TextLine> split_lines(std::string_view text, CarriageReturn cr) {
  std::vector<TextLine> lines;
  int column0 = 1;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") {
    text.remove_prefix(3);
    column0 = 4;
  }
  int number = 1;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    if (cr == CarriageReturn::drop && !line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back({line, number++, column0});
    column0 = 1;
    if (nl == std::string_view::npos) break;
    text.remove_prefix(nl + 1);
  }
  return lines;
}

}  // namespace rfsat
