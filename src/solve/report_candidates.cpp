// `rfsat candidates`' output (report.hpp): the .sdx-style candidate grid,
// the per-cell list (with counts when asked) and the JSON object.
#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>

#include "report.hpp"

namespace rfsat::solve {
namespace {

bool sdx_shape(const model::Puzzle& p) {
  const model::Geometry& g = p.geometry;
  if (g.is_hexagon() || g.rows != g.cols || static_cast<int>(p.symbols.size()) != g.rows)
    return false;
  for (int c = 0; c < g.cell_count(); ++c)
    if (g.is_hole(c)) return false;
  return g.rows == 4 || g.rows == 6 || g.rows == 9 || g.rows == 16 || g.rows == 25;
}

std::string glyphs(const model::Puzzle& p, std::uint64_t mask) {
  std::string s;
  for (int v = 0; v < static_cast<int>(p.symbols.size()); ++v)
    if (mask & (std::uint64_t{1} << v)) s += p.symbols.symbols[v].glyph;
  return s;
}

std::string cell_name(const model::Puzzle& p, int c) {
  return "r" + std::to_string(p.geometry.row_of(c) + 1) + "c" +
         std::to_string(p.geometry.col_of(c) + 1);
}

std::string verdict(const Candidates& c) {
  if (c.violation) return "internal error";
  if (c.refused) return *c.refused;
  if (c.limit_hit) return "time limit reached: candidates found so far";
  if (c.no_solution) return "no solution";
  return c.unique ? "unique" : "several solutions";
}

// Rows of candidate lists, each column padded to its widest list.
void write_sdx(std::ostream& out, const model::Puzzle& p, const Candidates& c) {
  const int n = p.geometry.rows;
  std::vector<std::size_t> width(n, 1);
  for (int cell = 0; cell < n * n; ++cell)
    width[cell % n] = std::max(width[cell % n], glyphs(p, c.mask[cell]).size());
  for (int r = 0; r < n; ++r) {
    std::string line;
    for (int k = 0; k < n; ++k) {
      std::string g = glyphs(p, c.mask[r * n + k]);
      if (g.empty()) g = "-";
      if (k > 0) line += ' ';
      line += g + (k + 1 < n ? std::string(width[k] - g.size(), ' ') : "");
    }
    out << line << '\n';
  }
}

std::string count_text(const Candidates& c, int cell, int s) {
  const int k = c.counts[cell][s];
  return "(" + std::to_string(k) + (k >= c.count_limit ? "+)" : ")");
}

void write_list(std::ostream& out, const model::Puzzle& p, const Candidates& c) {
  for (int cell = 0; cell < p.geometry.cell_count(); ++cell) {
    if (p.geometry.is_hole(cell)) continue;
    out << cell_name(p, cell) << " (cell " << cell + 1 << "):";
    for (int s = 0; s < static_cast<int>(p.symbols.size()); ++s) {
      if (!(c.mask[cell] & (std::uint64_t{1} << s))) continue;
      out << ' ' << p.symbols.symbols[s].glyph;
      if (c.count_limit >= 2) out << count_text(c, cell, s);
    }
    out << '\n';
  }
}

void write_json(std::ostream& out, const model::Puzzle& p, const Candidates& c,
                const std::string& file) {
  nlohmann::json j;
  j["file"] = file;
  j["verdict"] = verdict(c);
  j["cells"] = nlohmann::json::array();
  for (int cell = 0; cell < p.geometry.cell_count(); ++cell) {
    if (p.geometry.is_hole(cell)) continue;
    nlohmann::json list = nlohmann::json::array();
    for (int s = 0; s < static_cast<int>(p.symbols.size()); ++s) {
      if (!(c.mask[cell] & (std::uint64_t{1} << s))) continue;
      const std::string value(1, p.symbols.symbols[s].glyph);
      if (c.count_limit >= 2) {
        const int k = c.counts[cell][s];
        list.push_back({{"value", value}, {"solutions", k}, {"at_least", k >= c.count_limit}});
      } else {
        list.push_back(value);
      }
    }
    j["cells"].push_back({{"cell", cell + 1}, {"name", cell_name(p, cell)}, {"candidates", list}});
  }
  if (c.count_limit >= 2) j["count_per_candidate"] = c.count_limit;
  j["solutions_drawn"] = c.solutions;
  j["solver_calls"] = c.solver_calls;
  j["time"] = c.seconds;
  out << j.dump() << '\n';
}

}  // namespace

void write_candidates(std::ostream& out, CandidatesFormat format, const model::Puzzle& p,
                      const Candidates& c, const std::string& file) {
  if (format == CandidatesFormat::json) return write_json(out, p, c, file);
  if (c.no_solution) return;  // no grid: every cell would be empty
  if (c.count_limit >= 2) {
    out << "// candidates with their solutions: (n) n solutions, (" << c.count_limit
        << "+) at least " << c.count_limit << '\n';
    write_list(out, p, c);
  } else if (sdx_shape(p)) {
    write_sdx(out, p, c);
  } else {
    write_list(out, p, c);
  }
}

std::string candidates_summary(const Candidates& c) {
  std::string s = verdict(c) + " (" + std::to_string(c.solutions) + " solution";
  s += c.solutions == 1 ? "" : "s";
  s += " drawn, " + std::to_string(c.solver_calls) + " solver call";
  s += c.solver_calls == 1 ? "" : "s";
  char t[32];
  std::snprintf(t, sizeof t, ", %.3f s)", c.seconds);
  return s + t;
}

}  // namespace rfsat::solve
