// Reading back a diagnostic that was printed: the first
// "WHERE: error: MESSAGE" line of captured diagnostics (diagnostics.hpp),
// its line and column when WHERE is FILE:LINE or FILE:LINE:COL. Used where
// a caller needs the position as numbers rather than text: `rfsat check`'s
// reports (JUnit, GitHub, JSON) and the Python module's rfsat.Error.
//
//   rfsat::text::ErrorLine e = rfsat::text::first_error("p.rf", captured);
//   // "p.rf:3:7: error: unknown rule 'kiler'" -> {3, 7, "unknown rule 'kiler'"}
#pragma once

#include <string>

namespace rfsat::text {

struct ErrorLine {
  long long line = 0;  // 0: not known
  int column = 0;      // 0: not known
  std::string message;
  bool found = false;  // an error line was there
};

// `file` as the diagnostics name it (printed through text::printable).
ErrorLine first_error(const std::string& file, const std::string& diagnostics);

}  // namespace rfsat::text
