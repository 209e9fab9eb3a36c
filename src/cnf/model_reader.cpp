// Parser of solver answers (see model_reader.hpp): line by line, token by
// token, with the column of every bad token.
#include "model_reader.hpp"

#include <string>

#include "integer_text.hpp"

namespace rfsat::cnf {
namespace {

struct Line {
  std::string_view text;
  std::size_t offset;  // of the line start in the whole text
};

std::vector<Line> split_lines(std::string_view text) {
  std::vector<Line> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) nl = text.size();
    lines.push_back({text.substr(start, nl - start), start});
    start = nl + 1;
  }
  return lines;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// Reads the literals of `line` from position `from`; returns false on error.
bool read_literals(const Line& line, std::size_t from, int num_vars, SolverAnswer& a,
                   Diagnostics& diags) {
  std::size_t i = from;
  while (i < line.text.size()) {
    if (is_space(line.text[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < line.text.size() && !is_space(line.text[j])) ++j;
    std::string why;
    const auto read = text::read_integer(line.text.substr(i, j - i), text::kIntRange,
                                         "a literal (an integer)", why);
    if (!read) {
      diags.error(diags.position_of(line.offset + i), why);
      return false;
    }
    const long long lit = *read, var = lit < 0 ? -lit : lit;  // -lit: no int overflow for -2^31
    if (var > num_vars) {
      diags.error(diags.position_of(line.offset + i),
                  "literal " + std::to_string(lit) + " is beyond the formula's " +
                      std::to_string(num_vars) + " variables");
      return false;
    }
    if (lit != 0) a.value[var] = lit > 0 ? 1 : -1;
    i = j;
  }
  return true;
}

}  // namespace

std::optional<SolverAnswer> read_solver_answer(std::string_view text, int num_vars,
                                               Diagnostics& diags) {
  SolverAnswer a;
  a.value.assign(static_cast<std::size_t>(num_vars) + 1, 0);
  bool status_seen = false;
  for (const Line& line : split_lines(text)) {
    std::string_view t = line.text;
    while (!t.empty() && is_space(t.back())) t.remove_suffix(1);
    if (t.empty() || t[0] == 'c') continue;
    if (t == "s SATISFIABLE" || t == "SAT") {
      a.status = SolverAnswer::Status::satisfiable, status_seen = true;
    } else if (t == "s UNSATISFIABLE" || t == "UNSAT") {
      a.status = SolverAnswer::Status::unsatisfiable, status_seen = true;
    } else if (t == "s UNKNOWN" || t == "s INDETERMINATE" || t == "INDET") {
      a.status = SolverAnswer::Status::unknown, status_seen = true;
    } else if (t[0] == 'v' || t[0] == '-' || (t[0] >= '0' && t[0] <= '9')) {
      if (!read_literals(line, t[0] == 'v' ? 1 : 0, num_vars, a, diags)) return std::nullopt;
    } else {
      diags.error(diags.position_of(line.offset),
                  "expected 's SATISFIABLE', 's UNSATISFIABLE', a 'v' line or a 'c' comment");
      return std::nullopt;
    }
  }
  if (!status_seen) {
    diags.error({1, 1}, "no status line ('s SATISFIABLE', 's UNSATISFIABLE', 'SAT' or 'UNSAT')");
    return std::nullopt;
  }
  return a;
}

}  // namespace rfsat::cnf
