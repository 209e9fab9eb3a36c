// first_error (error_line.hpp): the first "WHERE: error: " line, and the
// numbers after the file's name in WHERE.
#include "error_line.hpp"

#include <sstream>

#include "printable.hpp"

namespace rfsat::text {

ErrorLine first_error(const std::string& file, const std::string& diagnostics) {
  std::istringstream lines(diagnostics);
  std::string line;
  while (std::getline(lines, line)) {
    const std::size_t at = line.find(": error: ");
    if (at == std::string::npos) continue;
    ErrorLine e{.message = line.substr(at + 9), .found = true};
    const std::string where = line.substr(0, at);
    const std::string shown = printable(file);  // as the diagnostics print it
    if (where.rfind(shown, 0) == 0 && where.size() > shown.size() && where[shown.size()] == ':') {
      std::istringstream pos(where.substr(shown.size() + 1));
      char colon = 0;
      pos >> e.line >> colon >> e.column;
      if (e.line < 0 || e.column < 0) e.line = 0, e.column = 0;
    }
    return e;
  }
  return {};
}

}  // namespace rfsat::text
