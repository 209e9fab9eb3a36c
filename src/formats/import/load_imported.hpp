// An imported puzzle (imported.hpp) through the one normal path: its `.rf`
// text is parsed and resolved like any rule file, and every diagnostic is
// reported against the origin of the generated line, with that line quoted
// as the translation:
//     puzzle.json: killercage[3]: error: cell 82 is out of range: cells are 1..81
//       in the .rf translation: sum(15, 81, 82)
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

#include "diagnostics.hpp"
#include "imported.hpp"
#include "puzzle.hpp"

namespace rfsat::formats::import {

// `limits`: --time-limit and --memory-limit while loading (Diagnostics::poll
// and reserve throw LoadLimitReached past them).
std::optional<model::Puzzle> load_imported(const Imported& in, const std::string& name,
                                           std::ostream& err, const LoadLimits& limits = {});

}  // namespace rfsat::formats::import
