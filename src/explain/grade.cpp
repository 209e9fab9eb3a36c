// grade_of and the grade's outputs (grade.hpp).
#include "grade.hpp"

#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace rfsat::explain {
namespace {

// The .scl key of a step: the pattern's own, NT for a contradiction at
// depth 1 (SudoCue's Nishio), TC for deeper ones and for minimal sets of
// several rules (table contradictions), none for one variant rule alone.
std::string scl_key(const Step& s) {
  if (s.key == "contradiction") return s.depth <= 1 ? "NT" : "TC";
  if (s.key == "core") return "TC";
  if (s.key == "rule" || s.key == "innies") return "";
  return s.key;
}

}  // namespace

Grade grade_of(const Path& path) {
  Grade g;
  g.complete = path.complete;
  g.verdict = path.verdict;
  g.verdict_text = path.verdict_text;
  // A path refused before its first step says why (declared var cells).
  if (path.steps.empty() && !path.message.empty()) g.verdict_text += "; " + path.message;
  g.seconds = path.seconds;
  g.steps = static_cast<int>(path.steps.size());
  double best = -1;
  for (const Step& s : path.steps) {
    if (s.rating > best) best = s.rating, g.hardest = s.technique;
    g.depth = std::max(g.depth, s.depth);
    if (const std::string k = scl_key(s); !k.empty()) ++g.counts[k];
  }
  g.grade = best < 0 ? 0 : std::round(best * 10) / 10;
  return g;
}

std::string grade_text(const Grade& g) {
  char number[32];
  std::snprintf(number, sizeof number, "%.1f", g.grade);
  std::string out = number;
  if (!g.hardest.empty()) out += " " + g.hardest;
  out += ", " + std::to_string(g.steps) + (g.steps == 1 ? " step" : " steps");
  if (g.depth > 0) out += ", depth " + std::to_string(g.depth);
  if (!g.complete) out += ", not complete: " + g.verdict_text;
  return out;
}

std::string grade_json(const Grade& g) {
  nlohmann::json j;
  j["grade"] = g.grade;
  j["hardest"] = g.hardest;
  j["steps"] = g.steps;
  j["depth"] = g.depth;
  j["complete"] = g.complete;
  j["verdict"] = g.verdict_text;
  j["seconds"] = std::round(g.seconds * 1000) / 1000;
  return j.dump();
}

void write_scl_line(std::ostream& out, long long index, const Grade& g) {
  char head[32];
  std::snprintf(head, sizeof head, "%06lld", index);
  out << head << "=R=" << g.steps << ";B=0;S=" << std::lround(g.grade * 100);
  static const char* const order[] = {"FH", "D1", "M1", "B1", "R1", "C1", "US", "N1", "LP",
                                      "LT", "L1", "L2", "N2", "N3", "N4", "H2", "H3", "H4",
                                      "X2", "X3", "X4", "Y2", "Y3", "NT", "TC"};
  for (const char* k : order)
    if (auto it = g.counts.find(k); it != g.counts.end() && it->second > 0)
      out << ';' << k << '=' << it->second;
  if (!g.complete) out << ";SR=1";
  out << '\n';
}

}  // namespace rfsat::explain
