// read_iss (read.hpp): comments out, sections split at blank lines, each
// section compacted (whitespace out, each character's line:column kept) and split
// into items, or read as a plain form; then the layout pass (Shape,
// NoBoxes, Jigsaw, RegionSize, wherever they stand), the header, and every
// other item through its table row.
#include "iss/read.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "iss/names.hpp"
#include "iss/plain.hpp"
#include "iss/reader.hpp"
#include "iss/replicate.hpp"
#include "iss/value_range.hpp"
#include "sudocue/read.hpp"

namespace rfsat::formats::iss {
namespace {

struct Section {
  std::string compact;               // without whitespace
  std::vector<SourcePos> positions;  // of each compact character in the text
  std::string raw;
};

// `#` lines are comments; a blank line ends a section.
std::vector<Section> sections(std::string_view text) {
  std::vector<Section> out(1);
  std::size_t i = 0;
  int line_number = 1;
  for (; i < text.size(); ++line_number) {
    std::size_t end = text.find('\n', i);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(i, end - i);
    const bool blank = std::all_of(line.begin(), line.end(), [](char c) {
      return std::isspace(static_cast<unsigned char>(c));
    });
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (blank) {
      if (!out.back().compact.empty()) out.emplace_back();
    } else if (line[first] != '#') {
      for (std::size_t k = 0; k < line.size(); ++k)
        if (!std::isspace(static_cast<unsigned char>(line[k]))) {
          out.back().compact += line[k];
          out.back().positions.push_back({line_number, static_cast<int>(k) + 1});
        }
      out.back().raw += std::string(line) + '\n';
    }
    i = end + 1;
  }
  if (out.back().compact.empty()) out.pop_back();
  return out;
}

std::string short_item(std::string_view s) {
  return s.size() > 48 ? std::string(s.substr(0, 45)) + "..." : std::string(s);
}

// A constraint string's items, each with its text and line:column.
bool split_items(const Section& s, std::vector<Item>& items, Diagnostics& errs) {
  if (s.compact[0] != '.') {
    errs.error_at(
        "(ISS text)", s.positions[0],
        "expected a constraint string starting with '.', or one of the plain forms ISS reads");
    return false;
  }
  std::size_t i = 1;
  while (i <= s.compact.size()) {
    std::size_t end = s.compact.find('.', i);
    if (end == std::string::npos) end = s.compact.size();
    errs.poll();  // --time-limit while loading
    const std::string body = s.compact.substr(i, end - i);
    const SourcePos at = s.positions[i - 1];
    Item it;
    it.where = short_item("." + body) + " (" + std::to_string(at.line) + ":" +
               std::to_string(at.column) + ")";
    std::size_t start = 0;
    bool first = true;
    while (start <= body.size()) {
      std::size_t tilde = body.find('~', start);
      if (tilde == std::string::npos) tilde = body.size();
      std::string part = body.substr(start, tilde - start);
      if (first)
        it.type = part.empty() ? "Given" : part;
      else
        it.args.push_back(part);
      first = false;
      start = tilde + 1;
    }
    items.push_back(std::move(it));
    i = end + 1;
  }
  return true;
}

const TypeRow* row_of(std::string_view type) {
  for (const TypeRow& r : type_rows())
    if (r.type == type) return &r;
  return nullptr;
}

// ISS's box shape for an n-value grid: the largest divisor not above
// sqrt(n) as one side, fitting the rows and columns; none for primes.
void box_shape(Reader& rd, int n) {
  rd.box_w = rd.box_h = 0;
  for (int small = 1; small * small <= n; ++small) {
    if (small < 2 || n % small) continue;
    const int large = n / small;
    if (rd.rows % small == 0 && rd.cols % large == 0)
      rd.box_h = small, rd.box_w = large;
    else if (rd.rows % large == 0 && rd.cols % small == 0)
      rd.box_h = large, rd.box_w = small;
  }
}

// The layout pass: Shape, NoBoxes, RegionSize; the Jigsaw items to write.
bool layout(Reader& rd, const std::vector<Item>& items, std::vector<const Item*>& jigsaws) {
  const Item* shape = nullptr;
  for (const Item& it : items) {
    if (it.type == "Shape") {
      const std::string& dims = it.args.empty() ? std::string() : it.args[0];
      const std::size_t x = dims.find('x');
      if (x == std::string::npos) {
        rd.error(it, "expected .Shape~RxC with 1..16 rows and columns");
        return false;
      }
      const auto r = rd.integer(it, dims.substr(0, x), "the rows of .Shape~RxC", {1, 16});
      const auto c = r ? rd.integer(it, dims.substr(x + 1), "the columns of .Shape~RxC", {1, 16})
                       : std::nullopt;
      if (!r || !c) return false;
      if (it.args.size() > 3 || (it.args.size() > 1 && it.args.back().empty())) {
        rd.error(it, "expected .Shape~RxC, .Shape~RxC~values or .Shape~RxC~values~Sudoku");
        return false;
      }
      if (it.args.size() > 2 && it.args[2] != "Sudoku" && it.args[2] != "Raw") {
        rd.error(it, "expected the grid type Sudoku or Raw, not " + it.args[2]);
        return false;
      }
      if (shape) continue;  // ISS's grid is its first Shape's
      rd.rows = static_cast<int>(*r), rd.cols = static_cast<int>(*c);
      rd.raw = it.args.size() > 2 && it.args[2] == "Raw";
      shape = &it;
    } else if (it.type == "NoBoxes") {
      rd.boxes = false;
    } else if (it.type == "ChaosConstruction") {
      rd.chaos = true;
    } else if (it.type == "Jigsaw") {
      jigsaws.push_back(&it);
    }
  }
  const std::string range = shape && shape->args.size() > 1 ? shape->args[1] : "";
  if (!read_value_range(rd, shape ? *shape : items.front(), range)) return false;
  // Boxes hold RegionSize cells: max(rows, cols) by default, at most every value.
  int region = std::max(rd.rows, rd.cols);
  for (const Item& it : items) {
    if (it.type != "RegionSize") continue;
    const auto size =
        it.args.size() == 1 ? rd.integer(it, it.args[0], "the region size", {1, 16}) : std::nullopt;
    if (!size || *size < region || *size > rd.values) {
      if (!rd.failed())
        rd.error(it, "expected .RegionSize~N with N from " + std::to_string(region) + " to " +
                         std::to_string(rd.values) + " (the grid's values)");
      return false;
    }
    region = static_cast<int>(*size);
  }
  box_shape(rd, region);
  return true;
}

// One jigsaw per region of the layout (one character per cell) holding
// max(rows, cols) to every value's count of cells, as ISS reads them; one
// region of another size (ISS allows one: cells in no region) is left out.
void jigsaw(Reader& rd, const Item& it) {
  const std::string& layout = it.args.empty() ? std::string() : it.args.back();
  const int cells = rd.rows * rd.cols, n = std::max(rd.rows, rd.cols);
  if (it.args.empty() || it.args.size() > 2 || static_cast<int>(layout.size()) != cells)
    return rd.error(it, "expected a layout of " + std::to_string(cells) +
                            " characters, one region per character");
  std::map<char, std::vector<Cell>> regions;
  for (int i = 0; i < cells; ++i)
    regions[layout[static_cast<std::size_t>(i)]].push_back({i / rd.cols + 1, i % rd.cols + 1});
  if (regions.size() == 1)  // one region holding every cell: no jigsaw
    return rd.warning(it, "the jigsaw layout has one region: it constrains nothing, left out");
  int odd = 0;
  for (const auto& [key, cs] : regions) {
    const int size = static_cast<int>(cs.size());
    if (size >= n && size <= rd.values)
      rd.emit("jigsaw(" + rd.list(cs) + ")", it);
    else if (++odd > 1)
      return rd.error(it, "the layout's regions have different sizes");
  }
  rd.jigsaw = true;
}

void header(Reader& rd, const std::vector<const Item*>& jigsaws) {
  rd.out.rf.comment("ISS (Interactive Sudoku Solver)");
  value_header(rd);
  var_header(rd);
  if (rd.raw) {  // ISS's Raw grid: no rows, columns or boxes
    rd.boxes = false;
    return;
  }
  rd.out.rf.add("row_groups", "");
  rd.out.rf.add("column_groups", "");
  if (rd.boxes && rd.box_w && rd.box_h)
    rd.out.rf.add("box_groups(" + std::to_string(rd.box_w) + ", " + std::to_string(rd.box_h) + ")",
                  "");
  else
    rd.boxes = false;
  for (const Item* it : jigsaws) jigsaw(rd, *it);
}

// ISS's types that need the Sudoku grid type (REQUIRES_SUDOKU_GRID in its
// js/sudoku_constraint.js): refused on a Raw grid, as ISS refuses them.
bool needs_sudoku_grid(const std::string& type) {
  static const std::set<std::string> kTypes = {
      "Jigsaw",       "NoBoxes",      "ChaosConstruction", "RegionSize",   "RegionSameValues",
      "Windoku",      "DisjointSets", "AntiKnight",        "Doppelganger", "AntiKing",
      "FullRankTies", "Diagonal",     "Indexing"};
  return kTypes.count(type) > 0;
}

// One item through its table row. Inside an Or, an item that writes several
// lines (a given item of several cells) becomes an `and` block, so that it
// stays one alternative, as ISS reads it.
void item(Reader& rd, const Item& it, bool in_or) {
  const TypeRow* known = row_of(it.type);
  if (rd.raw && needs_sudoku_grid(it.type))
    return rd.error(it, "ISS's " + it.type + " is only valid on a Sudoku grid, not a Raw one");
  if (known && !known->keyword.empty()) {
    if (const std::string why = values_refusal(rd, it.type); !why.empty()) return rd.error(it, why);
  }
  if (!known) {
    if (is_type_name(it.type))
      return rd.error(it, "rfsat does not read the ISS type '" + it.type + "'");
    return rd.error(it, "unknown ISS type '" + short_item(it.type) + "'");
  }
  if (!in_or) return known->handler(rd, it, *known);
  import::RfText outside = std::move(rd.out.rf);
  rd.out.rf = {};
  known->handler(rd, it, *known);
  import::RfText lines = std::move(rd.out.rf);
  rd.out.rf = std::move(outside);
  const bool several = lines.lines() > 1;
  if (several) rd.emit("and", it);
  rd.out.rf.append(lines, [](std::string_view origin) { return std::string(origin); });
  if (several) rd.emit("end", it);
}

// The index of the .End that closes the composite opened at items[open],
// or items.size().
std::size_t closing_end(const std::vector<Item>& items, std::size_t open) {
  int depth = 0;
  for (std::size_t i = open; i < items.size(); ++i) {
    const std::string& t = items[i].type;
    if (t == "Or" || t == "And" || t == "Replicate") ++depth;
    if (t == "End" && --depth == 0) return i;
  }
  return items.size();
}

void rules(Reader& rd, const std::vector<Item>& items, std::size_t from, std::size_t to,
           bool in_or);

// A Replicate: its items [from, to) read once per target, moved there (one
// level: a Replicate inside another is refused). Inside an Or the copies
// together are one alternative (an `and` block), as ISS reads a composite.
void replicate(Reader& rd, const std::vector<Item>& items, std::size_t at, std::size_t end,
               bool in_or) {
  for (std::size_t i = at + 1; i < end; ++i)
    if (items[i].type == "Replicate")
      return rd.error(items[i], "rfsat does not read a .Replicate inside another .Replicate");
  auto moves = replicate_moves(rd, items[at]);
  if (!moves || moves->empty() || at + 1 == end) return;
  if (in_or) rd.emit("and", items[at]);
  rd.replicating = true;
  for (const auto& [dr, dc] : *moves) {
    rd.shift_rows = dr, rd.shift_cols = dc;
    rules(rd, items, at + 1, end, false);
  }
  rd.shift_rows = rd.shift_cols = 0;
  rd.replicating = false;
  if (in_or) rd.emit("end", items[at]);
}

// Composite constraints: Or and And open a block that End closes, written as
// the `.rf` blocks `or` / `and` ... `end` (an And outside every Or only
// groups its items); a Replicate's items are read once per target
// (replicate.hpp); an unmatched End is refused. Items [from, to).
void rules(Reader& rd, const std::vector<Item>& items, std::size_t from, std::size_t to,
           bool in_or) {
  std::vector<std::string> open;
  for (std::size_t i = from; i < to; ++i) {
    const Item& it = items[i];
    if (it.type == "Shape" || it.type == "NoBoxes" || it.type == "Jigsaw" ||
        it.type == "RegionSize")
      continue;
    if (it.type == "End") {
      if (open.empty()) {
        rd.error(it, "this .End closes nothing");
      } else {
        rd.emit("end", it);
        open.pop_back();
      }
      continue;
    }
    rd.poll();
    const bool here_in_or = open.empty() ? in_or : open.back() == "Or";
    if (it.type == "Or" || it.type == "And") {
      rd.emit(it.type == "Or" ? "or" : "and", it);
      open.push_back(it.type);
      continue;
    }
    if (it.type == "Replicate") {
      const std::size_t end = closing_end(items, i);
      if (end >= to) return rd.error(it, "a .Replicate is never closed by .End");
      replicate(rd, items, i, end, here_in_or);
      i = end;
      continue;
    }
    item(rd, it, here_in_or);
  }
  if (!open.empty() && !rd.failed())
    rd.error(items[to - 1], "a ." + open.back() + " is never closed by .End");
}

}  // namespace

std::optional<import::Imported> read_iss(std::string_view text, Diagnostics& diags) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a byte order mark: no item
  Reader rd(diags);
  rd.out.format = "ISS";
  std::vector<Item> items;
  for (const Section& s : sections(text)) {
    // Every section is first tried as one of the plain forms, as ISS does,
    // even when it starts with '.' (a grid whose first cell is empty).
    {  // SudoCue's killers, which ISS also reads
      bool killer = false;
      auto k = sudocue::parse_killer(s.compact, diags, &killer);
      if (killer && !k) return std::nullopt;
      if (k) {
        if (k->diagonals)
          items.push_back({"Diagonal", {"1"}, "3x3:d (diagonals)"}),
              items.push_back({"Diagonal", {"-1"}, "3x3:d (diagonals)"});
        for (const sudocue::Cage& c : k->cages) {
          Item it{
              "Cage",
              {std::to_string(c.total)},
              "(SudoCue killer) the cage of " + cell_id(c.cells[0] / 9 + 1, c.cells[0] % 9 + 1)};
          for (int i : c.cells) it.args.push_back(cell_id(i / 9 + 1, i % 9 + 1));
          items.push_back(std::move(it));
        }
        continue;
      }
    }
    if (auto plain = plain_items(s.compact, s.raw)) {
      items.insert(items.end(), plain->begin(), plain->end());
      continue;
    }
    if (!split_items(s, items, diags)) return std::nullopt;
  }
  if (items.empty()) {
    diags.error_at("(ISS text)", {}, "no constraints");
    return std::nullopt;
  }
  std::vector<const Item*> jigsaws;
  if (!layout(rd, items, jigsaws) || !read_vars(rd, items)) return std::nullopt;
  header(rd, jigsaws);
  rules(rd, items, 0, items.size(), false);
  if (rd.failed()) return std::nullopt;
  if (!rd.out.ignored.empty()) {
    std::string l;
    for (const std::string& s : rd.out.ignored) l += (l.empty() ? "" : "; ") + s;
    rd.out.rf.comment("not read (no rule): " + l);
  }
  return std::move(rd.out);
}

}  // namespace rfsat::formats::iss
