// detect_import (detect.hpp).
#include "import/detect.hpp"

#include <algorithm>
#include <cctype>
#include <string>

#include "import/links.hpp"
#include "iss/names.hpp"

namespace rfsat::formats::import {
namespace {

bool space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

std::string_view trimmed(std::string_view t) {
  if (t.substr(0, 3) == "\xEF\xBB\xBF") t.remove_prefix(3);
  while (!t.empty() && space(t.front())) t.remove_prefix(1);
  while (!t.empty() && space(t.back())) t.remove_suffix(1);
  return t;
}

bool contains(std::string_view t, std::string_view what) { return t.find(what) != std::string_view::npos; }

// The text without whitespace and without `#` comment lines (ISS text).
std::string iss_compact(std::string_view t) {
  std::string out;
  bool line_start = true, comment = false;
  for (char c : t) {
    if (line_start && c == '#') comment = true;
    if (c == '\n') comment = false, line_start = true;
    else if (!space(c)) line_start = false;
    if (!comment && !space(c)) out += c;
  }
  return out;
}

// A word that can name an ISS type: a letter, then letters and digits.
bool type_word(std::string_view w) {
  return !w.empty() && std::isalpha(static_cast<unsigned char>(w[0])) &&
         std::all_of(w.begin(), w.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)); });
}

// An argument `~R1C1` (ISS's cell ids: rows and columns 1-9, a-g).
bool has_iss_cell(std::string_view item) {
  const auto id = [](char c) {
    return (c >= '1' && c <= '9') || (c >= 'a' && c <= 'g') || (c >= 'A' && c <= 'G');
  };
  for (std::size_t i = item.find('~'); i != std::string_view::npos && i + 4 < item.size();
       i = item.find('~', i + 1))
    if ((item[i + 1] == 'R' || item[i + 1] == 'r') && id(item[i + 2]) &&
        (item[i + 3] == 'C' || item[i + 3] == 'c') && id(item[i + 4]) &&
        (i + 5 == item.size() || item[i + 5] == '~' || item[i + 5] == '_'))
      return true;
  return false;
}

// Every `.item` is a type word or a given (`.~R1C1_5`), and at least one
// names an ISS type or a cell: an unknown type among known ones is still ISS text, so
// its reader names it ("unknown ISS type"), where a classic reader would
// only count the line's characters.
bool iss_text(std::string_view t) {
  if (t.size() < 2 || t[0] != '.') return false;
  std::size_t i = 1;
  bool known = false;
  while (i <= t.size()) {
    std::size_t end = t.find('.', i);
    if (end == std::string_view::npos) end = t.size();
    const std::string_view item = t.substr(i, end - i);
    const std::string_view type = item.substr(0, item.find('~'));
    if (type.empty() ? item.size() < 2 : !type_word(type)) return false;
    known = known || type.empty() || iss::is_type_name(type) || has_iss_cell(item);
    i = end + 1;
  }
  return known;
}

// SudoCue's short killer: 81 cells of cage totals and arrows, at least one
// arrow (the characters ISS's reader accepts).
bool sudocue_short(std::string_view t) {
  if (t.size() != 81) return false;
  bool arrow = false;
  for (char c : t) {
    const bool total = std::isdigit(static_cast<unsigned char>(c)) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'j');
    const bool dir = c == '<' || c == '>' || c == '^' || c == 'v' || c == '`' || c == '\'' || c == ',' || c == '.';
    if (!total && !dir) return false;
    arrow = arrow || (dir && c != '.' && c != ',') || c == '<';
  }
  return arrow;
}

// ISS's plain forms that are no classic grid: N*N*N digits and dots (each
// cell's candidates), or a grid followed by a jigsaw layout (2*N*N).
bool iss_plain(std::string_view t) {
  for (std::size_t n = 4; n <= 16; ++n) {
    if (t.size() == n * n * n && t.find_first_not_of("0123456789.") == std::string_view::npos)
      return true;
    if (t.size() == 2 * n * n) {
      const std::string_view layout = t.substr(n * n);
      std::string kinds;
      for (char c : layout)
        if (kinds.find(c) == std::string::npos) kinds += c;
      if (kinds.size() != n) continue;
      bool even = true;
      for (char k : kinds)
        even = even && static_cast<std::size_t>(std::count(layout.begin(), layout.end(), k)) == n;
      if (even) return true;
    }
  }
  return false;
}

}  // namespace

bool looks_like_link(std::string_view text) {
  if (is_bare_payload(trimmed(text))) return true;
  const std::string lowered = link_text(trimmed(text));
  const std::string_view t = lowered;
  if (t.empty() || contains(t, "\n")) return false;
  return contains(t, "f-puzzles.com/") || contains(t, "sudokupad.app/") || contains(t, "sudokupad.svencodes.com/") ||
         contains(t, "crackingthecryptic.com/sudoku") || t.substr(0, 12) == "sudokupad://";
}

std::optional<ClassicFormat> detect_import(std::string_view text) {
  const std::string_view t = trimmed(text);
  if (t.empty()) return std::nullopt;
  if (t.front() == '{') {
    const bool grid = contains(t, "\"grid\""), cells = contains(t, "\"cells\"") || contains(t, "cells:");
    return !grid && cells ? ClassicFormat::sudokupad : ClassicFormat::fpuzzles;
  }
  if (looks_like_link(t))
    return is_bare_payload(t) || contains(link_text(t), "f-puzzles.com/")
               ? ClassicFormat::fpuzzles_url
               : ClassicFormat::sudokupad;
  if (t.substr(0, 4) == "3x3:") return ClassicFormat::sudocue;
  const std::string compact = iss_compact(t);
  if (sudocue_short(compact)) return ClassicFormat::sudocue;
  // (the plain forms only as one word: rows of candidates are .sdx)
  const bool one_word = std::none_of(t.begin(), t.end(), [](char c) { return space(c); });
  if (iss_text(compact) || (one_word && iss_plain(compact))) return ClassicFormat::iss;
  return std::nullopt;
}

}  // namespace rfsat::formats::import
