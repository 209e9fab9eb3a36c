// `rfsat generate`: unique calcudokus (cdok's generator, with every puzzle
// proven unique by the solver) and unique puzzles for any rule file
// (--rules: a rule file, or a variant puzzle read into `.rf` first, which
// is then what is written). Puzzles go to standard output (or -o), one line per puzzle
// about it (seed, cages, givens, difficulty, solver runs) to stderr.
#include <chrono>
#include <ostream>
#include <random>

#include "cdok/write.hpp"
#include "commands.hpp"
#include "exit_codes.hpp"
#include "files.hpp"
#include "generate.hpp"
#include "load.hpp"
#include "rf/write.hpp"

namespace rfsat::cli {
namespace {

std::uint64_t fresh_seed() {
  std::random_device rd;
  return (static_cast<std::uint64_t>(rd()) << 20 ^ rd()) % 1000000000ULL + 1;
}

// The rule text --rules names: the file, or a variant puzzle's `.rf` form,
// read within the memory limit (LoadLimitReached goes to the caller).
std::optional<std::string> rules_text(const std::string& path, const LoadLimits& limits,
                                      std::ostream& err) {
  std::optional<formats::Input> in = formats::open_input(path, "", err, false, limits);
  if (!in) return std::nullopt;
  if (in->rule_text) return in->rule_text;  // a FIFO or a device: read once
  if (in->kind != formats::Input::Kind::imported)
    return formats::read_text_file(path, err,
                                   formats::reader_cap(formats::ClassicFormat::rf, limits));
  // (resolved here first, so that errors name the input's items)
  if (!formats::puzzle_of(*in, path, err, limits)) return std::nullopt;
  return in->imported->rf.text();
}

// A generation that stopped: 3 when a limit stopped it (solve's "memory
// limit: ..." and "time limit ..." words), else `otherwise`.
int failure_code(const std::string& why, int otherwise) {
  return why.rfind("memory limit", 0) == 0 || why.rfind("time limit", 0) == 0 ? kExitLimit
                                                                              : otherwise;
}

int generate_rules(const GenerateOptions& o, std::uint64_t seed, std::ostream& out, std::ostream& err) {
  if (!load_allowed(o.rules, "", false, o.memory_limit_mb, err)) return kExitLimit;
  const LoadLimits limits = load_limits(std::nullopt, o.memory_limit_mb, o.strict);
  bool limited = false;
  std::optional<std::string> text =
      load_within_limits(o.rules, err, limited, [&] { return rules_text(o.rules, limits, err); });
  if (!text) return limited ? kExitLimit : kExitInputError;
  std::optional<model::Puzzle> p = load_within_limits(o.rules, err, limited, [&] {
    return formats::load_puzzle_text(o.rules, *text, err, limits);
  });
  if (!p) return limited ? kExitLimit : kExitInputError;
  std::string why;
  std::optional<generate::RulesResult> r =
      generate::generate_from_rules(*text, *p,
                                    {.seed = seed,
                                     .clues = o.clues,
                                     .time_limit = o.time_limit,
                                     .memory_limit_mb = o.memory_limit_mb},
                                    &why);
  if (!r) {
    err << o.rules << ": error: " << why << '\n';
    return failure_code(why, kExitNotUnique);
  }
  err << o.rules << ": seed " << seed << ": " << r->givens << " givens, " << r->removed_clues
      << " clue rules removed, " << r->proofs << " solver runs\n";
  if (o.output.empty() || o.output == "-") {
    out << r->text;
    return kExitOk;
  }
  return formats::write_file_atomically(o.output, r->text, o.rules, err) ? kExitOk : kExitInputError;
}

generate::CalcudokuOptions calcudoku_options(const GenerateOptions& o, std::uint64_t seed) {
  generate::CalcudokuOptions co;
  co.size = o.size;
  co.seed = seed;
  co.two_cell = o.two_cell;
  co.ops = o.ops;
  co.no_givens = o.no_givens;
  co.min_cage = o.min_cage;
  co.max_cage = o.max_cage;
  co.min_difficulty = o.min_difficulty;
  co.max_difficulty = o.max_difficulty;
  co.time_limit = o.time_limit;
  co.memory_limit_mb = o.memory_limit_mb;
  if (o.format == "rf") co.max_cages = 1 << 20;  // .rf names cages by their cells
  return co;
}

// One generated calcudoku in --format, and with --solution its solution.
std::string puzzle_text(const GenerateOptions& o, const generate::Generated& g) {
  std::string text;
  if (o.format == "cdok") {
    text += formats::cdok::write_cdok(g.puzzle);
  } else if (o.format == "rf") {
    std::string no;
    text += *formats::rf::write_calcudoku_rf(g.puzzle, &no);
  } else {
    text += formats::cdok::write_cdok_picture(g.puzzle, nullptr, o.format == "cdok-utf8");
  }
  if (o.solution) {
    text += '\n';
    text += o.format == "cdok" || o.format == "rf"
                ? formats::cdok::write_cdok_values(o.size, g.solution)
                : formats::cdok::write_cdok_picture(g.puzzle, &g.solution, o.format == "cdok-utf8");
  }
  return text;
}

}  // namespace

int cmd_generate(const GenerateOptions& o, std::ostream& out, std::ostream& err) {
  const std::uint64_t seed = o.seed.value_or(fresh_seed());
  if (!o.rules.empty()) return generate_rules(o, seed, out, err);
  if (o.format != "cdok" && o.format != "cdok-picture" && o.format != "cdok-utf8" && o.format != "rf") {
    err << "error: --format must be cdok, cdok-picture, cdok-utf8 or rf\n";
    return kExitInputError;
  }
  std::string text;
  for (int i = 0; i < o.count; ++i) {
    const generate::CalcudokuOptions co = calcudoku_options(o, seed + static_cast<std::uint64_t>(i));
    const auto start = std::chrono::steady_clock::now();
    std::string why;
    std::optional<generate::Generated> g = generate::generate_calcudoku(co, &why);
    if (!g) {
      err << "error: seed " << co.seed << ": " << why << '\n';
      return failure_code(
          why, why.find("--") != std::string::npos && why.find("reached") == std::string::npos
                   ? kExitInputError
                   : kExitNotUnique);
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    int givens = 0;
    for (int v : g->puzzle.given) givens += v >= 0 ? 1 : 0;
    err << "seed " << co.seed << ": " << o.size << "x" << o.size << ", " << g->puzzle.cages.size()
        << " cages, " << givens << " givens, difficulty "
        << (g->difficulty < 0 ? std::string("not measured") : std::to_string(g->difficulty)) << ", "
        << g->verdict << " (" << g->proofs << " solver runs, " << static_cast<long>(ms) << " ms)\n";
    if (i > 0) text += '\n';
    text += puzzle_text(o, *g);
  }
  if (o.output.empty() || o.output == "-") {
    out << text;
    return kExitOk;
  }
  return formats::write_file_atomically(o.output, text, "", err) ? kExitOk : kExitInputError;
}

}  // namespace rfsat::cli
