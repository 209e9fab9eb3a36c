// Argument helpers of the semantic pass: integers, cells (a number 1-based,
// or a name r1c1: cell_names.hpp; in range, not a hole; runs r1c1-r1c4
// expanded), symbols (one character of `values`), argument counts, and the
// groups (size and repeated-cell checks, grid lines and boxes, regions).
// Each error points at the token.
#include <algorithm>
#include <unordered_set>

#include "cell_names.hpp"
#include "resolver.hpp"
#include "straight_line.hpp"

namespace rfsat::sema {

std::optional<std::vector<ast::Token>> Resolver::flat_args(const ast::Property& p) {
  if (p.groups.size() > 1) {
    error(p.groups[1].empty() ? p.pos : p.groups[1].front().pos,
          "'" + p.name.text + "' takes one list of arguments, separated by ','; ';' is not allowed here");
    return std::nullopt;
  }
  return p.groups.empty() ? std::vector<ast::Token>{} : p.groups.front();
}

bool Resolver::expect_count(const ast::Property& p, const std::vector<ast::Token>& args,
                            std::size_t min, std::size_t max, const char* what) {
  if (args.size() >= min && args.size() <= max) return true;
  std::string n = min == max ? std::to_string(min)
                  : max == static_cast<std::size_t>(-1) ? "at least " + std::to_string(min)
                                                        : std::to_string(min) + " to " + std::to_string(max);
  error(args.size() > max ? args[max].pos : p.pos,
        "'" + p.name.text + "' takes " + n + " argument" + (n == "1" ? "" : "s") + " (" + what +
            "), got " + std::to_string(args.size()));
  return false;
}

std::optional<long long> Resolver::integer(const ast::Token& t, text::IntegerRange range,
                                           const char* what) {
  std::string why;
  std::optional<long long> v = text::read_integer(t.text, range, what, why);
  if (!v) error(t.pos, why);
  return v;
}

std::optional<int> Resolver::cell(const ast::Token& t) {
  const model::Geometry& g = p_.geometry;
  std::string why;
  std::optional<int> named;
  if (cell_run_ends(t.text)) {
    error(t.pos, "'" + t.text + "' is a run of cells; here one cell is expected: cells are " +
                     cell_forms(g));
    return std::nullopt;
  }
  if (looks_like_var_cell(t.text)) return var_cell(t);
  if (looks_like_cell_name(t.text) && !(named = read_cell_name(t.text, g, why))) {
    error(t.pos, why);
    return std::nullopt;
  }
  std::optional<long long> v = named
                                   ? std::optional<long long>(*named + 1)
                                   : text::read_integer(t.text, text::kRuleInteger, "a cell", why);
  if (!v) {
    error(t.pos, why + ": cells are " + cell_forms(g));
    return std::nullopt;
  }
  if (*v < 1 || *v > g.cell_count()) {
    error(t.pos, "cell " + t.text + " is out of range: cells are " + cell_forms(g));
    return std::nullopt;
  }
  int c = static_cast<int>(*v - 1);
  if (g.is_hole(c)) {
    error(t.pos, "cell " + t.text + " (" + cell_name(c) + ") is a hole (" + hole_reason(c) + ")");
    return std::nullopt;
  }
  return c;
}

bool Resolver::expand_runs(ast::Property& p) {
  bool ok = true;
  for (ast::ArgGroup& group : p.groups) {
    ast::ArgGroup out;
    for (ast::Token& t : group) {
      const auto ends = cell_run_ends(t.text);
      if (!ends) {
        out.push_back(std::move(t));
        continue;
      }
      if (p_.geometry.is_hexagon()) {
        error(t.pos, "a run of cells ('" + t.text +
                         "') is read on rectangular grids only; list the cells of a hexagon");
        ok = false;
        continue;
      }
      const ast::Token a{{t.pos}, std::string(ends->first)}, b{{t.pos}, std::string(ends->second)};
      const std::optional<std::vector<int>> run = straight_line(*this, p, a, b, true);
      ok = ok && run.has_value();
      for (int c : run.value_or(std::vector<int>{}))
        out.push_back(ast::Token{{t.pos}, cell_name(c)});
    }
    group = std::move(out);
  }
  return ok;
}

std::optional<int> Resolver::symbol(const ast::Token& t) {
  int s = t.text.size() == 1 ? p_.symbols.index_of(t.text[0]) : -1;
  if (s < 0) {
    std::string values;
    for (const auto& sym : p_.symbols.symbols) values += sym.glyph;
    error(t.pos, (t.text.size() == 1 ? "symbol '" + t.text + "' is not in values"
                                     : "expected one symbol, got '" + t.text + "'") +
                     " (symbols: " + values + ")");
    return std::nullopt;
  }
  return s;
}

namespace {

// Applies `one` to every token; nullopt if any failed (all are still checked,
// so every bad token gets its own error).
template <class One>
std::optional<std::vector<int>> each(const std::vector<ast::Token>& ts, One one) {
  std::vector<int> out;
  bool ok = true;
  for (const ast::Token& t : ts) {
    std::optional<int> v = one(t);
    ok = ok && v.has_value();
    if (v) out.push_back(*v);
  }
  if (!ok) return std::nullopt;
  return out;
}

}  // namespace

std::optional<std::vector<int>> Resolver::cells(const std::vector<ast::Token>& ts) {
  return each(ts, [this](const ast::Token& t) { return cell(t); });
}

std::optional<std::vector<int>> Resolver::cells_once(const ast::Property& p,
                                                     std::span<const ast::Token> ts) {
  auto cs = cells({ts.begin(), ts.end()});
  if (!cs) return std::nullopt;
  std::unordered_set<int> seen;
  seen.reserve(cs->size());
  for (std::size_t i = 0; i < cs->size(); ++i)
    if (!seen.insert((*cs)[i]).second) {
      error(ts[i].pos, "'" + p.name.text + "' lists cell " + ts[i].text + " (" +
                           cell_name((*cs)[i]) + ") twice");
      return std::nullopt;
    }
  return cs;
}

std::optional<std::vector<int>> Resolver::symbols(const std::vector<ast::Token>& ts) {
  return each(ts, [this](const ast::Token& t) { return symbol(t); });
}

std::string Resolver::cell_name(int cell) const {
  if (cell >= p_.geometry.cell_count())
    return "v" + std::to_string(cell - p_.geometry.cell_count() + 1);
  return "r" + std::to_string(p_.geometry.row_of(cell) + 1) + "c" +
         std::to_string(p_.geometry.col_of(cell) + 1);
}

std::string Resolver::hole_reason(int cell) const {
  const model::Geometry& g = p_.geometry;
  for (const model::SubGrid& s : g.grids())
    if (!g.is_hexagon() && s.contains(g.row_of(cell), g.col_of(cell))) return "restrict_grid";
  return g.is_hexagon() ? "restrict_grid" : "outside every sub_grid";
}

bool Resolver::rectangular(const ast::Property& prop) {
  if (!p_.geometry.is_hexagon()) return true;
  error(prop.pos, "'" + prop.name.text + "' needs a rectangular grid; this one is hexagonal");
  return false;
}

void Resolver::add_grid_group(std::vector<int> cells, const ast::Property& origin, bool renban_eligible) {
  std::vector<int> key = cells;
  std::sort(key.begin(), key.end());
  if (grid_groups_.insert(std::move(key)).second) add_group(std::move(cells), origin, renban_eligible);
}

void Resolver::add_lines(const std::vector<std::vector<int>>& lines, const ast::Property& origin,
                         bool renban_eligible) {
  for (const std::vector<int>& cells : lines) {
    add_grid_group(cells, origin, renban_eligible);
    if (diags_.has_errors()) return;  // one oversized line says it all
  }
}

void Resolver::add_boxes(int w, int h, const ast::Property& origin) {
  model::Geometry& g = p_.geometry;
  if (g.box_width == 0) g.box_width = w, g.box_height = h;
  const std::vector<std::vector<int>> made = g.boxes(w, h);
  for (const std::vector<int>& box : made) {
    std::vector<int> key = box;
    std::sort(key.begin(), key.end());
    if (box_keys_.insert(std::move(key)).second) boxes_.push_back(box);
  }
  add_lines(made, origin, false);
}

void Resolver::add_region(std::vector<int> cells, const ast::Property& origin, bool renban_eligible) {
  if (add_group(cells, origin, renban_eligible)) region_groups_.push_back(std::move(cells));
}

void Resolver::add_jigsaw(std::vector<int> cells, const ast::Property& origin) {
  if (!add_group(cells, origin, false)) return;
  region_groups_.push_back(cells);
  jigsaws_.push_back(std::move(cells));
}

bool Resolver::add_group(std::vector<int> cells, const ast::Property& origin, bool renban_eligible) {
  std::vector<int> sorted = cells;
  std::sort(sorted.begin(), sorted.end());
  auto dup = std::adjacent_find(sorted.begin(), sorted.end());
  if (dup != sorted.end()) {
    error(origin.pos, "'" + origin.name.text + "' lists cell " + std::to_string(*dup + 1) + " (" +
                          cell_name(*dup) + ") twice");
    return false;
  }
  if (static_cast<int>(cells.size()) > p_.symbols.capacity) {
    error(origin.pos, "'" + origin.name.text + "' makes a group of " + std::to_string(cells.size()) +
                          " cells, larger than values (" + std::to_string(p_.symbols.capacity) +
                          " symbols)");
    return false;
  }
  if (renban_eligible) renban_groups_.push_back(cells);
  add(model::Group{std::move(cells)}, origin);
  return true;
}

}  // namespace rfsat::sema
