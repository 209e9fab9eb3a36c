// The value ranges of ISS grids (value_range.hpp). ISS (js/cell_geometry.js,
// fromShapeSpec) reads ~N as N values 1..N and ~A-B as B-A+1 values from A,
// A being 0 or 1, with at least max(rows, cols) and at most 16 values on a
// Sudoku grid. In `.rf` the symbols are 1-9 then A-G by rank (their numbers),
// and a 0 comes last with `symvalue(0, 0)`, so every symbol's number is the
// ISS value it stands for; a house with fewer cells than values is an
// at-most group (docs/rf-language.md §4), as ISS's AllDifferent is.
#include "iss/value_range.hpp"

#include <algorithm>
#include <array>

namespace rfsat::formats::iss {

bool read_value_range(Reader& rd, const Item& it, const std::string& range) {
  const int n = std::max(rd.rows, rd.cols);
  const int floor = rd.raw ? 1 : n;  // a Raw grid has no house to fill
  rd.values = n, rd.min_value = 1;
  if (range.empty()) return true;
  const std::size_t dash = range.find('-');
  const char* what = "the values of .Shape~RxC~N or ~A-B";
  auto first = rd.integer(it, range.substr(0, dash), what, {0, 16});
  auto last = !first                      ? std::nullopt
              : dash == std::string::npos ? first
                                          : rd.integer(it, range.substr(dash + 1), what, {0, 16});
  if (!last) return false;
  const long long low = dash == std::string::npos ? 1 : *first;
  if (low != 0 && low != 1) {
    rd.error(it, "ISS's values start at 0 or 1, not " + std::to_string(low));
    return false;
  }
  const long long count = *last - low + 1;
  if (count < floor || count > 16) {
    rd.error(it, "a " + std::to_string(rd.rows) + "x" + std::to_string(rd.cols) + " grid has " +
                     std::to_string(floor) + " to 16 values (ISS), not " + range);
    return false;
  }
  rd.values = static_cast<int>(count), rd.min_value = static_cast<int>(low);
  return true;
}

void value_header(Reader& rd) {
  std::string symbols;
  for (int v = std::max(rd.min_value, 1); v <= rd.max_value(); ++v) symbols += Reader::symbol(v);
  if (rd.min_value == 0) symbols += '0';  // last, so 1-9 keep their ranks as numbers
  rd.out.rf.add("values = " + symbols, "");
  if (rd.rows != rd.cols || !rd.standard_values()) {
    rd.out.rf.add("columns = " + std::to_string(rd.cols), "");
    rd.out.rf.add("rows = " + std::to_string(rd.rows), "");
  }
  if (rd.min_value == 0) rd.out.rf.add("symvalue(0, 0)", "");
}

namespace {

// The types whose `.rf` meaning equals ISS's whatever the value range: sums,
// order and differences of the numbers, groups, and the clues that read
// numbers as ISS does (a skyscraper of height 0 is no building, a room or
// circle number must name a cell or a count).
bool reads_on_any_values(std::string_view type) {
  static constexpr std::array<std::string_view, 59> kTypes = {"Shape",
                                                              "Var",
                                                              "NoBoxes",
                                                              "Jigsaw",
                                                              "RegionSize",
                                                              "Given",
                                                              "Diagonal",
                                                              "AntiKnight",
                                                              "AntiKing",
                                                              "FullRank",
                                                              "FullRankTies",
                                                              "Doppelganger",
                                                              "LittleKiller",
                                                              "AntiConsecutive",
                                                              "Windoku",
                                                              "DisjointSets",
                                                              "AllDifferent",
                                                              "Cage",
                                                              "Sum",
                                                              "Pair",
                                                              "PairX",
                                                              "Binary",
                                                              "BinaryX",
                                                              "Thermo",
                                                              "GreaterThan",
                                                              "Whisper",
                                                              "Renban",
                                                              "Palindrome",
                                                              "WhiteDot",
                                                              "BlackDot",
                                                              "X",
                                                              "V",
                                                              "Arrow",
                                                              "Quad",
                                                              "ContainAtLeast",
                                                              "ContainExact",
                                                              "LookAndSay",
                                                              "EqualityCage",
                                                              "RegionSumLine",
                                                              "SameValues",
                                                              "RegionSameValues",
                                                              "EqualSum",
                                                              "Between",
                                                              "SearchPriority",
                                                              "Regex",
                                                              "NFA",
                                                              "DoubleArrow",
                                                              "CountingCircles",
                                                              "NumberedRoom",
                                                              "Skyscraper",
                                                              "HiddenSkyscraper",
                                                              "StrictXV",
                                                              "SumLine",
                                                              "Lunchbox",
                                                              "RellikCage",
                                                              "XSum",
                                                              "Sandwich",
                                                              "Indexing",
                                                              "ValueIndexing"};
  return std::find(kTypes.begin(), kTypes.end(), type) != kTypes.end();
}

}  // namespace

std::string values_refusal(const Reader& rd, std::string_view type) {
  // ISS's GlobalEntropy (thirds of 1-9) and DutchFlatmates (5 between 1 and
  // 9) refuse every other set of values.
  if (type == "GlobalEntropy" || type == "DutchFlatmates")
    return rd.values == 9 && rd.min_value == 1
               ? ""
               : "ISS's " + std::string(type) + " needs the values 1-9";
  // ISS's FullRank needs a square grid using all its values (0-indexed or not).
  if ((type == "FullRank" || type == "FullRankTies") &&
      (rd.rows != rd.cols || rd.values != rd.rows))
    return "ISS's " + std::string(type) + " needs a square grid with all values used";
  if (rd.standard_values() || reads_on_any_values(type)) return "";
  return "rfsat reads the ISS type '" + std::string(type) + "' only on grids whose values are 1.." +
         std::to_string(std::max(rd.rows, rd.cols)) + " (its meaning depends on the value range)";
}

}  // namespace rfsat::formats::iss
