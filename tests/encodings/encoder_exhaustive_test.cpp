// Exhaustive encoder tests: for every instance of every family and every
// encoder option (pruning on/off x every cardinality method) the decoded
// models of the CNF, enumerated with blocking clauses on cell literals only,
// equal the assignments the independent checker accepts, and every full
// assignment is SAT under assumptions iff the checker accepts it (see
// tests/support/exhaustive.hpp). This file holds the coverage tests: they
// fail when a kind of model::ConstraintKind has no instance in any family, or
// no encoder file encodings/constraints/<kind_name>.cpp (one kind, one name).
#include <filesystem>

#include "support/exhaustive.hpp"
#include "support/kind_names.hpp"
#include "support/source_tree.hpp"

namespace rfsat::test {
namespace {

TEST(EncoderExhaustive, EveryConstraintKindIsCovered) {
  std::set<std::size_t> covered;
  for (auto* family : {&base_instances, &cage_instances, &pair_instances, &line_instances,
                       &calcudoku_instances, &outside_instances, &set_instances, &global_instances,
                       &modern_line_instances, &automaton_line_instances, &composite_instances,
                       &relation_instances, &chaos_instances, &doppelganger_instances})
    for (const Instance& in : (*family)())
      for (const model::Constraint& c : in.puzzle.constraints) covered.insert(c.kind.index());
  for (std::size_t k = 0; k < std::variant_size_v<model::ConstraintKind>; ++k)
    EXPECT_TRUE(covered.count(k)) << "constraint kind " << kind_names()[k] << " has no exhaustive test instance";
}

TEST(EncoderExhaustive, EveryKindHasItsEncoderFile) {
  const std::filesystem::path dir = source_dir() / "encodings" / "constraints";
  ASSERT_TRUE(std::filesystem::is_directory(dir)) << dir;
  for (const std::string& name : kind_names())
    EXPECT_TRUE(std::filesystem::is_regular_file(dir / (name + ".cpp")))
        << "kind " << name << " has no encoder file " << (dir / (name + ".cpp"));
}

// Sanity of the closed forms the instances rely on.
TEST(EncoderExhaustive, ClosedForms) {
  auto count = [](const Puzzle& p) {
    return backend::enumerate(p, enc::encode_puzzle(p, {}), {.max_solutions = 100000, .time_limit_seconds = std::nullopt}).solutions.size();
  };
  EXPECT_EQ(count(with(tiny_puzzle(1, 4, "1234"), {G{first_cells(4)}})), 24u);       // 4!
  EXPECT_EQ(count(with(tiny_puzzle(1, 6, "122333"), {G{first_cells(6)}})), 60u);     // 6!/(1!2!3!)
  EXPECT_EQ(count(with(tiny_puzzle(1, 3, "12345"), {R{first_cells(3)}})), 3u * 6u);  // windows x 3!
}

}  // namespace
}  // namespace rfsat::test
