// The rule registry: one row per keyword of the `.rf` language (spec §1-§9)
// carrying everything the program knows about it: argument shape, support,
// the phase and handler of the semantic pass, whether generate --rules
// --clues may remove it, a one-line description, the spec section, an
// example (a whole rule file), its signature and the common names it goes
// by. `rfsat rules KEYWORD` and the reference of docs/rf-language.md print
// these rows. resolve.cpp dispatches through it; the rows and the
// "did you mean" suggestion are in rule_rows_*.hpp and rule_registry.cpp; docs/adding-a-rule.md
// says what a new row needs.
//
//   const sema::Rule* r = sema::find_rule(sema::canonical_name("reptition"));
//   // r->keyword == "repetition", r->phase == sema::Phase::flag
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "ast.hpp"

namespace rfsat::sema {

class Resolver;

enum class Support { implemented, planned, refused };

// When the semantic pass handles a rule; resolve.cpp runs the phases in the
// order listed here, each in source order.
enum class Phase {
  values,      // §2: Resolver::resolve_values reads every such line at once, first
  flag,        // read up front: repetition (seen by every cage), renban (applied last)
  grid,        // §3: Resolver::resolve_grid reads every such line at once
  ordinary,    // in source order
  late_dot,    // kropki_sum2: after the ordinary rules, so that it exempts no pair
  whole_grid,  // §8: last; sees every pair the ordinary rules name
  block,       // or / and / end: bracket the lines between them (blocks.hpp)
};

// A resolve handler: AST -> model for one line of the file, reporting its own
// errors; or none (`{}`). Built from a function, never from a null pointer,
// so that `set` says at compile time whether a row has one.
struct Handler {
  using Fn = void (*)(Resolver&, const ast::Property&);
  constexpr Handler() = default;
  constexpr Handler(void (&f)(Resolver&, const ast::Property&)) : fn(&f), set(true) {}  // NOLINT
  Fn fn = nullptr;
  bool set = false;
};

struct Rule {
  std::string_view keyword;
  ast::Shape shape;
  bool also_call;  // a flag that may also take arguments (anti_queen(s...))
  Support support;
  Phase phase;
  // None only for the values and grid phases (read whole by their phase)
  // and for rules not implemented.
  Handler resolve;
  bool clue;  // a clue: `generate --rules --clues` may remove its lines
  std::string_view section;      // of ../shared/spec/rf-format.md: "§7"
  std::string_view description;  // one line, for listings and docs
  // A whole rule file (its own `values` line, grid and groups; most are a
  // 4x4 sudoku) that uses the rule. Implemented rows' examples have a
  // solution.
  std::string_view example;
  // The arguments' names, order and kinds: `sum(total, cell, cell, ...)`;
  // `[x;]` an optional part, `a, or b` two forms.
  std::string_view signature;
  // Other puzzles' names for it (`killer`), space-separated: suggested by
  // the unknown-rule error, never read as the rule.
  std::string_view known_as = {};
};

// Every row, in the order of the spec.
std::span<const Rule> rules();

// The canonical name for an alias (`hexangular_grid` -> `hexagonal_grid`,
// `hexagonal_lines`, `del_value`, `reptition`), else `name` itself.
std::string_view canonical_name(std::string_view name);

// The row of a (canonical) keyword, or nullptr.
const Rule* find_rule(std::string_view keyword);

// The row's example as the text of a file (with its last line break).
std::string example_file(const Rule& rule);

// The known keyword closest to `name` by edit distance (the first of the
// table on ties).
std::string closest_rule(std::string_view name);

// "unknown rule 'NAME'; did you mean 'KEYWORD'?"; for a name some rows are
// known_as, those rows ("unknown rule 'killer'; rfsat calls it 'sum' (...)
// or 'cage' (...)"); for a name far longer
// than any keyword its first 40 characters and its length, without a
// suggestion (the message of the semantic pass and of `rfsat rules`).
std::string unknown_rule_message(std::string_view name);

}  // namespace rfsat::sema
