// Class literals: "cell c holds a symbol of class k", for rules that speak of
// kinds of values (low / middle / high thirds, residues modulo m, "holds
// calculation number n") rather than of symbols. A class map gives each
// symbol its class (or kNoClass); for each cell and class the literal is
//   0                 when no candidate of the cell is in the class (false),
//   the one-hot x     when exactly one candidate is,
//   a new variable y  otherwise, with y <-> OR of the class's one-hot literals
//                     (x -> y binary, y -> OR x one clause) and, so that UP
//                     sets y once the cell's other candidates are gone,
//                     y | OR of the cell's other one-hot literals.
// At most one class literal of a cell is true (card::at_most_one over them:
// with new variables UP would not see it from the cell's exactly-one).
// Literals are built once per (cell, map) and cached in the Context, so rules
// sharing a cell share its class literals. Cardinality over class literals
// (at least one low in a square, ...) then goes through card/cardinality.hpp.
//
//   const std::vector<int> map = card::third_classes(ctx.puzzle.symbols);
//   const std::vector<int>& low_mid_high = card::class_literals(ctx, cell, map, 3);
#pragma once

#include <vector>

#include "context.hpp"

namespace rfsat::enc::card {

inline constexpr int kNoClass = -1;

// The class literals of `cell` under `class_of` (size: the number of
// symbols; values kNoClass or 0..classes-1): one literal per class, 0 where
// the class is impossible. The reference stays valid (cached in the Context).
const std::vector<int>& class_literals(Context& ctx, int cell, const std::vector<int>& class_of,
                                       int classes);

// The n cells hold every class 0..classes-1 at least once. Encoding: a
// table with wildcards over the class literals (Bacchus, CP 2007, "GAC via
// unit propagation"): one selector per injective map f of the classes to
// the cells, f -> [cell f(k) in class k]; and per cell and class j (or no
// class) [cell in j] -> OR of the maps that give the cell j or leave it free.
// UP reaches GAC. Example: a 2x2 square and 3 classes: 24 selectors with 3
// binary clauses each, 16 support clauses of up to 12 literals. Beyond 5,000
// maps it falls back to counting (at least one per class, at most
// n - classes + 1 in a class or in none; not GAC).
void every_class(Context& ctx, const std::vector<int>& cells, const std::vector<int>& class_of,
                 int classes);

// The k distinct calculation numbers of the non-empty symbols, ascending.
std::vector<long long> distinct_numbers(const model::SymbolTable& symbols);

// Thirds: the symbol of rank r among the k distinct numbers (0 = smallest)
// is in class floor(3r / k); the empty symbol in none.
std::vector<int> third_classes(const model::SymbolTable& symbols);

// Residues: class n mod m (mathematical, m >= 1); the empty symbol in none.
std::vector<int> residue_classes(const model::SymbolTable& symbols, long long m);

// One class per distinct calculation number (class i: the i-th smallest),
// the empty symbol's 0 included unless `empty_apart` (then it is in none);
// `numbers` receives the numbers.
std::vector<int> number_classes(const model::SymbolTable& symbols, std::vector<long long>& numbers,
                                bool empty_apart = false);

}  // namespace rfsat::enc::card
