// THE list of constraint kinds. Every kind is a plain struct here and one
// alternative of `ConstraintKind`; the encoder dispatch (encodings/dispatch.cpp),
// the independent checker (src/check/evaluate.cpp) and the kind-coverage test
// all `std::visit` this variant without a default branch, so a kind lacking an
// encoder or a checker does not compile, and one lacking a test fails a test.
// Cells are 0-based indices into Geometry; symbols are indices into SymbolTable.
#pragma once

#include <string_view>
#include <variant>
#include <vector>

#include "ast.hpp"
#include "variant_kinds.hpp"

namespace rfsat::model {

// A house (row, column, box, diagonal, extra_region, jigsaw, ...): each symbol
// occurs at most `multiplicity` times; exactly that often when the group has
// as many cells as `values` has characters.
struct Group {
  std::vector<int> cells;
};

// `renban` applied to a group: the calculation numbers of its non-empty cells
// are pairwise distinct and form a run of consecutive integers.
struct Renban {
  std::vector<int> cells;
};

// `set_cell(cell, s)`.
struct Given {
  int cell = 0;
  int symbol = 0;
};

// `set_values(cell, s...)`: the cell holds one of `symbols`.
struct AllowedSymbols {
  int cell = 0;
  std::vector<int> symbols;
};

// `del_values(cell, s...)`: the cell holds none of `symbols`.
struct ForbiddenSymbols {
  int cell = 0;
  std::vector<int> symbols;
};

// `even(...)` / `odd(...)`: parity of the calculation number of each cell.
struct Parity {
  std::vector<int> cells;
  bool even = true;
};

// THE kind list. One alternative per line. A kind joins the list when its
// encoder, its checker and its exhaustive test instances exist.
using ConstraintKind = std::variant<  //
    Group,                            //
    Renban,                           //
    Given,                            //
    AllowedSymbols,                   //
    ForbiddenSymbols,                 //
    Thermo,                           //
    Palindrome,                       //
    Whisper,                          //
    Product,                          //
    Difference,                       //
    Ratio,                            //
    SameRemainder,                    //
    Wheel,                            //
    Equal,                            //
    MinDiff,                          //
    DiffDot,                          //
    RatioDot,                         //
    SumDot,                           //
    CircleDiff,                       //
    CirclePower,                      //
    Greater,                          //
    DifferentPairs,                   //
    NoDiff,                           //
    NoRatio,                          //
    NoSum,                            //
    NoSumModulo,                      //
    NoSameRemainder,                  //
    RippleLine,                       //
    RippleCage,                       //
    Sum,                              //
    SumModulo,                        //
    Arrow,                            //
    Sandwich,                         //
    Parity,                           //
    DistinctDigits                    //
    >;

// Stable, human name of each kind (also used by tests and stats).
inline std::string_view kind_name(const Group&) { return "group"; }
inline std::string_view kind_name(const Renban&) { return "renban"; }
inline std::string_view kind_name(const Given&) { return "given"; }
inline std::string_view kind_name(const AllowedSymbols&) { return "set_values"; }
inline std::string_view kind_name(const ForbiddenSymbols&) { return "del_values"; }
inline std::string_view kind_name(const Parity&) { return "parity"; }
inline std::string_view kind_name(const Sum&) { return "sum"; }
inline std::string_view kind_name(const Product&) { return "product"; }
inline std::string_view kind_name(const Difference&) { return "diff"; }
inline std::string_view kind_name(const Ratio&) { return "ratio"; }
inline std::string_view kind_name(const SumModulo&) { return "kimo_sum"; }
inline std::string_view kind_name(const SameRemainder&) { return "modulo"; }
inline std::string_view kind_name(const Wheel&) { return "wheel"; }
inline std::string_view kind_name(const Equal&) { return "equal"; }
inline std::string_view kind_name(const MinDiff&) { return "mindiff"; }
inline std::string_view kind_name(const DiffDot&) { return "kropki_diff"; }
inline std::string_view kind_name(const RatioDot&) { return "kropki_factor"; }
inline std::string_view kind_name(const SumDot&) { return "kropki_sum"; }
inline std::string_view kind_name(const CircleDiff&) { return "circlediff"; }
inline std::string_view kind_name(const CirclePower&) { return "circlepower"; }
inline std::string_view kind_name(const Greater&) { return "greater"; }
inline std::string_view kind_name(const DifferentPairs&) { return "different_pairs"; }
inline std::string_view kind_name(const NoDiff&) { return "nodiff"; }
inline std::string_view kind_name(const NoRatio&) { return "no_ratio"; }
inline std::string_view kind_name(const NoSum&) { return "no_kropki_sum"; }
inline std::string_view kind_name(const NoSumModulo&) { return "no_kimo_sum"; }
inline std::string_view kind_name(const NoSameRemainder&) { return "no_modulo"; }
inline std::string_view kind_name(const RippleLine&) { return "ripple_effect_distance"; }
inline std::string_view kind_name(const RippleCage&) { return "ripple_cages"; }
inline std::string_view kind_name(const Thermo&) { return "thermo"; }
inline std::string_view kind_name(const Arrow&) { return "arrow"; }
inline std::string_view kind_name(const Palindrome&) { return "palindrome"; }
inline std::string_view kind_name(const Whisper&) { return "whisper"; }
inline std::string_view kind_name(const Sandwich&) { return "sandwich"; }
inline std::string_view kind_name(const DistinctDigits&) { return "distinct_digits"; }

struct Constraint {
  ConstraintKind kind;
  ast::SourcePos origin;  // the rule-file line that made it (0:0 if generated)
};

inline std::string_view kind_name(const Constraint& c) {
  return std::visit([](const auto& k) { return kind_name(k); }, c.kind);
}

// Rules that only narrow one cell's candidates: givens, set/del_values and
// parity (which names cells, each narrowed on its own).
inline bool is_candidate_rule(const Constraint& c) {
  return std::holds_alternative<Given>(c.kind) || std::holds_alternative<AllowedSymbols>(c.kind) ||
         std::holds_alternative<ForbiddenSymbols>(c.kind) || std::holds_alternative<Parity>(c.kind);
}

}  // namespace rfsat::model
