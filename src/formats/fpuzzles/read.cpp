// read_fpuzzles (read.hpp): the JSON, then `size`, the grid and its header,
// then every other key in input order through its table row (keys.cpp),
// then the negative constraints and a comment listing what was not read.
#include "read.hpp"

#include <cctype>
#include <regex>

#include "grid.hpp"
#include "import/json.hpp"
#include "reader.hpp"

namespace rfsat::formats::fpuzzles {
namespace {

// Keys read here, not through the table.
constexpr std::string_view kStructure[] = {"size",    "grid",     "title",         "author",
                                           "ruleset", "solution", "successMessage"};

bool structural(std::string_view k) {
  for (std::string_view s : kStructure)
    if (s == k) return true;
  return false;
}

const KeyRow* row_of(std::string_view k) {
  for (const KeyRow& r : key_rows())
    if (r.key == k) return &r;
  return nullptr;
}

bool cosmetic(std::string_view k) {
  for (std::string_view c : cosmetic_keys())
    if (c == k) return true;
  return false;
}

// The cosmetic keys that draw on the grid (the others are settings).
bool drawing(std::string_view k) {
  for (std::string_view d : {"line", "rectangle", "circle", "cage", "text"})
    if (d == k) return true;
  return false;
}

// A cosmetic cage showing a rule's shorthand: "DRn" is a digital-root cage
// (distinct digits whose sum has the digital root n, 1-9: the sum is n
// modulo 9 and positive, which the digits 1..N make it), read as
// cage(cells) and kimo_sum(n mod 9, 9, cells). Any other shorthand ("X10",
// a bare total) lives in the rules text, which rfsat cannot read: refused
// by name rather than read as a drawing.
std::size_t cosmetic_cage_shorthands(Reader& rd, const Json& cages) {
  static const std::regex kShorthand(R"(\s*([A-Za-z]{1,4}\s*)?-?\d+\s*)");
  static const std::regex kDigitalRoot(R"(\s*[Dd][Rr]\s*([1-9])\s*)");
  std::size_t read = 0;
  if (!cages.is_array()) return read;
  for (std::size_t i = 0; i < cages.size(); ++i) {
    const Json& c = cages[i];
    const std::string where = "cage[" + std::to_string(i) + "]";
    const auto v = c.is_object() ? c.find("value") : c.end();
    if (v == c.end() || !v->is_string() || !std::regex_match(v->get<std::string>(), kShorthand))
      continue;
    const std::string text = v->get<std::string>();
    if (std::smatch m; std::regex_match(text, m, kDigitalRoot)) {
      const Json* cells = rd.member(c, "cells", where, true);
      const auto cs = cells ? rd.cells(*cells, where + ".cells", 1) : std::nullopt;
      if (!cs) continue;
      const int root = std::stoi(m[1].str()) % 9;
      rd.emit("cage(" + rd.list(*cs) + ")", where);
      rd.emit("kimo_sum(" + std::to_string(root) + ", 9, " + rd.list(*cs) + ")", where);
      ++read;
      continue;
    }
    rd.error(where,
             "a cosmetic cage showing '" + text.substr(0, 20) +
                 "', the shorthand of a rule rfsat cannot see (its meaning is in the rules "
                 "text): refused rather than read as a drawing; give the rule as an f-puzzles "
                 "constraint or write the puzzle as .rf");
  }
  return read;
}

std::string text_of(const Json& root, const char* key) {
  auto it = root.find(key);
  return it != root.end() && it->is_string() ? it->get<std::string>() : std::string();
}

void metadata(Reader& rd, const Json& root) {
  import::Imported& out = rd.out;
  out.title = text_of(root, "title");
  out.author = text_of(root, "author");
  out.rules = text_of(root, "ruleset");
  while (!out.rules.empty() && std::isspace(static_cast<unsigned char>(out.rules.back()))) out.rules.pop_back();
  std::string head = "f-puzzles";
  if (!out.title.empty()) head += ": " + out.title;
  if (!out.author.empty()) head += " by " + out.author;
  out.rf.comment(head);
  if (!out.rules.empty()) out.rf.comment("rules: " + out.rules);
  // What f-puzzles shows when the grid is solved: no rule, kept as a comment.
  if (const std::string m = text_of(root, "successMessage"); !m.empty())
    out.rf.comment("success message: " + m);
}

// `solution`: size*size digits (numbers or strings, or one string); 0, ""
// or null where it gives none.
void solution(Reader& rd, const Json& root) {
  auto it = root.find("solution");
  if (it == root.end() || it->is_null()) return;
  const int n = rd.size();
  std::vector<Json> entries;
  if (it->is_string()) {
    for (char c : it->get<std::string>())
      if (c != ',') entries.emplace_back(std::string(1, c));
  } else if (it->is_array()) {
    entries.assign(it->begin(), it->end());
  }
  if (static_cast<int>(entries.size()) != n * n)
    return rd.error("solution", "expected " + std::to_string(n * n) + " digits, one per cell");
  std::string s;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const Json& e = entries[i];
    if (e.is_null() || (e.is_string() && (e == "" || e == "." || e == "0"))) {
      s += '.';
      continue;
    }
    auto v = rd.number(&e, "solution[" + std::to_string(i) + "]");
    if (!v) return;
    if (*v < 0 || *v > n)
      return rd.error("solution[" + std::to_string(i) + "]", "a digit must be 1.." + std::to_string(n));
    s += *v == 0 ? '.' : import::value_symbol(static_cast<int>(*v));
  }
  if (s.find_first_not_of('.') != std::string::npos) rd.out.solution = s;
}

// " (n items)" for an array of n items, less the `read` ones that carried a rule.
std::string item_count(const Json& v, std::size_t read = 0) {
  const std::size_t n = v.is_array() ? v.size() - read : 0;
  if (n > 0) return " (" + std::to_string(n) + (n == 1 ? " item)" : " items)");
  return "";
}

void read_keys(Reader& rd, const Json& root) {
  for (auto it = root.begin(); it != root.end(); ++it) {
    const std::string& k = it.key();
    if (structural(k)) continue;
    if (const KeyRow* row = row_of(k)) {
      row->handler(rd, it.value(), *row);
    } else if (cosmetic(k)) {
      const std::size_t read = k == "cage" ? cosmetic_cage_shorthands(rd, it.value()) : 0;
      if (read > 0 && read == it.value().size()) continue;
      rd.ignore(k + item_count(it.value(), read));
      if (drawing(k)) rd.out.decorations.push_back(k + item_count(it.value(), read));
    } else {
      rd.error(k, "unknown f-puzzles key '" + k + "': rfsat cannot tell whether it carries a rule, so it "
                  "refuses the puzzle rather than drop it (docs/formats.md lists the keys)");
    }
  }
}

}  // namespace

std::optional<import::Imported> read_fpuzzles_json(const Json& root, Diagnostics& diags) {
  if (!root.is_object()) {
    diags.error_at("(top level)", {}, "expected the f-puzzles object {\"size\": ..., \"grid\": ...}");
    return std::nullopt;
  }
  Reader probe(diags, 0);
  const Json* size = probe.member(root, "size", "(top level)", true);
  const Json* grid = probe.member(root, "grid", "(top level)", true);
  if (!size || !grid) return std::nullopt;
  auto n = probe.number(size, "size");
  if (!n) return std::nullopt;
  if (*n < 1 || *n > 16) {
    diags.error_at("size", {}, "f-puzzles grids are 1x1 to 16x16, not " + std::to_string(*n));
    return std::nullopt;
  }
  Reader rd(diags, static_cast<int>(*n));
  rd.out.format = "f-puzzles";
  try {
    metadata(rd, root);
    if (!read_grid(rd, *grid)) return std::nullopt;
    solution(rd, root);
    read_keys(rd, root);
    finish_negatives(rd);
  } catch (const nlohmann::json::exception& e) {
    diags.error_at("(top level)", {}, std::string("unexpected JSON shape: ") + e.what());
  }
  if (rd.failed()) return std::nullopt;
  if (!rd.out.ignored.empty()) {
    std::string list;
    for (const std::string& s : rd.out.ignored) list += (list.empty() ? "" : "; ") + s;
    rd.out.rf.comment("not read (no rule): " + list);
  }
  return std::move(rd.out);
}

std::optional<import::Imported> read_fpuzzles(std::string_view json_text, Diagnostics& diags) {
  std::optional<Json> root = import::parse_json(json_text, diags);
  if (!root) return std::nullopt;
  return read_fpuzzles_json(*root, diags);
}

bool read_fpuzzles_keys(const Json& keys, int size, Diagnostics& diags, import::RfText& out,
                        const std::map<std::string, std::string>& origins) {
  Reader rd(diags, size);
  try {
    read_keys(rd, keys);
    finish_negatives(rd);
  } catch (const nlohmann::json::exception& e) {
    rd.error("(drawings)", std::string("unexpected JSON shape: ") + e.what());
  }
  if (rd.failed()) return false;
  out.append(rd.out.rf, [&](std::string_view origin) {
    // "thermometer[0].lines[0]" -> the item's drawings.
    const std::size_t close = origin.find(']');
    const std::string item(close == std::string_view::npos ? origin : origin.substr(0, close + 1));
    const auto it = origins.find(item);
    return it == origins.end() ? std::string(origin) : it->second;
  });
  return true;
}

}  // namespace rfsat::formats::fpuzzles
