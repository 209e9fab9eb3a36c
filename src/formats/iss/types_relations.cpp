// Type handlers (reader.hpp) of ISS's binary relations and weighted sums.
// Pair~key~items relates each cell to the next one of a group (ISS's
// builder: a BinaryConstraint per consecutive pair): relation_chain, or
// relation with the pairs listed when a cell comes back. PairX~key~items
// relates every two cells of a group (ISS's BinaryPairwise, which refuses a
// key that is not symmetric; so does rfsat): relation_all. Binary and
// BinaryX are the legacy forms, their keys with '-' and '_' swapped. The
// items are cells; `_name` starts a named group, an empty item a new group
// of the same name (ISS's parseNamedCellGroups; names are labels only). The
// key's table (binary_key.hpp) is written as the named relation it equals
// (lt, diff_eq 1, ...) when it equals one, else as `table, v:w, ...`.
// Sum~s_=_c1_..._ck~cells (coefficients) and a Sum listing a cell twice are
// weighted_sum(s; c1, cell; ...).
#include <algorithm>
#include <set>

#include "iss/binary_key.hpp"
#include "iss/reader.hpp"
#include "relation_kinds.hpp"

namespace rfsat::formats::iss {
namespace {

bool equals_named(const Reader& rd, const BinaryTable& t, model::RelationOp op, long long k) {
  for (int i = 0; i < rd.values; ++i)
    for (int j = 0; j < rd.values; ++j)
      if ((t[i * rd.values + j] != 0) !=
          model::named_relation_holds(op, k, rd.min_value + i, rd.min_value + j))
        return false;
  return true;
}

// The .rf relation of the table: a name when one fits (the numbers tried
// are those that matter over the grid's values), else the table.
std::string relation_text(const Reader& rd, const BinaryTable& t) {
  const long long span = rd.values, lo = 2LL * rd.min_value, hi = 2LL * rd.max_value();
  for (const model::RelationName& n : model::kRelationNames) {
    if (n.op == model::RelationOp::table) continue;
    const long long from = n.op == model::RelationOp::sum_eq ? lo : 0;
    const long long to = n.op == model::RelationOp::sum_eq ? hi : n.number ? span : 0;
    for (long long k = from; k <= to; ++k)
      if (equals_named(rd, t, n.op, k))
        return std::string(n.name) + (n.number ? ", " + std::to_string(k) : "");
  }
  std::string s = "table";
  for (int i = 0; i < rd.values; ++i)
    for (int j = 0; j < rd.values; ++j)
      if (t[i * rd.values + j])
        s += std::string(", ") + Reader::symbol(rd.min_value + i) + ":" +
             Reader::symbol(rd.min_value + j);
  return s;
}

bool symmetric(const Reader& rd, const BinaryTable& t) {
  for (int i = 0; i < rd.values; ++i)
    for (int j = 0; j < i; ++j)
      if (t[i * rd.values + j] != t[j * rd.values + i]) return false;
  return true;
}

// The groups of cells of a Pair's items (ISS's parseNamedCellGroups).
std::optional<std::vector<std::vector<Cell>>> cell_groups(Reader& rd, const Item& it) {
  std::vector<std::vector<Cell>> groups(1);
  for (std::size_t i = 1; i < it.args.size(); ++i) {
    const std::string& a = it.args[i];
    if (a.empty() || a.front() == '_') {
      if (!groups.back().empty()) groups.emplace_back();
      continue;
    }
    auto c = rd.cell(it, a);
    if (!c) return std::nullopt;
    groups.back().push_back(*c);
  }
  if (groups.back().empty()) groups.pop_back();
  return groups;
}

// One group of a Pair: consecutive cells related.
void chain(Reader& rd, const Item& it, const std::string& rel, const std::vector<Cell>& cs) {
  std::set<int> seen;
  bool again = false;
  for (Cell c : cs) again = !seen.insert(rd.number_of(c)).second || again;
  if (!again) return rd.emit("relation_chain(" + rel + "; " + rd.list(cs) + ")", it);
  std::string pairs;
  for (std::size_t i = 1; i < cs.size(); ++i) {
    if (rd.number_of(cs[i]) == rd.number_of(cs[i - 1]))
      return rd.error(it, "this Pair relates a cell to itself; rfsat relates two cells");
    pairs += "; " + rd.list({cs[i - 1], cs[i]});
  }
  rd.emit("relation(" + rel + pairs + ")", it);
}

}  // namespace

void types::pair(Reader& rd, const Item& it, const TypeRow&) {
  if (it.args.empty()) return rd.error(it, "expected ~key~cells");
  const bool legacy = it.type == "Binary" || it.type == "BinaryX";
  const bool all = it.type == "PairX" || it.type == "BinaryX";
  std::string why;
  const std::string key = legacy ? swap_legacy_key(it.args[0]) : it.args[0];
  auto table = decode_binary_key(key, rd.values, why);
  if (!table) return rd.error(it, why);
  if (std::find(table->begin(), table->end(), 1) == table->end())
    return rd.error(it, "the key allows no pair of values: the puzzle has no solution");
  if (all && !symmetric(rd, *table))
    return rd.error(it, "a " + it.type + " key must be symmetric (ISS refuses this one too)");
  auto groups = cell_groups(rd, it);
  if (!groups) return;
  const std::string rel = relation_text(rd, *table);
  for (const std::vector<Cell>& cs : *groups) {
    if (cs.size() < 2) {
      rd.warning(it, "a group of one cell relates nothing; not read");
      continue;
    }
    if (!all) {
      chain(rd, it, rel, cs);
      continue;
    }
    std::set<int> seen;
    for (Cell c : cs)
      if (!seen.insert(rd.number_of(c)).second)
        return rd.error(it, "this " + it.type + " lists a cell twice; rfsat relates two cells");
    rd.emit("relation_all(" + rel + "; " + rd.list(cs) + ")", it);
  }
}

void types::weighted_sum(Reader& rd, const Item& it, const std::vector<Cell>& cs) {
  const std::size_t bar = it.args[0].find('_');
  std::vector<std::string> parts;
  for (std::size_t at = bar; at != std::string::npos;) {
    const std::size_t next = it.args[0].find('_', at + 1);
    parts.push_back(it.args[0].substr(at + 1, next == std::string::npos ? next : next - at - 1));
    at = next;
  }
  if (bar != std::string::npos && (parts.empty() || parts[0] != "="))
    return rd.error(it, "expected ~sum_=_c1_c2_...~cells");
  if (bar != std::string::npos) parts.erase(parts.begin());
  if (bar != std::string::npos && parts.size() != cs.size())
    return rd.error(it, "the Sum has " + std::to_string(parts.size()) + " coefficients for " +
                            std::to_string(cs.size()) + " cells");
  auto s = rd.integer(it, it.args[0].substr(0, bar), "the sum");
  if (!s) return;
  std::string line = "weighted_sum(" + std::to_string(*s);
  for (std::size_t i = 0; i < cs.size(); ++i) {
    auto c = bar == std::string::npos ? std::optional<long long>(1)
                                      : rd.integer(it, parts[i], "a coefficient", {-100, 100});
    if (!c) return;
    line += "; " + std::to_string(*c) + ", " + rd.list({cs[i]});
  }
  rd.emit_rule("weighted_sum", line + ")", it);
}

}  // namespace rfsat::formats::iss
