// The cdok reader's lexer (read_parts.hpp): the text split into lines, a row
// split into whitespace-separated tokens, and each token read into its
// number, group letter and operator, with an error at the first character
// that does not fit. Also looks_like_cdok (read.hpp), the format detector,
// which only looks at the shape of the tokens.
#include <algorithm>

#include "cdok/read_parts.hpp"

namespace rfsat::formats::cdok {
namespace detail {
namespace {

// Numbers longer than this are refused before any arithmetic (no overflow).
constexpr int kMaxDigits = 15;

// `c` as shown in a message: itself if printable ASCII, else \xNN.
std::string shown(char c) {
  if (static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7f) return std::string(1, c);
  return "\\x" + std::string(1, "0123456789abcdef"[(c >> 4) & 15]) + "0123456789abcdef"[c & 15];
}

// A character of `tok` that is not a digit: its group letter or operator.
// False after an error (a second letter or operator, any other character).
bool read_mark(Token& tok, char c, SourcePos at, Diagnostics& diags) {
  if (is_letter(c)) {
    if (tok.letter) {
      std::string m = "token " + quoted(tok.text) + " names two groups, '" + std::string(1, tok.letter) +
                      "' and '" + std::string(1, c) + "'; a cell belongs to one group";
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
    diags.error(at, "unexpected character '" + shown(c) + "' in token " + quoted(tok.text) +
                        ": a token holds a number, a group letter and one of + - * /");
    return false;
  }
  return true;
}

// Reads the token line.text[i, j) into `tok`. False after an error.
bool read_token(const Line& line, std::size_t i, std::size_t j, Token& tok, Diagnostics& diags) {
  const std::string_view t = line.text;
  tok.text = t.substr(i, j - i);
  tok.pos = {line.number, line.column0 + static_cast<int>(i)};
  bool in_number = false, had_number = false;
  long long value = 0;
  int digits = 0;
  for (std::size_t k = i; k < j; ++k) {
    const char c = t[k];
    const SourcePos at{line.number, line.column0 + static_cast<int>(k)};
    if (is_digit(c)) {
      if (!in_number && had_number) {
        diags.error(at, "token " + quoted(tok.text) + " holds two numbers; a cell has one number");
        return false;
      }
      in_number = had_number = true;
      if (++digits > kMaxDigits) {
        diags.error(tok.pos, "the number in token " + quoted(tok.text) +
                                 " is too large: numbers are 0.." + std::string(kMaxDigits, '9'));
        return false;
      }
      value = value * 10 + (c - '0');
      continue;
    }
    in_number = false;
    if (!read_mark(tok, c, at, diags)) return false;
  }
  if (had_number) tok.number = value;
  if (!tok.letter && tok.op) {
    diags.error(tok.pos, "token " + quoted(tok.text) + " has an operator but no group letter " +
                             "(write the group's letter too, e.g. A" + std::string(1, tok.op) +
                             (had_number ? std::to_string(value) : std::string("5")) + ")");
    return false;
  }
  return true;
}

}  // namespace

bool blank(std::string_view s) { return std::all_of(s.begin(), s.end(), is_space); }

std::string quoted(std::string_view s) { return "'" + std::string(s) + "'"; }

std::vector<std::pair<std::size_t, std::size_t>> words(std::string_view s) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t i = 0; i < s.size();) {
    if (is_space(s[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < s.size() && !is_space(s[j])) ++j;
    out.emplace_back(i, j);
    i = j;
  }
  return out;
}

bool tokenize(const Line& line, std::vector<Token>& out, Diagnostics& diags) {
  for (const auto& [i, j] : words(line.text)) {
    Token tok;
    if (!read_token(line, i, j, tok, diags)) return false;
    out.push_back(tok);
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

}  // namespace detail

bool looks_like_cdok(std::string_view text) {
  using namespace detail;
  bool clue = false;
  std::size_t rows = 0;
  for (const Line& line : split(text)) {
    if (blank(line.text)) {
      if (rows > 0) break;
      continue;
    }
    ++rows;
    for (const auto& [i, j] : words(line.text)) {
      bool letter = false, op = false;
      for (const char c : line.text.substr(i, j - i)) {
        if (is_letter(c)) letter = true;
        else if (is_op(c)) op = true;
        else if (!is_digit(c)) return false;
      }
      if (j - i > 24) return false;
      clue = clue || (letter && op);
    }
  }
  return clue;
}

}  // namespace rfsat::formats::cdok
