// The lints of lint.hpp. Each reads the model (and, for `values` and
// repeated lines, the source text) and never changes it.
#include "lint.hpp"

#include <algorithm>
#include <map>
#include <ostream>
#include <set>

#include "line_index.hpp"
#include "printable.hpp"

namespace rfsat::lint {
namespace {

std::string strip(std::string_view line) {  // without spaces and the comment
  line = line.substr(0, std::min(line.find("//"), line.size()));
  std::string out;
  for (char c : line)
    if (c != ' ' && c != '\t' && c != '\r') out += c;
  return out;
}

// `// nolint` silences every lint on its line, `// nolint(a, b)` the named.
bool silenced(std::string_view line, const std::string& name) {
  const std::size_t at = line.find("//");
  if (at == std::string_view::npos) return false;
  std::string_view c = line.substr(at + 2);
  const std::size_t n = c.find("nolint");
  if (n == std::string_view::npos) return false;
  c.remove_prefix(n + 6);
  while (!c.empty() && c.front() == ' ') c.remove_prefix(1);
  if (c.empty() || c.front() != '(') return true;
  return c.substr(0, c.find(')')).find(name) != std::string_view::npos;
}

void values_range(std::string_view text, const LineIndex& lines, std::vector<Warning>& out) {
  const int last = lines.position_of(text.size()).line;
  for (int l = 1; l <= last; ++l) {
    const std::string_view line = lines.line_text(l);
    const std::string s = strip(line);
    if (s.rfind("values=", 0) != 0) continue;
    const std::string v = s.substr(7);
    const bool dash = v.size() == 3 && v[1] == '-', dots = v.size() == 4 && v.substr(1, 2) == "..";
    if (!dash && !dots) continue;
    const std::size_t col = line.find(dash ? '-' : '.');
    out.push_back({{l, static_cast<int>(col) + 1},
                   "values-range",
                   "values = " + v + " is " + std::to_string(v.size()) +
                       " symbols, not a range: list every symbol (values = 123456789)"});
  }
}

// The least and greatest total of `k` cells of a cage.
std::pair<long long, long long> total_range(const model::SymbolTable& t, std::size_t k,
                                            bool distinct) {
  std::vector<long long> calc;
  for (const model::Symbol& s : t.symbols) calc.push_back(s.calc);
  std::sort(calc.begin(), calc.end());
  if (calc.empty()) return {1, 0};
  if (!distinct)
    return {calc.front() * static_cast<long long>(k), calc.back() * static_cast<long long>(k)};
  if (k > calc.size()) return {1, 0};  // empty: more cells than symbols
  long long lo = 0, hi = 0;
  for (std::size_t i = 0; i < k; ++i) lo += calc[i], hi += calc[calc.size() - 1 - i];
  return {lo, hi};
}

void unreachable_totals(const model::Puzzle& p, std::vector<Warning>& out) {
  for (const model::Constraint& c : p.constraints) {
    const auto* s = std::get_if<model::Sum>(&c.kind);
    if (!s || c.rule != "sum") continue;
    const auto [lo, hi] = total_range(p.symbols, s->cells.size(), s->distinct);
    if (s->target >= lo && s->target <= hi) continue;
    std::string msg = "the total " + std::to_string(s->target) +
                      " is out of reach: " + std::to_string(s->cells.size()) + " cells";
    msg += lo <= hi ? " add up to " + std::to_string(lo) + ".." + std::to_string(hi)
                    : " cannot all differ";
    msg += "; the total comes first: sum(total, cell, cell, ...)";
    out.push_back({c.origin, "unreachable-total", msg});
  }
}

void duplicate_rules(const LineIndex& lines, const model::Puzzle& p, std::vector<Warning>& out) {
  std::map<std::string, int> first;  // stripped line -> its line number
  std::set<int> seen_lines;
  for (const model::Constraint& c : p.constraints) {
    if (c.origin.line <= 0 || !seen_lines.insert(c.origin.line).second) continue;
    if (std::holds_alternative<model::Or>(c.kind)) continue;  // its line is only "or"
    const std::string s = strip(lines.line_text(c.origin.line));
    if (s.empty()) continue;
    const auto [it, fresh] = first.emplace(s, c.origin.line);
    if (!fresh)
      out.push_back({c.origin, "duplicate-rule",
                     "the same rule as line " + std::to_string(it->second) + ": drop one"});
  }
}

bool allowed(const model::Puzzle& p, const model::Constraint& c, int cell, int symbol) {
  if (const auto* s = std::get_if<model::SetValues>(&c.kind); s && s->cell == cell)
    return std::find(s->symbols.begin(), s->symbols.end(), symbol) != s->symbols.end();
  if (const auto* d = std::get_if<model::DelValues>(&c.kind); d && d->cell == cell)
    return std::find(d->symbols.begin(), d->symbols.end(), symbol) == d->symbols.end();
  if (const auto* q = std::get_if<model::Parity>(&c.kind))
    if (std::find(q->cells.begin(), q->cells.end(), cell) != q->cells.end())
      return (p.symbols.calc(symbol) % 2 == 0) == q->even;
  return true;
}

void given_conflicts(const model::Puzzle& p, std::vector<Warning>& out) {
  std::map<int, std::pair<int, SourcePos>> given;  // cell -> (symbol, where)
  for (const model::Constraint& c : p.constraints)
    if (const auto* g = std::get_if<model::Given>(&c.kind))
      given.emplace(g->cell, std::pair{g->symbol, c.origin});
  // The rules that can forbid a given (allowed()), by the cells they name:
  // each given is checked against its cell's alone, not against every rule
  // (90,000 givens: 8 x 10^9 checks, before any deadline is read).
  std::map<int, std::vector<const model::Constraint*>> rules_of;
  for (const model::Constraint& c : p.constraints) {
    if (const auto* s = std::get_if<model::SetValues>(&c.kind)) rules_of[s->cell].push_back(&c);
    if (const auto* d = std::get_if<model::DelValues>(&c.kind)) rules_of[d->cell].push_back(&c);
    if (const auto* q = std::get_if<model::Parity>(&c.kind))
      for (int cell : q->cells)
        if (auto& rules = rules_of[cell]; rules.empty() || rules.back() != &c) rules.push_back(&c);
  }
  for (const auto& [cell, sg] : given)
    if (const auto rules = rules_of.find(cell); rules != rules_of.end())
      for (const model::Constraint* c : rules->second)
        if (!allowed(p, *c, cell, sg.first))
          out.push_back({sg.second, "given-conflict",
                         "this given is forbidden by the " + std::string(c->rule) +
                             " rule at line " + std::to_string(c->origin.line)});
  for (const model::Constraint& c : p.constraints) {
    const auto* g = std::get_if<model::Group>(&c.kind);
    if (!g) continue;
    std::map<int, int> count;  // symbol -> givens in the group
    for (int cell : g->cells)
      if (auto it = given.find(cell); it != given.end())
        if (++count[it->second.first] == p.symbols.symbols[it->second.first].multiplicity + 1)
          out.push_back({it->second.second, "given-conflict",
                         "a group (" + std::string(c.rule) + ", line " +
                             std::to_string(c.origin.line) + ") already has this symbol given " +
                             "as often as values allows"});
  }
}

}  // namespace

std::vector<Warning> lint(const model::Puzzle& puzzle, std::string_view text) {
  const LineIndex lines(text);
  std::vector<Warning> found;
  values_range(text, lines, found);
  if (std::none_of(puzzle.constraints.begin(), puzzle.constraints.end(),
                   [](const auto& c) { return std::holds_alternative<model::Group>(c.kind); }))
    found.push_back({{1, 1},
                     "no-groups",
                     "no row_groups, column_groups, box_groups or region: symbols may repeat "
                     "anywhere, so the puzzle has many solutions"});
  unreachable_totals(puzzle, found);
  duplicate_rules(lines, puzzle, found);
  given_conflicts(puzzle, found);
  std::vector<Warning> out;
  for (Warning& w : found)
    if (!silenced(lines.line_text(w.pos.line), w.name)) out.push_back(std::move(w));
  std::stable_sort(out.begin(), out.end(), [](const Warning& a, const Warning& b) {
    return a.pos.line != b.pos.line ? a.pos.line < b.pos.line : a.pos.column < b.pos.column;
  });
  return out;
}

void print(const Warning& w, std::string_view file, std::string_view text, std::ostream& out) {
  const LineIndex lines(text);
  const std::string line = text::printable(lines.line_text(w.pos.line));
  out << text::printable(file) << ':' << w.pos.line << ':' << w.pos.column
      << ": warning: " << w.message << " [" << w.name << "]\n  " << line << "\n  "
      << std::string(std::max(w.pos.column - 1, 0), ' ') << "^\n";
}

}  // namespace rfsat::lint
