// `rfsat minimize`'s report (report.hpp): the items that can go on their
// own, the minimal set, and the minimal puzzle's text; as text or one JSON
// object.
#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>

#include "report.hpp"

namespace rfsat::solve {
namespace {

std::string verdict(const Minimized& m) {
  switch (m.verdict) {
    case MinimizeVerdict::done:
      return "unique";
    case MinimizeVerdict::no_solution:
      return "no solution";
    case MinimizeVerdict::not_unique:
      return "several solutions";
    case MinimizeVerdict::limit:  // the message says which
      return m.message.rfind("memory limit", 0) == 0 ? "memory limit reached"
                                                     : "time limit reached";
    case MinimizeVerdict::internal_error:
      return "internal error";
  }
  return "";
}

// A given's "r2c3 = 5".
std::string given_text(const model::Puzzle& p, const MinimizeItem& item) {
  return "r" + std::to_string(p.geometry.row_of(item.cell) + 1) + "c" +
         std::to_string(p.geometry.col_of(item.cell) + 1) + " = " +
         p.symbols.symbols[item.symbol].glyph;
}

// "line 7: set_cell(12,5) (r2c3 = 5)"
std::string describe(const model::Puzzle& p, const MinimizeItem& item) {
  std::string s = "line " + std::to_string(item.line) + ": " + item.text;
  return item.cell >= 0 ? s + " (" + given_text(p, item) + ")" : s;
}

void write_text(std::ostream& out, const model::Puzzle& p, const Minimized& m,
                const MinimizeOutput& o) {
  int givens = 0, removable = 0, removed = 0;
  for (const MinimizeItem& i : m.items)
    givens += i.given, removable += i.removable, removed += !i.kept;
  out << o.file << ": " << verdict(m) << "; " << m.items.size() << " items (" << givens
      << " givens, " << m.items.size() - givens << " clue rules)\n";
  if (m.verdict != MinimizeVerdict::done) return;
  out << removable << " can each go on its own, the puzzle staying unique:\n";
  for (const MinimizeItem& i : m.items)
    if (i.removable) out << "  " << describe(p, i) << '\n';
  out << "minimal set (seed " << o.seed << ", " << m.passes << (m.passes == 1 ? " pass" : " passes")
      << "): " << m.items.size() - removed << " kept; the " << removed << " removed:\n";
  for (const MinimizeItem& i : m.items)
    if (!i.kept) out << "  " << describe(p, i) << '\n';
  if (!o.written_to.empty()) {
    out << "the minimal puzzle (" << o.format << ") is in " << o.written_to << '\n';
  } else {
    out << "--- the minimal puzzle (" << o.format << ") ---\n" << o.puzzle;
  }
}

void write_json(std::ostream& out, const model::Puzzle& p, const Minimized& m,
                const MinimizeOutput& o) {
  nlohmann::json j;
  j["file"] = o.file;
  j["verdict"] = verdict(m);
  if (!m.message.empty()) j["message"] = m.message;
  j["items"] = nlohmann::json::array();
  for (const MinimizeItem& i : m.items) {
    nlohmann::json item{{"line", i.line}, {"text", i.text}, {"kind", i.given ? "given" : "rule"}};
    if (i.cell >= 0) item["given"] = given_text(p, i);
    if (m.verdict == MinimizeVerdict::done) item["removable"] = i.removable, item["kept"] = i.kept;
    j["items"].push_back(item);
  }
  if (m.verdict == MinimizeVerdict::done) {
    j["seed"] = o.seed;
    j["passes"] = m.passes;
    j["format"] = o.format;
    if (!o.written_to.empty())
      j["output"] = o.written_to;
    else
      j["puzzle"] = o.puzzle;
  }
  j["whole_grid_rules"] = m.whole_grid;
  j["solver_calls"] = m.solver_calls;
  j["time"] = m.seconds;
  out << j.dump() << '\n';
}

}  // namespace

void write_minimize(std::ostream& out, bool json, const model::Puzzle& p, const Minimized& m,
                    const MinimizeOutput& o) {
  if (json) return write_json(out, p, m, o);
  write_text(out, p, m, o);
}

}  // namespace rfsat::solve
