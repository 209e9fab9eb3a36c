// The shared checks of the fuzz harnesses (harness.hpp). solve_and_check
// takes the path of solve::solve (propagation shortcut, then encoding and the
// enumeration loop) with a conflict budget instead of a time limit, so that
// every run of an input is the same run.
#include "harness.hpp"

#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "cage_prune.hpp"
#include "encode.hpp"
#include "enumerator.hpp"
#include "evaluate.hpp"
#include "import/load_imported.hpp"
#include "load.hpp"
#include "solve.hpp"
#include "support/backtrack.hpp"
#include "wide.hpp"

namespace rfsat::fuzz {

void fail(std::string_view what, std::string_view detail) {
  std::fprintf(stderr, "FUZZ FAILURE: %.*s\n%.*s\n", static_cast<int>(what.size()), what.data(),
               static_cast<int>(detail.size()), detail.data());
  std::abort();
}

void require_message(const std::string& err) {
  if (err.find("error") == std::string::npos) fail("input rejected without an error message", err);
}

namespace {

// Whether `text` holds "<name>:<digits>:<digits>: error" (no std::regex: it
// would cost more than the reader under test).
bool has_located_error(std::string_view text, std::string_view name) {
  for (std::size_t at = text.find(name); at != std::string_view::npos;
       at = text.find(name, at + 1)) {
    std::size_t i = at + name.size();
    int numbers = 0;
    while (numbers < 2 && i < text.size() && text[i] == ':') {
      const std::size_t digits = ++i;
      while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
      numbers += i > digits ? 1 : 0;
      if (i == digits) break;
    }
    if (numbers == 2 && text.substr(i, 8) == ": error:") return true;
  }
  return false;
}

}  // namespace

void require_located(const std::string& err, std::string_view name) {
  if (!has_located_error(err, name)) fail("input rejected without a file:line:col error", err);
}

void import_and_load(const std::string& text, formats::ClassicFormat f) {
  std::ostringstream err;
  auto imported = formats::read_imported("fuzz", text, f, err, kLoadLimits);
  if (!imported) return require_message(err.str());
  std::ostringstream err2;
  try {
    if (!formats::import::load_imported(*imported, "fuzz", err2, kLoadLimits))
      require_message(err2.str());
  } catch (const LoadMemoryLimit&) {
  }
}

namespace {

constexpr int kMaxSolutions = 3;
constexpr int kConflicts = 2000;

long long candidates_of(const model::Puzzle& p) {
  return static_cast<long long>(p.geometry.cell_count()) * static_cast<long long>(p.symbols.size());
}

int open_cells(const model::Puzzle& p) {
  int n = 0;
  for (int c = 0; c < p.geometry.cell_count(); ++c) n += p.geometry.is_hole(c) ? 0 : 1;
  return n;
}

backend::Enumeration enumerate_capped(const model::Puzzle& p, bool* decided) {
  enc::Encoded encoded;
  *decided = false;
  if (p.symbols.size() > enc::kMaxSymbols) {
    encoded = enc::encode_wide(p, {});
  } else {
    enc::Domains domains = presolve::pruned_domains(p);
    if (auto by_propagation = solve::decided_by_propagation(p, domains)) {
      *decided = true;
      return *by_propagation;
    }
    encoded = enc::encode_domains(p, std::move(domains), {});
  }
  backend::SatSolver solver({.profile = solve::profile_of(p)});
  solver.add_formula(encoded.formula);
  backend::Collector collector(kMaxSolutions);
  backend::Query query;
  query.limits.conflicts = kConflicts;
  query.one_chunk = true;
  backend::enumerate_cells(solver, backend::cells_of(p, encoded), query, collector);
  return std::move(collector.result);
}

}  // namespace

void solve_and_check(const model::Puzzle& p) {
  if (candidates_of(p) > kMaxCandidates) return;
  bool decided = false;
  backend::Enumeration e;
  try {
    e = enumerate_capped(p, &decided);
  } catch (const cnf::LimitExceeded& refused) {
    // A rule too large to encode (a sum target past the DP's magnitudes):
    // solve refuses it with that message, exit 3.
    if (refused.kind != cnf::LimitExceeded::Kind::size) throw;
    return;
  }
  for (const model::Assignment& a : e.solutions)
    if (auto why = check::find_violation(p, a)) fail("a solution fails the checker", *why);
  if (open_cells(p) > 16) return;
  const long long n = static_cast<long long>(e.solutions.size());
  const std::optional<long long> expected =
      test::count_solutions_within(p, kMaxSolutions, 1'000'000);
  if (!expected) return;
  const bool disagree = e.complete ? *expected != n : *expected < n;
  if (disagree)
    fail("the count disagrees with the backtracking counter",
         "SAT " + std::to_string(n) + (e.complete ? " (complete)" : " (capped)") +
             ", backtracker " + std::to_string(*expected) +
             (decided ? ", decided by propagation" : ""));
}

}  // namespace rfsat::fuzz
