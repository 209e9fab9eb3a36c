// Independent checker of the regular-language lines (model::RegexLine:
// regex_line, nfa_line), sharing no code with encodings/ or the pattern
// compiler of sema/: a regex_line's word of glyphs is matched by std::regex
// against its pattern, turned into ECMAScript syntax here (the two agree on
// every construct regex_line has) with libstdc++'s polynomial matcher; an
// nfa_line, a pattern ECMAScript reads otherwise (stacked quantifiers: `1+?`
// is lazy there), or a build without that matcher is checked by simulating
// the NFA on sets of states.
#include <cctype>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <string>

#include "evaluate.hpp"

namespace rfsat::check {
namespace {

bool is_quantifier(char c) { return c == '*' || c == '+' || c == '?' || c == '{'; }

// The pattern in ECMAScript syntax, or nullopt where ECMAScript reads it
// differently. Whitespace goes; metacharacters stay; any other non-alphanumeric
// glyph is escaped.
std::optional<std::string> ecmascript(const std::string& pattern) {
  std::string out;
  bool in_class = false, in_braces = false, after_quantifier = false;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    char c = pattern[i];
    if (c == ' ' || c == '\t') continue;
    if (!in_class && !in_braces && is_quantifier(c) && after_quantifier) return std::nullopt;
    after_quantifier = false;
    if (c == '\\' && i + 1 < pattern.size()) {
      c = pattern[++i];
      if (!std::isalnum(static_cast<unsigned char>(c))) out += '\\';
      out += c;
      continue;
    }
    if (in_braces) {
      out += c;
      in_braces = c != '}';
      after_quantifier = !in_braces;
      continue;
    }
    const bool meta = in_class ? (c == ']' || c == '-' || (c == '^' && out.back() == '['))
                               : std::string_view("()|*+?{.[").find(c) != std::string_view::npos;
    if (!meta && !std::isalnum(static_cast<unsigned char>(c))) out += '\\';
    out += c;
    if (meta && !in_class) {
      in_class = c == '[';
      in_braces = c == '{';
      after_quantifier = c == '*' || c == '+' || c == '?';
    } else if (in_class && c == ']') {
      in_class = false;
    }
  }
  return out;
}

// libstdc++'s polynomial matcher (a breadth-first simulation): the default
// backtracking one takes exponential time on nested stars ("(1*)*2") and
// recurses once per symbol. Elsewhere the NFA is simulated instead.
const std::optional<std::regex>& compiled(const std::string& pattern) {
  thread_local std::map<std::string, std::optional<std::regex>> cache;
  auto it = cache.find(pattern);
  if (it != cache.end()) return it->second;
  std::optional<std::regex> re;
#ifdef __GLIBCXX__
  if (std::optional<std::string> text = ecmascript(pattern)) {
    try {
      re.emplace(*text, std::regex::ECMAScript | std::regex_constants::__polynomial);
    } catch (const std::regex_error&) {
      re.reset();
    }
  }
#endif
  return cache.emplace(pattern, std::move(re)).first->second;
}

bool nfa_accepts(const model::Nfa& nfa, const std::vector<int>& word) {
  std::set<int> now(nfa.starts.begin(), nfa.starts.end());
  for (int symbol : word) {
    std::set<int> next;
    for (const model::Nfa::Arc& arc : nfa.arcs)
      if (arc.symbol == symbol && now.count(arc.from)) next.insert(arc.to);
    now = std::move(next);
  }
  for (int q : now)
    if (nfa.accepting[static_cast<std::size_t>(q)]) return true;
  return false;
}

}  // namespace

bool evaluate(const model::RegexLine& c, const Puzzle& p, const Assignment& a) {
  std::vector<int> word;
  std::string glyphs;
  for (int cell : c.cells) {
    const int s = a[static_cast<std::size_t>(cell)];
    if (s < 0) return false;
    word.push_back(s);
    glyphs += p.symbols.symbols[static_cast<std::size_t>(s)].glyph;
  }
  if (!c.pattern.empty())
    if (const std::optional<std::regex>& re = compiled(c.pattern))
      return std::regex_match(glyphs, *re);
  return nfa_accepts(c.nfa, word);
}

}  // namespace rfsat::check
