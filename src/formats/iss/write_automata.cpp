// ISS writer handlers of the regular-language lines (write.cpp's table):
// regex_line is `.Regex~pattern~cells` (the pattern in base64url) when each
// symbol it names is written as ISS writes that value (1-9, A-G), else
// refused; nfa_line is `.NFA~nfa~cells` in ISS's plain serialised form
// (nfa_text.hpp), symbol s as ISS's value index digit(s) - 1.
#include <cctype>

#include "iss/nfa_text.hpp"
#include "iss/writer.hpp"

namespace rfsat::formats::iss::writing {
namespace {

char iss_char(int digit) {
  return digit <= 9 ? static_cast<char>('0' + digit) : static_cast<char>('A' + digit - 10);
}

}  // namespace

bool automaton_line(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::RegexLine>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  if (k->cells.empty()) return w.refuse(c, "a line without cells");
  if (k->pattern.empty()) {
    model::Nfa nfa = k->nfa;
    for (model::Nfa::Arc& a : nfa.arcs)
      a.symbol = w.g.digit[static_cast<std::size_t>(a.symbol)] - 1;
    w.text += ".NFA~" + encode_nfa(nfa, w.g.n) + w.cells(k->cells);
    return true;
  }
  bool in_braces = false;
  for (char ch : k->pattern) {
    if (ch == '\\') return w.refuse(c, "ISS's patterns have no escapes ('\\')");
    if (std::isspace(static_cast<unsigned char>(ch)) || in_braces ||
        std::string_view("()[]{}|*+?.^-,").find(ch) != std::string_view::npos) {
      in_braces = (in_braces || ch == '{') && ch != '}';
      continue;
    }
    const std::size_t s = w.glyphs.find(ch);
    if (s == std::string::npos || iss_char(w.g.digit[s]) != ch)
      return w.refuse(c, std::string("the pattern's symbol '") + ch +
                             "' is not written as ISS writes its value");
  }
  w.text += ".Regex~" + encode_pattern(k->pattern) + w.cells(k->cells);
  return true;
}

}  // namespace rfsat::formats::iss::writing
