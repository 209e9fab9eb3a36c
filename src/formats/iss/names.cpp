// is_type_name (names.hpp).
#include "iss/names.hpp"

namespace rfsat::formats::iss {
namespace {

constexpr std::string_view kTypes[] = {
    "Or", "And", "Replicate", "End", "Jigsaw", "Thermo", "Whisper", "Renban", "Modular", "Entropic",
    "RegionSumLine", "Between", "Lockout", "Palindrome", "Zipper", "SumLine", "Regex", "NFA", "NoBoxes",
    "ChaosConstruction", "ChaosArrow", "ChaosCount", "RegionSize", "RegionSameValues", "StrictKropki",
    "StrictXV", "Shape", "Windoku", "DisjointSets", "AntiKnight", "Doppelganger", "AntiKing", "AntiTaxicab",
    "AntiConsecutive", "GlobalEntropy", "GlobalMod", "FullRankTies", "DutchFlatmates", "Diagonal",
    "WhiteDot", "BlackDot", "GreaterThan", "X", "ValueIndexing", "V", "Arrow", "DoubleArrow", "PillArrow",
    "Cage", "RellikCage", "EqualityCage", "Sum", "LittleKiller", "XSum", "Sandwich", "Lunchbox",
    "Skyscraper", "HiddenSkyscraper", "NumberedRoom", "FullRank", "AllDifferent", "ContainAtLeast",
    "ContainExact", "LookAndSay", "ConnectedValues", "SameValues", "EqualSum", "Quad", "Binary", "BinaryX",
    "Pair", "PairX", "Indexing", "CountingCircles", "CountDistinct", "Given", "SearchPriority", "Var",
    "Odd", "Even",  // not in ISS @ e373f98; read by rfsat (issue 26 lists them)
};

}  // namespace

bool is_type_name(std::string_view name) {
  for (std::string_view t : kTypes)
    if (t == name) return true;
  return false;
}

}  // namespace rfsat::formats::iss
