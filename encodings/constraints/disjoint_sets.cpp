// DisjointSets encoder (model::DisjointSets, `disjoint_sets`): the cells at
// one position of every box form a group, encoded exactly as a group
// (constraints/group.cpp): per symbol, at most (exactly, when the set is as
// large as `values`) its multiplicity of the set's literals, through
// card/cardinality.hpp. Size on 9x9: 9 sets of 9 cells, 9 exactly-one
// constraints each (pairwise: 37 clauses), like the boxes. Propagation: that
// of the group encoding (each value's exactly-one is GAC; all-different as a
// whole is not). Entry point: encode(const model::DisjointSets&, Context&).
// Example: 4x4 with 2x2 boxes: {r1c1, r1c3, r3c1, r3c3} holds 1..4 once each.
#include "encoders.hpp"

namespace rfsat::enc {

void encode(const model::DisjointSets& c, Context& ctx) { encode(model::Group{c.cells}, ctx); }

}  // namespace rfsat::enc
