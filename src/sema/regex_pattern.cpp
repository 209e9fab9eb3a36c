// The regex_line pattern compiler (regex_pattern.hpp): a recursive-descent
// parser into a small tree, Thompson's construction with epsilon moves, then
// an NFA without them whose states are the start and the targets of symbol
// moves. The grammar is ISS's (js/nfa_builder.js, RegexParser), read here
// for its meaning: alternatives of sequences of quantified atoms; an empty
// alternative or group is the empty word; quantifiers may follow each other.
#include "regex_pattern.hpp"

#include <algorithm>
#include <tuple>
#include <utility>
#include <vector>

namespace rfsat::sema {
namespace {

struct RegexNode {
  enum class Type { set, concat, alt, repeat } type = Type::concat;
  std::vector<int> symbols;  // set: the symbols it reads
  std::vector<RegexNode> kids;
  long long min = 0, max = -1;  // repeat: counts, max -1 for no bound
  std::size_t offset = 0;
};

struct PatternFailure {
  PatternError error;
};

// Nested groups and stacked quantifiers past this depth are refused (the
// parser and the construction recurse on them).
constexpr int kMaxPatternDepth = 100;

class PatternParser {
 public:
  PatternParser(std::string_view text, const model::SymbolTable& symbols) : symbols_(symbols) {
    for (std::size_t i = 0; i < text.size(); ++i)
      if (text[i] != ' ' && text[i] != '\t') chars_.push_back({text[i], i});
    end_ = text.size();
  }

  RegexNode parse() {
    RegexNode node = alternation(0);
    if (pos_ < chars_.size()) fail(here(), "unexpected '" + std::string(1, peek()) + "'");
    return node;
  }

 private:
  [[noreturn]] static void fail(std::size_t at, std::string message) {
    throw PatternFailure{{at, std::move(message)}};
  }
  char peek() const { return pos_ < chars_.size() ? chars_[pos_].first : '\0'; }
  bool at_end() const { return pos_ >= chars_.size(); }
  std::size_t here() const { return pos_ < chars_.size() ? chars_[pos_].second : end_; }

  RegexNode alternation(int depth) {
    RegexNode alt{RegexNode::Type::alt, {}, {}, 0, -1, here()};
    alt.kids.push_back(sequence(depth));
    while (peek() == '|' && !at_end()) {
      ++pos_;
      alt.kids.push_back(sequence(depth));
    }
    return alt.kids.size() == 1 ? std::move(alt.kids.front()) : alt;
  }

  RegexNode sequence(int depth) {
    RegexNode seq{RegexNode::Type::concat, {}, {}, 0, -1, here()};
    while (!at_end() && peek() != '|' && peek() != ')') seq.kids.push_back(quantified(depth));
    return seq.kids.size() == 1 ? std::move(seq.kids.front()) : seq;
  }

  RegexNode quantified(int depth) {
    RegexNode node = primary(depth);
    while (!at_end()) {
      const std::size_t at = here();
      long long min = 0, max = -1;
      if (peek() == '*')
        ++pos_;
      else if (peek() == '+')
        ++pos_, min = 1;
      else if (peek() == '?')
        ++pos_, max = 1;
      else if (peek() == '{')
        std::tie(min, max) = braces();
      else
        break;
      if (++depth > kMaxPatternDepth)
        fail(at,
             "more than " + std::to_string(kMaxPatternDepth) + " nested groups and quantifiers");
      RegexNode rep{RegexNode::Type::repeat, {}, {}, min, max, at};
      rep.kids.push_back(std::move(node));
      node = std::move(rep);
    }
    return node;
  }

  // {m}, {m,} or {m,n}.
  std::pair<long long, long long> braces() {
    const std::size_t open = here();
    ++pos_;
    const long long min = count("a count after '{'");
    long long max = min;
    if (peek() == ',' && !at_end()) {
      ++pos_;
      max = peek() == '}' ? -1 : count("a count or '}' after ','");
      if (max != -1 && max < min)
        fail(open, "the counts {" + std::to_string(min) + "," + std::to_string(max) + "} decrease");
    }
    if (peek() != '}' || at_end()) fail(here(), "expected '}'");
    ++pos_;
    return {min, max};
  }

  long long count(const char* what) {
    const std::size_t at = here();
    long long n = 0;
    bool any = false;
    for (; !at_end() && peek() >= '0' && peek() <= '9'; ++pos_, any = true) {
      n = n * 10 + (peek() - '0');
      if (n > kMaxPatternCount)
        fail(at, "a count above " + std::to_string(kMaxPatternCount) + " (rfsat's bound)");
    }
    if (!any) fail(at, std::string("expected ") + what);
    return n;
  }

  RegexNode primary(int depth) {
    const std::size_t at = here();
    if (at_end()) fail(at, "the pattern ends where a symbol, '.', '[' or '(' was expected");
    const char c = peek();
    if (c == '(') {
      if (depth + 1 > kMaxPatternDepth)
        fail(at,
             "more than " + std::to_string(kMaxPatternDepth) + " nested groups and quantifiers");
      ++pos_;
      RegexNode inner = alternation(depth + 1);
      if (peek() != ')' || at_end())
        fail(here(), "expected ')' to close the '(' at offset " + std::to_string(at + 1));
      ++pos_;
      return inner;
    }
    if (c == '[') return char_class();
    RegexNode set{RegexNode::Type::set, {}, {}, 0, -1, at};
    ++pos_;
    if (c == '.') {
      for (int s = 0; s < symbols_.size(); ++s) set.symbols.push_back(s);
      return set;
    }
    if (std::string_view("*+?{").find(c) != std::string_view::npos)
      fail(at, std::string("'") + c + "' follows nothing it could repeat");
    if (c == ')' || c == ']' || c == '}') fail(at, std::string("unmatched '") + c + "'");
    set.symbols.push_back(symbol(c == '\\' ? escaped() : c, at));
    return set;
  }

  char escaped() {
    if (at_end()) fail(here(), "the pattern ends after '\\'");
    return chars_[pos_++].first;
  }

  int symbol(char c, std::size_t at) const {
    const int s = symbols_.index_of(c);
    if (s < 0) {
      std::string values;
      for (const model::Symbol& sym : symbols_.symbols) values += sym.glyph;
      fail(at, std::string("'") + c + "' is not a symbol of values (" + values + ")");
    }
    return s;
  }

  RegexNode char_class() {
    const std::size_t open = here();
    ++pos_;
    const bool negated = peek() == '^' && !at_end();
    if (negated) ++pos_;
    std::vector<char> in(static_cast<std::size_t>(symbols_.size()), 0);
    bool any = false;
    while (!at_end() && peek() != ']') {
      const std::size_t at = here();
      char lo = chars_[pos_++].first;
      if (lo == '\\') lo = escaped();
      char hi = lo;
      if (peek() == '-' && !at_end() && pos_ + 1 < chars_.size() && chars_[pos_ + 1].first != ']') {
        ++pos_;
        hi = chars_[pos_++].first;
        if (hi == '\\') hi = escaped();
        if (hi < lo) fail(at, std::string("the range ") + lo + "-" + hi + " runs backwards");
      }
      for (int c = lo; c <= hi; ++c)
        in[static_cast<std::size_t>(symbol(static_cast<char>(c), at))] = 1;
      any = true;
    }
    if (at_end())
      fail(here(), "expected ']' to close the '[' at offset " + std::to_string(open + 1));
    ++pos_;
    if (!any) fail(open, "an empty class");
    RegexNode set{RegexNode::Type::set, {}, {}, 0, -1, open};
    for (int s = 0; s < symbols_.size(); ++s)
      if (in[static_cast<std::size_t>(s)] != negated) set.symbols.push_back(s);
    return set;
  }

  const model::SymbolTable& symbols_;
  std::vector<std::pair<char, std::size_t>> chars_;  // no whitespace; offsets in the text
  std::size_t pos_ = 0, end_ = 0;
};

// Thompson's construction: a fragment is (entry, exit) with epsilon moves.
class ThompsonBuilder {
 public:
  std::vector<std::vector<int>> eps;
  std::vector<model::Nfa::Arc> arcs;

  std::pair<int, int> build(const RegexNode& n) {
    using T = RegexNode::Type;
    if (n.type == T::set) {
      const int a = state(n), b = state(n);
      for (int s : n.symbols) arcs.push_back({a, s, b});
      return {a, b};
    }
    if (n.type == T::alt) {
      const int a = state(n), b = state(n);
      for (const RegexNode& k : n.kids) {
        const auto [ka, kb] = build(k);
        eps[a].push_back(ka), eps[kb].push_back(b);
      }
      return {a, b};
    }
    if (n.type == T::concat) {
      const int a = state(n);
      int last = a;
      for (const RegexNode& k : n.kids) {
        const auto [ka, kb] = build(k);
        eps[last].push_back(ka), last = kb;
      }
      return {a, last};
    }
    const int a = state(n);  // repeat: min copies, then optional ones or a loop
    int last = a;
    for (long long i = 0; i < n.min; ++i) {
      const auto [ka, kb] = build(n.kids[0]);
      eps[last].push_back(ka), last = kb;
    }
    if (n.max < 0) {
      const auto [ka, kb] = build(n.kids[0]);
      eps[last].push_back(ka), eps[kb].push_back(last);
      return {a, last};
    }
    const int b = state(n);
    eps[last].push_back(b);
    for (long long i = n.min; i < n.max; ++i) {
      const auto [ka, kb] = build(n.kids[0]);
      eps[last].push_back(ka), eps[kb].push_back(b), last = kb;
    }
    return {a, b};
  }

 private:
  int state(const RegexNode& n) {
    if (eps.size() >= static_cast<std::size_t>(kMaxPatternStates))
      throw PatternFailure{{n.offset, "the pattern needs more than " +
                                          std::to_string(kMaxPatternStates) +
                                          " automaton states (rfsat's bound): repeat less"}};
    eps.emplace_back();
    return static_cast<int>(eps.size()) - 1;
  }
};

// The NFA without epsilon moves: a state for the start and for each target
// of a symbol move; s reads what its epsilon closure reads.
model::Nfa without_epsilons(const ThompsonBuilder& t, int start, int accept) {
  const int n = static_cast<int>(t.eps.size());
  std::vector<std::vector<std::pair<int, int>>> reads(static_cast<std::size_t>(n));
  std::vector<int> id(static_cast<std::size_t>(n), -1);
  id[static_cast<std::size_t>(start)] = 0;
  int kept = 1;
  for (const model::Nfa::Arc& a : t.arcs) {
    reads[static_cast<std::size_t>(a.from)].push_back({a.symbol, a.to});
    if (id[static_cast<std::size_t>(a.to)] < 0) id[static_cast<std::size_t>(a.to)] = kept++;
  }
  model::Nfa nfa;
  nfa.states = kept;
  nfa.starts = {0};
  nfa.accepting.assign(static_cast<std::size_t>(kept), 0);
  std::vector<int> seen(static_cast<std::size_t>(n), -1), stack;
  for (int s = 0; s < n; ++s) {
    const int from = id[static_cast<std::size_t>(s)];
    if (from < 0) continue;
    stack = {s};
    seen[static_cast<std::size_t>(s)] = s;
    while (!stack.empty()) {
      const int u = stack.back();
      stack.pop_back();
      if (u == accept) nfa.accepting[static_cast<std::size_t>(from)] = 1;
      for (const auto& [symbol, to] : reads[static_cast<std::size_t>(u)])
        nfa.arcs.push_back({from, symbol, id[static_cast<std::size_t>(to)]});
      if (nfa.arcs.size() > kMaxPatternArcs)
        throw PatternFailure{{0, "the pattern's automaton has more than " +
                                     std::to_string(kMaxPatternArcs) +
                                     " transitions (rfsat's bound)"}};
      for (int v : t.eps[static_cast<std::size_t>(u)])
        if (seen[static_cast<std::size_t>(v)] != s)
          seen[static_cast<std::size_t>(v)] = s, stack.push_back(v);
    }
  }
  auto order = [](const model::Nfa::Arc& a, const model::Nfa::Arc& b) {
    return std::tie(a.from, a.symbol, a.to) < std::tie(b.from, b.symbol, b.to);
  };
  std::sort(nfa.arcs.begin(), nfa.arcs.end(), order);
  nfa.arcs.erase(std::unique(nfa.arcs.begin(), nfa.arcs.end()), nfa.arcs.end());
  return nfa;
}

}  // namespace

std::variant<model::Nfa, PatternError> compile_pattern(std::string_view pattern,
                                                       const model::SymbolTable& symbols) {
  if (pattern.size() > kMaxPatternLength)
    return PatternError{kMaxPatternLength, "a pattern longer than " +
                                               std::to_string(kMaxPatternLength) +
                                               " characters (rfsat's bound)"};
  try {
    const RegexNode tree = PatternParser(pattern, symbols).parse();
    ThompsonBuilder t;
    const auto [start, accept] = t.build(tree);
    return without_epsilons(t, start, accept);
  } catch (const PatternFailure& f) {
    return f.error;
  }
}

}  // namespace rfsat::sema
