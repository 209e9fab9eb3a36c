// xml_escape(): see xml_escape.hpp.
#include "xml_escape.hpp"

namespace rfsat::text {

std::string xml_escape(std::string_view text, XmlControl control) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        if (static_cast<unsigned char>(c) >= 0x20 || c == '\t' || c == '\n' || c == '\r')
          out += c;
        else if (control == XmlControl::mark)
          out += '?';
    }
  }
  return out;
}

}  // namespace rfsat::text
