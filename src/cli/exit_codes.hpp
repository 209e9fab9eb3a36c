// Process exit codes of every rfsat command (documented in README.md).
#pragma once

#include "batch.hpp"

namespace rfsat::cli {

inline constexpr int kExitOk = 0;           // done (check: every file unique)
inline constexpr int kExitNotUnique = 1;    // check: some file has none or several
inline constexpr int kExitInputError = 2;   // bad input: file:line:col message printed
inline constexpr int kExitLimit = 3;        // a limit stopped the search
inline constexpr int kExitInternal = 4;     // a solution failed verification: a bug

// A collection's exit code: internal error 4 > input error 2 > time limit 3
// > (check only) not every puzzle unique 1 > 0. The output not written, or
// the input not read to its end, is 2 (3 when a line was over the memory
// limit); `exit_zero` (--exit-zero, for engines that fail a task on any
// other code, docs/parallel.md): 0 when every line got its record, errors
// included, and an input without puzzles (an engine's empty piece).
inline int collection_exit_code(const batch::Summary& s, bool check, bool exit_zero = false) {
  using Kind = batch::End::Kind;
  if (s.internal_errors > 0) return kExitInternal;
  if (s.write_failed) return kExitInputError;
  if (s.end && s.end->kind == Kind::read_error) return kExitInputError;
  if (s.end && s.end->kind == Kind::limit) return s.errors > 0 ? kExitInputError : kExitLimit;
  if (exit_zero) return kExitOk;
  if (s.errors > 0 || s.end) return kExitInputError;
  if (s.limit > 0) return kExitLimit;
  if (check && s.unique != s.puzzles) return kExitNotUnique;
  return kExitOk;
}

}  // namespace rfsat::cli
