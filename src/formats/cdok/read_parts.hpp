// Internals shared by the cdok reader's files: lines and tokens with their
// positions (read_tokens.cpp: a row split into tokens, each token read into
// its number, group letter and operator) and the test whether a group's
// target can be made at all (read_values.cpp). read_cdok itself, which builds
// and checks the groups, is read.cpp; the public entry points are in
// read.hpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cdok/read.hpp"
#include "text_lines.hpp"

namespace rfsat::formats::cdok::detail {

inline bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
inline bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
inline bool is_op(char c) { return c == '+' || c == '-' || c == '*' || c == '/'; }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }

// One whitespace-separated token of a row: its text, where it starts, and
// what it holds (0 / nullopt: not there).
struct Token {
  std::string_view text;
  SourcePos pos;
  char letter = 0;
  char op = 0;
  std::optional<long long> number;
};

// One line of the text without its '\n' (a CR stays: text_lines.hpp).
using Line = TextLine;
inline std::vector<Line> split(std::string_view text) { return split_lines(text, CarriageReturn::keep); }
bool blank(std::string_view s);
// The [begin, end) index pairs of the whitespace-separated words of `s`.
std::vector<std::pair<std::size_t, std::size_t>> words(std::string_view s);
std::string quoted(std::string_view s);  // 'text'

// Splits a line into tokens and reads each one, appending them to `out`.
// False after an error (reported at the offending character or token).
bool tokenize(const Line& line, std::vector<Token>& out, Diagnostics& diags);

// "sum (+)", "difference (-)", "product (*)", "ratio (/)".
std::string op_name(char op);

// Can some values lo..hi in the cells of `g` (numbers may repeat except
// between cells of one row or column of a `size` x `size` grid) make its
// target with its operator? A quick necessary test first, then a bounded
// search; when the search budget runs out the target counts as possible
// (the solver decides).
bool target_possible(const CdokCage& g, int size, int lo, int hi);

}  // namespace rfsat::formats::cdok::detail
