// Every small grid of digits, for the brute forces of the exhaustive tests
// (chaos construction, doppelganger, toroidal): written here once, sharing
// no code with encodings/ or check/.
#pragma once

#include <functional>
#include <vector>

namespace rfsat::test {

// Every rows x cols grid of the digits 0..values-1 (row-major); with
// `latin`, each row and each column holds distinct digits.
inline std::vector<std::vector<int>> digit_grids(int rows, int cols, int values, bool latin) {
  std::vector<std::vector<int>> out;
  std::vector<int> g(static_cast<std::size_t>(rows * cols), -1);
  std::function<void(int)> fill = [&](int k) {
    if (k == rows * cols) return out.push_back(g);
    for (int v = 0; v < values; ++v) {
      bool ok = true;
      for (int j = 0; j < k && latin; ++j)
        if (g[j] == v && (j / cols == k / cols || j % cols == k % cols)) ok = false;
      if (!ok) continue;
      g[k] = v;
      fill(k + 1);
    }
    g[k] = -1;
  };
  fill(0);
  return out;
}

}  // namespace rfsat::test
