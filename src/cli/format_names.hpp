// The format names --from and --to take, as their errors list them: one
// list for both options (formats/format.hpp reads the names).
#pragma once

#include <string>

namespace rfsat::cli {

inline constexpr const char* kFormatNames =
    "line (txt), sdm, sdk, ss, ss-spaced, ss-old, spf, msk (sol), sdx, candidates, rf, cdok (puz), "
    "cdok-picture, cdok-utf8, fpuzzles (json), fpuzzles-url, iss; to read also: sudokupad, sudocue";

}  // namespace rfsat::cli
