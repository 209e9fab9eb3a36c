// ISS handlers of the regular-language lines (types.cpp): `.Regex~pattern~
// cells[~~cells...]` and `.NFA~nfa[~_name]~cells[~~cells...]` (nfa_text.hpp
// decodes the arguments), one regex_line or nfa_line per run of cells. A
// pattern's values are ISS's characters (0-9, then A-Z or a-z for 10 on),
// written as the `.rf` symbols of those values; an NFA's symbol i is value
// min_value + i, and transitions on symbols past the grid's values (ISS's
// segment break) are never taken on one line, so they are left out. NFA
// lines of several segments (cells split by '-') and names are not read as
// such: segments are refused, names dropped.
#include <algorithm>
#include <cctype>
#include <map>

#include "iss/nfa_text.hpp"
#include "iss/reader.hpp"

namespace rfsat::formats::iss::types {
namespace {

// The runs of cells of args[first..], split on empty items (and on `_name`
// items when `named`); nullopt after an error.
std::optional<std::vector<std::vector<Cell>>> cell_runs(Reader& rd, const Item& it,
                                                        std::size_t first, bool named) {
  std::vector<std::vector<Cell>> runs(1);
  for (std::size_t i = first; i < it.args.size(); ++i) {
    const std::string& a = it.args[i];
    if (a.empty() || (named && a[0] == '_')) {
      if (!runs.back().empty()) runs.emplace_back();
      continue;
    }
    if (a == "-") {
      rd.error(it, "an NFA over several segments (cells split by '-') has no .rf form");
      return std::nullopt;
    }
    auto c = rd.cell(it, a);
    if (!c) return std::nullopt;
    runs.back().push_back(*c);
  }
  if (runs.back().empty()) runs.pop_back();
  if (runs.empty()) {
    rd.error(it, "expected cells");
    return std::nullopt;
  }
  return runs;
}

// ISS's value of a pattern character, or -1.
int pattern_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  const char u = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return u >= 'A' && u <= 'Z' ? u - 'A' + 10 : -1;
}

}  // namespace

void regex(Reader& rd, const Item& it, const TypeRow&) {
  if (it.args.empty()) return rd.error(it, "expected ~pattern~cells");
  std::string why;
  const std::optional<std::string> decoded = decode_pattern(it.args[0], why);
  if (!decoded) return rd.error(it, "the pattern is not ISS's base64url: " + why);
  std::string pattern;
  bool in_braces = false;  // the counts of {m,n} are no values
  for (char c : *decoded) {
    if (std::isspace(static_cast<unsigned char>(c))) continue;
    if (in_braces || std::string_view("()[]{}|*+?.^-,").find(c) != std::string_view::npos) {
      in_braces = (in_braces || c == '{') && c != '}';
      pattern += c;
      continue;
    }
    const int v = pattern_value(c);
    if (v < rd.min_value || v > rd.max_value())
      return rd.error(it, "the pattern '" + decoded->substr(0, 80) + "' holds '" +
                              std::string(1, c) + "', not a value of this grid (" +
                              std::to_string(rd.min_value) + "-" + std::to_string(rd.max_value()) +
                              ")");
    pattern += Reader::symbol(v);
  }
  auto runs = cell_runs(rd, it, 1, false);
  if (!runs) return;
  for (const std::vector<Cell>& cells : *runs)
    rd.emit_rule("regex_line", "regex_line(\"" + pattern + "\", " + rd.list(cells) + ")", it);
}

void nfa(Reader& rd, const Item& it, const TypeRow&) {
  if (it.args.empty()) return rd.error(it, "expected ~nfa~cells");
  std::string why;
  const std::optional<model::Nfa> nfa = decode_nfa(it.args[0], why);
  if (!nfa) return rd.error(it, "the NFA is not ISS's serialised form: " + why);
  auto runs = cell_runs(rd, it, 1, true);
  if (!runs) return;
  auto name = [](int s) { return "s" + std::to_string(s); };
  std::string starts, accepts;
  for (int s : nfa->starts) starts += (starts.empty() ? "" : ", ") + name(s);
  for (int s = 0; s < nfa->states; ++s)
    if (nfa->accepting[static_cast<std::size_t>(s)])
      accepts += (accepts.empty() ? "" : ", ") + name(s);
  if (starts.empty()) starts = name(nfa->states);        // no state: nothing is accepted
  if (accepts.empty()) accepts = name(nfa->states + 1);  // a state no transition reaches
  std::map<std::pair<int, int>, std::string> moves;      // (from, to) -> symbols
  for (const model::Nfa::Arc& a : nfa->arcs) {
    const int v = rd.min_value + a.symbol;
    if (v <= rd.max_value()) moves[{a.from, a.to}] += Reader::symbol(v);
  }
  std::string transitions;
  for (const auto& [ends, symbols] : moves)
    transitions += (transitions.empty() ? "" : ", ") + name(ends.first) + ">" + symbols + ">" +
                   name(ends.second);
  const std::string head = "nfa_line(" + starts + "; " + accepts + "; " +
                           (transitions.empty() ? "" : transitions + "; ");
  for (const std::vector<Cell>& cells : *runs)
    rd.emit_rule("nfa_line", head + rd.list(cells) + ")", it);
}

}  // namespace rfsat::formats::iss::types
