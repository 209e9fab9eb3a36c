// DIMACS CNF reader of the certificate checker (src/proof/): our own parser,
// independent of rfsat's cnf/ writer, so that a certificate is read the way
// any other checker would read it. Entry point: read_dimacs(). Comment lines
// ("c ...", including rfsat's "c x <var> <cell> ..." cell map) are skipped;
// a '%' line ends the formula (SATLIB). Anything malformed throws an
// InputError naming the line: a checker must never guess.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "input_error.hpp"

namespace rfsat::proof {

// Variables are limited so that 2*var+1 fits the checker's literal codes.
inline constexpr std::int64_t kMaxVariables = (std::int64_t{1} << 28) - 1;

struct Formula {
  std::uint32_t variables = 0;         // from the header
  std::uint64_t clauses = 0;           // as many as the header declares
  std::vector<std::int32_t> literals;  // the clauses one after another, each ended by 0
};

// Parses `p cnf V C` and exactly C clauses over variables 1..V.
// Throws InputError ("cnf line N: ...") on a missing or repeated header, a
// token that is not an integer, a literal outside 1..V, a last clause
// without its 0, or a clause count other than C.
Formula read_dimacs(std::string_view text);

}  // namespace rfsat::proof
