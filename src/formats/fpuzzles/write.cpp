// write_fpuzzles (write.hpp). THE writer table: one row per `.rf` keyword
// f-puzzles can hold, each handler turning the constraints that keyword
// made into f-puzzles items. Groups (rows, columns, regions, the main
// diagonals, extra regions) are sorted out by import::grid_view first.
// Readings: `greater(a, b)` is a two-cell thermometer from b; `no_kropki`
// is `nonconsecutive` with `negative: ["ratio"]` (both free dotted pairs,
// as f-puzzles does); `non_consecutive` is `nonconsecutive` only when no
// kropki dot exists (f-puzzles frees dotted pairs, non_consecutive does
// not); a little killer must run from edge to edge. Issue 27's rules have
// their handlers in write_clues.cpp (writer.hpp: the state they share).
#include "fpuzzles/write.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "fpuzzles/writer.hpp"
#include "lz_string.hpp"

namespace rfsat::formats::fpuzzles {
namespace {

using import::GridView;
using writing::as;
using writing::Constraint;
using writing::Handler;
using writing::Json;
using writing::one_line;
using writing::Writer;

bool given(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Given>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  const int d = w.g.digit[static_cast<std::size_t>(k->symbol)];
  int& at = w.given[static_cast<std::size_t>(k->cell)];
  if (at && at != d) return w.refuse(c, "a second, different given in one cell");
  at = d;
  return true;
}

bool candidates(Writer& w, const Constraint& c, const char*) {
  std::set<int> digits;
  if (const auto* k = as<model::SetValues>(c)) {
    for (int s : k->symbols) digits.insert(w.g.digit[static_cast<std::size_t>(s)]);
    return w.restrict(c, k->cell, digits);
  }
  if (const auto* k = as<model::DelValues>(c)) {
    for (int d = 1; d <= w.g.n; ++d) digits.insert(d);
    for (int s : k->symbols) digits.erase(w.g.digit[static_cast<std::size_t>(s)]);
    return w.restrict(c, k->cell, digits);
  }
  return w.refuse(c, "unexpected kind");
}

bool parity(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Parity>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  for (int cell : k->cells) w.add(k->even ? "even" : "odd", {{"cell", w.rc(cell)}});
  return true;
}

bool killer(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Sum>(c);
  if (!k || !k->distinct) return w.refuse(c, "a cage whose digits may repeat");
  w.add("killercage", {{"cells", w.cells(k->cells)}, {"value", std::to_string(k->target)}});
  return true;
}

// A cage without a total: a killer cage drawn without a value.
bool plain_cage(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Cage>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  w.add("killercage", {{"cells", w.cells(k->cells)}});
  return true;
}

// The diagonal must run from one edge to the other; the clue stands outside
// its first cell.
bool little_killer(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Sum>(c);
  if (!k || k->cells.size() < 1) return w.refuse(c, "unexpected kind");
  const int a = k->cells.front(), b = k->cells.back(), n = w.g.n;
  const int dr = k->cells.size() > 1 ? (w.g.row(k->cells[1]) - w.g.row(a)) : 1;
  const int dc = k->cells.size() > 1 ? (w.g.col(k->cells[1]) - w.g.col(a)) : 1;
  const int r0 = w.g.row(a) - dr, c0 = w.g.col(a) - dc, r1 = w.g.row(b) + dr, c1 = w.g.col(b) + dc;
  auto outside = [n](int r, int cc) { return r < 1 || r > n || cc < 1 || cc > n; };
  if (!outside(r0, c0) || !outside(r1, c1))
    return w.refuse(c, "f-puzzles' little killers run from edge to edge of the grid");
  const std::string dir = std::string(dr < 0 ? "U" : "D") + (dc < 0 ? "L" : "R");
  w.add("littlekillersum", {{"cell", "R" + std::to_string(r0) + "C" + std::to_string(c0)},
                            {"cells", w.cells(k->cells)},
                            {"direction", dir},
                            {"value", std::to_string(k->target)}});
  return true;
}

bool sandwich(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Sandwich>(c);
  if (k && k->given_crusts)
    return w.refuse(c, "f-puzzles' sandwiches have the crusts 1 and 9 only");
  if (!k || static_cast<int>(k->cells.size()) != w.g.n)
    return w.refuse(c, "f-puzzles' sandwiches take a whole row or column");
  const int a = k->cells.front(), b = k->cells.back();
  std::string cell;
  if (w.g.row(a) == w.g.row(b))
    cell = "R" + std::to_string(w.g.row(a)) + "C0";
  else if (w.g.col(a) == w.g.col(b))
    cell = "R0C" + std::to_string(w.g.col(a));
  else
    return w.refuse(c, "f-puzzles' sandwiches take a whole row or column");
  w.add("sandwichsum", {{"cell", cell}, {"value", std::to_string(k->target)}});
  return true;
}

bool thermo(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Thermo>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  w.add(k->strict ? "thermometer" : "slowthermometer", {{"lines", one_line(w, k->cells)}});
  return true;
}

bool greater(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Greater>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  w.add("thermometer", {{"lines", one_line(w, {k->b, k->a})}});
  return true;
}

// The pill's cells in reading order, as f-puzzles reads them.
bool arrow(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Arrow>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  if (!std::is_sorted(k->bulb.begin(), k->bulb.end()))
    return w.refuse(c, "f-puzzles reads a pill in reading order; list its cells that way");
  std::vector<int> line{k->bulb.front()};
  line.insert(line.end(), k->line.begin(), k->line.end());
  w.add("arrow", {{"cells", w.cells(k->bulb)}, {"lines", one_line(w, line)}});
  return true;
}

// A line rule whose kind lists its cells in `cells`: {"lines": [cells]}
// under the row's key (rule helpers add rows: palindrome, renban, ...).
template <class K>
bool plain_line(Writer& w, const Constraint& c, const char* key) {
  const auto* k = as<K>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  w.add(key, {{"lines", one_line(w, k->cells)}});
  return true;
}

// A rule on a set of cells whose kind lists them in `cells`: {"cells": ...}.
template <class K>
bool cell_set(Writer& w, const Constraint& c, const char* key) {
  const auto* k = as<K>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  w.add(key, {{"cells", w.cells(k->cells)}});
  return true;
}

bool whisper(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Whisper>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  w.add("whispers", {{"lines", one_line(w, k->cells)}, {"value", k->d}});
  return true;
}

bool dot(Writer& w, const Constraint& c, const char*) {
  int a = 0, b = 0;
  long long v = 0, plain = 0;
  const char* key = "difference";
  if (const auto* k = as<model::KropkiDiff>(c))
    a = k->a, b = k->b, v = k->d, plain = 1;
  else if (const auto* k2 = as<model::KropkiFactor>(c))
    a = k2->a, b = k2->b, v = k2->f, plain = 2, key = "ratio", w.ratios.insert(k2->f);
  else
    return w.refuse(c, "unexpected kind");
  if (!import::adjacent(w.g, a, b))
    return w.refuse(c, "f-puzzles puts dots between neighbouring cells only");
  Json item{{"cells", w.cells({a, b})}};
  if (v != plain) item["value"] = std::to_string(v);
  w.add(key, std::move(item));
  w.dots = true;
  return true;
}

bool xv(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::KropkiSum>(c);
  if (!k || (k->s != 5 && k->s != 10))
    return w.refuse(c, "f-puzzles' sum marks are X (10) and V (5) only");
  if (!import::adjacent(w.g, k->a, k->b))
    return w.refuse(c, "f-puzzles puts X and V between neighbouring cells only");
  w.add("xv", {{"cells", w.cells({k->a, k->b})}, {"value", k->s == 10 ? "X" : "V"}});
  return true;
}

// A rule over the whole grid: `key: true`.
bool flag(Writer& w, const Constraint&, const char* key) {
  w.j[key] = true;
  return true;
}

// `negative` lists the dots or marks all given (["ratio", "xv"]).
void negative(Writer& w, const char* what) {
  if (!w.j.contains("negative")) w.j["negative"] = Json::array();
  for (const Json& x : w.j["negative"])
    if (x == what) return;
  w.j["negative"].push_back(what);
}

// Decided at the end: f-puzzles' nonconsecutive frees dotted pairs.
bool non_consecutive(Writer& w, const Constraint&, const char*) {
  w.non_consecutive = true;
  return true;
}

// Every white and black dot given: nonconsecutive with negative ratio;
// no_kropki_diff (difference 1): nonconsecutive, which frees dotted pairs
// too; no_kropki_factor: negative ratio (its factors checked at the end).
bool no_kropki(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::NoKropki>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  if (!k->diffs.empty() && k->diffs != std::vector<long long>{1})
    return w.refuse(c, "f-puzzles' nonconsecutive bans the difference 1 only");
  if (!k->diffs.empty()) w.j["nonconsecutive"] = true;
  if (k->factors.empty()) return true;
  negative(w, "ratio");
  w.no_factors.insert(k->factors.begin(), k->factors.end());
  if (!w.no_factors_rule) w.no_factors_rule = &c;
  return true;
}

// f-puzzles' negative ratio bans the ratios of the black dots drawn (2
// when there are none): those must be the factors the rules ban.
void check_no_factors(Writer& w) {
  if (!w.no_factors_rule || !w.why.empty()) return;
  const std::set<long long> drawn = w.ratios.empty() ? std::set<long long>{2} : w.ratios;
  if (drawn == w.no_factors) return;
  auto list = [](const std::set<long long>& s) {
    std::string out;
    for (long long x : s) out += (out.empty() ? "" : ", ") + std::to_string(x);
    return out;
  };
  w.refuse(*w.no_factors_rule, "its negative ratio bans the ratios of the black dots drawn (" +
                                   list(drawn) + "), not " + list(w.no_factors));
}

bool no_sums(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::NoKropkiSum>(c);
  std::vector<long long> sums = k ? k->sums : std::vector<long long>{};
  std::sort(sums.begin(), sums.end());
  sums.erase(std::unique(sums.begin(), sums.end()), sums.end());
  if (sums != std::vector<long long>{5, 10})
    return w.refuse(c, "f-puzzles' negative XV bans the sums 5 and 10 exactly");
  negative(w, "xv");
  return true;
}

// One row per `.rf` keyword f-puzzles can hold.
const import::WriterRow<Writer> kWriterRows[] = {
    {"set_cell", given},
    {"set_values", candidates},
    {"del_values", candidates},
    {"even", parity},
    {"odd", parity},
    {"sum", killer},
    {"cage", plain_cage},
    {"little_killer", little_killer},
    {"sandwich", sandwich},
    {"thermo", thermo},
    {"slow_thermo", thermo},
    {"greater", greater},
    {"arrow", arrow},
    {"palindrome", plain_line<model::Palindrome>, "palindrome"},
    {"renban_line", plain_line<model::Renban>, "renban"},
    {"between_line", plain_line<model::BetweenLine>, "betweenline"},
    {"region_sum_line", plain_line<model::RegionSumLine>, "regionsumline"},
    {"zipper_line", plain_line<model::ZipperLine>, "zipperline"},
    {"nabner_line", plain_line<model::NabnerLine>, "nabner"},
    {"double_arrow", plain_line<model::DoubleArrow>, "doublearrow"},
    {"entropic_line", plain_line<model::EntropicLine>, "entropicline"},
    {"whisper", whisper},
    {"kropki_diff", dot},
    {"kropki_factor", dot},
    {"kropki_sum", xv},
    {"anti_knight", flag, "antiknight"},
    {"anti_king", flag, "antiking"},
    {"non_consecutive", non_consecutive},
    {"no_kropki", no_kropki},
    {"no_kropki_diff", no_kropki},
    {"no_kropki_factor", no_kropki},
    {"no_kropki_sum", no_sums},
    {"x_sum", writing::outside_clue, "xsum"},
    {"skyscraper", writing::outside_clue, "skyscraper"},
    {"clone", writing::clone},
    {"quadruple", writing::quadruple},
    {"minimum", writing::extreme, "minimum"},
    {"maximum", writing::extreme, "maximum"},
    {"row_indexer", writing::indexer, "rowindexer"},
    {"column_indexer", writing::indexer, "columnindexer"},
    {"box_indexer", writing::indexer, "boxindexer"},
    {"disjoint_sets", writing::disjoint_groups},
    {"modular_line", writing::modular_line},
    {"lockout_line", writing::lockout_line},
};

Json grid(const Writer& w) {
  Json rows = Json::array();
  for (int r = 0; r < w.g.n; ++r) {
    Json row = Json::array();
    for (int col = 0; col < w.g.n; ++col) {
      const int cell = r * w.g.n + col;
      Json x = Json::object();
      if (int d = w.given[static_cast<std::size_t>(cell)]) x["value"] = d, x["given"] = true;
      if (!w.g.default_boxes) {
        const int reg = w.g.region[static_cast<std::size_t>(cell)];
        x["region"] = reg < 0 ? Json(nullptr) : Json(reg);
      }
      if (const std::set<int>& m = w.candidates[static_cast<std::size_t>(cell)]; !m.empty())
        x["givenPencilMarks"] = Json(std::vector<int>(m.begin(), m.end()));
      row.push_back(std::move(x));
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace

// `title`, `author`, `ruleset`; `solution` as digits (0 where unknown)
// when every symbol is one of the puzzle's.
void metadata(Writer& w, const model::Puzzle& p, const import::Metadata& meta) {
  if (!meta.title.empty()) w.j["title"] = meta.title;
  if (!meta.author.empty()) w.j["author"] = meta.author;
  if (!meta.rules.empty()) w.j["ruleset"] = meta.rules;
  if (static_cast<int>(meta.solution.size()) != w.g.n * w.g.n) return;
  Json sol = Json::array();
  for (char ch : meta.solution) {
    const int s = p.symbols.index_of(ch);
    if (ch != '.' && s < 0) return;
    sol.push_back(s < 0 ? 0 : w.g.digit[static_cast<std::size_t>(s)]);
  }
  w.j["solution"] = std::move(sol);
}

std::optional<std::string> write_fpuzzles(const model::Puzzle& p, std::string* why,
                                          const import::Metadata& meta) {
  std::optional<GridView> g = import::grid_view(p, "f-puzzles", why);
  if (!g) return std::nullopt;
  Writer w(*g, meta);
  w.given.assign(static_cast<std::size_t>(g->n * g->n), 0);
  w.j["size"] = g->n;
  w.j["grid"] = nullptr;  // filled below, kept first
  if (g->anti_diagonal) w.j["diagonal+"] = true;
  if (g->main_diagonal) w.j["diagonal-"] = true;
  for (const std::vector<int>& cells : g->extra_regions)
    w.add("extraregion", {{"cells", w.cells(cells)}});
  import::write_rules(w, kWriterRows, "f-puzzles has no such constraint");
  check_no_factors(w);
  if (w.why.empty() && w.non_consecutive) {
    if (w.dots)
      w.why =
          "f-puzzles cannot hold non_consecutive beside kropki dots: its nonconsecutive frees "
          "every "
          "dotted pair (write no_kropki, or no_kropki_diff, for that reading)";
    else
      w.j["nonconsecutive"] = true;
  }
  if (!w.why.empty()) {
    if (why) *why = w.why;
    return std::nullopt;
  }
  w.j["grid"] = grid(w);
  metadata(w, p, meta);
  return w.j.dump() + "\n";
}

std::optional<std::string> write_fpuzzles_url(const model::Puzzle& p, std::string* why,
                                              const import::Metadata& meta) {
  std::optional<std::string> json = write_fpuzzles(p, why, meta);
  if (!json) return std::nullopt;
  json->pop_back();  // the newline
  return "https://f-puzzles.com/?load=" + lz_compress_base64(*json) + "\n";
}

}  // namespace rfsat::formats::fpuzzles
