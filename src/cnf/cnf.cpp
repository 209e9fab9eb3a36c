// Clause storage and DIMACS output for cnf::Formula.
#include "cnf.hpp"

#include <cassert>
#include <ostream>

namespace rfsat::cnf {

void Formula::check_budget() const {
  if (lits_.size() > max_literals_)
    throw LimitExceeded(LimitExceeded::Kind::memory, lits_.size(),
                        "the formula outgrew its memory budget");
  if (past(deadline_))
    throw LimitExceeded(LimitExceeded::Kind::time, lits_.size(),
                        "the time limit ran out while encoding");
}

void Formula::check_deadline() const {
  if (past(deadline_))
    throw LimitExceeded(LimitExceeded::Kind::time, lits_.size(),
                        "the time limit ran out while encoding");
}

void write_dimacs(std::ostream& out, const Formula& f, const std::vector<std::string>& comments) {
  for (const std::string& c : comments) out << "c " << c << '\n';
  out << "p cnf " << f.num_vars() << ' ' << f.num_clauses() << '\n';
  std::string line;
  for (int l : f.literals()) {
    line += std::to_string(l);
    if (l == 0) {
      out << line << '\n';
      line.clear();
    } else {
      line += ' ';
    }
  }
}

}  // namespace rfsat::cnf
