// End to end: Debian's `cadical` executable refutes generated formulas
// (pigeonhole PHP(5,4) and PHP(6,5), random 3-SAT at ratio 5 over 60
// variables, a 4x4 sudoku with two givens in conflict), its proofs in binary
// and text DRAT must verify, and truncated or corrupted proofs and CNFs
// without one clause that cadical finds satisfiable must not. Skips when
// cadical is not on PATH (scripts/install-deps.sh installs it).
#include <gtest/gtest.h>

#include <chrono>
#include <iostream>
#include <random>

#include "drat_check.hpp"
#include "proof_reader.hpp"
#include "proof_test_support.hpp"

namespace rfsat::proof {
namespace {

struct Instance {
  std::string name;
  test::Cnf cnf;
};

std::vector<Instance> instances() {
  std::vector<Instance> out = {{"php-5-4", test::pigeonhole(5, 4)},
                               {"php-6-5", test::pigeonhole(6, 5)},
                               {"sudoku4-conflict", test::sudoku4({{1, 1, 1}, {1, 3, 1}})}};
  std::mt19937 rng(5);
  out.push_back({"random-3sat-60", test::random_3sat(60, 300, rng)});
  return out;
}

class CadicalProofs : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!test::cadical_available()) GTEST_SKIP() << "cadical is not on PATH";
    dir_ = test::temp_dir("cadical");
  }
  // Writes the CNF and cadical's proof; returns cadical's exit code.
  int solve(const std::string& name, const test::Cnf& cnf, bool binary, double* seconds = nullptr) {
    test::write_file(path(name + ".cnf"), test::to_dimacs(cnf));
    auto t0 = std::chrono::steady_clock::now();
    auto code = test::run_cadical(path(name + ".cnf"), path(name + (binary ? ".drat" : ".txt")), binary);
    if (seconds) *seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return code.value_or(-1);
  }
  std::string path(const std::string& file) const { return dir_ + "/" + file; }
  std::string dir_;
};

Result check_text(const std::string& cnf, const std::string& proof, bool self_check = false) {
  Options o;
  o.self_check = self_check;
  return check_drat(std::string_view(cnf), std::string_view(proof), o);
}

TEST_F(CadicalProofs, ProofsVerifyInBothFormats) {
  for (const Instance& inst : instances()) {
    double solve_seconds = 0;
    ASSERT_EQ(solve(inst.name, inst.cnf, true, &solve_seconds), 20) << inst.name;
    ASSERT_EQ(solve(inst.name, inst.cnf, false), 20) << inst.name;
    std::string cnf = test::read_file(path(inst.name + ".cnf"));
    Result b = check_drat_files(path(inst.name + ".cnf"), path(inst.name + ".drat"));
    Result t = check_drat_files(path(inst.name + ".cnf"), path(inst.name + ".txt"));
    ASSERT_TRUE(b.verified()) << inst.name << ": " << b.reason;
    ASSERT_TRUE(t.verified()) << inst.name << ": " << t.reason;
    EXPECT_TRUE(b.stats.binary_proof);
    EXPECT_FALSE(t.stats.binary_proof);
    EXPECT_EQ(b.stats.core_lemmas, t.stats.core_lemmas) << inst.name;
    // The self-checking mode on the same proofs (quadratic, small here).
    EXPECT_TRUE(check_text(cnf, test::read_file(path(inst.name + ".drat")), true).verified()) << inst.name;
    std::cout << "  " << inst.name << ": cadical " << solve_seconds << " s (process), proof "
              << b.stats.proof_bytes << " bytes; " << summary(b) << '\n';
  }
}

// Cut inside the middle step, and its first byte replaced: both must be
// read errors naming that byte; the first quarter of the steps alone must
// not verify.
void expect_damaged_proofs_rejected(const std::string& name, const std::string& cnf, const std::string& proof) {
  Proof steps = read_proof(proof, ProofFormat::detect, 1u << 20);
  ASSERT_GT(steps.steps.size(), 4u) << name;
  const ProofStep& middle = steps.steps[steps.steps.size() / 2];
  Result cut = check_text(cnf, proof.substr(0, middle.offset + 1));
  EXPECT_EQ(cut.verdict, Verdict::invalid_proof) << name << ": " << cut.reason;
  EXPECT_NE(cut.reason.find("truncated proof"), std::string::npos) << name << ": " << cut.reason;
  std::string bad = proof;
  bad[middle.offset] = 'x';
  Result corrupt = check_text(cnf, bad);
  EXPECT_EQ(corrupt.verdict, Verdict::invalid_proof) << name << ": " << corrupt.reason;
  EXPECT_EQ(corrupt.failed_offset, middle.offset) << name;
  std::size_t quarter = steps.steps[steps.steps.size() / 4].offset;
  Result prefix = check_text(cnf, proof.substr(0, quarter));
  EXPECT_EQ(prefix.verdict, Verdict::not_verified) << name << ": " << prefix.reason;
}

TEST_F(CadicalProofs, TruncatedAndCorruptedProofsAreRejected) {
  for (const Instance& inst : instances()) {
    if (inst.name == "sudoku4-conflict") continue;  // refuted by propagation: an empty proof
    ASSERT_EQ(solve(inst.name, inst.cnf, true), 20) << inst.name;
    ASSERT_EQ(solve(inst.name, inst.cnf, false), 20) << inst.name;
    std::string cnf = test::read_file(path(inst.name + ".cnf"));
    std::string binary = test::read_file(path(inst.name + ".drat"));
    std::string text = test::read_file(path(inst.name + ".txt"));
    expect_damaged_proofs_rejected(inst.name + " (binary)", cnf, binary);
    expect_damaged_proofs_rejected(inst.name + " (text)", cnf, text);
    // The last byte (the empty clause's terminating 0).
    EXPECT_EQ(check_text(cnf, binary.substr(0, binary.size() - 1)).verdict, Verdict::invalid_proof);
  }
}

// A proof of F does not refute F without a clause that cadical shows to be
// satisfiable. PHP is minimally unsatisfiable: every clause is needed; in
// the others the clauses are tried from the last one (the sudoku's givens)
// until two such are found.
TEST_F(CadicalProofs, ChangedCnfIsRejected) {
  for (const Instance& inst : instances()) {
    ASSERT_EQ(solve(inst.name, inst.cnf, true), 20) << inst.name;
    ASSERT_EQ(solve(inst.name, inst.cnf, false), 20) << inst.name;
    std::string binary = test::read_file(path(inst.name + ".drat"));
    std::string text = test::read_file(path(inst.name + ".txt"));
    int rejected = 0;
    std::size_t stride = inst.name.rfind("php", 0) == 0 ? 7 : 1;
    for (std::size_t k = inst.cnf.clauses.size(); k-- > 0 && rejected < 2;) {
      if (k % stride != 0) continue;
      test::Cnf weaker = test::without_clause(inst.cnf, k);
      if (solve(inst.name + "-weaker", weaker, true) != 10) continue;
      std::string cnf = test::read_file(path(inst.name + "-weaker.cnf"));
      EXPECT_EQ(check_text(cnf, binary).verdict, Verdict::not_verified) << inst.name << " without " << k + 1;
      EXPECT_EQ(check_text(cnf, text).verdict, Verdict::not_verified) << inst.name << " without " << k + 1;
      ++rejected;
    }
    EXPECT_EQ(rejected, 2) << inst.name;
  }
}

}  // namespace
}  // namespace rfsat::proof
