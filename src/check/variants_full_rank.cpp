// Independent checker of full_rank (outside_kinds.hpp, docs/rf-language.md
// "Full rank"): reads every entry's numbers, sorts nothing, counts. With a
// clue, the clued entry's rank is one more than the number of entries
// smaller than it (std::vector's lexicographic <), and without ties no other
// entry equals it; without a clue no two entries are equal. No code shared
// with encodings/.
#include <vector>

#include "evaluate.hpp"
#include "variant_helpers.hpp"

namespace rfsat::check {

bool evaluate(const model::FullRank& c, const Puzzle& p, const Assignment& a) {
  std::vector<std::vector<long long>> words;
  for (const std::vector<int>& entry : c.entries) words.push_back(detail::numbers(entry, p, a));
  if (c.rank == 0) {
    for (std::size_t i = 0; i < words.size(); ++i)
      for (std::size_t j = i + 1; j < words.size(); ++j)
        if (words[i] == words[j]) return false;
    return true;
  }
  const std::vector<long long>& mine = words[static_cast<std::size_t>(c.entry)];
  long long smaller = 0;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (static_cast<int>(i) == c.entry) continue;
    if (words[i] < mine) ++smaller;
    if (!c.ties && words[i] == mine) return false;
  }
  return smaller + 1 == c.rank;
}

}  // namespace rfsat::check
