// Resolve handlers (handlers.hpp) of the binary relations and the weighted
// sum. A relation is the first argument group: a name (`lt`, `ne`, ...), a
// name and its number (`diff_ge, 2`, `sum_eq, 10`), or `table` and the
// allowed symbol pairs (`table, 1:2, 2:1`). Readings: `relation` relates each
// listed pair, first cell to second; `relation_chain` each consecutive pair
// of its cells (ISS's Pair); `relation_all` every pair of its cells, the
// earlier one first (ISS's PairX); `anti_offsets` every cell and the cell
// (dr, dc) away, on the whole grid (§8: pairs with an empty cell hold; `ne`,
// the default, is anti_knight's DifferentPairs). `weighted_sum(total; w,
// cell; ...)` sums weight times number, a cell listed twice counting twice.
#include <algorithm>
#include <cstdlib>
#include <utility>

#include "handlers.hpp"
#include "move_pairs.hpp"
#include "resolver.hpp"

namespace rfsat::sema::handle {
namespace {

using Group = std::vector<ast::Token>;

std::string rule_name(const Property& prop) { return "'" + prop.name.text + "'"; }

const model::RelationName* find_relation(const std::string& name) {
  for (const model::RelationName& n : model::kRelationNames)
    if (n.name == name) return &n;
  return nullptr;
}

// One `v:w` entry of a table: the symbols of the first and the second cell.
std::optional<std::pair<int, int>> table_entry(Resolver& r, const Property& prop,
                                               const ast::Token& t) {
  if (t.text.size() != 3 || t.text[1] != ':') {
    r.error(t.pos, rule_name(prop) + ": a table entry is two symbols joined by ':' (1:2), got '" +
                       t.text + "'");
    return std::nullopt;
  }
  ast::Token v = t, w = t;
  v.text = t.text.substr(0, 1);
  w.text = t.text.substr(2, 1);
  w.pos.column += 2;
  auto sv = r.symbol(v), sw = sv ? r.symbol(w) : std::nullopt;
  if (!sw) return std::nullopt;
  const model::SymbolTable& symbols = r.puzzle().symbols;
  if (symbols.is_empty(*sv) || symbols.is_empty(*sw)) {
    r.error(t.pos, rule_name(prop) + ": '" + t.text +
                       "' names the empty_value symbol; a pair with an empty cell is false");
    return std::nullopt;
  }
  return std::pair{*sv, *sw};
}

// The relation the group `g` names (its cell pairs are left empty).
std::optional<model::Relation> relation_of(Resolver& r, const Property& prop, const Group& g) {
  const model::RelationName* n = g.empty() ? nullptr : find_relation(g.front().text);
  if (!n) {
    r.error(g.empty() ? prop.pos : g.front().pos,
            rule_name(prop) +
                ": expected a relation: lt, le, gt, ge, eq, ne; diff_eq, diff_ne, "
                "diff_ge, diff_le or sum_eq and a number; or table and v:w pairs");
    return std::nullopt;
  }
  model::Relation rel;
  rel.op = n->op;
  if (n->op == model::RelationOp::table) {
    if (g.size() < 2)
      r.error(g.front().pos, rule_name(prop) + ": a table lists at least one v:w pair");
    for (std::size_t i = 1; i < g.size(); ++i) {
      auto e = table_entry(r, prop, g[i]);
      if (!e) return std::nullopt;
      rel.allowed.push_back(*e);
    }
    if (g.size() < 2) return std::nullopt;
    return rel;
  }
  const std::size_t want = n->number ? 2 : 1;
  if (g.size() != want) {
    r.error(g.size() > want ? g[want].pos : g.front().pos,
            rule_name(prop) + ": the relation " + std::string(n->name) +
                (n->number ? " takes one number (" + std::string(n->name) + ", 2)"
                           : " takes no number"));
    return std::nullopt;
  }
  if (n->number) {
    auto k = r.integer(g[1]);
    if (!k) return std::nullopt;
    rel.k = *k;
  }
  return rel;
}

// Two different cells (a pair of `relation`).
std::optional<std::pair<int, int>> cell_pair(Resolver& r, const Property& prop, const Group& g) {
  if (g.size() != 2) {
    r.error(g.empty() ? prop.pos : g.front().pos,
            rule_name(prop) + ": each pair is two cells (a, b), got " + std::to_string(g.size()) +
                " argument" + (g.size() == 1 ? "" : "s"));
    return std::nullopt;
  }
  auto cells = r.cells_once(prop, g);
  if (!cells) return std::nullopt;
  return std::pair{(*cells)[0], (*cells)[1]};
}

// `name(relation; cells)`: the relation and at least two distinct cells.
std::optional<std::pair<model::Relation, std::vector<int>>> relation_and_cells(
    Resolver& r, const Property& prop) {
  if (prop.groups.size() != 2 || prop.groups[1].size() < 2) {
    r.error(prop.pos, rule_name(prop) + " takes a relation, ';' and at least two cells");
    return std::nullopt;
  }
  auto rel = relation_of(r, prop, prop.groups[0]);
  auto cells = rel ? r.cells_once(prop, prop.groups[1]) : std::nullopt;
  if (!cells) return std::nullopt;
  return std::pair{std::move(*rel), std::move(*cells)};
}

}  // namespace

void relation(Resolver& r, const Property& prop) {
  if (prop.groups.size() < 2) {
    r.error(prop.pos,
            rule_name(prop) + " takes a relation, then pairs of cells: relation(lt; a, b)");
    return;
  }
  auto rel = relation_of(r, prop, prop.groups[0]);
  if (!rel) return;
  for (std::size_t i = 1; i < prop.groups.size(); ++i) {
    auto pr = cell_pair(r, prop, prop.groups[i]);
    if (!pr) return;
    rel->pairs.push_back(*pr);
  }
  r.add(std::move(*rel), prop);
}

void relation_chain(Resolver& r, const Property& prop) {
  auto rc = relation_and_cells(r, prop);
  if (!rc) return;
  auto& [rel, cells] = *rc;
  for (std::size_t i = 1; i < cells.size(); ++i) rel.pairs.emplace_back(cells[i - 1], cells[i]);
  r.add(std::move(rel), prop);
}

void relation_all(Resolver& r, const Property& prop) {
  auto rc = relation_and_cells(r, prop);
  if (!rc) return;
  auto& [rel, cells] = *rc;
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = i + 1; j < cells.size(); ++j) rel.pairs.emplace_back(cells[i], cells[j]);
  r.add(std::move(rel), prop);
}

namespace {

// One `dr, dc` offset, not (0, 0).
std::optional<std::pair<int, int>> offset(Resolver& r, const Property& prop, const Group& g) {
  if (g.size() != 2) {
    r.error(g.empty() ? prop.pos : g.front().pos,
            rule_name(prop) + ": each offset is two integers (rows down, columns right), got " +
                std::to_string(g.size()) + " argument" + (g.size() == 1 ? "" : "s"));
    return std::nullopt;
  }
  const text::IntegerRange range{-1000000, 1000000};
  auto dr = r.integer(g[0], range, "a row offset");
  auto dc = dr ? r.integer(g[1], range, "a column offset") : std::nullopt;
  if (!dc) return std::nullopt;
  if (*dr == 0 && *dc == 0) {
    r.error(g.front().pos, rule_name(prop) + ": the offset 0, 0 names no other cell");
    return std::nullopt;
  }
  return std::pair{static_cast<int>(*dr), static_cast<int>(*dc)};
}

// The pairs (a, a + (dr, dc)) of the grid, a first.
std::vector<std::pair<int, int>> offset_pairs(Resolver& r, std::pair<int, int> off) {
  const bool backward = off.first < 0 || (off.first == 0 && off.second < 0);
  const std::pair<int, int> move = backward ? std::pair{-off.first, -off.second} : off;
  r.reserve(move_pair_bound(r.puzzle().geometry, {move}, false) * sizeof(model::CellPair));
  std::vector<model::CellPair> pairs =
      move_pairs(r.puzzle().geometry, {move}, false, r.diagnostics());
  if (backward)
    for (auto& [a, b] : pairs) std::swap(a, b);
  return pairs;
}

// `ne` pairs as anti_knight's kind holds them: ordered, sorted, once each.
std::vector<model::CellPair> ne_pairs(const std::vector<model::CellPair>& directed) {
  std::vector<model::CellPair> pairs;
  for (const auto& [a, b] : directed) pairs.push_back(model::ordered(a, b));
  std::sort(pairs.begin(), pairs.end());
  pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
  return pairs;
}

}  // namespace

void anti_offsets(Resolver& r, const Property& prop) {
  if (!r.rectangular(prop)) return;
  const bool named = !prop.groups.empty() && !prop.groups[0].empty() &&
                     find_relation(prop.groups[0].front().text) != nullptr;
  std::optional<model::Relation> rel = named ? relation_of(r, prop, prop.groups[0])
                                             : std::optional<model::Relation>(model::Relation{});
  if (!rel) return;
  const std::size_t first = named ? 1 : 0;
  if (prop.groups.size() <= first) {
    r.error(prop.pos,
            rule_name(prop) + " takes [a relation;] and offsets: anti_offsets(1, 2; 2, 1)");
    return;
  }
  rel->skip_empty = true;
  model::Relation seam = *rel;  // under toroidal: the pairs across an edge
  for (std::size_t i = first; i < prop.groups.size(); ++i) {
    auto off = offset(r, prop, prop.groups[i]);
    if (!off) return;
    for (const auto& pr : offset_pairs(r, *off)) rel->pairs.push_back(pr);
    if (wraps(r))
      for (const auto& pr : seam_offset_pairs(r.puzzle().geometry, *off)) seam.pairs.push_back(pr);
  }
  if (rel->op != model::RelationOp::ne) {
    r.add(std::move(*rel), prop);
    if (!seam.pairs.empty()) r.add_as(std::move(seam), prop, "toroidal");
    return;
  }
  const std::vector<model::CellPair> pairs = ne_pairs(rel->pairs);  // anti_knight's kind
  std::vector<model::CellPair> across;
  for (const model::CellPair& pr : ne_pairs(seam.pairs))
    if (!std::binary_search(pairs.begin(), pairs.end(), pr)) across.push_back(pr);
  r.add(model::DifferentPairs{pairs, {}}, prop);
  if (!across.empty()) r.add_as(model::DifferentPairs{std::move(across), {}}, prop, "toroidal");
}

void weighted_sum(Resolver& r, const Property& prop) {
  if (prop.groups.size() < 2 || prop.groups[0].size() != 1) {
    r.error(prop.pos, rule_name(prop) +
                          " takes a total, then weight, cell pairs: "
                          "weighted_sum(10; 2, r1c1; -1, r1c2)");
    return;
  }
  const long long limit = model::kWeightedSumLimit;
  auto target = r.integer(prop.groups[0][0], {-limit, limit}, "the total");
  if (!target) return;
  long long largest = 0;  // of |n| over the symbols
  for (const model::Symbol& s : r.puzzle().symbols.symbols)
    largest = std::max(largest, std::llabs(static_cast<long long>(s.calc)));
  model::WeightedSum ws{*target, {}, {}};
  __int128 reach = 0;  // the sum of the terms' largest magnitudes
  for (std::size_t i = 1; i < prop.groups.size(); ++i) {
    const Group& g = prop.groups[i];
    if (g.size() != 2) {
      r.error(g.empty() ? prop.pos : g.front().pos,
              rule_name(prop) + ": each term is a weight and a cell (2, r1c1), got " +
                  std::to_string(g.size()) + " argument" + (g.size() == 1 ? "" : "s"));
      return;
    }
    auto w = r.integer(g[0], {-limit, limit}, "a weight");
    auto cell = w ? r.cell(g[1]) : std::nullopt;
    if (!cell) return;
    reach += static_cast<__int128>(*w < 0 ? -*w : *w) * largest;
    if (reach > limit) {
      r.error(g[0].pos, rule_name(prop) + ": weight " + g[0].text + " times the numbers (up to " +
                            std::to_string(largest) + ") makes the terms reach beyond " +
                            text::bound_text(limit) + ", more than an exact sum holds");
      return;
    }
    ws.cells.push_back(*cell);
    ws.weights.push_back(*w);
  }
  r.add(std::move(ws), prop);
}

}  // namespace rfsat::sema::handle
