// THE list of constraint kinds. Every kind is a plain struct here and one
// alternative of `ConstraintKind`; the encoder dispatch (encodings/dispatch.cpp),
// the independent checker (src/check/evaluate.cpp) and the kind-coverage tests
// all `std::visit` this variant without a default branch, so a kind lacking an
// encoder or a checker does not compile, and one lacking a test fails a test.
// One kind, one name: a kind is named after the keyword that makes it (the
// first of several: Thermo for thermo and slow_thermo), kind_name() returns
// that keyword, its encoder is encodings/constraints/<kind_name>.cpp, its
// checker evaluate(const Kind&, ...). Kinds no single keyword names keep a
// name of their own (see their kind_name lines). docs/adding-a-rule.md.
// Cells are 0-based indices into Geometry; symbols are indices into SymbolTable.
#pragma once

#include <string_view>
#include <variant>
#include <vector>

#include "automaton_kinds.hpp"
#include "chaos_kinds.hpp"
#include "global_kinds.hpp"
#include "line_kinds.hpp"
#include "outside_kinds.hpp"
#include "relation_kinds.hpp"
#include "set_kinds.hpp"
#include "source_pos.hpp"
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

// `set_cell(cell, s)`, and every given of the classic formats, cdok specs and
// generated puzzles: named for what it is (kind_name "given"), the one kind
// whose keyword is not its name.
struct Given {
  int cell = 0;
  int symbol = 0;
};

// `set_values(cell, s...)`: the cell holds one of `symbols`.
struct SetValues {
  int cell = 0;
  std::vector<int> symbols;
};

// `del_values(cell, s...)`: the cell holds none of `symbols`.
struct DelValues {
  int cell = 0;
  std::vector<int> symbols;
};

// `even(...)` / `odd(...)`: parity of the calculation number of each cell.
struct Parity {
  std::vector<int> cells;
  bool even = true;
};

struct Constraint;

// `or` ... `end`: at least one alternative holds; an alternative is one rule,
// or the rules of an `and` ... `end` block inside it, all of which hold.
// Built by the semantic pass from the lines between the markers.
struct Or {
  std::vector<std::vector<Constraint>> alternatives;
};

// THE kind list. One alternative per line. A kind joins the list when its
// encoder, its checker and its exhaustive test instances exist.
using ConstraintKind = std::variant<  //
    Group,                            //
    Renban,                           //
    Given,                            //
    SetValues,                        //
    DelValues,                        //
    Thermo,                           //
    Palindrome,                       //
    Whisper,                          //
    Product,                          //
    Diff,                             //
    Ratio,                            //
    Modulo,                           //
    Wheel,                            //
    Equal,                            //
    MinDiff,                          //
    KropkiDiff,                       //
    KropkiFactor,                     //
    KropkiSum,                        //
    KropkiAny,                        //
    CircleDiff,                       //
    CirclePower,                      //
    Greater,                          //
    DifferentPairs,                   //
    NoDiff,                           //
    NoKropkiSum,                      //
    NoKimoSum,                        //
    NoModulo,                         //
    RippleEffectDistance,             //
    RippleCages,                      //
    Sum,                              //
    KimoSum,                          //
    Arrow,                            //
    Sandwich,                         //
    Parity,                           //
    DistinctDigits,                   //
    SumLine,                          //
    XSum,                             //
    Skyscraper,                       //
    HiddenSkyscraper,                 //
    FullRank,                         //
    NumberedRoom,                     //
    Lunchbox,                         //
    Cage,                             //
    RellikCage,                       //
    EqualityCage,                     //
    EqualSum,                         //
    ContainAtLeast,                   //
    Quadruple,                        //
    LookAndSay,                       //
    CountDistinct,                    //
    Clone,                            //
    SameValues,                       //
    CountingCircles,                  //
    DisjointSets,                     //
    AntiTaxicab,                      //
    GlobalEntropy,                    //
    GlobalMod,                        //
    DutchFlatmates,                   //
    RowIndexer,                       //
    ColumnIndexer,                    //
    BoxIndexer,                       //
    NoIndexer,                        //
    ValueIndexing,                    //
    Minimum,                          //
    Maximum,                          //
    NoKropki,                         //
    BetweenLine,                      //
    LockoutLine,                      //
    RegionSumLine,                    //
    ZipperLine,                       //
    NabnerLine,                       //
    DoubleArrow,                      //
    EntropicLine,                     //
    ModularLine,                      //
    ParityLine,                       //
    RegexLine,                        //
    Or,                               //
    Relation,                         //
    WeightedSum,                      //
    ChaosConstruction,                //
    ChaosCount,                       //
    Doppelganger                      //
    >;

// Stable, human name of each kind: the keyword that makes it. Printed in
// messages ("it has thermo rules"), so never renamed. Kinds without a keyword
// of their own: group (every group rule), given (set_cell and the givens of
// other formats), parity (even, odd), different_pairs (neq, different_adjacent,
// anti_*), distinct_digits (cdok's Nylimb lines).
inline std::string_view kind_name(const Group&) { return "group"; }
inline std::string_view kind_name(const Renban&) { return "renban"; }
inline std::string_view kind_name(const Given&) { return "given"; }
inline std::string_view kind_name(const SetValues&) { return "set_values"; }
inline std::string_view kind_name(const DelValues&) { return "del_values"; }
inline std::string_view kind_name(const Parity&) { return "parity"; }
inline std::string_view kind_name(const Sum&) { return "sum"; }
inline std::string_view kind_name(const Product&) { return "product"; }
inline std::string_view kind_name(const Diff&) { return "diff"; }
inline std::string_view kind_name(const Ratio&) { return "ratio"; }
inline std::string_view kind_name(const KimoSum&) { return "kimo_sum"; }
inline std::string_view kind_name(const Modulo&) { return "modulo"; }
inline std::string_view kind_name(const Wheel&) { return "wheel"; }
inline std::string_view kind_name(const Equal&) { return "equal"; }
inline std::string_view kind_name(const MinDiff&) { return "mindiff"; }
inline std::string_view kind_name(const KropkiDiff&) { return "kropki_diff"; }
inline std::string_view kind_name(const KropkiFactor&) { return "kropki_factor"; }
inline std::string_view kind_name(const KropkiSum&) { return "kropki_sum"; }
inline std::string_view kind_name(const KropkiAny&) { return "kropki_any"; }
inline std::string_view kind_name(const CircleDiff&) { return "circlediff"; }
inline std::string_view kind_name(const CirclePower&) { return "circlepower"; }
inline std::string_view kind_name(const Greater&) { return "greater"; }
inline std::string_view kind_name(const DifferentPairs&) { return "different_pairs"; }
inline std::string_view kind_name(const NoDiff&) { return "nodiff"; }
inline std::string_view kind_name(const NoKropkiSum&) { return "no_kropki_sum"; }
inline std::string_view kind_name(const NoKimoSum&) { return "no_kimo_sum"; }
inline std::string_view kind_name(const NoModulo&) { return "no_modulo"; }
inline std::string_view kind_name(const RippleEffectDistance&) { return "ripple_effect_distance"; }
inline std::string_view kind_name(const RippleCages&) { return "ripple_cages"; }
inline std::string_view kind_name(const Thermo&) { return "thermo"; }
inline std::string_view kind_name(const Arrow&) { return "arrow"; }
inline std::string_view kind_name(const Palindrome&) { return "palindrome"; }
inline std::string_view kind_name(const Whisper&) { return "whisper"; }
inline std::string_view kind_name(const Sandwich&) { return "sandwich"; }
inline std::string_view kind_name(const DistinctDigits&) { return "distinct_digits"; }
inline std::string_view kind_name(const SumLine&) { return "sum_line"; }
inline std::string_view kind_name(const XSum&) { return "x_sum"; }
inline std::string_view kind_name(const Skyscraper&) { return "skyscraper"; }
inline std::string_view kind_name(const HiddenSkyscraper&) { return "hidden_skyscraper"; }
inline std::string_view kind_name(const FullRank&) { return "full_rank"; }
inline std::string_view kind_name(const NumberedRoom&) { return "numbered_room"; }
inline std::string_view kind_name(const Lunchbox&) { return "lunchbox"; }
inline std::string_view kind_name(const Cage&) { return "cage"; }
inline std::string_view kind_name(const RellikCage&) { return "rellik_cage"; }
inline std::string_view kind_name(const EqualityCage&) { return "equality_cage"; }
inline std::string_view kind_name(const EqualSum&) { return "equal_sum"; }
inline std::string_view kind_name(const ContainAtLeast&) { return "contain_at_least"; }
inline std::string_view kind_name(const Quadruple&) { return "quadruple"; }
inline std::string_view kind_name(const LookAndSay&) { return "look_and_say"; }
inline std::string_view kind_name(const CountDistinct&) { return "count_distinct"; }
inline std::string_view kind_name(const Clone&) { return "clone"; }
inline std::string_view kind_name(const SameValues&) { return "same_values"; }
inline std::string_view kind_name(const CountingCircles&) { return "counting_circles"; }
inline std::string_view kind_name(const DisjointSets&) { return "disjoint_sets"; }
inline std::string_view kind_name(const AntiTaxicab&) { return "anti_taxicab"; }
inline std::string_view kind_name(const GlobalEntropy&) { return "global_entropy"; }
inline std::string_view kind_name(const GlobalMod&) { return "global_mod"; }
inline std::string_view kind_name(const DutchFlatmates&) { return "dutch_flatmates"; }
inline std::string_view kind_name(const RowIndexer&) { return "row_indexer"; }
inline std::string_view kind_name(const ColumnIndexer&) { return "column_indexer"; }
inline std::string_view kind_name(const BoxIndexer&) { return "box_indexer"; }
inline std::string_view kind_name(const NoIndexer&) { return "no_indexer"; }
inline std::string_view kind_name(const ValueIndexing&) { return "value_indexing"; }
inline std::string_view kind_name(const Minimum&) { return "minimum"; }
inline std::string_view kind_name(const Maximum&) { return "maximum"; }
inline std::string_view kind_name(const NoKropki&) { return "no_kropki"; }
inline std::string_view kind_name(const BetweenLine&) { return "between_line"; }
inline std::string_view kind_name(const LockoutLine&) { return "lockout_line"; }
inline std::string_view kind_name(const RegionSumLine&) { return "region_sum_line"; }
inline std::string_view kind_name(const ZipperLine&) { return "zipper_line"; }
inline std::string_view kind_name(const NabnerLine&) { return "nabner_line"; }
inline std::string_view kind_name(const DoubleArrow&) { return "double_arrow"; }
inline std::string_view kind_name(const EntropicLine&) { return "entropic_line"; }
inline std::string_view kind_name(const ModularLine&) { return "modular_line"; }
inline std::string_view kind_name(const ParityLine&) { return "parity_line"; }
inline std::string_view kind_name(const RegexLine&) { return "regex_line"; }
inline std::string_view kind_name(const Or&) { return "or"; }
inline std::string_view kind_name(const Relation&) { return "relation"; }
inline std::string_view kind_name(const WeightedSum&) { return "weighted_sum"; }
inline std::string_view kind_name(const ChaosConstruction&) { return "chaos_construction"; }
inline std::string_view kind_name(const ChaosCount&) { return "chaos_count"; }
inline std::string_view kind_name(const Doppelganger&) { return "doppelganger"; }

struct Constraint {
  ConstraintKind kind;
  SourcePos origin;  // the rule-file line that made it (0:0 if generated)
  // The keyword of the rule that made it: a view of the rule registry's static
  // row (sema::find_rule), empty when no rule-file line made it.
  std::string_view rule = {};

  Constraint(ConstraintKind k, SourcePos o = {}, std::string_view r = {});
  // Out of line (constraint.cpp): copying, moving and destroying the
  // 72-way variant is then instantiated once, not in every file that
  // touches a puzzle (docs/tuning.md, "Build time").
  Constraint(const Constraint&);
  Constraint(Constraint&&) noexcept;
  Constraint& operator=(const Constraint&);
  Constraint& operator=(Constraint&&) noexcept;
  ~Constraint();
};

inline std::string_view kind_name(const Constraint& c) {
  return std::visit([](const auto& k) { return kind_name(k); }, c.kind);
}

// Rules that only narrow one cell's candidates: givens, set/del_values and
// parity (which names cells, each narrowed on its own).
inline bool is_candidate_rule(const Constraint& c) {
  return std::holds_alternative<Given>(c.kind) || std::holds_alternative<SetValues>(c.kind) ||
         std::holds_alternative<DelValues>(c.kind) || std::holds_alternative<Parity>(c.kind);
}

}  // namespace rfsat::model
