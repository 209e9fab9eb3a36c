// Encoding puzzles with more symbols than a candidate mask holds
// (enc::kMaxSymbols): Nylimb calcudokus, whose cells hold 0..99. Candidates
// are kept per cell as flags instead of masks; only the single-cell rules
// narrow them (no group propagation), then every cell gets its exactly-one
// and every constraint its encoder, as in encode_domains. The returned
// domains are all 0 (no mask), which blocking_clause reads as "not fixed".
//
//   if (puzzle.symbols.size() > enc::kMaxSymbols) e = enc::encode_wide(puzzle, {});
#pragma once

#include "encode.hpp"

namespace rfsat::enc {

Encoded encode_wide(const model::Puzzle& puzzle, const Options& options);

}  // namespace rfsat::enc
