// ISS chaos construction items (types.cpp rows): .ChaosConstruction (the
// chaos_construction flag), .ChaosCount~control~offset~CC cells and
// .ChaosArrow~control~offset~arm~-~arm (chaos_count, chaos_arrow). ISS's
// region cell CCk is grid cell k's region label; the .rf rules name the
// grid cell for its label. The control-only forms (the 3x3 area, the four
// directions) are the .rf rules' own. Offset 1 ("exclude first cell") is
// refused: the catalogue never uses it and the .rf rules have no offset.
#include "iss/reader.hpp"

namespace rfsat::formats::iss {
namespace {

// The grid cell whose label CCk is (k from 1, row by row), or an error.
std::optional<Cell> region_cell(Reader& rd, const Item& it, const std::string& id) {
  const int cells = rd.rows * rd.cols;
  if (id.size() > 2 && (id[0] == 'C' || id[0] == 'c') && (id[1] == 'C' || id[1] == 'c')) {
    const auto k = rd.integer(it, id.substr(2), "a region cell CCk", {1, cells});
    if (!k) return std::nullopt;
    return Cell{static_cast<int>((*k - 1) / rd.cols) + 1, static_cast<int>((*k - 1) % rd.cols) + 1};
  }
  return rd.cell(it, id);  // ISS's UI also takes grid cells for their regions
}

// The control cell and the offset (empty or 0; 1 is refused); false after an error.
std::optional<Cell> control(Reader& rd, const Item& it) {
  if (it.args.empty()) {
    rd.error(it, "expected ~control cell[~offset~cells]");
    return std::nullopt;
  }
  if (it.args.size() > 1 && !it.args[1].empty() && it.args[1] != "0") {
    rd.error(it, it.args[1] == "1"
                     ? "offset 1 (exclude the first cell) is not read by rfsat yet"
                     : "the offset is 0 or 1, got '" + it.args[1].substr(0, 20) + "'");
    return std::nullopt;
  }
  return rd.cell(it, it.args[0]);
}

}  // namespace

namespace types {

void chaos_count(Reader& rd, const Item& it, const TypeRow& row) {
  const std::optional<Cell> c = control(rd, it);
  if (!c) return;
  std::vector<Cell> cells = {*c};
  for (std::size_t i = 2; i < it.args.size(); ++i) {
    const std::optional<Cell> x = region_cell(rd, it, it.args[i]);
    if (!x) return;
    cells.push_back(*x);
  }
  rd.emit_rule(row.keyword, "chaos_count(" + rd.list(cells) + ")", it);
}

void chaos_arrow(Reader& rd, const Item& it, const TypeRow& row) {
  const std::optional<Cell> c = control(rd, it);
  if (!c) return;
  std::string line = "chaos_arrow(" + rd.list({*c});
  std::vector<Cell> arm;
  auto end_arm = [&] {
    if (arm.empty()) return false;
    line += "; " + rd.list(arm);
    arm.clear();
    return true;
  };
  for (std::size_t i = 2; i < it.args.size(); ++i) {
    if (it.args[i] == "-") {
      if (!end_arm()) return rd.error(it, "an empty arm (two '-' in a row)");
      continue;
    }
    const std::optional<Cell> x = region_cell(rd, it, it.args[i]);
    if (!x) return;
    arm.push_back(*x);
  }
  if (!arm.empty()) end_arm();
  rd.emit_rule(row.keyword, line + ")", it);
}

}  // namespace types
}  // namespace rfsat::formats::iss
