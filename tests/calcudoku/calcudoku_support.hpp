// Shared helpers of the calcudoku tests: cdok's README example, reading cdok
// specs from text, the shared data folder (../shared/data/calcudoku, skipped
// when absent), and a brute-force solution counter that reads the spec
// directly (plain backtracking over the grid, cdok's rules restated with
// plain loops; no model, no encoder, no checker).
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "../support/source_tree.hpp"
#include "cdok/read.hpp"

namespace rfsat::test {

namespace fs = std::filesystem;

// The example spec of cdok's README (also puzzles/calcudoku/readme_6x6.puz).
inline constexpr const char* kReadme =
    "J+12    F/4     5       2       E*3     E\n"
    "J       F       H+7     H       I*60    I\n"
    "J       D+12    G+28    G       G       I\n"
    "3       D       K-1     K       G       G\n"
    "4       D       D       B+11    G       A*2\n"
    "C+10    C       C       B       4       A\n";


// ../shared/data/calcudoku next to the source tree (may not exist).
inline fs::path calcudoku_data() { return shared_data_dir() / "calcudoku"; }

inline std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

struct Read {
  std::optional<formats::cdok::CdokPuzzle> puzzle;
  std::vector<Diagnostic> errors;
  std::string printed;  // the formatted diagnostics
};

inline Read read_spec(const std::string& text, bool nylimb = false, const std::string& name = "t.puz") {
  Diagnostics d(name, text);
  Read r;
  r.puzzle = formats::cdok::read_cdok(text, d, {.nylimb = nylimb});
  r.errors = d.errors();
  std::ostringstream out;
  d.print(out);
  r.printed = out.str();
  return r;
}

// Counts the solutions of a (non-Nylimb) spec up to `limit` by backtracking
// in reading order: each row and column holds 1..n once; a cage is checked
// when its last cell is filled.
class BruteForce {
 public:
  explicit BruteForce(const formats::cdok::CdokPuzzle& p) : p_(p), n_(p.size), value_(n_ * n_, 0) {
    last_of_.assign(n_ * n_, {});
    for (const formats::cdok::CdokCage& g : p.cages) {
      int last = 0;
      for (int c : g.cells) last = std::max(last, c);
      last_of_[last].push_back(&g);
    }
  }
  long long count(long long limit) {
    limit_ = limit;
    found_ = 0;
    first_.clear();
    fill(0);
    return found_;
  }
  const std::vector<int>& first_solution() const { return first_; }

 private:
  bool cage_holds(const formats::cdok::CdokCage& g) const {
    std::vector<long long> v;
    for (int c : g.cells) v.push_back(value_[c]);
    long long total = 0, product = 1;
    for (long long x : v) total += x, product *= x;
    switch (g.op) {
      case '+': return total == g.target;
      case '*': return product == g.target;
      case '-':
        for (long long x : v)
          if (x - (total - x) == g.target) return true;
        return false;
      default:
        for (long long x : v)
          if (x == g.target * (product / x)) return true;  // values >= 1: product / x is the others'
        return false;
    }
  }
  void fill(int cell) {
    if (found_ >= limit_) return;
    if (cell == n_ * n_) {
      if (found_++ == 0) first_ = value_;
      return;
    }
    const int r = cell / n_, k = cell % n_;
    for (int v = 1; v <= n_; ++v) {
      if (p_.given[cell] >= 0 && p_.given[cell] != v) continue;
      bool used = false;
      for (int j = 0; j < n_ && !used; ++j)
        used = (j < k && value_[r * n_ + j] == v) || (j < r && value_[j * n_ + k] == v);
      if (used) continue;
      value_[cell] = v;
      bool ok = true;
      for (const formats::cdok::CdokCage* g : last_of_[cell]) ok = ok && cage_holds(*g);
      if (ok) fill(cell + 1);
      value_[cell] = 0;
    }
  }

  const formats::cdok::CdokPuzzle& p_;
  int n_;
  std::vector<int> value_, first_;
  std::vector<std::vector<const formats::cdok::CdokCage*>> last_of_;
  long long limit_ = 0, found_ = 0;
};

}  // namespace rfsat::test
