// f-puzzles handlers of the whole-grid keys (keys.cpp): the boolean flags,
// the diagonals, disjoint groups, and the negative constraints, which are
// written after every key (finish_negatives) because they depend on which
// dots the puzzle has. Readings (docs/formats.md): `nonconsecutive` means
// "all white dots given" and `negative: ["ratio"]` "all black dots given"
// (of the ratios the black dots show); a pair carrying any white or black
// dot is free of both bans. Disjoint groups are `disjoint_sets` on the
// header's boxes.
#include "reader.hpp"

namespace rfsat::formats::fpuzzles::keys {

void flag(Reader& rd, const Json& v, const KeyRow& row) {
  const std::string key(row.key);
  if (auto on = rd.boolean(v, key); on && *on) rd.emit_rule(row.keyword, std::string(row.keyword), key, row.key);
}

void diagonal(Reader& rd, const Json& v, const KeyRow& row) {
  const std::string key(row.key);
  auto on = rd.boolean(v, key);
  if (!on || !*on) return;
  const int n = rd.size();
  const bool rising = row.key == "diagonal+";  // bottom left to top right
  const Cell a = rising ? Cell{n, 1} : Cell{1, 1}, b = rising ? Cell{1, n} : Cell{n, n};
  rd.emit("diagonal(" + rd.list({a, b}) + ")", key);
}

void disjoint_groups(Reader& rd, const Json& v, const KeyRow& row) {
  const std::string key(row.key);
  auto on = rd.boolean(v, key);
  if (!on || !*on) return;
  if (!rd.standard_boxes || rd.box_w < 2 || rd.box_h < 2) {
    rd.error(key, "disjoint groups need the standard boxes; this grid's regions are irregular");
    return;
  }
  rd.emit_rule(row.keyword, std::string(row.keyword), key, row.key);  // on the header's box_groups
}

void nonconsecutive(Reader& rd, const Json& v, const KeyRow& row) {
  if (auto on = rd.boolean(v, std::string(row.key))) rd.nonconsecutive = *on;
}

void negative(Reader& rd, const Json& v, const KeyRow& row) {
  rd.for_each_item(v, std::string(row.key), [&](const Json& item, const std::string& where) {
    if (item.is_string() && (item == "ratio" || item == "xv")) {
      rd.negative.insert(item.get<std::string>());
      return;
    }
    rd.error(where, "expected \"ratio\" or \"xv\" (the constraints whose marks are all given)");
  });
}

void not_yet(Reader& rd, const Json&, const KeyRow& row) {
  rd.error(std::string(row.key), "rfsat cannot read f-puzzles key '" + std::string(row.key) +
                                     "' yet (it will become the .rf rule '" + std::string(row.keyword) + "')");
}

}  // namespace rfsat::formats::fpuzzles::keys

namespace rfsat::formats::fpuzzles {

// f-puzzles' solver bans, under negative ratio, the ratios of the black dots
// the puzzle has (2 when it has none), and under nonconsecutive difference 1
// whatever the white dots' values; a white or black dot frees its pair from
// both, an X or V from neither.
void finish_negatives(Reader& rd) {
  const bool ratio = rd.negative.count("ratio") > 0;
  const std::set<long long> ratios = rd.ratios.empty() ? std::set<long long>{2} : rd.ratios;
  if (rd.nonconsecutive && ratio && ratios == std::set<long long>{2}) {
    rd.emit("no_kropki", "nonconsecutive, negative");
  } else {
    if (rd.nonconsecutive) {
      if (rd.dots)
        rd.emit_rule("no_kropki_diff", "no_kropki_diff", "nonconsecutive", "nonconsecutive");
      else
        rd.emit("non_consecutive", "nonconsecutive");
    }
    if (ratio) {
      std::string line = "no_kropki_factor";
      if (ratios != std::set<long long>{2}) {
        std::string list;
        for (long long f : ratios) list += (list.empty() ? "" : ", ") + std::to_string(f);
        line += "(" + list + ")";
      }
      rd.emit_rule("no_kropki_factor", line, "negative", "negative");
    }
  }
  if (rd.negative.count("xv")) rd.emit("no_kropki_sum(5, 10)", "negative");
}

}  // namespace rfsat::formats::fpuzzles
