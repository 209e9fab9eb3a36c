// Candidate grids: SudoCue's .sdx progress file (one row per line, cells
// separated by blanks, candidates run together, `u` before a digit the user
// placed) and Simple Sudoku's candidate grid print (framed, `|` between
// boxes, |---+---| separators; checked by walk_boxed). A cell with one
// candidate is a given (or user-placed); longer lists become candidate masks.
#include <bit>

#include "classic/read_parts.hpp"

namespace rfsat::formats::classic::detail {
namespace {

struct Token {
  std::string_view text;
  std::size_t at;  // index in the line
};

std::vector<Token> tokens(std::string_view s, std::size_t from, std::size_t to) {
  std::vector<Token> out;
  std::size_t i = skip_spaces(s, from);
  while (i < to && i < s.size()) {
    std::size_t j = i;
    while (j < to && j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
    out.push_back({s.substr(i, j - i), i});
    i = skip_spaces(s, j);
  }
  return out;
}

const SymbolSet& pick_set(int size, const std::vector<TextLine>& lines) {
  for (const TextLine& l : lines)
    if (l.text.find('0') != std::string_view::npos) return candidate_set(size, "0");
  return candidate_set(size, "");
}

std::string quoted(char c) { return std::string("'") + c + "'"; }

struct CandidateReader {
  const SymbolSet& set;
  ClassicGrid& g;
  Diagnostics& diags;
  bool allow_user = false;

  void start(int size) {
    init_grid(g, size, set.glyphs);
    g.candidates.assign(g.given.size(), 0);
    g.user_placed.assign(g.given.size(), false);
  }
  bool token(const TextLine& line, const Token& tok, int cell) {
    const bool user = allow_user && tok.text.size() > 1 && (tok.text[0] == 'u' || tok.text[0] == 'U');
    std::uint64_t mask = 0;
    for (std::size_t k = user ? 1 : 0; k < tok.text.size(); ++k) {
      const int v = set.of(tok.text[k]);
      const std::string why = v < 0 ? quoted(tok.text[k]) + " is not a symbol (" +
                                          std::string(set.describe) + ")"
                                    : quoted(tok.text[k]) + " is listed twice in this cell";
      if (v < 0 || (mask >> v & 1)) return diags.error(line.at(tok.at + k), why), false;
      mask |= std::uint64_t{1} << v;
    }
    if (user && std::popcount(mask) != 1)
      return diags.error(line.at(tok.at), "'u' marks a digit the user placed: expected one digit "
                                          "after it"), false;
    g.candidates[cell] = mask;
    if (std::popcount(mask) == 1) g.given[cell] = std::countr_zero(mask);
    g.user_placed[cell] = user;
    return true;
  }
  void finish() {
    if (!g.has_user_placed()) g.user_placed.clear();
    if (!g.has_candidates()) g.candidates.clear();
  }
};

bool wrong_count(const TextLine& line, int row, const std::vector<Token>& toks, int size,
                 std::size_t end, Diagnostics& diags) {
  if (static_cast<int>(toks.size()) == size) return false;
  const std::size_t at = static_cast<int>(toks.size()) > size ? toks[size].at : end;
  diags.error(line.at(at), "row " + std::to_string(row) + " has " + std::to_string(toks.size()) +
                               " cells, expected " + std::to_string(size));
  return true;
}

// Tokens of a candidate-print row, checked box by box.
bool print_row(const TextLine& line, int row, int box_width, int size, std::vector<Token>& toks,
               Diagnostics& diags) {
  const std::string_view t = trim_right(line.text);
  std::size_t i = skip_spaces(t, 0);
  if (i >= t.size() || t[i] != '|')
    return diags.error(line.at(i), "expected '|' at the start of the row"), false;
  if (t.back() != '|' || t.size() - 1 == i)
    return diags.error(line.at(t.size()), "expected '|' at the end of the row"), false;
  std::vector<std::pair<std::size_t, std::size_t>> boxes;  // [from, to) between bars
  for (std::size_t j = i + 1; j < t.size(); ++j)
    if (t[j] == '|') boxes.emplace_back(i + 1, j), i = j;
  toks.clear();
  for (auto [from, to] : boxes)
    for (const Token& tok : tokens(t, from, to)) toks.push_back(tok);
  if (wrong_count(line, row, toks, size, t.size() - 1, diags)) return false;
  const int want = size / box_width;
  if (static_cast<int>(boxes.size()) != want)
    return diags.error(line.at(t.size() - 1), "row " + std::to_string(row) + " has " +
                                                  std::to_string(boxes.size()) + " boxes, expected " +
                                                  std::to_string(want)), false;
  for (std::size_t b = 0; b < boxes.size(); ++b) {
    const auto n = tokens(t, boxes[b].first, boxes[b].second).size();
    if (static_cast<int>(n) != box_width)
      return diags.error(line.at(boxes[b].first), "box " + std::to_string(b + 1) + " of row " +
                                                      std::to_string(row) + " has " + std::to_string(n) +
                                                      " cells, expected " + std::to_string(box_width)),
             false;
  }
  return true;
}

int side_from(std::size_t count) {
  const int n = static_cast<int>(count);
  return supported_size(n) ? n : 9;
}

}  // namespace

std::optional<ClassicGrid> read_sdx(const std::vector<TextLine>& lines, Diagnostics& diags) {
  const std::size_t first = first_content(lines);
  const int size = first < lines.size() ? side_from(tokens(lines[first].text, 0, std::string_view::npos).size()) : 9;
  ClassicGrid g;
  CandidateReader reader{pick_set(size, lines), g, diags};
  reader.allow_user = reader.set.of('u') < 0;
  reader.start(size);
  int rows = 0;
  for (const TextLine& line : lines) {
    if (is_blank(line.text)) continue;
    if (rows == size) {
      diags.error(line.at(0), "expected " + std::to_string(size) + " rows, found more");
      return std::nullopt;
    }
    const std::vector<Token> toks = tokens(line.text, 0, std::string_view::npos);
    if (wrong_count(line, ++rows, toks, size, trim_right(line.text).size(), diags)) return std::nullopt;
    for (int c = 0; c < size; ++c)
      if (!reader.token(line, toks[c], (rows - 1) * size + c)) return std::nullopt;
  }
  if (rows < size) {
    diags.error(end_position(lines), "expected " + std::to_string(size) + " rows, found " +
                                         std::to_string(rows));
    return std::nullopt;
  }
  reader.finish();
  g.pos = lines[first].at(0);
  return g;
}

std::optional<ClassicGrid> read_candidates_print(const std::vector<TextLine>& lines,
                                                      Diagnostics& diags) {
  const std::size_t first = first_content(lines);
  std::size_t r = first + 1;
  while (r < lines.size() && is_blank(lines[r].text)) ++r;
  int size = 9;
  if (r < lines.size()) {
    std::string row0(lines[r].text);
    for (char& c : row0) c = c == '|' ? ' ' : c;
    size = side_from(tokens(row0, 0, std::string::npos).size());
  }
  int box_width = 0, box_height = 0;
  classic_shape(size, box_width, box_height);
  ClassicGrid g;
  CandidateReader reader{pick_set(size, lines), g, diags};
  reader.start(size);
  std::string dashes(static_cast<std::size_t>(2 * box_width + 1), '-');
  std::string example = "|" + dashes;
  for (int b = 1; b < size / box_width; ++b) example += "+" + dashes;
  example += "|";
  std::vector<Token> toks;
  auto row = [&](const TextLine& line, int number) {
    if (!print_row(line, number, box_width, size, toks, diags)) return false;
    for (int c = 0; c < size; ++c)
      if (!reader.token(line, toks[c], (number - 1) * size + c)) return false;
    return true;
  };
  if (!walk_boxed(lines, first, {true, size, box_height, example}, row, diags)) return std::nullopt;
  reader.finish();
  g.pos = lines[first].at(0);
  return g;
}

}  // namespace rfsat::formats::classic::detail
