// The DRAT checker (src/proof/drat_check.hpp) on hand-made CNF/proof pairs:
// valid RUP proofs in text and binary, an invalid lemma, a proof without the
// empty clause, truncated and corrupted proofs, a changed CNF, a proof that
// needs RAT, deletion semantics, and tree-like proofs of random formulas
// checked with Options::self_check (the top level stays the propagation
// fixpoint after every step).
#include <gtest/gtest.h>

#include <iostream>
#include <random>
#include <sstream>

#include "drat_check.hpp"
#include "proof_test_support.hpp"

namespace rfsat::proof {
namespace {

using test::to_binary;

// (1 2) (1 -2) (-1 2) (-1 -2): unsatisfiable, not by propagation alone.
const char* kSquare = "p cnf 2 4\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n";
// All eight clauses over 1..3: minimally unsatisfiable.
const char* kCube =
    "p cnf 3 8\n1 2 3 0\n1 2 -3 0\n1 -2 3 0\n1 -2 -3 0\n-1 2 3 0\n-1 2 -3 0\n-1 -2 3 0\n-1 -2 -3 0\n";
const char* kCubeProof = "1 2 0\n1 0\n2 0\n0\n";

Options checked() {
  Options o;
  o.self_check = true;
  return o;
}

Result check(const std::string& cnf, const std::string& proof, Options o = checked()) {
  return check_drat(std::string_view(cnf), std::string_view(proof), o);
}

TEST(DratCheck, HeaderExample) {
  std::istringstream cnf("p cnf 2 4\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n");
  std::istringstream drat("1 0\n0\n");
  rfsat::proof::Result r = rfsat::proof::check_drat(cnf, drat);
  if (!r.verified()) std::cerr << r.reason << '\n';
  EXPECT_TRUE(r.verified());
  EXPECT_EQ(summary(r).rfind("verified: 1 of 2 lemmas checked (RUP 1, RAT 0)", 0), 0u) << summary(r);
}

TEST(DratCheck, ValidRupText) {
  Result r = check(kCube, kCubeProof);
  ASSERT_TRUE(r.verified()) << r.reason;
  EXPECT_FALSE(r.stats.binary_proof);
  EXPECT_EQ(r.stats.lemmas, 4u);
  EXPECT_EQ(r.stats.core_clauses, 8u);  // minimally unsatisfiable: all used
  EXPECT_LE(r.stats.core_lemmas, 3u);   // the forward pass stops before "0"
  EXPECT_EQ(r.stats.rup_lemmas, r.stats.core_lemmas);
}

TEST(DratCheck, ValidRupBinary) {
  std::string binary = to_binary(kCubeProof);
  EXPECT_EQ(binary.substr(0, 6), std::string("a\x02\x04\x00" "a\x02", 6));
  Result r = check(kCube, binary);
  ASSERT_TRUE(r.verified()) << r.reason;
  EXPECT_TRUE(r.stats.binary_proof);
  // Forcing the wrong format is an input error, not a wrong verdict.
  Options text = checked();
  text.format = ProofFormat::text;
  EXPECT_EQ(check(kCube, binary, text).verdict, Verdict::invalid_proof);
}

TEST(DratCheck, CommentsAndLiteralOrderInTextProof) {
  Result r = check(kCube, "c a comment\n2   1 0\nc another\n  1 0\n2 0\r\n0\n");
  EXPECT_TRUE(r.verified()) << r.reason;
}

TEST(DratCheck, InputConflictNeedsNoProof) {
  Result r = check("p cnf 2 3\n1 0\n-1 2 0\n-2 0\n", "");
  ASSERT_TRUE(r.verified()) << r.reason;
  EXPECT_EQ(r.stats.lemmas_used, 0u);
  EXPECT_EQ(r.stats.core_clauses, 3u);
  EXPECT_TRUE(check("p cnf 1 1\n0\n", "").verified());  // an empty input clause
}

TEST(DratCheck, InvalidLemmaIsRejected) {
  // Satisfiable (2 = true); the lemma -2 is neither RUP nor RAT.
  Result r = check("p cnf 2 2\n1 2 0\n-1 2 0\n", "c bogus\n-2 0\n0\n");
  ASSERT_EQ(r.verdict, Verdict::not_verified);
  EXPECT_EQ(r.failed_step, 1u);
  EXPECT_EQ(r.failed_offset, 8u);
  EXPECT_NE(r.reason.find("proof step 1 (byte 8, line 2)"), std::string::npos) << r.reason;
  EXPECT_NE(r.reason.find("not RAT on its first literal -2"), std::string::npos) << r.reason;
  // The same in binary names the byte only.
  r = check("p cnf 2 2\n1 2 0\n-1 2 0\n", to_binary("-2 0\n0\n"));
  ASSERT_EQ(r.verdict, Verdict::not_verified);
  EXPECT_NE(r.reason.find("proof step 1 (byte 0)"), std::string::npos) << r.reason;
}

TEST(DratCheck, WrongLemmaDeepInTheProofIsNamed) {
  // The cube without (-1 -2 -3) is satisfiable (all true). "-3" is not RUP,
  // and not RAT: its resolvent with (-1 -2 3) needs the missing clause. The
  // next lemma, "1", brings the conflict through "-3".
  std::string cnf = "p cnf 3 7\n1 2 3 0\n1 2 -3 0\n1 -2 3 0\n1 -2 -3 0\n-1 2 3 0\n-1 2 -3 0\n-1 -2 3 0\n";
  Result r = check(cnf, "1 2 0\n-3 0\n1 0\n2 0\n0\n");
  ASSERT_EQ(r.verdict, Verdict::not_verified);
  EXPECT_EQ(r.failed_step, 2u) << r.reason;
  EXPECT_EQ(r.failed_offset, 6u) << r.reason;
  EXPECT_NE(r.reason.find("lemma '-3 0' is not RUP"), std::string::npos) << r.reason;
  EXPECT_NE(r.reason.find("input clause 7 '-1 -2 3 0'"), std::string::npos) << r.reason;
}

TEST(DratCheck, ProofWithoutEmptyClauseIsRejected) {
  Result r = check(kCube, "1 2 0\n1 0\n");
  ASSERT_EQ(r.verdict, Verdict::not_verified);
  EXPECT_NE(r.reason.find("does not derive the empty clause"), std::string::npos) << r.reason;
  EXPECT_EQ(r.failed_step, 0u);
  EXPECT_EQ(check(kCube, "").verdict, Verdict::not_verified);
  // Dropping only the final "0" is harmless: the clauses already conflict by
  // propagation, so the empty clause is RUP (drat-trim agrees).
  EXPECT_TRUE(check(kCube, "1 2 0\n1 0\n2 0\n").verified());
}

TEST(DratCheck, EmptyClauseThatIsNotRupIsRejected) {
  Result r = check(kCube, "1 2 0\n0\n");
  ASSERT_EQ(r.verdict, Verdict::not_verified);
  EXPECT_EQ(r.failed_step, 2u);
  EXPECT_NE(r.reason.find("the empty clause does not follow"), std::string::npos) << r.reason;
}

TEST(DratCheck, TruncatedTextProof) {
  Result r = check(kCube, "1 2 0\n1 0\n2");
  ASSERT_EQ(r.verdict, Verdict::invalid_proof);
  EXPECT_NE(r.reason.find("truncated proof"), std::string::npos) << r.reason;
  EXPECT_NE(r.reason.find("clause at byte 10 (line 3)"), std::string::npos) << r.reason;
  EXPECT_EQ(check(kCube, "1 2 0\n1 0\n2 ").verdict, Verdict::invalid_proof);
  EXPECT_EQ(check(kCube, "1 2 0\nd 1 2").verdict, Verdict::invalid_proof);
}

TEST(DratCheck, CorruptedTextProof) {
  Result r = check(kCube, "1 2 0\n1 0\n2 0\n1x 0\n0\n");
  ASSERT_EQ(r.verdict, Verdict::invalid_proof);
  EXPECT_NE(r.reason.find("proof byte 15 (line 4): unexpected 'x 0' after a literal"), std::string::npos)
      << r.reason;
  EXPECT_EQ(r.failed_offset, 15u);
  // Within the first 12 bytes a stray byte makes it binary (drat-trim's
  // rule), and then not a valid binary proof either.
  r = check(kCube, "1 2 0\n1x 0\n2 0\n0\n");
  ASSERT_EQ(r.verdict, Verdict::invalid_proof);
  EXPECT_NE(r.reason.find("proof byte 0: expected 'a' or 'd' to start a clause, found 0x31"), std::string::npos)
      << r.reason;
  EXPECT_EQ(check(kCube, "1 2 0\n--1 0\n0\n").verdict, Verdict::invalid_proof);
  EXPECT_EQ(check(kCube, "1 2 0\n99999999999 0\n0\n").verdict, Verdict::invalid_proof);
  EXPECT_EQ(check(kCube, "1 2 0\nd\n").verdict, Verdict::invalid_proof);
}

TEST(DratCheck, TruncatedBinaryProof) {
  std::string binary = to_binary(kCubeProof);
  Result r = check(kCube, binary.substr(0, binary.size() - 1));  // the last 0 byte
  ASSERT_EQ(r.verdict, Verdict::invalid_proof);
  EXPECT_NE(r.reason.find("truncated proof"), std::string::npos) << r.reason;
  // Cut inside a two-byte literal (variable 100: 0xc8 0x01).
  r = check(kCube, to_binary("1 2 0\n") + "a" + test::binary_literal(100).substr(0, 1));
  ASSERT_EQ(r.verdict, Verdict::invalid_proof);
  EXPECT_NE(r.reason.find("ends inside a literal"), std::string::npos) << r.reason;
}

TEST(DratCheck, CorruptedBinaryProof) {
  std::string binary = to_binary(kCubeProof);
  binary[4] = 'x';  // the second clause's 'a'
  Result r = check(kCube, binary);
  ASSERT_EQ(r.verdict, Verdict::invalid_proof);
  EXPECT_EQ(r.failed_offset, 4u);
  EXPECT_NE(r.reason.find("proof byte 4: expected 'a' or 'd'"), std::string::npos) << r.reason;
  // A literal code 1 (variable 0) and a six-byte literal.
  EXPECT_EQ(check(kCube, std::string("a\x01\x00", 3)).verdict, Verdict::invalid_proof);
  EXPECT_EQ(check(kCube, std::string("a\xff\xff\xff\xff\xff\x01\x00", 8)).verdict, Verdict::invalid_proof);
}

TEST(DratCheck, ChangedCnfIsRejected) {
  // The cube is minimally unsatisfiable: without any one clause it is
  // satisfiable, so no proof may pass, in either format.
  test::Cnf cube = {3, {{1, 2, 3}, {1, 2, -3}, {1, -2, 3}, {1, -2, -3},
                        {-1, 2, 3}, {-1, 2, -3}, {-1, -2, 3}, {-1, -2, -3}}};
  for (std::size_t k = 0; k < cube.clauses.size(); ++k) {
    std::string cnf = test::to_dimacs(test::without_clause(cube, k));
    EXPECT_EQ(check(cnf, kCubeProof).verdict, Verdict::not_verified) << "without clause " << k + 1;
    EXPECT_EQ(check(cnf, to_binary(kCubeProof)).verdict, Verdict::not_verified) << "without clause " << k + 1;
  }
}

// Extended resolution: a fresh variable 5 defined as (3 or 2). The lemma
// "5 -2" is not RUP (assuming -5 and 2 propagates nothing), only RAT on 5
// (its one resolvent, with "-5 3 2", is a tautology), and "5" needs it.
const char* kErCnf = "p cnf 4 6\n-3 1 0\n-3 -1 0\n3 2 4 0\n3 2 -4 0\n3 -2 4 0\n3 -2 -4 0\n";
const char* kErProof = "-5 3 2 0\n5 -2 0\n5 -3 0\n5 0\n3 0\n0\n";

TEST(DratCheck, RatNeededProof) {
  Result r = check(kErCnf, kErProof);
  ASSERT_TRUE(r.verified()) << r.reason;
  EXPECT_GE(r.stats.rat_lemmas, 1u);
  EXPECT_GE(r.stats.rat_candidates, 1u);
  EXPECT_TRUE(check(kErCnf, to_binary(kErProof)).verified());
  Options rup_only = checked();
  rup_only.allow_rat = false;
  r = check(kErCnf, kErProof, rup_only);
  ASSERT_EQ(r.verdict, Verdict::not_verified);
  EXPECT_NE(r.reason.find("'5 -2 0' is not RUP"), std::string::npos) << r.reason;
}

TEST(DratCheck, RatFailsOnANonTautologicalResolvent) {
  // As above, but "5 -2" now has a second resolution partner, (-5 6) over
  // another fresh variable, whose resolvent (-2 6) is not RUP.
  Result r = check(kErCnf, "-5 6 0\n-5 3 2 0\n5 -2 0\n5 -3 0\n5 0\n3 0\n0\n");
  ASSERT_EQ(r.verdict, Verdict::not_verified);
  EXPECT_EQ(r.failed_step, 3u) << r.reason;
  EXPECT_NE(r.reason.find("the resolvent with the lemma of step 1 '-5 6 0'"), std::string::npos) << r.reason;
}

TEST(DratCheck, DeletionsMatchInAnyOrder) {
  Result r = check(kCube, "1 2 0\n1 0\nd 2 1 0\n2 0\n0\n");
  ASSERT_TRUE(r.verified()) << r.reason;
  EXPECT_EQ(r.stats.deletions, 1u);
  EXPECT_EQ(r.stats.missing_deletions, 0u);
}

TEST(DratCheck, DeletingANeededClauseBreaksTheProof) {
  Result r = check(kSquare, "d 1 -2 0\n1 0\n0\n");
  EXPECT_EQ(r.verdict, Verdict::not_verified) << r.reason;
  EXPECT_EQ(r.failed_step, 2u);
}

TEST(DratCheck, UnitAndMissingDeletionsAreIgnored) {
  // Deleting the unit 1 (and a clause never added) changes nothing, as in
  // drat-trim's default mode.
  Result r = check(kCube, "1 2 0\n1 0\nd 1 0\nd 3 2 1 -1 0\n2 0\n0\n");
  ASSERT_TRUE(r.verified()) << r.reason;
  EXPECT_EQ(r.stats.ignored_deletions, 1u);
  EXPECT_EQ(r.stats.missing_deletions, 1u);
}

TEST(DratCheck, ReasonDeletionIsIgnored) {
  // "1" makes 2 through (-1 2); the proof then deletes (-1 2), which
  // drat-trim's default mode ignores: "5" is RUP only while 2 is.
  std::string cnf = "p cnf 6 7\n1 3 0\n1 -3 0\n-1 2 0\n-2 5 6 0\n-2 5 -6 0\n-2 -5 6 0\n-2 -5 -6 0\n";
  Result r = check(cnf, "1 0\nd -1 2 0\n5 0\n0\n");
  ASSERT_TRUE(r.verified()) << r.reason;
  EXPECT_EQ(r.stats.ignored_deletions, 1u);
}

TEST(DratCheck, RepeatedAndTautologicalLiterals) {
  EXPECT_TRUE(check(kCube, "1 2 1 2 0\n1 1 0\n2 0\n0\n").verified());
  Result r = check(kCube, "3 -3 0\n1 2 0\n1 0\n2 0\n0\n");
  EXPECT_TRUE(r.verified()) << r.reason;
  EXPECT_TRUE(check("p cnf 2 5\n1 -1 0\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n", "1 0\n0\n").verified());
}

TEST(DratCheck, ExtraVariablesAreBounded) {
  Options o = checked();
  o.extra_variables = 10;
  EXPECT_TRUE(check(kCube, "13 1 2 0\n1 2 0\n1 0\n2 0\n0\n", o).verified());
  EXPECT_EQ(check(kCube, "14 1 2 0\n1 2 0\n1 0\n2 0\n0\n", o).verdict, Verdict::invalid_proof);
}

TEST(DratCheck, CoreFirstOffGivesTheSameVerdicts) {
  Options o = checked();
  o.core_first = false;
  EXPECT_TRUE(check(kCube, kCubeProof, o).verified());
  EXPECT_TRUE(check(kErCnf, kErProof, o).verified());
  EXPECT_EQ(check("p cnf 2 2\n1 2 0\n-1 2 0\n", "-2 0\n0\n", o).verdict, Verdict::not_verified);
}

TEST(DratCheck, TimeLimit) {
  Options o;
  o.time_limit = 1e-9;
  Result r = check(kCube, kCubeProof, o);
  EXPECT_EQ(r.verdict, Verdict::time_limit);
  EXPECT_NE(r.reason.find("time limit"), std::string::npos) << r.reason;
}

TEST(DratCheck, FilesAndErrors) {
  std::string dir = test::temp_dir("files");
  test::write_file(dir + "/f.cnf", kCube);
  test::write_file(dir + "/f.drat", to_binary(kCubeProof));
  EXPECT_TRUE(check_drat_files(dir + "/f.cnf", dir + "/f.drat").verified());
  EXPECT_EQ(check_drat_files(dir + "/none.cnf", dir + "/f.drat").verdict, Verdict::invalid_cnf);
  EXPECT_EQ(check_drat_files(dir + "/f.cnf", dir + "/none.drat").verdict, Verdict::invalid_proof);
  Result r = check("p cnf 3 8\n1 2 3 0\n", kCubeProof);
  EXPECT_EQ(r.verdict, Verdict::invalid_cnf);
  EXPECT_NE(summary(r).find("invalid CNF: cnf line 3: the header declares 8 clauses but the file has 1"),
            std::string::npos)
      << summary(r);
}

// Random unsatisfiable formulas over 9 variables with tree-like RUP proofs,
// with and without deletions, text and binary, each step self-checked.
TEST(DratCheck, TreeProofsOfRandomFormulas) {
  std::mt19937 rng(20261123);
  int tested = 0;
  for (int round = 0; tested < 60 && round < 1000; ++round) {
    test::Cnf cnf = test::random_3sat(9, 50, rng);
    if (test::brute_force_sat(cnf)) continue;
    ++tested;
    bool deletions = round % 2;
    std::string proof = test::tree_proof(cnf, 9, deletions, rng);
    std::string text = test::to_dimacs(cnf);
    Result r = check(text, proof);
    ASSERT_TRUE(r.verified()) << "round " << round << ": " << r.reason << "\n" << text << proof;
    Result b = check(text, to_binary(proof));
    ASSERT_TRUE(b.verified()) << "round " << round << ": " << b.reason;
    EXPECT_EQ(r.stats.core_lemmas, b.stats.core_lemmas);
    // Without one clause the formula may become satisfiable: then no proof
    // can pass.
    test::Cnf weaker = test::without_clause(cnf, static_cast<std::size_t>(round) % cnf.clauses.size());
    if (test::brute_force_sat(weaker)) {
      EXPECT_EQ(check(test::to_dimacs(weaker), proof).verdict, Verdict::not_verified) << "round " << round;
    }
  }
  EXPECT_EQ(tested, 60);
}

}  // namespace
}  // namespace rfsat::proof
