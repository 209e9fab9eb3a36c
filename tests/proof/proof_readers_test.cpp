// The certificate checker's readers (src/proof/dimacs_reader.hpp,
// proof_reader.hpp): what they accept, the line or byte each error names,
// and random garbage and mutations, which must give an error or a verdict,
// never a crash; mutated proofs must never verify a satisfiable formula.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "dimacs_reader.hpp"
#include "drat_check.hpp"
#include "proof_reader.hpp"
#include "proof_test_support.hpp"

namespace rfsat::proof {
namespace {

std::string dimacs_error(const std::string& text) {
  try {
    read_dimacs(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(DimacsReader, ReadsClausesCommentsAndCellMap) {
  Formula f = read_dimacs(
      "c made by rfsat\np cnf 4 3\nc x 1 1 r1c1 1\n1 -2 0 3\n  4 0\n\n-1 0\nc trailing comment\n");
  EXPECT_EQ(f.variables, 4u);
  EXPECT_EQ(f.clauses, 3u);
  EXPECT_EQ(f.literals, (std::vector<std::int32_t>{1, -2, 0, 3, 4, 0, -1, 0}));
  EXPECT_EQ(read_dimacs("p cnf 0 0\n").clauses, 0u);
  EXPECT_EQ(read_dimacs("p  cnf\t2 1\r\n1 -2 0\r\n").clauses, 1u);
  EXPECT_EQ(read_dimacs("p cnf 2 1\n1 2 0\n%\n0\n").clauses, 1u);  // SATLIB's end marker
}

TEST(DimacsReader, ErrorsNameTheLine) {
  EXPECT_EQ(dimacs_error(""), "cnf line 1: no 'p cnf V C' header");
  EXPECT_EQ(dimacs_error("1 2 0\n"), "cnf line 1: a clause before the 'p cnf V C' header");
  EXPECT_EQ(dimacs_error("p cnf 2 1\n1 x 0\n"), "cnf line 2: unexpected 'x 0', expected a literal");
  EXPECT_EQ(dimacs_error("p cnf 2 1\n\n1 3 0\n"), "cnf line 3: literal 3 exceeds the header's 2 variables");
  EXPECT_EQ(dimacs_error("p cnf 2 1\n1 -99999999999 0\n"),
            "cnf line 2: literal out of range exceeds the header's 2 variables");
  EXPECT_EQ(dimacs_error("p cnf 2 2\n1 2 0\n-1\n"),
            "cnf line 4: the last clause (line 3) is not terminated by 0: truncated file?");
  EXPECT_EQ(dimacs_error("p cnf 2 2\n1 2 0\n"),
            "cnf line 3: the header declares 2 clauses but the file has 1: truncated file?");
  EXPECT_EQ(dimacs_error("p cnf 2 1\n1 0\n2 0\n"), "cnf line 3: more clauses than the header's 1");
  EXPECT_EQ(dimacs_error("p cnf 2 1\np cnf 2 1\n1 0\n"), "cnf line 2: a second 'p' header");
  EXPECT_EQ(dimacs_error("p cnf -1 2\n"),
            "cnf line 1: expected the number of variables in 'p cnf V C', found '-1 2'");
  EXPECT_EQ(dimacs_error("p dnf 1 2\n"), "cnf line 1: expected 'p cnf V C', found 'dnf 1 2'");
  EXPECT_EQ(dimacs_error("p cnf 1 1 7\n1 0\n"), "cnf line 1: unexpected '7' after the header");
  EXPECT_EQ(dimacs_error("p cnf 2 1\n12abc 0\n"), "cnf line 2: unexpected 'abc 0' after a literal");
  EXPECT_EQ(dimacs_error("p cnf 999999999999 1\n"), "cnf line 1: the number of variables is too large");
  EXPECT_EQ(dimacs_error("p cnf 2 1\n1\x01 0\n"), "cnf line 2: unexpected '\\x01 0' after a literal");
}

TEST(ProofReader, DetectsTheFormatAsDratTrimDoes) {
  EXPECT_EQ(detect_proof_format("1 -2 0\nd 1 -2 0\n"), ProofFormat::text);
  EXPECT_EQ(detect_proof_format("c Proof by Kissat\n1 0\n"), ProofFormat::text);
  EXPECT_EQ(detect_proof_format(""), ProofFormat::text);
  EXPECT_EQ(detect_proof_format(std::string("a\x02\x00", 3)), ProofFormat::binary);
  EXPECT_EQ(detect_proof_format(std::string("d\x03\x05\x00", 4)), ProofFormat::binary);
  EXPECT_EQ(detect_proof_format("1 2 x 0\n"), ProofFormat::binary);  // then an error
}

TEST(ProofReader, ReadsTextAndBinaryAlike) {
  std::string text = "1 -2 0\nd -2 1 0\nc comment\n0\n 300 -70000 0\n";
  Proof t = read_proof(text, ProofFormat::detect, 1000000);
  Proof b = read_proof(test::to_binary(text), ProofFormat::detect, 1000000);
  EXPECT_FALSE(t.binary);
  EXPECT_TRUE(b.binary);
  EXPECT_EQ(t.literals, (std::vector<std::int32_t>{1, -2, -2, 1, 300, -70000}));
  EXPECT_EQ(b.literals, t.literals);
  ASSERT_EQ(t.steps.size(), 4u);
  ASSERT_EQ(b.steps.size(), 4u);
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(t.steps[i].deletion, b.steps[i].deletion);
    EXPECT_EQ(t.steps[i].size, b.steps[i].size);
  }
  EXPECT_TRUE(t.steps[1].deletion);
  EXPECT_EQ(t.steps[2].size, 0u);
  EXPECT_EQ(t.steps[3].offset, 29u);
  EXPECT_EQ(b.steps[1].offset, 4u);
  EXPECT_EQ(t.max_variable, 70000u);
}

// Garbage and mutated CNFs and proofs: never a crash, and never a verified
// proof of a satisfiable formula (the cube minus one clause).
TEST(ProofReader, GarbageAndMutationsAreRejectedCleanly) {
  std::mt19937 rng(28);
  std::uniform_int_distribution<int> byte(0, 255);
  const std::string cube = "p cnf 3 8\n1 2 3 0\n1 2 -3 0\n1 -2 3 0\n1 -2 -3 0\n-1 2 3 0\n-1 2 -3 0\n-1 -2 3 0\n-1 -2 -3 0\n";
  const std::string sat = "p cnf 3 7\n1 2 3 0\n1 2 -3 0\n1 -2 3 0\n1 -2 -3 0\n-1 2 3 0\n-1 2 -3 0\n-1 -2 3 0\n";
  const std::string proof = "1 2 0\n1 0\nd 1 2 0\n2 0\n0\n";
  const std::string proofs[2] = {proof, test::to_binary(proof)};
  const char alphabet[] = "0123456789 -\ndcpa\x80\x7f";
  for (int round = 0; round < 4000; ++round) {
    std::string cnf = round % 3 == 0 ? cube : sat;
    std::string drat = proofs[round % 2];
    int edits = 1 + round % 4;
    for (int e = 0; e < edits; ++e) {
      std::string& target = (round % 5 == 0) ? cnf : drat;
      if (target.empty()) break;
      std::size_t at = static_cast<std::size_t>(rng() % target.size());
      switch (rng() % 4) {
        case 0: target[at] = static_cast<char>(byte(rng)); break;
        case 1: target[at] = alphabet[rng() % (sizeof alphabet - 1)]; break;
        case 2: target.erase(at, 1 + rng() % 3); break;
        default: target.insert(at, 1, alphabet[rng() % (sizeof alphabet - 1)]);
      }
    }
    Options o;
    o.self_check = true;
    o.extra_variables = 100;
    Result r = check_drat(std::string_view(cnf), std::string_view(drat), o);
    // A mutated CNF may have become unsatisfiable; the satisfiable one as
    // it is must never be refuted, whatever the proof has become.
    if (r.verified()) {
      ASSERT_NE(cnf, sat) << "round " << round << ": " << drat;
    }
    EXPECT_NE(r.reason.find("internal error"), 0u) << r.reason;
  }
  std::string noise;
  for (int i = 0; i < 20000; ++i) noise += static_cast<char>(byte(rng));
  EXPECT_FALSE(check_drat(std::string_view(noise), std::string_view(noise)).verified());
  EXPECT_FALSE(check_drat(std::string_view(sat), std::string_view(noise)).verified());
}

}  // namespace
}  // namespace rfsat::proof
