// The cdok puzzle-spec reader (read.hpp): rows of tokens (read_tokens.cpp)
// -> a square grid of cells -> givens and groups by letter, then the checks
// (groups connected, with a target and an operator that some values make,
// givens in range and not clashing), each reported at the token it is about.
#include <algorithm>
#include <map>
#include <string>

#include "cdok/read_parts.hpp"
#include "integer_text.hpp"

namespace rfsat::formats::cdok {
namespace {

using detail::Line;
using detail::quoted;
using detail::Token;
using Rows = std::vector<std::vector<Token>>;

// `row` (number `row_number`) has a different number of cells than row 1.
void ragged_error(const Line& line, const std::vector<Token>& row, std::size_t row_number, int width,
                  Diagnostics& diags) {
  const bool longer = static_cast<int>(row.size()) > width;
  const SourcePos at =
      longer ? row[width].pos : SourcePos{line.number, line.column0 + static_cast<int>(line.text.size())};
  std::string m = "ragged rows: row " + std::to_string(row_number) + " has " + std::to_string(row.size()) +
                  " cells, expected " + std::to_string(width) + " like row 1";
  if (longer) m += "; token " + quoted(row[width].text) + " is one too many";
  diags.error(at, m);
}

// The rows from lines[li] up to the first blank line: each as wide as the
// first, and no more of them than that width. `last_line`: the line of the
// last row. False after an error.
bool read_rows(const std::vector<Line>& lines, std::size_t li, Rows& rows, int& last_line, Diagnostics& diags) {
  for (; li < lines.size() && !detail::blank(lines[li].text); ++li) {
    std::vector<Token> row;
    if (!detail::tokenize(lines[li], row, diags)) return false;
    const int width = rows.empty() ? static_cast<int>(row.size()) : static_cast<int>(rows[0].size());
    if (static_cast<int>(row.size()) != width) {
      ragged_error(lines[li], row, rows.size() + 1, width, diags);
      return false;
    }
    if (static_cast<int>(rows.size()) == width) {
      diags.error(row[0].pos, "too many rows: the first row has " + std::to_string(width) +
                                  " cells, so the grid has " + std::to_string(width) +
                                  " rows (a calcudoku is square); row " + std::to_string(rows.size() + 1) +
                                  " is one too many");
      return false;
    }
    rows.push_back(std::move(row));
    last_line = lines[li].number;
  }
  return true;
}

// As many rows as columns, and no more than kCdokMaxSize.
bool check_square(const Rows& rows, int last_line, Diagnostics& diags) {
  const int n = static_cast<int>(rows[0].size());
  if (static_cast<int>(rows.size()) < n) {
    diags.error({last_line + 1, 1}, "only " + std::to_string(rows.size()) + (rows.size() == 1 ? " row" : " rows") +
                                        ", expected " + std::to_string(n) + ": the first row has " +
                                        std::to_string(n) + " cells and a calcudoku is square");
    return false;
  }
  if (n > kCdokMaxSize) {
    diags.error(rows[0][kCdokMaxSize].pos, "grid too large: " + std::to_string(n) + "x" + std::to_string(n) +
                                               "; rfsat reads calcudokus up to " + std::to_string(kCdokMaxSize) +
                                               "x" + std::to_string(kCdokMaxSize));
    return false;
  }
  return true;
}

// The square grid read so far, with its value range as the messages say it.
struct Grid {
  const Rows& rows;
  int n = 0, lo = 0, hi = 0;
  bool nylimb = false;
  std::string range, holds;

  const Token& tok(int cell) const { return rows[cell / n][cell % n]; }
};

// One group letter: its cells, and the tokens giving its target and operator.
struct Letter {
  std::vector<int> cells;
  const Token* target = nullptr;
  const Token* op = nullptr;
};

// A cell without a letter: its number, in range. False after an error.
bool read_given(const Grid& g, const Token& t, int& value, Diagnostics& diags) {
  const long long v = *t.number;  // no letter, no operator: a number (tokenize)
  if (v < g.lo || v > g.hi || (g.nylimb && !nylimb_valid_value(static_cast<int>(v)))) {
    std::string m = "given " + quoted(t.text) + " is out of range: " + g.holds;
    if (g.nylimb && v >= g.lo && v <= g.hi) m += " with no digit written twice";
    diags.error(t.pos, m);
    return false;
  }
  value = static_cast<int>(v);
  return true;
}

// Token `t` joins its letter's group `g`; its target and operator must agree
// with the group's. False after an error.
bool join_group(Letter& g, const Token& t, Diagnostics& diags) {
  if (t.number) {
    if (g.target && *g.target->number != *t.number) {
      diags.error(t.pos, "conflicting targets for group " + std::string(1, t.letter) + ": " + quoted(t.text) +
                             " says " + std::to_string(*t.number) + ", " + quoted(g.target->text) + " at line " +
                             std::to_string(g.target->pos.line) + " said " + std::to_string(*g.target->number));
      return false;
    }
    if (!g.target) g.target = &t;
  }
  if (t.op) {
    if (g.op && g.op->op != t.op) {
      diags.error(t.pos, "conflicting operators for group " + std::string(1, t.letter) + ": " + quoted(t.text) +
                             " says " + detail::op_name(t.op) + ", " + quoted(g.op->text) + " at line " +
                             std::to_string(g.op->pos.line) + " said " + detail::op_name(g.op->op));
      return false;
    }
    if (!g.op) g.op = &t;
  }
  return true;
}

// Every cell in row-major order: givens into p.given, the others into their
// letter's group. False after an error.
bool read_cells(const Grid& g, CdokPuzzle& p, std::map<char, Letter>& letters,
                std::vector<char>& letter_of, Diagnostics& diags) {
  for (int cell = 0; cell < g.n * g.n; ++cell) {
    const Token& t = g.tok(cell);
    if (!t.letter) {
      if (!read_given(g, t, p.given[cell], diags)) return false;
      continue;
    }
    letter_of[cell] = t.letter;
    Letter& group = letters[t.letter];
    group.cells.push_back(cell);
    if (!join_group(group, t, diags)) return false;
  }
  return true;
}

// The cells of group `letter` form one connected region. False after an
// error.
bool connected(const Grid& g, char letter, const Letter& group, const std::vector<char>& letter_of,
               Diagnostics& diags) {
  const int n = g.n;
  std::vector<char> seen(static_cast<std::size_t>(n) * n, 0);
  std::vector<int> stack{group.cells[0]};
  seen[group.cells[0]] = 1;
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    const int r = c / n, k = c % n;
    for (int d : {-n, n, -1, 1}) {
      if ((d == -1 && k == 0) || (d == 1 && k == n - 1) || (d == -n && r == 0) || (d == n && r == n - 1)) continue;
      const int m = c + d;
      if (letter_of[m] == letter && !seen[m]) seen[m] = 1, stack.push_back(m);
    }
  }
  for (int c : group.cells)
    if (!seen[c]) {
      const Token& first = g.tok(group.cells[0]);
      diags.error(g.tok(c).pos, "disconnected group: " + quoted(g.tok(c).text) + " belongs to group " +
                                    std::string(1, letter) +
                                    ", but it does not touch the group's cells that start at " +
                                    quoted(first.text) + " (line " + std::to_string(first.pos.line) +
                                    "); a group is one connected region (use another letter)");
      return false;
    }
  return true;
}

// Group `letter` has a target and an operator, and its target is not 0 for
// * and /. False after an error.
bool has_target_and_op(char letter, const Letter& group, const Token& first, Diagnostics& diags) {
  const std::string name = "group " + std::string(1, letter);
  if (!group.target) {
    diags.error(first.pos, name + " has no target: put its number on one of its cells (e.g. " +
                               std::string(1, letter) + (group.op ? std::string(1, group.op->op) : "+") + "6)");
    return false;
  }
  if (!group.op) {
    diags.error(group.target->pos, name + " has no operator: " + quoted(group.target->text) +
                                       " needs one of + - * / (e.g. " + std::string(group.target->text) + "+)");
    return false;
  }
  const char op = group.op->op;
  if (*group.target->number == 0 && (op == '*' || op == '/')) {
    diags.error(group.target->pos, name + " is a " + detail::op_name(op) + " with target 0 (" +
                                       quoted(group.target->text) + "); only + and - groups may have target 0");
    return false;
  }
  return true;
}

// Group `letter` as a cage, or as a given if it has one cell; its target
// must be possible. False after an error.
bool read_group(const Grid& g, char letter, const Letter& group, CdokPuzzle& p,
                std::vector<std::pair<int, CdokCage>>& cages, Diagnostics& diags) {
  const std::string name = "group " + std::string(1, letter);
  if (!has_target_and_op(letter, group, g.tok(group.cells[0]), diags)) return false;
  CdokCage cage;
  cage.letter = letter;
  cage.op = group.op->op;
  cage.target = *group.target->number;
  cage.cells = group.cells;
  cage.pos = group.target->pos;
  if (group.cells.size() == 1) {
    const long long v = cage.target;
    if (v < g.lo || v > g.hi || (g.nylimb && !nylimb_valid_value(static_cast<int>(v)))) {
      diags.error(group.target->pos, "impossible target: " + name + " has one cell, which would hold " +
                                         std::to_string(v) + ", but " + g.holds);
      return false;
    }
    p.given[group.cells[0]] = static_cast<int>(v);
    return true;
  }
  if (!detail::target_possible(cage, g.n, g.lo, g.hi)) {
    diags.error(group.target->pos, "impossible target: no values " + g.range + " in the " +
                                       std::to_string(group.cells.size()) + " cells of " + name + " make a " +
                                       detail::op_name(cage.op) + " of " + std::to_string(cage.target) + " (" +
                                       quoted(group.target->text) +
                                       "; numbers may repeat in a group, not in a row or column)");
    return false;
  }
  cages.emplace_back(group.cells[0], std::move(cage));
  return true;
}

// Givens (and single-cell groups) may not clash in a row or column.
bool check_givens(const Grid& g, const CdokPuzzle& p, Diagnostics& diags) {
  const int n = g.n;
  for (int a = 0; a < n * n; ++a) {
    if (p.given[a] < 0) continue;
    for (int b = 0; b < a; ++b) {
      if (p.given[b] < 0 || (a / n != b / n && a % n != b % n)) continue;
      const bool clash = p.nylimb ? !nylimb_compatible(p.given[a], p.given[b]) : p.given[a] == p.given[b];
      if (!clash) continue;
      const std::string line_kind =
          a / n == b / n ? "row " + std::to_string(a / n + 1) : "column " + std::to_string(a % n + 1);
      diags.error(g.tok(a).pos, "conflicting givens: " + quoted(g.tok(a).text) + " and " + quoted(g.tok(b).text) +
                                    " (line " + std::to_string(g.tok(b).pos.line) + ") in " + line_kind +
                                    (p.nylimb ? " share a digit (or are both two-digit numbers)"
                                              : " hold the same number"));
      return false;
    }
  }
  return true;
}

// Givens and groups of the square grid `rows` into `p` (p.size and
// p.nylimb set). False after an error.
bool read_grid(const Rows& rows, CdokPuzzle& p, Diagnostics& diags) {
  const int n = p.size;
  Grid g{rows, n, p.min_value(), p.max_value(), p.nylimb, "", ""};
  g.range = text::range_text({g.lo, g.hi});
  g.holds = p.nylimb ? "a Nylimb calcudoku holds " + g.range
                     : "a " + std::to_string(n) + "x" + std::to_string(n) + " calcudoku holds " + g.range;
  std::map<char, Letter> letters;
  std::vector<char> letter_of(static_cast<std::size_t>(n) * n, 0);
  p.given.assign(static_cast<std::size_t>(n) * n, -1);
  if (!read_cells(g, p, letters, letter_of, diags)) return false;
  std::vector<std::pair<int, CdokCage>> cages;  // by first cell
  for (const auto& [letter, group] : letters)
    if (!connected(g, letter, group, letter_of, diags) || !read_group(g, letter, group, p, cages, diags))
      return false;
  std::sort(cages.begin(), cages.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& [first, cage] : cages) p.cages.push_back(std::move(cage));
  return check_givens(g, p, diags);
}

}  // namespace

std::optional<CdokPuzzle> read_cdok(std::string_view text, Diagnostics& diags,
                                         const CdokOptions& options) {
  const std::vector<Line> lines = detail::split(text);
  std::size_t li = 0;
  while (li < lines.size() && detail::blank(lines[li].text)) ++li;
  CdokPuzzle p;
  p.nylimb = options.nylimb;
  if (li == lines.size()) {
    diags.error({1, 1}, "empty calcudoku spec: expected rows of cells (e.g. 'A+3 A 1')");
    return std::nullopt;
  }
  p.pos = {lines[li].number, lines[li].column0};
  Rows rows;
  int last_line = lines[li].number;
  if (!read_rows(lines, li, rows, last_line, diags) || !check_square(rows, last_line, diags)) return std::nullopt;
  p.size = static_cast<int>(rows[0].size());
  if (!read_grid(rows, p, diags)) return std::nullopt;
  return p;
}

}  // namespace rfsat::formats::cdok
