// The cdok puzzle-spec reader (cdok.hpp): tokens -> cells -> groups, then the
// checks, each reported at the token it is about.
#include <algorithm>
#include <cctype>
#include <map>
#include <string>

#include "cdok.hpp"

namespace rfsat::parser {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
bool is_op(char c) { return c == '+' || c == '-' || c == '*' || c == '/'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Numbers longer than this are refused before any arithmetic (no overflow).
constexpr int kMaxDigits = 15;

struct Token {
  std::string_view text;
  ast::SourcePos pos;
  char letter = 0;
  char op = 0;
  std::optional<long long> number;
};

struct Line {
  std::string_view text;
  int number = 0;
  int column0 = 1;
};

std::vector<Line> split(std::string_view text) {
  std::vector<Line> out;
  int column0 = 1;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") {
    text.remove_prefix(3);
    column0 = 4;
  }
  int number = 1;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    out.push_back({text.substr(0, nl), number++, column0});
    if (nl == std::string_view::npos) break;
    text.remove_prefix(nl + 1);
    column0 = 1;
  }
  return out;
}

bool blank(std::string_view s) { return std::all_of(s.begin(), s.end(), is_space); }

std::string quoted(std::string_view s) { return "'" + std::string(s) + "'"; }

// Splits a line into tokens and reads each one. False after an error.
bool tokenize(const Line& line, std::vector<Token>& out, Diagnostics& diags) {
  std::size_t i = 0;
  const std::string_view t = line.text;
  while (i < t.size()) {
    if (is_space(t[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < t.size() && !is_space(t[j])) ++j;
    Token tok;
    tok.text = t.substr(i, j - i);
    tok.pos = {line.number, line.column0 + static_cast<int>(i)};
    bool in_number = false, had_number = false;
    long long value = 0;
    int digits = 0;
    for (std::size_t k = i; k < j; ++k) {
      const char c = t[k];
      const ast::SourcePos at{line.number, line.column0 + static_cast<int>(k)};
      if (is_digit(c)) {
        if (!in_number && had_number) {
          diags.error(at, "token " + quoted(tok.text) + " holds two numbers; a cell has one number");
          return false;
        }
        in_number = had_number = true;
        if (++digits > kMaxDigits) {
          diags.error(tok.pos, "the number in token " + quoted(tok.text) + " is too large");
          return false;
        }
        value = value * 10 + (c - '0');
        continue;
      }
      in_number = false;
      if (is_letter(c)) {
        if (tok.letter) {
          std::string m = "token " + quoted(tok.text) + " names two groups, '" +
                          std::string(1, tok.letter) + "' and '" + std::string(1, c) +
                          "'; a cell belongs to one group";
          if (c == 'x' || c == 'X' || tok.letter == 'x' || tok.letter == 'X')
            m += " (x is a group letter, not a times sign: use * for a product)";
          diags.error(at, m);
          return false;
        }
        tok.letter = c;
      } else if (is_op(c)) {
        if (tok.op) {
          diags.error(at, "token " + quoted(tok.text) + " has two operators; a group has one of + - * /");
          return false;
        }
        tok.op = c;
      } else {
        std::string shown = (static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7f)
                                ? std::string(1, c)
                                : "\\x" + std::string(1, "0123456789abcdef"[(c >> 4) & 15]) +
                                      "0123456789abcdef"[c & 15];
        diags.error(at, "unexpected character '" + shown + "' in token " + quoted(tok.text) +
                            ": a token holds a number, a group letter and one of + - * /");
        return false;
      }
    }
    if (had_number) tok.number = value;
    if (!tok.letter && tok.op) {
      diags.error(tok.pos, "token " + quoted(tok.text) + " has an operator but no group letter " +
                               "(write the group's letter too, e.g. A" + std::string(1, tok.op) +
                               (had_number ? std::to_string(value) : std::string("5")) + ")");
      return false;
    }
    out.push_back(tok);
    i = j;
  }
  return true;
}

std::string op_name(char op) {
  switch (op) {
    case '+': return "sum (+)";
    case '-': return "difference (-)";
    case '*': return "product (*)";
    default: return "ratio (/)";
  }
}

// ---- can a group's target be made at all? --------------------------------
// Values lo..hi, numbers may repeat except between cells of one row or
// column. A quick necessary test first, then a bounded search; when the
// search budget runs out the target counts as possible (the solver decides).
class Feasibility {
 public:
  Feasibility(const ast::CdokCage& g, int size, int lo, int hi)
      : g_(g), size_(size), lo_(lo), hi_(hi), value_(g.cells.size(), 0) {}

  bool possible() {
    if (!necessary()) return false;
    budget_ = 200000;
    const bool found = search(0, 0, 1);
    return found || budget_ <= 0;
  }

 private:
  bool necessary() const {
    const long long k = static_cast<long long>(g_.cells.size()), t = g_.target;
    switch (g_.op) {
      case '+': return t >= k * lo_ && t <= k * hi_;
      case '-': return t <= hi_ - (k - 1) * lo_;
      case '*': return t >= 1 && factorable(t, k);
      default: return t >= 1 && t <= hi_;  // v0 = t * (others >= 1)
    }
  }
  // t as a product of k factors in max(lo,1)..hi.
  bool factorable(long long t, long long k) const {
    if (k == 0) return t == 1;
    for (long long f = std::max(lo_, 1); f <= hi_; ++f)
      if (t % f == 0 && factorable(t / f, k - 1)) return true;
    return false;
  }
  bool clashes(std::size_t i, int v) const {
    for (std::size_t j = 0; j < i; ++j) {
      if (value_[j] != v) continue;
      const int a = g_.cells[i], b = g_.cells[j];
      if (a / size_ == b / size_ || a % size_ == b % size_) return true;
    }
    return false;
  }
  bool accept() const {
    long long total = 0;
    for (int v : value_) total += v;
    if (g_.op == '+') return total == g_.target;
    if (g_.op == '-') {
      for (int v : value_)
        if (2LL * v - total == g_.target) return true;
      return false;
    }
    if (g_.op == '*') {
      long long p = 1;
      for (int v : value_) p *= v;  // bounded: search() keeps p <= target
      return p == g_.target;
    }
    for (std::size_t i = 0; i < value_.size(); ++i) {
      long long others = 1;
      bool zero = false;
      for (std::size_t j = 0; j < value_.size(); ++j)
        if (j != i) {
          if (value_[j] == 0) zero = true;
          others = std::min<long long>(others * value_[j], 1LL << 40);
        }
      if (!zero && g_.target * others == value_[i]) return true;
    }
    return false;
  }
  bool search(std::size_t i, long long sum, long long product) {
    if (--budget_ <= 0) return false;
    const long long left = static_cast<long long>(g_.cells.size() - i);
    if (g_.op == '+' && (sum + left * lo_ > g_.target || sum + left * hi_ < g_.target)) return false;
    if (i == g_.cells.size()) return accept();
    for (int v = lo_; v <= hi_; ++v) {
      if (clashes(i, v)) continue;
      long long p = product;
      if (g_.op == '*') {
        if (v == 0 || g_.target % (product * v) != 0) continue;
        p = product * v;
      }
      value_[i] = v;
      if (search(i + 1, sum + v, p)) return true;
      if (budget_ <= 0) return false;
    }
    return false;
  }

  const ast::CdokCage& g_;
  int size_, lo_, hi_;
  std::vector<int> value_;
  long long budget_ = 0;
};

std::string range_text(int lo, int hi) { return std::to_string(lo) + ".." + std::to_string(hi); }

int digit_mask(int v, bool& doubled) {
  int mask = 0;
  doubled = false;
  do {
    const int bit = 1 << (v % 10);
    if (mask & bit) doubled = true;
    mask |= bit;
    v /= 10;
  } while (v > 0);
  return mask;
}

}  // namespace

bool nylimb_valid_value(int v) {
  bool doubled = false;
  digit_mask(v, doubled);
  return v >= 0 && v <= 99 && !doubled;
}

bool nylimb_compatible(int a, int b) {
  bool da = false, db = false;
  const int ma = digit_mask(a, da), mb = digit_mask(b, db);
  if (da || db) return false;
  if (a >= 10 && b >= 10) return false;
  return (ma & mb) == 0;
}

bool looks_like_cdok(std::string_view text) {
  bool clue = false;
  std::size_t rows = 0;
  for (const Line& line : split(text)) {
    if (blank(line.text)) {
      if (rows > 0) break;
      continue;
    }
    ++rows;
    std::size_t i = 0;
    const std::string_view t = line.text;
    while (i < t.size()) {
      if (is_space(t[i])) {
        ++i;
        continue;
      }
      std::size_t j = i;
      bool letter = false, op = false;
      for (; j < t.size() && !is_space(t[j]); ++j) {
        const char c = t[j];
        if (is_letter(c)) letter = true;
        else if (is_op(c)) op = true;
        else if (!is_digit(c)) return false;
      }
      if (j - i > 24) return false;
      clue = clue || (letter && op);
      i = j;
    }
  }
  return clue;
}

std::optional<ast::CdokPuzzle> read_cdok(std::string_view text, Diagnostics& diags,
                                         const CdokOptions& options) {
  const std::vector<Line> lines = split(text);
  std::vector<std::vector<Token>> rows;
  std::size_t li = 0;
  while (li < lines.size() && blank(lines[li].text)) ++li;
  ast::CdokPuzzle p;
  p.nylimb = options.nylimb;
  if (li == lines.size()) {
    diags.error({1, 1}, "empty calcudoku spec: expected rows of cells (e.g. 'A+3 A 1')");
    return std::nullopt;
  }
  p.pos = {lines[li].number, lines[li].column0};
  int last_line = lines[li].number;
  for (; li < lines.size() && !blank(lines[li].text); ++li) {
    std::vector<Token> row;
    if (!tokenize(lines[li], row, diags)) return std::nullopt;
    const int width = rows.empty() ? static_cast<int>(row.size()) : static_cast<int>(rows[0].size());
    if (static_cast<int>(row.size()) != width) {
      const ast::SourcePos at =
          static_cast<int>(row.size()) > width
              ? row[width].pos
              : ast::SourcePos{lines[li].number,
                               lines[li].column0 + static_cast<int>(lines[li].text.size())};
      std::string m = "ragged rows: row " + std::to_string(rows.size() + 1) + " has " +
                      std::to_string(row.size()) + " cells, expected " + std::to_string(width) +
                      " like row 1";
      if (static_cast<int>(row.size()) > width) m += "; token " + quoted(row[width].text) + " is one too many";
      diags.error(at, m);
      return std::nullopt;
    }
    if (static_cast<int>(rows.size()) == width) {
      diags.error(row[0].pos, "too many rows: the first row has " + std::to_string(width) +
                                  " cells, so the grid has " + std::to_string(width) +
                                  " rows (a calcudoku is square); row " +
                                  std::to_string(rows.size() + 1) + " is one too many");
      return std::nullopt;
    }
    rows.push_back(std::move(row));
    last_line = lines[li].number;
  }
  const int n = static_cast<int>(rows[0].size());
  if (static_cast<int>(rows.size()) < n) {
    diags.error({last_line + 1, 1}, "only " + std::to_string(rows.size()) +
                                        (rows.size() == 1 ? " row" : " rows") + ", expected " +
                                        std::to_string(n) + ": the first row has " + std::to_string(n) +
                                        " cells and a calcudoku is square");
    return std::nullopt;
  }
  if (n > kCdokMaxSize) {
    diags.error(rows[0][kCdokMaxSize].pos, "grid too large: " + std::to_string(n) + "x" +
                                               std::to_string(n) + "; rfsat reads calcudokus up to " +
                                               std::to_string(kCdokMaxSize) + "x" +
                                               std::to_string(kCdokMaxSize));
    return std::nullopt;
  }
  p.size = n;
  const int lo = p.min_value(), hi = p.max_value();
  const std::string range = range_text(lo, hi);
  const std::string holds = p.nylimb ? "a Nylimb calcudoku holds " + range
                                     : "a " + std::to_string(n) + "x" + std::to_string(n) +
                                           " calcudoku holds " + range;
  auto tok = [&](int cell) -> const Token& { return rows[cell / n][cell % n]; };

  // Groups by letter: cells, target and operator (with the tokens giving them).
  struct Letter {
    std::vector<int> cells;
    const Token* target = nullptr;
    const Token* op = nullptr;
  };
  std::map<char, Letter> letters;
  std::vector<char> letter_of(static_cast<std::size_t>(n) * n, 0);
  p.given.assign(static_cast<std::size_t>(n) * n, -1);
  for (int cell = 0; cell < n * n; ++cell) {
    const Token& t = tok(cell);
    if (!t.letter) {
      const long long v = *t.number;  // no letter, no operator: a number (tokenize)
      if (v < lo || v > hi || (p.nylimb && !nylimb_valid_value(static_cast<int>(v)))) {
        std::string m = "given " + quoted(t.text) + " is out of range: " + holds;
        if (p.nylimb && v >= lo && v <= hi) m += " with no digit written twice";
        diags.error(t.pos, m);
        return std::nullopt;
      }
      p.given[cell] = static_cast<int>(v);
      continue;
    }
    letter_of[cell] = t.letter;
    Letter& g = letters[t.letter];
    g.cells.push_back(cell);
    if (t.number) {
      if (g.target && *g.target->number != *t.number) {
        diags.error(t.pos, "conflicting targets for group " + std::string(1, t.letter) + ": " +
                               quoted(t.text) + " says " + std::to_string(*t.number) + ", " +
                               quoted(g.target->text) + " at line " +
                               std::to_string(g.target->pos.line) + " said " +
                               std::to_string(*g.target->number));
        return std::nullopt;
      }
      if (!g.target) g.target = &t;
    }
    if (t.op) {
      if (g.op && g.op->op != t.op) {
        diags.error(t.pos, "conflicting operators for group " + std::string(1, t.letter) + ": " +
                               quoted(t.text) + " says " + op_name(t.op) + ", " +
                               quoted(g.op->text) + " at line " + std::to_string(g.op->pos.line) +
                               " said " + op_name(g.op->op));
        return std::nullopt;
      }
      if (!g.op) g.op = &t;
    }
  }

  // Each letter: connected, with a target and an operator that some values make.
  std::vector<std::pair<int, ast::CdokCage>> cages;  // by first cell
  for (auto& [letter, g] : letters) {
    const std::string name = "group " + std::string(1, letter);
    std::vector<char> seen(static_cast<std::size_t>(n) * n, 0);
    std::vector<int> stack{g.cells[0]};
    seen[g.cells[0]] = 1;
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      const int r = c / n, k = c % n;
      for (int d : {-n, n, -1, 1}) {
        if ((d == -1 && k == 0) || (d == 1 && k == n - 1) || (d == -n && r == 0) || (d == n && r == n - 1))
          continue;
        const int m = c + d;
        if (letter_of[m] == letter && !seen[m]) seen[m] = 1, stack.push_back(m);
      }
    }
    for (int c : g.cells)
      if (!seen[c]) {
        diags.error(tok(c).pos, "disconnected group: " + quoted(tok(c).text) + " belongs to " + name +
                                    ", but it does not touch the group's cells that start at " +
                                    quoted(tok(g.cells[0]).text) + " (line " +
                                    std::to_string(tok(g.cells[0]).pos.line) +
                                    "); a group is one connected region (use another letter)");
        return std::nullopt;
      }
    const Token& first = tok(g.cells[0]);
    if (!g.target) {
      diags.error(first.pos, name + " has no target: put its number on one of its cells (e.g. " +
                                 std::string(1, letter) + (g.op ? std::string(1, g.op->op) : "+") +
                                 "6)");
      return std::nullopt;
    }
    if (!g.op) {
      diags.error(g.target->pos, name + " has no operator: " + quoted(g.target->text) +
                                     " needs one of + - * / (e.g. " + std::string(g.target->text) +
                                     "+)");
      return std::nullopt;
    }
    ast::CdokCage cage;
    cage.letter = letter;
    cage.op = g.op->op;
    cage.target = *g.target->number;
    cage.cells = g.cells;
    cage.pos = g.target->pos;
    if (cage.target == 0 && (cage.op == '*' || cage.op == '/')) {
      diags.error(g.target->pos, name + " is a " + op_name(cage.op) + " with target 0 (" +
                                     quoted(g.target->text) + "); only + and - groups may have target 0");
      return std::nullopt;
    }
    const std::string cells_text = std::to_string(g.cells.size()) + (g.cells.size() == 1 ? " cell" : " cells");
    if (g.cells.size() == 1) {
      const long long v = cage.target;
      if (v < lo || v > hi || (p.nylimb && !nylimb_valid_value(static_cast<int>(v)))) {
        diags.error(g.target->pos, "impossible target: " + name + " has one cell, which would hold " +
                                       std::to_string(v) + ", but " + holds);
        return std::nullopt;
      }
      p.given[g.cells[0]] = static_cast<int>(v);
      continue;
    }
    if (!Feasibility(cage, n, lo, hi).possible()) {
      diags.error(g.target->pos, "impossible target: no values " + range + " in the " + cells_text + " of " +
                                     name + " make a " + op_name(cage.op) + " of " +
                                     std::to_string(cage.target) + " (" + quoted(g.target->text) +
                                     "; numbers may repeat in a group, not in a row or column)");
      return std::nullopt;
    }
    cages.emplace_back(g.cells[0], std::move(cage));
  }
  std::sort(cages.begin(), cages.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& [first, cage] : cages) p.cages.push_back(std::move(cage));

  // Givens (and single-cell groups) may not clash in a row or column.
  for (int a = 0; a < n * n; ++a) {
    if (p.given[a] < 0) continue;
    for (int b = 0; b < a; ++b) {
      if (p.given[b] < 0 || (a / n != b / n && a % n != b % n)) continue;
      const bool clash = p.nylimb ? !nylimb_compatible(p.given[a], p.given[b]) : p.given[a] == p.given[b];
      if (!clash) continue;
      const std::string line_kind = a / n == b / n ? "row " + std::to_string(a / n + 1)
                                                   : "column " + std::to_string(a % n + 1);
      diags.error(tok(a).pos, "conflicting givens: " + quoted(tok(a).text) + " and " + quoted(tok(b).text) +
                                  " (line " + std::to_string(tok(b).pos.line) + ") in " + line_kind +
                                  (p.nylimb ? " share a digit (or are both two-digit numbers)"
                                            : " hold the same number"));
      return std::nullopt;
    }
  }
  return p;
}

}  // namespace rfsat::parser
