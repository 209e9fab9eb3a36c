// The state an ISS writer handler works on (write.cpp's table, handlers in
// write.cpp and write_clues.cpp): import::WriterBase (the grid view, the
// candidates per cell, the first refusal) and the constraint text being
// built, with the whole-grid types written. Internal to iss/.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "import/writer_base.hpp"
#include "iss/plain.hpp"

namespace rfsat::formats::iss::writing {

using model::Constraint;

struct Writer : import::WriterBase {
  Writer(const import::GridView& v, const import::Metadata& m) : WriterBase("ISS", v, m) {}
  std::string text;
  std::set<std::string> flags;  // the global types written
  std::string glyphs;           // glyphs[symbol]: its character in `values`

  bool in_block = false;  // writing inside an .Or (candidates become items)

  // A grid cell's R1C1, or var cell k's name under the one Var the writer
  // declares, `.Var~V~~N`: VV1..VVN (VV when N is 1), as ISS names them.
  std::string id(int cell) const {
    if (!g.is_var(cell)) return cell_id(g.row(cell), g.col(cell));
    return g.vars == 1 ? "VV" : "VV" + std::to_string(cell - g.n * g.n + 1);
  }
  std::string cells(const std::vector<int>& cs) const {
    std::string s;
    for (int c : cs) s += "~" + id(c);
    return s;
  }
};

// A handler of kWriterRows; `type`: the row's ISS type, for the generic
// handlers.
using Handler = import::WriterRow<Writer>::Handler;
using import::as;

// A rule over the whole grid: `.Type` once, however many constraints it
// made (write.cpp).
bool flag(Writer& w, const Constraint&, const char* type);

// write_clues.cpp: issue 27's rules.
bool double_line(Writer&, const Constraint&, const char* type);  // XSum, Skyscraper, ...
bool full_rank_no_ties(Writer&, const Constraint&, const char*);
bool sum_line(Writer&, const Constraint&, const char*);
bool number_line(Writer&, const Constraint&, const char* type);  // Lunchbox, Modular, Lockout
bool rellik(Writer&, const Constraint&, const char*);
bool contain(Writer&, const Constraint&, const char*);
bool quad(Writer&, const Constraint&, const char*);
bool look_and_say(Writer&, const Constraint&, const char*);
bool same_values(Writer&, const Constraint&, const char*);
bool equal_sum(Writer&, const Constraint&, const char*);
bool indexing(Writer&, const Constraint&, const char*);
bool disjoint_sets(Writer&, const Constraint&, const char*);
bool nine_by_nine(Writer&, const Constraint&, const char* type);  // GlobalEntropy, ...
// write_automata.cpp: regex_line (Regex), nfa_line (NFA).
bool automaton_line(Writer&, const Constraint&, const char*);

// write_blocks.cpp: an `or` block (.Or, its alternatives of several rules
// in .And) through the rows of write.cpp's table.
bool or_block(Writer&, const Constraint&, const char*);
// write.cpp: one rule through its row of the table; false on a refusal.
bool write_one(Writer& w, const Constraint& c);

// write_relations.cpp: relation, relation_chain, relation_all; weighted_sum.
bool relation(Writer&, const Constraint&, const char*);
bool weighted_sum(Writer&, const Constraint&, const char*);

}  // namespace rfsat::formats::iss::writing
