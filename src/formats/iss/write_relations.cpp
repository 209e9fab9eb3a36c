// ISS writer handlers (write.cpp's table) of the binary relations and the
// weighted sum, in the forms the reader (types_relations.cpp) reads back as
// the same constraints: relation_chain as `.Pair~key~_~cells`, relation as
// one `.Pair` per listed pair, relation_all as `.PairX~key~_~cells` (ISS
// wants its key symmetric: another relation is refused), the key over the
// digits 1..n (binary_key.hpp); weighted_sum as `.Sum~total_=_w1_w2~cells`
// (ISS's coefficients are -100..100). anti_offsets has no ISS form.
#include <algorithm>

#include "iss/binary_key.hpp"
#include "iss/writer.hpp"

namespace rfsat::formats::iss::writing {
namespace {

// The key of k's relation over the digits 1..n.
std::string key_of(const Writer& w, const model::Relation& k, bool& symmetric) {
  const int n = w.g.n;
  BinaryTable t(static_cast<std::size_t>(n) * n, 0);
  const std::size_t symbols = w.g.digit.size();
  for (std::size_t v = 0; v < symbols; ++v)
    for (std::size_t u = 0; u < symbols; ++u) {
      const int dv = w.g.digit[v], du = w.g.digit[u];
      const bool in =
          k.op == model::RelationOp::table
              ? std::find(k.allowed.begin(), k.allowed.end(),
                          std::pair{static_cast<int>(v), static_cast<int>(u)}) != k.allowed.end()
              : model::named_relation_holds(k.op, k.k, dv, du);
      t[static_cast<std::size_t>((dv - 1) * n + (du - 1))] = in;
    }
  symmetric = true;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < i; ++j) symmetric = symmetric && t[i * n + j] == t[j * n + i];
  return encode_binary_key(t, n);
}

}  // namespace

bool relation(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Relation>(c);
  if (!k || k->skip_empty) return w.refuse(c, "ISS has no relation over the whole grid");
  bool symmetric = true;
  const std::string key = key_of(w, *k, symmetric);
  if (c.rule == "relation_chain" || c.rule == "relation_all") {
    std::vector<int> cells;  // the list again: its first pair, then each pair's new cell
    for (const auto& [a, b] : k->pairs) {
      if (cells.empty()) cells.push_back(a);
      if (std::find(cells.begin(), cells.end(), b) == cells.end()) cells.push_back(b);
    }
    if (c.rule == "relation_all" && !symmetric)
      return w.refuse(c, "ISS's PairX relates cells both ways: its relation must be symmetric");
    w.text +=
        std::string(c.rule == "relation_all" ? ".PairX~" : ".Pair~") + key + "~_" + w.cells(cells);
    return true;
  }
  for (const auto& [a, b] : k->pairs) w.text += ".Pair~" + key + "~_" + w.cells({a, b});
  return true;
}

bool weighted_sum(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::WeightedSum>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  if (k->cells.empty()) return w.refuse(c, "ISS's Sum names at least one cell");
  std::string weights;
  for (long long x : k->weights) {
    if (x < -100 || x > 100) return w.refuse(c, "ISS's coefficients are -100..100");
    weights += "_" + std::to_string(x);
  }
  w.text += ".Sum~" + std::to_string(k->target) + "_=" + weights + w.cells(k->cells);
  return true;
}

}  // namespace rfsat::formats::iss::writing
