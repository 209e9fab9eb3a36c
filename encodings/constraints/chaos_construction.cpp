// ChaosConstruction encoder (model::ChaosConstruction, `chaos_construction`):
// the grid is cut into R = n / s regions of s cells (s values), each
// orthogonally connected and holding every value once; cell k's region is
// the symbol index of its label cell. Entry point:
// encode(const model::ChaosConstruction&, Context&).
// Encoding (docs/tuning.md#chaos-construction):
// - labels: label < R, and value precedence (Law & Lee, "Global constraints
//   for integer and set value precedence", CP 2004): seen[k][L] "label L is
//   used by a cell <= k" (a prefix chain), and label L > 0 at cell k needs
//   seen[k-1][L-1], so each partition has one labelling;
// - houses: y[k][L][v] <-> label L and value v at cell k, exactly one cell
//   per (L, v);
// - connectivity as a spanning tree of each region (the reachability
//   encoding of Bryant et al. and of the SAT encodings of connected
//   subgraphs, e.g. Gebser et al. "Routing driven placement" style
//   parents with order-encoded depths): the root of a region is its first
//   cell (label L, not seen before); every other cell picks a parent among
//   its orthogonal neighbours with its label and a smaller depth, depths
//   0..s-1 in order encoding (d[k][j]: depth >= j). A parent chain ends at
//   the root, so a region with one root is connected; a BFS tree from the
//   first cell has depth <= s-1, so no connected region is lost;
// - redundant: a cell's label is shared by some neighbour (s >= 2); cells
//   s or more steps apart have different labels; at most s cells per label
//   (a cardinality of its own).
// Parents and depths are auxiliaries: a partition has many trees, but
// solutions are blocked on cells and labels only, so each is counted once.
// Example: 4x4, values 1234: 16 label cells, 4 regions of 4.
#include <cstdlib>
#include <vector>

#include "card/cardinality.hpp"
#include "encoders.hpp"
#include "order/order.hpp"

namespace rfsat::enc {
namespace {

using order::add_clause;
using order::kFalse;

// Orthogonal neighbours of grid cell k (a rectangle without sub-grids).
std::vector<int> neighbours(const model::Geometry& g, int k) {
  const int r = g.row_of(k), c = g.col_of(k);
  std::vector<int> out;
  if (r > 0) out.push_back(k - g.cols);
  if (c > 0) out.push_back(k - 1);
  if (c + 1 < g.cols) out.push_back(k + 1);
  if (r + 1 < g.rows) out.push_back(k + g.cols);
  return out;
}

struct Chaos {
  const model::ChaosConstruction& c;
  Context& ctx;
  int n, regions;
  int lab(int k, int label) const {
    const int x = ctx.lit(c.cells[k], label);
    return x != 0 ? x : kFalse;
  }
  int digit(int k, int v) const {
    const int x = ctx.lit(k, v);
    return x != 0 ? x : kFalse;
  }
};

// seen[k][L] for k = 0..n-1; precedence; returns root[k] ("k is the first
// cell of its region").
std::vector<int> precedence(const Chaos& ch) {
  cnf::Formula& f = ch.ctx.formula;
  for (int k = 0; k < ch.n; ++k)
    for (int s = ch.regions; s < ch.ctx.puzzle.symbols.size(); ++s) add_clause(f, {-ch.lab(k, s)});
  std::vector<int> before(ch.regions, kFalse), root(ch.n);
  for (int k = 0; k < ch.n; ++k) {
    std::vector<int> now(ch.regions);
    root[k] = f.new_var();
    for (int L = 0; L < ch.regions; ++L) {
      const int x = ch.lab(k, L);
      if (L > 0) add_clause(f, {-x, before[L - 1]});
      add_clause(f, {-x, before[L], root[k]});
      add_clause(f, {-x, -before[L], -root[k]});
      if (k + 1 == ch.n) continue;
      now[L] = f.new_var();
      add_clause(f, {-before[L], now[L]});
      add_clause(f, {-x, now[L]});
      add_clause(f, {-now[L], before[L], x});
    }
    before = now;
  }
  return root;
}

// Exactly one cell per (label, value).
void houses(const Chaos& ch) {
  cnf::Formula& f = ch.ctx.formula;
  const int symbols = ch.ctx.puzzle.symbols.size();
  for (int L = 0; L < ch.regions; ++L)
    for (int v = 0; v < symbols; ++v) {
      std::vector<int> ys;
      for (int k = 0; k < ch.n; ++k) {
        const int x = ch.lab(k, L), d = ch.digit(k, v);
        if (x == kFalse || d == kFalse) continue;
        const int y = f.new_var();
        f.add_clause({-y, x});
        f.add_clause({-y, d});
        f.add_clause({y, -x, -d});
        ys.push_back(y);
      }
      card::exactly_one(f, ys, ch.ctx.options.card_method);
    }
}

// Parents and order-encoded depths: depth >= j is d[k][j - 1], j = 1..s-1.
void connectivity(const Chaos& ch, const std::vector<int>& root) {
  cnf::Formula& f = ch.ctx.formula;
  const model::Geometry& g = ch.ctx.puzzle.geometry;
  const int s = ch.c.size;
  std::vector<std::vector<int>> depth(ch.n);
  auto at_least = [&](int k, int j) {
    return j <= 0 ? -kFalse : j >= s ? kFalse : depth[k][j - 1];
  };
  for (int k = 0; k < ch.n; ++k) {
    for (int j = 1; j < s; ++j) depth[k].push_back(f.new_var());
    for (int j = 2; j < s; ++j) f.add_clause({-depth[k][j - 1], depth[k][j - 2]});
    add_clause(f, {root[k], at_least(k, 1)});
    add_clause(f, {-root[k], -at_least(k, 1)});
  }
  for (int k = 0; k < ch.n; ++k) {
    std::vector<int> parents = {root[k]};
    for (int q : neighbours(g, k)) {
      const int par = f.new_var();
      parents.push_back(par);
      for (int L = 0; L < ch.regions; ++L) add_clause(f, {-par, -ch.lab(k, L), ch.lab(q, L)});
      for (int j = 0; j < s; ++j) add_clause(f, {-par, -at_least(q, j), at_least(k, j + 1)});
    }
    f.add_clause(parents);
    // redundant: some neighbour shares k's label
    for (int L = 0; L < ch.regions && s > 1; ++L) {
      std::vector<int> clause = {-ch.lab(k, L)};
      for (int q : neighbours(g, k)) clause.push_back(ch.lab(q, L));
      std::vector<int> kept;
      bool holds = false;
      for (int x : clause) {
        if (x == -kFalse) holds = true;
        if (x != kFalse) kept.push_back(x);
      }
      if (!holds) f.add_clause(kept);
    }
  }
}

// Redundant: two cells s or more apart (taxicab) are in different regions
// (a connected region of s cells spans at most s - 1 steps).
void far_apart(const Chaos& ch) {
  const model::Geometry& g = ch.ctx.puzzle.geometry;
  for (int a = 0; a < ch.n; ++a)
    for (int b = a + 1; b < ch.n; ++b) {
      const int d = std::abs(g.row_of(a) - g.row_of(b)) + std::abs(g.col_of(a) - g.col_of(b));
      if (d < ch.c.size) continue;
      for (int L = 0; L < ch.regions; ++L)
        add_clause(ch.ctx.formula, {-ch.lab(a, L), -ch.lab(b, L)});
    }
}

// Redundant: at most s cells per label (implied by the houses, but unit
// propagation then sees a full region at once).
void region_sizes(const Chaos& ch) {
  for (int L = 0; L < ch.regions; ++L) {
    std::vector<int> labs;
    for (int k = 0; k < ch.n; ++k)
      if (ch.lab(k, L) != kFalse) labs.push_back(ch.lab(k, L));
    card::at_most_k(ch.ctx.formula, labs, ch.c.size, ch.ctx.options.card_method);
  }
}

}  // namespace

void encode(const model::ChaosConstruction& c, Context& ctx) {
  const int n = static_cast<int>(c.cells.size());
  if (n == 0 || c.size < 1 || n % c.size != 0) {
    ctx.formula.add_clause(std::vector<int>{});
    return;
  }
  const Chaos ch{c, ctx, n, n / c.size};
  const std::vector<int> root = precedence(ch);
  houses(ch);
  connectivity(ch, root);
  far_apart(ch);
  region_sizes(ch);
}

}  // namespace rfsat::enc
