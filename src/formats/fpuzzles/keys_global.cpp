// f-puzzles handlers of the whole-grid keys (keys.cpp): the boolean flags,
// the diagonals, disjoint groups, and the negative constraints, which are
// written after every key (finish_negatives) because they depend on which
// dots the puzzle has. Readings (docs/formats.md): `nonconsecutive` means
// "all white dots given" and `negative: ["ratio"]` "all black dots given";
// a pair carrying any white or black dot is free of both bans.
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
  const int n = rd.size(), w = rd.box_w, h = rd.box_h;
  for (int place = 0; place < n; ++place) {
    std::vector<Cell> group;
    for (int box = 0; box < n; ++box)
      group.push_back({box / (n / w) * h + place / w + 1, box % (n / w) * w + place % w + 1});
    rd.emit("extra_region(" + rd.list(group) + ")", key);
  }
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

void finish_negatives(Reader& rd) {
  const bool ratio = rd.negative.count("ratio") > 0;
  if (rd.nonconsecutive && ratio) {
    rd.emit("no_kropki", "nonconsecutive, negative");
  } else if (rd.nonconsecutive) {
    if (rd.dots)
      rd.emit_rule("no_kropki_diff", "no_kropki_diff", "nonconsecutive", "nonconsecutive");
    else
      rd.emit("non_consecutive", "nonconsecutive");
  } else if (ratio) {
    rd.emit_rule("no_kropki_factor", "no_kropki_factor", "negative", "negative");
  }
  if (rd.negative.count("xv")) rd.emit("no_kropki_sum(5, 10)", "negative");
}

}  // namespace rfsat::formats::fpuzzles
