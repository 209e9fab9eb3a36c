// undraw (drawings.hpp): the drawings of each f-puzzles rule in the order
// the converter makes them, matched by colour, kind and position; every
// drawing a match uses is marked, and what is left is an error (or, for
// plain 1x1 cell colours, decoration). Positions are in cells from the top
// left corner: a cell's centre is (row + 0.5, column + 0.5), a dot between
// two cells sits on their shared edge.
#include "sudokupad/drawings.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace rfsat::formats::sudokupad {
namespace {

using Json = nlohmann::ordered_json;

struct Pt {
  double r = 0, c = 0;
};

struct Drawing {
  std::string path;  // "lines[3]"
  const Json* item = nullptr;
  bool used = false;
};

std::string colour(const Json& item, const char* key) {
  if (!item.is_object() || !item.contains(key) || !item[key].is_string()) return "";
  std::string s = item[key].get<std::string>();
  std::erase(s, ' ');
  for (char& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (s.size() == 4 && s[0] == '#') s = {'#', s[1], s[1], s[2], s[2], s[3], s[3]};  // #ccc
  return s;
}

double number(const Json& item, const char* key, double fallback = 0) {
  return item.is_object() && item.contains(key) && item[key].is_number() ? item[key].get<double>()
                                                                         : fallback;
}

bool flag(const Json& item, const char* key) {
  return item.is_object() && item.contains(key) && item[key].is_boolean() && item[key].get<bool>();
}

std::string text_of(const Json& item) {
  if (!item.is_object() || !item.contains("text")) return "";
  const Json& t = item["text"];
  return t.is_string() ? t.get<std::string>() : t.is_number_integer() ? t.dump() : "";
}

std::optional<Pt> point(const Json& v) {
  if (!v.is_array() || v.size() != 2 || !v[0].is_number() || !v[1].is_number()) return std::nullopt;
  return Pt{v[0].get<double>(), v[1].get<double>()};
}

std::optional<Pt> centre(const Json& item) {
  return item.is_object() && item.contains("center") ? point(item["center"]) : std::nullopt;
}

std::vector<Pt> waypoints(const Json& item) {
  std::vector<Pt> out;
  if (!item.is_object() || !item.contains("wayPoints") || !item["wayPoints"].is_array()) return out;
  for (const Json& v : item["wayPoints"]) {
    auto p = point(v);
    if (!p) return {};
    out.push_back(*p);
  }
  return out;
}

bool near(double a, double b, double tolerance = 0.05) { return std::abs(a - b) < tolerance; }
bool near(Pt a, Pt b) { return near(a.r, b.r) && near(a.c, b.c); }
bool whole(double x) { return near(x, std::round(x)); }
bool half(double x) { return near(x - std::floor(x), 0.5); }

// f-puzzles' name of the cell holding `p` (0-based rows and columns; a row
// or column of -1 or n is outside the grid: R0, R10 in a 9x9).
std::string cell_name(int r, int c) {
  return "R" + std::to_string(r + 1) + "C" + std::to_string(c + 1);
}
std::string cell_at(Pt p) {
  return cell_name(static_cast<int>(std::floor(p.r)), static_cast<int>(std::floor(p.c)));
}

class Undrawer {
 public:
  Undrawer(const Json& puzzle, int n) : n_(n) {
    take(puzzle, "lines", lines_);
    take(puzzle, "arrows", arrows_);
    take(puzzle, "overlays", overlays_);
    take(puzzle, "underlays", underlays_);
  }

  Undrawn run(Diagnostics& diags) {
    thermometers();
    plain_lines("palindrome", 12, 18);
    between_lines();
    diagonals();
    arrows();
    little_killers();
    dots();
    quadruples();
    labels();
    parity();
    extremes();
    decoration();
    refuse_the_rest(diags);
    return std::move(out_);
  }

 private:
  static void take(const Json& p, const char* key, std::vector<Drawing>& into) {
    if (!p.contains(key) || !p[key].is_array()) return;
    for (std::size_t i = 0; i < p[key].size(); ++i)
      into.push_back({std::string(key) + "[" + std::to_string(i) + "]", &p[key][i]});
  }

  // Appends `item` to f-puzzles key `key`, made of `drawings`.
  void add(const std::string& key, Json item, const std::vector<Drawing*>& drawings) {
    if (!out_.keys.contains(key)) out_.keys[key] = Json::array();
    std::string from;
    for (Drawing* d : drawings) {
      d->used = true;
      from += (from.empty() ? "" : ", ") + d->path;
    }
    out_.origins[key + "[" + std::to_string(out_.keys[key].size()) + "]"] = from;
    out_.keys[key].push_back(std::move(item));
  }

  Json line_cells(const std::vector<Pt>& pts) const {
    Json cells = Json::array();
    for (Pt p : pts) cells.push_back(cell_at(p));
    return cells;
  }

  // The cells of an edge-centred dot: the two cells sharing that edge.
  std::optional<Json> edge_cells(Pt p) const {
    const int r = static_cast<int>(std::floor(p.r)), c = static_cast<int>(std::floor(p.c));
    if (whole(p.r) && half(p.c)) {
      const int rr = static_cast<int>(std::round(p.r));
      return Json::array({cell_name(rr - 1, c), cell_name(rr, c)});
    }
    if (half(p.r) && whole(p.c)) {
      const int cc = static_cast<int>(std::round(p.c));
      return Json::array({cell_name(r, cc - 1), cell_name(r, cc)});
    }
    return std::nullopt;
  }

  bool cell_centre(Pt p) const { return half(p.r) && half(p.c); }
  bool inside(Pt p) const { return p.r > 0 && p.c > 0 && p.r < n_ && p.c < n_; }

  // A grey line 21 wide from a grey round bulb: a thermometer.
  void thermometers() {
    for (Drawing& l : lines_) {
      const std::vector<Pt> pts = waypoints(*l.item);
      if (l.used || colour(*l.item, "color") != "#cfcfcf" || number(*l.item, "thickness") < 18 ||
          pts.size() < 2)
        continue;
      for (Drawing& u : underlays_) {
        auto at = centre(*u.item);
        if (u.used || !at || !near(*at, pts[0]) || !flag(*u.item, "rounded") ||
            colour(*u.item, "backgroundColor") != "#cfcfcf" || number(*u.item, "width") < 0.75)
          continue;
        add("thermometer", {{"lines", Json::array({line_cells(pts)})}}, {&l, &u});
        break;
      }
    }
  }

  void plain_lines(const std::string& key, double thinnest, double thickest) {
    for (Drawing& l : lines_) {
      const std::vector<Pt> pts = waypoints(*l.item);
      const double t = number(*l.item, "thickness");
      if (!l.used && colour(*l.item, "color") == "#cfcfcf" && t >= thinnest && t <= thickest &&
          pts.size() >= 2 &&
          std::all_of(pts.begin(), pts.end(), [&](Pt p) { return cell_centre(p); }))
        add(key, {{"lines", Json::array({line_cells(pts)})}}, {&l});
    }
  }

  // A thin grey line between two white circles (its ends pulled in).
  void between_lines() {
    for (Drawing& l : lines_) {
      const std::vector<Pt> pts = waypoints(*l.item);
      if (l.used || colour(*l.item, "color") != "#cfcfcf" || number(*l.item, "thickness") > 4 ||
          pts.size() < 2)
        continue;
      std::vector<Drawing*> parts = {&l};
      for (Pt end : {pts.front(), pts.back()})
        for (Drawing& o : overlays_) {
          auto at = centre(*o.item);
          if (!o.used && at && cell_at(*at) == cell_at(end) && flag(*o.item, "rounded") &&
              colour(*o.item, "borderColor") == "#cfcfcf" && number(*o.item, "width") > 0.6) {
            parts.push_back(&o);
            break;
          }
        }
      if (parts.size() == 3) add("betweenline", {{"lines", Json::array({line_cells(pts)})}}, parts);
    }
  }

  void diagonals() {
    const double n = n_;
    for (Drawing& l : lines_) {
      const std::vector<Pt> pts = waypoints(*l.item);
      if (l.used || colour(*l.item, "color") != "#34bbe6" || pts.size() != 2) continue;
      const char* key = near(pts[0], {0, n}) && near(pts[1], {n, 0})   ? "diagonal+"
                        : near(pts[0], {0, 0}) && near(pts[1], {n, n}) ? "diagonal-"
                                                                       : nullptr;
      if (!key) continue;
      out_.keys[key] = true;  // a flag, not a list of items
      out_.origins[key] = l.path;
      l.used = true;
    }
  }

  void arrows();
  void little_killers();
  void dots();
  void quadruples();
  void labels();
  void parity();
  void extremes();
  void decoration();
  void refuse_the_rest(Diagnostics& diags);

  int n_;
  std::vector<Drawing> lines_, arrows_, overlays_, underlays_;
  Undrawn out_;
};

// Bulbs (a rounded grey-bordered overlay over a straight run of cells, or a
// thick grey line under a white one along a bent run), then the grey arrows
// leaving them: one f-puzzles arrow per bulb with all its shafts.
void Undrawer::arrows() {
  struct Bulb {
    std::vector<std::string> cells;
    std::vector<Drawing*> parts;
    Json lines = Json::array();
  };
  std::vector<Bulb> bulbs;
  for (Drawing& o : overlays_) {
    auto at = centre(*o.item);
    if (o.used || !at || !flag(*o.item, "rounded") || colour(*o.item, "borderColor") != "#a1a1a1")
      continue;
    const int long_r = static_cast<int>(std::round(number(*o.item, "height") - 0.8));
    const int long_c = static_cast<int>(std::round(number(*o.item, "width") - 0.8));
    if (long_r > 0 && long_c > 0) continue;
    Bulb b{{}, {&o}};
    for (int k = 0; k <= std::max(long_r, long_c); ++k)
      b.cells.push_back(cell_at({at->r - long_r / 2.0 + (long_r > 0 ? k : 0),
                                 at->c - long_c / 2.0 + (long_c > 0 ? k : 0)}));
    bulbs.push_back(std::move(b));
  }
  for (std::size_t i = 0; i + 1 < lines_.size(); ++i) {
    Drawing &grey = lines_[i], &white = lines_[i + 1];
    const std::vector<Pt> pts = waypoints(*grey.item);
    if (grey.used || white.used || colour(*grey.item, "color") != "#a1a1a1" ||
        number(*grey.item, "thickness") < 20 || colour(*white.item, "color") != "#ffffff" ||
        waypoints(*white.item).size() != pts.size() || pts.empty())
      continue;
    Bulb b{{}, {&grey, &white}};
    for (Pt p : pts) b.cells.push_back(cell_at(p));
    bulbs.push_back(std::move(b));
  }
  for (Drawing& a : arrows_) {
    const std::vector<Pt> pts = waypoints(*a.item);
    if (a.used || colour(*a.item, "color") != "#a1a1a1" || pts.size() < 2) continue;
    for (Bulb& b : bulbs)
      if (std::find(b.cells.begin(), b.cells.end(), cell_at(pts[0])) != b.cells.end()) {
        b.lines.push_back(line_cells(pts));
        b.parts.push_back(&a);
        break;
      }
  }
  for (Bulb& b : bulbs)
    if (!b.lines.empty()) add("arrow", {{"cells", b.cells}, {"lines", b.lines}}, b.parts);
}

// A short black arrow from a clue outside the grid, its value in a white box.
void Undrawer::little_killers() {
  for (Drawing& a : arrows_) {
    const std::vector<Pt> pts = waypoints(*a.item);
    if (a.used || colour(*a.item, "color") != "#000000" || pts.size() != 2) continue;
    const double dr = pts[1].r - pts[0].r, dc = pts[1].c - pts[0].c;
    if (near(dr, 0) || near(dc, 0)) continue;
    const Pt clue{pts[0].r - 0.3 * (dr > 0 ? 1 : -1), pts[0].c - 0.3 * (dc > 0 ? 1 : -1)};
    const std::string direction = std::string(dr > 0 ? "D" : "U") + (dc > 0 ? "R" : "L");
    for (Drawing& o : overlays_) {
      auto at = centre(*o.item);
      if (o.used || !at || !near(*at, clue) || colour(*o.item, "backgroundColor") != "#ffffff")
        continue;
      Json item = {{"cell", cell_at(clue)}, {"direction", direction}};
      if (const std::string v = text_of(*o.item); !v.empty() && v != "_") item["value"] = v;
      add("littlekillersum", item, {&a, &o});
      break;
    }
  }
}

// Kropki dots: small round overlays on an edge, black (ratio) or white with
// a black border (difference), their value as text when not the default.
void Undrawer::dots() {
  for (Drawing& o : overlays_) {
    auto at = centre(*o.item);
    if (o.used || !at || !flag(*o.item, "rounded") || colour(*o.item, "borderColor") != "#000000" ||
        number(*o.item, "width") > 0.5)
      continue;
    const std::string bg = colour(*o.item, "backgroundColor");
    auto cells = edge_cells(*at);
    if (!cells || (bg != "#000000" && bg != "#ffffff")) continue;
    Json item = {{"cells", *cells}};
    if (const std::string v = text_of(*o.item); !v.empty()) item["value"] = v;
    add(bg == "#000000" ? "ratio" : "difference", item, {&o});
  }
}

// A white circle with a black border on a corner, its digits as text.
void Undrawer::quadruples() {
  for (Drawing& o : overlays_) {
    auto at = centre(*o.item);
    if (o.used || !at || !whole(at->r) || !whole(at->c) || !flag(*o.item, "rounded") ||
        colour(*o.item, "borderColor") != "#000000" ||
        colour(*o.item, "backgroundColor") != "#ffffff")
      continue;
    const int r = static_cast<int>(std::round(at->r)), c = static_cast<int>(std::round(at->c));
    Json values = Json::array();
    for (char ch : text_of(*o.item))
      if (std::isdigit(static_cast<unsigned char>(ch))) values.push_back(ch - '0');
    if (values.empty()) continue;
    add("quadruple",
        {{"cells",
          {cell_name(r - 1, c - 1), cell_name(r - 1, c), cell_name(r, c - 1), cell_name(r, c)}},
         {"values", values}},
        {&o});
  }
}

// White boxes of text: X or V on an edge; a number outside the grid is a
// sandwich sum (the little killers' boxes are taken already).
void Undrawer::labels() {
  for (Drawing& o : overlays_) {
    auto at = centre(*o.item);
    const std::string v = text_of(*o.item);
    if (o.used || !at || v.empty() || flag(*o.item, "rounded") ||
        colour(*o.item, "backgroundColor") != "#ffffff" ||
        colour(*o.item, "borderColor") != "#ffffff")
      continue;
    if (auto cells = edge_cells(*at); cells && (v == "X" || v == "V" || v == "x" || v == "v"))
      add("xv",
          {{"cells", *cells}, {"value", std::string(1, static_cast<char>(std::toupper(v[0])))}},
          {&o});
    else if (cell_centre(*at) && !inside(*at) && std::all_of(v.begin(), v.end(), ::isdigit))
      add("sandwichsum", {{"cell", cell_at(*at)}, {"value", v}}, {&o});
  }
}

// Grey squares (even) and circles (odd) 0.7 wide in a cell.
void Undrawer::parity() {
  for (Drawing& u : underlays_) {
    auto at = centre(*u.item);
    const double w = number(*u.item, "width");
    if (!u.used && at && cell_centre(*at) && colour(*u.item, "backgroundColor") == "#cfcfcf" &&
        w > 0.6 && w < 0.8)
      add(flag(*u.item, "rounded") ? "odd" : "even", {{"cell", cell_at(*at)}}, {&u});
  }
}

// Minimum and maximum cells: a grey cell with chevrons on its sides that
// point inward (ends farther from the centre than the tip: minimum) or out.
void Undrawer::extremes() {
  for (Drawing& u : underlays_) {
    auto at = centre(*u.item);
    if (u.used || !at || !cell_centre(*at) || colour(*u.item, "backgroundColor") != "#cccccc" ||
        !near(number(*u.item, "width"), 1))
      continue;
    std::vector<Drawing*> parts = {&u};
    int inward = 0, outward = 0;
    for (Drawing& l : lines_) {
      const std::vector<Pt> pts = waypoints(*l.item);
      if (l.used || pts.size() != 3 || colour(*l.item, "color") != "#000000" ||
          cell_at(pts[1]) != cell_at(*at))
        continue;
      const auto dist = [&](Pt p) { return std::hypot(p.r - at->r, p.c - at->c); };
      (dist(pts[0]) > dist(pts[1]) ? inward : outward)++;
      parts.push_back(&l);
    }
    if ((inward > 0) == (outward > 0)) continue;  // no chevrons, or both kinds
    add(inward > 0 ? "minimum" : "maximum", {{"cell", cell_at(*at)}}, parts);
  }
}

// Plain 1x1 cell colours: no rule (the grey of clones and extra regions
// is a rule, and stays refused).
void Undrawer::decoration() {
  int colours = 0;
  for (Drawing& u : underlays_) {
    auto at = centre(*u.item);
    const std::string bg = colour(*u.item, "backgroundColor");
    if (u.used || !at || !cell_centre(*at) || !near(number(*u.item, "width"), 1) ||
        !near(number(*u.item, "height"), 1) || flag(*u.item, "rounded") || bg.empty() ||
        bg == "#cfcfcf" || bg == "#cccccc" || bg.rfind("rgba(207,207,207", 0) == 0)
      continue;
    u.used = true;
    ++colours;
  }
  if (colours > 0)
    out_.decoration.push_back("underlays: " + std::to_string(colours) +
                              (colours == 1 ? " cell colour" : " cell colours"));
}

std::string describe(const Json& item) {
  std::string s;
  for (const char* k : {"color", "backgroundColor", "borderColor", "thickness", "width", "text"})
    if (item.is_object() && item.contains(k) && !item[k].is_null())
      s += (s.empty() ? "" : ", ") + std::string(k) + " " + item[k].dump().substr(0, 20);
  return s;
}

void Undrawer::refuse_the_rest(Diagnostics& diags) {
  int refused = 0, shown = 0;
  for (const auto* list : {&lines_, &arrows_, &overlays_, &underlays_})
    for (const Drawing& d : *list) {
      if (d.used) continue;
      if (++refused > 5) continue;
      ++shown;
      diags.error_at(d.path, {},
                     "a drawing in none of the styles of SudokuPad's f-puzzles converter (" +
                         describe(*d.item) +
                         "): rfsat cannot tell which rule it stands for, so it refuses the puzzle "
                         "rather than drop it. Open the puzzle in f-puzzles or write it as .rf");
    }
  if (refused > shown)
    diags.error_at("(drawings)", {},
                   std::to_string(refused - shown) + " more drawings in no style");
}

}  // namespace

std::optional<Undrawn> undraw(const nlohmann::ordered_json& puzzle, int n, Diagnostics& diags) {
  const bool had_errors = diags.has_errors();
  Undrawn u = Undrawer(puzzle, n).run(diags);
  if (!had_errors && diags.has_errors()) return std::nullopt;
  return u;
}

}  // namespace rfsat::formats::sudokupad
