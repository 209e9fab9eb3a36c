// ISS's binary relations (Pair, PairX, Binary, BinaryX) and weighted Sums,
// read (src/formats/iss/types_relations.cpp) and written back
// (write_relations.cpp). The keys below were computed by ISS itself
// (fnToBinaryKey of js/sudoku_constraint.js run under node), not by rfsat:
// over 4 values lt "Oj", ne "evH", |a-b| == 1 "SpE", a+b == 5 "IJB",
// |a-b| >= 2 "MGD", {(1,2), (3,1), (4,4)} "CEI"; over 9 values lt
// "-n_4H-gH4AGg", |a-b| == 1 "CoAKgCoAKgCoAC".
#include <gtest/gtest.h>

#include <sstream>

#include "iss/binary_key.hpp"
#include "iss/write.hpp"
#include "iss_support.hpp"
#include "load.hpp"

namespace rfsat::test {
namespace {

using Lines = std::vector<std::string>;

TEST(IssRelations, KeysReadAsNamedRelationsOrTables) {
  EXPECT_EQ(iss_lines_of(".Pair~-n_4H-gH4AGg~_~R1C1~R1C2~R1C3"),
            Lines{"relation_chain(lt; 1, 2, 3)"});
  EXPECT_EQ(iss_lines_of(".Pair~CoAKgCoAKgCoAC~_~R1C1~R2C1"),
            Lines{"relation_chain(diff_eq, 1; 1, 10)"});
  EXPECT_EQ(iss_lines_of(".Shape~4x4.Pair~Oj~_~R1C1~R1C2.Pair~evH~_~R2C1~R2C2"),
            (Lines{"relation_chain(lt; 1, 2)", "relation_chain(ne; 5, 6)"}));
  EXPECT_EQ(iss_lines_of(".Shape~4x4.Pair~SpE~_~R1C1~R1C2.Pair~IJB~_~R1C3~R1C4"),
            (Lines{"relation_chain(diff_eq, 1; 1, 2)", "relation_chain(sum_eq, 5; 3, 4)"}));
  EXPECT_EQ(iss_lines_of(".Shape~4x4.PairX~MGD~_~R1C1~R2C2~R3C3"),
            Lines{"relation_all(diff_ge, 2; 1, 6, 11)"});
  EXPECT_EQ(iss_lines_of(".Shape~4x4.Pair~CEI~_~R1C1~R1C2"),
            Lines{"relation_chain(table, 1:2, 3:1, 4:4; 1, 2)"});
}

TEST(IssRelations, GroupsNamesAndLegacyKeys) {
  // ISS's serializer joins constraints of one key: `_name` starts a group,
  // an empty item the next one of the same name.
  EXPECT_EQ(
      iss_lines_of(".Shape~4x4.Pair~Oj~_a~R1C1~R1C2~~R2C1~R2C2~_b~R3C1~R3C2"),
      (Lines{"relation_chain(lt; 1, 2)", "relation_chain(lt; 5, 6)", "relation_chain(lt; 9, 10)"}));
  // Binary: the same key with '-' and '_' swapped.
  EXPECT_EQ(iss_lines_of(".Binary~_n-4H_gH4AGg~~R1C1~R1C2"), Lines{"relation_chain(lt; 1, 2)"});
  EXPECT_EQ(iss_lines_of(".Shape~4x4.BinaryX~evH~~R1C1~R2C2~R3C3"),
            Lines{"relation_all(ne; 1, 6, 11)"});
  // A chain coming back to a cell: its pairs listed.
  EXPECT_EQ(iss_lines_of(".Shape~4x4.Pair~evH~_~R1C1~R1C2~R2C2~R1C1"),
            Lines{"relation(ne; 1, 2; 2, 6; 6, 1)"});
}

TEST(IssRelations, WhatIssRefusesIsRefused) {
  EXPECT_NE(iss_errors_of(".Shape~4x4.PairX~Oj~_~R1C1~R1C2").find("must be symmetric"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~4x4.Pair~Ojjjjjjj~_~R1C1~R1C2").find("longer than 4 values"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~4x4.Pair~O*~_~R1C1~R1C2").find("no base64url"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~4x4.Pair~~_~R1C1~R1C2").find("allows no pair"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Shape~4x4.Pair~evH~_~R1C1~R1C1").find("relates a cell to itself"),
            std::string::npos);
}

TEST(IssRelations, WeightedSums) {
  EXPECT_EQ(iss_lines_of(".Sum~10_=_1_2~R1C1~R1C2"), Lines{"weighted_sum(10; 1, 1; 2, 2)"});
  EXPECT_EQ(iss_lines_of(".Sum~0_=_3_-1_-2~R1C1~R5C5~R9C9"),
            Lines{"weighted_sum(0; 3, 1; -1, 41; -2, 81)"});
  EXPECT_EQ(iss_lines_of(".Sum~10~R1C1~R5C5~R1C1"), Lines{"weighted_sum(10; 1, 1; 1, 41; 1, 1)"});
  EXPECT_NE(iss_errors_of(".Sum~10_=_1_101~R1C1~R1C2").find("-100..100"), std::string::npos);
  EXPECT_NE(iss_errors_of(".Sum~10_=_1~R1C1~R1C2").find("1 coefficients for 2 cells"),
            std::string::npos);
  EXPECT_NE(iss_errors_of(".Sum~10_1_2~R1C1~R1C2").find("sum_=_c1"), std::string::npos);
  // The givens leave r1c1, r1c2 = 2, 3 or 3, 2 (rows 1 and 3 may swap);
  // 2*r1c1 - r1c2 == 1 picks 2, 3.
  const std::string givens =
      ".~R1C3_4~R1C4_1~R2C1_4~R2C2_1~R2C3_2~R2C4_3~R3C3_1~R3C4_4~R4C1_1~"
      "R4C2_4~R4C3_3~R4C4_2";
  EXPECT_EQ(iss_verdict(".Shape~4x4" + givens), "multiple");
  EXPECT_EQ(iss_verdict(".Shape~4x4.Sum~1_=_2_-1~R1C1~R1C2" + givens),
            iss_verdict(".Shape~4x4.~R1C1_2~R1C2_3" + givens));
  EXPECT_EQ(iss_verdict(".Shape~4x4.Sum~1_=_2_-1~R1C1~R1C2" + givens).substr(0, 6), "unique");
}

TEST(IssRelations, KeysEncodeAsIssWritesThem) {
  std::string why;
  for (const char* key : {"Oj", "evH", "SpE", "IJB", "MGD", "CEI"}) {
    auto t = formats::iss::decode_binary_key(key, 4, why);
    ASSERT_TRUE(t) << why;
    EXPECT_EQ(formats::iss::encode_binary_key(*t, 4), key);
  }
}

std::string iss_of(const std::string& rf) {
  std::ostringstream err;
  std::optional<model::Puzzle> p = formats::load_puzzle_text("t.rf", rf, err);
  EXPECT_TRUE(p) << err.str();
  std::string why;
  auto text = p ? formats::iss::write_iss(*p, &why) : std::nullopt;
  return text ? *text : "refused: " + why;
}

TEST(IssRelations, Written) {
  const std::string k4 = "values = 1234\nrow_groups\ncolumn_groups\nbox_groups(2, 2)\n";
  EXPECT_EQ(iss_of(k4 + "relation_chain(lt; 1, 2, 3)\nrelation_all(ne; 5, 10)\n"
                        "relation(table, 1:2, 3:1, 4:4; 13, 14; 15, 16)\n"),
            ".Shape~4x4.Pair~Oj~_~R1C1~R1C2~R1C3.PairX~evH~_~R2C1~R3C2"
            ".Pair~CEI~_~R4C1~R4C2.Pair~CEI~_~R4C3~R4C4\n");
  EXPECT_EQ(iss_of(k4 + "weighted_sum(5; 2, 1; -1, 2; 1, 1)\n"),
            ".Shape~4x4.Sum~5_=_2_-1_1~R1C1~R1C2~R1C1\n");
  EXPECT_NE(iss_of(k4 + "relation_all(lt; 1, 2)\n").find("must be symmetric"), std::string::npos);
  EXPECT_NE(iss_of(k4 + "weighted_sum(0; 101, 1; -101, 2)\n").find("-100..100"), std::string::npos);
  EXPECT_NE(iss_of(k4 + "anti_offsets(1, 2)\n").find("anti_offsets"), std::string::npos);
  EXPECT_NE(iss_of(k4 + "anti_offsets(lt; 1, 2)\n").find("anti_offsets"), std::string::npos);
}

}  // namespace
}  // namespace rfsat::test
