// Every partition of a rows x cols grid into orthogonally connected regions
// of `size` cells, each once: cells labelled in reading order, a new label
// always the next unused one, then a flood fill per region. Written for the
// tests from the rule text, sharing no code with encodings/ or check/: the
// chaos construction brute force (tests/encodings/chaos_exhaustive_test.cpp)
// and the random differential oracle (tests/e2e/random_chaos_rules.cpp).
//
//   std::vector<std::vector<int>> ps = rfsat::test::chaos_partitions(3, 3, 3);  // 10
#pragma once

#include <functional>
#include <utility>
#include <vector>

namespace rfsat::test {

inline bool chaos_region_connected(int rows, int cols, const std::vector<int>& labels, int label) {
  std::vector<int> stack, seen(labels.size(), 0);
  int members = 0, reached = 0;
  for (std::size_t k = 0; k < labels.size(); ++k)
    if (labels[k] == label && members++ == 0) stack.push_back(static_cast<int>(k)), seen[k] = 1;
  while (!stack.empty()) {
    const int k = stack.back();
    stack.pop_back();
    ++reached;
    const int r = k / cols, c = k % cols;
    for (auto [dr, dc] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
      const int rr = r + dr, cc = c + dc, q = rr * cols + cc;
      if (rr < 0 || rr >= rows || cc < 0 || cc >= cols || seen[q] || labels[q] != label) continue;
      seen[q] = 1;
      stack.push_back(q);
    }
  }
  return reached == members;
}

// The label of each cell (0-based, row by row), per partition.
inline std::vector<std::vector<int>> chaos_partitions(int rows, int cols, int size) {
  const int n = rows * cols, regions = size > 0 ? n / size : 0;
  std::vector<std::vector<int>> out;
  if (size <= 0 || n % size != 0) return out;
  std::vector<int> labels(static_cast<std::size_t>(n), -1),
      count(static_cast<std::size_t>(regions), 0);
  std::function<void(int, int)> fill = [&](int k, int used) {
    if (k == n) {
      for (int L = 0; L < regions; ++L)
        if (count[L] != size || !chaos_region_connected(rows, cols, labels, L)) return;
      out.push_back(labels);
      return;
    }
    for (int L = 0; L <= used && L < regions; ++L) {
      if (count[L] == size) continue;
      labels[k] = L, ++count[L];
      fill(k + 1, L == used ? used + 1 : used);
      --count[L];
    }
  };
  fill(0, 0);
  return out;
}

}  // namespace rfsat::test
