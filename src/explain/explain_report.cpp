// The text and JSON of a solve path (explain_report.hpp).
#include "explain_report.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "evaluate.hpp"
#include "grid_state.hpp"

namespace rfsat::explain {
namespace {

std::string glyph(const model::Puzzle& p, int symbol) {
  return std::string(1, p.symbols.symbols[symbol].glyph);
}

}  // namespace

std::vector<int> reason_cells(const model::Puzzle& p, int k) {
  std::vector<int> cells = check::constraint_cells(p.constraints[k]);
  std::vector<int> seen;
  for (int c : cells)
    if (std::find(seen.begin(), seen.end(), c) == seen.end()) seen.push_back(c);
  return seen;
}

namespace {

std::string values_text(const model::Puzzle& p, Mask m) {
  std::string out;
  for (; m; m &= m - 1) out += glyph(p, lowest(m));
  return out;
}

nlohmann::json step_json(const model::Puzzle& p, const Step& s) {
  nlohmann::json j;
  j["technique"] = s.technique;
  if (!s.detail.empty()) j["detail"] = s.detail;
  j["placements"] = nlohmann::json::array();
  for (const Placement& pl : s.placements)
    j["placements"].push_back({{"cell", cell_text(p, pl.cell)}, {"value", glyph(p, pl.symbol)}});
  j["eliminations"] = nlohmann::json::array();
  for (const Elimination& e : s.eliminations) {
    nlohmann::json values = nlohmann::json::array();
    for (Mask m = e.symbols; m; m &= m - 1) values.push_back(glyph(p, lowest(m)));
    j["eliminations"].push_back({{"cell", cell_text(p, e.cell)}, {"values", values}});
  }
  j["reasons"] = nlohmann::json::array();
  for (int k : s.reasons) {
    nlohmann::json cells = nlohmann::json::array();
    for (int c : reason_cells(p, k)) cells.push_back(cell_text(p, c));
    j["reasons"].push_back({{"rule", rule_name(p, k)},
                            {"line", p.constraints[k].origin.line},
                            {"column", p.constraints[k].origin.column},
                            {"cells", cells}});
  }
  j["uses"] = nlohmann::json::array();
  for (int u : s.uses)
    if (u < 1000000) j["uses"].push_back(u);
  j["depth"] = s.depth;
  j["cost"] = s.cost;
  j["rating"] = std::round(s.rating * 10) / 10;
  if (s.hypothesis.cell >= 0) {
    j["hypothesis"] = {{"cell", cell_text(p, s.hypothesis.cell)},
                       {"value", glyph(p, s.hypothesis.symbol)}};
    j["steps"] = nlohmann::json::array();
    for (const Step& n : s.nested) j["steps"].push_back(step_json(p, n));
  }
  return j;
}

}  // namespace

std::string conclusion_text(const model::Puzzle& p, const Step& s) {
  std::string out;
  for (const Placement& pl : s.placements)
    out += (out.empty() ? "" : ", ") + cell_text(p, pl.cell) + "=" + glyph(p, pl.symbol);
  for (const Elimination& e : s.eliminations)
    out += (out.empty() ? "" : ", ") + cell_text(p, e.cell) + "-" + values_text(p, e.symbols);
  return out.empty() ? "they cannot all hold" : out;
}

std::string reasons_text(const model::Puzzle& p, const Step& s) {
  std::string out;
  for (int k : s.reasons) {
    const model::Constraint& c = p.constraints[k];
    const std::vector<int> cells = reason_cells(p, k);
    out += (out.empty() ? "" : "; ") + rule_name(p, k);
    if (c.origin.line > 0) out += " (line " + std::to_string(c.origin.line) + ")";
    if (!cells.empty())
      out += " " + cell_text(p, cells.front()) +
             (cells.size() > 1 ? ".." + cell_text(p, cells.back()) : std::string());
  }
  return out;
}

namespace {

void write_steps(std::ostream& out, const model::Puzzle& p, const std::vector<Step>& steps,
                 const std::string& indent) {
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const Step& s = steps[i];
    out << indent << i + 1 << ". " << s.technique;
    if (!s.detail.empty()) out << " (" << s.detail << ")";
    out << ": ";
    if (s.hypothesis.cell >= 0)
      out << "if " << cell_text(p, s.hypothesis.cell) << " were " << glyph(p, s.hypothesis.symbol)
          << " then\n";
    else
      out << conclusion_text(p, s) << '\n';
    if (!s.nested.empty()) {
      write_steps(out, p, s.nested, indent + "     ");
      out << indent << "   ... contradiction, so " << conclusion_text(p, s) << '\n';
    }
    if (!s.reasons.empty() && s.nested.empty())
      out << indent << "   because: " << reasons_text(p, s) << '\n';
  }
}

}  // namespace

std::string rule_name(const model::Puzzle& p, int k) {
  const model::Constraint& c = p.constraints[k];
  return std::string(c.rule.empty() ? model::kind_name(c) : c.rule);
}

std::string cell_text(const model::Puzzle& p, int cell) {
  return "r" + std::to_string(p.geometry.row_of(cell) + 1) + "c" +
         std::to_string(p.geometry.col_of(cell) + 1);
}

std::string grid_line(const model::Puzzle& p, const std::vector<Mask>& masks) {
  std::string out;
  for (std::size_t c = 0; c < masks.size(); ++c)
    out += p.geometry.is_hole(static_cast<int>(c)) || popcount(masks[c]) != 1
               ? std::string(".")
               : glyph(p, lowest(masks[c]));
  return out;
}

void write_explain_text(std::ostream& out, const model::Puzzle& p, const Path& path) {
  write_steps(out, p, path.steps, "");
  out << "verdict: " << path.verdict_text << '\n';
  out << (path.complete ? "solved" : "not solved") << " in " << path.steps.size() << " steps\n";
  out << grid_line(p, path.final) << '\n';
}

void write_explain_json(std::ostream& out, const model::Puzzle& p, const Path& path) {
  nlohmann::json j;
  j["verdict"] = path.verdict_text;
  j["complete"] = path.complete;
  j["grid"] = grid_line(p, path.final);
  j["steps"] = nlohmann::json::array();
  for (const Step& s : path.steps) j["steps"].push_back(step_json(p, s));
  out << j.dump() << '\n';
}

}  // namespace rfsat::explain
