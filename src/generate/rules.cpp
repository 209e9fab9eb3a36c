// generate_from_rules (generate.hpp, `rfsat generate --rules`): a random
// solution of the rule file, every cell given; then the removable units
// (lines of the file holding only givens, or with `clues` clue rules, and one
// generated given per other cell) are dropped in a seeded random order while
// the solver proves the puzzle unique. The result is the file without the
// dropped lines, followed by the generated givens kept.
#include <map>
#include <set>
#include <sstream>

#include "generate.hpp"
#include "rule_registry.hpp"
#include "solve.hpp"

namespace rfsat::generate {
namespace {

// A clue rule (the registry's clue flag of the keyword that made it).
bool is_clue(const model::Constraint& c) {
  const sema::Rule* rule = sema::find_rule(c.rule);
  return rule && rule->clue;
}

// Something that may go: a line of the file, or a generated given.
struct Unit {
  int line = 0;     // > 0: a line of the file
  int cell = -1;    // >= 0: a generated given
  bool clue = false;
};

struct Units {
  std::vector<Unit> list;
  std::map<int, bool> line_ok;  // line -> every constraint on it may go
};

// Each line of the file holding only givens (or, with `clues`, clue rules),
// in line order, then one generated given per cell no given fixes.
Units removable_units(const model::Puzzle& p, bool clues) {
  Units u;
  std::map<int, bool> line_clue;
  std::vector<char> fixed(p.geometry.cell_count(), 0);
  for (const model::Constraint& c : p.constraints) {
    const int line = c.origin.line;
    const bool given = std::holds_alternative<model::Given>(c.kind);
    const bool ok = line > 0 && (given || (clues && is_clue(c)));
    auto it = u.line_ok.find(line);
    u.line_ok[line] = (it == u.line_ok.end() ? true : it->second) && ok;
    line_clue[line] = line_clue[line] || !given;
    if (const auto* g = std::get_if<model::Given>(&c.kind)) fixed[g->cell] = 1;
  }
  for (const auto& [line, ok] : u.line_ok)
    if (ok) u.list.push_back({line, -1, line_clue[line]});
  for (int c = 0; c < p.geometry.cell_count(); ++c)
    if (!p.geometry.is_hole(c) && !fixed[c]) u.list.push_back({0, c, false});
  return u;
}

// The lines of the inactive units.
std::set<int> dropped_lines(const Units& u, const std::vector<char>& active) {
  std::set<int> dropped;
  for (std::size_t i = 0; i < u.list.size(); ++i)
    if (!active[i] && u.list[i].line > 0) dropped.insert(u.list[i].line);
  return dropped;
}

// `p` without the lines of the inactive units, with the active generated
// givens.
model::Puzzle build(const model::Puzzle& p, const Units& u, const std::vector<char>& active,
                    const model::Assignment& solution) {
  model::Puzzle q = p;
  const std::set<int> dropped = dropped_lines(u, active);
  q.constraints.clear();
  for (const model::Constraint& c : p.constraints)
    if (!dropped.count(c.origin.line) || !u.line_ok.count(c.origin.line) || !u.line_ok.at(c.origin.line))
      q.constraints.push_back(c);
  for (std::size_t i = 0; i < u.list.size(); ++i)
    if (active[i] && u.list[i].cell >= 0)
      q.constraints.push_back({model::Given{u.list[i].cell, solution[u.list[i].cell]}, {}});
  return q;
}

// The text: the file without the dropped lines, then the kept givens; and
// the counts of givens and removed clue lines.
void write_result(const std::string& text, const model::Puzzle& p, const Units& u,
                  const std::vector<char>& active, const model::Assignment& solution, std::uint64_t seed,
                  RulesResult& out) {
  const std::set<int> dropped = dropped_lines(u, active);
  for (std::size_t i = 0; i < u.list.size(); ++i)
    if (!active[i] && u.list[i].line > 0 && u.list[i].clue) ++out.removed_clues;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (!dropped.count(number)) out.text += line + "\n";
  }
  out.text += "// givens chosen by rfsat generate --rules (seed " + std::to_string(seed) + "): unique\n";
  for (std::size_t i = 0; i < u.list.size(); ++i) {
    if (active[i] && u.list[i].cell >= 0) {
      out.text += "set_cell(" + std::to_string(u.list[i].cell + 1) + "," +
                  p.symbols.symbols[solution[u.list[i].cell]].glyph + ")\n";
      ++out.givens;
    }
  }
  for (const model::Constraint& c : p.constraints)
    if (std::holds_alternative<model::Given>(c.kind) && !dropped.count(c.origin.line)) ++out.givens;
}

}  // namespace

std::optional<RulesResult> generate_from_rules(const std::string& text, const model::Puzzle& p,
                                               const RulesOptions& o, std::string* why) {
  Rng rng(o.seed);
  bool outgrew = false, timed_out = false;
  std::optional<model::Assignment> solution =
      random_solution(p, rng.next(), o.time_limit, o.memory_limit_mb, &outgrew, &timed_out);
  if (!solution) {
    if (why)
      *why = outgrew     ? solve::solver_outgrew(o.memory_limit_mb)
             : timed_out ? "time limit reached before a solution of the rules was found"
                         : "the rules have no solution";
    return std::nullopt;
  }
  const Units units = removable_units(p, o.clues);
  std::vector<char> active(units.list.size(), 1);
  RulesResult out;
  std::vector<std::size_t> order(units.list.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  rng.shuffle(order);
  for (std::size_t i : order) {
    active[i] = 0;
    ++out.proofs;
    const solve::Result r = solve::solve(
        build(p, units, active, *solution),
        {.count = 2, .time_limit = o.time_limit, .memory_limit_mb = o.memory_limit_mb});
    if (solve::memory_refused(r)) {  // every later proof would stop too
      if (why) *why = *r.refused;
      return std::nullopt;
    }
    if (solve::verdict_of(r) != solve::Verdict::unique) active[i] = 1;
  }
  write_result(text, p, units, active, *solution, o.seed, out);
  return out;
}

}  // namespace rfsat::generate
