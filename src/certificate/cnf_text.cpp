// The part of a certificate that both its writer and its verifier compute
// (certificate.hpp): the certificate CNF's exact text from the puzzle and
// the claimed solution, and reading the certificate's copy of the puzzle.
// Writer and verifier share this on purpose: the encoder is the trusted
// part (docs/certificates.md), and the verifier's job is to show that the
// CNF it checks is the encoder's, byte for byte.
#include <algorithm>
#include <ostream>
#include <sstream>

#include "certificate.hpp"
#include "classic/read.hpp"
#include "classic/to_model.hpp"
#include "encode.hpp"
#include "load.hpp"
#include "printable.hpp"

namespace rfsat::certificate {

std::optional<std::string> certificate_cnf(const model::Puzzle& puzzle,
                                           const model::Assignment* solution,
                                           const std::string& puzzle_file, std::string* why,
                                           cnf::Formula* formula, enc::Options budget) {
  if (puzzle.symbols.size() > enc::kMaxSymbols) {
    if (why) *why = "puzzles of more than 64 symbols have no certificates";
    return std::nullopt;
  }
  // No pruning: the candidates that propagation would remove stay in the
  // CNF, so the proof covers that reasoning instead of trusting it.
  budget.prune = false;
  enc::Encoded e = enc::encode_puzzle(puzzle, budget);
  std::vector<std::string> comments{
      solution ? "rfsat certificate of uniqueness" : "rfsat certificate of no solution",
      "puzzle " + puzzle_file,
      std::string("claim ") + (solution ? "unique" : "none"),
      "the puzzle's rules as rfsat encodes them without pruning",
  };
  if (solution) {
    e.formula.add_clause(enc::blocking_clause(e, *solution));
    comments.push_back(
        "and, last, a clause: some cell differs from the solution in the .solution file");
  }
  comments.push_back("cell variables: x <var> <cell> r<row>c<col> <symbol>");
  for (std::string& c : enc::variable_comments(e, puzzle)) comments.push_back(std::move(c));
  std::ostringstream text;
  cnf::write_dimacs(text, e.formula, comments);
  if (formula) *formula = std::move(e.formula);
  return text.str();
}

std::string solution_line(const model::Puzzle& puzzle, const model::Assignment& a) {
  std::string out;
  for (int s : a) out += s < 0 ? '.' : puzzle.symbols.symbols[s].glyph;
  return out;
}

std::optional<model::Assignment> parse_solution(const model::Puzzle& puzzle,
                                                const std::string& line, std::string* why) {
  const model::Geometry& g = puzzle.geometry;
  if (static_cast<int>(line.size()) != g.total_cells()) {
    *why = "expected " + std::to_string(g.total_cells()) + " symbols, one per cell, found " +
           std::to_string(line.size());
    return std::nullopt;
  }
  model::Assignment a(line.size(), -1);
  for (int c = 0; c < g.total_cells(); ++c) {
    const int s = g.is_hole(c) ? -1 : puzzle.symbols.index_of(line[c]);
    if (g.is_hole(c) != (line[c] == '.') || (!g.is_hole(c) && s < 0)) {
      *why = "column " + std::to_string(c + 1) + ": '" + std::string(1, line[c]) + "' is not " +
             (g.is_hole(c) ? "'.' for a hole" : "a symbol of the puzzle");
      return std::nullopt;
    }
    a[c] = s;
  }
  return a;
}

namespace {

// The one non-blank line of a collection input, as a puzzle; read whole,
// within the memory limit of `limits` (the file could be /dev/zero).
std::optional<model::Puzzle> one_line_puzzle(const std::string& path, const LoadLimits& limits,
                                             std::ostream& err) {
  const std::optional<std::string> text =
      formats::read_text_file(path, err, formats::reader_cap(std::nullopt, limits));
  if (!text) return std::nullopt;
  std::istringstream in(*text);
  std::string line, found;
  int lines = 0;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    found = line;
    ++lines;
  }
  if (lines != 1) {
    err << text::printable(path)
        << ": error: a certificate's puzzle file holds one puzzle, this one " << lines << '\n';
    return std::nullopt;
  }
  formats::classic::ClassicGrid grid;
  std::string error;
  int column = 0;
  if (!formats::classic::parse_line_puzzle(found, grid, &error, &column)) {
    err << text::printable(path) << ":1:" << column << ": error: " << error << '\n';
    return std::nullopt;
  }
  return formats::classic::to_model(grid);
}

}  // namespace

std::optional<model::Puzzle> load_certified_puzzle(const std::string& path, std::ostream& err,
                                                   const LoadLimits& limits) {
  // Every reader's range checks apply: a number out of range (a wrapped
  // one) is refused, not read as another number.
  std::optional<formats::Input> in = formats::open_input(path, "", err, false, limits);
  if (!in) return std::nullopt;
  // A reading the reader had to choose (it warned) is no ground for a
  // certificate (docs/certificates.md).
  if (in->imported && !in->imported->warnings.empty()) {
    err << text::printable(path)
        << ": error: a certificate's puzzle copy must read without a warning\n";
    return std::nullopt;
  }
  if (in->one_puzzle()) return formats::puzzle_of(*in, path, err, limits);
  if (in->kind == formats::Input::Kind::grids) {
    if (in->grids.size() == 1) return formats::classic::to_model(in->grids.front());
    err << text::printable(path)
        << ": error: a certificate's puzzle file holds one puzzle, this one " << in->grids.size()
        << '\n';
    return std::nullopt;
  }
  return one_line_puzzle(path, limits, err);
}

}  // namespace rfsat::certificate
