// Resolve handlers (handlers.hpp) of the regular-language lines (§9 [ext]),
// both a model::RegexLine: regex_line("pattern", cells) compiles the quoted
// pattern (regex_pattern.hpp; an error points into the string), and
// nfa_line(starts; accepts; from>symbols>to, ...; cells) names the states of
// an NFA, its start and accepting states and its transitions (`a>12>b`: from
// a to b on 1 or 2); three groups give an NFA without transitions. State
// names are any text without '>'. A line lists at least one cell and may
// revisit cells.
#include <map>

#include "handlers.hpp"
#include "regex_pattern.hpp"
#include "resolver.hpp"

namespace rfsat::sema::handle {
namespace {

std::optional<std::vector<int>> automaton_cells(Resolver& r, const Property& prop,
                                                const std::vector<ast::Token>& ts) {
  if (!r.expect_count(prop, ts, 1, static_cast<std::size_t>(-1), "cells in line order"))
    return std::nullopt;
  return r.cells(ts);
}

// The state id of `name`, numbered in order of first use.
int state_id(std::map<std::string, int>& ids, const std::string& name) {
  return ids.emplace(name, static_cast<int>(ids.size())).first->second;
}

// `from>symbols>to`: the first '>' ends the source, the last starts the target.
bool read_transition(Resolver& r, const ast::Token& t, std::map<std::string, int>& ids,
                     model::Nfa& nfa) {
  const std::size_t first = t.text.find('>'), last = t.text.rfind('>');
  if (first == std::string::npos || first == last || first == 0 || last + 1 == t.text.size()) {
    r.error(t.pos, "expected a transition from>symbols>to (as a>12>b), got '" + t.text + "'");
    return false;
  }
  const int from = state_id(ids, t.text.substr(0, first));
  const int to = state_id(ids, t.text.substr(last + 1));
  for (std::size_t i = first + 1; i < last; ++i) {
    const ast::Token glyph{{{t.pos.line, t.pos.column + static_cast<int>(i)}}, t.text.substr(i, 1)};
    auto s = r.symbol(glyph);
    if (!s) return false;
    nfa.arcs.push_back({from, *s, to});
  }
  return true;
}

}  // namespace

void regex_line(Resolver& r, const Property& prop) {
  auto args = r.flat_args(prop);
  if (!args) return;
  if (args->empty() || args->front().text.size() < 2 || args->front().text.front() != '"' ||
      args->front().text.back() != '"') {
    r.error(args->empty() ? prop.pos : args->front().pos,
            "'regex_line' takes a quoted pattern first, as regex_line(\"1[2-4]*\", r1c1-r1c4)");
    return;
  }
  const ast::Token& quoted = args->front();
  const std::string pattern = quoted.text.substr(1, quoted.text.size() - 2);
  auto cells = automaton_cells(r, prop, {args->begin() + 1, args->end()});
  if (!cells) return;
  auto nfa = compile_pattern(pattern, r.puzzle().symbols);
  if (const PatternError* e = std::get_if<PatternError>(&nfa)) {
    const int column = quoted.pos.column + 1 + static_cast<int>(e->offset);
    r.error({quoted.pos.line, column}, "in the pattern: " + e->message);
    return;
  }
  r.add(model::RegexLine{std::move(*cells), std::move(std::get<model::Nfa>(nfa)), pattern}, prop);
}

void nfa_line(Resolver& r, const Property& prop) {
  if (prop.groups.size() != 3 && prop.groups.size() != 4) {
    r.error(prop.pos,
            "'nfa_line' takes start states; accepting states; [transitions;] cells, got " +
                std::to_string(prop.groups.size()) + " groups separated by ';'");
    return;
  }
  std::map<std::string, int> ids;
  model::Nfa nfa;
  for (const ast::Token& t : prop.groups[0]) nfa.starts.push_back(state_id(ids, t.text));
  std::vector<int> accepting;
  for (const ast::Token& t : prop.groups[1]) accepting.push_back(state_id(ids, t.text));
  if (prop.groups.size() == 4)
    for (const ast::Token& t : prop.groups[2])
      if (!read_transition(r, t, ids, nfa)) return;
  for (const auto& [name, id] : ids)
    if (name.find('>') != std::string::npos) {
      r.error(prop.pos, "state name '" + name + "' holds '>' (a transition is from>symbols>to)");
      return;
    }
  auto cells = automaton_cells(r, prop, prop.groups.back());
  if (!cells) return;
  nfa.states = static_cast<int>(ids.size());
  nfa.accepting.assign(ids.size(), 0);
  for (int a : accepting) nfa.accepting[static_cast<std::size_t>(a)] = 1;
  r.add(model::RegexLine{std::move(*cells), std::move(nfa), ""}, prop);
}

}  // namespace rfsat::sema::handle
