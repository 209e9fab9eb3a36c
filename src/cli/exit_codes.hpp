// Process exit codes of every rfsat command (documented in README.md).
#pragma once

namespace rfsat::cli {

inline constexpr int kExitOk = 0;           // done (check: every file unique)
inline constexpr int kExitNotUnique = 1;    // check: some file has none or several
inline constexpr int kExitInputError = 2;   // bad input: file:line:col message printed
inline constexpr int kExitLimit = 3;        // a limit stopped the search
inline constexpr int kExitInternal = 4;     // a solution failed verification: a bug

}  // namespace rfsat::cli
