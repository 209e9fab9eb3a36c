// `rfsat dimacs FILE [-o OUT]`: the puzzle's CNF in DIMACS, with comment
// lines mapping every cell variable to its cell and symbol, so that an
// external solver's answer can be decoded (`rfsat decode`, cmd_decode.cpp).
// --memory-limit bounds the formula as solve's does (the estimate first,
// then the budget while encoding: exit 3); the text is written as it is
// made, never held whole (a 498x498 killer grid's is 726 MB).
#include <ostream>

#include "commands.hpp"
#include "encode.hpp"
#include "exit_codes.hpp"
#include "files.hpp"
#include "load.hpp"
#include "presolve.hpp"
#include "printable.hpp"
#include "solve.hpp"

namespace rfsat::cli {

std::optional<PuzzleDimacs> puzzle_dimacs(const model::Puzzle& puzzle, const std::string& file,
                                          std::size_t memory_limit_mb, std::ostream& err) {
  // No solver: the formula's memory is our store alone.
  constexpr std::size_t kPerLiteral = solve::kDimacsBytesPerLiteral;
  const enc::Options options{.max_literals = solve::literal_budget(memory_limit_mb, kPerLiteral)};
  PuzzleDimacs d;
  try {
    const presolve::Presolved pre =
        presolve::presolve(puzzle, {.hint = false, .max_literals = options.max_literals});
    if (auto why = solve::formula_refusal(pre, memory_limit_mb, kPerLiteral)) {
      err << text::printable(file) << ": " << *why << '\n';
      return std::nullopt;
    }
    d.encoded = enc::encode(puzzle, pre, options);
  } catch (const cnf::LimitExceeded& stopped) {
    err << text::printable(file) << ": "
        << solve::encoding_stopped(stopped, memory_limit_mb, kPerLiteral) << '\n';
    return std::nullopt;
  }
  d.comments = {"rfsat DIMACS of " + file, "cell variables: x <var> <cell> r<row>c<col> <symbol>"};
  for (std::string& c : enc::variable_comments(d.encoded, puzzle))
    d.comments.push_back(std::move(c));
  return d;
}

int cmd_dimacs(const std::string& file, const std::string& from, const std::string& output,
               std::size_t memory_limit_mb, bool strict, std::ostream& out, std::ostream& err) {
  if (!load_allowed(file, from, false, memory_limit_mb, err)) return kExitLimit;
  bool limited = false;
  std::optional<model::Puzzle> puzzle = load_within_limits(file, err, limited, [&] {
    return formats::load_one_puzzle(file, from, err,
                                    load_limits(std::nullopt, memory_limit_mb, strict));
  });
  if (!puzzle) return limited ? kExitLimit : kExitInputError;
  const std::optional<PuzzleDimacs> d = puzzle_dimacs(*puzzle, file, memory_limit_mb, err);
  if (!d) return kExitLimit;
  if (output.empty() || output == "-") {
    cnf::write_dimacs(out, d->encoded.formula, d->comments);
    return kExitOk;
  }
  return formats::write_file_atomically(
             output, file, err,
             [&](std::ostream& text) { cnf::write_dimacs(text, d->encoded.formula, d->comments); })
             ? kExitOk
             : kExitInputError;
}

}  // namespace rfsat::cli
