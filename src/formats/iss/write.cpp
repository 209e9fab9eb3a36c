// write_iss (write.hpp). THE writer table: one row per `.rf` keyword ISS
// can hold. Groups go first through import::grid_view: boxes of ISS's
// default shape are implied, other regions become `.NoBoxes.Jigsaw~layout`;
// candidate rules (set_values, del_values, even, odd) are folded into one
// given per cell. Readings: a repeat sum (little_killer, or sum with
// repetition) is `.Sum`; `no_kropki` is `.StrictKropki` (white dots must
// then be differences of 1, black dots factors of 2, as ISS has no other);
// `no_kropki_sum(5, 10)` is `.StrictXV`. Issue 27's rules have their handlers
// in write_clues.cpp (writer.hpp: the state they share).
#include "iss/write.hpp"

#include <algorithm>
#include <set>

#include "iss/writer.hpp"

namespace rfsat::formats::iss {
namespace {

using import::GridView;
using writing::as;
using writing::Constraint;
using writing::Handler;
using writing::Writer;

// Inside an .Or a candidate rule is its own given item, `.~R1C1_d_d`, one
// cell (ISS would read an item of several cells as one alternative each).
bool block_given(Writer& w, const Constraint& c, int cell, const std::set<int>& digits) {
  if (digits.empty()) return w.refuse(c, "it leaves a cell without candidates");
  w.text += ".~" + w.id(cell);
  for (int d : digits) w.text += "_" + std::to_string(d);
  return true;
}

bool candidates(Writer& w, const Constraint& c, const char*) {
  std::set<int> digits;
  auto restrict = [&](int cell, const std::set<int>& ds) {
    return w.in_block ? block_given(w, c, cell, ds) : w.restrict(c, cell, ds);
  };
  if (const auto* k = as<model::Given>(c))
    return restrict(k->cell, {w.g.digit[static_cast<std::size_t>(k->symbol)]});
  if (const auto* k = as<model::SetValues>(c)) {
    for (int s : k->symbols) digits.insert(w.g.digit[static_cast<std::size_t>(s)]);
    return restrict(k->cell, digits);
  }
  for (int d = 1; d <= w.g.n; ++d) digits.insert(d);
  if (const auto* k = as<model::DelValues>(c)) {
    for (int s : k->symbols) digits.erase(w.g.digit[static_cast<std::size_t>(s)]);
    return restrict(k->cell, digits);
  }
  if (const auto* k = as<model::Parity>(c)) {
    if (w.in_block && k->cells.size() != 1)
      return w.refuse(c, "inside an or block rfsat writes even and odd of one cell only");
    std::erase_if(digits, [&](int d) { return (d % 2 == 0) != k->even; });
    for (int cell : k->cells)
      if (!restrict(cell, digits)) return false;
    return true;
  }
  return w.refuse(c, "unexpected kind");
}

bool sum(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Sum>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  w.text +=
      std::string(k->distinct ? ".Cage~" : ".Sum~") + std::to_string(k->target) + w.cells(k->cells);
  return true;
}

// kimo_sum whose modulus is above any total the cells reach (digits 1..n)
// is an exact sum whose digits may repeat: ISS's Sum (the reader's reading
// of a Sum over scattered cells). Any other modulus has no ISS form.
bool kimo_sum(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::KimoSum>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  const long long most = static_cast<long long>(w.g.n) * static_cast<long long>(k->cells.size());
  if (k->modulus <= most || k->remainder < 0 || k->remainder >= k->modulus)
    return w.refuse(c, "ISS has no sum modulo " + std::to_string(k->modulus) +
                           " (only one above every total, " + std::to_string(most) +
                           " here, is its Sum)");
  w.text += ".Sum~" + std::to_string(k->remainder) + w.cells(k->cells);
  return true;
}

// A cage without a total: ISS's Cage with an empty sum.
bool plain_cage(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Cage>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  w.text += ".Cage~" + w.cells(k->cells);
  return true;
}

bool sandwich(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Sandwich>(c);
  if (k && k->given_crusts) return w.refuse(c, "ISS's sandwiches have no crusts of their own");
  if (!k || static_cast<int>(k->cells.size()) != w.g.n)
    return w.refuse(c, "ISS's sandwiches take a whole row or column");
  const int a = k->cells.front(), b = k->cells.back();
  std::string line;
  if (w.g.row(a) == w.g.row(b))
    line = "R" + std::to_string(w.g.row(a));
  else if (w.g.col(a) == w.g.col(b))
    line = "C" + std::to_string(w.g.col(a));
  else
    return w.refuse(c, "ISS's sandwiches take a whole row or column");
  w.text += ".Sandwich~" + std::to_string(k->target) + "~" + line;
  return true;
}

bool thermo(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Thermo>(c);
  if (!k || !k->strict) return w.refuse(c, "ISS has no slow thermometer");
  w.text += ".Thermo" + w.cells(k->cells);
  return true;
}

bool arrow(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Arrow>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  if (k->bulb.size() == 1)
    return w.text += ".Arrow" + w.cells({k->bulb[0]}) + w.cells(k->line), true;
  const bool readable =
      k->bulb.size() <= 3 && std::is_sorted(k->bulb.begin(), k->bulb.end()) &&
      std::adjacent_find(k->bulb.begin(), k->bulb.end(), [&](int x, int y) {
        const int dr = w.g.row(y) - w.g.row(x), dc = w.g.col(y) - w.g.col(x);
        return !((dr == 0 && dc == 1) || (dr == 1 && dc == 0) || (dr == 1 && dc == 1));
      }) == k->bulb.end();
  if (!readable)
    return w.refuse(
        c, "ISS's pills have 2 or 3 cells in reading order, each right of or below the last");
  w.text += ".PillArrow~" + std::to_string(k->bulb.size()) + w.cells(k->bulb) + w.cells(k->line);
  return true;
}

// A rule whose kind lists its cells in `cells`: `.Type~cells` (rule helpers
// add rows: palindrome, renban, ...).
template <class K>
bool cells_type(Writer& w, const Constraint& c, const char* type) {
  const auto* k = as<K>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  w.text += std::string(".") + type + w.cells(k->cells);
  return true;
}

bool whisper(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::Whisper>(c);
  if (!k) return w.refuse(c, "unexpected kind");
  w.text += ".Whisper~" + std::to_string(k->d) + w.cells(k->cells);
  return true;
}

bool pair_mark(Writer& w, const Constraint& c, const char*) {
  int a = 0, b = 0;
  std::string type;
  if (const auto* k = as<model::KropkiDiff>(c); k && k->d == 1)
    a = k->a, b = k->b, type = "WhiteDot";
  else if (const auto* k2 = as<model::KropkiFactor>(c); k2 && k2->f == 2)
    a = k2->a, b = k2->b, type = "BlackDot";
  else if (const auto* k3 = as<model::KropkiSum>(c); k3 && (k3->s == 5 || k3->s == 10))
    a = k3->a, b = k3->b, type = k3->s == 10 ? "X" : "V";
  else if (const auto* k4 = as<model::Greater>(c))
    a = k4->a, b = k4->b, type = "GreaterThan";
  else
    return w.refuse(
        c, "ISS's dots are differences of 1 and factors of 2, its sum marks X (10) and V (5)");
  if (!import::adjacent(w.g, a, b))
    return w.refuse(c, "ISS puts these marks between neighbouring cells only");
  w.text += "." + type + w.cells({a, b});
  return true;
}

bool no_sums(Writer& w, const Constraint& c, const char*) {
  const auto* k = as<model::NoKropkiSum>(c);
  std::vector<long long> sums = k ? k->sums : std::vector<long long>{};
  std::sort(sums.begin(), sums.end());
  sums.erase(std::unique(sums.begin(), sums.end()), sums.end());
  if (sums != std::vector<long long>{5, 10})
    return w.refuse(c, "ISS's StrictXV bans the sums 5 and 10 exactly");
  w.text += ".StrictXV";
  return true;
}

// The refusal of a rule the table has no row for.
const std::string kUnknown = "ISS has no such constraint that rfsat writes";

// One row per `.rf` keyword ISS can hold.
const import::WriterRow<Writer> kWriterRows[] = {
    {"set_cell", candidates},
    {"set_values", candidates},
    {"del_values", candidates},
    {"even", candidates},
    {"odd", candidates},
    {"sum", sum},
    {"cage", plain_cage},
    {"little_killer", sum},
    {"kimo_sum", kimo_sum},
    {"sandwich", sandwich},
    {"thermo", thermo},
    {"slow_thermo", thermo},
    {"arrow", arrow},
    {"palindrome", cells_type<model::Palindrome>, "Palindrome"},
    {"renban_line", cells_type<model::Renban>, "Renban"},
    {"between_line", cells_type<model::BetweenLine>, "Between"},
    {"region_sum_line", cells_type<model::RegionSumLine>, "RegionSumLine"},
    {"zipper_line", cells_type<model::ZipperLine>, "Zipper"},
    {"double_arrow", cells_type<model::DoubleArrow>, "DoubleArrow"},
    {"entropic_line", cells_type<model::EntropicLine>, "Entropic"},
    {"regex_line", writing::automaton_line},
    {"nfa_line", writing::automaton_line},
    {"whisper", whisper},
    {"kropki_diff", pair_mark},
    {"kropki_factor", pair_mark},
    {"kropki_sum", pair_mark},
    {"greater", pair_mark},
    {"anti_knight", writing::flag, "AntiKnight"},
    {"doppelganger", writing::flag, "Doppelganger"},
    {"anti_king", writing::flag, "AntiKing"},
    {"non_consecutive", writing::flag, "AntiConsecutive"},
    {"no_kropki", writing::flag, "StrictKropki"},
    {"no_kropki_sum", no_sums},
    {"anti_taxicab", writing::flag, "AntiTaxicab"},
    {"global_entropy", writing::nine_by_nine, "GlobalEntropy"},
    {"global_mod", writing::nine_by_nine, "GlobalMod"},
    {"dutch_flatmates", writing::nine_by_nine, "DutchFlatmates"},
    {"disjoint_sets", writing::disjoint_sets},
    {"x_sum", writing::double_line, "XSum"},
    {"skyscraper", writing::double_line, "Skyscraper"},
    {"hidden_skyscraper", writing::double_line, "HiddenSkyscraper"},
    {"numbered_room", writing::double_line, "NumberedRoom"},
    {"full_rank", writing::double_line, "FullRank"},
    {"full_rank_no_ties", writing::full_rank_no_ties},
    {"sum_line", writing::sum_line},
    {"lunchbox", writing::number_line, "Lunchbox"},
    {"modular_line", writing::number_line, "Modular"},
    {"lockout_line", writing::number_line, "Lockout"},
    {"value_indexing", cells_type<model::ValueIndexing>, "ValueIndexing"},
    {"rellik_cage", writing::rellik},
    {"equality_cage", cells_type<model::EqualityCage>, "EqualityCage"},
    {"counting_circles", cells_type<model::CountingCircles>, "CountingCircles"},
    {"count_distinct", cells_type<model::CountDistinct>, "CountDistinct"},
    {"contain_at_least", writing::contain},
    {"contain_exact", writing::contain},
    {"quadruple", writing::quad},
    {"look_and_say", writing::look_and_say},
    {"same_values", writing::same_values},
    {"equal_sum", writing::equal_sum},
    {"row_indexer", writing::indexing},
    {"column_indexer", writing::indexing},
    {"relation", writing::relation},
    {"relation_chain", writing::relation},
    {"relation_all", writing::relation},
    {"weighted_sum", writing::weighted_sum},
    {"or", writing::or_block},
};

// .Shape, .NoBoxes and .Jigsaw for the grid's regions; .Diagonal; extra
// regions as .AllDifferent; the var cells as one .Var.
std::string layout(const Writer& w) {
  const GridView& g = w.g;
  std::string s;
  if (g.n != 9) s += ".Shape~" + std::to_string(g.n) + "x" + std::to_string(g.n);
  if (g.default_boxes) {
  } else if (g.regions == 0) {
    s += ".NoBoxes";
  } else {
    auto digit = [](int x) {
      return x < 10 ? static_cast<char>('0' + x) : static_cast<char>('a' + x - 10);
    };
    std::string layout;
    for (int cell = 0; cell < g.n * g.n; ++cell) {
      const int r = g.region[static_cast<std::size_t>(cell)];
      layout += digit(r < 0 ? g.regions : r);
    }
    s += ".NoBoxes.Jigsaw~" + layout;
  }
  if (g.anti_diagonal) s += ".Diagonal~1";
  if (g.main_diagonal) s += ".Diagonal~-1";
  for (const std::vector<int>& cells : g.extra_regions) {
    s += ".AllDifferent";
    s += w.cells(cells);
  }
  if (g.vars > 0) s += ".Var~V" + (g.vars == 1 ? std::string() : "~~" + std::to_string(g.vars));
  return s;
}

}  // namespace

bool writing::write_one(Writer& w, const Constraint& c) {
  return import::write_rule(w, kWriterRows, c, kUnknown) && w.why.empty();
}

// no_kropki makes two constraints, anti_taxicab one per distance (inside an
// .Or the block resets `flags` per alternative).
bool writing::flag(Writer& w, const Constraint&, const char* type) {
  if (w.flags.insert(type).second) w.text += std::string(".") + type;
  return true;
}

std::optional<std::string> write_iss(const model::Puzzle& p, std::string* why,
                                     const import::Metadata& meta) {
  std::optional<GridView> g = import::grid_view(p, "ISS", why, true);
  if (!g) return std::nullopt;
  if (g->regions > 0 && !g->default_boxes && g->regions > 35) {
    if (why) *why = "ISS cannot hold this puzzle: it has more regions than a layout can name";
    return std::nullopt;
  }
  Writer w(*g, meta);
  for (const model::Symbol& s : p.symbols.symbols) w.glyphs += s.glyph;
  if (!import::write_rules(w, kWriterRows, kUnknown)) {
    if (why) *why = w.why;
    return std::nullopt;
  }
  std::string givens;
  for (int cell = 0; cell < g->n * g->n + g->vars; ++cell) {
    const std::set<int>& m = w.candidates[static_cast<std::size_t>(cell)];
    if (m.empty() || static_cast<int>(m.size()) == g->n) continue;
    givens += "~" + w.id(cell);
    for (int d : m) givens += "_" + std::to_string(d);
  }
  std::string out = layout(w) + (givens.empty() ? "" : "." + givens) + w.text;
  if (out.empty()) out = ".Shape~9x9";
  return out + "\n";
}

}  // namespace rfsat::formats::iss
