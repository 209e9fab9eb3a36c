// Exhaustive instances of the regular-language lines (model::RegexLine:
// regex_line, nfa_line) on values 1..4 and lines of 0 to 4 cells: patterns
// with classes, negation, alternation, stars, counted repeats and stacked
// quantifiers (the checker then simulates the NFA), the empty word, empty
// languages (counts longer than the line, an NFA without accepting state or
// without start), several start states, nondeterminism, revisited cells,
// symvalue duplicates and negatives (the symbols count, not their numbers),
// the empty value, and a line inside a group.
#include <variant>

#include "regex_pattern.hpp"
#include "support/exhaustive.hpp"

namespace rfsat::test {

namespace {

using Instances = std::vector<Instance>;
using L = model::RegexLine;

// A regex_line over `p`'s symbols (the pattern must compile).
Puzzle regex_on(Puzzle p, const std::string& pattern, std::vector<int> cells) {
  auto nfa = sema::compile_pattern(pattern, p.symbols);
  EXPECT_TRUE(std::holds_alternative<model::Nfa>(nfa)) << pattern;
  model::Nfa n = std::holds_alternative<model::Nfa>(nfa) ? std::get<model::Nfa>(nfa) : model::Nfa{};
  return with(std::move(p), {L{std::move(cells), std::move(n), pattern}});
}

model::Nfa nfa(int states, std::vector<int> starts, std::vector<int> accepting,
               std::vector<model::Nfa::Arc> arcs) {
  model::Nfa n{states, std::move(starts), std::vector<char>(static_cast<std::size_t>(states), 0),
               std::move(arcs)};
  for (int a : accepting) n.accepting[static_cast<std::size_t>(a)] = 1;
  return n;
}

void add_regex_instances(Instances& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  add("regex_line 1[2-4]*", regex_on(tiny_puzzle(1, 3, "1234"), "1[2-4]*", first_cells(3)));
  add("regex_line (12|3)* 4 cells", regex_on(tiny_puzzle(1, 4, "1234"), "(12|3)*", first_cells(4)));
  add("regex_line [^1]+4", regex_on(tiny_puzzle(1, 3, "1234"), "[^1]+4", first_cells(3)));
  add("regex_line .{2}4?", regex_on(tiny_puzzle(1, 3, "1234"), ".{2}4?", first_cells(3)));
  add("regex_line ((1|2)(3|4)){1,}",
      regex_on(tiny_puzzle(1, 4, "1234"), "((1|2)(3|4)){1,}", first_cells(4)));
  add("regex_line 1{0,2}[34]{1,2}",
      regex_on(tiny_puzzle(1, 4, "1234"), "1{0,2}[34]{1,2}", first_cells(4)));
  add("regex_line empty pattern no cells", regex_on(tiny_puzzle(1, 2, "12"), "", {}));
  add("regex_line empty pattern 2 cells", regex_on(tiny_puzzle(1, 2, "12"), "", first_cells(2)));
  add("regex_line (|1)(2|) empty alternatives",
      regex_on(tiny_puzzle(1, 2, "123"), "(|1)(2|)", first_cells(2)));
  add("regex_line empty language", regex_on(tiny_puzzle(1, 2, "1234"), "(1|2){3}", first_cells(2)));
  add("regex_line star on no cells", regex_on(tiny_puzzle(1, 2, "12"), "1*", {}));
  add("regex_line stacked 1+? 2*+", regex_on(tiny_puzzle(1, 3, "123"), "1+?2*+3?", first_cells(3)));
  add("regex_line 1{0}", regex_on(tiny_puzzle(1, 2, "12"), "1{0}2", first_cells(1)));
  add("regex_line revisit", regex_on(tiny_puzzle(1, 3, "1234"), "1.1|2[34]+", {0, 1, 0, 2}));
  add("regex_line in a group",
      with(regex_on(tiny_puzzle(1, 4, "1234"), "[12]+[34]*", first_cells(4)), {G{first_cells(4)}}));
  add("regex_line symvalue negatives",
      with_calc(regex_on(tiny_puzzle(1, 3, "abcd"), "a[b-d]*c", first_cells(3)), {-1, -2, 3, 3}));
  add("regex_line empty value",
      with_empty(regex_on(tiny_puzzle(1, 3, "0123"), "0*[12]+0*", first_cells(3)), 0));
  add("regex_line metacharacter glyphs",
      regex_on(tiny_puzzle(1, 3, "+*$1"), "\\+[$\\*]*1", first_cells(3)));
}

void add_nfa_instances(Instances& v) {
  auto add = [&](std::string n, Puzzle p) { v.push_back({std::move(n), std::move(p)}); };
  auto line = [](model::Nfa n, std::vector<int> cells) {
    return L{std::move(cells), std::move(n), ""};
  };
  // a -1,2-> b -3,4-> a, accept b: odd lengths alternating low, high.
  const model::Nfa alternate = nfa(2, {0}, {1}, {{0, 0, 1}, {0, 1, 1}, {1, 2, 0}, {1, 3, 0}});
  add("regex_line nfa alternating 3",
      with(tiny_puzzle(1, 3, "1234"), {line(alternate, first_cells(3))}));
  add("regex_line nfa alternating 4 (empty)",
      with(tiny_puzzle(1, 4, "1234"), {line(alternate, first_cells(4))}));
  // nondeterministic: 1 may go to a state that needs a 2 next or one that needs a 3.
  const model::Nfa branch =
      nfa(4, {0}, {3}, {{0, 0, 1}, {0, 0, 2}, {1, 1, 3}, {2, 2, 3}, {3, 3, 0}});
  add("regex_line nfa branching", with(tiny_puzzle(1, 4, "1234"), {line(branch, first_cells(4))}));
  add("regex_line nfa two starts",
      with(tiny_puzzle(1, 3, "1234"),
           {line(nfa(3, {0, 1}, {2}, {{0, 0, 2}, {1, 3, 2}, {2, 1, 2}}), first_cells(3))}));
  add("regex_line nfa no accepting state",
      with(tiny_puzzle(1, 2, "12"),
           {line(nfa(1, {0}, {}, {{0, 0, 0}, {0, 1, 0}}), first_cells(2))}));
  add("regex_line nfa no start",
      with(tiny_puzzle(1, 2, "12"), {line(nfa(1, {}, {0}, {{0, 0, 0}}), first_cells(2))}));
  add("regex_line nfa start accepts, no cells",
      with(tiny_puzzle(1, 2, "12"), {line(nfa(1, {0}, {0}, {}), {})}));
  add("regex_line nfa start rejects, no cells",
      with(tiny_puzzle(1, 2, "12"), {line(nfa(2, {0}, {1}, {}), {})}));
  add("regex_line nfa 1 cell", with(tiny_puzzle(1, 1, "1234"), {line(branch, first_cells(1))}));
  add("regex_line nfa revisit", with(tiny_puzzle(1, 2, "1234"), {line(alternate, {0, 1, 0})}));
  add("regex_line nfa empty value",
      with_empty(with(tiny_puzzle(1, 3, "0123"), {line(alternate, first_cells(3))}), 0));
}

}  // namespace

std::vector<Instance> automaton_line_instances() {
  std::vector<Instance> v;
  add_regex_instances(v);
  add_nfa_instances(v);
  return v;
}

TEST(EncoderExhaustive, AutomatonLineKinds) {
  for (const Instance& in : automaton_line_instances()) expect_cnf_matches_checker(in);
}

}  // namespace rfsat::test
